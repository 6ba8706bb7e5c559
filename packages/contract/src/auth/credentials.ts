import { z } from 'zod';

export const OTP_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 256;

export const emailSchema = z.string().trim().toLowerCase().email().max(254);
export const otpCodeSchema = z.string().regex(/^\d{6}$/, 'must be exactly 6 digits');
/** Only for the password being checked: any non-empty string may be tried. */
export const currentPasswordSchema = z.string().min(1).max(PASSWORD_MAX_LENGTH);
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH);
