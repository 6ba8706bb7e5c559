// Without zod, so the console can import the lists for the price of the values.

/**
 * A reimbursement's life: PENDING (proposed by one admin) -> APPROVED (by another, which posts it
 * to the ledger) | REJECTED (by another, with a reason). Both decisions are final.
 */
export const REIMBURSEMENT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ReimbursementStatus = (typeof REIMBURSEMENT_STATUSES)[number];

/** CREDIT adds to the customer's available balance (from the treasury); DEBIT takes from it (to the treasury). */
export const REIMBURSEMENT_DIRECTIONS = ['CREDIT', 'DEBIT'] as const;
export type ReimbursementDirection = (typeof REIMBURSEMENT_DIRECTIONS)[number];

export const REIMBURSEMENT_PAGE_SIZE = 50;
export const REIMBURSEMENT_REASON_MIN = 3;
export const REIMBURSEMENT_REASON_MAX = 500;
export const REIMBURSEMENT_REFERENCE_MAX = 100;
