import { z } from 'zod';
import { exportFormatQuery, listResponseSchema, pageQuerySchema, queryBoolean } from '../platform/lists.ts';
import { AD_PAYMENT_METHODS_MAX, AD_SIDES, AD_TERMS_MAX, type AdSide } from './merchant-rules.ts';
import { coinSchema, compareDecimal, fiatSchema, positiveCryptoSchema, positiveFiatSchema, positive } from './money.ts';
import { MAX_PRICE_SCALE, isDecimal, priceScaleOf, type Fiat } from './money-rules.ts';
import { issueCode } from '../platform/errors.ts';
import { archiveStampSchema, includeArchivedQuery } from '../platform/archive.ts';

// The list lives in merchant-rules.ts (no zod, for the console); re-exported for the API's imports.
export { AD_SIDES };
export type { AdSide };

export const adSideSchema = z.enum(AD_SIDES);

export const merchantAdSchema = z.object({
  id: z.string(),
  merchantId: z.string(),
  side: adSideSchema,
  coin: coinSchema,
  fiat: fiatSchema,
  price: z.string(),
  minLimit: z.string(),
  maxLimit: z.string(),
  availableAmount: z.string(),
  paymentMethodIds: z.array(z.string()),
  terms: z.string(),
  isActive: z.boolean(),
  ...archiveStampSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MerchantAd = z.infer<typeof merchantAdSchema>;

/**
 * Why a price is refused for this fiat: the decimals its fiat allows (PRICE_SCALES), or null when it
 * fits. The one rule of the price's precision: the schemas below and the API (an update that changes
 * only the price or only the fiat is checked against the stored other) both call it.
 */
export function priceScaleProblem(price: string, fiat: Fiat): { scale: number } | null {
  const scale = priceScaleOf(fiat);
  return isDecimal(price, scale) ? null : { scale };
}

/** The issue for a price with more decimals than its fiat allows. */
export const priceScaleIssue = (fiat: Fiat, scale: number) => ({
  code: 'custom' as const,
  path: ['price'],
  message: `must have at most ${scale} decimals for ${fiat}`,
  ...issueCode('validation.decimal', { scale }),
});

/** Fiat per one coin, with at most MAX_PRICE_SCALE decimals here; its own fiat's decimals are checked with the fiat. */
const priceSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (!isDecimal(value, MAX_PRICE_SCALE)) {
      ctx.addIssue({ code: 'custom', message: `must be a decimal amount with at most ${MAX_PRICE_SCALE} decimals`, ...issueCode('validation.decimal', { scale: MAX_PRICE_SCALE }) });
    } else if (!positive(value)) {
      ctx.addIssue({ code: 'custom', message: 'must be greater than 0', ...issueCode('validation.positive') });
    }
  });

const priceFitsFiat = (b: { price?: string; fiat?: Fiat }, ctx: z.RefinementCtx) => {
  if (b.price === undefined || b.fiat === undefined) return;
  const problem = priceScaleProblem(b.price, b.fiat);
  if (problem) ctx.addIssue(priceScaleIssue(b.fiat, problem.scale));
};

const adFields = {
  side: adSideSchema,
  coin: coinSchema,
  fiat: fiatSchema,
  /** Fiat per one coin, with at most the fiat's decimals (PRICE_SCALES: 4 for GBP, 2 for NGN). */
  price: priceSchema,
  /** Smallest and largest order, in fiat. */
  minLimit: positiveFiatSchema,
  maxLimit: positiveFiatSchema,
  /** Crypto the ad can still trade. */
  availableAmount: positiveCryptoSchema,
  paymentMethodIds: z.array(z.string().uuid()).min(1, 'choose at least one payment method').max(AD_PAYMENT_METHODS_MAX),
  terms: z.string().trim().max(AD_TERMS_MAX),
};

const limitsInOrder = (b: { minLimit?: string; maxLimit?: string }) =>
  b.minLimit === undefined || b.maxLimit === undefined || compareDecimal(b.minLimit, b.maxLimit) <= 0;

// The default only applies to a new ad: an update that leaves terms out must leave them alone.
export const merchantAdInputSchema = z
  .object({ ...adFields, terms: adFields.terms.default('') })
  .refine(limitsInOrder, { path: ['minLimit'], message: 'must not be above maxLimit', ...issueCode('validation.minAboveMax') })
  .superRefine(priceFitsFiat);
export type MerchantAdInput = z.input<typeof merchantAdInputSchema>;

export const merchantAdUpdateSchema = z
  .object(adFields)
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: 'give at least one field', ...issueCode('validation.noChanges') })
  .refine(limitsInOrder, { path: ['minLimit'], message: 'must not be above maxLimit', ...issueCode('validation.minAboveMax') })
  .superRefine(priceFitsFiat);

export const listMerchantAdsQuerySchema = z.object({
  ...pageQuerySchema,
  limit: z.coerce.number().int().min(1).max(200).default(20),
  side: adSideSchema.optional(),
  coin: coinSchema.optional(),
  isActive: queryBoolean.optional(),
  ...includeArchivedQuery,
  ...exportFormatQuery,
});
export const merchantAdListSchema = listResponseSchema(merchantAdSchema);

/**
 * The market reference of an ad's price: the median price of the other active, unarchived ads
 * (of every merchant) with the same coin, fiat and side. `excludeAdId` leaves out the ad being edited.
 */
export const adPriceReferenceQuerySchema = z.object({
  side: adSideSchema,
  coin: coinSchema,
  fiat: fiatSchema,
  excludeAdId: z.string().uuid().optional(),
});
export const adPriceReferenceSchema = z.object({
  /** The median, with the fiat's price decimals; null when no other ad qualifies. */
  median: z.string().nullable(),
  /** How many ads the median is taken from. */
  adCount: z.number().int(),
});
export type AdPriceReference = z.infer<typeof adPriceReferenceSchema>;
