import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { type Database, openPglite, openPostgres } from '../apps/api/src/platform/db/database.ts';
import { buildServer } from '../apps/api/src/platform/http/build-server.ts';
import { RequestLogWriter } from '../apps/api/src/platform/logs/request-log-writer.ts';
import { ensureFirstAdmin } from '../apps/api/src/modules/auth/first-admin.ts';
import { BENCH_PG_URL, benchDatabase } from './bench-helpers.ts';
import { BENCH_ADMIN, type Figure, percentile } from './bench-server.ts';

const LINES = 200_000;
const DOWNLOAD_LINES = 10_000;
const dbName = process.env.BENCH_REQUEST_LOG_DB_NAME ?? 'bench_request_log';

/** A fresh PostgreSQL database for each run: the log is filled by the bench itself. */
async function freshPostgres(): Promise<{ database: Database; url: string; drop: () => Promise<void> }> {
  const url = await benchDatabase(dbName, { fresh: true });
  const database = await openPostgres(url);
  const drop = async () => {
    const dropper = new pg.Client({ connectionString: BENCH_PG_URL });
    await dropper.connect();
    await dropper.query(`drop database if exists "${dbName}" with (force)`);
    await dropper.end();
  };
  return { database, url, drop };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
function request(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; bytes: number; text: string }>((resolve, reject) => {
    const req = http.request(url, { agent, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, bytes: body.length, text: body.length < 100_000 ? body.toString('utf8') : '' });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * The request log of `kind`: 200,000 lines written through the writer (a day of a busy API), then a
 * download of the last 10,000, while the server's event loop delay is sampled and a second client
 * keeps calling GET /admin/publicSettings. The server runs in this process so the event loop
 * measured is its own (the two clients add a little of theirs).
 */
async function measureOne(kind: 'pglite' | 'postgres'): Promise<Figure[]> {
  const pgDb = kind === 'postgres' ? await freshPostgres() : null;
  const database = pgDb?.database ?? (await openPglite('memory://'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    ...(pgDb ? { DATABASE_URL: pgDb.url, TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'), VIEW_AS_SIGNING_KEY: randomBytes(32).toString('hex') } : { DATA_DIR: path.join(os.tmpdir(), `bench-request-log-${randomBytes(4).toString('hex')}`) }),
  });
  await ensureFirstAdmin(database.db, config);
  const app = await buildServer({ db: database.db, notifications: database.notifications, copyCsv: database.copyCsv, config, totpKey: randomBytes(32), logger: false, webDist: '/nonexistent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const figures: Figure[] = [];
  try {
    // The last 24 hours, evenly: two day partitions.
    const fillErrors: Error[] = [];
    const filler = new RequestLogWriter(database.db, { retentionDays: 30, onError: (err) => fillErrors.push(err), instance: 'bench-fill:0' });
    const now = Date.now();
    let started = performance.now();
    for (let i = 0; i < LINES; i++) {
      filler.write({
        time: new Date(now - 86_400_000 + Math.floor((i * 86_400_000) / LINES)).toISOString(),
        reqId: `req-${i}`,
        method: 'GET',
        url: `/admin/p2p/transactions?page=${i % 50}&limit=20&status=APPROVED`,
        route: '/admin/p2p/transactions',
        status: 200,
        ms: (i % 97) / 10,
        ip: `10.0.${(i >> 8) & 255}.${i & 255}`,
        adminId: '2f1c7e0a-8d7b-4c1f-9a51-3d3c1b0a9e77',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      });
      // Let the batches go out as they fill, as they would under traffic.
      if (i % 5000 === 4999) await filler.flush();
    }
    await filler.close();
    if (fillErrors.length > 0) throw fillErrors[0];
    const fillMs = performance.now() - started;
    figures.push({ figure: `request log (${kind}): write ${LINES / 1000}k lines`, value: `${((LINES / fillMs) * 1000).toFixed(0)}/s`, target: '(printed)', met: true });

    const login = await request(`${base}/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(BENCH_ADMIN) });
    const token = (JSON.parse(login.text) as { data: { accessToken: string } }).data.accessToken;
    const day = (offset: number) => new Date(now + offset * 86_400_000).toISOString().slice(0, 10);
    for (let i = 0; i < 20; i++) await request(`${base}/admin/publicSettings`); // warm-up

    const link = await request(`${base}/admin/listCloudWatchLogs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ from: day(-1), to: day(0), limit: DOWNLOAD_LINES }),
    });
    if (link.status !== 200) throw new Error(`listCloudWatchLogs answered ${link.status}: ${link.text}`);
    const { url } = JSON.parse(link.text) as { url: string };

    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    let downloading = true;
    const concurrent: number[] = [];
    const prober = (async () => {
      while (downloading) {
        const at = performance.now();
        await request(`${base}/admin/publicSettings`);
        concurrent.push(performance.now() - at);
      }
    })();
    started = performance.now();
    const file = await request(`${base}${url}`);
    const downloadMs = performance.now() - started;
    downloading = false;
    await prober;
    loop.disable();
    if (file.status !== 200) throw new Error(`download answered ${file.status}`);
    const loopMax = loop.max / 1e6;
    const p99 = percentile(concurrent, 99);
    figures.push(
      { figure: `request log (${kind}): download ${DOWNLOAD_LINES / 1000}k of ${LINES / 1000}k lines (${(file.bytes / 1e6).toFixed(1)} MB)`, value: `${downloadMs.toFixed(0)} ms`, target: '(printed)', met: true },
      { figure: `request log (${kind}): event loop max delay during it`, value: `${loopMax.toFixed(1)} ms`, target: '< 50 ms', met: loopMax < 50 },
      { figure: `request log (${kind}): concurrent publicSettings p99 (n=${concurrent.length})`, value: `${p99.toFixed(1)} ms`, target: '< 50 ms', met: p99 < 50 },
    );
  } finally {
    await app.close();
    await database.close();
    await pgDb?.drop();
    rmSync(config.dataDir, { recursive: true, force: true });
  }
  return figures;
}

export async function measureRequestLog(): Promise<Figure[]> {
  return [...(await measureOne('postgres')), ...(await measureOne('pglite'))];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const f of await measureRequestLog()) process.stdout.write(`${f.figure.padEnd(72)} ${f.value.padEnd(10)} ${f.target.padEnd(10)} ${f.met ? 'met' : 'NOT MET'}\n`);
}
