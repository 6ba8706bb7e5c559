import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';

/*
 * Demo and bench customers, generated inside the database with generate_series: a million rows
 * take seconds. Every "random" choice is a hash of the row number and a salt, so the same count
 * gives the same customers. Row g is customer<g>@demo.example, which the other demo generators
 * rely on (they pick customers by row_number over the e-mail).
 */

const rnd = (salt: string, g = 'g') => `(('x' || substr(md5(${g}::text || '${salt}'), 1, 8))::bit(32)::bigint)`;
const pick = (values: readonly string[], salt: string, g = 'g') => `(array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}])[1 + ${rnd(salt, g)} % ${values.length}]`;

export const DEMO_FIRST_NAMES = ['Amina', 'Bilal', 'Chen', 'Diego', 'Elena', 'Farah', 'Giulia', 'Hassan', 'Ines', 'Jamal', 'Kemi', 'Lucas', 'Mei', 'Noor', 'Omar', 'Priya', 'Rafael', 'Sara', 'Tunde', 'Yusuf',
  'Aisha', 'Bruno', 'Carmen', 'Daniel', 'Emeka', 'Fatima', 'Gabriel', 'Hana', 'Ivan', 'Julia', 'Karim', 'Leila', 'Mateo', 'Nadia', 'Oscar', 'Paola', 'Rania', 'Samir', 'Tariq', 'Zara'];
export const DEMO_LAST_NAMES = ['Adeyemi', 'Bianchi', 'Castro', 'Dubois', 'El-Sayed', 'Fischer', 'Garcia', 'Haddad', 'Iyer', 'Khan', 'Li', 'Martin', 'Nakamura', 'Okafor', 'Rossi', 'Silva', 'Wang', 'Yilmaz',
  'Abdullah', 'Becker', 'Chowdhury', 'Delgado', 'Eze', 'Ferreira', 'Gupta', 'Hoffmann', 'Ibrahim', 'Jensen', 'Kowalski', 'Lefebvre', 'Mansour', 'Nguyen', 'Oyelaran', 'Petrov', 'Quintero', 'Rahman',
  'Santos', 'Takahashi', 'Usman', 'Volkov', 'Wojcik', 'Xu', 'Yamamoto', 'Zimmermann', 'Alvarez', 'Benali', 'Costa', 'Demir', 'Esposito', 'Farouk'];
/*
 * A million customers named from 40 first names and 50 surnames would be 2,000 names each worn by
 * 500 people: every name search would match hundreds of rows and every trigram of a name would
 * point at tens of thousands. A real customer base has a few common surnames and a long tail of
 * rare ones, so the bench's customers (manySurnames) take a common surname one time in ten and
 * otherwise one made of a stem, a link and an ending (about 40,000 of them).
 */
const SURNAME_STEMS = ['Abr', 'Adel', 'Akin', 'Alb', 'Amar', 'Ant', 'Bar', 'Bel', 'Bogd', 'Bor', 'Cal', 'Carv', 'Chand', 'Dab', 'Dan', 'Dmitr', 'Dor', 'Eber', 'Ekw',
  'Falc', 'Fed', 'Gal', 'Gor', 'Grab', 'Hal', 'Hask', 'Ibar', 'Ily', 'Jab', 'Jar', 'Kacz', 'Kam', 'Kar', 'Kov', 'Kuz', 'Lam', 'Lev', 'Lom', 'Mak', 'Mar', 'Maz', 'Mend',
  'Mir', 'Mor', 'Nad', 'Nov', 'Obi', 'Ol', 'Orl', 'Pav', 'Per', 'Pol', 'Rad', 'Ram', 'Ros', 'Sab', 'Sal', 'Sok', 'Stan', 'Tar', 'Tom', 'Urb', 'Val', 'Vin', 'Wal', 'Wis',
  'Yak', 'Zaj', 'Zel', 'Zor'];
const SURNAME_LINKS = ['', 'a', 'e', 'i', 'o', 'u', 'an', 'el', 'in', 'or', 'ul', 'ar', 'en', 'is', 'om', 'ud'];
const SURNAME_ENDINGS = ['ski', 'ska', 'ov', 'ova', 'enko', 'ic', 'ovic', 'escu', 'ani', 'ari', 'etti', 'elli', 'ez', 'es', 'son', 'sen', 'berg', 'mann', 'er', 'oglu',
  'yan', 'idis', 'opoulos', 'ou', 'ade', 'owo', 'eke', 'ara', 'uri', 'aki', 'ashi', 'moto', 'ane', 'ston', 'ford', 'ley', 'ton', 'well'];
