import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { cellsOf, csvText, csvTime, type CsvExportSource, type KeysetCursor } from '../../platform/db/csv-export.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { customers } from '../customers/customer-tables.ts';
import { beneficiaryFilters, maskedAccount, reviewer, type ListBeneficiariesFilters } from './beneficiary-queries.ts';
import { remittanceBeneficiaries as b } from './remittance-tables.ts';

const header = ['created_at', 'status', 'risk_level', 'customer_name', 'customer_email', 'beneficiary_name', 'relationship', 'country', 'bank_name',
  'account_number', 'purpose', 'review_reason', 'reviewed_by', 'reviewed_at'];

/** In header order; free text goes through csv_formula_safe(). The account number stays masked, as on screen. */
const columns = {
  createdAt: csvTime(b.createdAt),
  status: b.status,
  riskLevel: b.riskLevel,
  customerName: csvText(customers.name),
  customerEmail: csvText(customers.email),
  fullName: csvText(b.fullName),
  relationship: csvText(b.relationship),
  country: b.country,
  bankName: csvText(b.bankName),
  accountNumber: maskedAccount,
  purpose: csvText(b.purpose),
  reviewReason: csvText(b.reviewReason),
  reviewedBy: csvText(reviewer.name),
  reviewedAt: csvTime(b.reviewedAt),
};
const columnKeys = Object.keys(columns) as (keyof typeof columns)[];

/** Every beneficiary matching the list's filters, in the list's order (the review queue oldest first). */
export function beneficiariesCsvSource(db: DbOrTx, filters: ListBeneficiariesFilters): CsvExportSource {
  const oldestFirst = filters.status === 'PENDING_REVIEW';
  const direction = oldestFirst ? asc : desc;
  const after = (c: KeysetCursor | undefined) => {
    if (!c) return undefined;
    const cursor = sql`(${c.cursorAt}::timestamptz, ${c.cursorId}::uuid)`;
    return oldestFirst ? sql`(${b.createdAt}, ${b.id}) > ${cursor}` : sql`(${b.createdAt}, ${b.id}) < ${cursor}`;
  };
  return {
    header,
    copyQuery: () =>
      db.select(columns).from(b).innerJoin(customers, eq(customers.id, b.customerId)).leftJoin(reviewer, eq(reviewer.id, b.reviewedBy))
        .where(beneficiaryFilters.where(filters)).orderBy(direction(b.createdAt), direction(b.id)).toSQL(),
    page: async (cursor, limit) => {
      const rows = await db.select({ ...columns, cursorAt: sql<string>`${b.createdAt}::text`, cursorId: b.id }).from(b)
        .innerJoin(customers, eq(customers.id, b.customerId)).leftJoin(reviewer, eq(reviewer.id, b.reviewedBy))
        .where(and(beneficiaryFilters.where(filters), after(cursor))).orderBy(direction(b.createdAt), direction(b.id)).limit(limit);
      return rows.map((r) => ({ cursorAt: r.cursorAt, cursorId: r.cursorId, cells: cellsOf(columnKeys, r) }));
    },
  };
}
