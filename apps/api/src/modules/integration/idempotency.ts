import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_HOURS } from '@exchange/contract/integration/integration-rules';
import type { Db, Tx } from '../../platform/db/database.ts';
import { appError } from '../../platform/errors.ts';
import { idempotencyKeys as k } from './integration-tables.ts';

export interface Answer {
  status: number;
  body: unknown;
}

/** JSON with object keys sorted: the same body written in another key order is the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, v]) => `${JSON.stringify(key)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const requestHash = (method: string, path: string, body: unknown) => createHash('sha256').update(`${method} ${path}\n${canonicalJson(body ?? null)}`).digest('hex');

/**
 * Runs `effect` once per (service account, Idempotency-Key). The key is claimed by an insert in the
 * effect's own transaction: a second request with the key waits on that row until the first
 * commits, then finds the first answer and gets it again (same request) or a 422 (another one).
 * A failed effect rolls its claim back with it, so the key can be used again. A key older than
 * 24 h counts as unused (and the cleanup job deletes it).
 */
export async function withIdempotency(db: Db, serviceAccountId: string, key: string, hash: string, effect: (tx: Tx) => Promise<Answer>): Promise<Answer & { replayed: boolean }> {
  return db.transaction(async (tx) => {
    const expiresAt = sql`now() + make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`;
    const [claimed] = await tx
      .insert(k)
      .values({ serviceAccountId, key, requestHash: hash, responseStatus: 0, responseBody: {}, expiresAt })
      .onConflictDoUpdate({
        target: [k.serviceAccountId, k.key],
        set: { requestHash: hash, responseStatus: 0, responseBody: {}, createdAt: sql`now()`, expiresAt },
        setWhere: lt(k.expiresAt, sql`now()`),
      })
      .returning({ key: k.key });
    if (!claimed) {
      const [first] = await tx.select().from(k).where(and(eq(k.serviceAccountId, serviceAccountId), eq(k.key, key)));
      if (!first) throw new Error('an idempotency key neither claimed nor found');
      if (first.requestHash !== hash) {
        throw appError(422, 'integration.idempotencyKeyReused', 'This Idempotency-Key was used with another request (method, path or body): use a new key for a new request');
      }
      return { status: first.responseStatus, body: first.responseBody, replayed: true };
    }
    const answer = await effect(tx);
    await tx.update(k).set({ responseStatus: answer.status, responseBody: answer.body }).where(and(eq(k.serviceAccountId, serviceAccountId), eq(k.key, key)));
    return { ...answer, replayed: false };
  });
}

/** Deletes the keys past their 24 hours: run by the queue's schedule. */
export async function deleteExpiredIdempotencyKeys(db: Db): Promise<number> {
  const deleted = await db.delete(k).where(lt(k.expiresAt, sql`now()`)).returning({ key: k.key });
  return deleted.length;
}
