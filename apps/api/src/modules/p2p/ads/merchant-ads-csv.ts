import { and, desc, sql } from 'drizzle-orm';
import { cellsOf, csvPlain, csvText, csvTime, type CsvExportSource, type KeysetCursor } from '../../../platform/db/csv-export.ts';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { merchantAds as a } from '../merchants/merchant-tables.ts';
import { adFilters, type ListMerchantAdsFilters } from './merchant-ads.ts';

const header = ['created_at', 'side', 'coin', 'fiat', 'price', 'min_limit', 'max_limit', 'available_amount', 'payment_methods', 'terms', 'active',
  'archived_at', 'updated_at'];

/** In header order; free text goes through csv_formula_safe(). */
const columns = {
  createdAt: csvTime(a.createdAt),
  side: a.side,
  coin: a.coin,
  fiat: a.fiat,
  price: a.price,
  minLimit: a.minLimit,
  maxLimit: a.maxLimit,
  availableAmount: a.availableAmount,
  paymentMethods: csvText(sql`(select string_agg(p.label, '; ' order by p.label) from merchant_payment_methods p where p.id = any("merchant_ads"."payment_method_ids"))`),
  terms: csvText(a.terms),
  isActive: csvPlain(a.isActive),
  archivedAt: csvTime(a.archivedAt),
  updatedAt: csvTime(a.updatedAt),
};
const columnKeys = Object.keys(columns) as (keyof typeof columns)[];

/** Every ad of one merchant matching the tab's filters, newest first, like the tab. */
export function merchantAdsCsvSource(db: DbOrTx, filters: ListMerchantAdsFilters & { merchantId: string }): CsvExportSource {
  const after = (c: KeysetCursor | undefined) => (c ? sql`(${a.createdAt}, ${a.id}) < (${c.cursorAt}::timestamptz, ${c.cursorId}::uuid)` : undefined);
  return {
    header,
    copyQuery: () => db.select(columns).from(a).where(adFilters.where(filters)).orderBy(desc(a.createdAt), desc(a.id)).toSQL(),
    page: async (cursor, limit) => {
      const rows = await db.select({ ...columns, cursorAt: sql<string>`${a.createdAt}::text`, cursorId: a.id }).from(a)
        .where(and(adFilters.where(filters), after(cursor))).orderBy(desc(a.createdAt), desc(a.id)).limit(limit);
      return rows.map((r) => ({ cursorAt: r.cursorAt, cursorId: r.cursorId, cells: cellsOf(columnKeys, r) }));
    },
  };
}
