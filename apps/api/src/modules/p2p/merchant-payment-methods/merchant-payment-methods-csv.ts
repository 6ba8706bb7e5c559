import { and, desc, sql } from 'drizzle-orm';
import { cellsOf, csvPlain, csvText, csvTime, type CsvExportSource, type KeysetCursor } from '../../../platform/db/csv-export.ts';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { merchantPaymentMethods as p } from '../merchants/merchant-tables.ts';
import { merchantMethodFilters, type ListMerchantPaymentMethodsFilters } from './merchant-payment-methods.ts';

const header = ['created_at', 'type', 'label', 'account_name', 'account_number_last4', 'bank_name', 'active', 'archived_at', 'updated_at'];

/** In header order; free text goes through csv_formula_safe(). */
const columns = {
  createdAt: csvTime(p.createdAt),
  type: p.type,
  label: csvText(p.label),
  accountName: csvText(p.accountName),
  // Like the screen, which masks it: enough to tell accounts apart, not to pay into one from a file.
  accountNumberLast4: csvText(sql`right(regexp_replace(${p.accountNumber}, '[[:space:]]', '', 'g'), 4)`),
  bankName: csvText(p.bankName),
  isActive: csvPlain(p.isActive),
  archivedAt: csvTime(p.archivedAt),
  updatedAt: csvTime(p.updatedAt),
};
const columnKeys = Object.keys(columns) as (keyof typeof columns)[];

/** Every payment method of one merchant matching the tab's filters, newest first, like the tab. */
export function merchantPaymentMethodsCsvSource(db: DbOrTx, filters: ListMerchantPaymentMethodsFilters & { merchantId: string }): CsvExportSource {
  const after = (c: KeysetCursor | undefined) => (c ? sql`(${p.createdAt}, ${p.id}) < (${c.cursorAt}::timestamptz, ${c.cursorId}::uuid)` : undefined);
  return {
    header,
    copyQuery: () => db.select(columns).from(p).where(merchantMethodFilters.where(filters)).orderBy(desc(p.createdAt), desc(p.id)).toSQL(),
    page: async (cursor, limit) => {
      const rows = await db.select({ ...columns, cursorAt: sql<string>`${p.createdAt}::text`, cursorId: p.id }).from(p)
        .where(and(merchantMethodFilters.where(filters), after(cursor))).orderBy(desc(p.createdAt), desc(p.id)).limit(limit);
      return rows.map((r) => ({ cursorAt: r.cursorAt, cursorId: r.cursorId, cells: cellsOf(columnKeys, r) }));
    },
  };
}
