// Without zod, so the console's sidebar can import the queues for the price of their names.
import type { Policy } from '../access/policy-names.ts';

/**
 * Work waiting for an operator, one queue per kind of decision. Each is counted by the API
 * (apps/api/src/modules/queues/queue-sql.ts), shown to admins holding its policy, and linked to
 * the list where the work is done. `navPath` is the sidebar entry the count is shown beside.
 */
export const WORK_QUEUES = {
  kycToReview: { policy: 'kyc.read', navPath: '/kyc-requests', search: '?status=SUBMITTED' },
  pendingAccounts: { policy: 'customers.read', navPath: '/pending-accounts', search: '' },
  bankAccountsToVerify: { policy: 'bankAccounts.read', navPath: '/bank-account-requests', search: '' },
  screeningHits: { policy: 'screening.read', navPath: '/comply-advantage', search: '' },
  fiatDepositsToMatch: { policy: 'fiat.deposits.read', navPath: '/fiat-transactions/deposits', search: '' },
  fiatWithdrawalsToSubmit: { policy: 'fiat.withdrawals.read', navPath: '/fiat-transactions/withdrawals', search: '' },
  fiatWithdrawalsAwaitingSecondApprover: { policy: 'fiat.withdrawals.read', navPath: '/fiat-transactions/withdrawals', search: '' },
  fiatWithdrawalsToPay: { policy: 'fiat.withdrawals.read', navPath: '/fiat-transactions/withdrawals/approved', search: '?status=APPROVED' },
  cryptoWithdrawalsToSubmit: { policy: 'crypto.withdrawals.read', navPath: '/crypto-transactions/sent', search: '?status=SUBMITTED' },
  cryptoWithdrawalsAwaitingSecondApprover: { policy: 'crypto.withdrawals.read', navPath: '/crypto-transactions/sent', search: '?status=PENDING_APPROVAL' },
  cryptoDepositRecoveries: { policy: 'crypto.deposits.read', navPath: '/crypto-transactions/received', search: '?status=RECOVERY_PENDING' },
  p2pTransactionsToApprove: { policy: 'p2p.transactions.read', navPath: '/P2PTransactions', search: '?status=REQUESTED' },
  disputesOpen: { policy: 'p2p.disputes.read', navPath: '/disputes', search: '' },
  disputesPastSla: { policy: 'p2p.disputes.read', navPath: '/disputes', search: '' },
  leanDepositsToApprove: { policy: 'lean.read', navPath: '/lean-approval', search: '' },
  remittanceToReview: { policy: 'remittance.read', navPath: '/remittance-approval', search: '' },
  referralRewardsToDecide: { policy: 'referrals.read', navPath: '/referee-rewards', search: '?status=PENDING' },
  reimbursementsToApprove: { policy: 'reimbursements.read', navPath: '/reimbursements', search: '?status=PENDING' },
} as const satisfies Record<string, { policy: Policy; navPath: string; search: string }>;

export type WorkQueue = keyof typeof WORK_QUEUES;
export const WORK_QUEUE_NAMES = Object.keys(WORK_QUEUES) as WorkQueue[];

/**
 * A queue's count stops at this: past it the count says "10,000+". Counting a queue costs at most
 * this many index entries, whatever the table's size.
 */
export const QUEUE_COUNT_CAP = 10_000;

/** Queues whose count is a subset of another's: the sidebar shows only the larger one. */
export const QUEUES_NOT_ON_SIDEBAR: readonly WorkQueue[] = ['disputesPastSla'];

/**
 * The lists whose rows the live stream reports as they are added or change state (the console
 * shows "N new" and who decided a row). The API maps each to its table; a session hears only the
 * lists its policies let it read.
 */
export const LIVE_LISTS = {
  kycRequests: { policy: 'kyc.read' },
  customers: { policy: 'customers.read' },
  bankAccounts: { policy: 'bankAccounts.read' },
  screeningCases: { policy: 'screening.read' },
  fiatDeposits: { policy: 'fiat.deposits.read' },
  fiatWithdrawals: { policy: 'fiat.withdrawals.read' },
  cryptoDeposits: { policy: 'crypto.deposits.read' },
  cryptoWithdrawals: { policy: 'crypto.withdrawals.read' },
  p2pTransactions: { policy: 'p2p.transactions.read' },
  disputes: { policy: 'p2p.disputes.read' },
  leanTransactions: { policy: 'lean.read' },
  remittanceBeneficiaries: { policy: 'remittance.read' },
  referralRewards: { policy: 'referrals.read' },
  reimbursements: { policy: 'reimbursements.read' },
} as const satisfies Record<string, { policy: Policy }>;
export type LiveList = keyof typeof LIVE_LISTS;
export const LIVE_LIST_NAMES = Object.keys(LIVE_LISTS) as LiveList[];
