// Without zod, so the console can import the statuses and rules for the price of the values.

/**
 * A fiat deposit: PENDING until an admin matches it to the money on the exchange's bank statement
 * (or card processor report), then APPROVED (the customer's available balance is credited, once)
 * or REJECTED with a reason (nothing is credited; the money goes back outside this console).
 * A deposit an admin entered is approved by another admin (four-eyes).
 */
export const FIAT_DEPOSIT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type FiatDepositStatus = (typeof FIAT_DEPOSIT_STATUSES)[number];

/** A bank transfer (Deposit Requests) or a card payment (Card Deposits). */
export const FIAT_DEPOSIT_METHODS = ['BANK_TRANSFER', 'CARD'] as const;
export type FiatDepositMethod = (typeof FIAT_DEPOSIT_METHODS)[number];

/**
 * A fiat withdrawal in two steps (the spec: "submit for approval, then approve"). The request moves
 * the amount, its fee and its tax from the customer's available balance to held at once.
 * SUBMITTED -(submit for approval, maker)-> PENDING_APPROVAL -(approve, checker != maker)-> APPROVED
 * -> SENT (payout confirmed: held goes to the bank, the fee and tax to the exchange's accounts)
 * or FAILED (the bank refused it: held goes back to available).
 * REJECTED (with a reason) from SUBMITTED or PENDING_APPROVAL: held goes back to available.
 */
export const FIAT_WITHDRAWAL_STATUSES = ['SUBMITTED', 'PENDING_APPROVAL', 'APPROVED', 'SENT', 'FAILED', 'REJECTED'] as const;
export type FiatWithdrawalStatus = (typeof FIAT_WITHDRAWAL_STATUSES)[number];
export const FIAT_WITHDRAWAL_REJECTABLE = ['SUBMITTED', 'PENDING_APPROVAL'] as const satisfies readonly FiatWithdrawalStatus[];
/** Approved Withdrawal: approved, and what became of them. */
export const FIAT_WITHDRAWAL_APPROVED_VIEW = ['APPROVED', 'SENT', 'FAILED'] as const satisfies readonly FiatWithdrawalStatus[];

/**
 * Why a withdrawal waits for a person's judgement rather than going through as usual: over the
 * customer's rolling limits. The approver must acknowledge them. (A frozen account, blocked
 * withdrawals, a country not allowed or an unverified bank account refuse the request instead.)
 */
export const FIAT_WITHDRAWAL_HOLD_REASONS = ['OVER_24H_LIMIT', 'OVER_30D_LIMIT'] as const;
export type FiatWithdrawalHoldReason = (typeof FIAT_WITHDRAWAL_HOLD_REASONS)[number];

/** The spec: deposit and withdrawal lists page by 50. */
export const FIAT_PAGE_SIZE = 50;
export const FIAT_REASON_MIN = 3;
export const FIAT_REASON_MAX = 500;
export const FIAT_NOTE_MAX = 500;
export const FIAT_REFERENCE_MAX = 64;

/** The spec's "key and value" filter: which field the value is looked for in. */
export const FIAT_DEPOSIT_KEYS = ['reference', 'depositNumber', 'email', 'customerId'] as const;
export const FIAT_WITHDRAWAL_KEYS = ['withdrawalNumber', 'email', 'customerId', 'payoutReference'] as const;
