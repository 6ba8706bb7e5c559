import { count, eq, sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { listFiatDepositsQuerySchema } from '@exchange/contract/fiat/fiat-deposits';
import { listFiatWithdrawalsQuerySchema } from '@exchange/contract/fiat/fiat-withdrawals';
import { COUNT_CAP } from '@exchange/contract/platform/lists';
import { openPostgres, type Db } from '../apps/api/src/platform/db/database.ts';
import { insertDemoCustomers } from '../apps/api/src/modules/customers/customers-demo-data.ts';
import { postEntry } from '../apps/api/src/modules/ledger/post-entry.ts';
import { admins } from '../apps/api/src/modules/auth/auth-tables.ts';
import { depositOrder, fiatDepositFilters, selectDeposits } from '../apps/api/src/modules/fiat/fiat-deposit-queries.ts';
import { fiatDeposits, fiatWithdrawals } from '../apps/api/src/modules/fiat/fiat-tables.ts';
import { fiatWithdrawalFilters, selectWithdrawals, withdrawalOrder } from '../apps/api/src/modules/fiat/fiat-withdrawal-queries.ts';
import { benchDatabase, benchServerOn, measureListAgainstBare } from './bench-helpers.ts';
import type { Figure } from './bench-server.ts';

const TARGET_ROWS = 1_000_000;
const CUSTOMERS = 20_000;
const dbName = process.env.BENCH_FIAT_DB_NAME ?? 'bench_fiat';

const rnd = (salt: string) => `(('x' || substr(md5(g::text || '${salt}'), 1, 8))::bit(32)::bigint)`;

/**
 * A PostgreSQL database with a million deposits and a million withdrawals (set-based SQL), made once
 * and reused. The lists read no journal lines, so one journal entry stands for every withdrawal's hold.
 */
export async function ensureFiatBenchDatabase(): Promise<string> {
  const url = await benchDatabase(dbName);
  const database = await openPostgres(url, { poolSize: 2 });
  const [row] = await database.db.select({ n: count() }).from(fiatWithdrawals);
  if ((row?.n ?? 0) !== TARGET_ROWS) {
    if ((row?.n ?? 0) > 0) throw new Error(`${dbName} holds ${row?.n} withdrawals, not ${TARGET_ROWS}: drop it and run again`);
    process.stdout.write(`generating ${TARGET_ROWS} deposits and withdrawals in ${dbName} (once)...\n`);
    await generate(database.db);
  }
  await database.close();
  return url;
}

async function generate(db: Db) {
  const run = (statement: string | SQL) => db.execute(typeof statement === 'string' ? sql.raw(statement) : statement);
  const anchor = new Date().toISOString();
  await insertDemoCustomers(db, { count: CUSTOMERS, anchor });
  await run(`insert into admins (email, name, role, password_hash) values ('bench-fiat@example.com', 'Bench Fiat', 'finance', 'x') on conflict do nothing`);
  await run(`insert into customer_bank_accounts (customer_id, holder_name, bank_name, account_number, country, currency, status, created_at)
    select id, name, 'Bench Bank', 'GB' || lpad((abs(hashtext(id::text)) % 1000000000)::text, 20, '0'), coalesce(country, 'GB'), 'USD', 'VERIFIED', created_at from customers`);
  // One balanced journal entry that every bench row names (the lists read no lines).
  const [bench] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, 'bench-fiat@example.com'));
  if (!bench) throw new Error('no bench admin');
  const entryId = await db.transaction((tx) =>
    postEntry(tx, {
      kind: 'WITHDRAWAL_HOLD',
      referenceType: 'bench',
      referenceId: 'bench',
      actorId: bench.id,
      lines: [
        { account: { owner: 'EXCHANGE', purpose: 'BANK' }, asset: 'USD', amount: '1' },
        { account: { owner: 'EXCHANGE', purpose: 'SUSPENSE' }, asset: 'USD', amount: '-1' },
      ],
    }),
  );
  const at = `'${anchor}'::timestamptz`;
  for (let from = 1; from <= TARGET_ROWS; from += 250_000) {
    const to = Math.min(TARGET_ROWS, from + 249_999);
    await run(`with c as (select id, row_number() over (order by email) rn from customers)
      insert into fiat_deposits (customer_id, method, currency, amount, reference, status, statement_reference, decided_by, decided_at, ledger_entry_id, reject_reason, created_at)
      select c.id, case when ${rnd('m')} % 5 = 0 then 'CARD' else 'BANK_TRANSFER' end, 'USD', 10 + ${rnd('a')} % 5000, 'DEP-' || g,
        s.status, case when s.status = 'APPROVED' then 'STMT-' || g end,
        case when s.status <> 'PENDING' then (select id from admins where email = 'bench-fiat@example.com') end,
        case when s.status <> 'PENDING' then ${at} end,
        case when s.status = 'APPROVED' then '${entryId}'::uuid end,
        case when s.status = 'REJECTED' then 'Not on the statement' end,
        ${at} - make_interval(secs => ${rnd('t')} % (365 * 86400))
      from generate_series(${from}, ${to}) g
      join c on c.rn = 1 + ${rnd('c')} % ${CUSTOMERS}
      cross join lateral (select case when ${rnd('s')} % 100 < 5 then 'PENDING' when ${rnd('s')} % 100 < 92 then 'APPROVED' else 'REJECTED' end as status) s`);
    await run(`with c as (select c.id, b.id as bank_account_id, row_number() over (order by c.email) rn from customers c join customer_bank_accounts b on b.customer_id = c.id)
      insert into fiat_withdrawals (customer_id, currency, amount, fee, tax, bank_account_id, status, used_24h, used_30d, hold_entry_id, settle_entry_id,
        submitted_by, approved_by, close_reason, payout_reference, created_at)
      select c.id, 'USD', 10 + ${rnd('wa')} % 5000, 2, 0.1, c.bank_account_id, s.status, 0, 0,
        '${entryId}'::uuid,
        case when s.status in ('SENT', 'FAILED', 'REJECTED') then '${entryId}'::uuid end,
        null, null, case when s.status in ('FAILED', 'REJECTED') then 'Bench' end, case when s.status = 'SENT' then 'PAY-' || g end,
        ${at} - make_interval(secs => ${rnd('wt')} % (365 * 86400))
      from generate_series(${from}, ${to}) g
      join c on c.rn = 1 + ${rnd('wc')} % ${CUSTOMERS}
      cross join lateral (select (array['SUBMITTED', 'PENDING_APPROVAL', 'APPROVED', 'SENT', 'SENT', 'SENT', 'SENT', 'SENT', 'FAILED', 'REJECTED'])[1 + ${rnd('ws')} % 10] as status) s`);
    process.stdout.write(`  ${to} / ${TARGET_ROWS}\n`);
  }
  for (const table of ['customers', 'customer_bank_accounts', 'fiat_deposits', 'fiat_withdrawals']) await run(`vacuum analyze ${table}`);
}

