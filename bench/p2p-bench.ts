import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { listTransactionsQuerySchema } from '@exchange/contract/p2p/transactions';
import { openPostgres } from '../apps/api/src/platform/db/database.ts';
import { generateDemoData } from '../apps/api/src/modules/p2p/demo/demo-data.ts';
import { p2pTransactions } from '../apps/api/src/modules/p2p/transactions/transaction-tables.ts';
import { pageStatementName, transactionCountQuery, transactionPageQuery } from '../apps/api/src/modules/p2p/transactions/transaction-queries.ts';
import { benchDatabase, benchServerOn, getJson, timeInTurns } from './bench-helpers.ts';
import { type BenchServer, type Figure, median, percentile } from './bench-server.ts';
import { measureListThroughput } from './list-throughput-bench.ts';

const TARGET_ROWS = 1_000_000;
const dbName = process.env.BENCH_DB_NAME ?? 'bench_p2p';

/** A PostgreSQL database with a million demo transactions, made once and reused by later runs. */
export async function ensureBenchDatabase(): Promise<string> {
  const url = await benchDatabase(dbName);
  const database = await openPostgres(url, { poolSize: 4 });
  const [row] = await database.db.select({ n: count() }).from(p2pTransactions);
  if ((row?.n ?? 0) !== TARGET_ROWS) {
    if ((row?.n ?? 0) > 0) throw new Error(`${dbName} holds ${row?.n} transactions, not ${TARGET_ROWS}: drop it and run again`);
    process.stdout.write(`generating ${TARGET_ROWS} transactions in ${dbName} (once; about two minutes)...\n`);
    await generateDemoData(database.db, { transactions: TARGET_ROWS, log: (m) => process.stdout.write(`  ${m}\n`) });
  }
  await database.close();
  return url;
}

const SCENARIOS = {
  'default filter': {},
  'three filters': { status: 'APPROVED', fiatAmountStart: '500', fiatAmountEnd: '1500', startDate: isoDay(-7), endDate: isoDay(0) },
  'page 999 (offset 9,990)': { page: '999' },
} as const;

