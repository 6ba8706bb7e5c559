import autocannon from 'autocannon';
import pg from 'pg';
import { listTransactionsQuerySchema } from '@exchange/contract/p2p/transactions';
import { openPostgres } from '../apps/api/src/platform/db/database.ts';
import { pageStatementName, transactionCountQuery, transactionPageQuery } from '../apps/api/src/modules/p2p/transactions/transaction-queries.ts';
import { type BenchServer, type Figure, median, percentile } from './bench-server.ts';

const CONNECTIONS = 10;
const WARM_UP_S = 3;
const MEASURE_S = 10;
const RUNS = 3;

interface Throughput {
  perSecond: number;
  p50: number;
  p99: number;
}

/** Ten clients sending `send` back to back for `seconds`; latencies of what finished in the window. */
async function closedLoop(send: () => Promise<unknown>, seconds: number): Promise<Throughput> {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await send();
        latencies.push(performance.now() - started);
      }
    }),
  );
  return { perSecond: latencies.length / seconds, p50: median(latencies), p99: percentile(latencies, 99) };
}

async function api(url: string, token: string, seconds: number): Promise<Throughput> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { authorization: `Bearer ${token}` } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { perSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Warm up, then RUNS measured runs; the medians of each figure. */
async function measured(run: (seconds: number) => Promise<Throughput>): Promise<Throughput> {
  await run(WARM_UP_S);
  const runs: Throughput[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await run(MEASURE_S));
  return { perSecond: median(runs.map((r) => r.perSecond)), p50: median(runs.map((r) => r.p50)), p99: median(runs.map((r) => r.p99)) };
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * The three-filter transactions list at concurrency 10, side by side with its own SQL sent bare
 * through pg: the page alone, and the page with its capped count (what every request cost before
 * counts were shared). The API is asked as the console asks: with its total, and while paging
 * (withTotal=false).
 */
export async function measureListThroughput(server: BenchServer, databaseUrl: string): Promise<Figure[]> {
  const query = { status: 'APPROVED', fiatAmountStart: '500', fiatAmountEnd: '1500', startDate: isoDay(-7), endDate: isoDay(0), limit: '10' };
  const filters = listTransactionsQuerySchema.parse(query);
  const database = await openPostgres(databaseUrl, { poolSize: 1 });
  const page = transactionPageQuery(database.db, filters).toSQL();
  const counting = transactionCountQuery(database.db, filters).toSQL();
  await database.close();
  const bare = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
  const sendPage = () => bare.query({ name: `bare_${pageStatementName(filters)}`, text: page.sql, values: page.params as unknown[] });
  const sendCount = () => bare.query({ name: 'bare_count', text: counting.sql, values: counting.params as unknown[] });
  const listUrl = `${server.baseUrl}/admin/p2p/transactions?${new URLSearchParams(query).toString()}`;
  try {
    const barePage = await measured((s) => closedLoop(sendPage, s));
    const bareBoth = await measured((s) => closedLoop(() => Promise.all([sendPage(), sendCount()]), s));
    const withTotal = await measured((s) => api(listUrl, server.token, s));
    const paging = await measured((s) => api(`${listUrl}&withTotal=false`, server.token, s));
    const row = (name: string, t: Throughput, target: string, met: boolean): Figure[] => [
      { figure: `three-filter list, c=10: ${name}, req/s`, value: t.perSecond.toFixed(0), target, met },
      { figure: `three-filter list, c=10: ${name}, p50 / p99`, value: `${t.p50.toFixed(1)} / ${t.p99.toFixed(1)} ms`, target: target === '(printed)' ? '(printed)' : 'p99 < 25 ms', met: target === '(printed)' || t.p99 < 25 },
    ];
    return [
      ...row('page query bare through pg', barePage, '(printed)', true),
      ...row('page + capped count bare', bareBoth, '(printed)', true),
      ...row('API with its total', withTotal, '>= 1,000', withTotal.perSecond >= 1000),
      ...row('API paging (withTotal=false)', paging, '>= 1,000', paging.perSecond >= 1000),
      { figure: 'three-filter list, c=10: API with total / bare page, req/s', value: `${(withTotal.perSecond / barePage.perSecond).toFixed(2)}`, target: '(printed)', met: true },
      { figure: 'three-filter list, c=10: API with total / bare page + count', value: `${(withTotal.perSecond / bareBoth.perSecond).toFixed(2)}`, target: '(printed)', met: true },
    ];
  } finally {
    await bare.end();
  }
}
