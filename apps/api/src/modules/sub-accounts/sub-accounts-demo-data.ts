import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import { DEMO_MONEY_CUSTOMERS, demoCredits } from '../reimbursements/reimbursements-demo-data.ts';

/*
 * Demo sub-accounts and transfers, deterministic (hashes of row keys). One customer in three of
 * those that get reimbursements keeps one to three sub-accounts; some are closed (never funded).
 * Transfers move part of an approved credit (a reimbursement or a LEAN deposit) into a sub-account
 * after it landed, some of it on to a second sub-account and some back: every transfer takes from
 * money its own credit brought, so no balance goes below zero whatever else happens.
 */

const rnd = (salt: string, key: string) => `(('x' || substr(md5((${key})::text || '${salt}'), 1, 8))::bit(32)::bigint)`;
const NAMES = ['Trading', 'Payroll', 'Savings', 'Operations', 'Escrow', 'Marketing', 'Treasury desk', 'Suppliers'];
const CLOSE_REASONS = ['Opened by mistake', 'Business unit wound down', 'Merged into the Trading sub-account'];
const MEMOS = ['Monthly float', 'Supplier payments', 'Salary run', 'Set aside for taxes', 'Top-up for trading', 'Back to the main account'];
const scaleOf = (asset: string) => `(case when ${asset} in ('BTC', 'ETH', 'USDT', 'USDC', 'BNB') then 8 else 2 end)`;
const list = (values: readonly string[]) => `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]`;

/** The sub-accounts (before the ledger pass, which funds them). */
export async function generateSubAccountsDemoData(db: Db, anchor: string): Promise<void> {
  const at = `'${anchor}'::timestamptz`;
  const run = (statement: string) => db.execute(sql.raw(statement));
  await run(`insert into customer_sub_accounts (id, customer_id, name, status, closed_reason, closed_by, closed_at, created_by, created_at, updated_at)
    select md5('demo-sub-' || p.id || '-' || k)::uuid, p.id,
      (${list(NAMES)})[1 + (${rnd('sn', 'p.id')} + k) % ${NAMES.length}],
      case when k = 3 and ${rnd('sc', 'p.id')} % 2 = 0 then 'CLOSED' else 'OPEN' end,
      case when k = 3 and ${rnd('sc', 'p.id')} % 2 = 0 then (${list(CLOSE_REASONS)})[1 + ${rnd('sr', 'p.id')} % ${CLOSE_REASONS.length}] end,
      case when k = 3 and ${rnd('sc', 'p.id')} % 2 = 0 then (select id from admins where email = 'finance@demo.example') end,
      case when k = 3 and ${rnd('sc', 'p.id')} % 2 = 0 then c.created_at + interval '9 days' end,
      case when ${rnd('so', 'p.id::text || k')} % 3 = 0 then null else (select id from admins where email = 'finance@demo.example') end,
      c.created_at, coalesce(case when k = 3 and ${rnd('sc', 'p.id')} % 2 = 0 then c.created_at + interval '9 days' end, c.created_at)
    from (select id, created_at, row_number() over (order by email) rn from customers where state <> 'PENDING') p
    cross join generate_series(1, 3) k
    cross join lateral (select greatest(p.created_at + interval '1 hour', ${at} - make_interval(secs => 130 * 86400 - (k - 1) * 5 * 86400 - ${rnd('st', 'p.id::text || k')} % (4 * 86400))) as created_at) c
    where p.rn <= ${DEMO_MONEY_CUSTOMERS} and p.rn % 3 = 0 and k <= 1 + ${rnd('sk', 'p.id')} % 3
      and (k < 3 or c.created_at + interval '9 days' < ${at}) and c.created_at < ${at} - interval '1 day'`);

}

/**
 * The transfers' legs: 35 % of an approved credit (a reimbursement or a LEAN deposit) into the
 * customer's first open sub-account after it landed; later 10 % of it back to the main account
 * and, with a second sub-account, 15 % on to it. Each leg after the first, all before the anchor.
 */