const COUNTRIES = ['AE', 'NG', 'IN', 'TR', 'BR', 'GB', 'DE', 'FR', 'IT', 'ES', 'US', 'EG', 'SA', 'PK', 'CN'];
const CALLING_CODES: Record<string, string> = { AE: '971', NG: '234', IN: '91', TR: '90', BR: '55', GB: '44', DE: '49', FR: '33', IT: '39', ES: '34', US: '1', EG: '20', SA: '966', PK: '92', CN: '86' };
const LABELS = ['VIP', 'High volume', 'Corporate', 'Watchlist', 'Merchant candidate', 'Early adopter', 'Chargeback history'];
const FREEZE_REASONS = ['Suspicious login from a new country', 'Chargeback on a card deposit under investigation', 'Court order received', 'Customer asked to lock the account', 'Possible account takeover reported by the customer'];
const CLOSE_REASONS = ['Customer asked to close the account', 'Duplicate account of the same person', 'Terms of service breach: multiple accounts'];
const BLOCK_REASONS = ['Withdrawal address linked to a mixer', 'Source of funds documents pending', 'Unusual trading pattern under review'];

const callingCode = (country: string) => `(case ${country} ${Object.entries(CALLING_CODES).map(([c, code]) => `when '${c}' then '${code}'`).join(' ')} end)`;

/**
 * `count` customers, row g = 1..count. States: about 8% PENDING (newest sign-ups, no KYC yet),
 * 80% ACTIVE, 8% FROZEN with a reason (a third with an expiry, some already passed: those read as
 * ACTIVE), 4% CLOSED; a few percent with a withdrawal or trading block; labels on some.
 */
export async function insertDemoCustomers(db: Db, options: { count: number; anchor: string; from?: number; manySurnames?: boolean }) {
  const at = `'${options.anchor}'::timestamptz`;
  const from = options.from ?? 1;
  const to = from + options.count - 1;
  const stateRoll = `${rnd('st')} % 100`;
  const lastName = options.manySurnames
    ? `case when ${rnd('lc')} % 10 = 0 then ${pick(DEMO_LAST_NAMES, 'cl')} else initcap(${pick(SURNAME_STEMS, 'ls')} || ${pick(SURNAME_LINKS, 'll')} || ${pick(SURNAME_ENDINGS, 'le')}) end`
    : pick(DEMO_LAST_NAMES, 'cl');
  await db.execute(sql.raw(`insert into customers (email, name, country, phone, date_of_birth, state, state_reason, frozen_until, state_changed_at,
      withdrawals_blocked_at, withdrawals_block_reason, withdrawals_blocked_until, trading_blocked_at, trading_block_reason, trading_blocked_until,
      kyc_level, kyc_status, labels, created_at, updated_at)
    select 'customer' || g || '@demo.example', x.first || ' ' || x.last, x.country,
      '+' || ${callingCode('x.country')} || lpad((${rnd('ph')} % 1000000000)::text, 9, '0'),
      (date '1960-01-01' + (${rnd('db')} % 16000)::int),
      x.state,
      case x.state when 'FROZEN' then ${pick(FREEZE_REASONS, 'fr')} when 'CLOSED' then ${pick(CLOSE_REASONS, 'cr')} end,
      case when x.state = 'FROZEN' and ${rnd('fu')} % 3 = 0 then ${at} + make_interval(secs => ${rnd('fd')} % (40 * 86400) - 10 * 86400) end,
      case when x.state <> 'PENDING' then x.created + make_interval(secs => ${rnd('sc')} % 86400) end,
      case when x.wblock then ${at} - make_interval(secs => ${rnd('wa')} % (20 * 86400)) end,
      case when x.wblock then ${pick(BLOCK_REASONS, 'wr')} end,
      case when x.wblock and ${rnd('wu')} % 2 = 0 then ${at} + make_interval(secs => 86400 + ${rnd('wd')} % (30 * 86400)) end,
      case when x.tblock then ${at} - make_interval(secs => ${rnd('ta')} % (20 * 86400)) end,
      case when x.tblock then ${pick(BLOCK_REASONS, 'tr')} end,
      null,
      x.level,
      case when x.state = 'PENDING' then (array['NONE', 'NONE', 'SUBMITTED'])[1 + ${rnd('ks')} % 3]
        when x.level = 0 then 'NONE' when ${rnd('kr')} % 20 = 0 then 'RESUBMISSION_REQUESTED' when ${rnd('kr')} % 20 = 1 then 'SUBMITTED' else 'APPROVED' end,
      case when ${rnd('lb')} % 100 < 15 then array[${pick(LABELS, 'l1')}] || case when ${rnd('lb')} % 100 < 4 then array[${pick(LABELS, 'l2')}] else '{}' end else '{}' end,
      x.created, x.created
    from generate_series(${from}, ${to}) g
    cross join lateral (select ${pick(DEMO_FIRST_NAMES, 'cf')} as first, ${lastName} as last, ${pick(COUNTRIES, 'cc')} as country,
      case when ${stateRoll} < 8 then 'PENDING' when ${stateRoll} < 88 then 'ACTIVE' when ${stateRoll} < 96 then 'FROZEN' else 'CLOSED' end as state,
      case when ${stateRoll} < 8 then 0 else 1 + ${rnd('kl')} % 3 end as level,
      ${stateRoll} between 8 and 95 and ${rnd('wb')} % 100 < 4 as wblock,
      ${stateRoll} between 8 and 95 and ${rnd('tb')} % 100 < 3 as tblock,
      ${at} - make_interval(secs => case when ${stateRoll} < 8 then ${rnd('ca')} % (14 * 86400) else 200 * 86400 + ${rnd('ca')} % (900 * 86400) end) as created) x`));
}

