import type { MerchantInput } from '@exchange/contract/p2p/merchants';
import type { CountryCode } from '../p2p-constants.ts';

/** The form's rules, as merchantInputSchema in the contract holds them (the server checks again). */
export const MERCHANT_NAME_MIN = 2;
export const MERCHANT_NAME_MAX = 80;
export const MERCHANT_EMAIL_MAX = 254;
// The contract keeps this pattern inside its zod schema, where the console cannot reach it without zod.
export const MERCHANT_PHONE_PATTERN = /^\+?[0-9 ()-]{6,20}$/;

export const merchantFields = ['name', 'email', 'phone', 'country'] as const;

export interface MerchantFormValues {
  name: string;
  email: string;
  phone: string;
  country: CountryCode;
}

/** What the server stores for these values: trimmed, the e-mail in lower case. */
export function normalizeMerchant(values: MerchantFormValues): MerchantInput {
  return {
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    phone: values.phone.trim(),
    country: values.country,
  };
}
