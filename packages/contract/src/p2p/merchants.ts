import { z } from 'zod';
import { issueCode } from '../platform/errors.ts';
import { SEARCH_MAX_LENGTH } from '../platform/list-limits.ts';
import { exportFormatQuery, listResponseSchema, pageQuerySchema, queryBoolean } from '../platform/lists.ts';
import {
  COUNTRY_CODES,
  MERCHANT_EMAIL_MAX,
  MERCHANT_NAME_MAX,
  MERCHANT_NAME_MIN,
  MERCHANT_PHONE_PATTERN,
  MERCHANT_SORT_FIELDS,
  type CountryCode,
} from './merchant-rules.ts';

// The lists live in merchant-rules.ts (no zod, for the console); re-exported for the API's imports.
export { COUNTRY_CODES };
export type { CountryCode };

export const countryCodeSchema = z.enum(COUNTRY_CODES);

export const merchantSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  country: countryCodeSchema,
  isActive: z.boolean(),
  isOnline: z.boolean(),
  completedOrders: z.number().int(),
  /** Completed / (completed + cancelled) orders, 0..1; null with no finished order. */
  completionRate: z.number().nullable(),
  activeAds: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Merchant = z.infer<typeof merchantSchema>;

export const merchantSortFields = MERCHANT_SORT_FIELDS;

export const listMerchantsQuerySchema = z.object({
  ...pageQuerySchema,
  search: z.string().trim().max(SEARCH_MAX_LENGTH).optional(),
  isActive: queryBoolean.optional(),
  isOnline: queryBoolean.optional(),
  country: countryCodeSchema.optional(),
  sort: z.enum(merchantSortFields).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  ...exportFormatQuery,
});
export type ListMerchantsQuery = z.input<typeof listMerchantsQuerySchema>;
export const merchantListSchema = listResponseSchema(merchantSchema);

export const merchantInputSchema = z.object({
  name: z.string().trim().min(MERCHANT_NAME_MIN, `must be at least ${MERCHANT_NAME_MIN} characters`).max(MERCHANT_NAME_MAX),
  email: z.string().trim().toLowerCase().email().max(MERCHANT_EMAIL_MAX),
  phone: z.string().trim().regex(MERCHANT_PHONE_PATTERN, 'must be a phone number'),
  country: countryCodeSchema,
});
export type MerchantInput = z.infer<typeof merchantInputSchema>;
export const merchantUpdateSchema = merchantInputSchema.partial().refine((b) => Object.keys(b).length > 0, { message: 'give at least one field', ...issueCode('validation.noChanges') });

export const merchantIdParamsSchema = z.object({ id: z.string().uuid() });
export const setActiveSchema = z.object({ isActive: z.boolean() });
export const setOnlineSchema = z.object({ isOnline: z.boolean() });
