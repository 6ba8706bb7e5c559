// Without zod, so the console can import the operations for the price of the values.

/** What a country can be allowed for, each separately. A country without a row is allowed for all. */
export const COUNTRY_OPERATIONS = ['SIGN_UP', 'DEPOSIT', 'WITHDRAWAL'] as const;
export type CountryOperation = (typeof COUNTRY_OPERATIONS)[number];
