import { z } from 'zod';
import { emailSchema } from './credential-schemas.ts';
import { SET_PASSWORD_TOKEN_MAX, SET_PASSWORD_TOKEN_MIN } from './credentials.ts';
import { PASSWORD_LINK_PURPOSES, PASSWORD_LINK_STATES } from './password-link-rules.ts';

/** The token of a set-password link (an invitation or a password reset), as the server writes it. */
export const passwordLinkTokenSchema = z.string().min(SET_PASSWORD_TOKEN_MIN).max(SET_PASSWORD_TOKEN_MAX);

export const passwordLinkParamsSchema = z.object({ token: passwordLinkTokenSchema });

/**
 * What the set-password page learns when it opens, before anyone types a password: whether the link
 * still works, and why not. Nothing about the admin it belongs to. `purpose` is null for an unknown token.
 */
export const passwordLinkStateSchema = z.object({
  state: z.enum(PASSWORD_LINK_STATES),
  purpose: z.enum(PASSWORD_LINK_PURPOSES).nullable(),
});
export type PasswordLinkState = z.infer<typeof passwordLinkStateSchema>;

/** "Forgot password?": the e-mail of the admin account. */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** The same answer whether or not an admin has this e-mail: the request cannot probe accounts. */
export const forgotPasswordResponseSchema = z.object({
  status: z.literal('SENT_IF_KNOWN'),
  /** How long the e-mailed link works (once). */
  linkValidMinutes: z.number().int(),
});
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;
