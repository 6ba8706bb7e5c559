import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { loginThrottle } from '../../modules/auth/auth-tables.ts';

export interface ThrottleRule {
  maxFailures: number;
  windowMs: number;
  lockoutMs: number;
}

export const accountKey = (email: string) => `account:${email.toLowerCase()}`;
export const ipKey = (ip: string) => `ip:${ip}`;
/** accountKey in SQL, for a query that joins the counters to admins. */
export const accountKeySql = (email: AnyColumn | SQL) => sql`'account:' || lower(${email})`;

/**
 * Failure counters live in the database so that every API instance sees the same lockout and a
 * restart does not reset it. Keys are counted for unknown emails too: a lockout says nothing about
 * whether an account exists.
 */
export async function isLocked(db: Db, keys: string[], now = new Date()): Promise<boolean> {
  for (const key of keys) {
    const [row] = await db.select({ lockedUntil: loginThrottle.lockedUntil }).from(loginThrottle).where(eq(loginThrottle.key, key));
    if (row?.lockedUntil && row.lockedUntil > now) return true;
  }
  return false;
}

/** One atomic upsert: concurrent failures each count. */
export async function recordFailure(db: Db, key: string, rule: ThrottleRule, now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const lockedUntil = new Date(now.getTime() + rule.lockoutMs);
  await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStartedAt: now, lockedUntil: rule.maxFailures <= 1 ? lockedUntil : null })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${loginThrottle.windowStartedAt} < ${windowStart} then 1 else ${loginThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${loginThrottle.windowStartedAt} < ${windowStart} then ${now} else ${loginThrottle.windowStartedAt} end`,
        lockedUntil: sql`case
          when (case when ${loginThrottle.windowStartedAt} < ${windowStart} then 1 else ${loginThrottle.failures} + 1 end) >= ${rule.maxFailures}
          then ${lockedUntil} else ${loginThrottle.lockedUntil} end`,
      },
    });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}
