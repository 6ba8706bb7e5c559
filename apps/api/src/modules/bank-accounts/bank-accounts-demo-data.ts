import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { admins } from '../auth/auth-tables.ts';

/*
 * Demo bank accounts, deterministic like the other demo data: about half the customers have one
 * (some two), in every status. Most holders are the customer's KYC name; some are written another
 * way (upper case, surname first: still the same name) and some are someone else (a mismatch).
 */
const rnd = (salt: string, g = 'c.rn') => `(('x' || substr(md5(${g}::text || '${salt}'), 1, 8))::bit(32)::bigint)`;
const pick = (values: readonly string[], salt: string, g = 'c.rn') =>
  `(array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}])[1 + ${rnd(salt, g)} % ${values.length}]`;

const BANKS: Record<string, readonly string[]> = {
  AE: ['Emirates NBD', 'Abu Dhabi Commercial Bank', 'Mashreq'], NG: ['Access Bank', 'Zenith Bank'], IN: ['HDFC Bank', 'State Bank of India'],
  TR: ['Garanti BBVA', 'Ziraat Bankası'], BR: ['Banco do Brasil', 'Itaú Unibanco'], GB: ['Barclays', 'HSBC UK'], DE: ['Deutsche Bank', 'Commerzbank'],
  FR: ['BNP Paribas', 'Société Générale'], IT: ['Intesa Sanpaolo', 'UniCredit'], ES: ['Banco Santander', 'BBVA'], US: ['Chase', 'Bank of America'],
  EG: ['National Bank of Egypt', 'Banque Misr'], SA: ['Al Rajhi Bank', 'Saudi National Bank'], PK: ['Habib Bank Limited', 'Meezan Bank'], CN: ['Bank of China', 'ICBC'],
};
const CURRENCIES: Record<string, string> = {
  AE: 'AED', NG: 'NGN', IN: 'INR', TR: 'TRY', BR: 'BRL', GB: 'GBP', DE: 'EUR', FR: 'EUR', IT: 'EUR', ES: 'EUR', US: 'USD', EG: 'EGP', SA: 'SAR', PK: 'PKR', CN: 'CNY',
};
const IBAN_COUNTRIES = ['AE', 'TR', 'GB', 'DE', 'FR', 'IT', 'ES', 'EG', 'SA', 'PK', 'BR'];
const OTHER_HOLDERS = ['Global Trading LLC', 'Karim Mansour', 'Julia Novak', 'Sunrise General Trading', 'Peter Okonkwo', 'Lina Haddad'];
const REJECT_REASONS = [
  'Account holder is not the customer',
  'IBAN does not exist at the named bank',
  'Bank statement shows a business account; personal accounts only',
  'Currency of the account differs from the declared one',
];

const perCountry = (country: string, lists: Record<string, readonly string[]>, salt: string) =>
  `(case ${country} ${Object.entries(lists).map(([code, values]) => `when '${code}' then ${pick(values, salt)}`).join(' ')} else 'Demo Bank' end)`;

export async function generateBankAccountsDemoData(db: Db, anchor: string) {
  const [decider] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, 'finance@demo.example'));
  const [anyAdmin] = decider ? [decider] : await db.select({ id: admins.id }).from(admins).limit(1);
  if (!anyAdmin) return;
  const at = `'${anchor}'::timestamptz`;
  const digits = (salt: string, length: number) => `lpad(((${rnd(`${salt}a`)} % 100000000)::text || (${rnd(`${salt}b`)} % 100000000)::text), ${length}, '4')`;
  await db.execute(sql.raw(`with c as (select c.id, c.country, row_number() over (order by c.email) rn,
        coalesce((select k.full_name from kyc_requests k where k.customer_id = c.id and k.status = 'APPROVED' order by k.decided_at desc nulls last limit 1), c.name) as kyc_name
      from customers c),
    chosen as (select c.*, n.k, (c.rn * 2 + n.k) as g from c cross join generate_series(0, 1) n(k)
      where (n.k = 0 and (c.rn <= 3 or ${rnd('ba')} % 100 < 50)) or (n.k = 1 and ${rnd('bb')} % 100 < 8))
    insert into customer_bank_accounts (customer_id, holder_name, bank_name, account_number, country, currency, status, reject_reason, decided_by, decided_at, created_at, updated_at)
    select x.id, x.holder, x.bank, x.account, x.country, x.currency, x.status,
      case when x.status = 'REJECTED' then case when x.holder_kind = 'other' then '${REJECT_REASONS[0]}' else ${pick(REJECT_REASONS.slice(1), 'br', 'x.g')} end end,
      case when x.status <> 'PENDING' then '${anyAdmin.id}'::uuid end,
      case when x.status <> 'PENDING' then least(${at} - interval '1 minute', x.created_at + interval '1 day') end,
      x.created_at, x.created_at
    from (select ch.id, ch.g, ch.country,
        case when ch.rn <= 3 then (array['PENDING', 'VERIFIED', 'REJECTED'])[ch.rn]
          when ${rnd('bs', 'ch.g')} % 100 < 40 then 'PENDING' when ${rnd('bs', 'ch.g')} % 100 < 85 then 'VERIFIED' else 'REJECTED' end as status,
        case when ch.rn = 1 or ${rnd('bh', 'ch.g')} % 100 < 14 then 'other' when ${rnd('bh', 'ch.g')} % 100 < 26 then 'variant' else 'same' end as holder_kind,
        ch.kyc_name,
        ${perCountry('ch.country', BANKS, 'bk').replaceAll('c.rn', 'ch.g')} as bank,
        coalesce((case ch.country ${Object.entries(CURRENCIES).map(([code, cur]) => `when '${code}' then '${cur}'`).join(' ')} end), 'USD') as currency,
        case when ch.country in (${IBAN_COUNTRIES.map((code) => `'${code}'`).join(',')})
          then ch.country || lpad((2 + ${rnd('bx', 'ch.g')} % 97)::text, 2, '0') || ${digits('bd', 18).replaceAll('c.rn', 'ch.g')}
          else ${digits('bd', 12).replaceAll('c.rn', 'ch.g')} end as account,
        ${at} - make_interval(secs => 600 + ${rnd('bt', 'ch.g')} % (60 * 86400)) as created_at
      from chosen ch) s
    cross join lateral (select s.*,
        case s.holder_kind when 'other' then ${pick(OTHER_HOLDERS, 'bo', 's.g')}
          when 'variant' then upper(split_part(s.kyc_name, ' ', 2)) || ' ' || split_part(s.kyc_name, ' ', 1)
          else s.kyc_name end as holder) x`));
  await db.execute(sql.raw('vacuum analyze customer_bank_accounts'));
}
