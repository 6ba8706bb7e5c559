import { z } from 'zod';
import { currentPasswordSchema, emailSchema, newPasswordSchema, otpCodeSchema } from './credential-schemas.ts';
import { PASSWORD_MAX_LENGTH } from './credentials.ts';
import { ROLES, type Role } from './roles.ts';
import { issueCode } from '../platform/errors.ts';

// The list lives in roles.ts (no zod, for the console); the type is re-exported for the API's imports.
export type { Role };
export const roleSchema = z.enum(ROLES);

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * The spec's login result. With 2FA on, `accessToken` is a pending token that only
 * `POST /admin/verifyGauthOtp` accepts; the session token comes back from that call.
 */
export const loginResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: roleSchema,
  accessToken: z.string(),
  isGAuthEnabled: z.boolean(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/**
 * `result: false` is the spec's "false result": the credentials may be fine but the caller's
 * address is outside the admin IP allowlist (the console tells the user to connect via VPN).
 */
export const loginResponseSchema = z.discriminatedUnion('result', [
  z.object({ result: z.literal(true), data: loginResultSchema }),
  z.object({ result: z.literal(false), reason: z.literal('IP_NOT_ALLOWED') }),
]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const verifyGauthOtpRequestSchema = z.object({
  email: emailSchema,
  otpCode: otpCodeSchema,
});
export type VerifyGauthOtpRequest = z.infer<typeof verifyGauthOtpRequestSchema>;

export const policiesQuerySchema = z.object({ id: z.string().uuid() });
export const policiesResponseSchema = z.object({ policies: z.array(z.string()) });
export type PoliciesResponse = z.infer<typeof policiesResponseSchema>;

export const qrCodeResponseSchema = z.object({
  /** PNG image as a data URL. */
  qrcode: z.string(),
  /** The TOTP secret in base32, for manual entry. */
  code: z.string(),
});
export type QrCodeResponse = z.infer<typeof qrCodeResponseSchema>;

export const gauthSetupRequestSchema = z.object({
  gAuthCode: otpCodeSchema,
  loginPassword: currentPasswordSchema,
});
export type GauthSetupRequest = z.infer<typeof gauthSetupRequestSchema>;

export const disableGauthRequestSchema = gauthSetupRequestSchema;
export type DisableGauthRequest = GauthSetupRequest;

export const changePasswordRequestSchema = z
  .object({
    password: currentPasswordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string().max(PASSWORD_MAX_LENGTH),
  })
  .refine((b) => b.newPassword === b.confirmPassword, {
    path: ['confirmPassword'],
    message: 'does not match the new password',
    ...issueCode('validation.passwordMismatch'),
  })
  .refine((b) => b.newPassword !== b.password, {
    path: ['newPassword'],
    message: 'must differ from the current password',
    ...issueCode('validation.passwordUnchanged'),
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true), message: z.string().optional() });
export type OkResponse = z.infer<typeof okResponseSchema>;

/** The signed-in admin as the console needs it after a reload. */
export const meResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  isGAuthEnabled: z.boolean(),
  /** 2FA is required of this admin and not set up: every other call answers TWO_FACTOR_SETUP_REQUIRED. */
  mustSetUp2fa: z.boolean(),
  policies: z.array(z.string()),
});
export type MeResponse = z.infer<typeof meResponseSchema>;
