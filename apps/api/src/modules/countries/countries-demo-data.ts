import { eq } from 'drizzle-orm';
import type { CountryOperation } from '@exchange/contract/countries/country-rules';
import type { IsoCountryCode } from '@exchange/contract/platform/countries';
import type { Db } from '../../platform/db/database.ts';
import { admins } from '../auth/auth-tables.ts';
import { setCountryControl } from './country-commands.ts';

/** Sanctioned and high-risk jurisdictions: no withdrawals, and for two of them no sign-up either. */
const RESTRICTIONS: [IsoCountryCode, CountryOperation][] = [
  ['KP', 'SIGN_UP'], ['KP', 'WITHDRAWAL'],
  ['IR', 'SIGN_UP'], ['IR', 'WITHDRAWAL'],
  ['SY', 'WITHDRAWAL'], ['CU', 'WITHDRAWAL'], ['MM', 'WITHDRAWAL'],
];

export async function generateCountriesDemoData(db: Db) {
  const [admin] = await db.select({ id: admins.id, email: admins.email }).from(admins).where(eq(admins.email, 'support@demo.example'));
  if (!admin) return;
  const actor = { id: admin.id, email: admin.email, ip: '127.0.0.1', userAgent: 'demo-data' };
  for (const [country, operation] of RESTRICTIONS) await setCountryControl(db, actor, country, { operation, allowed: false });
}
