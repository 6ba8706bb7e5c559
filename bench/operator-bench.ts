import { randomBytes } from 'node:crypto';
import { EventSource } from 'eventsource';
import pg from 'pg';
import type { BulkResult } from '@exchange/contract/bulk/bulk-decisions';
import { type Figure, median, percentile, startBenchServer } from './bench-server.ts';
import { ensureFiatBenchDatabase } from './fiat-bench.ts';

const DASHBOARD_CALLS = 200;
const DECISIONS = 60;
const BULK_ROWS = 500;

/**
 * The operator's day on the fiat bench database (a million deposits and a million withdrawals):
 * the dashboard's answer time; the time from a decision made through one API instance to its event
 * on a live stream of another instance; a bulk decision of 500 rows.
 */
export async function measureOperator(): Promise<Figure[]> {
  const url = await ensureFiatBenchDatabase();
  // Both instances share what several instances behind a load balancer share: the database and the keys.
  const keys = { DATABASE_URL: url, TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'), VIEW_AS_SIGNING_KEY: randomBytes(32).toString('hex') };
  const a = await startBenchServer(keys, 18101);
  const b = await startBenchServer(keys, 18102);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // As autovacuum leaves a table some time after a bulk load: index-only scans need its visibility map.
  await client.query('vacuum (analyze) fiat_deposits, fiat_withdrawals');
  try {
    const auth = { authorization: `Bearer ${a.token}` };
    // The dashboard, one call at a time, after a first call that warms the plans.
    await fetch(`${a.baseUrl}/admin/dashboard`, { headers: auth });
    const dashboard: number[] = [];
    for (let i = 0; i < DASHBOARD_CALLS; i++) {
      const started = performance.now();
      const answer = await fetch(`${a.baseUrl}/admin/dashboard`, { headers: auth });
      await answer.text();
      if (!answer.ok) throw new Error(`dashboard answered ${answer.status}`);
      dashboard.push(performance.now() - started);
    }

    // Decisions through a, heard on b's stream: each rejection's row event, timed from the request.
    const pending = await client.query<{ id: string }>(`select id from fiat_deposits where status = 'PENDING' order by created_at desc limit ${DECISIONS + BULK_ROWS}`);
    const ids = pending.rows.map((r) => r.id);
    const heard = new Map<string, number>();
    const waiting = new Map<string, () => void>();
    const stream = new EventSource(`${b.baseUrl}/admin/live`, { fetch: (input, init) => fetch(input, { ...init, headers: { ...init.headers, ...auth } }) });
    await new Promise<void>((resolve) => stream.addEventListener('counts', () => resolve(), { once: true }));
    stream.addEventListener('rows', (event) => {
      const data = JSON.parse(event.data) as { rows: { id: string; change: string }[] };
      for (const row of data.rows) {
        if (row.change !== 'changed' || heard.has(row.id)) continue;
        heard.set(row.id, performance.now());
        waiting.get(row.id)?.();
      }
    });
    const latencies: number[] = [];
    for (const id of ids.slice(0, DECISIONS)) {
      const arrived = new Promise<void>((resolve) => waiting.set(id, resolve));
      const started = performance.now();
      const answer = await fetch(`${a.baseUrl}/admin/fiat/deposits/${id}/reject`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ reason: 'Bench: not on the statement' }) });
      if (!answer.ok) throw new Error(`reject answered ${answer.status}: ${await answer.text()}`);
      await arrived;
      latencies.push((heard.get(id) ?? performance.now()) - started);
    }
    stream.close();

    // One bulk rejection of 500 rows, each on its own guarded transaction with its audit row.
    const bulkIds = ids.slice(DECISIONS, DECISIONS + BULK_ROWS);
    const bulkStarted = performance.now();
    const bulk = await fetch(`${a.baseUrl}/admin/bulk/fiatDeposits/reject`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ ids: bulkIds, reason: 'Bench: bulk rejection' }) });
    const bulkBody = (await bulk.json()) as BulkResult;
    const bulkMs = performance.now() - bulkStarted;
    const done = bulkBody.results.filter((r) => r.outcome === 'DONE').length;

    const dashboardMedian = median(dashboard);
    const latencyMedian = median(latencies);
    const latencyP99 = percentile(latencies, 99);
    return [
      { figure: 'dashboard answer, median (1M deposits + 1M withdrawals)', value: `${dashboardMedian.toFixed(1)} ms`, target: '< 150 ms', met: dashboardMedian < 150 },
      { figure: 'decision on instance A -> event on B, median', value: `${latencyMedian.toFixed(0)} ms`, target: '< 2000 ms', met: latencyMedian < 2000 },
      { figure: 'decision on instance A -> event on B, p99', value: `${latencyP99.toFixed(0)} ms`, target: '< 2000 ms', met: latencyP99 < 2000 },
      { figure: `bulk rejection of ${bulkIds.length} deposits (${done} done)`, value: `${(bulkMs / 1000).toFixed(2)} s`, target: '< 10 s', met: bulkMs < 10_000 && done === bulkIds.length },
    ];
  } finally {
    await client.end();
    await a.stop();
    await b.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const f of await measureOperator()) process.stdout.write(`${f.figure}: ${f.value} (target ${f.target}) ${f.met ? 'met' : 'NOT MET'}\n`);
}
