import { z } from 'zod';
import { fiatSchema, positiveFiatSchema } from '../p2p/money.ts';
import { PAGE_SIZE_MAX, SEARCH_MAX_LENGTH } from '../platform/list-limits.ts';
import { exportFormatQuery, listResponseSchema, queryDate, withTotalQuery } from '../platform/lists.ts';
import { noNul } from '../platform/text-rules.ts';
import { FIAT_DEPOSIT_KEYS, FIAT_DEPOSIT_METHODS, FIAT_DEPOSIT_STATUSES, FIAT_NOTE_MAX, FIAT_PAGE_SIZE, FIAT_REASON_MAX, FIAT_REASON_MIN, FIAT_REFERENCE_MAX } from './fiat-statuses.ts';

export const fiatDepositStatusSchema = z.enum(FIAT_DEPOSIT_STATUSES);
export const fiatDepositMethodSchema = z.enum(FIAT_DEPOSIT_METHODS);
const personRef = z.object({ id: z.string(), name: z.string() });
const text = (max: number) => z.string().trim().max(max).refine(...noNul);

export const fiatDepositSchema = z.object({
  id: z.string(),
  /** FD + 10 digits: what an admin reads out and searches. */
  depositNumber: z.string(),
  customer: personRef.extend({ email: z.string(), kycLevel: z.number().int() }),
  method: fiatDepositMethodSchema,
  currency: fiatSchema,
  /** Decimal string, 2 decimals. */
  amount: z.string(),
  /** The payment reference the customer was told to use (bank transfer) or the processor's payment id (card). */
  reference: z.string(),
  /** The sender as the bank or processor reported it. */
  senderName: z.string().nullable(),
  status: fiatDepositStatusSchema,
  /** Who entered it, when an admin did (then another admin approves it); null when it came from the exchange. */
  enteredBy: personRef.nullable(),
  note: z.string().nullable(),
  /** The reference of the line on the exchange's statement the approver matched it to. */
  statementReference: z.string().nullable(),
  rejectReason: z.string().nullable(),
  decidedBy: personRef.nullable(),
  decidedAt: z.string().nullable(),
  /** The journal entry that credited it (APPROVED only). */
  ledgerEntryId: z.string().nullable(),
  createdAt: z.string(),
});
export type FiatDeposit = z.infer<typeof fiatDepositSchema>;
export const fiatDepositListSchema = listResponseSchema(fiatDepositSchema);

export const listFiatDepositsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(FIAT_PAGE_SIZE),
  ...withTotalQuery,
  status: fiatDepositStatusSchema.optional(),
  method: fiatDepositMethodSchema.optional(),
  currency: fiatSchema.optional(),
  customerId: z.string().uuid().optional(),
  /** The spec's key and value filter: `value` is looked for in the field `key` names (case-insensitive; an id exactly). */
  key: z.enum(FIAT_DEPOSIT_KEYS).optional(),
  value: text(SEARCH_MAX_LENGTH).optional(),
  startDate: queryDate.optional(),
  endDate: queryDate.optional(),
  ...exportFormatQuery,
});
export type ListFiatDepositsQuery = z.input<typeof listFiatDepositsQuerySchema>;

/** A deposit an admin enters from the exchange's statement, for a customer who paid without a request. */
export const createFiatDepositSchema = z.object({
  customerId: z.string().uuid(),
  method: fiatDepositMethodSchema,
  currency: fiatSchema,
  amount: positiveFiatSchema,
  reference: text(FIAT_REFERENCE_MAX).pipe(z.string().min(3, 'must be at least 3 characters')),
  senderName: text(200).optional(),
  note: text(FIAT_NOTE_MAX).optional(),
});
export type CreateFiatDeposit = z.infer<typeof createFiatDepositSchema>;

/** The pending deposits a statement line (reference and amount) matches, best first. */
export const matchFiatDepositsQuerySchema = z.object({
  reference: text(FIAT_REFERENCE_MAX).pipe(z.string().min(3, 'must be at least 3 characters')),
  amount: positiveFiatSchema,
  currency: fiatSchema,
});
export const fiatDepositMatchSchema = z.object({
  deposit: fiatDepositSchema,
  referenceMatches: z.boolean(),
  amountMatches: z.boolean(),
});
export const fiatDepositMatchListSchema = z.object({ items: z.array(fiatDepositMatchSchema) });
export type FiatDepositMatch = z.infer<typeof fiatDepositMatchSchema>;

export const approveFiatDepositSchema = z.object({
  /** The reference of the statement line the money arrived on. */
  statementReference: text(FIAT_REFERENCE_MAX).pipe(z.string().min(3, 'must be at least 3 characters')),
  note: text(FIAT_NOTE_MAX).optional(),
});
export const rejectFiatDepositSchema = z.object({
  reason: text(FIAT_REASON_MAX).pipe(z.string().min(FIAT_REASON_MIN, `must be at least ${FIAT_REASON_MIN} characters`)),
});
