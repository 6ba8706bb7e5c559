import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { type BenchServer, type Figure, median, startBenchServer } from './bench-server.ts';

/** The PostgreSQL server the benches make their databases on. */
export const BENCH_PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The URL of the bench database `name` on BENCH_PG_URL's server: made if it is missing, and kept
 * for the next run (generating a million rows takes minutes); `fresh` drops it and makes it anew.
 */
export async function benchDatabase(name: string, { fresh = false } = {}): Promise<string> {
  const admin = new pg.Client({ connectionString: BENCH_PG_URL });
  await admin.connect();
  try {
    if (fresh) await admin.query(`drop database if exists "${name}" with (force)`);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(BENCH_PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The API on its own process (startBenchServer) over this database, on a free-ish port, and its admin's authorization header. */
export async function benchServerOn(databaseUrl: string): Promise<{ server: BenchServer; auth: Record<string, string> }> {
  const port = 4500 + Math.floor(Math.random() * 400);
  const server = await startBenchServer({ DATABASE_URL: databaseUrl }, port);
  return { server, auth: { authorization: `Bearer ${server.token}` } };
}

// A plain keep-alive client on one socket: fetch() costs a millisecond of its own per call, which
// would be counted against the API when the whole budget is five.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** A GET's status, its body read and dropped (a list's timing without parsing it). */
export function getStatus(url: string, headers: Record<string, string>): Promise<{ status: number }> {
  return new Promise((resolve, reject) => {
    http.get(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** A GET's status and body as text. */
export function getText(url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http.get(url, { agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** A GET's status and body parsed as JSON. */
export async function getJson(url: string, headers: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const { status, body } = await getText(url, headers);
  return { status, body: JSON.parse(body) };
}

/**
 * What any signed-in call costs before its own SQL (HTTP, session, policies, JSON), in ms: the
 * median of GET /admin/me after a warm-up long enough for the server's JIT. Beside reads whose SQL
 * takes a millisecond or two it is most of the API's time, and why they cannot come within 2x of it.
 */
export async function signedInCallMedian(server: BenchServer, auth: Record<string, string>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 800; i++) {
    const started = performance.now();
    const answer = await getText(`${server.baseUrl}/admin/me`, auth);
    if (answer.status !== 200) throw new Error(`/admin/me answered ${answer.status}`);
    if (i >= 300) times.push(performance.now() - started);
  }
  return median(times);
}

/**
 * Calls timed in turn `rounds` times so all see the same caches and machine load; the first
 * `warmUp` rounds (the server's JIT, the plans) are not kept.
 */
export async function timeEachInTurns<K extends string>(rounds: number, warmUp: number, calls: Record<K, () => Promise<unknown>>): Promise<Record<K, number[]>> {
  const entries = Object.entries(calls) as [K, () => Promise<unknown>][];
  const times = Object.fromEntries(entries.map(([name]) => [name, [] as number[]])) as Record<K, number[]>;
  for (let i = 0; i < rounds; i++) {
    for (const [name, call] of entries) {
      const started = performance.now();
      await call();
      if (i >= warmUp) times[name].push(performance.now() - started);
    }
  }
  return times;
}

/** A call through the API and the same statements sent bare, timed in turn (timeEachInTurns). */
export async function timeInTurns(rounds: number, warmUp: number, api: () => Promise<unknown>, bare: () => Promise<unknown>): Promise<{ apiTimes: number[]; bareTimes: number[] }> {
  const { apiTimes, bareTimes } = await timeEachInTurns(rounds, warmUp, { apiTimes: api, bareTimes: bare });
  return { apiTimes, bareTimes };
}

export interface FloorStatement {
  name?: string;
  text: string;
  values: unknown[];
}

/**
 * http-floor-server.ts on its own process, sending these statements (groups in order, a group's
 * at once): what an API answering with exactly this SQL costs at the least on this machine.
 */
export async function startHttpFloor(databaseUrl: string, groups: FloorStatement[][]): Promise<{ url: string; get(): Promise<void>; stop(): Promise<void> }> {
  const port = 4900 + Math.floor(Math.random() * 90);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('http-floor-server.ts', import.meta.url))], {
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), FLOOR_STATEMENTS: JSON.stringify(groups) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/floor`;
  for (let i = 0; ; i++) {
    try {
      if ((await getStatus(url, {})).status === 200) break;
    } catch {
      // not listening yet
    }
    if (i > 150 || child.exitCode !== null) throw new Error('the HTTP floor server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async get() {
      const answer = await getStatus(url, {});
      if (answer.status !== 200) throw new Error(`the HTTP floor answered ${answer.status}`);
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** The floor's figure: its median and its ratio to the bare SQL, printed beside the API's. */
export const floorFigure = (label: string, floorMedian: number, bareMedian: number): Figure => ({
  figure: `${label}: HTTP floor (bare Fastify + pg, same SQL) median, / bare`,
  value: `${floorMedian.toFixed(2)} ms ${(floorMedian / bareMedian).toFixed(2)}x`,
  target: '(printed)',
  met: true,
});

/** A list's two statements as the API sends them (listPageStatements), to run bare. */
interface BareStatements {
  page: { sql: string; params: unknown[] };
  counting: { sql: string; params: unknown[] };
}

/**
 * One list screen against its bare SQL, as the P2P list is judged: the API's median at concurrency
 * 1 (< 5 ms) and its ratio to the same two statements sent bare (<= 2.5x), then its p99 with ten
 * admins at once (< 25 ms). The API shares a capped count for a few seconds (list_count_cache),
 * while the bare run counts every time: that is part of what is measured.
 */
export async function measureListAgainstBare(
  label: string,
  target: string,
  auth: Record<string, string>,
  bare: pg.Pool,
  statements: BareStatements,
  statementName: string,
  databaseUrl: string,
): Promise<Figure[]> {
  const page = { name: statementName, text: statements.page.sql, values: statements.page.params };
  const counting = { text: statements.counting.sql, values: statements.counting.params };
  const floor = await startHttpFloor(databaseUrl, [[page, counting]]);
  let times: Record<'api' | 'floor' | 'bare', number[]>;
  let floorLoaded: autocannon.Result;
  try {
    times = await timeEachInTurns(600, 200, {
      api: async () => {
        const answer = await getStatus(target, auth);
        if (answer.status !== 200) throw new Error(`${label} answered ${answer.status}`);
      },
      floor: floor.get,
      bare: () => Promise.all([bare.query(page), bare.query(counting)]),
    });
    floorLoaded = await autocannon({ url: floor.url, connections: 10, amount: 3000 });
  } finally {
    await floor.stop();
  }
  const api = median(times.api);
  const bareMedian = median(times.bare);
  const loaded = await autocannon({ url: target, connections: 10, amount: 3000, headers: auth });
  return [
    { figure: `${label}: median, concurrency 1`, value: `${api.toFixed(2)} ms`, target: '< 5 ms', met: api < 5 },
    { figure: `${label}: bare SQL median`, value: `${bareMedian.toFixed(2)} ms`, target: '(printed)', met: true },
    { figure: `${label}: API / bare`, value: `${(api / bareMedian).toFixed(2)}x`, target: '<= 2.5x', met: api / bareMedian <= 2.5 },
    floorFigure(label, median(times.floor), bareMedian),
    { figure: `${label}: p99, concurrency 10`, value: `${loaded.latency.p99} ms`, target: '< 25 ms', met: loaded.latency.p99 < 25 && loaded.non2xx === 0 },
    { figure: `${label}: HTTP floor p99, concurrency 10`, value: `${floorLoaded.latency.p99} ms`, target: '(printed)', met: true },
  ];
}
