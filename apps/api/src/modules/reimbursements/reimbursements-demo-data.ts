import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { customerSide, exchangeSide } from '../ledger/ledger-demo-postings.ts';

/*
 * Demo reimbursements, deterministic like the other demo data: ids and every "random" choice are
 * hashes of the row number. Felix (finance) proposes most and Tara (treasury) approves them, or
 * the other way round (four-eyes, as the API holds it); approved ones are posted to the ledger
 * against the treasury (reimbursementDemoMovements, in the demo's one ledger pass), exactly as an
 * approval posts them, and each has its audit rows.
 */

/** A uniform 0 .. 2^32-1 value from `key` and `salt`. */
const rnd = (salt: string, key: string) => `(('x' || substr(md5((${key})::text || '${salt}'), 1, 8))::bit(32)::bigint)`;
const list = (values: readonly string[]) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;
const pick = (values: readonly string[], salt: string, key: string) => `(${list(values)})[1 + ${rnd(salt, key)} % ${values.length}]`;

export const DEMO_REIMBURSEMENTS = 1_500;
/** The customers reimbursements go to: the first ones by e-mail (so that their statements have several lines). */
export const DEMO_MONEY_CUSTOMERS = 400;

const ASSET_MIX = ['USDT', 'USDT', 'USDT', 'USDT', 'AED', 'AED', 'USD', 'EUR', 'BTC', 'ETH'];
const CREDIT_REASONS = [
  'Goodwill credit after the trading outage',
  'Deposit fee charged twice',
  'Withdrawal fee refunded: payout failed at the bank',
  'Compensation for delayed KYC review',
  'Promotion bonus not applied at sign-up',
  'Card deposit charged but not credited',
  'Chargeback reversed by the card processor',
  'Price slippage above the quoted spread',
];
const DEBIT_REASONS = ['Duplicate credit reversed', 'Promotion bonus clawed back: terms not met', 'Goodwill credit above policy: partly reversed', 'Refunded twice: bank returned the fee too'];
const REJECT_REASONS = ['Already refunded by the bank', 'No incident found for this ticket', 'Customer was told the fee applies', 'Amount does not match the ticket: propose again'];
const APPROVE_NOTES = ['Checked against the incident report', 'Bank statement line matched', 'Ticket confirmed by support lead'];

/** Fiat amounts have 2 decimals, crypto 8. */
const scaleOf = (asset: string) => `(case when ${asset} in ('BTC', 'ETH', 'USDT', 'USDC', 'BNB') then 8 else 2 end)`;

/**
 * The credits: DEMO_REIMBURSEMENTS proposals over the last four months, about three in four
 * approved, the rest pending (recent) or rejected. One query, run twice (to post, then to record).
 */
export function demoCredits(anchor: string): string {
  const at = `'${anchor}'::timestamptz`;
  const finance = `(select id from admins where email = 'finance@demo.example')`;
  const treasury = `(select id from admins where email = 'treasury@demo.example')`;
  return `select * from (select x.*, x.created_at + make_interval(secs => 1200 + ${rnd('rd', 'x.g')} % 172800) as decided_at
    from (
      select g, md5('demo-reimbursement-' || g)::uuid as id, p.id as customer_id, a.asset, 'CREDIT'::text as direction,
        round(case a.asset when 'BTC' then (5000 + ${rnd('ra', 'g')} % 200000) / 100000000.0 when 'ETH' then (100000 + ${rnd('ra', 'g')} % 4000000) / 100000000.0
          when 'AED' then (1800 + ${rnd('ra', 'g')} % 180000) / 100.0 else (500 + ${rnd('ra', 'g')} % 50000) / 100.0 end, ${scaleOf('a.asset')}) as amount,
        ${pick(CREDIT_REASONS, 'rr', 'g')} as reason,
        (array['ZD-', 'INC-', 'CB-'])[1 + ${rnd('rp', 'g')} % 3] || (10000 + ${rnd('rn', 'g')} % 89999)::text as reference,
        case when ${rnd('rs', 'g')} % 100 < 76 then 'APPROVED' when ${rnd('rs', 'g')} % 100 < 88 then 'REJECTED' else 'PENDING' end as status,
        case when g % 5 = 0 then ${treasury} else ${finance} end as maker,
        case when g % 5 = 0 then ${finance} else ${treasury} end as checker,
        greatest(p.created_at + interval '2 hours',
          ${at} - make_interval(secs => case when ${rnd('rs', 'g')} % 100 >= 88 then 600 + ${rnd('rt', 'g')} % (4 * 86400) else 3 * 86400 + ${rnd('rt', 'g')} % (120 * 86400) end)) as created_at
      from generate_series(1, ${DEMO_REIMBURSEMENTS}) g
      join (select id, created_at, row_number() over (order by email) rn from customers where state <> 'PENDING') p
        on p.rn = 1 + ${rnd('rc', 'g')} % ${DEMO_MONEY_CUSTOMERS}
      cross join lateral (select ${pick(ASSET_MIX, 'rx', 'g')} as asset) a
    ) x) y
    where y.created_at < ${at} - interval '10 minutes' and (y.status = 'PENDING' or y.decided_at < ${at})`;
}

