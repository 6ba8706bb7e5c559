// Without zod, so the console can import the statuses for the price of the values.

/**
 * A customer's bank account, before the exchange pays out to it: PENDING until an admin checks
 * that the holder is the customer, then VERIFIED or REJECTED (with the reason). Both are final:
 * a corrected account comes back as a new one, so each decision keeps its own record.
 */
export const BANK_ACCOUNT_STATUSES = ['PENDING', 'VERIFIED', 'REJECTED'] as const;
export type BankAccountStatus = (typeof BANK_ACCOUNT_STATUSES)[number];

export const BANK_ACCOUNT_PAGE_SIZE = 50;
export const BANK_ACCOUNT_REASON_MIN = 3;
export const BANK_ACCOUNT_REASON_MAX = 500;
