import { and, eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { cellsOf, csvText, csvTime, type CsvExportSource, type KeysetCursor } from '../../platform/db/csv-export.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { tradeOrderConditions, tradeOrderOrder, type TradeOrderFilters } from './order-queries.ts';
import { tradeOrders as o } from './trade-tables.ts';

const canceller = alias(admins, 'canceller');
const decimal = (column: AnyPgColumn) => sql<string>`trim_scale(${column})::text`;

const columns = {
  orderNumber: o.orderNumber,
  createdAt: csvTime(o.createdAt),
  kind: o.kind,
  side: o.side,
  baseAsset: o.baseAsset,
  quoteAsset: o.quoteAsset,
  price: decimal(o.price),
  amount: decimal(o.amount),
  filledAmount: decimal(o.filledAmount),
  averagePrice: sql<string | null>`case when ${o.filledAmount} > 0 then trim_scale(round(${o.filledQuote} / ${o.filledAmount}, 8))::text end`,
  fee: decimal(o.fee),
  feeAsset: o.feeAsset,
  heldAmount: decimal(o.heldAmount),
  heldAsset: o.heldAsset,
  status: o.status,
  customerName: csvText(customers.name),
  customerEmail: csvText(customers.email),
  cancelledBy: csvText(canceller.name),
  cancelledAt: csvTime(o.cancelledAt),
  cancelReason: csvText(o.cancelReason),
};
const keys = Object.keys(columns) as (keyof typeof columns)[];
const header = ['order_number', 'created_at', 'kind', 'side', 'base_asset', 'quote_asset', 'price', 'amount', 'filled_amount', 'average_price', 'fee', 'fee_asset',
  'held_amount', 'held_asset', 'status', 'customer_name', 'customer_email', 'cancelled_by', 'cancelled_at', 'cancel_reason'];

/** Every order matching the list's filters, newest first; free text through csv_formula_safe(). */
export function tradeOrdersCsvSource(db: DbOrTx, filters: TradeOrderFilters): CsvExportSource {
  const from = () => db.select(columns).from(o).innerJoin(customers, eq(customers.id, o.customerId)).leftJoin(canceller, eq(canceller.id, o.cancelledBy));
  const after = (c: KeysetCursor | undefined) => (c ? sql`(${o.createdAt}, ${o.id}) < (${c.cursorAt}::timestamptz, ${c.cursorId}::uuid)` : undefined);
  return {
    header,
    copyQuery: () => from().where(tradeOrderConditions(filters)).orderBy(...tradeOrderOrder).toSQL(),
    page: async (cursor, limit) => {
      const rows = await db.select({ ...columns, cursorAt: sql<string>`${o.createdAt}::text`, cursorId: o.id }).from(o)
        .innerJoin(customers, eq(customers.id, o.customerId)).leftJoin(canceller, eq(canceller.id, o.cancelledBy))
        .where(and(tradeOrderConditions(filters), after(cursor))).orderBy(...tradeOrderOrder).limit(limit);
      return rows.map((r) => ({ cursorAt: r.cursorAt, cursorId: r.cursorId, cells: cellsOf(keys, r) }));
    },
  };
}
