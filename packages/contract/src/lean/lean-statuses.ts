// Without zod, so the console can import the lists for the price of the values.

/**
 * A LEAN (open-banking) deposit. PENDING: the customer started the payment at the bank and LEAN has
 * not confirmed it. AWAITING_APPROVAL: LEAN confirmed the money arrived; an operator checks the
 * payer's name and account against the customer before the wallet is credited. APPROVED: credited.
 * REJECTED: refused by the operator (the money is returned outside this console). FAILED: the bank
 * or LEAN failed the payment. Only AWAITING_APPROVAL takes a decision.
 */
export const LEAN_STATUSES = ['PENDING', 'AWAITING_APPROVAL', 'APPROVED', 'REJECTED', 'FAILED'] as const;
export type LeanStatus = (typeof LEAN_STATUSES)[number];
/** The one status a decision can be taken from. */
export const LEAN_DECIDABLE_STATUS = 'AWAITING_APPROVAL' satisfies LeanStatus;

/** LEAN runs in the Gulf: the currencies its deposits come in. */
export const LEAN_CURRENCIES = ['AED', 'SAR'] as const;
export type LeanCurrency = (typeof LEAN_CURRENCIES)[number];

/** A rejection says why (3 to 500 characters, trimmed); an approval may carry a note. */
export const LEAN_REASON_MIN = 3;
export const LEAN_REASON_MAX = 500;
export const LEAN_NOTES_MAX = 500;
