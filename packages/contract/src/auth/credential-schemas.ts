import { z } from 'zod';
import { EMAIL_MAX_LENGTH, OTP_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './credentials.ts';

export const emailSchema = z.string().trim().toLowerCase().email().max(EMAIL_MAX_LENGTH);
export const otpCodeSchema = z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `must be exactly ${OTP_LENGTH} digits`);
/** Only for the password being checked: any non-empty string may be tried. */
export const currentPasswordSchema = z.string().min(1).max(PASSWORD_MAX_LENGTH);
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH);
