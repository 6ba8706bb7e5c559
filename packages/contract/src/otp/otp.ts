import { z } from 'zod';
import { exportFormatQuery, listResponseSchema, pageQuerySchema, queryDate } from '../platform/lists.ts';
import { noNul } from '../platform/text-rules.ts';
import { OTP_LOG_PAGE_SIZE, OTP_METHODS, OTP_OPERATIONS, OTP_RESULTS } from './otp-rules.ts';

export const otpMethodSchema = z.enum(OTP_METHODS);
export const otpOperationSchema = z.enum(OTP_OPERATIONS);
export const otpResultSchema = z.enum(OTP_RESULTS);

const adminRef = z.object({ id: z.string(), name: z.string() });

/** One operation with each method on or off, and who last turned it. */
export const otpSettingSchema = z.object({
  operation: otpOperationSchema,
  methods: z.array(
    z.object({
      method: otpMethodSchema,
      enabled: z.boolean(),
      /** Null while the method is as the exchange was installed. */
      updatedAt: z.string().nullable(),
      updatedBy: adminRef.nullable(),
    }),
  ),
});
export type OtpSetting = z.infer<typeof otpSettingSchema>;
export const otpSettingListSchema = z.object({ items: z.array(otpSettingSchema) });
export type OtpSettingList = z.infer<typeof otpSettingListSchema>;

export const otpOperationParamsSchema = z.object({ operation: otpOperationSchema });
/** Turns one method of one operation on or off; 409 when it is so already, or when it is the operation's last method. */
export const setOtpMethodSchema = z.object({ method: otpMethodSchema, enabled: z.boolean() });
export type SetOtpMethod = z.input<typeof setOtpMethodSchema>;

/** One code's fate as the exchange's OTP service reported it. */
export const otpLogSchema = z.object({
  id: z.string(),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  method: otpMethodSchema,
  operation: otpOperationSchema,
  result: otpResultSchema,
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type OtpLog = z.infer<typeof otpLogSchema>;
export const otpLogListSchema = listResponseSchema(otpLogSchema);

export const listOtpLogsQuerySchema = z.object({
  ...pageQuerySchema,
  limit: z.coerce.number().int().min(1).max(200).default(OTP_LOG_PAGE_SIZE),
  customerId: z.string().uuid().optional(),
  /** Any part of the customer's e-mail address. */
  email: z.string().trim().toLowerCase().max(254).refine(...noNul).optional(),
  method: otpMethodSchema.optional(),
  operation: otpOperationSchema.optional(),
  result: otpResultSchema.optional(),
  startDate: queryDate.optional(),
  endDate: queryDate.optional(),
  ...exportFormatQuery,
});
export type ListOtpLogsQuery = z.input<typeof listOtpLogsQuerySchema>;

/** The exchange's OTP service reports a code's fate (through the integration API). */
export const reportOtpLogSchema = z.object({
  customerId: z.string().uuid(),
  method: otpMethodSchema,
  operation: otpOperationSchema,
  result: otpResultSchema,
  ip: z.union([z.ipv4(), z.ipv6()]).optional(),
});
export type ReportOtpLog = z.input<typeof reportOtpLogSchema>;
