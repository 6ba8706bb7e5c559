import { and, desc, eq, sql } from 'drizzle-orm';
import type { CsvExportSource, KeysetCursor } from '../../platform/db/csv-export.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { caseFilters, type CaseFilters } from './screening-queries.ts';
import { screeningCases as sc, screeningWatchlists as wl } from './screening-tables.ts';

const utc = (column: typeof sc.createdAt | typeof sc.decidedAt) => sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const safe = (column: unknown) => sql<string | null>`csv_formula_safe(${column})`;

const header = [
  'case_id', 'created_at', 'status', 'score', 'name_score', 'provider', 'customer_id', 'customer_name', 'customer_email', 'customer_country',
  'customer_date_of_birth', 'entry_name', 'matched_name', 'entry_date_of_birth', 'entry_country', 'list', 'watchlist', 'decided_by', 'decided_at',
];

/** In header order; free text goes through csv_formula_safe(). */
const columns = {
  id: sql<string>`${sc.id}::text`,
  createdAt: utc(sc.createdAt),
  status: sc.status,
  score: sql<string>`${sc.score}::text`,
  nameScore: sql<string>`${sc.nameScore}::text`,
  provider: sc.provider,
  customerId: sql<string>`${customers.id}::text`,
  customerName: safe(customers.name),
  customerEmail: safe(customers.email),
  customerCountry: customers.country,
  customerDob: sql<string | null>`${customers.dateOfBirth}::text`,
  entryName: safe(sc.entryName),
  matchedName: safe(sc.matchedName),
  entryDob: sql<string | null>`${sc.entryDateOfBirth}::text`,
  entryCountry: sc.entryCountry,
  listName: safe(sc.listName),
  watchlist: safe(wl.name),
  decidedBy: safe(admins.name),
  decidedAt: utc(sc.decidedAt),
};
const columnKeys = Object.keys(columns) as (keyof typeof columns)[];

/** Every case the filters match, newest first. */
export function casesCsvSource(db: DbOrTx, filters: CaseFilters): CsvExportSource {
  const after = (c: KeysetCursor | undefined) => (c ? sql`(${sc.createdAt}, ${sc.id}) < (${c.cursorAt}::timestamptz, ${c.cursorId}::uuid)` : undefined);
  return {
    header,
    copyQuery: () => db.select(columns).from(sc).innerJoin(customers, eq(customers.id, sc.customerId)).leftJoin(wl, eq(wl.id, sc.watchlistId)).leftJoin(admins, eq(admins.id, sc.decidedBy)).where(caseFilters.where(filters)).orderBy(desc(sc.createdAt), desc(sc.id)).toSQL(),
    page: async (cursor, limit) => {
      const rows = await db.select({ ...columns, cursorAt: sql<string>`${sc.createdAt}::text`, cursorId: sc.id })
        .from(sc).innerJoin(customers, eq(customers.id, sc.customerId)).leftJoin(wl, eq(wl.id, sc.watchlistId)).leftJoin(admins, eq(admins.id, sc.decidedBy))
        .where(and(caseFilters.where(filters), after(cursor)))
        .orderBy(desc(sc.createdAt), desc(sc.id))
        .limit(limit);
      return rows.map((r) => ({ cursorAt: r.cursorAt, cursorId: r.cursorId, cells: columnKeys.map((k) => r[k]) }));
    },
  };
}
