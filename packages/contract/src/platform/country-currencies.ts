import countryToCurrency from 'country-to-currency';
import type { IsoCountryCode } from './countries.ts';

// ISO 4217 per country, kept by a package that follows the standard (Bulgaria's euro included).
const currencies: Readonly<Partial<Record<string, string>>> = countryToCurrency;

/** The currency a country's payment fees and limits are counted in; undefined for a place without one. */
export function currencyOfCountry(code: IsoCountryCode): string | undefined {
  return currencies[code];
}