/**
 * What an admin's work leaves on the demo customers: the audit rows of their freezes, closes and
 * blocks (their timelines), and a notes thread on some.
 */
export async function generateCustomersDemoData(db: Db, anchor: string, adminIds: { support: string; finance: string }) {
  const run = (statement: string) => db.execute(sql.raw(statement));
  await run(`insert into audit_log (occurred_at, actor_id, actor_email, action, target_type, target_id, customer_id, before, after, ip, user_agent, outcome)
    select coalesce(c.state_changed_at, c.created_at), '${adminIds.support}', 'support@demo.example',
      case c.state when 'FROZEN' then 'customers.freeze' when 'CLOSED' then 'customers.close' else 'customers.activate' end,
      'customer', c.id::text, c.id, jsonb_build_object('state', case c.state when 'CLOSED' then 'ACTIVE' when 'FROZEN' then 'ACTIVE' else 'PENDING' end),
      jsonb_strip_nulls(jsonb_build_object('state', c.state, 'reason', c.state_reason, 'until', c.frozen_until)), '10.0.0.12', 'demo', 'SUCCESS'
    from customers c where c.state <> 'PENDING' and c.email like '%@demo.example'`);
  await run(`insert into audit_log (occurred_at, actor_id, actor_email, action, target_type, target_id, customer_id, before, after, ip, user_agent, outcome)
    select b.at, '${adminIds.finance}', 'finance@demo.example', 'customers.block.' || b.kind, 'customer', c.id::text, c.id,
      jsonb_build_object('block', upper(b.kind), 'blocked', false), jsonb_strip_nulls(jsonb_build_object('block', upper(b.kind), 'blocked', true, 'reason', b.reason, 'until', b.until)),
      '10.0.0.14', 'demo', 'SUCCESS'
    from customers c cross join lateral (values ('withdrawals', c.withdrawals_blocked_at, c.withdrawals_block_reason, c.withdrawals_blocked_until),
      ('trading', c.trading_blocked_at, c.trading_block_reason, c.trading_blocked_until)) b(kind, at, reason, until)
    where b.at is not null`);
  await run(`insert into customer_notes (customer_id, author_id, body, created_at)
    select c.id, case when n % 2 = 0 then '${adminIds.support}'::uuid else '${adminIds.finance}'::uuid end,
      (array['Called the customer: confirmed the recent logins are theirs.', 'Asked for a bank statement covering the last three months.',
        'Customer says the card deposit was made by a family member.', 'Escalated to compliance for a second look.'])[1 + (n + ${rnd('nb', 'c.email')}) % 4],
      least(c.created_at + make_interval(days => 1 + n * 3), '${anchor}'::timestamptz - make_interval(hours => 3 - n))
    from customers c cross join generate_series(0, (1 + ${rnd('nn', 'c.email')} % 3)::int) n
    where c.state in ('FROZEN', 'CLOSED') or ${rnd('nt', 'c.email')} % 100 < 3`);
}
