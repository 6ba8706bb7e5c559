import type { CountryCode } from '@exchange/contract/p2p/merchant-rules';
import type { MerchantInput } from '@exchange/contract/p2p/merchants';

/** The form's rules: merchantInputSchema's own (the server checks again). */
export { MERCHANT_EMAIL_MAX, MERCHANT_NAME_MAX, MERCHANT_NAME_MIN, MERCHANT_PHONE_PATTERN } from '@exchange/contract/p2p/merchant-rules';

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
