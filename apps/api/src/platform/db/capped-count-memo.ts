import type { DbOrTx } from './database.ts';

const TTL_MS = 5_000;
const MAX_KEYS = 500;

/**
 * Remembers for a few seconds which filters matched more than COUNT_CAP rows. Such a total is
 * shown as "10,000+", and it stays true unless thousands of matches vanish within seconds, so a
 * busy list (ten operators on the default filter) stops recounting 10,001 index entries per call.
 * Exact totals (under the cap) are never remembered: they must follow every decision at once.
 */
export class CappedCountMemo {
  private readonly until = new Map<string, number>();

  isCapped(key: string, now = Date.now()): boolean {
    const expiry = this.until.get(key);
    if (expiry === undefined) return false;
    if (expiry > now) return true;
    this.until.delete(key);
    return false;
  }

  rememberCapped(key: string, now = Date.now()): void {
    // Filters are few in practice; a flood of distinct ones just starts the memo over.
    if (this.until.size >= MAX_KEYS) this.until.clear();
    this.until.set(key, now + TTL_MS);
  }
}

const memos = new WeakMap<DbOrTx, Map<string, CappedCountMemo>>();

/** One memo per database and list, so test servers in one process never see each other's. */
export function cappedCountMemo(db: DbOrTx, list: string): CappedCountMemo {
  let byList = memos.get(db);
  if (!byList) memos.set(db, (byList = new Map()));
  let memo = byList.get(list);
  if (!memo) byList.set(list, (memo = new CappedCountMemo()));
  return memo;
}
