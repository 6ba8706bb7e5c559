import { z } from 'zod';
import { coinSchema } from '../p2p/money.ts';
import { decimalPattern } from '../p2p/money-rules.ts';
import { issueCode } from '../platform/errors.ts';
import { PAGE_SIZE_MAX, SEARCH_MAX_LENGTH } from '../platform/list-limits.ts';
import { listResponseSchema, pageQuerySchema } from '../platform/lists.ts';
import { noNul } from '../platform/text-rules.ts';
import {
  BUNDLE_AMOUNT_SCALE,
  BUNDLE_CHANGE_FIELDS,
  BUNDLE_COINS_MAX,
  BUNDLE_COINS_MIN,
  BUNDLE_DESCRIPTION_MAX,
  BUNDLE_NAME_MAX,
  BUNDLE_NAME_MIN,
  BUNDLE_PAGE_SIZE,
  BUNDLE_QUOTE_ASSETS,
  BUNDLE_SORT_FIELDS,
  BUNDLE_STATES,
  BUNDLE_WEIGHTS_TOTAL,
  BUNDLE_WEIGHT_SCALE,
  WEIGHT_PATTERN,
  isWeight,
  sumWeights,
} from './bundle-rules.ts';

const personRef = z.object({ id: z.string(), name: z.string() });
const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).refine(...noNul);

export const bundleStateSchema = z.enum(BUNDLE_STATES);
export const bundleQuoteAssetSchema = z.enum(BUNDLE_QUOTE_ASSETS);

/** One coin of the basket and its share in percent (a decimal string). */
export const bundleCoinSchema = z.object({ coin: coinSchema, weight: z.string() });
export type BundleCoin = z.infer<typeof bundleCoinSchema>;

export const bundleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  state: bundleStateSchema,
  /** The asset the minimum investment and the invested amounts are counted in. */
  quoteAsset: bundleQuoteAssetSchema,
  /** The least a customer may invest in one subscription, in the quote asset (decimal string). */
  minInvestment: z.string(),
  /** The basket in its stored order; the weights add up to exactly 100. */
  coins: z.array(bundleCoinSchema),
  /** Customers holding at least one live (not redeemed) subscription. */
  subscribers: z.number().int(),
  /**
   * What those live subscriptions invested, summed, in the quote asset: the bundle's assets under
   * management at cost (not a market value, which would need the coins' prices).
   */
  value: z.string(),
  createdBy: personRef,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Bundle = z.infer<typeof bundleSchema>;
export const bundleListSchema = listResponseSchema(bundleSchema);

export const listBundlesQuerySchema = z.object({
  ...pageQuerySchema,
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(BUNDLE_PAGE_SIZE),
  /** Part of the name, without case. */
  search: text(SEARCH_MAX_LENGTH).optional(),
  state: bundleStateSchema.optional(),
  sort: z.enum(BUNDLE_SORT_FIELDS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type ListBundlesQuery = z.input<typeof listBundlesQuerySchema>;

const nameSchema = z
  .string()
  .trim()
  .min(BUNDLE_NAME_MIN, `must be ${BUNDLE_NAME_MIN} to ${BUNDLE_NAME_MAX} characters`)
  .max(BUNDLE_NAME_MAX, `must be ${BUNDLE_NAME_MIN} to ${BUNDLE_NAME_MAX} characters`)
  .refine(...noNul);

/**
 * A decimal string checked with a custom issue, so that the answer names its code: a bad format is
 * `validation.decimal` (with the scale), zero `validation.positive`.
 */
const positiveDecimal = (pattern: RegExp, scale: number, example: string, isPositive: (value: string) => boolean) =>
  z
    .string({ error: `must be a decimal given as a string, e.g. "${example}"` })
    .trim()
    .superRefine((value, ctx) => {
      if (!pattern.test(value)) ctx.addIssue({ code: 'custom', message: `must be a decimal with at most ${scale} decimals, e.g. "${example}"`, ...issueCode('validation.decimal', { scale }) });
      else if (!isPositive(value)) ctx.addIssue({ code: 'custom', message: 'must be greater than 0', ...issueCode('validation.positive') });
    });

const amountSchema = positiveDecimal(decimalPattern(BUNDLE_AMOUNT_SCALE), BUNDLE_AMOUNT_SCALE, '100', (v) => /[1-9]/.test(v));
const weightSchema = positiveDecimal(WEIGHT_PATTERN, BUNDLE_WEIGHT_SCALE, '25.5', isWeight);

/**
 * The basket: 2 to 20 coins, each once, whose weights add up to exactly 100 (exact decimal
 * arithmetic). A coin twice is named on that entry; a wrong total on `coins` itself.
 */
export const bundleCoinsInputSchema = z
  .array(z.object({ coin: coinSchema, weight: weightSchema }))
  .min(BUNDLE_COINS_MIN, `must hold at least ${BUNDLE_COINS_MIN} coins`)
  .max(BUNDLE_COINS_MAX, `must hold at most ${BUNDLE_COINS_MAX} coins`)
  .superRefine((coins, ctx) => {
    const seen = new Set<string>();
    coins.forEach(({ coin }, index) => {
      if (seen.has(coin)) ctx.addIssue({ code: 'custom', path: [index, 'coin'], message: `${coin} is in the bundle already`, ...issueCode('bundle.duplicateCoin', { asset: coin }) });
      seen.add(coin);
    });
    // A weight that is not one is named on its own entry already.
    if (!coins.every((c) => isWeight(c.weight))) return;
    const total = sumWeights(coins.map((c) => c.weight));
    if (total !== BUNDLE_WEIGHTS_TOTAL) {
      ctx.addIssue({ code: 'custom', message: `the weights must add up to exactly ${BUNDLE_WEIGHTS_TOTAL} (they add up to ${total})`, ...issueCode('bundle.weightsSum') });
    }
  });

export const createBundleSchema = z.object({
  name: nameSchema,
  description: text(BUNDLE_DESCRIPTION_MAX).default(''),
  quoteAsset: bundleQuoteAssetSchema.default('USDT'),
  minInvestment: amountSchema,
  coins: bundleCoinsInputSchema,
});
export type CreateBundle = z.input<typeof createBundleSchema>;

/** Only the fields given change (at least one); the quote asset is fixed once the bundle exists. */
export const updateBundleSchema = z
  .object({ name: nameSchema, description: text(BUNDLE_DESCRIPTION_MAX), minInvestment: amountSchema, coins: bundleCoinsInputSchema })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'give at least one field to change', ...issueCode('validation.noChanges') });
export type UpdateBundle = z.input<typeof updateBundleSchema>;

/** Activate or deactivate; asking for the state the bundle has already changes nothing. */
export const setBundleStateSchema = z.object({ state: bundleStateSchema });
export type SetBundleState = z.infer<typeof setBundleStateSchema>;

/** One field's change: who, when, before, after. The coins read "BTC 60, ETH 40". */
export const bundleChangeSchema = z.object({
  id: z.string(),
  bundleId: z.string(),
  field: z.enum(BUNDLE_CHANGE_FIELDS),
  before: z.string().nullable(),
  after: z.string().nullable(),
  changedBy: personRef,
  changedAt: z.string(),
});
export type BundleChange = z.infer<typeof bundleChangeSchema>;
export const bundleChangeListSchema = listResponseSchema(bundleChangeSchema);
export const listBundleChangesQuerySchema = z.object({ ...pageQuerySchema, limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20) });
