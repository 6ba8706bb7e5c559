import type { GauthSetupRequest } from '@exchange/contract/auth/session';
import { otpPattern } from './otp-rule.ts';

/** What the code-and-password form holds before it is checked (an untouched field is undefined). */
export type GauthFormValues = Partial<GauthSetupRequest>;

/** The form's fields, which the server names in a refusal (a wrong code, a wrong password). */
export const gauthFields = ['gAuthCode', 'loginPassword'] as const;

/** The spec checks both fields together and answers with one message, so this is not per-field. */
export function completeGauthForm(values: GauthFormValues): GauthSetupRequest | null {
  const { gAuthCode = '', loginPassword = '' } = values;
  return otpPattern.test(gAuthCode) && loginPassword.length > 0 ? { gAuthCode, loginPassword } : null;
}
