import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { listCustomersQuerySchema } from '@exchange/contract/customers/customers';
import { openPostgres } from '../apps/api/src/platform/db/database.ts';
import { customerListStatements } from '../apps/api/src/modules/customers/customer-list.ts';
import { customers } from '../apps/api/src/modules/customers/customer-tables.ts';
import { insertDemoCustomers } from '../apps/api/src/modules/customers/customers-demo-data.ts';
import { benchDatabase, benchServerOn, floorFigure, getJson, signedInCallMedian, startHttpFloor, timeEachInTurns } from './bench-helpers.ts';
import { type Figure, median } from './bench-server.ts';

const TARGET_ROWS = 1_000_000;
const BATCH = 100_000;
// "_2": its customers have many surnames (see insertDemoCustomers); a bench_customers of earlier runs can be dropped.
const dbName = process.env.BENCH_CUSTOMERS_DB_NAME ?? 'bench_customers_2';

/** A PostgreSQL database with a million demo customers (set-based SQL), made once and reused. */
export async function ensureCustomersBenchDatabase(): Promise<string> {
  const url = await benchDatabase(dbName);
  const database = await openPostgres(url, { poolSize: 2 });
  const [row] = await database.db.select({ n: count() }).from(customers);
  const have = row?.n ?? 0;
  if (have !== TARGET_ROWS) {
    if (have > 0) throw new Error(`${dbName} holds ${have} customers, not ${TARGET_ROWS}: drop it and run again`);
    process.stdout.write(`generating ${TARGET_ROWS} customers in ${dbName} (once)...\n`);
    const started = Date.now();
    const anchor = new Date().toISOString();
    for (let from = 1; from <= TARGET_ROWS; from += BATCH) {
      await insertDemoCustomers(database.db, { count: Math.min(BATCH, TARGET_ROWS - from + 1), anchor, from, manySurnames: true });
      process.stdout.write(`  ${from + BATCH - 1} / ${TARGET_ROWS}\n`);
    }
    await database.db.execute(sql`vacuum analyze customers`);
    process.stdout.write(`  done in ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  }
  await database.close();
  return url;
}

export async function measureCustomers(): Promise<Figure[]> {
  const url = await ensureCustomersBenchDatabase();
  const bare = new pg.Pool({ connectionString: url, max: 4 });
  // The searches: a customer's e-mail and phone as an admin would type them, a surname's middle.
  const [sampleRow] = (await bare.query<{ email: string; phone: string }>(`select email, phone from customers where email = 'customer654321@demo.example'`)).rows;
  if (!sampleRow) throw new Error('no customer654321 in the bench database');
  const scenarios: Record<string, Record<string, string>> = {
    'search by e-mail prefix': { search: sampleRow.email.slice(0, 14) },
    'search by phone': { search: `${sampleRow.phone.slice(0, 4)} ${sampleRow.phone.slice(4, 10)}` },
    // A first name and the start of a surname, as an admin types a name.
    'search by part of a name': { search: 'amina kowals' },
    'filtered list (state, country, KYC)': { state: 'FROZEN', country: 'NG', kycStatus: 'APPROVED' },
  };
  const { server, auth } = await benchServerOn(url);
  const figures: Figure[] = [];
  const database = await openPostgres(url, { poolSize: 1 });
  try {
    const fixed = await signedInCallMedian(server, auth);
    figures.push({ figure: 'customers: a signed-in call with no list (GET /admin/me): API median', value: `${fixed.toFixed(2)} ms`, target: '(printed)', met: true });
    for (const [name, query] of Object.entries(scenarios)) {
      // The list's two statements as the API sends them, under the names it prepares them by.
      const { page, count: counting } = customerListStatements(database.db, listCustomersQuerySchema.parse(query));
      const qs = new URLSearchParams(query).toString();
      let total = 0;
      const floor = await startHttpFloor(url, [[page, counting]]);
      let times: Record<'api' | 'floor' | 'bare', number[]>;
      try {
        // After a warm-up long enough for the server's JIT.
        times = await timeEachInTurns(800, 300, {
          api: async () => {
            const answer = await getJson(`${server.baseUrl}/admin/customers?${qs}`, auth);
            if (answer.status !== 200) throw new Error(`${name} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
            total = (answer.body as { total: number }).total;
          },
          floor: floor.get,
          // The API sends both at once on two connections, both prepared; so does the bare run. It
          // shares a capped count for a few seconds (list_count_cache) while the bare run counts
          // every time: that is part of what is measured.
          bare: () => Promise.all([bare.query(page), bare.query(counting)]),
        });
      } finally {
        await floor.stop();
      }
      const api = median(times.api);
      const bareMedian = median(times.bare);
      figures.push({ figure: `customers ${name} (${total} found): API median`, value: `${api.toFixed(2)} ms`, target: '< 10 ms', met: api < 10 });
      figures.push({ figure: `customers ${name}: bare SQL median`, value: `${bareMedian.toFixed(2)} ms`, target: '(printed)', met: true });
      figures.push({ figure: `customers ${name}: API / bare`, value: `${(api / bareMedian).toFixed(2)}x`, target: '<= 2x', met: api / bareMedian <= 2 });
      figures.push(floorFigure(`customers ${name}`, median(times.floor), bareMedian));
    }
  } finally {
    await database.close();
    await bare.end();
    await server.stop();
  }
  return figures;
}

// `npx tsx customers-bench.ts`: this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const f of await measureCustomers()) process.stdout.write(`${f.figure.padEnd(70)} ${f.value.padEnd(12)} ${f.target.padEnd(10)} ${f.met ? 'met' : 'NOT MET'}\n`);
}
