import { eq } from 'drizzle-orm';
import type { CountryOperation } from '@exchange/contract/countries/country-rules';
import type { DbOrTx } from '../../platform/db/database.ts';
import { countryControls } from './country-tables.ts';

const columnOf = {
  SIGN_UP: countryControls.signUpAllowed,
  DEPOSIT: countryControls.depositAllowed,
  WITHDRAWAL: countryControls.withdrawalAllowed,
} as const;

/**
 * Whether customers of this country (ISO 3166-1 alpha-2) may sign up, deposit or withdraw: what
 * the money areas ask before an operation. A country nobody changed is allowed for everything.
 */
export async function isCountryAllowed(db: DbOrTx, country: string, operation: CountryOperation): Promise<boolean> {
  const [row] = await db.select({ allowed: columnOf[operation] }).from(countryControls).where(eq(countryControls.country, country.toUpperCase()));
  return row?.allowed ?? true;
}

export const countryColumnOf = columnOf;
