import { z } from 'zod';
import { listResponseSchema, pageQuerySchema, queryBoolean } from '../platform/lists.ts';

export const PAYMENT_TYPES = ['BANK_TRANSFER', 'MOBILE_MONEY', 'CASH', 'CARD', 'E_WALLET'] as const;
export const paymentTypeSchema = z.enum(PAYMENT_TYPES);

export const merchantPaymentMethodSchema = z.object({
  id: z.string(),
  merchantId: z.string(),
  type: paymentTypeSchema,
  label: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  bankName: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MerchantPaymentMethod = z.infer<typeof merchantPaymentMethodSchema>;

export const merchantPaymentMethodInputSchema = z.object({
  type: paymentTypeSchema,
  label: z.string().trim().min(2).max(60),
  accountName: z.string().trim().min(2).max(100),
  accountNumber: z.string().trim().min(4).max(40),
  bankName: z.string().trim().max(100).nullable().optional(),
});
export type MerchantPaymentMethodInput = z.infer<typeof merchantPaymentMethodInputSchema>;
export const merchantPaymentMethodUpdateSchema = merchantPaymentMethodInputSchema
  .partial()
  .refine((b) => Object.keys(b).length > 0, 'give at least one field');

export const listMerchantPaymentMethodsQuerySchema = z.object({
  ...pageQuerySchema,
  limit: z.coerce.number().int().min(1).max(200).default(50),
  isActive: queryBoolean.optional(),
});
export const merchantPaymentMethodListSchema = listResponseSchema(merchantPaymentMethodSchema);
export const merchantChildParamsSchema = z.object({ merchantId: z.string().uuid(), id: z.string().uuid() });
export const merchantParamsSchema = z.object({ merchantId: z.string().uuid() });
