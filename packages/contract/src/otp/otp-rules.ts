// Without zod, so the console can import the catalogues for the price of the names.

/** How the customer app proves it is the customer before a sensitive operation. */
export const OTP_METHODS = ['EMAIL', 'SMS', 'AUTHENTICATOR'] as const;
export type OtpMethod = (typeof OTP_METHODS)[number];

/** The customer operations that ask for a one-time code. */
export const OTP_OPERATIONS = ['SIGN_IN', 'WITHDRAWAL', 'ADD_BANK_ACCOUNT', 'ADD_WHITELIST_ADDRESS', 'CHANGE_PASSWORD', 'API_KEY'] as const;
export type OtpOperation = (typeof OTP_OPERATIONS)[number];

/** What became of one code: sent, then verified, failed (a wrong code), expired, or blocked after too many tries. */
export const OTP_RESULTS = ['SENT', 'VERIFIED', 'FAILED', 'EXPIRED', 'BLOCKED'] as const;
export type OtpResult = (typeof OTP_RESULTS)[number];

export const OTP_LOG_PAGE_SIZE = 50;
