import { and, eq, sql } from 'drizzle-orm';
import { cellsOf, csvText, csvTime, type CsvExportSource, type KeysetCursor } from '../../platform/db/csv-export.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { customers } from '../customers/customer-tables.ts';
import { type DonationFilters, donationFilters, donationOrder } from './donation-queries.ts';
import { donationCauses as k, donations as d } from './donation-tables.ts';

const columns = {
  createdAt: csvTime(d.createdAt),
  cause: csvText(k.name),
  customerName: csvText(customers.name),
  customerEmail: csvText(customers.email),
  asset: d.asset,
  amount: sql<string>`trim_scale(${d.amount})::text`,
  ledgerEntryId: sql<string>`${d.ledgerEntryId}::text`,
};
const keys = Object.keys(columns) as (keyof typeof columns)[];
const header = ['created_at', 'cause', 'customer_name', 'customer_email', 'asset', 'amount', 'ledger_entry_id'];

/** Every donation matching the list's filters, newest first; free text through csv_formula_safe(). */
export function donationsCsvSource(db: DbOrTx, filters: DonationFilters): CsvExportSource {
  const from = () => db.select(columns).from(d).innerJoin(k, eq(k.id, d.causeId)).innerJoin(customers, eq(customers.id, d.customerId));
  const after = (c: KeysetCursor | undefined) => (c ? sql`(${d.createdAt}, ${d.id}) < (${c.cursorAt}::timestamptz, ${c.cursorId}::uuid)` : undefined);
  return {
    header,
    copyQuery: () => from().where(donationFilters.where(filters)).orderBy(...donationOrder).toSQL(),
    page: async (cursor, limit) => {
      const rows = await db.select({ ...columns, cursorAt: sql<string>`${d.createdAt}::text`, cursorId: d.id }).from(d)
        .innerJoin(k, eq(k.id, d.causeId)).innerJoin(customers, eq(customers.id, d.customerId))
        .where(and(donationFilters.where(filters), after(cursor))).orderBy(...donationOrder).limit(limit);
      return rows.map((r) => ({ cursorAt: r.cursorAt, cursorId: r.cursorId, cells: cellsOf(keys, r) }));
    },
  };
}
