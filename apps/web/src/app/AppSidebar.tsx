import {
  // Content (issue 15).
  CommentOutlined,
  TranslationOutlined,
  MailOutlined,
  MobileOutlined,
  NotificationOutlined,
  PictureOutlined,
  ReadOutlined,
  AlertOutlined,
  FlagOutlined,
  HeartOutlined,
  TagsOutlined,
  TrophyOutlined,
  FileSearchOutlined,
  UnorderedListOutlined,
  AppstoreOutlined,
  BellOutlined,
  DatabaseOutlined,
  DollarCircleOutlined,
  DownloadOutlined,
  FallOutlined,
  OrderedListOutlined,
  RiseOutlined,
  UploadOutlined,
  ContainerOutlined,
  LockOutlined,
  ApiOutlined,
  KeyOutlined,
  SendOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  CalculatorOutlined,
  CheckSquareOutlined,
  ClusterOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  ExportOutlined,
  FileDoneOutlined,
  GiftOutlined,
  LineChartOutlined,
  GlobalOutlined,
  IdcardOutlined,
  FileTextOutlined,
  FundOutlined,
  FunnelPlotOutlined,
  FundProjectionScreenOutlined,
  NodeIndexOutlined,
  SaveOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  PercentageOutlined,
  RollbackOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  ShopOutlined,
  SwapOutlined,
  TeamOutlined,
  UserAddOutlined,
  UserOutlined,
  UserSwitchOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import type { Policy } from '@exchange/contract/access/policies';
import { Button, Drawer, Layout, Menu, Tooltip, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BrandMark } from '../components/BrandMark.tsx';
import { useHeldPolicies } from '../features/access/use-held-policies.ts';
import { DarkArea } from './DarkArea.tsx';
import { HeaderActions } from './HeaderActions.tsx';
import { navLayout } from './nav-layout.ts';
import { toggleCollapsedNav } from './state/common-reducer.ts';
import { useAppDispatch, useAppState } from './state/use-app-state.ts';
import { useExchangeName } from './use-exchange-name.ts';
import { useSetLook } from './use-set-look.ts';
import { NavCount } from '../features/queues/NavCount.tsx';
import { useQueueCountsByPath } from '../features/queues/use-queue-counts-by-path.ts';

// The breakpoint lives with the state that the window width feeds.
export { smallScreenMaxWidth } from './state/common-reducer.ts';

interface SidebarEntry {
  path: string;
  labelKey: string;
  icon: ReactNode;
  /** Other paths that belong to this entry, such as a merchant's ads. */
  alsoFor?: string[];
  /** Paths below this one (a dispute's page under /disputes) select it too. */
  withSubPaths?: boolean;
  /** Shown only to admins holding it; the route shows "Unauthorized" to the others. */
  policy: Policy;
}

const operationsEntries: SidebarEntry[] = [
  { path: '/dashboard', labelKey: 'nav.dashboard', icon: <DashboardOutlined />, policy: 'dashboard.read' },
  { path: '/alerts', labelKey: 'nav.alerts', icon: <BellOutlined />, policy: 'alerts.read' },
];

const p2pEntries: SidebarEntry[] = [
  { path: '/p2p-statistics', labelKey: 'nav.p2pStatistics', icon: <BarChartOutlined />, policy: 'p2p.statistics.read' },
  { path: '/P2PMerchant', labelKey: 'nav.p2pMerchant', icon: <ShopOutlined />, alsoFor: ['/P2PMerchantAds'], policy: 'p2p.merchants.read' },
  { path: '/P2PTransactions', labelKey: 'nav.p2pTransactions', icon: <SwapOutlined />, policy: 'p2p.transactions.read' },
  { path: '/P2POrders', labelKey: 'nav.p2pOrders', icon: <FileTextOutlined />, policy: 'p2p.orders.read' },
  { path: '/disputes', labelKey: 'nav.disputes', icon: <AlertOutlined />, withSubPaths: true, policy: 'p2p.disputes.read' },
];

const customerEntries: SidebarEntry[] = [
  { path: '/customers', labelKey: 'nav.customers', icon: <UserOutlined />, withSubPaths: true, policy: 'customers.read' },
  { path: '/pending-accounts', labelKey: 'nav.pendingAccounts', icon: <UserAddOutlined />, policy: 'customers.read' },
  { path: '/approved-accounts', labelKey: 'nav.approvedAccounts', icon: <UserSwitchOutlined />, policy: 'customers.read' },
  { path: '/country-whitelist', labelKey: 'nav.countryWhitelist', icon: <GlobalOutlined />, policy: 'countries.read' },
  { path: '/otp-settings', labelKey: 'nav.otpSettings', icon: <KeyOutlined />, alsoFor: ['/otp-settings/logs'], policy: 'otp.read' },
  { path: '/comply-advantage', labelKey: 'nav.complyAdvantage', icon: <SafetyOutlined />, policy: 'screening.read' },
  { path: '/kyc-requests', labelKey: 'nav.kycRequests', icon: <IdcardOutlined />, withSubPaths: true, policy: 'kyc.read' },
  { path: '/bank-account-requests', labelKey: 'nav.bankAccountRequests', icon: <BankOutlined />, policy: 'bankAccounts.read' },
  // Leads (served by the leads API): people who may become customers.
  { path: '/leads', labelKey: 'nav.leads', icon: <FunnelPlotOutlined />, policy: 'leads.read' },
];

const paymentEntries: SidebarEntry[] = [
  { path: '/payment-methods', labelKey: 'nav.paymentMethods', icon: <CreditCardOutlined />, policy: 'payments.methods.read' },
  { path: '/remittance-approval', labelKey: 'nav.remittanceApproval', icon: <SendOutlined />, policy: 'remittance.read' },
  { path: '/lean-approval', labelKey: 'nav.leanApproval', icon: <BankOutlined />, policy: 'lean.read' },
  { path: '/fees-and-taxes', labelKey: 'nav.feesAndTaxes', icon: <CalculatorOutlined />, policy: 'fees.read' },
  { path: '/withdrawal-limits', labelKey: 'nav.withdrawalLimits', icon: <DashboardOutlined />, policy: 'limits.read' },
];

const fiatEntries: SidebarEntry[] = [
  { path: '/fiat-transactions/deposits', labelKey: 'nav.fiatDepositRequests', icon: <BankOutlined />, policy: 'fiat.deposits.read' },
  { path: '/fiat-transactions/deposits/approved', labelKey: 'nav.fiatApprovedDeposits', icon: <CheckSquareOutlined />, policy: 'fiat.deposits.read' },
  { path: '/card-deposits', labelKey: 'nav.cardDeposits', icon: <CreditCardOutlined />, policy: 'fiat.deposits.read' },
  { path: '/fiat-transactions/withdrawals', labelKey: 'nav.fiatWithdrawalRequests', icon: <ExportOutlined />, policy: 'fiat.withdrawals.read' },
  { path: '/fiat-transactions/withdrawals/approved', labelKey: 'nav.fiatApprovedWithdrawals', icon: <FileDoneOutlined />, policy: 'fiat.withdrawals.read' },
  { path: '/profit-ledger', labelKey: 'nav.profitLedger', icon: <LineChartOutlined />, policy: 'ledger.read' },
];

/** The spec's Coins, Crypto Txn (Sent Transactions, Receive Transactions), Whitelist and FEX Whitelist. */
const cryptoEntries: SidebarEntry[] = [
  { path: '/coins', labelKey: 'nav.coins', icon: <DollarCircleOutlined />, policy: 'crypto.coins.read' },
  { path: '/crypto-transactions/sent', labelKey: 'nav.cryptoSent', icon: <UploadOutlined />, policy: 'crypto.withdrawals.read' },
  { path: '/crypto-transactions/received', labelKey: 'nav.cryptoReceived', icon: <DownloadOutlined />, policy: 'crypto.deposits.read' },
  { path: '/whitelist', labelKey: 'nav.whitelist', icon: <ContainerOutlined />, policy: 'crypto.whitelist.read' },
  { path: '/fex-whitelist', labelKey: 'nav.fexWhitelist', icon: <LockOutlined />, policy: 'crypto.whitelist.read' },
  { path: '/crypto-bundles', labelKey: 'nav.cryptoBundles', icon: <AppstoreOutlined />, policy: 'bundles.read' },
];

/** The spec's Trades (Buy Orders, Sell Orders, Swap Orders) and Limit Orders: the exchange's spot orders. */
const tradeEntries: SidebarEntry[] = [
  { path: '/trades/buy', labelKey: 'nav.tradesBuy', icon: <RiseOutlined />, policy: 'trades.orders.read' },
  { path: '/trades/sell', labelKey: 'nav.tradesSell', icon: <FallOutlined />, policy: 'trades.orders.read' },
  { path: '/trades/swap', labelKey: 'nav.tradesSwap', icon: <SwapOutlined />, policy: 'trades.orders.read' },
  { path: '/limit-orders', labelKey: 'nav.limitOrders', icon: <OrderedListOutlined />, policy: 'trades.orders.read' },
];

/** Earn: customers' staking and savings, and the products behind them. */
const earnEntries: SidebarEntry[] = [
  { path: '/staking-statistics', labelKey: 'nav.stakingStatistics', icon: <FundOutlined />, policy: 'staking.read' },
  { path: '/staking/providers', labelKey: 'nav.stakingProviders', icon: <ClusterOutlined />, policy: 'staking.read' },
  { path: '/staking/protocols', labelKey: 'nav.stakingProtocols', icon: <NodeIndexOutlined />, policy: 'staking.read' },
  { path: '/savers', labelKey: 'nav.savers', icon: <SaveOutlined />, policy: 'savers.read' },
];

/** The money the exchange keeps for its customers: manual credits and debits, sub-accounts, the proof that the books add up. */
const ledgerEntries: SidebarEntry[] = [
  { path: '/reimbursements', labelKey: 'nav.reimbursements', icon: <RollbackOutlined />, policy: 'reimbursements.read' },
  { path: '/sub-accounts', labelKey: 'nav.subAccounts', icon: <WalletOutlined />, policy: 'subAccounts.read' },
  { path: '/ledger-reconciliation', labelKey: 'nav.ledgerReconciliation', icon: <CalculatorOutlined />, policy: 'ledger.read' },
  { path: '/liquidity', labelKey: 'nav.liquidity', icon: <FundProjectionScreenOutlined />, policy: 'liquidity.read' },
];

/** Growth: the marketing tools that move money (gift vouchers, campaign rewards, donations). */
const growthEntries: SidebarEntry[] = [
  { path: '/campaigns', labelKey: 'nav.campaign', icon: <FlagOutlined />, policy: 'campaigns.read' },
  { path: '/campaigns/rewards', labelKey: 'nav.rewards', icon: <TrophyOutlined />, policy: 'campaigns.read' },
  { path: '/vouchers', labelKey: 'nav.giftVouchers', icon: <TagsOutlined />, policy: 'vouchers.read' },
  { path: '/vouchers/redemptions', labelKey: 'nav.voucherRedemptions', icon: <FileSearchOutlined />, policy: 'vouchers.read' },
  { path: '/donations', labelKey: 'nav.donations', icon: <HeartOutlined />, policy: 'donations.read' },
  { path: '/donations/list', labelKey: 'nav.donationsList', icon: <UnorderedListOutlined />, policy: 'donations.read' },
];

const referralEntries: SidebarEntry[] = [
  { path: '/referee-rewards', labelKey: 'nav.refereeRewards', icon: <GiftOutlined />, policy: 'referrals.read' },
  { path: '/referrer-commission', labelKey: 'nav.referrerCommission', icon: <PercentageOutlined />, policy: 'referrals.read' },
];

/** Content (issue 15): what customers read in the app and in their mail. */
const contentEntries: SidebarEntry[] = [
  { path: '/announcements', labelKey: 'nav.announcements', icon: <NotificationOutlined />, policy: 'announcements.read' },
  { path: '/mobile-announcements', labelKey: 'nav.mobileAnnouncement', icon: <MobileOutlined />, policy: 'announcements.read' },
  { path: '/posts', labelKey: 'nav.posts', icon: <CommentOutlined />, policy: 'posts.read' },
  { path: '/app-banners', labelKey: 'nav.appBanner', icon: <PictureOutlined />, policy: 'banners.read' },
  { path: '/courses', labelKey: 'nav.courses', icon: <ReadOutlined />, withSubPaths: true, policy: 'courses.read' },
  { path: '/email-templates', labelKey: 'nav.emailTemplates', icon: <MailOutlined />, policy: 'emailTemplates.read' },
  { path: '/translation', labelKey: 'nav.translation', icon: <TranslationOutlined />, policy: 'translations.read' },
];

/** How the exchange's own services meet the back office: their keys, the webhooks, what was delivered. */
const integrationEntries: SidebarEntry[] = [
  { path: '/integration/service-accounts', labelKey: 'nav.integrationServiceAccounts', icon: <KeyOutlined />, policy: 'integration.read' },
  { path: '/integration/webhooks', labelKey: 'nav.integrationWebhooks', icon: <ApiOutlined />, policy: 'integration.read' },
  { path: '/integration/deliveries', labelKey: 'nav.integrationDeliveries', icon: <SendOutlined />, policy: 'integration.read' },
];

/** Tools on the exchange's own infrastructure. */
const systemEntries: SidebarEntry[] = [
  { path: '/redis-explorer', labelKey: 'nav.redisExplorer', icon: <DatabaseOutlined />, policy: 'redis.read' },
];

const adminEntries: SidebarEntry[] = [
  { path: '/sub-admins', labelKey: 'access.nav.subAdmins', icon: <TeamOutlined />, policy: 'admins.read' },
  { path: '/iam', labelKey: 'access.nav.iam', icon: <SafetyCertificateOutlined />, policy: 'admins.read' },
  { path: '/activities', labelKey: 'access.nav.activities', icon: <AuditOutlined />, policy: 'audit.read' },
];

function selectedEntry(pathname: string): string | undefined {
  const path = pathname.toLowerCase();
  return [...operationsEntries, ...customerEntries, ...p2pEntries, ...paymentEntries, ...fiatEntries, ...cryptoEntries, ...tradeEntries, ...earnEntries, ...ledgerEntries, ...referralEntries, ...growthEntries, ...contentEntries, ...integrationEntries, ...systemEntries, ...adminEntries].find(
    (entry) =>
      [entry.path, ...(entry.alsoFor ?? [])].some((p) => p.toLowerCase() === path) ||
      (entry.withSubPaths && path.startsWith(`${entry.path.toLowerCase()}/`)),
  )?.path;
}

export interface NavEntry {
  key: string;
  icon: ReactNode;
  label: string;
  /** data-testid, as antd's menu items take data attributes. */
  [data: `data-${string}`]: string;
}

export interface NavGroup {
  key: string;
  label: string;
  children: NavEntry[];
}

/**
 * The menu's groups and entries the admin may open, shared by the sidebar (as groups) and the
 * horizontal nav styles (as one menu per group).
 */
export function useNavGroups(): NavGroup[] {
  const { t } = useTranslation();
  const held = useHeldPolicies();

  // A group the admin may open nothing of is left out altogether.
  const group = (key: string, label: string, entries: SidebarEntry[]): NavGroup[] => {
    const allowed = entries.filter((entry) => held.has(entry.policy));
    return allowed.length === 0
      ? []
      : [
          {
            key,
            label,
            // The test id sits on the <li>, which stays clickable when the sidebar is folded to icons.
            children: allowed.map((entry) => ({
              key: entry.path,
              icon: entry.icon,
              label: t(entry.labelKey),
              'data-testid': `nav-${entry.path.slice(1)}`,
            })),
          },
        ];
  };
  return [
    ...group('operations', t('nav.operationsGroup'), operationsEntries),
    ...group('customers', t('nav.customersGroup'), customerEntries),
    ...group('p2p', t('nav.p2pGroup'), p2pEntries),
    ...group('payments', t('nav.paymentsGroup'), paymentEntries),
    ...group('fiat', t('nav.fiatGroup'), fiatEntries),
    ...group('crypto', t('nav.cryptoGroup'), cryptoEntries),
    ...group('trades', t('nav.tradesGroup'), tradeEntries),
    ...group('earn', t('nav.earnGroup'), earnEntries),
    ...group('ledger', t('nav.ledgerGroup'), ledgerEntries),
    ...group('referrals', t('nav.referralsGroup'), referralEntries),
    ...group('growth', t('nav.growthGroup'), growthEntries),
    ...group('content', t('nav.contentGroup'), contentEntries),
    ...group('integration', t('nav.integrationGroup'), integrationEntries),
    ...group('system', t('nav.systemGroup'), systemEntries),
    ...group('admin', t('access.nav.group'), adminEntries),
  ];
}

/** The menu entry of the current screen, if any. */
export function useSelectedNavKey(): string | undefined {
  return selectedEntry(useLocation().pathname);
}

function SidebarContent({ collapsed, dark, withActions }: { collapsed: boolean; dark: boolean; withActions: boolean }) {
  const navigate = useNavigate();
  const exchangeName = useExchangeName();
  const selected = useSelectedNavKey();
  const waiting = useQueueCountsByPath();
  const items: MenuProps['items'] = useNavGroups().map((group) => ({
    ...group,
    type: 'group',
    children: group.children.map((entry) => ({ ...entry, label: <NavCount label={entry.label} count={waiting.get(entry.key)} testId={`nav-count-${entry.key.slice(1)}`} /> })),
  }));

  return (
    <div className="app-sider__inner">
      <div className="app-logo" style={{ color: dark ? '#fff' : undefined }}>
        <BrandMark size={28} />
        {!collapsed && <span className="app-logo__name">{exchangeName}</span>}
      </div>
      <Menu
        className="app-sider__menu"
        mode="inline"
        theme={dark ? 'dark' : 'light'}
        items={items}
        selectedKeys={selected ? [selected] : []}
        onClick={({ key }) => void navigate(key)}
        style={{ borderInlineEnd: 'none' }}
      />
      {withActions && <SidebarFoot collapsed={collapsed} dark={dark} />}
    </div>
  );
}

/** The no-header styles' sidebar foot: the header's controls, and folding to icons and back. */
function SidebarFoot({ collapsed, dark }: { collapsed: boolean; dark: boolean }) {
  const { t } = useTranslation();
  const setLook = useSetLook();
  const { isDirectionRTL } = useAppState().settings;
  const FoldIcon = collapsed ? MenuUnfoldOutlined : MenuFoldOutlined;
  return (
    <DarkArea dark={dark}>
      <div className={collapsed ? 'app-sider__foot app-sider__foot--folded' : 'app-sider__foot'}>
        <HeaderActions inSidebar folded={collapsed} />
        <Tooltip title={t('layout.toggleMenu')} placement={isDirectionRTL ? 'left' : 'right'}>
          <Button
            type="text"
            className="app-bar-button"
            icon={<FoldIcon className="app-flip-rtl" />}
            aria-label={t('layout.toggleMenu')}
            onClick={() => setLook({ navStyle: collapsed ? 'no-header-expanded-sidebar' : 'no-header-mini-sidebar' })}
            data-testid="sidebar-toggle"
          />
        </Tooltip>
      </div>
    </DarkArea>
  );
}

export function AppSidebar() {
  const { navStyle, themeType, isDirectionRTL } = useAppState().settings;
  const { navCollapsed, width } = useAppState().common;
  const dispatch = useAppDispatch();
  const layout = navLayout(navStyle, width);
  const dark = themeType !== 'light';
  const siderTheme = dark ? 'dark' : 'light';

  if (layout.drawer) {
    return (
      <Drawer
        open={navCollapsed}
        placement={isDirectionRTL ? 'right' : 'left'}
        onClose={() => dispatch(toggleCollapsedNav(false))}
        closable={false}
        size={256}
        className="app-nav-drawer"
        styles={{ body: { padding: 0 } }}
      >
        <Layout.Sider theme={siderTheme} width="100%" style={{ minHeight: '100%' }} data-testid="sidebar">
          <SidebarContent collapsed={false} dark={dark} withActions={false} />
        </Layout.Sider>
      </Drawer>
    );
  }
  if (!layout.sidebar) return null;

  const collapsed = layout.sidebar === 'mini';
  return (
    <Layout.Sider
      className={`app-sider app-sider--${siderTheme}`}
      theme={siderTheme}
      width={240}
      collapsedWidth={80}
      collapsed={collapsed}
      trigger={null}
      data-testid="sidebar"
    >
      <SidebarContent collapsed={collapsed} dark={dark} withActions={layout.actionsInSidebar} />
    </Layout.Sider>
  );
}
