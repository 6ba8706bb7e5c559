import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { admins } from '../auth/auth-tables.ts';
import { decideCase, uploadWatchlist } from './screening-commands.ts';
import { screeningCases } from './screening-tables.ts';
import { watchlistProvider } from './watchlist-provider.ts';

/*
 * A demo watchlist built around the demo customers (picked by row number, as the other demo
 * generators do) and uploaded through the real path, so the cases it opens are those the matching
 * makes: an exact name with the customer's own country (a true match, decided so, which freezes the
 * account), a misspelt name (open for review), the same name with another country and birth year
 * (false positives, two decided), the same name with another birth year in the same country (no
 * case when the customer's birth date is known), and sanctioned names that match nobody.
 */

interface Pick {
  id: string;
  name: string;
  country: string;
  dob: string | null;
}

const DEMO_ACTOR_EMAIL = 'support@demo.example';

/** "Omar Haddad" -> "Omarr Haddad": a spelling slip a fuzzy match must forgive. */
const misspelt = (name: string) => name.replace(/^(\S*)(\S)(\s)/, '$1$2$2$3');
const otherYear = (dob: string | null, years: number) => (dob ? `${Number(dob.slice(0, 4)) - years}${dob.slice(4)}` : '1958-02-14');
const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

export async function generateScreeningDemoData(db: Db) {
  const [admin] = await db.select({ id: admins.id, email: admins.email }).from(admins).where(eq(admins.email, DEMO_ACTOR_EMAIL));
  if (!admin) return;
  const actor: Actor = { id: admin.id, email: admin.email, ip: '127.0.0.1', userAgent: 'demo-data' };
  const picks = ((await db.execute(sql`
    select id, name, country, date_of_birth::text as dob from (select *, row_number() over (order by email) as rn from customers) c
    where rn in (7, 42, 101, 163) order by rn`)) as unknown as { rows: Pick[] }).rows;
  const [trueHit, slip, elsewhere, sameNameOtherYear] = picks;
  if (!trueHit || !slip || !elsewhere || !sameNameOtherYear) return;

  const rows = [
    [trueHit.name, `${trueHit.name.split(' ')[0]} ${trueHit.name.split(' ').slice(1).join(' ')}-Khalil`, trueHit.dob ?? '', trueHit.country, 'OFAC SDN'],
    [misspelt(slip.name), '', '', slip.country, 'UN Consolidated'],
    [elsewhere.name, '', otherYear(elsewhere.dob, 9), elsewhere.country === 'RU' ? 'BY' : 'RU', 'EU Consolidated'],
    [sameNameOtherYear.name, '', otherYear(sameNameOtherYear.dob, 12), sameNameOtherYear.country, 'UK HMT'],
    ['Viktor Anatolyevich Bout', 'Victor Bout;Viktor Budanov', '1967-01-13', 'RU', 'OFAC SDN'],
    ['Golden Crescent Trading FZE', 'GCT FZE', '', 'AE', 'OFAC SDN'],
    ['Kim Jong Sik', '', '1961-03-20', 'KP', 'UN Consolidated'],
    ['Ahmad Vahidi', 'Ahmad Shah Cheraghi', '1958-06-27', 'IR', 'EU Consolidated'],
    ['Maria Lopez de la Fuente', '', '1979-09-09', 'VE', 'UK HMT'],
  ];
  const csv = ['name,aliases,date_of_birth,country,list', ...rows.map((r) => r.map(csvCell).join(','))].join('\n');
  await uploadWatchlist(db, actor, { name: 'Consolidated sanctions (demo)', csv }, { provider: watchlistProvider, threshold: 0.85 });

  // Decide a few, as a reviewer would have: the true hit is a match, two of the others are not.
  const caseOf = async (customerId: string) => (await db.select({ id: screeningCases.id }).from(screeningCases).where(eq(screeningCases.customerId, customerId)))[0]?.id;
  const match = await caseOf(trueHit.id);
  if (match) await decideCase(db, actor, match, { decision: 'TRUE_MATCH', note: 'Passport number and nationality match the SDN entry; account frozen, MLRO informed.' });
  const falseOnes = await db.execute(sql`select id from screening_cases where entry_name = ${elsewhere.name} and status = 'OPEN' order by created_at, id limit 2`);
  for (const row of (falseOnes as unknown as { rows: { id: string }[] }).rows) {
    await decideCase(db, actor, row.id, { decision: 'FALSE_POSITIVE', note: 'Different person: passport shows another birth date and nationality.' });
  }
}
