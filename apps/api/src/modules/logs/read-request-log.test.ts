import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../platform/db/database.ts';
import { RequestLogWriter, type RequestLogEntry, type RequestLogLine } from '../../platform/logs/request-log-writer.ts';
import { openTestDatabase, testDatabaseKinds } from '../../testing/test-server.ts';
import { readRequestLog } from './read-request-log.ts';

const DAY_MS = 86_400_000;
const ms = (iso: string) => Date.parse(iso);
const dayOf = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

let seq = 0;
const entry = (time: string, extra: Partial<RequestLogEntry> = {}): RequestLogEntry => ({
  time,
  reqId: `req-${(seq += 1)}`,
  method: 'GET',
  url: `/admin/p2p/merchants?n=${seq}`,
  route: '/admin/p2p/merchants',
  status: 200,
  ms: 1.5,
  ip: '127.0.0.1',
  adminId: null,
  userAgent: 'test',
  ...extra,
});

async function textOf(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString('utf8');
}
const linesOf = (text: string) => text.split('\n').filter(Boolean).map((l) => JSON.parse(l) as RequestLogLine);
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const partitions = async (db: Db) =>
  (
    await rowsOf<{ name: string }>(
      db,
      sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'request_log'::regclass order by 1`,
    )
  ).map((r) => r.name);
const partitionOf = (day: string) => `request_log_${day.replaceAll('-', '')}`;

describe.each(testDatabaseKinds())('the request log in the database (%s)', (kind) => {
  let database: Database;
  let db: Db;
  const errors: Error[] = [];
  let writer: RequestLogWriter;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
    writer = new RequestLogWriter(db, { retentionDays: 3650, onError: (e) => errors.push(e), instance: 'host-a:101', flushIntervalMs: 60_000 });
    const hours = (day: string, list: number[]) => list.map((h) => entry(`${day}T${String(h).padStart(2, '0')}:00:00.000Z`, { url: `/admin/x?at=${day.slice(5)}T${String(h).padStart(2, '0')}` }));
    for (const e of [...hours('2026-03-01', [1, 2, 3]), ...hours('2026-03-03', [4, 5, 6, 7, 8])]) writer.write(e);
    await writer.flush();
  });
  afterAll(async () => {
    await writer.close();
    await database.close();
  });

  const read = async (from: string, to: string, limit: number, pageRows?: number) => linesOf(await textOf(await readRequestLog(db, ms(from), ms(to), limit, pageRows)));
  const at = (lines: RequestLogLine[]) => lines.map((l) => l.time.slice(5, 13));

  it('keeps the last lines across days, oldest first, a day without requests in between', async () => {
    for (const pageRows of [1000, 2, 1]) {
      const lines = await read('2026-03-01T00:00:00Z', '2026-03-03T23:59:59.999Z', 7, pageRows);
      expect(at(lines)).toEqual(['03-01T02', '03-01T03', '03-03T04', '03-03T05', '03-03T06', '03-03T07', '03-03T08']);
    }
    expect(errors).toEqual([]);
  });

  it('stops at the limit inside one day, and honours the hours of the range', async () => {
    expect(at(await read('2026-03-01T00:00:00Z', '2026-03-03T23:59:59Z', 2))).toEqual(['03-03T07', '03-03T08']);
    expect(at(await read('2026-03-01T02:00:00Z', '2026-03-03T05:30:00Z', 100, 3))).toEqual(['03-01T02', '03-01T03', '03-03T04', '03-03T05']);
  });

  it('finds nothing outside the days it holds, and answers an empty stream', async () => {
    expect(await textOf(await readRequestLog(db, ms('2020-11-01T00:00:00Z'), ms('2020-11-30T00:00:00Z'), 1000))).toBe('');
  });

  it("writes each line in today's entry shape, key for key, plus the instance that served it", async () => {
    const adminId = '0b7c5c1e-5f43-4c1c-9d4f-1d2b3c4d5e6f';
    writer.write(entry('2026-03-05T10:11:12.345Z', { reqId: 'req-shape', method: 'POST', url: '/auth/x', route: null, status: 401, ms: 12.3, ip: '::1', adminId, userAgent: 'ua/1' }));
    await writer.flush();
    const text = await textOf(await readRequestLog(db, ms('2026-03-05T00:00:00Z'), ms('2026-03-05T23:59:59.999Z'), 10));
    expect(text).toBe(
      `${JSON.stringify({ time: '2026-03-05T10:11:12.345Z', reqId: 'req-shape', method: 'POST', url: '/auth/x', route: null, status: 401, ms: 12.3, ip: '::1', adminId, userAgent: 'ua/1', instance: 'host-a:101' })}\n`,
    );
  });

  it('keeps the last N of many lines of the same instant in the order they were written, page after page', async () => {
    // A hundred: their ids cross a power of ten, where text order (…, 99, 100) and number order part.
    const urls = Array.from({ length: 100 }, (_, i) => `/admin/same?i=${i}`);
    for (const url of urls) writer.write(entry('2026-03-07T09:00:00.000Z', { url }));
    await writer.flush();
    for (const pageRows of [7, 40, 1000]) {
      const lines = await read('2026-03-07T00:00:00Z', '2026-03-07T23:59:59.999Z', 95, pageRows);
      expect(lines.map((l) => l.url)).toEqual(urls.slice(5));
    }
  });

  it('has every line written before flush() committed when it resolves, in batches of batchSize', async () => {
    const batched = new RequestLogWriter(db, { retentionDays: 3650, onError: (e) => errors.push(e), instance: 'host-b:7', batchSize: 10, flushIntervalMs: 60_000 });
    for (let i = 0; i < 1234; i++) batched.write(entry(`2026-03-09T12:00:${String(i % 60).padStart(2, '0')}.000Z`));
    await batched.close();
    const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from request_log where instance = 'host-b:7'`);
    expect(row?.n).toBe(1234);
    // Written after close: ignored, never an error.
    batched.write(entry('2026-03-09T13:00:00.000Z'));
    await batched.flush();
    const [after] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from request_log where instance = 'host-b:7'`);
    expect(after?.n).toBe(1234);
    expect(errors).toEqual([]);
  });

  it('lands the lines of two writers (two API instances) on one database, each under its instance', async () => {
    const errorsOfTwo: Error[] = [];
    const a = new RequestLogWriter(db, { retentionDays: 3650, onError: (e) => errorsOfTwo.push(e), instance: 'api-1:11', flushIntervalMs: 60_000 });
    const b = new RequestLogWriter(db, { retentionDays: 3650, onError: (e) => errorsOfTwo.push(e), instance: 'api-2:22', flushIntervalMs: 60_000 });
    // Both meet the same twelve new days at once: each day's partition is made once, nobody fails.
    for (let d = 0; d < 12; d++) {
      const day = `2026-04-${String(d + 1).padStart(2, '0')}`;
      for (let i = 0; i < 5; i++) {
        a.write(entry(`${day}T08:00:0${i}.000Z`, { url: `/a/${day}/${i}` }));
        b.write(entry(`${day}T08:00:0${i}.500Z`, { url: `/b/${day}/${i}` }));
      }
    }
    await Promise.all([a.flush(), b.flush()]);
    await Promise.all([a.close(), b.close()]);
    expect(errorsOfTwo).toEqual([]);
    const lines = await read('2026-04-01T00:00:00Z', '2026-04-12T23:59:59.999Z', 10_000, 17);
    expect(lines).toHaveLength(120);
    expect(lines.filter((l) => l.instance === 'api-1:11')).toHaveLength(60);
    expect(lines.filter((l) => l.instance === 'api-2:22')).toHaveLength(60);
    const times = lines.map((l) => l.time);
    expect([...times].sort()).toEqual(times);
  });

  it('makes a day partition once when many callers ask at the same moment', async () => {
    await Promise.all(Array.from({ length: 8 }, () => db.execute(sql`select request_log_ensure_day('2026-06-01'::date)`)));
    expect((await partitions(db)).filter((n) => n === 'request_log_20260601')).toHaveLength(1);
  });

  // Last: dropping the days before today also drops the fixed days the tests above read.
  it('drops the days past retention when a new day comes, whole partitions, and keeps the rest', async () => {
    const retained = new RequestLogWriter(db, { retentionDays: 30, onError: (e) => errors.push(e), instance: 'host-c:1', flushIntervalMs: 60_000 });
    const old = dayOf(-40);
    const recent = dayOf(-10);
    retained.write(entry(`${old}T05:00:00.000Z`));
    retained.write(entry(`${recent}T05:00:00.000Z`));
    await retained.flush();
    expect(await partitions(db)).toEqual(expect.arrayContaining([partitionOf(old), partitionOf(recent)]));

    // Today's first line: the writer makes today's partition and drops what is older than 30 days.
    retained.write(entry(new Date().toISOString()));
    await retained.close();
    const names = await partitions(db);
    expect(names).not.toContain(partitionOf(old));
    expect(names).toEqual(expect.arrayContaining([partitionOf(recent), partitionOf(dayOf(0))]));
    const kept = await read(`${old}T00:00:00Z`, `${recent}T23:59:59.999Z`, 100);
    expect(kept.map((l) => l.time.slice(0, 10))).toEqual([recent]);
    expect(errors).toEqual([]);
  });

  it('never drops today, whatever it is asked', async () => {
    await db.execute(sql`select request_log_ensure_day(${dayOf(0)}::date)`);
    await db.execute(sql`select request_log_drop_before(${dayOf(5)}::date)`);
    expect(await partitions(db)).toContain(partitionOf(dayOf(0)));
  });
});

describe('a request log writer whose database fails', () => {
  it('reports once per run of failures, never rejects, and reports again after a success', async () => {
    const errors: Error[] = [];
    let down = true;
    const executed: unknown[] = [];
    const fake = {
      execute: (query: unknown) => {
        if (down) return Promise.reject(new Error('connection refused'));
        executed.push(query);
        return Promise.resolve({ rows: [] });
      },
    } as unknown as Db;
    const writer = new RequestLogWriter(fake, { retentionDays: 30, onError: (e) => errors.push(e), flushIntervalMs: 60_000 });
    for (let i = 0; i < 3; i++) {
      writer.write(entry(new Date().toISOString()));
      await expect(writer.flush()).resolves.toBeUndefined();
    }
    expect(errors.map((e) => e.message)).toEqual(['connection refused']);
    down = false;
    writer.write(entry(new Date().toISOString()));
    await writer.flush();
    expect(executed.length).toBeGreaterThan(0);
    down = true;
    writer.write(entry(new Date().toISOString()));
    await writer.close();
    expect(errors).toHaveLength(2);
  });

  it('holds at most maxPending lines while the database is away, and says how many it dropped', async () => {
    const errors: Error[] = [];
    const fake = { execute: () => Promise.resolve({ rows: [] }) } as unknown as Db;
    const writer = new RequestLogWriter(fake, { retentionDays: 30, onError: (e) => errors.push(e), maxPending: 5, batchSize: 100, flushIntervalMs: 60_000 });
    for (let i = 0; i < 8; i++) writer.write(entry(new Date().toISOString()));
    await writer.close();
    expect(errors.map((e) => e.message)).toEqual(['3 request log lines were dropped while the database was not keeping up']);
  });
  it('counts the lines of batches stuck on a hanging database against maxPending', async () => {
    const errors: Error[] = [];
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fake = { execute: () => gate.then(() => ({ rows: [] })) } as unknown as Db;
    const writer = new RequestLogWriter(fake, { retentionDays: 30, onError: (e) => errors.push(e), maxPending: 4, batchSize: 2, flushIntervalMs: 60_000 });
    // Two batches of two go out and hang; three more lines find no room.
    for (let i = 0; i < 7; i++) writer.write(entry(new Date().toISOString()));
    release();
    await writer.close();
    expect(errors.map((e) => e.message)).toEqual(['3 request log lines were dropped while the database was not keeping up']);
  });

  it('goes on flushing when the error reporter itself throws', async () => {
    const fake = { execute: () => Promise.reject(new Error('down')) } as unknown as Db;
    const writer = new RequestLogWriter(fake, {
      retentionDays: 30,
      onError: () => {
        throw new Error('reporter broken');
      },
      flushIntervalMs: 60_000,
    });
    writer.write(entry(new Date().toISOString()));
    await expect(writer.flush()).resolves.toBeUndefined();
    writer.write(entry(new Date().toISOString()));
    await expect(writer.close()).resolves.toBeUndefined();
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the request log written by a runtime role (PostgreSQL)', () => {
  const role = `request_log_runtime_${randomBytes(4).toString('hex')}`;
  let database: Database;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await pool?.end();
    await database.close();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop role if exists "${role}"`);
    await admin.end();
  });

  it('makes and drops day partitions through the migration functions, with no right to create or drop tables', async () => {
    const [{ name } = { name: '' }] = await rowsOf<{ name: string }>(database.db, sql`select current_database() as name`);
    // Rights as the runtime role will have them: rows of tables, no CREATE, not the owner.
    for (const statement of [
      `create role "${role}" login`,
      `revoke create on schema public from public`,
      `grant usage on schema public to "${role}"`,
      `grant select, insert, update, delete on all tables in schema public to "${role}"`,
      `grant usage on all sequences in schema public to "${role}"`,
    ]) {
      await database.db.execute(sql.raw(statement));
    }
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    url.username = role;
    pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    const runtime = drizzle({ client: pool }) as unknown as Db;
    await expect(runtime.execute(sql`create table request_log_19990101 partition of request_log for values from ('1999-01-01') to ('1999-01-02')`)).rejects.toThrow();

    const errors: Error[] = [];
    const writer = new RequestLogWriter(runtime, { retentionDays: 30, onError: (e) => errors.push(e), instance: 'runtime:1', flushIntervalMs: 60_000 });
    writer.write(entry(`${dayOf(-45)}T01:00:00.000Z`));
    await writer.flush();
    expect(await partitions(database.db)).toContain(partitionOf(dayOf(-45)));
    writer.write(entry(new Date().toISOString()));
    await writer.close();
    expect(errors).toEqual([]);
    const names = await partitions(database.db);
    expect(names).toContain(partitionOf(dayOf(0)));
    expect(names).not.toContain(partitionOf(dayOf(-45)));
    await expect(runtime.execute(sql.raw(`drop table ${partitionOf(dayOf(0))}`))).rejects.toThrow();
    const lines = linesOf(await textOf(await readRequestLog(runtime, Date.now() - DAY_MS, Date.now() + DAY_MS, 10)));
    expect(lines.map((l) => l.instance)).toEqual(['runtime:1']);
  });
});