/** The list's two statements (page and capped count) as the API builds them for these filters (no e-mail value: the table alone is counted), to send bare. */
function bareStatements(db: Db, path: string, query: Record<string, string>) {
  if (path.endsWith('deposits')) {
    const f = listFiatDepositsQuerySchema.parse(query);
    const where = fiatDepositFilters.where(f);
    const page = selectDeposits(db).where(where).orderBy(...depositOrder).limit(f.limit).offset(f.page * f.limit).toSQL();
    const counting = db.select({ n: count() }).from(db.select({ one: sql`1` }).from(fiatDeposits).where(where).limit(COUNT_CAP + 1).as('capped')).toSQL();
    return { page, counting };
  }
  const f = listFiatWithdrawalsQuerySchema.parse(query);
  const where = fiatWithdrawalFilters.where(f);
  const page = selectWithdrawals(db).where(where).orderBy(...withdrawalOrder).limit(f.limit).offset(f.page * f.limit).toSQL();
  const counting = db.select({ n: count() }).from(db.select({ one: sql`1` }).from(fiatWithdrawals).where(where).limit(COUNT_CAP + 1).as('capped')).toSQL();
  return { page, counting };
}

const SCENARIOS: [string, string, Record<string, string>][] = [
  ['Deposit Requests', '/admin/fiat/deposits', { status: 'PENDING', method: 'BANK_TRANSFER' }],
  ['Approved Deposits', '/admin/fiat/deposits', { status: 'APPROVED' }],
  ['Withdrawal Requests', '/admin/fiat/withdrawals', { status: 'OPEN' }],
  ['Approved Withdrawal, page 100', '/admin/fiat/withdrawals', { status: 'APPROVED_VIEW', page: '100' }],
];

/** The fiat lists on a million rows each, against the P2P list's targets (median, API / bare, p99 at concurrency 10). */
export async function measureFiat(): Promise<Figure[]> {
  const url = await ensureFiatBenchDatabase();
  const { server, auth } = await benchServerOn(url);
  const bare = new pg.Pool({ connectionString: url, max: 4 });
  const database = await openPostgres(url, { poolSize: 1 });
  const figures: Figure[] = [];
  try {
    for (const [index, [name, path, query]] of SCENARIOS.entries()) {
      const { page, counting } = bareStatements(database.db, path, query);
      const target = `${server.baseUrl}${path}?${new URLSearchParams(query).toString()}`;
      figures.push(...(await measureListAgainstBare(`fiat ${name}`, target, auth, bare, { page: { sql: page.sql, params: page.params as unknown[] }, counting: { sql: counting.sql, params: counting.params as unknown[] } }, `fiat_${index}`, url)));
    }
  } finally {
    await database.close();
    await bare.end();
    await server.stop();
  }
  return figures;
}

// `npx tsx fiat-bench.ts`: this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const f of await measureFiat()) process.stdout.write(`${f.figure.padEnd(60)} ${f.value.padEnd(12)} ${f.target.padEnd(10)} ${f.met ? 'met' : 'NOT MET'}\n`);
}
