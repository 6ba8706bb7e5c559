import { z } from 'zod';
import { assetCodeSchema, checkAssetAmount, positiveLedgerAmountSchema, subAccountRefSchema } from '../ledger/ledger.ts';
import { issueCode } from '../platform/errors.ts';
import { PAGE_SIZE_MAX, SEARCH_MAX_LENGTH } from '../platform/list-limits.ts';
import { exportFormatQuery, listResponseSchema, queryDate, withTotalQuery } from '../platform/lists.ts';
import {
  REIMBURSEMENT_DIRECTIONS,
  REIMBURSEMENT_PAGE_SIZE,
  REIMBURSEMENT_REASON_MAX,
  REIMBURSEMENT_REASON_MIN,
  REIMBURSEMENT_REFERENCE_MAX,
  REIMBURSEMENT_STATUSES,
} from './reimbursement-statuses.ts';

export const reimbursementStatusSchema = z.enum(REIMBURSEMENT_STATUSES);
export const reimbursementDirectionSchema = z.enum(REIMBURSEMENT_DIRECTIONS);

const noNul = [(text: string) => !text.includes('\u0000'), { message: 'must not contain a NUL character', ...issueCode('validation.unstorableText') }] as const;
const personRef = z.object({ id: z.string(), name: z.string() });
const reasonSchema = z
  .string()
  .trim()
  .min(REIMBURSEMENT_REASON_MIN, `must be at least ${REIMBURSEMENT_REASON_MIN} characters`)
  .max(REIMBURSEMENT_REASON_MAX)
  .refine(...noNul);

export const reimbursementSchema = z.object({
  id: z.string(),
  customer: personRef.extend({ email: z.string() }),
  /** Null: the customer's main account. */
  subAccount: subAccountRefSchema.nullable(),
  asset: z.string(),
  direction: reimbursementDirectionSchema,
  amount: z.string(),
  reason: z.string(),
  reference: z.string(),
  status: reimbursementStatusSchema,
  /** The maker. */
  createdBy: personRef,
  createdAt: z.string(),
  /** The checker: another admin than the maker. */
  decidedBy: personRef.nullable(),
  decidedAt: z.string().nullable(),
  /** The approver's note, or why it was rejected. */
  decisionReason: z.string().nullable(),
  /** The journal entry an approval posted. */
  ledgerEntryId: z.string().nullable(),
});
export type Reimbursement = z.infer<typeof reimbursementSchema>;

export const createReimbursementSchema = z
  .object({
    customerId: z.string().uuid(),
    /** Absent or null: the main account. */
    subAccountId: z.string().uuid().nullish(),
    asset: assetCodeSchema,
    direction: reimbursementDirectionSchema,
    amount: positiveLedgerAmountSchema,
    reason: reasonSchema,
    /** The outside reference: a support ticket, an incident, a bank statement line. */
    reference: z.string().trim().min(1).max(REIMBURSEMENT_REFERENCE_MAX).refine(...noNul),
  })
  .superRefine(checkAssetAmount);
export type CreateReimbursementInput = z.input<typeof createReimbursementSchema>;

export const approveReimbursementSchema = z.object({ note: z.string().trim().max(REIMBURSEMENT_REASON_MAX).refine(...noNul).optional() });
export const rejectReimbursementSchema = z.object({ reason: reasonSchema });
export const reimbursementParamsSchema = z.object({ reimbursementId: z.string().uuid() });

export const reimbursementFiltersSchema = z.object({
  status: reimbursementStatusSchema.optional(),
  direction: reimbursementDirectionSchema.optional(),
  customerId: z.string().uuid().optional(),
  asset: assetCodeSchema.optional(),
  /** Part of the customer's e-mail or name, or of the reference; case-insensitive. */
  search: z.string().trim().max(SEARCH_MAX_LENGTH).refine(...noNul).optional(),
  /** Proposed from this date or date-time on. */
  startAt: queryDate.optional(),
  /** Proposed up to this date (its whole day) or date-time. */
  endAt: queryDate.optional(),
});
export type ReimbursementFilters = z.infer<typeof reimbursementFiltersSchema>;

/** Newest first; PENDING oldest first (a queue). `format=csv` exports every match. */
export const listReimbursementsQuerySchema = reimbursementFiltersSchema.extend({
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(REIMBURSEMENT_PAGE_SIZE),
  ...withTotalQuery,
  ...exportFormatQuery,
});
export type ListReimbursementsQuery = z.input<typeof listReimbursementsQuerySchema>;
export const reimbursementListSchema = listResponseSchema(reimbursementSchema);
