import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@exchange/api/src/platform/db/database.ts';
import { cellsOf, csvPlain, csvText, csvTime, type CsvExportSource, type KeysetCursor } from '@exchange/api/src/platform/db/csv-export.ts';
import { leadFilters, owner, type LeadFilters } from './lead-queries.ts';
import { leads as l } from './leads-tables.ts';

const header = ['created_at', 'name', 'email', 'phone', 'country', 'company', 'source', 'status', 'lost_reason', 'owner', 'customer_id', 'status_changed_at'];

/** In header order; free text goes through csv_formula_safe(). */
const columns = {
  createdAt: csvTime(l.createdAt),
  name: csvText(l.name),
  email: csvText(l.email),
  phone: csvText(l.phone),
  country: l.country,
  company: csvText(l.company),
  source: l.source,
  status: l.status,
  lostReason: csvText(l.lostReason),
  owner: csvText(owner.name),
  customerId: csvPlain(l.customerId),
  statusChangedAt: csvTime(l.statusChangedAt),
};
const keys = Object.keys(columns) as (keyof typeof columns)[];

/** Every lead matching the list's filters, newest first (the export ignores the list's sort and page). */
export function leadsCsvSource(db: DbOrTx, filters: LeadFilters): CsvExportSource {
  const after = (c: KeysetCursor | undefined) => (c ? sql`(${l.createdAt}, ${l.id}) < (${c.cursorAt}::timestamptz, ${c.cursorId}::uuid)` : undefined);
  const from = () => db.select(columns).from(l).leftJoin(owner, eq(owner.id, l.ownerId));
  return {
    header,
    copyQuery: () => from().where(leadFilters.where(filters)).orderBy(desc(l.createdAt), desc(l.id)).toSQL(),
    page: async (cursor, limit) => {
      const rows = await db
        .select({ ...columns, cursorAt: sql<string>`${l.createdAt}::text`, cursorId: l.id })
        .from(l)
        .leftJoin(owner, eq(owner.id, l.ownerId))
        .where(and(leadFilters.where(filters), after(cursor)))
        .orderBy(desc(l.createdAt), desc(l.id))
        .limit(limit);
      return rows.map((row) => ({ cursorAt: row.cursorAt, cursorId: row.cursorId, cells: cellsOf(keys, row) }));
    },
  };
}
