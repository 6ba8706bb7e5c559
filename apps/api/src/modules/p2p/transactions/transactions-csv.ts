import { and, desc, eq, sql } from 'drizzle-orm';
import type { CsvExportSource, KeysetCursor } from '../../../platform/db/csv-export.ts';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { customers } from '../../customers/customer-tables.ts';
import { merchants } from '../merchants/merchant-tables.ts';
import { transactionConditions, type ListTransactionsFilters } from './transaction-queries.ts';
import { p2pTransactions as t } from './transaction-tables.ts';

const utcText = (column: typeof t.createdAt | typeof t.decidedAt) => sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const header = ['transaction_number', 'created_at', 'status', 'withdrawal_status', 'type', 'coin', 'fiat', 'crypto_amount', 'fiat_amount', 'price', 'customer_email', 'customer_name', 'merchant', 'decided_at', 'reject_reason'];

/** In header order; free text goes through csv_formula_safe(). */
const columns = {
  transactionNumber: sql<string>`csv_formula_safe(${t.transactionNumber})`,
  createdAt: utcText(t.createdAt),
  status: t.status,
  withdrawalStatus: t.withdrawalStatus,
  type: t.type,
  coin: t.coin,
  fiat: t.fiat,
  cryptoAmount: t.cryptoAmount,
  fiatAmount: t.fiatAmount,
  price: t.price,
  customerEmail: sql<string>`csv_formula_safe(${customers.email})`,
  customerName: sql<string>`csv_formula_safe(${customers.name})`,
  merchant: sql<string | null>`csv_formula_safe(${merchants.name})`,
  decidedAt: utcText(t.decidedAt),
  rejectReason: sql<string | null>`csv_formula_safe(${t.rejectReason})`,
};
const columnKeys = Object.keys(columns) as (keyof typeof columns)[];

export function transactionsCsvSource(db: DbOrTx, filters: ListTransactionsFilters): CsvExportSource {
  const after = (c: KeysetCursor | undefined) => (c ? sql`(${t.createdAt}, ${t.id}) < (${c.cursorAt}::timestamptz, ${c.cursorId}::uuid)` : undefined);
  return {
    header,
    copyQuery: () =>
      db.select(columns).from(t)
        .innerJoin(customers, eq(customers.id, t.customerId)).leftJoin(merchants, eq(merchants.id, t.merchantId))
        .where(transactionConditions(filters)).orderBy(desc(t.createdAt), desc(t.id)).toSQL(),
    page: async (cursor, limit) => {
      const rows = await db.select({ ...columns, cursorAt: sql<string>`${t.createdAt}::text`, cursorId: t.id }).from(t)
        .innerJoin(customers, eq(customers.id, t.customerId)).leftJoin(merchants, eq(merchants.id, t.merchantId))
        .where(and(transactionConditions(filters), after(cursor))).orderBy(desc(t.createdAt), desc(t.id)).limit(limit);
      return rows.map((r) => ({ cursorAt: r.cursorAt, cursorId: r.cursorId, cells: columnKeys.map((k) => r[k]) }));
    },
  };
}
