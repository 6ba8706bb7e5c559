import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { statementQuerySchema } from '@exchange/contract/ledger/ledger';
import { openPostgres, type Db } from '../apps/api/src/platform/db/database.ts';
import * as schema from '../apps/api/src/platform/db/schema.ts';
import { writeAudit } from '../apps/api/src/platform/audit/write-audit.ts';
import { insertDemoCustomers } from '../apps/api/src/modules/customers/customers-demo-data.ts';
import { getCustomerBalances } from '../apps/api/src/modules/customers/customer-queries.ts';
import { customerStatement } from '../apps/api/src/modules/ledger/ledger-statement.ts';
import { customerAccount, exchangeAccount, move, postEntry } from '../apps/api/src/modules/ledger/post-entry.ts';
import { benchDatabase, benchServerOn, floorFigure, getText, signedInCallMedian, startHttpFloor, timeEachInTurns } from './bench-helpers.ts';
import { type Figure, median, percentile } from './bench-server.ts';

const CUSTOMERS = 20_000;
/** Two lines each: ten million lines. */
const ENTRIES = Number(process.env.BENCH_LEDGER_ENTRIES ?? 5_000_000);
const BATCH = Math.min(500_000, ENTRIES);
/** Every HEAVY_EVERY-th entry credits one customer: a history of ENTRIES / HEAVY_EVERY = 100,000 lines. */
const HEAVY_EVERY = 50;
const CONCURRENCY = 10;
const dbName = process.env.BENCH_LEDGER_DB_NAME ?? 'bench_ledger';
const BENCH_ACTOR_EMAIL = 'bench-ledger@example.com';

// Ids made from a number, so that generated rows name each other without a join (and the indexes grow at their ends).
const entryId = (n: string) => `('00000000-0000-4000-8002-' || lpad(to_hex(${n}), 12, '0'))::uuid`;
const customerAccountId = (rn: string) => `('00000000-0000-4000-8001-' || lpad(to_hex(${rn}), 12, '0'))::uuid`;
const BANK_ACCOUNT_ID = `'00000000-0000-4000-8000-000000000001'::uuid`;
const HEAVY_ACCOUNT_ID = `'00000000-0000-4000-8001-000000000001'::uuid`;
const hashOf = (g: string, salt: number) => `(hashint8(${g}::bigint * 7919 + ${salt})::bigint & 2147483647)`;

/**
 * A PostgreSQL database with ten million ledger lines (five million two-line deposits: a customer's
 * available USD up, the exchange's bank down), one customer holding 100,000 of them. Made once
 * with set-based SQL and reused: a table bench_ledger_generated marks a finished generation.
 */
