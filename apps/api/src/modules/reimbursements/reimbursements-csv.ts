import { and, desc, eq, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { ReimbursementFilters } from '@exchange/contract/reimbursements/reimbursements';
import { csvText, csvTime, type CsvExportSource, type KeysetCursor } from '../../platform/db/csv-export.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { customerSubAccounts as s } from '../sub-accounts/sub-account-tables.ts';
import { reimbursementFilters } from './reimbursement-queries.ts';
import { reimbursements as r } from './reimbursement-tables.ts';

const maker = alias(admins, 'maker');
const checker = alias(admins, 'checker');

const columns = {
  id: sql<string>`${r.id}::text`,
  createdAt: csvTime(r.createdAt),
  status: r.status,
  customerEmail: csvText(customers.email),
  customerName: csvText(customers.name),
  subAccount: csvText(s.name),
  direction: r.direction,
  asset: r.asset,
  amount: sql<string>`trim_scale(${r.amount})::text`,
  reason: csvText(r.reason),
  reference: csvText(r.reference),
  createdBy: csvText(maker.name),
  decidedBy: csvText(checker.name),
  decidedAt: csvTime(r.decidedAt),
  decisionReason: csvText(r.decisionReason),
  ledgerEntryId: sql<string | null>`${r.ledgerEntryId}::text`,
};
const columnKeys = Object.keys(columns) as (keyof typeof columns)[];

/** The customer, the maker, the checker and the sub-account beside each reimbursement. */
const joins = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(customers, eq(customers.id, r.customerId))
    .innerJoin(maker, eq(maker.id, r.createdBy))
    .leftJoin(checker, eq(checker.id, r.decidedBy))
    .leftJoin(s, eq(s.id, r.subAccountId));

/** Every reimbursement the filters match, newest first, with maker and checker. */
export function reimbursementsCsvSource(db: DbOrTx, filters: ReimbursementFilters): CsvExportSource {
  const after = (c: KeysetCursor | undefined) => (c ? sql`(${r.createdAt}, ${r.id}) < (${c.cursorAt}::timestamptz, ${c.cursorId}::uuid)` : undefined);
  return {
    header: ['reimbursement_id', 'created_at', 'status', 'customer_email', 'customer_name', 'sub_account', 'direction', 'asset', 'amount', 'reason', 'reference', 'made_by', 'decided_by', 'decided_at', 'decision_reason', 'ledger_entry_id'],
    copyQuery: () => joins(db.select(columns).from(r).$dynamic()).where(reimbursementFilters.where(filters)).orderBy(desc(r.createdAt), desc(r.id)).toSQL(),
    page: async (cursor, limit) => {
      const rows = await joins(db.select({ ...columns, cursorAt: sql<string>`${r.createdAt}::text`, cursorId: r.id }).from(r).$dynamic())
        .where(and(reimbursementFilters.where(filters), after(cursor)))
        .orderBy(desc(r.createdAt), desc(r.id))
        .limit(limit);
      return rows.map((row) => ({ cursorAt: row.cursorAt, cursorId: row.cursorId, cells: columnKeys.map((k) => row[k]) }));
    },
  };
}
