import os from 'node:os';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

/** One line of the `public-api` log group: what an operator needs to trace a call. */
export interface RequestLogEntry {
  time: string;
  reqId: string;
  method: string;
  url: string;
  route: string | null;
  status: number;
  ms: number;
  ip: string;
  adminId: string | null;
  userAgent: string;
}

/** A line as the download gives it: the entry and the API instance that served the call. */
export interface RequestLogLine extends RequestLogEntry {
  instance: string;
}

export const REQUEST_LOG_GROUP = 'public-api';

/** Which process served a call, as an operator finds it on a host: hostname:pid. */
export const defaultInstanceName = () => `${os.hostname()}:${process.pid}`;

export interface RequestLogWriterOptions {
  /** Days kept; partitions of older days are dropped when a new day's partition is met. */
  retentionDays: number;
  /** Called once per run of failures (not for each failed batch); the API goes on unlogged. */
  onError: (err: Error) => void;
  instance?: string;
  /** A batch is written this long after its first line at the latest. */
  flushIntervalMs?: number;
  /** A batch is written as soon as this many lines wait (one multi-row INSERT). */
  batchSize?: number;
  /** Lines held, buffered or in batches waiting, while the database is slow or away; beyond, new lines are dropped (and reported). */
  maxPending?: number;
}

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Writes the request log into the `request_log` table (migration 0014), independent of LOG_LEVEL
 * (it is the record operators download, not diagnostics). Off the request path: `write` only
 * buffers; one multi-row INSERT every second or every `batchSize` lines. Batches run one after
 * another, so `flush` resolving means every line written before the call is committed.
 *
 * The server may run as a role that cannot create tables: day partitions are made and dropped by
 * the SECURITY DEFINER functions `request_log_ensure_day` and `request_log_drop_before`.
 */
export class RequestLogWriter {
  readonly instance: string;
  private readonly retentionDays: number;
  private readonly onError: (err: Error) => void;
  private readonly flushIntervalMs: number;
  private readonly batchSize: number;
  private readonly maxPending: number;

  private pending: RequestLogEntry[] = [];
  /** Lines handed to batches that are not stored yet (a slow or hanging database holds them). */
  private queued = 0;
  private timer: NodeJS.Timeout | null = null;
  /** The last batch queued: each batch starts when the one before it is done. */
  private tail: Promise<void> = Promise.resolve();
  /** Days whose partition this writer has made sure of. */
  private readonly readyDays = new Set<string>();
  private newestDay = '';
  private failing = false;
  private dropped = 0;
  private closed = false;

  constructor(
    private readonly db: Db,
    options: RequestLogWriterOptions,
  ) {
    this.instance = options.instance ?? defaultInstanceName();
    this.retentionDays = options.retentionDays;
    this.onError = options.onError;
    this.flushIntervalMs = options.flushIntervalMs ?? 1000;
    this.batchSize = options.batchSize ?? 500;
    this.maxPending = options.maxPending ?? 50_000;
  }

  write(entry: RequestLogEntry): void {
    if (this.closed) return;
    if (this.pending.length + this.queued >= this.maxPending) {
      this.dropped += 1;
      return;
    }
    this.pending.push(entry);
    if (this.pending.length >= this.batchSize) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushIntervalMs).unref();
  }

  /** Resolves once every line written before the call is committed. Never rejects. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = [];
    this.queued += batch.length;
    this.tail = this.tail.then(() => this.store(batch));
    return this.tail;
  }

  /** Writes what is buffered; later lines are ignored. */
  async close(): Promise<void> {
    if (this.closed) return this.tail;
    const last = this.flush();
    this.closed = true;
    return last;
  }

  private async store(batch: RequestLogEntry[]): Promise<void> {
    try {
      for (let at = 0; at < batch.length; at += this.batchSize) {
        // A turn of the event loop between batches: PGlite runs in this thread and answers without I/O.
        if (at > 0) await nextTurn();
        await this.insert(batch.slice(at, at + this.batchSize));
      }
      if (this.dropped > 0) {
        const lost = this.dropped;
        this.dropped = 0;
        throw new Error(`${lost} request log lines were dropped while the database was not keeping up`);
      }
      this.failing = false;
    } catch (err) {
      // Losing the request log must not take the API down: report once per run of failures.
      if (!this.failing) this.report(err instanceof Error ? err : new Error(String(err)));
      this.failing = true;
    } finally {
      this.queued -= batch.length;
    }
  }

  private report(err: Error) {
    try {
      this.onError(err);
    } catch {
      // A throwing reporter must not break the chain of batches (and with it every later flush).
    }
  }

  private async insert(rows: RequestLogEntry[]): Promise<void> {
    if (rows.length === 0) return;
    await this.ensureDays(rows);
    try {
      await this.db.execute(this.insertStatement(rows));
    } catch (err) {
      // 23514: no partition for the row; one was dropped under us (a shorter retention elsewhere).
      if ((err as { code?: string }).code !== '23514' && (err as { cause?: { code?: string } }).cause?.code !== '23514') throw err;
      this.readyDays.clear();
      await this.ensureDays(rows);
      await this.db.execute(this.insertStatement(rows));
    }
  }

  private async ensureDays(rows: RequestLogEntry[]) {
    const days = new Set(rows.map((r) => utcDay(Date.parse(r.time))));
    for (const day of days) {
      if (this.readyDays.has(day)) continue;
      await this.db.execute(sql`select request_log_ensure_day(${day}::date)`);
      this.readyDays.add(day);
      if (day > this.newestDay) {
        this.newestDay = day;
        // A new day: the days past retention go, whole partitions at once.
        const oldest = utcDay(Date.parse(`${day}T00:00:00.000Z`) - this.retentionDays * DAY_MS);
        await this.db.execute(sql`select request_log_drop_before(${oldest}::date)`);
        for (const known of this.readyDays) if (known < oldest) this.readyDays.delete(known);
      }
    }
  }

  private insertStatement(rows: RequestLogEntry[]) {
    const values = rows.map(
      (r) =>
        sql`(${r.time}::timestamptz, ${this.instance}, ${r.reqId}, ${r.method}, ${r.url}, ${r.route}, ${r.status}, ${r.ms}, ${r.ip}, ${r.adminId}, ${r.userAgent})`,
    );
    return sql`insert into request_log (time, instance, req_id, method, url, route, status, ms, ip, admin_id, user_agent) values ${sql.join(values, sql`, `)}`;
  }
}