function isoDay(offsetDays: number) {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

export async function measureP2P(): Promise<Figure[]> {
  const url = await ensureBenchDatabase();
  const { server, auth } = await benchServerOn(url);
  const bare = new pg.Pool({ connectionString: url, max: 10 });
  const figures: Figure[] = [];
  try {
    const database = await openPostgres(url, { poolSize: 1 });
    for (const [name, query] of Object.entries(SCENARIOS)) {
      const filters = listTransactionsQuerySchema.parse(query);
      const page = transactionPageQuery(database.db, filters).toSQL();
      const counting = transactionCountQuery(database.db, filters).toSQL();
      const qs = new URLSearchParams(query).toString();
      const { apiTimes, bareTimes } = await timeInTurns(
        330,
        30,
        async () => {
          const answer = await getJson(`${server.baseUrl}/admin/p2p/transactions?${qs}`, auth);
          if (answer.status !== 200) throw new Error(`list answered ${answer.status}`);
        },
        // The API sends these two statements at once on two connections, both prepared; the bare run
        // sends both every time, while the API skips the count for a few seconds once it is capped
        // (ShortLivedMemo), which is part of what is measured; so is reading a deep page again
        // from its remembered first row.
        () =>
          Promise.all([
            bare.query({ name: `bare_${Object.keys(SCENARIOS).indexOf(name)}_${pageStatementName(filters)}`, text: page.sql, values: page.params as unknown[] }),
            bare.query({ text: counting.sql, values: counting.params as unknown[] }),
          ]),
      );
      const api = median(apiTimes);
      const bareMedian = median(bareTimes);
      figures.push({ figure: `list ${name}: median, concurrency 1`, value: `${api.toFixed(2)} ms`, target: '< 5 ms', met: api < 5 });
      figures.push({ figure: `list ${name}: bare SQL median`, value: `${bareMedian.toFixed(2)} ms`, target: '(printed)', met: true });
      figures.push({ figure: `list ${name}: API / bare`, value: `${(api / bareMedian).toFixed(2)}x`, target: '<= 2.5x', met: api / bareMedian <= 2.5 });
      const loaded = await autocannon({ url: `${server.baseUrl}/admin/p2p/transactions?${qs}`, connections: 10, amount: 3000, headers: auth });
      figures.push({ figure: `list ${name}: p99, concurrency 10`, value: `${loaded.latency.p99} ms`, target: '< 25 ms', met: loaded.latency.p99 < 25 && loaded.non2xx === 0 });
    }
    await database.close();

    const statsTimes: number[] = [];
    for (let i = 0; i < 55; i++) {
      const started = performance.now();
      await getJson(`${server.baseUrl}/admin/p2p/statistics?version=2`, auth);
      if (i >= 5) statsTimes.push(performance.now() - started);
    }
    const stats = median(statsTimes);
    figures.push({ figure: 'statistics: median', value: `${stats.toFixed(1)} ms`, target: '< 150 ms', met: stats < 150 });
    figures.push({ figure: 'statistics: p95', value: `${percentile(statsTimes, 95).toFixed(1)} ms`, target: '(printed)', met: true });

    figures.push(...(await measureListThroughput(server, url)));
    figures.push(...(await measureCsv(server, url)));
  } finally {
    await bare.end();
    await server.stop();
  }
  return figures;
}

async function measureCsv(server: BenchServer, url: string): Promise<Figure[]> {
  const since = isoDay(-120);
  const rssBefore = server.rssMiB();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, server.rssMiB());
  }, 20);
  let started = performance.now();
  const { bytes, lines } = await new Promise<{ bytes: number; lines: number }>((resolve, reject) => {
    http.get(`${server.baseUrl}/admin/p2p/ordersReport?format=csv&startDate=${since}`, { headers: { authorization: `Bearer ${server.token}` } }, (res) => {
      let size = 0;
      let newlines = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) newlines++;
      });
      res.on('end', () => resolve({ bytes: size, lines: newlines }));
      res.on('error', reject);
    }).on('error', reject);
  });
  const apiMs = performance.now() - started;
  clearInterval(sampler);
  const rows = lines - 1;

  // The same rows and columns written by psql's \copy, the reference for "as fast as the database can".
  const file = path.join(os.tmpdir(), `bench-orders-${process.pid}.csv`);
  const copy = `\\copy (select o.order_number, o.created_at, o.status, o.side, o.coin, o.fiat, o.price, o.crypto_amount, o.fiat_amount, m.name, c.email, o.completed_at from p2p_orders o join merchants m on m.id = o.merchant_id join customers c on c.id = o.customer_id where o.created_at >= '${since}' order by o.created_at desc, o.id desc) to '${file}' with csv header`;
  started = performance.now();
  const psql = spawnSync('psql', [url, '-q', '-c', copy], { encoding: 'utf8' });
  const psqlMs = performance.now() - started;
  if (psql.status !== 0) throw new Error(`psql failed: ${psql.stderr}`);
  const psqlBytes = statSync(file).size;
  rmSync(file, { force: true });
  return [
    { figure: `orders CSV: ${rows} rows, ${(bytes / 1e6).toFixed(1)} MB`, value: `${apiMs.toFixed(0)} ms`, target: '>= 100,000 rows', met: rows >= 100_000 },
    { figure: `psql \\copy of the same rows (${(psqlBytes / 1e6).toFixed(1)} MB)`, value: `${psqlMs.toFixed(0)} ms`, target: '(printed)', met: true },
    { figure: 'orders CSV / psql \\copy', value: `${(apiMs / psqlMs).toFixed(2)}x`, target: '<= 1.5x', met: apiMs / psqlMs <= 1.5 },
    { figure: 'API memory during export (RSS peak - before)', value: `${(rssPeak - rssBefore).toFixed(0)} MiB`, target: 'constant', met: rssPeak - rssBefore < 64 },
  ];
}
