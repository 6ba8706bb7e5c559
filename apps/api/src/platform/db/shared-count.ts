import { is, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './database.ts';

/** How long one instance's count serves every instance, unless its table changes first. */
export const COUNT_SHARE_SECONDS = 5;

const inFlight = new WeakMap<DbOrTx, Map<string, Promise<number>>>();

/**
 * A list's capped count, paid once for everyone asking the same thing:
 * - requests for the same filters at the same moment in this process share one count;
 * - a count is kept COUNT_SHARE_SECONDS in `list_count_cache` for every instance, tagged with its
 *   table's generation (migration 0017). Any write to the table bumps the generation in the same
 *   transaction, so a decided row leaves its queue's count at once; only a table without a
 *   generation row (not listed there, e.g. the audit log) is counted every time.
 * `key` must say everything the count depends on (the count query's SQL and parameters).
 */
export function sharedCount(db: DbOrTx, table: string, key: string, count: () => Promise<number>): Promise<number> {
  // A transaction may count its own uncommitted rows: that count is nobody else's.
  if (is(db, PgTransaction)) return count();
  let counts = inFlight.get(db);
  if (!counts) inFlight.set(db, (counts = new Map()));
  const id = `${table}\u0000${key}`;
  const running = counts.get(id);
  if (running) return running;
  const counting = countOrReuse(db, table, key, count).finally(() => counts.delete(id));
  counts.set(id, counting);
  return counting;
}

async function countOrReuse(db: DbOrTx, table: string, key: string, count: () => Promise<number>): Promise<number> {
  const result = (await db.execute(sql`
    select g.generation::text as generation, c.counted
    from list_generations g
    left join list_count_cache c
      on c.table_name = g.table_name and c.filter_key = ${key} and c.generation = g.generation
      and c.counted_at > now() - make_interval(secs => ${COUNT_SHARE_SECONDS})
    where g.table_name = ${table}`)) as unknown as { rows: { generation: string; counted: number | null }[] };
  const [current] = result.rows;
  if (!current) return count();
  if (current.counted !== null) return current.counted;
  // The generation was read before counting: a change committed meanwhile leaves this count
  // tagged with the older generation, so nobody reuses it.
  const counted = await count();
  await db.execute(sql`
    with expired as (
      delete from list_count_cache where table_name = ${table} and counted_at < now() - interval '1 minute'
    )
    insert into list_count_cache (table_name, filter_key, generation, counted, counted_at)
    values (${table}, ${key}, ${current.generation}::bigint, ${counted}, now())
    on conflict (table_name, filter_key) do update
      set generation = excluded.generation, counted = excluded.counted, counted_at = excluded.counted_at`);
  return counted;
}
