// The one place that gathers every table, for drizzle's typed client and drizzle-kit.
export * from '../../modules/auth/auth-tables.ts';
export * from '../audit/audit-table.ts';
export * from '../../modules/customers/customer-tables.ts';
export * from '../../modules/p2p/merchants/merchant-tables.ts';
export * from '../../modules/p2p/orders/order-tables.ts';
export * from '../../modules/p2p/transactions/transaction-tables.ts';
export * from '../../modules/p2p/disputes/dispute-tables.ts';
export * from '../../modules/access/access-tables.ts';
export * from '../../modules/admins/admin-invitation-tables.ts';
export * from '../../modules/ledger/ledger-tables.ts';
export * from '../../modules/sub-accounts/sub-account-tables.ts';
export * from '../../modules/sub-accounts/sub-account-transfer-tables.ts';
export * from '../../modules/reimbursements/reimbursement-tables.ts';
export * from '../../modules/payment-methods/payment-method-tables.ts';
export * from '../../modules/referrals/referral-tables.ts';
export * from '../../modules/remittance/remittance-tables.ts';
export * from '../../modules/lean/lean-tables.ts';
export * from '../../modules/logs/log-tables.ts';
export * from '../../modules/screening/screening-tables.ts';
export * from '../../modules/countries/country-tables.ts';
export * from '../../modules/view-as/view-as-tables.ts';
export * from '../../modules/kyc/kyc-tables.ts';
export * from '../../modules/bank-accounts/bank-account-tables.ts';
export * from '../../modules/fees/fee-tables.ts';
export * from '../../modules/fiat/fiat-tables.ts';
export * from '../../modules/integration/integration-event-tables.ts';
export * from '../../modules/saved-views/saved-view-tables.ts';
export * from '../../modules/crypto/crypto-tables.ts';
export * from '../../modules/integration/integration-tables.ts';
export * from '../../modules/trades/trade-tables.ts';
export * from '../../modules/alerts/alert-tables.ts';
export * from '../../modules/bundles/bundle-tables.ts';
export * from '../../modules/otp/otp-tables.ts';
export * from '../../modules/staking/staking-tables.ts';
export * from '../../modules/savers/saver-tables.ts';
export * from '../../modules/liquidity/liquidity-tables.ts';
// Growth: gift vouchers, campaigns and donations.
export * from '../../modules/vouchers/voucher-tables.ts';
export * from '../../modules/donations/donation-tables.ts';
export * from '../../modules/campaigns/campaign-tables.ts';
// Content (issue 15): announcements, app banners, e-mail templates.
export * from '../../modules/announcements/announcement-tables.ts';
// The social feed (issue 15): posts, comments, reports.
export * from '../../modules/posts/post-tables.ts';
// Translation (issue 15): languages, keys and their values.
export * from '../../modules/translations/translation-tables.ts';
export * from '../../modules/courses/course-tables.ts';
export * from '../../modules/banners/banner-tables.ts';
export * from '../../modules/email-templates/email-template-tables.ts';
