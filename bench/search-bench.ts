import http from 'node:http';
import pg from 'pg';
import type { SearchResult } from '@exchange/contract/search/search';
import { type Figure, median, percentile, startBenchServer } from './bench-server.ts';
import { ensureCustomersBenchDatabase } from './customers-bench.ts';
import { ensureFiatBenchDatabase } from './fiat-bench.ts';

const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const p2pDbName = process.env.BENCH_DB_NAME ?? 'bench_p2p';
const TARGET_MS = 100;
const WARM_UP = 100;
const MEASURED = 300;

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function getJson(url: string, headers: Record<string, string>): Promise<{ status: number; body: SearchResult }> {
  return new Promise((resolve, reject) => {
    http.get(url, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as SearchResult }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * A copy of a shared bench database for this bench alone: the API migrates the database it serves,
 * and a branch's migration must not land in the databases every other bench (and branch) uses.
 * Made once from the template (a file copy, seconds), then reused.
 */
async function privateCopyOf(sourceUrl: string): Promise<string> {
  const source = new URL(sourceUrl).pathname.slice(1);
  const target = `${source}_search`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [target]);
    for (let attempt = 0; exists.rowCount === 0; attempt++) {
      try {
        await admin.query(`create database "${target}" template "${source}" strategy file_copy`);
        break;
      } catch (error) {
        // A template cannot be copied while another session uses it (another bench running).
        if (attempt >= 60 || !String(error).includes('being accessed by other users')) throw error;
        process.stdout.write(`  ${source} is in use; waiting to copy it...\n`);
        await new Promise((r) => setTimeout(r, 10_000));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${target}`;
  return url.toString();
}

/** The million-row P2P database when an earlier bench made it; it is not generated here (minutes of work). */
async function existingP2pDatabase(): Promise<string | undefined> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [p2pDbName]);
  await admin.end();
  if (exists.rowCount === 0) return undefined;
  const url = new URL(serverUrl);
  url.pathname = `/${p2pDbName}`;
  return url.toString();
}

async function firstRow<T extends pg.QueryResultRow>(url: string, text: string): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [row] = (await client.query<T>(text)).rows;
    if (!row) throw new Error(`no row for ${text}`);
    return row;
  } finally {
    await client.end();
  }
}

/** Each typed text `q` against one database, through the API as the header box sends it; every kind the super admin may read is searched. */
async function measure(label: string, url: string, scenarios: Record<string, string>): Promise<Figure[]> {
  const server = await startBenchServer({ DATABASE_URL: url }, 4100 + Math.floor(Math.random() * 300));
  const auth = { authorization: `Bearer ${server.token}` };
  const figures: Figure[] = [];
  try {
    for (const [name, q] of Object.entries(scenarios)) {
      const times: number[] = [];
      let hits = 0;
      for (let i = 0; i < WARM_UP + MEASURED; i++) {
        const started = performance.now();
        const answer = await getJson(`${server.baseUrl}/admin/search?q=${encodeURIComponent(q)}`, auth);
        if (answer.status !== 200) throw new Error(`search ${name} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
        if (i >= WARM_UP) times.push(performance.now() - started);
        hits = answer.body.groups.reduce((sum, g) => sum + g.hits.length, 0);
      }
      const m = median(times);
      figures.push({ figure: `search ${label}: ${name} (${hits} hits): API median`, value: `${m.toFixed(2)} ms`, target: `< ${TARGET_MS} ms`, met: m < TARGET_MS });
      figures.push({ figure: `search ${label}: ${name}: API p95`, value: `${percentile(times, 95).toFixed(2)} ms`, target: '(printed)', met: true });
    }
  } finally {
    await server.stop();
  }
  return figures;
}

export async function measureSearch(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const customersUrl = await privateCopyOf(await ensureCustomersBenchDatabase());
  const c = await firstRow<{ id: string; email: string; phone: string }>(customersUrl, `select id, email, phone from customers where email = 'customer654321@demo.example'`);
  figures.push(...(await measure('1M customers', customersUrl, {
    'e-mail': c.email,
    'e-mail prefix': c.email.slice(0, 14),
    'phone as typed': `${c.phone.slice(0, 4)} ${c.phone.slice(4, 10)}`,
    'part of a name': 'amina kowals',
    'customer id': c.id,
    'a number that is no customer': 'FD0000123456',
  })));

  const fiatUrl = await privateCopyOf(await ensureFiatBenchDatabase());
  const d = await firstRow<{ deposit_number: string; reference: string }>(fiatUrl, `select deposit_number, reference from fiat_deposits order by deposit_number offset 654321 limit 1`);
  const w = await firstRow<{ withdrawal_number: string; payout_reference: string | null }>(fiatUrl,
    `select withdrawal_number, payout_reference from fiat_withdrawals where payout_reference is not null order by withdrawal_number offset 4321 limit 1`);
  figures.push(...(await measure('1M deposits + 1M withdrawals', fiatUrl, {
    'deposit number': d.deposit_number.toLowerCase(),
    'deposit reference': d.reference,
    'withdrawal number': w.withdrawal_number,
    ...(w.payout_reference ? { 'payout reference': w.payout_reference } : {}),
  })));

  const p2pUrl = await existingP2pDatabase();
  if (p2pUrl) {
    const copy = await privateCopyOf(p2pUrl);
    const t = await firstRow<{ transaction_number: string }>(copy, `select transaction_number from p2p_transactions order by transaction_number offset 654321 limit 1`);
    const o = await firstRow<{ order_number: string }>(copy, `select order_number from order_disputes limit 1`);
    figures.push(...(await measure('1M P2P transactions', copy, { 'transaction number': t.transaction_number, 'disputed order number': o.order_number })));
  } else {
    figures.push({ figure: `search 1M P2P transactions: ${p2pDbName} not generated (run the p2p bench first)`, value: '-', target: '(skipped)', met: true });
  }
  return figures;
}

// `npx tsx search-bench.ts`: this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const f of await measureSearch()) process.stdout.write(`${f.figure.padEnd(80)} ${f.value.padEnd(12)} ${f.target.padEnd(10)} ${f.met ? 'met' : 'NOT MET'}\n`);
}
