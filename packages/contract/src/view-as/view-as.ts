import { z } from 'zod';
import { VIEW_AS_OTP_DIGITS, VIEW_AS_REASON_MAX, VIEW_AS_REASON_MIN } from './view-as-rules.ts';

/** GET /admin/sendOtp: a code went to the admin's own e-mail (masked here). */
export const sendOtpResultSchema = z.object({ sentTo: z.string(), expiresAt: z.string(), resendAfter: z.string() });
export type SendOtpResult = z.infer<typeof sendOtpResultSchema>;

export const verifyEmailOtpSchema = z.object({
  code: z.string().trim().regex(new RegExp(`^\\d{${VIEW_AS_OTP_DIGITS}}$`), `must be ${VIEW_AS_OTP_DIGITS} digits`),
});
export type VerifyEmailOtp = z.input<typeof verifyEmailOtpSchema>;
/** A single-use proof that this admin just read its e-mail: for POST /admin/generateUserToken. */
export const verifyEmailOtpResultSchema = z.object({ proof: z.string(), expiresAt: z.string() });
export type VerifyEmailOtpResult = z.infer<typeof verifyEmailOtpResultSchema>;

export const generateUserTokenSchema = z.object({
  customerId: z.string().uuid(),
  reason: z.string().trim().min(VIEW_AS_REASON_MIN).max(VIEW_AS_REASON_MAX),
  proof: z.string().min(1).max(200),
});
export type GenerateUserToken = z.input<typeof generateUserTokenSchema>;

/** A signed JWT (EdDSA) for the customer app, read-only; verify it with GET /platform/.well-known/jwks.json. */
export const userTokenSchema = z.object({
  token: z.string(),
  tokenId: z.string(),
  expiresAt: z.string(),
  /** CUSTOMER_APP_URL with the token in its fragment, when configured. */
  customerAppUrl: z.string().nullable(),
});
export type UserToken = z.infer<typeof userTokenSchema>;
