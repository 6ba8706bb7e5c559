import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { customerSide, exchangeSide } from '../ledger/ledger-demo-postings.ts';

/*
 * Demo LEAN deposits, deterministic like the P2P demo data (modules/p2p/demo/demo-data.ts): every
 * "random" choice is a hash of the row number and a salt, times are relative to the anchor.
 */
const rnd = (salt: string, g = 'g') => `(('x' || substr(md5(${g}::text || '${salt}'), 1, 8))::bit(32)::bigint)`;
const list = (values: readonly string[]) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;
const pick = (values: readonly string[], salt: string, g = 'g') => `(${list(values)})[1 + ${rnd(salt, g)} % ${values.length}]`;

const DEPOSITS = 300;
const AED_BANKS = ['Emirates NBD', 'First Abu Dhabi Bank', 'Abu Dhabi Commercial Bank', 'Mashreq', 'Dubai Islamic Bank', 'RAKBANK'];
const SAR_BANKS = ['Al Rajhi Bank', 'Saudi National Bank', 'Riyad Bank', 'SAB', 'Alinma Bank', 'Banque Saudi Fransi'];
/** Third parties paying in for a customer: the case the operator is there to catch. */
const OTHER_PAYERS = ['Mohammed Al Marri', 'Rashid Trading LLC', 'Sara Al Qahtani', 'Imran Sheikh', 'Gulf Star General Trading', 'Faisal Al Harbi', 'Anil Kumar'];
const FAILURES = ['Insufficient funds in the payer account', 'Payment cancelled by the customer at the bank', 'Bank authorisation timed out', 'Payer account blocked by the bank'];
const REJECTIONS = ['Payer name does not match the account holder', 'Third-party payments are not accepted', 'Amount above the customer deposit limit', 'Customer did not answer the source-of-funds check'];
const APPROVAL_NOTES = ['Payer verified by phone', 'Third-party payer verified: signed authorisation from the customer on file'];

