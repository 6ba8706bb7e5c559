import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { normalizeName, scoreMatch } from './name-match.ts';
import type { ScreeningHit, ScreeningProvider, ScreeningSubject } from './screening-provider.ts';

interface CandidateRow {
  entry_id: string;
  watchlist_id: string;
  name: string;
  aliases: string[];
  date_of_birth: string | null;
  country: string | null;
  list_name: string;
}

const rowsOf = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** PGlite hands a date column back as a Date, pg as text: one YYYY-MM-DD for both. */
export const dayText = (value: string | Date | null): string | null =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/**
 * The default provider: the watchlists operators uploaded. Candidates come from the trigram index
 * on every entry's names (`%`, pg_trgm's similarity of 0.3 or more), so a screening reads the few
 * entries that look alike rather than every list; each is then scored with Jaro-Winkler.
 */
export const watchlistProvider: ScreeningProvider = {
  kind: 'WATCHLIST',
  async screen(db, subjects) {
    const hits: ScreeningHit[] = [];
    for (const subject of subjects) {
      const name = normalizeName(subject.name);
      if (!name) continue;
      const candidates = await rowsOf<CandidateRow>(db, sql`
        select distinct e.id as entry_id, e.watchlist_id, e.name, e.aliases, e.date_of_birth::text as date_of_birth, e.country, e.list_name
        from screening_entry_names n join screening_entries e on e.id = n.entry_id
        where n.name % ${name}`);
      for (const row of candidates) hits.push(hitOf(subject, row));
    }
    return hits;
  },
};

export function hitOf(subject: ScreeningSubject, row: CandidateRow): ScreeningHit {
  const entry = {
    entryId: row.entry_id,
    watchlistId: row.watchlist_id,
    name: row.name,
    aliases: row.aliases,
    dateOfBirth: dayText(row.date_of_birth),
    country: row.country,
    listName: row.list_name,
  };
  const { score, nameScore, matchedName } = scoreMatch(subject, { names: [entry.name, ...entry.aliases], dateOfBirth: entry.dateOfBirth, country: entry.country });
  return { customerId: subject.customerId, provider: 'WATCHLIST', matchKey: row.entry_id, score, nameScore, matchedName, entry };
}

/**
 * Every customer (but closed accounts) whose name looks like a name of this watchlist's entries,
 * found through the trigram index on customers.name, scored. One statement: for each entry name,
 * an index probe into customers, so a list of a few hundred names against a million customers reads
 * only the customers that look alike.
 */
export async function screenCustomersAgainstWatchlist(db: DbOrTx, watchlistId: string): Promise<ScreeningHit[]> {
  const rows = await rowsOf<CandidateRow & { customer_id: string; customer_name: string; customer_dob: string | null; customer_country: string }>(db, sql`
    select distinct c.id as customer_id, c.name as customer_name, c.date_of_birth::text as customer_dob, c.country as customer_country,
      e.id as entry_id, e.watchlist_id, e.name, e.aliases, e.date_of_birth::text as date_of_birth, e.country, e.list_name
    from screening_entry_names n
    join customers c on c.name % n.name
    join screening_entries e on e.id = n.entry_id
    where n.watchlist_id = ${watchlistId} and c.state <> 'CLOSED'`);
  return rows.map((row) => hitOf({ customerId: row.customer_id, name: row.customer_name, dateOfBirth: dayText(row.customer_dob), country: row.customer_country }, row));
}
