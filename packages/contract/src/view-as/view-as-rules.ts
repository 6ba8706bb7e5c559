// Without zod, so the console can import the numbers for the price of the values.

/** The e-mailed code: 6 digits, 5 minutes, at most 5 tries (then it dies), one a minute. */
export const VIEW_AS_OTP_DIGITS = 6;
export const VIEW_AS_OTP_MINUTES = 5;
export const VIEW_AS_OTP_ATTEMPTS = 5;
export const VIEW_AS_OTP_RESEND_SECONDS = 60;
/** The proof a verified code gives: single use, this long. */
export const VIEW_AS_PROOF_MINUTES = 5;
/** The customer-app token: read-only, this long. */
export const VIEW_AS_TOKEN_MINUTES = 15;
export const VIEW_AS_REASON_MIN = 5;
export const VIEW_AS_REASON_MAX = 500;
/** The `aud` and `scope` claims of the token. */
export const VIEW_AS_AUDIENCE = 'customer-app';
export const VIEW_AS_SCOPE = 'read';
