// Without zod, so the console can import the lists for the price of the values.

/**
 * A LEAN (open-banking) deposit. PENDING: the customer started the payment at the bank and LEAN has
 * not confirmed it. AWAITING_APPROVAL: LEAN confirmed the money arrived; an operator checks the
 * payer's name and account against the customer before the wallet is credited. APPROVED: credited.
 * REJECTED: refused by the operator (the money is returned outside this console). FAILED: the bank
 * or LEAN failed the payment.
 *
 * Four-eyes: a deposit paid by a third party (the payer's name is not the customer's) is credited
 * only by a second admin. Its approval takes it to AWAITING_SECOND_APPROVAL (the first approver is
 * kept); the second approval, by another admin, credits it:
 * AWAITING_APPROVAL -(approve, A)-> AWAITING_SECOND_APPROVAL -(second approval, B != A)-> APPROVED.
 * A deposit the customer paid from an own account is credited by the first approval. Both
 * awaiting statuses can be rejected.
 */
export const LEAN_STATUSES = ['PENDING', 'AWAITING_APPROVAL', 'AWAITING_SECOND_APPROVAL', 'APPROVED', 'REJECTED', 'FAILED'] as const;
export type LeanStatus = (typeof LEAN_STATUSES)[number];
/** The operator's queue: the status a (first) approval or a rejection is taken from. */
export const LEAN_DECIDABLE_STATUS = 'AWAITING_APPROVAL' satisfies LeanStatus;
/** A third-party deposit approved once, waiting for another admin to credit it. */
export const LEAN_SECOND_APPROVAL_STATUS = 'AWAITING_SECOND_APPROVAL' satisfies LeanStatus;
/** The statuses a rejection is taken from. */
export const LEAN_REJECTABLE_STATUSES = [LEAN_DECIDABLE_STATUS, LEAN_SECOND_APPROVAL_STATUS] as const satisfies readonly LeanStatus[];

/** LEAN runs in the Gulf: the currencies its deposits come in. */
export const LEAN_CURRENCIES = ['AED', 'SAR'] as const;
export type LeanCurrency = (typeof LEAN_CURRENCIES)[number];

/** A rejection says why (3 to 500 characters, trimmed); an approval may carry a note. */
export const LEAN_REASON_MIN = 3;
export const LEAN_REASON_MAX = 500;
export const LEAN_NOTES_MAX = 500;