function transferLegs(anchor: string): string {
  const at = `'${anchor}'::timestamptz`;
  // The credits that fund transfers: approved reimbursement credits and approved LEAN deposits, each
  // with the customer's first and second open sub-accounts that existed an hour before it landed.
  const funding = `select f.*, s1.id as sub1, s2.id as sub2 from (
      select c.id::text as key, c.customer_id, c.asset, c.amount, c.decided_at as landed_at from (${demoCredits(anchor)}) c where c.status = 'APPROVED'
      union all
      select t.id::text, t.customer_id, t.currency, t.amount, t.decided_at from lean_transactions t where t.status = 'APPROVED' and t.decided_at is not null
    ) f
    join lateral (select id, name from customer_sub_accounts s where s.customer_id = f.customer_id and s.status = 'OPEN' and s.created_at < f.landed_at - interval '1 hour' order by s.created_at, s.id limit 1) s1 on true
    left join lateral (select id from customer_sub_accounts s where s.customer_id = f.customer_id and s.status = 'OPEN' and s.created_at < f.landed_at - interval '1 hour' and s.id <> s1.id order by s.created_at, s.id limit 1) s2 on true`;
  return `select l.* from (
      select md5('demo-transfer-1-' || f.key)::uuid as id, f.customer_id, null::uuid as from_sub, f.sub1 as to_sub, f.asset,
        round(f.amount * 0.35, ${scaleOf('f.asset')}) as amount, f.landed_at + make_interval(secs => 7200 + ${rnd('t1', 'f.key')} % 172800) as created_at, f.key
      from (${funding}) f
      union all
      select md5('demo-transfer-2-' || f.key)::uuid, f.customer_id, f.sub1, null, f.asset, round(f.amount * 0.10, ${scaleOf('f.asset')}),
        f.landed_at + make_interval(secs => 3 * 86400 + ${rnd('t2', 'f.key')} % (7 * 86400)), f.key
      from (${funding}) f where ${rnd('t2x', 'f.key')} % 2 = 0
      union all
      select md5('demo-transfer-3-' || f.key)::uuid, f.customer_id, f.sub1, f.sub2, f.asset, round(f.amount * 0.15, ${scaleOf('f.asset')}),
        f.landed_at + make_interval(secs => 3 * 86400 + ${rnd('t3', 'f.key')} % (7 * 86400)), f.key
      from (${funding}) f where f.sub2 is not null
    ) l where l.created_at < ${at} and l.amount > 0`;
}

const actor = `(select id from admins where email = 'finance@demo.example')`;

/** The transfers as postDemoMovements takes them. */
export function subAccountTransferDemoMovements(anchor: string): string {
  const side = (prefix: 'from' | 'to', sub: string) =>
    `'CUSTOMER'::text as ${prefix}_owner, l.customer_id as ${prefix}_customer_id, ${sub} as ${prefix}_sub_account_id, 'AVAILABLE'::text as ${prefix}_bucket, null::text as ${prefix}_purpose`;
  return `select 'SUB_ACCOUNT_TRANSFER'::text as kind, 'sub_account_transfer'::text as reference_type, l.id::text as reference_id,
      (${list(MEMOS)})[1 + ${rnd('tm', 'l.id')} % ${MEMOS.length}] as memo, ${actor} as actor_id, l.created_at, l.asset, l.amount,
      ${side('from', 'l.from_sub')}, ${side('to', 'l.to_sub')}
    from (${transferLegs(anchor)}) l`;
}

/** The transfers and the audit trail, once the ledger pass has posted them. */
export async function recordSubAccountsDemoData(db: Db, anchor: string): Promise<void> {
  const run = (statement: string) => db.execute(sql.raw(statement));
  const legs = transferLegs(anchor);
  await run(`insert into sub_account_transfers (id, customer_id, from_sub_account_id, to_sub_account_id, asset, amount, memo, created_by, created_at, ledger_entry_id)
    select l.id, l.customer_id, l.from_sub, l.to_sub, l.asset, l.amount, e.memo, e.actor_id, l.created_at, e.id
    from (${legs}) l join ledger_entries e on e.kind = 'SUB_ACCOUNT_TRANSFER' and e.reference_id = l.id::text`);
  // The audit trail, as the API writes it (on the customer's timeline).
  await run(`insert into audit_log (occurred_at, actor_id, actor_email, action, target_type, target_id, before, after, ip, user_agent, outcome, customer_id)
    select s.created_at, s.created_by, a.email, 'subAccounts.create', 'customer_sub_account', s.id::text, null, jsonb_build_object('name', s.name, 'status', 'OPEN'),
      '10.20.0.14', 'Mozilla/5.0 (demo data)', 'SUCCESS', s.customer_id
    from customer_sub_accounts s join admins a on a.id = s.created_by
    union all
    select s.closed_at, s.closed_by, a.email, 'subAccounts.close', 'customer_sub_account', s.id::text, jsonb_build_object('status', 'OPEN'),
      jsonb_build_object('status', 'CLOSED', 'reason', s.closed_reason), '10.20.0.14', 'Mozilla/5.0 (demo data)', 'SUCCESS', s.customer_id
    from customer_sub_accounts s join admins a on a.id = s.closed_by where s.status = 'CLOSED'
    union all
    select t.created_at, t.created_by, a.email, 'subAccounts.transfer', 'sub_account_transfer', t.id::text, null,
      jsonb_strip_nulls(jsonb_build_object('from', coalesce(t.from_sub_account_id::text, 'MAIN'), 'to', coalesce(t.to_sub_account_id::text, 'MAIN'), 'asset', t.asset,
        'amount', trim_scale(t.amount)::text, 'memo', t.memo, 'ledgerEntryId', t.ledger_entry_id)),
      '10.20.0.14', 'Mozilla/5.0 (demo data)', 'SUCCESS', t.customer_id
    from sub_account_transfers t join admins a on a.id = t.created_by`);
  for (const table of ['customer_sub_accounts', 'sub_account_transfers', 'ledger_lines', 'ledger_entries', 'ledger_balances', 'ledger_accounts']) await run(`vacuum analyze ${table}`);
}
