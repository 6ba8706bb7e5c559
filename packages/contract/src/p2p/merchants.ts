import { z } from 'zod';
import { listResponseSchema, pageQuerySchema, queryBoolean } from '../platform/lists.ts';

export const COUNTRY_CODES = ['AE', 'BR', 'DE', 'ES', 'FR', 'GB', 'IN', 'IT', 'NG', 'SA', 'TR', 'US', 'CN', 'EG', 'PK'] as const;
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

export const merchantSortFields = ['createdAt', 'name', 'completedOrders'] as const;

export const listMerchantsQuerySchema = z.object({
  ...pageQuerySchema,
  search: z.string().trim().max(100).optional(),
  isActive: queryBoolean.optional(),
  isOnline: queryBoolean.optional(),
  country: countryCodeSchema.optional(),
  sort: z.enum(merchantSortFields).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ListMerchantsQuery = z.input<typeof listMerchantsQuerySchema>;
export const merchantListSchema = listResponseSchema(merchantSchema);

export const merchantInputSchema = z.object({
  name: z.string().trim().min(2, 'must be at least 2 characters').max(80),
  email: z.string().trim().toLowerCase().email().max(254),
  phone: z.string().trim().regex(/^\+?[0-9 ()-]{6,20}$/, 'must be a phone number'),
  country: countryCodeSchema,
});
export type MerchantInput = z.infer<typeof merchantInputSchema>;
export const merchantUpdateSchema = merchantInputSchema.partial().refine((b) => Object.keys(b).length > 0, 'give at least one field');

export const merchantIdParamsSchema = z.object({ id: z.string().uuid() });
export const setActiveSchema = z.object({ isActive: z.boolean() });
export const setOnlineSchema = z.object({ isOnline: z.boolean() });
