import { and, desc, eq, sql } from 'drizzle-orm';
import { cellsOf, csvPlain, csvText, csvTime, type CsvExportSource, type KeysetCursor } from '../../platform/db/csv-export.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { customers } from '../customers/customer-tables.ts';
import { decider, firstApprover, leanFilters, maskedPayerAccount, payerIsCustomer, type ListLeanFilters } from './lean-queries.ts';
import { leanTransactions as t } from './lean-tables.ts';

const header = ['reference', 'created_at', 'status', 'amount', 'currency', 'customer_name', 'customer_email', 'bank_name', 'payer_name', 'payer_account',
  'payer_is_customer', 'failure_reason', 'first_approved_by', 'first_approved_at', 'decided_by', 'decided_at', 'decision_reason'];

/** In header order; free text goes through csv_formula_safe(). The payer's account stays masked, as on screen. */
const columns = {
  reference: csvText(t.reference),
  createdAt: csvTime(t.createdAt),
  status: t.status,
  amount: t.amount,
  currency: t.currency,
  customerName: csvText(customers.name),
  customerEmail: csvText(customers.email),
  bankName: csvText(t.bankName),
  payerName: csvText(t.payerName),
  payerAccount: maskedPayerAccount,
  payerIsCustomer: csvPlain(payerIsCustomer),
  failureReason: csvText(t.failureReason),
  firstApprovedBy: csvText(firstApprover.name),
  firstApprovedAt: csvTime(t.firstApprovedAt),
  decidedBy: csvText(decider.name),
  decidedAt: csvTime(t.decidedAt),
  decisionReason: csvText(t.decisionReason),
};
const columnKeys = Object.keys(columns) as (keyof typeof columns)[];

/** Every LEAN deposit matching the list's filters, newest first. */
export function leanCsvSource(db: DbOrTx, filters: ListLeanFilters): CsvExportSource {
  const after = (c: KeysetCursor | undefined) => (c ? sql`(${t.createdAt}, ${t.id}) < (${c.cursorAt}::timestamptz, ${c.cursorId}::uuid)` : undefined);
  return {
    header,
    copyQuery: () =>
      db.select(columns).from(t).innerJoin(customers, eq(customers.id, t.customerId))
        .leftJoin(decider, eq(decider.id, t.decidedBy)).leftJoin(firstApprover, eq(firstApprover.id, t.firstApprovedBy))
        .where(leanFilters.where(filters)).orderBy(desc(t.createdAt), desc(t.id)).toSQL(),
    page: async (cursor, limit) => {
      const rows = await db.select({ ...columns, cursorAt: sql<string>`${t.createdAt}::text`, cursorId: t.id }).from(t).innerJoin(customers, eq(customers.id, t.customerId))
        .leftJoin(decider, eq(decider.id, t.decidedBy)).leftJoin(firstApprover, eq(firstApprover.id, t.firstApprovedBy))
        .where(and(leanFilters.where(filters), after(cursor))).orderBy(desc(t.createdAt), desc(t.id)).limit(limit);
      return rows.map((r) => ({ cursorAt: r.cursorAt, cursorId: r.cursorId, cells: cellsOf(columnKeys, r) }));
    },
  };
}