/**
 * The debits: one approved credit in eight is partly reversed a few days later (10 to 30 % of it),
 * so a debit always takes from money its own credit brought.
 */
export function demoDebits(anchor: string): string {
  const at = `'${anchor}'::timestamptz`;
  return `select d.*, d.created_at + make_interval(secs => 1800 + ${rnd('dd', 'd.g')} % 86400) as decided_at from (
      select c.g, md5('demo-reimbursement-debit-' || c.g)::uuid as id, c.customer_id, c.asset, 'DEBIT'::text as direction,
        round(c.amount * (10 + ${rnd('da', 'c.g')} % 21) / 100.0, ${scaleOf('c.asset')}) as amount,
        ${pick(DEBIT_REASONS, 'dr', 'c.g')} as reason, 'REV-' || (10000 + ${rnd('dn', 'c.g')} % 89999)::text as reference,
        case when ${rnd('ds', 'c.g')} % 10 < 8 then 'APPROVED' else 'REJECTED' end as status,
        c.maker, c.checker,
        c.decided_at + make_interval(secs => 86400 + ${rnd('dt', 'c.g')} % (5 * 86400)) as created_at
      from (${demoCredits(anchor)}) c where c.status = 'APPROVED' and c.g % 8 = 0) d
    where d.created_at + interval '25 hours' < ${at}`;
}

/** The approved credits and debits as postDemoMovements takes them: treasury to customer, or back. */
export function reimbursementDemoMovements(anchor: string): string[] {
  const entry = (side: 'credit' | 'debit') => `select 'REIMBURSEMENT'::text as kind, 'reimbursement'::text as reference_type, r.id::text as reference_id,
      left(r.reference || ': ' || r.reason, 500) as memo, r.checker as actor_id, r.decided_at as created_at, r.asset, r.amount,
      ${side === 'credit' ? `${exchangeSide('from', 'TREASURY')}, ${customerSide('to', 'r.customer_id')}` : `${customerSide('from', 'r.customer_id')}, ${exchangeSide('to', 'TREASURY')}`}
    from (${side === 'credit' ? demoCredits(anchor) : demoDebits(anchor)}) r where r.status = 'APPROVED'`;
  return [entry('credit'), entry('debit')];
}

/** The reimbursements themselves and their audit rows, once the ledger pass has posted the approved ones. */
export async function generateReimbursementsDemoData(db: Db, anchor: string): Promise<void> {
  const run = (statement: string) => db.execute(sql.raw(statement));
  const credits = demoCredits(anchor);
  const debits = demoDebits(anchor);
  for (const source of [credits, debits]) {
    await run(`insert into reimbursements (id, customer_id, asset, direction, amount, reason, reference, status, created_by, created_at, decided_by, decided_at, decision_reason, ledger_entry_id)
      select r.id, r.customer_id, r.asset, r.direction, r.amount, r.reason, r.reference, r.status, r.maker, r.created_at,
        case when r.status <> 'PENDING' then r.checker end, case when r.status <> 'PENDING' then r.decided_at end,
        case r.status when 'REJECTED' then ${pick(REJECT_REASONS, 'jr', 'r.g')} when 'APPROVED' then case when r.g % 3 = 0 then ${pick(APPROVE_NOTES, 'an', 'r.g')} end end,
        e.id
      from (${source}) r left join ledger_entries e on e.kind = 'REIMBURSEMENT' and e.reference_id = r.id::text`);
  }
  // The audit trail, as the API writes it: the proposal, then the decision (on the customer's timeline).
  await run(`insert into audit_log (occurred_at, actor_id, actor_email, action, target_type, target_id, before, after, ip, user_agent, outcome, customer_id)
    select r.created_at, r.created_by, a.email, 'reimbursements.create', 'reimbursement', r.id::text, null,
      jsonb_build_object('status', 'PENDING', 'direction', r.direction, 'asset', r.asset, 'amount', trim_scale(r.amount)::text, 'reason', r.reason, 'reference', r.reference),
      '10.20.0.14', 'Mozilla/5.0 (demo data)', 'SUCCESS', r.customer_id
    from reimbursements r join admins a on a.id = r.created_by
    union all
    select r.decided_at, r.decided_by, a.email, case r.status when 'APPROVED' then 'reimbursements.approve' else 'reimbursements.reject' end, 'reimbursement', r.id::text,
      jsonb_build_object('status', 'PENDING', 'createdBy', r.created_by),
      case r.status when 'APPROVED' then jsonb_strip_nulls(jsonb_build_object('status', 'APPROVED', 'direction', r.direction, 'asset', r.asset, 'amount', trim_scale(r.amount)::text, 'note', r.decision_reason, 'ledgerEntryId', r.ledger_entry_id))
        else jsonb_build_object('status', 'REJECTED', 'reason', r.decision_reason) end,
      '10.20.0.15', 'Mozilla/5.0 (demo data)', 'SUCCESS', r.customer_id
    from reimbursements r join admins a on a.id = r.decided_by where r.status <> 'PENDING'`);
  await run('vacuum analyze reimbursements');
}
