import { z } from 'zod';
import { exportFormatQuery, listResponseSchema, pageQuerySchema, queryBoolean } from '../platform/lists.ts';
import { MERCHANT_PAYMENT_METHOD_LIMITS as limits, MERCHANT_PAYMENT_TYPES, type MerchantPaymentType } from './merchant-rules.ts';
import { issueCode } from '../platform/errors.ts';
import { archiveStampSchema, includeArchivedQuery } from '../platform/archive.ts';

// The list lives in merchant-rules.ts (no zod, for the console); re-exported for the API's imports.
export const PAYMENT_TYPES = MERCHANT_PAYMENT_TYPES;
export type { MerchantPaymentType };
export const paymentTypeSchema = z.enum(MERCHANT_PAYMENT_TYPES);

export const merchantPaymentMethodSchema = z.object({
  id: z.string(),
  merchantId: z.string(),
  type: paymentTypeSchema,
  label: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  bankName: z.string().nullable(),
  isActive: z.boolean(),
  ...archiveStampSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MerchantPaymentMethod = z.infer<typeof merchantPaymentMethodSchema>;

export const merchantPaymentMethodInputSchema = z.object({
  type: paymentTypeSchema,
  label: z.string().trim().min(limits.label.min).max(limits.label.max),
  accountName: z.string().trim().min(limits.accountName.min).max(limits.accountName.max),
  accountNumber: z.string().trim().min(limits.accountNumber.min).max(limits.accountNumber.max),
  bankName: z.string().trim().max(limits.bankName.max).nullable().optional(),
});
export type MerchantPaymentMethodInput = z.infer<typeof merchantPaymentMethodInputSchema>;
export const merchantPaymentMethodUpdateSchema = merchantPaymentMethodInputSchema
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: 'give at least one field', ...issueCode('validation.noChanges') });

export const listMerchantPaymentMethodsQuerySchema = z.object({
  ...pageQuerySchema,
  limit: z.coerce.number().int().min(1).max(200).default(50),
  isActive: queryBoolean.optional(),
  ...includeArchivedQuery,
  ...exportFormatQuery,
});
export const merchantPaymentMethodListSchema = listResponseSchema(merchantPaymentMethodSchema);
export const merchantChildParamsSchema = z.object({ merchantId: z.string().uuid(), id: z.string().uuid() });
export const merchantParamsSchema = z.object({ merchantId: z.string().uuid() });
