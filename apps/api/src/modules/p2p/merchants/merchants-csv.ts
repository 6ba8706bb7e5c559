import { and, desc, sql } from 'drizzle-orm';
import { cellsOf, csvPlain, csvText, csvTime, type CsvExportSource, type KeysetCursor } from '../../../platform/db/csv-export.ts';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { activeAds, cancelledOrders, completedOrders, merchantFilters, type ListMerchantsFilters } from './merchant-queries.ts';
import { merchants as m } from './merchant-tables.ts';

const header = ['name', 'email', 'phone', 'country', 'active', 'online', 'completed_orders', 'cancelled_orders', 'active_ads', 'created_at', 'updated_at'];

/** In header order; free text goes through csv_formula_safe(). */
const columns = {
  name: csvText(m.name),
  email: csvText(m.email),
  phone: csvText(m.phone),
  country: m.country,
  isActive: csvPlain(m.isActive),
  isOnline: csvPlain(m.isOnline),
  completedOrders: csvPlain(completedOrders),
  cancelledOrders: csvPlain(cancelledOrders),
  activeAds: csvPlain(activeAds),
  createdAt: csvTime(m.createdAt),
  updatedAt: csvTime(m.updatedAt),
};
const columnKeys = Object.keys(columns) as (keyof typeof columns)[];

/** Every merchant matching the list's filters, newest first (the list's sort is for the screen). */
export function merchantsCsvSource(db: DbOrTx, filters: ListMerchantsFilters): CsvExportSource {
  const after = (c: KeysetCursor | undefined) => (c ? sql`(${m.createdAt}, ${m.id}) < (${c.cursorAt}::timestamptz, ${c.cursorId}::uuid)` : undefined);
  return {
    header,
    copyQuery: () => db.select(columns).from(m).where(merchantFilters.where(filters)).orderBy(desc(m.createdAt), desc(m.id)).toSQL(),
    page: async (cursor, limit) => {
      const rows = await db.select({ ...columns, cursorAt: sql<string>`${m.createdAt}::text`, cursorId: m.id }).from(m)
        .where(and(merchantFilters.where(filters), after(cursor))).orderBy(desc(m.createdAt), desc(m.id)).limit(limit);
      return rows.map((r) => ({ cursorAt: r.cursorAt, cursorId: r.cursorId, cells: cellsOf(columnKeys, r) }));
    },
  };
}