export async function ensureLedgerBenchDatabase(): Promise<string> {
  const url = await benchDatabase(dbName);
  // Migrates it (first run) or brings it up to date.
  const database = await openPostgres(url, { poolSize: 2 });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const marked = await client.query(`select 1 from pg_tables where tablename = 'bench_ledger_generated'`);
    if (marked.rowCount === 0) {
      const lines = await client.query<{ n: string }>('select count(*)::text as n from (select 1 from ledger_lines limit 1) x');
      if (lines.rows[0]?.n !== '0') throw new Error(`${dbName} holds ledger lines from an unfinished generation: drop it and run again`);
      process.stdout.write(`generating ${ENTRIES * 2} ledger lines in ${dbName} (once)...\n`);
      const started = Date.now();
      await generate(database.db, client);
      process.stdout.write(`  done in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
    }
  } finally {
    await client.end();
    await database.close();
  }
  return url.toString();
}

async function generate(db: Db, client: pg.Client) {
  const anchor = new Date().toISOString();
  await insertDemoCustomers(db, { count: CUSTOMERS, anchor });
  const actor = await client.query<{ id: string }>(
    `insert into admins (email, name, role, password_hash) values ($1, 'Bench Ledger', 'finance', 'x')
     on conflict (email) do update set name = excluded.name returning id`,
    [BENCH_ACTOR_EMAIL],
  );
  const actorId = actor.rows[0]?.id;
  if (!actorId) throw new Error('no bench admin');
  await client.query(`insert into ledger_accounts (id, owner, purpose, asset) values (${BANK_ACCOUNT_ID}, 'EXCHANGE', 'BANK', 'USD')`);
  // Customer number rn (by e-mail) has account ...8001-<rn>; number 1 is the one with the long history.
  await client.query(`insert into ledger_accounts (id, owner, customer_id, bucket, asset)
    select ${customerAccountId('rn')}, 'CUSTOMER', id, 'AVAILABLE', 'USD' from (select id, row_number() over (order by email) rn from customers) c`);
  // The database's per-line trigger (balance update), per-statement balance check and foreign keys
  // are off for this session only (ten million lines one by one would take hours). What is written
  // keeps them: each entry is a +amount / -amount pair, balance rows are the sums of the lines
  // (written batch by batch), and each customer line's running balance continues the previous one.
  // verifyGenerated checks it afterwards.
  await client.query('set session_replication_role = replica');
  await client.query("set work_mem = '256MB'");
  const at = (g: string) => `'${anchor}'::timestamptz - (${ENTRIES} - ${g}) * interval '6 seconds'`;
  const customerOf = (g: string) => `case when ${g} % ${HEAVY_EVERY} = 0 then 1 else 2 + ${hashOf(g, 1)} % ${CUSTOMERS - 1} end`;
  for (let from = 1; from <= ENTRIES; from += BATCH) {
    const to = Math.min(ENTRIES, from + BATCH - 1);
    await client.query('begin');
    await client.query(`insert into ledger_entries (id, kind, reference_type, reference_id, memo, actor_id, created_at)
      select ${entryId('g')}, 'FIAT_DEPOSIT', 'fiat_deposit', 'bench-' || g, 'Bench deposit ' || g, '${actorId}', ${at('g')}
      from generate_series(${from}, ${to}) g`);
    await client.query(`with src as (
        select g, ${customerOf('g')} as rn, ((100 + ${hashOf('g', 2)} % 100000) / 100.0)::numeric(38, 18) as amount
        from generate_series(${from}, ${to}) g
      ), running as (
        select g, ${customerAccountId('rn')} as account_id, amount, sum(amount) over (partition by rn order by g) as running from src
      )
      insert into ledger_lines (id, entry_id, account_id, asset, amount, balance_after, created_at) overriding system value
      select 2 * r.g - 1, ${entryId('r.g')}, r.account_id, 'USD', r.amount, coalesce(b.balance, 0) + r.running, ${at('r.g')}
        from running r left join ledger_balances b on b.account_id = r.account_id and b.slot = 0
      union all
      select 2 * g, ${entryId('g')}, ${BANK_ACCOUNT_ID}, 'USD', -amount, null, ${at('g')} from src`);
    await client.query(`insert into ledger_balances as b (account_id, slot, owner, balance, lines, updated_at)
      select l.account_id, 0, a.owner, sum(l.amount), count(*), max(l.created_at)
      from ledger_lines l join ledger_accounts a on a.id = l.account_id
      where l.id between ${2 * from - 1} and ${2 * to}
      group by l.account_id, a.owner
      on conflict (account_id, slot) do update set balance = b.balance + excluded.balance, lines = b.lines + excluded.lines, updated_at = excluded.updated_at`);
    await client.query('commit');
    process.stdout.write(`  ${to * 2} / ${ENTRIES * 2} lines\n`);
  }
  await client.query('set session_replication_role = origin');
  await client.query(`select setval('ledger_lines_id_seq', ${ENTRIES * 2})`);
  for (const table of ['customers', 'ledger_accounts', 'ledger_balances', 'ledger_entries', 'ledger_lines']) await client.query(`vacuum analyze ${table}`);
  await verifyGenerated(client);
  await client.query('create table bench_ledger_generated (generated_at timestamptz not null default now())');
  await client.query('insert into bench_ledger_generated default values');
}

/** What the triggers would have held, checked on the whole ledger where it is cheap and on a sample where it is not. */
async function verifyGenerated(client: pg.Client) {
  const one = async (text: string) => (await client.query<{ v: string }>(text)).rows[0]?.v;
  const failures: string[] = [];
  const expect = async (what: string, text: string, want: string) => {
    const got = await one(text);
    if (got !== want) failures.push(`${what}: ${got}, expected ${want}`);
  };
  await expect('every line summed', 'select sum(amount)::text as v from ledger_lines', '0.000000000000000000');
  await expect('cached balances summed', 'select sum(balance)::text as v from ledger_balances', '0.000000000000000000');
  await expect('cached line counts', `select (sum(lines) - ${ENTRIES * 2})::text as v from ledger_balances`, '0');
  await expect('lines without their entry (sample)', `select count(*)::text as v from (select entry_id from ledger_lines tablesample system (0.1)) l where not exists (select 1 from ledger_entries e where e.id = l.entry_id)`, '0');
  await expect('entries not summing to zero (sample of 5,000)', `select count(*)::text as v from (
      select e.id from ledger_entries e tablesample bernoulli (0.1) join ledger_lines l on l.entry_id = e.id group by e.id having sum(l.amount) <> 0 or count(*) <> 2) x`, '0');
  await expect('accounts whose cached balance is not their lines (sample of 200 and the long history)', `select count(*)::text as v from (
      select a.id from ((select id from ledger_accounts where owner = 'CUSTOMER' order by hashtext(id::text) limit 200) union select ${HEAVY_ACCOUNT_ID}) a
      join ledger_balances b on b.account_id = a.id
      where b.balance <> (select sum(amount) from ledger_lines where account_id = a.id) or b.lines <> (select count(*) from ledger_lines where account_id = a.id)) x`, '0');
  await expect('running balances of the long history that do not follow on', `select count(*)::text as v from (
      select balance_after, amount, lag(balance_after, 1, 0::numeric) over (order by id) prev from ledger_lines where account_id = ${HEAVY_ACCOUNT_ID}) x
      where balance_after <> prev + amount`, '0');
  if (failures.length > 0) throw new Error(`the generated ledger is not consistent:\n${failures.join('\n')}`);
}

/**
 * Journal postings per second at concurrency 10: ten transactions at a time, each a deposit as the
 * approve command posts it (postEntry: the customer's available USD up, the bank down, the balance
 * rows updated by the database) with its audit row, for random customers.
 */
async function measurePostings(url: string): Promise<Figure[]> {
  const database = await openPostgres(url, { poolSize: CONCURRENCY });
  const { db } = database;
  const lookUp = new pg.Client({ connectionString: url });
  await lookUp.connect();
  const customerIds = (await lookUp.query<{ id: string }>('select id from customers order by email limit 5000')).rows.map((r) => r.id);
  const [actorRow] = (await lookUp.query<{ id: string }>('select id from admins where email = $1', [BENCH_ACTOR_EMAIL])).rows;
  await lookUp.end();
  if (!actorRow || customerIds.length === 0) throw new Error('the ledger bench database has no customers or no bench admin');
  const actor = { id: actorRow.id, email: BENCH_ACTOR_EMAIL, ip: '127.0.0.1', userAgent: 'ledger-bench' };
  const postOne = async () => {
    const customerId = customerIds[Math.floor(Math.random() * customerIds.length)] ?? '';
    const reference = randomUUID();
    const amount = (1 + Math.floor(Math.random() * 100_000) / 100).toFixed(2);
    await db.transaction(async (tx) => {
      const ledgerEntryId = await postEntry(tx, {
        kind: 'FIAT_DEPOSIT',
        referenceType: 'fiat_deposit',
        referenceId: reference,
        memo: `bench ${reference}`,
        actorId: actor.id,
        lines: move(exchangeAccount('BANK'), customerAccount(customerId), 'USD', amount),
      });
      await writeAudit(tx, actor, {
        action: 'fiat.deposit.approve',
        outcome: 'SUCCESS',
        targetType: 'fiat_deposit',
        targetId: reference,
        customerId,
        before: { status: 'PENDING' },
        after: { status: 'APPROVED', amount, currency: 'USD', ledgerEntryId },
      });
    });
  };
  const run = async (seconds: number) => {
    const latencies: number[] = [];
    const until = performance.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < until) {
          const started = performance.now();
          await postOne();
          latencies.push(performance.now() - started);
        }
      }),
    );
    return { perSecond: latencies.length / seconds, p50: median(latencies), p99: percentile(latencies, 99) };
  };
  try {
    await run(3);
    const runs = [await run(10), await run(10), await run(10)];
    const perSecond = median(runs.map((r) => r.perSecond));
    const p50 = median(runs.map((r) => r.p50));
    const p99 = median(runs.map((r) => r.p99));
    return [
      { figure: 'ledger postings (2 lines + balances + audit), c=10: entries/s', value: perSecond.toFixed(0), target: '>= 500/s', met: perSecond >= 500 },
      { figure: 'ledger postings, c=10: p50 / p99 per transaction', value: `${p50.toFixed(1)} / ${p99.toFixed(1)} ms`, target: '(printed)', met: true },
    ];
  } finally {
    await database.close();
  }
}

interface Recorded {
  sql: string;
  params: unknown[];
}

/**
 * The statements `call` sends, recorded through a drizzle instance that logs them, so that the
 * bare run sends exactly the API's SQL.
 */
async function recordStatements(url: string, call: (db: Db) => Promise<unknown>): Promise<Recorded[]> {
  const recorded: Recorded[] = [];
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const db = drizzle({ client: pool, schema, logger: { logQuery: (query, params) => recorded.push({ sql: query, params }) } }) as unknown as Db;
  try {
    await call(db);
  } finally {
    await pool.end();
  }
  return recorded;
}

/** Reads of the customer with 100,000 lines, among ten million: the API beside its own statements sent bare through pg. */
async function measureReads(url: string): Promise<Figure[]> {
  const bare = new pg.Pool({ connectionString: url, max: 4 });
  const [heavy] = (await bare.query<{ customer_id: string }>(`select customer_id from ledger_accounts where id = ${HEAVY_ACCOUNT_ID}`)).rows;
  if (!heavy) throw new Error('no heavy customer in the ledger bench database');
  const customerId = heavy.customer_id;
  const deepPage = Math.floor(10_000 / 50) - 1;
  // [figure, API path, the functions the route calls, how the route sends them: groups in order, the statements of a group at once]
  const scenarios: [string, string, (db: Db) => Promise<unknown>, number[]][] = [
    ['balances', `/admin/customers/${customerId}/balances`, (db) => getCustomerBalances(db, customerId), [2]],
    ['statement, first page', `/admin/ledger/customers/${customerId}/statement?asset=USD`, (db) => customerStatement(db, customerId, statementQuery({ asset: 'USD' })), [2, 2]],
    [`statement, page ${deepPage + 1} (rows ${deepPage * 50 + 1}-${deepPage * 50 + 50})`, `/admin/ledger/customers/${customerId}/statement?asset=USD&page=${deepPage}`,
      (db) => customerStatement(db, customerId, statementQuery({ asset: 'USD', page: String(deepPage) })), [2, 2]],
  ];
  const { server, auth } = await benchServerOn(url);
  const figures: Figure[] = [];
  try {
    const fixed = await signedInCallMedian(server, auth);
    figures.push({ figure: 'ledger: a signed-in call with no SQL of its own (GET /admin/me): API median', value: `${fixed.toFixed(2)} ms`, target: '(printed)', met: true });
    for (const [index, [name, path, call, groups]] of scenarios.entries()) {
      const statements = await recordStatements(url, call);
      if (statements.length !== groups.reduce((s, n) => s + n, 0)) throw new Error(`${name}: ${statements.length} statements recorded, expected ${groups.join('+')}`);
      // The statements as the route sends them: groups in order, a group's statements at once.
      const inGroups = groups.map((size, g) => {
        const at = groups.slice(0, g).reduce((s, n) => s + n, 0);
        return statements.slice(at, at + size).map((s, i) => ({ name: `ledger_${index}_${at + i}`, text: s.sql, values: s.params }));
      });
      const sendBare = async () => {
        for (const group of inGroups) await Promise.all(group.map((s) => bare.query(s)));
      };
      const floor = await startHttpFloor(url, inGroups);
      let times: Record<'api' | 'floor' | 'bare', number[]>;
      let floorLoaded: autocannon.Result;
      try {
        // After a warm-up long enough for the server's JIT.
        times = await timeEachInTurns(800, 300, {
          api: async () => {
            const answer = await getText(`${server.baseUrl}${path}`, auth);
            if (answer.status !== 200) throw new Error(`${name} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
          },
          floor: floor.get,
          bare: sendBare,
        });
        floorLoaded = await autocannon({ url: floor.url, connections: CONCURRENCY, amount: 3000 });
      } finally {
        await floor.stop();
      }
      const apiTimes = times.api;
      const api = median(apiTimes);
      const bareMedian = median(times.bare);
      figures.push({ figure: `ledger ${name}: API median, concurrency 1`, value: `${api.toFixed(2)} ms`, target: '< 5 ms', met: api < 5 });
      figures.push({ figure: `ledger ${name}: API p99, concurrency 1`, value: `${percentile(apiTimes, 99).toFixed(2)} ms`, target: '(printed)', met: true });
      figures.push({ figure: `ledger ${name}: bare SQL median`, value: `${bareMedian.toFixed(2)} ms`, target: '(printed)', met: true });
      figures.push({ figure: `ledger ${name}: API / bare`, value: `${(api / bareMedian).toFixed(2)}x`, target: '<= 2.5x', met: api / bareMedian <= 2.5 });
      figures.push(floorFigure(`ledger ${name}`, median(times.floor), bareMedian));
      const loaded = await autocannon({ url: `${server.baseUrl}${path}`, connections: CONCURRENCY, amount: 3000, headers: auth });
      figures.push({ figure: `ledger ${name}: p99, concurrency 10`, value: `${loaded.latency.p99} ms`, target: '< 25 ms', met: loaded.latency.p99 < 25 && loaded.non2xx === 0 });
      figures.push({ figure: `ledger ${name}: HTTP floor p99, concurrency 10`, value: `${floorLoaded.latency.p99} ms`, target: '(printed)', met: true });
    }
  } finally {
    await bare.end();
    await server.stop();
  }
  return figures;
}

const statementQuery = (query: Record<string, string>) => {
  const { format: _format, ...q } = statementQuerySchema.parse(query);
  return q;
};

/** The ledger with ten million lines: postings per second, and one long history's balances and statement pages. */
export async function measureLedger(): Promise<Figure[]> {
  const url = await ensureLedgerBenchDatabase();
  const reads = await measureReads(url);
  const postings = await measurePostings(url);
  return [...postings, ...reads];
}

// `npx tsx ledger-bench.ts`: this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const f of await measureLedger()) process.stdout.write(`${f.figure.padEnd(72)} ${f.value.padEnd(14)} ${f.target.padEnd(10)} ${f.met ? 'met' : 'NOT MET'}\n`);
}
