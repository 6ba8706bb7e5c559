import { z } from 'zod';
import { listResponseSchema, pageQuerySchema, queryBoolean } from '../platform/lists.ts';
import { AD_PAYMENT_METHODS_MAX, AD_SIDES, AD_TERMS_MAX, type AdSide } from './merchant-rules.ts';
import { coinSchema, compareDecimal, fiatSchema, positiveCryptoSchema, positiveFiatSchema } from './money.ts';
import { issueCode } from '../platform/errors.ts';

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
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MerchantAd = z.infer<typeof merchantAdSchema>;

const adFields = {
  side: adSideSchema,
  coin: coinSchema,
  fiat: fiatSchema,
  /** Fiat per one coin. */
  price: positiveFiatSchema,
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
  .refine(limitsInOrder, { path: ['minLimit'], message: 'must not be above maxLimit', ...issueCode('validation.minAboveMax') });
export type MerchantAdInput = z.input<typeof merchantAdInputSchema>;

export const merchantAdUpdateSchema = z
  .object(adFields)
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: 'give at least one field', ...issueCode('validation.noChanges') })
  .refine(limitsInOrder, { path: ['minLimit'], message: 'must not be above maxLimit', ...issueCode('validation.minAboveMax') });

export const listMerchantAdsQuerySchema = z.object({
  ...pageQuerySchema,
  limit: z.coerce.number().int().min(1).max(200).default(20),
  side: adSideSchema.optional(),
  coin: coinSchema.optional(),
  isActive: queryBoolean.optional(),
});
export const merchantAdListSchema = listResponseSchema(merchantAdSchema);
