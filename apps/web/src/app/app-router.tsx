import { createBrowserRouter } from 'react-router';
import { guarded } from '../features/access/RequirePolicy.tsx';
import { AppRoot } from './AppRoot.tsx';
import { EntryRedirect } from './EntryRedirect.tsx';
import { lazyRoute } from './lazy-route.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { ServerErrorPage } from './ServerErrorPage.tsx';

export const appRouter = createBrowserRouter([
  {
    element: <AppRoot />,
    // Also catches a screen chunk that fails to load (a deploy replaced it): the 500 page offers a reload.
    errorElement: <ServerErrorPage />,
    children: [
      { path: '/', element: <EntryRedirect /> },
      { path: '/signin', element: lazyRoute(() => import('../features/auth/SignInPage.tsx')) },
      { path: '/signup', element: lazyRoute(() => import('../features/auth/SignUpPage.tsx')) },
      { path: '/set-password', element: lazyRoute(() => import('../features/auth/SetPasswordPage.tsx')) },
      { path: '/forgot-password', element: lazyRoute(() => import('../features/auth/ForgotPasswordPage.tsx')) },
      {
        element: <RequireAuth />,
        children: [
          {
            element: lazyRoute(() => import('./AppLayout.tsx')),
            children: [
              { path: '/p2p-statistics', element: guarded('p2p.statistics.read', lazyRoute(() => import('../features/p2p/statistics/StatisticsPage.tsx'))) },
              { path: '/P2PMerchant', element: guarded('p2p.merchants.read', lazyRoute(() => import('../features/p2p/merchants/MerchantListPage.tsx'))) },
              { path: '/P2PMerchantAds', element: guarded('p2p.merchants.read', lazyRoute(() => import('../features/p2p/merchants/MerchantDetailPage.tsx'))) },
              { path: '/P2PTransactions', element: guarded('p2p.transactions.read', lazyRoute(() => import('../features/p2p/transactions/TransactionListPage.tsx'))) },
              { path: '/P2POrders', element: guarded('p2p.orders.read', lazyRoute(() => import('../features/p2p/orders/OrderReportPage.tsx'))) },
              { path: '/disputes', element: guarded('p2p.disputes.read', lazyRoute(() => import('../features/p2p/disputes/DisputeListPage.tsx'))) },
              { path: '/disputes/:orderNumber', element: guarded('p2p.disputes.read', lazyRoute(() => import('../features/p2p/disputes/DisputeDetailPage.tsx'))) },
              { path: '/customers', element: guarded('customers.read', lazyRoute(() => import('../features/customers/CustomerListPage.tsx'))) },
              { path: '/customers/:customerId', element: guarded('customers.read', lazyRoute(() => import('../features/customers/CustomerPage.tsx'))) },
              { path: '/pending-accounts', element: guarded('customers.read', lazyRoute(() => import('../features/customers/PendingAccountsPage.tsx'))) },
              { path: '/approved-accounts', element: guarded('customers.read', lazyRoute(() => import('../features/customers/ApprovedAccountsPage.tsx'))) },
              { path: '/payment-methods', element: guarded('payments.methods.read', lazyRoute(() => import('../features/payment-methods/PaymentMethodsPage.tsx'))) },
              { path: '/referee-rewards', element: guarded('referrals.read', lazyRoute(() => import('../features/referrals/RefereeRewardsPage.tsx'))) },
              { path: '/referrer-commission', element: guarded('referrals.read', lazyRoute(() => import('../features/referrals/ReferrerCommissionPage.tsx'))) },
              { path: '/remittance-approval', element: guarded('remittance.read', lazyRoute(() => import('../features/remittance/RemittanceApprovalPage.tsx'))) },
              { path: '/kyc-requests', element: guarded('kyc.read', lazyRoute(() => import('../features/kyc/KycRequestsPage.tsx'))) },
              { path: '/kyc-requests/:requestId', element: guarded('kyc.read', lazyRoute(() => import('../features/kyc/KycReviewPage.tsx'))) },
              { path: '/bank-account-requests', element: guarded('bankAccounts.read', lazyRoute(() => import('../features/bank-accounts/BankAccountRequestsPage.tsx'))) },
              { path: '/fiat-transactions/deposits', element: guarded('fiat.deposits.read', lazyRoute(() => import('../features/fiat/DepositRequestsPage.tsx'))) },
              { path: '/fiat-transactions/deposits/approved', element: guarded('fiat.deposits.read', lazyRoute(() => import('../features/fiat/ApprovedDepositsPage.tsx'))) },
              { path: '/card-deposits', element: guarded('fiat.deposits.read', lazyRoute(() => import('../features/fiat/CardDepositsPage.tsx'))) },
              { path: '/fiat-transactions/withdrawals', element: guarded('fiat.withdrawals.read', lazyRoute(() => import('../features/fiat/WithdrawalRequestsPage.tsx'))) },
              { path: '/fiat-transactions/withdrawals/approved', element: guarded('fiat.withdrawals.read', lazyRoute(() => import('../features/fiat/ApprovedWithdrawalsPage.tsx'))) },
              { path: '/coins', element: guarded('crypto.coins.read', lazyRoute(() => import('../features/crypto/CoinsPage.tsx'))) },
              { path: '/crypto-transactions/sent', element: guarded('crypto.withdrawals.read', lazyRoute(() => import('../features/crypto/SentTransactionsPage.tsx'))) },
              { path: '/crypto-transactions/received', element: guarded('crypto.deposits.read', lazyRoute(() => import('../features/crypto/ReceiveTransactionsPage.tsx'))) },
              { path: '/whitelist', element: guarded('crypto.whitelist.read', lazyRoute(() => import('../features/crypto/WhitelistPage.tsx'))) },
              { path: '/fex-whitelist', element: guarded('crypto.whitelist.read', lazyRoute(() => import('../features/crypto/FexWhitelistPage.tsx'))) },
              { path: '/lean-approval', element: guarded('lean.read', lazyRoute(() => import('../features/lean/LeanApprovalPage.tsx'))) },
              { path: '/profit-ledger', element: guarded('ledger.read', lazyRoute(() => import('../features/profit/ProfitLedgerPage.tsx'))) },
              { path: '/comply-advantage', element: guarded('screening.read', lazyRoute(() => import('../features/screening/ComplyAdvantagePage.tsx'))) },
              { path: '/fees-and-taxes', element: guarded('fees.read', lazyRoute(() => import('../features/fees/FeesAndTaxesPage.tsx'))) },
              { path: '/withdrawal-limits', element: guarded('limits.read', lazyRoute(() => import('../features/fees/WithdrawalLimitsPage.tsx'))) },
              { path: '/country-whitelist', element: guarded('countries.read', lazyRoute(() => import('../features/countries/CountryWhitelistPage.tsx'))) },
              { path: '/sub-admins', element: guarded('admins.read', lazyRoute(() => import('../features/admins/SubAdminListPage.tsx'))) },
              { path: '/iam', element: guarded('admins.read', lazyRoute(() => import('../features/access/IamPage.tsx'))) },
              { path: '/reimbursements', element: guarded('reimbursements.read', lazyRoute(() => import('../features/reimbursements/ReimbursementsPage.tsx'))) },
              { path: '/sub-accounts', element: guarded('subAccounts.read', lazyRoute(() => import('../features/sub-accounts/SubAccountsPage.tsx'))) },
              { path: '/integration/service-accounts', element: guarded('integration.read', lazyRoute(() => import('../features/integration/ServiceAccountsPage.tsx'))) },
              { path: '/integration/webhooks', element: guarded('integration.read', lazyRoute(() => import('../features/integration/WebhooksPage.tsx'))) },
              { path: '/integration/deliveries', element: guarded('integration.read', lazyRoute(() => import('../features/integration/DeliveryLogPage.tsx'))) },
              { path: '/ledger-reconciliation', element: guarded('ledger.read', lazyRoute(() => import('../features/ledger/LedgerReconciliationPage.tsx'))) },
              { path: '/activities', element: guarded('audit.read', lazyRoute(() => import('../features/audit/ActivityListPage.tsx'))) },
              { path: '/unauthorized', element: lazyRoute(() => import('../features/access/UnauthorizedResult.tsx')) },
            ],
          },
          { path: '/500', element: <ServerErrorPage /> },
          { path: '*', element: lazyRoute(() => import('./NotFoundPage.tsx')) },
        ],
      },
    ],
  },
]);
