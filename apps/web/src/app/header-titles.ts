/**
 * The spec's header titles by path, as i18n keys. Only the P2P paths are routed today; the others
 * name the paths their screens will get, so a new screen only has to add its route. No console path
 * may start with /admin, /auth or /docs: the server sends those to the API, not to the console.
 */
export const headerTitles: Readonly<Record<string, string>> = {
  '/dashboard': 'titles.dashboard',
  '/alerts': 'titles.alerts',
  '/customers': 'titles.customers',
  '/pending-accounts': 'titles.pendingAccounts',
  '/approved-accounts': 'titles.approvedAccounts',
  '/sub-admins': 'titles.subAdmins',
  '/translation': 'titles.translation',
  '/iam': 'titles.iam',
  '/kyc-requests': 'titles.kycRequests',
  '/coins': 'titles.coins',
  '/bank-account-requests': 'titles.bankAccountRequests',
  '/fiat-transactions/withdrawals': 'titles.fiatWithdrawals',
  '/fiat-transactions/deposits': 'titles.fiatDeposits',
  '/card-deposits': 'titles.cardDeposits',
  '/trades': 'titles.trades',
  '/crypto-bundles': 'titles.cryptoBundles',
  '/crypto-transactions': 'titles.cryptoTransactions',
  '/profit-ledger': 'titles.profitLedger',
  '/whitelist': 'titles.whitelist',
  '/sub-accounts': 'titles.subAccounts',
  '/redis-explorer': 'titles.redisExplorer',
  '/campaigns': 'titles.campaign',
  '/campaigns/rewards': 'titles.rewards',
  '/announcements': 'titles.announcements',
  '/mobile-announcements': 'titles.mobileAnnouncement',
  '/posts': 'titles.posts',
  '/leads': 'titles.leads',
  '/limit-orders': 'titles.limitOrders',
  '/reimbursements': 'titles.reimbursements',
  '/ledger-reconciliation': 'titles.ledgerReconciliation',
  '/integration/service-accounts': 'titles.integrationServiceAccounts',
  '/integration/webhooks': 'titles.integrationWebhooks',
  '/integration/deliveries': 'titles.integrationDeliveries',
  '/referrals': 'titles.referrals',
  '/unauthorized': 'titles.unauthorized',
  '/activities': 'titles.adminActivities',
  '/disputes': 'titles.disputeManagement',
  '/country-whitelist': 'titles.countryWhitelist',
  '/comply-advantage': 'titles.complyAdvantage',
  '/donations': 'titles.donations',
  '/app-banners': 'titles.appBanner',
  '/courses': 'titles.courses',
  '/vouchers': 'titles.vouchers',
  '/vouchers/redemptions': 'titles.voucherRedemptions',
  '/otp-settings': 'titles.otpDashboardSettings',
  '/staking-statistics': 'titles.stakingStatistics',
  '/staking/providers': 'titles.providers',
  '/staking/protocols': 'titles.protocols',
  '/email-templates': 'titles.emailTemplates',
  '/access-requests': 'titles.adminRequest',
  '/liquidity': 'titles.liquidityMonitoring',
  '/savers': 'titles.savers',
  '/p2p-statistics': 'titles.p2pStatistics',
  '/P2PMerchant': 'titles.p2pMerchants',
  '/P2PMerchantAds': 'titles.p2pMerchants',
  '/P2PTransactions': 'titles.p2pTransactions',
  '/P2POrders': 'titles.p2pOrders',
  '/referee-rewards': 'titles.refereeRewards',
  '/referrer-commission': 'titles.referrerCommission',
  '/remittance-approval': 'titles.remittanceApproval',
  '/lean-approval': 'titles.leanApproval',
  '/payment-methods': 'titles.paymentMethods',
  '/fees-and-taxes': 'titles.feesAndTaxes',
  '/withdrawal-limits': 'titles.withdrawalLimits',
  '/fex-whitelist': 'titles.fexWhitelist',
};

// Routes match case-insensitively, so titles must too: /p2pmerchant is the merchants page.
const titlesByLowerPath = new Map(Object.entries(headerTitles).map(([path, key]) => [path.toLowerCase(), key]));

/**
 * The title key for a path, matching the longest known prefix so that a detail page such as
 * /customers/42 keeps its list's title. Undefined when no title is known (the caller shows the
 * exchange name).
 */
export function headerTitleKey(pathname: string): string | undefined {
  let path = pathname.toLowerCase().replace(/\/+$/, '');
  while (path) {
    const key = titlesByLowerPath.get(path);
    if (key) return key;
    path = path.slice(0, path.lastIndexOf('/'));
  }
  return undefined;
}
