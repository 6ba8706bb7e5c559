// Without zod, so the console can import the lists for the price of the values.

/** A P2P transaction waits in REQUESTED until an admin approves or rejects it (both final). */
export const TRANSACTION_STATUSES = ['REQUESTED', 'APPROVED', 'REJECTED'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Only an approved SELL has a withdrawal (the fiat payout to the customer). */
export const WITHDRAWAL_STATUSES = ['WITHDRAWAL_PENDING', 'WITHDRAWAL_APPROVED', 'WITHDRAWAL_REJECTED'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** From the customer's side: BUY = the customer buys crypto. */
export const TRANSACTION_TYPES = ['BUY', 'SELL'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** A rejection (of a transaction or of its withdrawal) says why: 3 to 500 characters, trimmed. */
export const TRANSACTION_REASON_MIN = 3;
export const TRANSACTION_REASON_MAX = 500;
/** The optional note of a withdrawal's approval. */
export const WITHDRAWAL_NOTE_MAX = 500;
/** The longest transaction number a search may give. */
export const TRANSACTION_NUMBER_MAX = 40;
