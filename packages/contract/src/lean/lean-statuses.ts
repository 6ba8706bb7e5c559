import { z } from 'zod';

/**
 * A LEAN (open-banking) deposit. PENDING: the customer started the payment at the bank and LEAN has
 * not confirmed it. AWAITING_APPROVAL: LEAN confirmed the money arrived; an operator checks the
 * payer's name and account against the customer before the wallet is credited. APPROVED: credited.
 * REJECTED: refused by the operator (the money is returned outside this console). FAILED: the bank
 * or LEAN failed the payment. Only AWAITING_APPROVAL takes a decision.
 */
export const LEAN_STATUSES = ['PENDING', 'AWAITING_APPROVAL', 'APPROVED', 'REJECTED', 'FAILED'] as const;
export const leanStatusSchema = z.enum(LEAN_STATUSES);
export type LeanStatus = z.infer<typeof leanStatusSchema>;

/** LEAN runs in the Gulf: the currencies its deposits come in. */
export const LEAN_CURRENCIES = ['AED', 'SAR'] as const;
export type LeanCurrency = (typeof LEAN_CURRENCIES)[number];
