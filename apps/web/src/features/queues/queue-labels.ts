import type { WorkQueue } from '@exchange/contract/queues/queue-names';

/** Each queue's name in the locale files (explicit keys: the bare-strings test forbids built ones). */
export const queueLabelKeys: Readonly<Record<WorkQueue, string>> = {
  kycToReview: 'queues.kycToReview',
  pendingAccounts: 'queues.pendingAccounts',
  bankAccountsToVerify: 'queues.bankAccountsToVerify',
  screeningHits: 'queues.screeningHits',
  fiatDepositsToMatch: 'queues.fiatDepositsToMatch',
  fiatWithdrawalsToSubmit: 'queues.fiatWithdrawalsToSubmit',
  fiatWithdrawalsAwaitingSecondApprover: 'queues.fiatWithdrawalsAwaitingSecondApprover',
  fiatWithdrawalsToPay: 'queues.fiatWithdrawalsToPay',
  cryptoWithdrawalsToSubmit: 'queues.cryptoWithdrawalsToSubmit',
  cryptoWithdrawalsAwaitingSecondApprover: 'queues.cryptoWithdrawalsAwaitingSecondApprover',
  cryptoDepositRecoveries: 'queues.cryptoDepositRecoveries',
  p2pTransactionsToApprove: 'queues.p2pTransactionsToApprove',
  disputesOpen: 'queues.disputesOpen',
  disputesPastSla: 'queues.disputesPastSla',
  leanDepositsToApprove: 'queues.leanDepositsToApprove',
  remittanceToReview: 'queues.remittanceToReview',
  referralRewardsToDecide: 'queues.referralRewardsToDecide',
  reimbursementsToApprove: 'queues.reimbursementsToApprove',
};
