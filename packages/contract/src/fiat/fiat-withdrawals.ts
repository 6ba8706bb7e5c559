import { z } from 'zod';
import { bankAccountStatusSchema } from '../bank-accounts/bank-accounts.ts';
import { fiatSchema, positiveFiatSchema } from '../p2p/money.ts';
import { PAGE_SIZE_MAX, SEARCH_MAX_LENGTH } from '../platform/list-limits.ts';
import { exportFormatQuery, listResponseSchema, queryDate, withTotalQuery } from '../platform/lists.ts';
import { noNul } from '../platform/text-rules.ts';
import {
  FIAT_NOTE_MAX,
  FIAT_PAGE_SIZE,
  FIAT_REASON_MAX,
  FIAT_REASON_MIN,
  FIAT_REFERENCE_MAX,
  FIAT_WITHDRAWAL_HOLD_REASONS,
  FIAT_WITHDRAWAL_KEYS,
  FIAT_WITHDRAWAL_STATUSES,
} from './fiat-statuses.ts';

export const fiatWithdrawalStatusSchema = z.enum(FIAT_WITHDRAWAL_STATUSES);
export const fiatWithdrawalHoldReasonSchema = z.enum(FIAT_WITHDRAWAL_HOLD_REASONS);
const personRef = z.object({ id: z.string(), name: z.string() });
const step = z.object({ by: personRef, at: z.string(), note: z.string().nullable() });
const text = (max: number) => z.string().trim().max(max).refine(...noNul);
const reason = text(FIAT_REASON_MAX).pipe(z.string().min(FIAT_REASON_MIN, `must be at least ${FIAT_REASON_MIN} characters`));

export const fiatWithdrawalSchema = z.object({
  id: z.string(),
  /** FW + 10 digits. */
  withdrawalNumber: z.string(),
  customer: personRef.extend({ email: z.string(), kycLevel: z.number().int(), country: z.string().nullable() }),
  currency: fiatSchema,
  /** What the customer receives; decimal strings, 2 decimals. */
  amount: z.string(),
  fee: z.string(),
  tax: z.string(),
  /** amount + fee + tax: what was moved from available to held when the request was made. */
  total: z.string(),
  /** The account it is paid to, with its verification state. */
  bankAccount: z.object({ id: z.string(), bankName: z.string(), holderName: z.string(), accountNumber: z.string(), status: bankAccountStatusSchema }),
  status: fiatWithdrawalStatusSchema,
  /** Over a rolling limit when it was requested: the approver acknowledges these. */
  holdReasons: z.array(fiatWithdrawalHoldReasonSchema),
  /** The customer's limits and what was used of them before this request, as checked then. */
  limitCheck: z.object({ per24h: z.string().nullable(), used24h: z.string(), per30d: z.string().nullable(), used30d: z.string() }),
  requestedBy: personRef.nullable(),
  note: z.string().nullable(),
  submitted: step.nullable(),
  approved: step.nullable(),
  /** Rejection or failure: who, when, why. */
  closed: z.object({ by: personRef, at: z.string(), reason: z.string() }).nullable(),
  /** The bank's reference of the payout (SENT). */
  payoutReference: z.string().nullable(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type FiatWithdrawal = z.infer<typeof fiatWithdrawalSchema>;
export const fiatWithdrawalListSchema = listResponseSchema(fiatWithdrawalSchema);

export const listFiatWithdrawalsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(FIAT_PAGE_SIZE),
  ...withTotalQuery,
  /** One status, or a view: OPEN (SUBMITTED and PENDING_APPROVAL), APPROVED_VIEW (APPROVED, SENT, FAILED). */
  status: z.enum([...FIAT_WITHDRAWAL_STATUSES, 'OPEN', 'APPROVED_VIEW']).optional(),
  currency: fiatSchema.optional(),
  customerId: z.string().uuid().optional(),
  held: z.enum(['true', 'false']).optional(),
  key: z.enum(FIAT_WITHDRAWAL_KEYS).optional(),
  value: text(SEARCH_MAX_LENGTH).optional(),
  startDate: queryDate.optional(),
  endDate: queryDate.optional(),
  ...exportFormatQuery,
});
export type ListFiatWithdrawalsQuery = z.input<typeof listFiatWithdrawalsQuerySchema>;

/** A withdrawal request taken for a customer (the exchange's app sends the same through its integration). */
export const createFiatWithdrawalSchema = z.object({
  customerId: z.string().uuid(),
  currency: fiatSchema,
  amount: positiveFiatSchema,
  bankAccountId: z.string().uuid(),
  note: text(FIAT_NOTE_MAX).optional(),
});
export type CreateFiatWithdrawal = z.infer<typeof createFiatWithdrawalSchema>;

export const submitFiatWithdrawalSchema = z.object({ note: text(FIAT_NOTE_MAX).optional() });
export const approveFiatWithdrawalSchema = z.object({
  note: text(FIAT_NOTE_MAX).optional(),
  /** Required (true) when the withdrawal is over a limit: the approver saw why it was held. */
  acknowledgeHolds: z.boolean().optional(),
});
export const rejectFiatWithdrawalSchema = z.object({ reason });
export const markFiatWithdrawalSentSchema = z.object({ payoutReference: text(FIAT_REFERENCE_MAX).pipe(z.string().min(3, 'must be at least 3 characters')) });
export const markFiatWithdrawalFailedSchema = z.object({ reason });
