import { z } from 'zod';

/** Every non-2xx answer of the admin API has this body. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** For validation errors: the offending fields, e.g. [{ field: 'email', message: '...' }]. */
    details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'SECOND_FACTOR_REQUIRED',
  'FORBIDDEN',
  'TWO_FACTOR_SETUP_REQUIRED',
  'GRANT_NOT_HELD',
  'IP_NOT_ALLOWED',
  'NOT_FOUND',
  'CONFLICT',
  'INVALID_CREDENTIALS',
  /** The right password of an access request a super admin has not decided yet. */
  'ACCESS_REQUEST_PENDING',
  /** The right password of an access request a super admin refused. */
  'ACCESS_REQUEST_REFUSED',
  'INVALID_OTP',
  'TOO_MANY_ATTEMPTS',
  /** A single-use link that was used or expired. */
  'GONE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];