export async function generateLeanDemoData(db: Db, anchor: string) {
  const at = `'${anchor}'::timestamptz`;
  const finance = `(select id from admins where email = 'finance@demo.example')`;
  await db.execute(sql.raw(`with cust as (select id, name, row_number() over (order by email) rn from customers)
    insert into lean_transactions (reference, customer_id, amount, currency, bank_name, payer_name, payer_account, status,
      failure_reason, decision_reason, decided_by, decided_at, created_at, updated_at)
    select 'LN' || to_char(x.created_at, 'YYMMDD') || lpad(g::text, 5, '0'), c.id, x.amount, x.currency, x.bank_name,
      case when x.mismatch then ${pick(OTHER_PAYERS, 'lo')}
        -- Banks often print the holder in capitals: still the same person.
        when ${rnd('lu')} % 4 = 0 then upper(c.name) else c.name end,
      case x.currency when 'AED' then 'AE' || lpad((2 + ${rnd('li')} % 97)::text, 2, '0') || lpad((${rnd('lb')} % 1000)::text, 3, '0')
          || lpad((${rnd('la')} % 100000000)::text || (${rnd('lc')} % 100000000)::text, 16, '3')
        else 'SA' || lpad((2 + ${rnd('li')} % 97)::text, 2, '0') || lpad((${rnd('lb')} % 100)::text, 2, '0')
          || lpad((${rnd('la')} % 1000000000)::text || (${rnd('lc')} % 1000000000)::text, 18, '5') end,
      x.status,
      case when x.status = 'FAILED' then ${pick(FAILURES, 'lf')} end,
      case x.status when 'REJECTED' then case when x.mismatch then '${REJECTIONS[0]}' else ${pick(REJECTIONS.slice(1), 'lr')} end
        when 'APPROVED' then case when x.mismatch then '${APPROVAL_NOTES[1]}' when ${rnd('ln')} % 8 = 0 then '${APPROVAL_NOTES[0]}' end end,
      case when x.status in ('APPROVED', 'REJECTED') then ${finance} end,
      case when x.status in ('APPROVED', 'REJECTED') then least(${at} - interval '1 minute', x.created_at + make_interval(secs => 600 + ${rnd('ld')} % (8 * 3600))) end,
      x.created_at, x.created_at
    from generate_series(1, ${DEPOSITS}) g
    join cust c on c.rn = 1 + ${rnd('lk')} % (select count(*) from customers)
    cross join lateral (select case when ${rnd('lm')} % 100 < 60 then 'AED' else 'SAR' end as currency,
        -- The first five rows take the five statuses, so every status is there whatever the hashes give.
        case when g <= 5 then (array['PENDING', 'AWAITING_APPROVAL', 'APPROVED', 'REJECTED', 'FAILED'])[g]
          when ${rnd('ls')} % 100 < 8 then 'PENDING' when ${rnd('ls')} % 100 < 26 then 'AWAITING_APPROVAL'
          when ${rnd('ls')} % 100 < 80 then 'APPROVED' when ${rnd('ls')} % 100 < 88 then 'REJECTED' else 'FAILED' end as status) s
    cross join lateral (select s.currency, s.status,
        case s.currency when 'AED' then ${pick(AED_BANKS, 'lq')} else ${pick(SAR_BANKS, 'lq')} end as bank_name,
        round((100 + ${rnd('lv')} % 24900) + (${rnd('lw')} % 100) / 100.0, 2) as amount,
        -- Mostly the customer pays from an own account; rejected deposits are mostly third-party ones.
        ${rnd('lx')} % 100 < (case s.status when 'REJECTED' then 75 when 'AWAITING_APPROVAL' then 25 when 'APPROVED' then 4 else 12 end) as mismatch,
        ${at} - make_interval(secs => case s.status
          when 'PENDING' then 60 + ${rnd('lt')} % (6 * 3600)
          when 'AWAITING_APPROVAL' then 300 + ${rnd('lt')} % (3 * 86400)
          else 3600 + ${rnd('lt')} % (60 * 86400) end + (${rnd('lz')} % 1000000) / 1000000.0) as created_at) x`));
  // Four-eyes on third-party deposits (the payer is not the customer): half of those awaiting approval
  // have had their first approval, from the finance admin; an approved one had it too, and another
  // admin, the demo's treasurer, gave the second, crediting one.
  const other = `(select id from admins where email = 'treasury@demo.example' and id <> ${finance})`;
  const thirdParty = `lower(regexp_replace(t.payer_name, '\\s+', '', 'g')) <> lower(regexp_replace(c.name, '\\s+', '', 'g'))`;
  await db.execute(sql.raw(`with ranked as (
      select t.id, row_number() over (order by t.reference) rn from lean_transactions t join customers c on c.id = t.customer_id
      where t.status = 'AWAITING_APPROVAL' and ${thirdParty})
    update lean_transactions t set status = 'AWAITING_SECOND_APPROVAL', first_approved_by = ${finance},
      first_approved_at = least(${at} - interval '1 minute', t.created_at + make_interval(secs => 300 + ${rnd('lg', 't.id')} % 7200)),
      first_approval_notes = '${APPROVAL_NOTES[1]}'
    from ranked where ranked.id = t.id and ranked.rn % 2 = 1`));
  await db.execute(sql.raw(`update lean_transactions t set first_approved_by = t.decided_by, first_approved_at = t.decided_at - interval '20 minutes',
      first_approval_notes = t.decision_reason, decided_by = ${other}, decision_reason = null
    from customers c where c.id = t.customer_id and t.status = 'APPROVED' and ${thirdParty} and ${other} is not null`));
  await db.execute(sql.raw('vacuum analyze lean_transactions'));
}

/** An approved deposit has credited its customer from the bank, as a real approval posts it (for postDemoMovements). */
export const leanDemoMovements = () => `select 'LEAN_DEPOSIT'::text as kind, 'lean_transaction'::text as reference_type, t.id::text as reference_id,
    null::text as memo, t.decided_by as actor_id, t.decided_at as created_at, t.currency as asset, t.amount,
    ${exchangeSide('from', 'BANK')}, ${customerSide('to', 't.customer_id')}
  from lean_transactions t
  where t.status = 'APPROVED' and t.decided_by is not null
    and not exists (select 1 from ledger_entries e where e.kind = 'LEAN_DEPOSIT' and e.reference_id = t.id::text)`;
