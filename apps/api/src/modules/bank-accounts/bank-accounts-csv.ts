import { and, desc, eq, sql } from 'drizzle-orm';
import type { BankAccountFilters } from '@exchange/contract/bank-accounts/bank-accounts';
import type { CsvExportSource, KeysetCursor } from '../../platform/db/csv-export.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { customers } from '../customers/customer-tables.ts';
import { bankAccountFilters, kycNameOf } from './bank-account-queries.ts';
import { customerBankAccounts as b } from './bank-account-tables.ts';

const utc = (column: typeof b.createdAt | typeof b.decidedAt) => sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
const safe = (value: Parameters<typeof sql>[1]) => sql<string>`csv_formula_safe(${value})`;

const header = ['account_id', 'created_at', 'status', 'customer_email', 'customer_name', 'kyc_name', 'holder_name', 'bank', 'account_number', 'country', 'currency', 'decided_at', 'reject_reason'];

const columns = {
  id: b.id,
  createdAt: utc(b.createdAt),
  status: b.status,
  customerEmail: safe(customers.email),
  customerName: safe(customers.name),
  kycName: safe(kycNameOf),
  holderName: safe(b.holderName),
  bankName: safe(b.bankName),
  accountNumber: safe(b.accountNumber),
  country: b.country,
  currency: b.currency,
  decidedAt: utc(b.decidedAt),
  rejectReason: safe(b.rejectReason),
};
const columnKeys = Object.keys(columns) as (keyof typeof columns)[];

/** Every account the filters match, newest first. */
export function bankAccountsCsvSource(db: DbOrTx, filters: BankAccountFilters): CsvExportSource {
  const after = (c: KeysetCursor | undefined) => (c ? sql`(${b.createdAt}, ${b.id}) < (${c.cursorAt}::timestamptz, ${c.cursorId}::uuid)` : undefined);
  return {
    header,
    copyQuery: () => db.select(columns).from(b).innerJoin(customers, eq(customers.id, b.customerId)).where(bankAccountFilters.where(filters)).orderBy(desc(b.createdAt), desc(b.id)).toSQL(),
    page: async (cursor, limit) => {
      const rows = await db
        .select({ ...columns, cursorAt: sql<string>`${b.createdAt}::text`, cursorId: b.id })
        .from(b).innerJoin(customers, eq(customers.id, b.customerId))
        .where(and(bankAccountFilters.where(filters), after(cursor))).orderBy(desc(b.createdAt), desc(b.id)).limit(limit);
      return rows.map((row) => ({ cursorAt: row.cursorAt, cursorId: row.cursorId, cells: columnKeys.map((k) => row[k]) }));
    },
  };
}
