import { PassThrough, Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { type Actor, writeAudit } from '../audit/write-audit.ts';
import { csvLine } from '../csv.ts';
import type { CopyQuery, CsvCopy, DbOrTx } from './database.ts';

export interface KeysetCursor {
  /** created_at as PostgreSQL's text: a JS Date would drop the microseconds. */
  cursorAt: string;
  cursorId: string;
}

/**
 * One area's export: the same columns (in header order, free text through csv_formula_safe) as a
 * COPY query for PostgreSQL, and as keyset pages (newest first) for PGlite. A grouped list pages on
 * its group's key instead of (created_at, id): `C` is that cursor.
 */
export interface CsvExportSource<C extends object = KeysetCursor> {
  header: readonly string[];
  copyQuery(): CopyQuery;
  /** The rows after `after` (each carries its own cursor), at most `limit`. */
  page(after: C | undefined, limit: number): Promise<(C & { cells: (string | null)[] })[]>;
}

/** A time as the CSV writes it (UTC, seconds), the same text from COPY and from a keyset page. */
export const csvTime = (column: AnyPgColumn | SQL) => sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
/** Free text (names, e-mails, reasons) never reaches a spreadsheet as a formula. */
export const csvText = (column: AnyPgColumn | SQL) => sql<string | null>`csv_formula_safe(${column})`;
/** Booleans and counts as text: COPY would write `t`/`f`, a keyset page `true`/`false`. */
export const csvPlain = (column: AnyPgColumn | SQL) => sql<string | null>`(${column})::text`;

/** The cells of a keyset page's row, in the columns' order. */
export const cellsOf = <K extends string>(keys: readonly K[], row: Record<K, string | null>) => keys.map((k) => row[k]);

const BATCH = 5_000;

/**
 * Streams every matching row in constant memory. On PostgreSQL the database writes the CSV itself
 * (COPY), about as fast as `psql \copy`; on PGlite rows come in keyset batches.
 */
export async function streamCsvExport<C extends object>(source: CsvExportSource<C>, copyCsv: CsvCopy | undefined): Promise<Readable> {
  const header = `${source.header.join(',')}\n`;
  if (copyCsv) {
    const body = await copyCsv(source.copyQuery());
    const out = new PassThrough();
    out.write(header);
    body.on('error', (err) => out.destroy(err));
    out.on('close', () => body.destroy());
    return body.pipe(out);
  }
  async function* batches() {
    yield header;
    let after: C | undefined;
    for (;;) {
      const rows = await source.page(after, BATCH);
      yield rows.map((r) => csvLine(r.cells)).join('');
      const last = rows[rows.length - 1];
      if (!last || rows.length < BATCH) return;
      after = last;
    }
  }
  return Readable.from(batches());
}

/** Exports leave the building: who took which rows is recorded, then the file streams out. */
export async function sendCsvExport(
  db: DbOrTx,
  reply: FastifyReply,
  what: { action: string; targetType: string; filename: string; filters: unknown; actor: Actor },
  stream: Readable,
): Promise<FastifyReply> {
  if (reply.request.sessionCheck) {
    stream.destroy();
    throw new Error('an export started before its session was confirmed: its route must not read alongside the session check for format=csv');
  }
  await writeAudit(db, what.actor, { action: what.action, outcome: 'SUCCESS', targetType: what.targetType, detail: JSON.stringify(what.filters) });
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${what.filename}-${stamp}.csv"`)
    .header('cache-control', 'no-store')
    // Typed replies expect the route's JSON; Fastify pipes a stream without serializing it.
    .send(stream as never);
}
