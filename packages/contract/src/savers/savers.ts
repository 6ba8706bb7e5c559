import { z } from 'zod';
import { coinSchema } from '../p2p/money.ts';
import { issueCode } from '../platform/errors.ts';
import { PAGE_SIZE_MAX, SEARCH_MAX_LENGTH } from '../platform/list-limits.ts';
import { listResponseSchema, pageQuerySchema } from '../platform/lists.ts';
import { noNul } from '../platform/text-rules.ts';
import { positiveDecimalSchema, rateSchema } from '../staking/staking.ts';
import { SAVER_AMOUNT_SCALE, SAVER_CHANGE_FIELDS, SAVER_NAME_MAX, SAVER_NAME_MIN, SAVER_PAGE_SIZE, SAVER_SORT_FIELDS, SAVER_STATES } from './saver-rules.ts';

const ref = z.object({ id: z.string(), name: z.string() });
const nameSchema = z
  .string()
  .trim()
  .min(SAVER_NAME_MIN, `must be ${SAVER_NAME_MIN} to ${SAVER_NAME_MAX} characters`)
  .max(SAVER_NAME_MAX, `must be ${SAVER_NAME_MIN} to ${SAVER_NAME_MAX} characters`)
  .refine(...noNul);

export const saverStateSchema = z.enum(SAVER_STATES);

/** One day's yield of a product: what was paid, to how many positions, in which journal entry. */
export const saverYieldPostingSchema = z.object({
  id: z.string(),
  productId: z.string(),
  /** The day (UTC) it is the yield of, YYYY-MM-DD: one posting per product and day. */
  day: z.string(),
  /** The rate it was paid at, percent a year. */
  yieldRate: z.string(),
  /** Positions paid (a position whose day's yield rounds to 0 is not). */
  positions: z.number().int(),
  total: z.string(),
  /** The journal entry: REWARDS_BUDGET to each customer's available balance; null when nothing was due. */
  entryId: z.string().nullable(),
  postedBy: ref,
  postedAt: z.string(),
});
export type SaverYieldPosting = z.infer<typeof saverYieldPostingSchema>;
export const saverYieldPostingListSchema = listResponseSchema(saverYieldPostingSchema);

export const saverProductSchema = z.object({
  id: z.string(),
  coin: coinSchema,
  name: z.string(),
  /** Percent a year, a decimal string ("4.5"). */
  yieldRate: z.string(),
  state: saverStateSchema,
  /** Customers with a balance in the product, and what they saved (in the coin). */
  savers: z.number().int(),
  saved: z.string(),
  /** Yield paid by all its postings. */
  yieldPaid: z.string(),
  lastPosting: saverYieldPostingSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SaverProduct = z.infer<typeof saverProductSchema>;
export const saverProductListSchema = listResponseSchema(saverProductSchema);

export const listSaverProductsQuerySchema = z.object({
  ...pageQuerySchema,
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(SAVER_PAGE_SIZE),
  search: z.string().trim().max(SEARCH_MAX_LENGTH).refine(...noNul).optional(),
  coin: coinSchema.optional(),
  state: saverStateSchema.optional(),
  sort: z.enum(SAVER_SORT_FIELDS).default('coin'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type ListSaverProductsQuery = z.input<typeof listSaverProductsQuerySchema>;

export const createSaverProductSchema = z.object({ coin: coinSchema, name: nameSchema, yieldRate: rateSchema });
export type CreateSaverProduct = z.input<typeof createSaverProductSchema>;
/** A new rate applies from the next day's posting on. */
export const updateSaverProductSchema = z
  .object({ name: nameSchema, yieldRate: rateSchema })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'give at least one field to change', ...issueCode('validation.noChanges') });
export type UpdateSaverProduct = z.input<typeof updateSaverProductSchema>;
export const setSaverStateSchema = z.object({ state: saverStateSchema });
export type SetSaverState = z.infer<typeof setSaverStateSchema>;

export const saverChangeSchema = z.object({
  id: z.string(),
  productId: z.string(),
  field: z.enum(SAVER_CHANGE_FIELDS),
  before: z.string().nullable(),
  after: z.string().nullable(),
  changedBy: ref,
  changedAt: z.string(),
});
export type SaverChange = z.infer<typeof saverChangeSchema>;
export const saverChangeListSchema = listResponseSchema(saverChangeSchema);
export const listSaverPageQuerySchema = z.object({ ...pageQuerySchema, limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20) });

/**
 * "Post yield now": today's (UTC) yield of the product. Asking again the same day answers the
 * posting made already (`alreadyPosted`), and pays nothing twice.
 */
export const postSaverYieldResultSchema = saverYieldPostingSchema.extend({ alreadyPosted: z.boolean() });
export type PostSaverYieldResult = z.infer<typeof postSaverYieldResultSchema>;

/** The customer app moves coins of a customer's available balance into a savers product (POST /platform/savers/deposits). */
export const saverDepositSchema = z.object({
  customerId: z.string().uuid(),
  productId: z.string().uuid(),
  amount: positiveDecimalSchema(SAVER_AMOUNT_SCALE, '100'),
});
export type SaverDeposit = z.input<typeof saverDepositSchema>;

/** A customer's position in a product after a deposit. */
export const saverPositionSchema = z.object({
  id: z.string(),
  productId: z.string(),
  customerId: z.string(),
  coin: coinSchema,
  principal: z.string(),
  yieldPaid: z.string(),
  openedAt: z.string(),
  updatedAt: z.string(),
});
export type SaverPosition = z.infer<typeof saverPositionSchema>;
