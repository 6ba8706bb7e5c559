import { z } from 'zod';
import { ASSETS } from '../fees/fee-rules.ts';
import { checkAssetAmount, decimalStringSchema } from '../platform/asset-amounts.ts';
import { isoDateOrDateTime } from '../platform/dates.ts';
import { issueCode } from '../platform/errors.ts';
import { PAGE_SIZE_MAX, SEARCH_MAX_LENGTH } from '../platform/list-limits.ts';
import { exportFormatQuery, listResponseSchema, pageQuerySchema } from '../platform/lists.ts';
import { noNul } from '../platform/text-rules.ts';
import {
  VOUCHER_BATCH_STATUSES,
  VOUCHER_CAP_MAX,
  VOUCHER_CODES_MAX,
  VOUCHER_CODES_MIN,
  VOUCHER_NAME_MAX,
  VOUCHER_NAME_MIN,
  VOUCHER_PAGE_SIZE,
  VOUCHER_REASON_MAX,
  VOUCHER_REASON_MIN,
  VOUCHER_SORT_FIELDS,
  normalizeVoucherCode,
} from './voucher-rules.ts';

const personRef = z.object({ id: z.string(), name: z.string() });

export const voucherBatchStatusSchema = z.enum(VOUCHER_BATCH_STATUSES);

export const voucherBatchSchema = z.object({
  id: z.string(),
  name: z.string(),
  asset: z.enum(ASSETS),
  /** What one code credits (decimal string). */
  amountPerCode: z.string(),
  codeCount: z.number().int(),
  redeemedCount: z.number().int(),
  /** Reserved from the rewards account at creation; what redemptions may spend in all. */
  budget: z.string(),
  /** Credited to customers so far. */
  spent: z.string(),
  /** Given back to the rewards account when the batch was revoked or expired ("0" before). */
  released: z.string(),
  /** How many codes of this batch one customer may redeem. */
  perCustomerCap: z.number().int(),
  expiresAt: z.string(),
  status: voucherBatchStatusSchema,
  /**
   * True once the expiry has passed: its codes are refused as expired. The status stays ACTIVE or
   * PAUSED until the expiry job releases the unspent budget (within a minute), then is EXPIRED.
   */
  expired: z.boolean(),
  statusReason: z.string().nullable(),
  /** The journal entry that reserved the budget. */
  fundingEntryId: z.string(),
  createdBy: personRef,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type VoucherBatch = z.infer<typeof voucherBatchSchema>;
export const voucherBatchListSchema = listResponseSchema(voucherBatchSchema);

export const listVoucherBatchesQuerySchema = z.object({
  ...pageQuerySchema,
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(VOUCHER_PAGE_SIZE),
  /** Part of the name, without case. */
  search: z.string().trim().max(SEARCH_MAX_LENGTH).refine(...noNul).optional(),
  status: voucherBatchStatusSchema.optional(),
  asset: z.enum(ASSETS).optional(),
  sort: z.enum(VOUCHER_SORT_FIELDS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ListVoucherBatchesQuery = z.input<typeof listVoucherBatchesQuerySchema>;

const reasonSchema = z
  .string()
  .trim()
  .min(VOUCHER_REASON_MIN, `must be ${VOUCHER_REASON_MIN} to ${VOUCHER_REASON_MAX} characters`)
  .max(VOUCHER_REASON_MAX, `must be ${VOUCHER_REASON_MIN} to ${VOUCHER_REASON_MAX} characters`)
  .refine(...noNul);

/**
 * A new batch. The budget defaults to codes x amount; a smaller one makes the first redemptions
 * win until it runs out (budget exhausted), a larger one is refused (it would strand money).
 */
export const createVoucherBatchSchema = z
  .object({
    name: z.string().trim().min(VOUCHER_NAME_MIN, `must be ${VOUCHER_NAME_MIN} to ${VOUCHER_NAME_MAX} characters`).max(VOUCHER_NAME_MAX, `must be ${VOUCHER_NAME_MIN} to ${VOUCHER_NAME_MAX} characters`).refine(...noNul),
    asset: z.enum(ASSETS),
    amountPerCode: decimalStringSchema,
    codeCount: z.number().int().min(VOUCHER_CODES_MIN).max(VOUCHER_CODES_MAX),
    budget: decimalStringSchema.optional(),
    perCustomerCap: z.number().int().min(1).max(VOUCHER_CAP_MAX).default(1),
    expiresAt: isoDateOrDateTime,
  })
  .superRefine((body, ctx) => {
    checkAssetAmount(body, ['amountPerCode', 'budget'], ctx);
    if (Date.parse(body.expiresAt) <= Date.now()) ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'must be in the future', ...issueCode('validation.mustBeFuture') });
  });
export type CreateVoucherBatch = z.input<typeof createVoucherBatchSchema>;

/** The batch and its codes in clear, given once: only their hashes are kept. */
export const createdVoucherBatchSchema = z.object({ batch: voucherBatchSchema, codes: z.array(z.string()) });
export type CreatedVoucherBatch = z.infer<typeof createdVoucherBatchSchema>;

export const voucherReasonSchema = z.object({ reason: reasonSchema });
export type VoucherReason = z.infer<typeof voucherReasonSchema>;

export const voucherRedemptionSchema = z.object({
  id: z.string(),
  batchId: z.string(),
  batchName: z.string(),
  /** The code's last 4 characters: enough to find it with the customer, never enough to use it. */
  codeHint: z.string(),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  asset: z.enum(ASSETS),
  amount: z.string(),
  ledgerEntryId: z.string(),
  redeemedAt: z.string(),
});
export type VoucherRedemption = z.infer<typeof voucherRedemptionSchema>;
export const voucherRedemptionListSchema = listResponseSchema(voucherRedemptionSchema);

/** The redemption log, newest first; `format=csv` gives every matching redemption as CSV (audited). */
export const listVoucherRedemptionsQuerySchema = z.object({
  ...pageQuerySchema,
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(VOUCHER_PAGE_SIZE),
  ...exportFormatQuery,
  batchId: z.string().uuid().optional(),
  customerId: z.string().uuid().optional(),
});
export type ListVoucherRedemptionsQuery = z.input<typeof listVoucherRedemptionsQuerySchema>;

/** The exchange's app redeems a code a customer typed in, for that customer. */
export const redeemVoucherSchema = z.object({
  code: z.string().trim().max(64, 'must be at most 64 characters').transform(normalizeVoucherCode),
  customerId: z.string().uuid(),
});
export type RedeemVoucher = z.input<typeof redeemVoucherSchema>;
