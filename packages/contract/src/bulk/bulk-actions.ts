// Without zod, so the console can import the table for the price of the values.
import type { Policy } from '../access/policy-names.ts';

/** One request decides at most this many rows: a queue's screenful many times over, a bounded transaction count. */
export const BULK_MAX_ROWS = 500;

/**
 * Each queue's bulk decisions and the policy each needs: the same policy as the one-row route, so a
 * bulk call can do nothing the admin could not do row by row. A deposit is not approved in bulk:
 * each approval names its own statement line.
 */
export const BULK_ACTIONS = {
  fiatDeposits: { reject: 'fiat.deposits.decide' },
  fiatWithdrawals: { submitForApproval: 'fiat.withdrawals.submit', approve: 'fiat.withdrawals.approve', reject: 'fiat.withdrawals.reject' },
  kycRequests: { approve: 'kyc.decide', reject: 'kyc.decide' },
  bankAccounts: { verify: 'bankAccounts.decide', reject: 'bankAccounts.decide' },
  referralRewards: { approve: 'referrals.decide', reject: 'referrals.decide' },
  p2pTransactions: { approve: 'p2p.transactions.approve', reject: 'p2p.transactions.reject' },
} as const satisfies Record<string, Record<string, Policy>>;

export type BulkArea = keyof typeof BULK_ACTIONS;
export type BulkAction<A extends BulkArea = BulkArea> = A extends BulkArea ? keyof (typeof BULK_ACTIONS)[A] & string : never;

/**
 * done: decided now. refused: a rule of the area said no (four-eyes, a hold, not found), with its
 * error. alreadyDecided: another admin (or an earlier call) moved the row out of the state this
 * decision starts from, with the error that says where it is.
 */
export const BULK_OUTCOMES = ['DONE', 'REFUSED', 'ALREADY_DECIDED'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];
