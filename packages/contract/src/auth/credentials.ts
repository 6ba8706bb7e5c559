// Without zod, so the console's sign-in screens can import the rules for the price of a few numbers.
// The schemas built from them are in credential-schemas.ts. Plain literals only: the bundler inlines
// them, where a computed value (a RegExp) would become a chunk of its own shared by the screens.

export const OTP_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 256;
/** The longest e-mail address (RFC 5321's path limit less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;
/** The one-time token of an invitation link, as the server writes it. */
export const SET_PASSWORD_TOKEN_MIN = 20;
export const SET_PASSWORD_TOKEN_MAX = 200;
