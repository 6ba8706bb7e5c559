import { and, desc, eq, sql } from 'drizzle-orm';
import type { CsvExportSource, KeysetCursor } from '../../../platform/db/csv-export.ts';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { customers } from '../../customers/customer-tables.ts';
import { merchants } from '../merchants/merchant-tables.ts';
import { orderFilters, type OrderFilters } from './order-queries.ts';
import { p2pOrders as o } from './order-tables.ts';

export const utcText = (column: typeof o.createdAt | typeof o.completedAt) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const header = ['order_number', 'created_at', 'status', 'side', 'coin', 'fiat', 'price', 'crypto_amount', 'fiat_amount', 'merchant', 'customer_email', 'completed_at'];

/** In header order; free text goes through csv_formula_safe(). */
const columns = {
  orderNumber: sql<string>`csv_formula_safe(${o.orderNumber})`,
  createdAt: utcText(o.createdAt),
  status: o.status,
  side: o.side,
  coin: o.coin,
  fiat: o.fiat,
  price: o.price,
  cryptoAmount: o.cryptoAmount,
  fiatAmount: o.fiatAmount,
  merchant: sql<string>`csv_formula_safe(${merchants.name})`,
  customerEmail: sql<string>`csv_formula_safe(${customers.email})`,
  completedAt: utcText(o.completedAt),
};

const columnKeys = Object.keys(columns) as (keyof typeof columns)[];

export function ordersCsvSource(db: DbOrTx, filters: OrderFilters): CsvExportSource {
  const after = (c: KeysetCursor | undefined) => (c ? sql`(${o.createdAt}, ${o.id}) < (${c.cursorAt}::timestamptz, ${c.cursorId}::uuid)` : undefined);
  return {
    header,
    copyQuery: () =>
      db.select(columns).from(o)
        .innerJoin(merchants, eq(merchants.id, o.merchantId)).innerJoin(customers, eq(customers.id, o.customerId))
        .where(orderFilters.where(filters)).orderBy(desc(o.createdAt), desc(o.id)).toSQL(),
    page: async (cursor, limit) => {
      const rows = await db.select({ ...columns, cursorAt: sql<string>`${o.createdAt}::text`, cursorId: o.id }).from(o)
        .innerJoin(merchants, eq(merchants.id, o.merchantId)).innerJoin(customers, eq(customers.id, o.customerId))
        .where(and(orderFilters.where(filters), after(cursor))).orderBy(desc(o.createdAt), desc(o.id)).limit(limit);
      return rows.map((r) => ({ cursorAt: r.cursorAt, cursorId: r.cursorId, cells: columnKeys.map((k) => r[k]) }));
    },
  };
}
