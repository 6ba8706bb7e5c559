import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { listTradeOrdersQuerySchema } from '@exchange/contract/trades/trade-orders';
import { openPostgres, type Db } from '../apps/api/src/platform/db/database.ts';
import { listPageStatements } from '../apps/api/src/platform/db/list-query.ts';
import { insertDemoCustomers } from '../apps/api/src/modules/customers/customers-demo-data.ts';
import { tradeOrderList } from '../apps/api/src/modules/trades/order-queries.ts';
import { tradeOrders } from '../apps/api/src/modules/trades/trade-tables.ts';
import { insertDemoTradeOrders } from '../apps/api/src/modules/trades/trades-demo-data.ts';
import { benchDatabase, benchServerOn, measureListAgainstBare, signedInCallMedian } from './bench-helpers.ts';
import type { Figure } from './bench-server.ts';

const TARGET_ROWS = 1_000_000;
const BATCH = 100_000;
const CUSTOMERS = 20_000;
const dbName = process.env.BENCH_TRADES_DB_NAME ?? 'bench_trades';

/**
 * A PostgreSQL database with a million spot orders of 20,000 customers over a year (the demo's
 * generator, set-based SQL), made once and reused. The lists read no journal lines, so the bench's
 * open orders hold nothing in the ledger (the demo's do).
 */
export async function ensureTradesBenchDatabase(): Promise<string> {
  const url = await benchDatabase(dbName);
  const database = await openPostgres(url, { poolSize: 2 });
  const [row] = await database.db.select({ n: count() }).from(tradeOrders);
  const have = row?.n ?? 0;
  if (have !== TARGET_ROWS) {
    if (have > 0) throw new Error(`${dbName} holds ${have} orders, not ${TARGET_ROWS}: drop it and run again`);
    process.stdout.write(`generating ${TARGET_ROWS} orders in ${dbName} (once)...\n`);
    await generate(database.db);
  }
  await database.close();
  return url;
}

async function generate(db: Db) {
  const started = Date.now();
  const anchor = new Date().toISOString();
  await insertDemoCustomers(db, { count: CUSTOMERS, anchor });
  for (let from = 1; from <= TARGET_ROWS; from += BATCH) {
    await insertDemoTradeOrders(db, { count: Math.min(BATCH, TARGET_ROWS - from + 1), from, anchor, days: 365 });
    process.stdout.write(`  ${Math.min(TARGET_ROWS, from + BATCH - 1)} / ${TARGET_ROWS}\n`);
  }
  for (const table of ['customers', 'trade_orders']) await db.execute(sql.raw(`vacuum analyze ${table}`));
  process.stdout.write(`  done in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
}

function isoDay(offsetDays: number) {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/** The order screens as an admin opens and filters them, against the P2P list's targets. */
async function scenarios(bare: pg.Pool): Promise<[string, Record<string, string>][]> {
  const [busy] = (await bare.query<{ customer_id: string }>(`select customer_id from trade_orders group by customer_id order by count(*) desc, customer_id limit 1`)).rows;
  if (!busy) throw new Error('no orders in the bench database');
  return [
    ['Buy Orders', { kind: 'MARKET', side: 'BUY' }],
    ['Limit Orders, open', { kind: 'LIMIT', status: 'ACTIVE' }],
    ['Limit Orders, three filters', { kind: 'LIMIT', status: 'FILLED', baseAsset: 'BTC', quoteAsset: 'USDT', amountStart: '0.01', amountEnd: '0.2', startDate: isoDay(-90), endDate: isoDay(0) }],
    ['Swap Orders, page 199 (offset 9,950)', { kind: 'SWAP', page: '199' }],
    ["a customer's orders", { customerId: busy.customer_id }],
  ];
}

export async function measureTrades(): Promise<Figure[]> {
  const url = await ensureTradesBenchDatabase();
  const { server, auth } = await benchServerOn(url);
  const bare = new pg.Pool({ connectionString: url, max: 4 });
  const database = await openPostgres(url, { poolSize: 1 });
  const figures: Figure[] = [];
  try {
    // A list whose SQL takes under a millisecond (one customer's orders) is mostly this.
    const fixed = await signedInCallMedian(server, auth);
    figures.push({ figure: 'trades: a signed-in call with no list (GET /admin/me): API median', value: `${fixed.toFixed(2)} ms`, target: '(printed)', met: true });
    for (const [index, [name, query]] of (await scenarios(bare)).entries()) {
      // The list's two statements exactly as the API builds them for these filters.
      const { page, count: counting } = listPageStatements(database.db, tradeOrderList(database.db, listTradeOrdersQuerySchema.parse(query)));
      const target = `${server.baseUrl}/admin/trades/orders?${new URLSearchParams(query).toString()}`;
      figures.push(...(await measureListAgainstBare(`trades ${name}`, target, auth, bare, { page: { sql: page.sql, params: page.params as unknown[] }, counting: { sql: counting.sql, params: counting.params as unknown[] } }, `trades_${index}`, url)));
    }
  } finally {
    await database.close();
    await bare.end();
    await server.stop();
  }
  return figures;
}

// `npx tsx trades-bench.ts`: this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const f of await measureTrades()) process.stdout.write(`${f.figure.padEnd(64)} ${f.value.padEnd(12)} ${f.target.padEnd(10)} ${f.met ? 'met' : 'NOT MET'}\n`);
}
