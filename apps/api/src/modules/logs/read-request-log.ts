import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database.ts';
import type { RequestLogLine } from '../../platform/logs/request-log-writer.ts';

/**
 * Rows fetched per query: ~200 kB of lines, a millisecond of JSON per chunk, and on PGlite (which
 * runs in this thread) about 10 ms of the event loop per page (bench/request-log-bench.ts).
 */
export const LOG_PAGE_ROWS = 500;

interface Row {
  id: string;
  /** The row's time to the microsecond, for the next page's key. */
  at: string;
  time: string;
  instance: string;
  req_id: string;
  method: string;
  url: string;
  route: string | null;
  status: number;
  ms: number;
  ip: string;
  admin_id: string | null;
  user_agent: string;
}

interface Key {
  at: string;
  id: string;
}

/**
 * Runs a read in index order. A day's partition is young and often never analyzed (PGlite has no
 * autovacuum; on PostgreSQL it waits for autovacuum), so the planner guesses a few hundred rows in
 * the range and sorts all 200,000 of them instead of walking the primary key: 200+ ms of a
 * blocked event loop on PGlite. With sorting off, it walks the index and stops at the limit.
 */
const rowsOf = <T>(db: Db, query: SQL) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    return ((await tx.execute(query)) as unknown as { rows: T[] }).rows;
  });
const iso = (ms: number) => new Date(ms).toISOString();
const UTC_MICROS = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`);
const UTC_MILLIS = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);

/** The keys are the table's primary key (time, id): every page is one short index range scan. */
function pageQuery(fromIso: string, toIso: string, after: Key | null, inclusive: boolean, rows: number) {
  const keyed = after
    ? inclusive
      ? sql`and (r.time, r.id) >= (${after.at}::timestamptz, ${after.id}::bigint)`
      : sql`and (r.time, r.id) > (${after.at}::timestamptz, ${after.id}::bigint)`
    : sql``;
  // Qualified: in ORDER BY a bare `time` or `id` would be the text output column of that name.
  return sql`select r.id::text as id, to_char(r.time at time zone 'UTC', ${UTC_MICROS}) as at,
      to_char(r.time at time zone 'UTC', ${UTC_MILLIS}) as time, r.instance, r.req_id, r.method, r.url, r.route, r.status, r.ms, r.ip, r.admin_id, r.user_agent
    from request_log r
    where r.time >= ${fromIso}::timestamptz and r.time <= ${toIso}::timestamptz ${keyed}
    order by r.time, r.id
    limit ${rows}`;
}

/** The line of a row: today's entry shape, key for key, and the instance that served the call. */
const lineOf = (r: Row) =>
  JSON.stringify({
    time: r.time,
    reqId: r.req_id,
    method: r.method,
    url: r.url,
    route: r.route,
    status: Number(r.status),
    ms: Number(r.ms),
    ip: r.ip,
    adminId: r.admin_id,
    userAgent: r.user_agent,
    instance: r.instance,
  } satisfies RequestLogLine);

/**
 * The oldest row of the last `limit` rows of the range, or null when the range holds no more than
 * `limit` rows (the file then starts at `from`). Found walking back from `to` a page of keys at a
 * time (one short index scan each, other requests served in between) rather than in one scan of
 * `limit` keys: on PGlite, which runs in this thread, a query is time the event loop is blocked.
 */
async function firstKept(db: Db, fromIso: string, toIso: string, limit: number, pageRows: number): Promise<Key | null> {
  let before: Key | null = null;
  for (let left = limit; left > 0; ) {
    const step = Math.min(pageRows, left);
    const below: SQL = before ? sql`and (r.time, r.id) < (${before.at}::timestamptz, ${before.id}::bigint)` : sql``;
    const [key]: Key[] = await rowsOf<Key>(
      db,
      sql`select r.id::text as id, to_char(r.time at time zone 'UTC', ${UTC_MICROS}) as at
        from request_log r where r.time >= ${fromIso}::timestamptz and r.time <= ${toIso}::timestamptz ${below}
        order by r.time desc, r.id desc offset ${step - 1} limit 1`,
    );
    if (!key) return null;
    before = key;
    left -= step;
    await nextTurn();
  }
  return before;
}

/**
 * The last `limit` lines logged between `fromMs` and `toMs` (inclusive), oldest first, as a
 * stream of NDJSON: the first kept row is found (firstKept), then the lines come in pages of
 * `pageRows` by keyset on (time, id), each page asked for when the client has taken the one
 * before, so neither the server's memory nor its event loop ever holds the whole file. The first
 * page is read before the stream is answered: a database failure is an error status, not a
 * cut-off file.
 */
export async function readRequestLog(db: Db, fromMs: number, toMs: number, limit: number, pageRows = LOG_PAGE_ROWS): Promise<Readable> {
  const fromIso = iso(fromMs);
  const toIso = iso(toMs);
  const first = await firstKept(db, fromIso, toIso, limit, pageRows);
  const firstPage = await rowsOf<Row>(db, pageQuery(fromIso, toIso, first, true, Math.min(pageRows, limit)));

  async function* pages(): AsyncGenerator<string> {
    let page = firstPage;
    // Lines logged while the file is read (a range that ends in the future) never push it past the limit.
    let left = limit;
    while (page.length > 0 && left > 0) {
      const kept = page.length > left ? page.slice(0, left) : page;
      left -= kept.length;
      yield `${kept.map(lineOf).join('\n')}\n`;
      const last = page[page.length - 1];
      if (page.length < pageRows || left === 0 || !last) return;
      // PGlite answers without waiting on a socket: without this turn, the whole file would be
      // read in one go of promise callbacks while every other request waits.
      await nextTurn();
      page = await rowsOf<Row>(db, pageQuery(fromIso, toIso, last, false, Math.min(pageRows, left)));
    }
  }
  return Readable.from(pages(), { objectMode: false });
}
