import { and, eq, sql } from 'drizzle-orm';
import { cellsOf, csvText, csvTime, type CsvExportSource, type KeysetCursor } from '../../platform/db/csv-export.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { customers } from '../customers/customer-tables.ts';
import { type RedemptionFilters, redemptionFilters, redemptionOrder } from './voucher-queries.ts';
import { voucherBatches as b, voucherCodes as c, voucherRedemptions as r } from './voucher-tables.ts';

// The code's last 4 characters only, as on screen: the hint finds a code with the customer but never redeems it.
const columns = {
  redeemedAt: csvTime(r.redeemedAt),
  batch: csvText(b.name),
  batchId: sql<string>`${r.batchId}::text`,
  codeHint: csvText(c.codeHint),
  customerName: csvText(customers.name),
  customerEmail: csvText(customers.email),
  asset: r.asset,
  amount: sql<string>`trim_scale(${r.amount})::text`,
  ledgerEntryId: sql<string>`${r.ledgerEntryId}::text`,
};
const keys = Object.keys(columns) as (keyof typeof columns)[];
const header = ['redeemed_at', 'batch', 'batch_id', 'code_hint', 'customer_name', 'customer_email', 'asset', 'amount', 'ledger_entry_id'];

/** Every redemption matching the log's filters, newest first; free text through csv_formula_safe(). */
export function voucherRedemptionsCsvSource(db: DbOrTx, filters: RedemptionFilters): CsvExportSource {
  const from = () => db.select(columns).from(r).innerJoin(b, eq(b.id, r.batchId)).innerJoin(c, eq(c.id, r.codeId)).innerJoin(customers, eq(customers.id, r.customerId));
  const after = (k: KeysetCursor | undefined) => (k ? sql`(${r.redeemedAt}, ${r.id}) < (${k.cursorAt}::timestamptz, ${k.cursorId}::uuid)` : undefined);
  return {
    header,
    copyQuery: () => from().where(redemptionFilters.where(filters)).orderBy(...redemptionOrder).toSQL(),
    page: async (cursor, limit) => {
      const rows = await db.select({ ...columns, cursorAt: sql<string>`${r.redeemedAt}::text`, cursorId: r.id }).from(r)
        .innerJoin(b, eq(b.id, r.batchId)).innerJoin(c, eq(c.id, r.codeId)).innerJoin(customers, eq(customers.id, r.customerId))
        .where(and(redemptionFilters.where(filters), after(cursor))).orderBy(...redemptionOrder).limit(limit);
      return rows.map((row) => ({ cursorAt: row.cursorAt, cursorId: row.cursorId, cells: cellsOf(keys, row) }));
    },
  };
}
