import type { DbOrTx } from './database.ts';

const TTL_MS = 5_000;
const MAX_KEYS = 500;

/**
 * Facts about a list query that stay good enough for a few seconds, so ten operators on the same
 * screen do not each pay for them: that a filter matches more than COUNT_CAP rows (the total reads
 * "10,000+" anyway), or which row begins a deep page (the page is then read from that row, keyset
 * style, instead of skipping thousands of rows again). Never used for anything that must follow
 * every decision at once, such as an exact total.
 */
export class ShortLivedMemo<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  get(key: string, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.until > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  set(key: string, value: V, now = Date.now()): void {
    // Filters are few in practice; a flood of distinct ones just starts the memo over.
    if (this.entries.size >= MAX_KEYS) this.entries.clear();
    this.entries.set(key, { value, until: now + TTL_MS });
  }
}

const memos = new WeakMap<DbOrTx, Map<string, ShortLivedMemo<unknown>>>();

/** One memo per database and purpose, so test servers in one process never see each other's. */
export function shortLivedMemo<V>(db: DbOrTx, purpose: string): ShortLivedMemo<V> {
  let byPurpose = memos.get(db);
  if (!byPurpose) memos.set(db, (byPurpose = new Map()));
  let memo = byPurpose.get(purpose);
  if (!memo) byPurpose.set(purpose, (memo = new ShortLivedMemo<unknown>()));
  return memo as ShortLivedMemo<V>;
}
