import { sql, type SQL } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Tx } from '../db/database.ts';
import type { JobQueueName } from './job-queues.ts';

/**
 * pg-boss's SQL with its $n placeholders, as a drizzle query of the caller's transaction. An object
 * goes as JSON text (its placeholder casts it); undefined as null.
 */
function asDrizzleSql(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    const value = values[Number(match[1]) - 1];
    chunks.push(sql`${value === undefined ? null : typeof value === 'object' && value !== null && !(value instanceof Date) && !Array.isArray(value) ? JSON.stringify(value) : value}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks, sql.raw(''));
}

const hasRows = (value: unknown): value is { rows: unknown[] } => typeof value === 'object' && value !== null && Array.isArray((value as { rows?: unknown }).rows);

/** pg-boss's database adapter over a drizzle transaction: what it writes commits or rolls back with it. */
export function transactionAdapter(tx: Tx): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result: unknown = await tx.execute(asDrizzleSql(text, values));
      return { rows: hasRows(result) ? result.rows : [] };
    },
  };
}

/**
 * Only builds the INSERT of a job; never started, never connected (every send passes its own
 * transaction). The queue's row in pgboss.queue gives the retry settings.
 */
const sender = new PgBoss({
  db: {
    executeSql: () => Promise.reject(new Error('a job is enqueued inside a transaction: pass it')),
  },
});

/**
 * Enqueues a job in the caller's transaction: the job exists exactly when the caller's change
 * committed, so a crash after the commit loses nothing (a worker picks the job up after restart)
 * and a rollback leaves no job behind. Returns the job's id.
 */
export async function enqueueJob(tx: Tx, queue: JobQueueName, data: object, options: Omit<PgBoss.SendOptions, 'db'> = {}): Promise<string> {
  const id = await sender.send(queue, data, { ...options, db: transactionAdapter(tx) });
  if (!id) throw new Error(`the job queue refused a job for ${queue}`);
  return id;
}
