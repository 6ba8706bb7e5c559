import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { SearchResult } from '@exchange/contract/search/search';
import { BENCH_PG_URL } from './bench-helpers.ts';
import { type Figure, median, percentile, startBenchServer } from './bench-server.ts';

const p2pDbName = process.env.BENCH_DB_NAME ?? 'bench_p2p';
const customersDbName = process.env.BENCH_CUSTOMERS_DB_NAME ?? 'bench_customers';
const fiatDbName = process.env.BENCH_FIAT_DB_NAME ?? 'bench_fiat';
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

/** The hashes of this branch's migrations, as drizzle records them (sha256 of each file). */
function ownMigrationHashes(): string[] {
  const folder = fileURLToPath(new URL('../apps/api/drizzle/', import.meta.url));
  return readdirSync(folder).filter((f) => f.endsWith('.sql')).map((f) => createHash('sha256').update(readFileSync(path.join(folder, f))).digest('hex'));
}

/**
 * A copy of a shared bench database for this bench alone, or undefined when no earlier bench made
 * the shared one (it is not generated here: minutes of work). The API migrates the database it
 * serves, and a branch's migration must not land in the databases every other branch's benches
 * use; the copy also forgets migrations of other branches that the shared one has seen, so that
 * this branch's own are applied to it (drizzle applies only those newer than the last recorded).
 * Made once from the template (a file copy, seconds), then reused.
 */
async function privateCopyOf(source: string): Promise<string | undefined> {
  const target = `${source}_search`;
  const admin = new pg.Client({ connectionString: BENCH_PG_URL });
  await admin.connect();
  try {
    const shared = await admin.query('select 1 from pg_database where datname = $1', [source]);
    if (shared.rowCount === 0) return undefined;
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
  const url = new URL(BENCH_PG_URL);
  url.pathname = `/${target}`;
  const copy = new pg.Client({ connectionString: url.toString() });
  await copy.connect();
  try {
    await copy.query('delete from drizzle.__drizzle_migrations where not (hash = any($1))', [ownMigrationHashes()]);
  } finally {
    await copy.end();
  }
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

const skipped = (name: string, bench: string): Figure => ({ figure: `search: ${name} not generated (run the ${bench} bench first)`, value: '-', target: '(skipped)', met: true });

export async function measureSearch(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const customersUrl = await privateCopyOf(customersDbName);
  if (customersUrl) {
    const c = await firstRow<{ id: string; email: string; phone: string }>(customersUrl, `select id, email, phone from customers where email = 'customer654321@demo.example'`);
    figures.push(...(await measure('1M customers', customersUrl, {
      'e-mail': c.email,
      'e-mail prefix': c.email.slice(0, 14),
      'phone as typed': `${c.phone.slice(0, 4)} ${c.phone.slice(4, 10)}`,
      'part of a name': 'amina kowals',
      'customer id': c.id,
      'a number that is no customer': 'FD0000123456',
    })));
  } else figures.push(skipped(customersDbName, 'customers'));

  const fiatUrl = await privateCopyOf(fiatDbName);
  if (fiatUrl) {
    const d = await firstRow<{ deposit_number: string; reference: string }>(fiatUrl, `select deposit_number, reference from fiat_deposits order by deposit_number offset 654321 limit 1`);
    const w = await firstRow<{ withdrawal_number: string; payout_reference: string | null }>(fiatUrl,
      `select withdrawal_number, payout_reference from fiat_withdrawals where payout_reference is not null order by withdrawal_number offset 4321 limit 1`);
    figures.push(...(await measure('1M deposits + 1M withdrawals', fiatUrl, {
      'deposit number': d.deposit_number.toLowerCase(),
      'deposit reference': d.reference,
      'withdrawal number': w.withdrawal_number,
      ...(w.payout_reference ? { 'payout reference': w.payout_reference } : {}),
    })));
  } else figures.push(skipped(fiatDbName, 'fiat'));

  const p2pUrl = await privateCopyOf(p2pDbName);
  if (p2pUrl) {
    const t = await firstRow<{ transaction_number: string }>(p2pUrl, `select transaction_number from p2p_transactions order by transaction_number offset 654321 limit 1`);
    const o = await firstRow<{ order_number: string }>(p2pUrl, `select order_number from order_disputes limit 1`);
    figures.push(...(await measure('1M P2P transactions', p2pUrl, { 'transaction number': t.transaction_number, 'disputed order number': o.order_number })));
  } else figures.push(skipped(p2pDbName, 'p2p'));
  return figures;
}

// `npx tsx search-bench.ts`: this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const f of await measureSearch()) process.stdout.write(`${f.figure.padEnd(80)} ${f.value.padEnd(12)} ${f.target.padEnd(10)} ${f.met ? 'met' : 'NOT MET'}\n`);
}
