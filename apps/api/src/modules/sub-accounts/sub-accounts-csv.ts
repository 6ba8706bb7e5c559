import { and, desc, eq, sql } from 'drizzle-orm';
import type { SubAccountFilters } from '@exchange/contract/sub-accounts/sub-accounts';
import { csvText, csvTime, type CsvExportSource, type KeysetCursor } from '../../platform/db/csv-export.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { customers } from '../customers/customer-tables.ts';
import { subAccountFilters } from './sub-account-queries.ts';
import { customerSubAccounts as s } from './sub-account-tables.ts';

/** Per asset "ASSET available/held", joined: what the sub-account holds, in one cell. */
const holdings = sql<string | null>`(select string_agg(x.asset || ' ' || x.available || '/' || x.held, '; ' order by x.asset) from (
  select a.asset,
    trim_scale(coalesce(sum(b.balance) filter (where a.bucket = 'AVAILABLE'), 0))::text as available,
    trim_scale(coalesce(sum(b.balance) filter (where a.bucket = 'HELD'), 0))::text as held
  from ledger_accounts a join ledger_balances b on b.account_id = a.id
  where a.owner = 'CUSTOMER' and a.customer_id = ${s.customerId} and a.sub_account_id = ${s.id}
  group by a.asset) x)`;

const columns = {
  id: sql<string>`${s.id}::text`,
  createdAt: csvTime(s.createdAt),
  name: csvText(s.name),
  status: s.status,
  customerEmail: csvText(customers.email),
  customerName: csvText(customers.name),
  holdings,
  closedAt: csvTime(s.closedAt),
  closedReason: csvText(s.closedReason),
};
const columnKeys = Object.keys(columns) as (keyof typeof columns)[];

/** Every sub-account the filters match, newest first, with what it holds (available/held per asset). */
export function subAccountsCsvSource(db: DbOrTx, filters: SubAccountFilters): CsvExportSource {
  const after = (c: KeysetCursor | undefined) => (c ? sql`(${s.createdAt}, ${s.id}) < (${c.cursorAt}::timestamptz, ${c.cursorId}::uuid)` : undefined);
  return {
    header: ['sub_account_id', 'created_at', 'name', 'status', 'customer_email', 'customer_name', 'holdings', 'closed_at', 'closed_reason'],
    copyQuery: () => db.select(columns).from(s).innerJoin(customers, eq(customers.id, s.customerId)).where(subAccountFilters.where(filters)).orderBy(desc(s.createdAt), desc(s.id)).toSQL(),
    page: async (cursor, limit) => {
      const rows = await db
        .select({ ...columns, cursorAt: sql<string>`${s.createdAt}::text`, cursorId: s.id })
        .from(s)
        .innerJoin(customers, eq(customers.id, s.customerId))
        .where(and(subAccountFilters.where(filters), after(cursor)))
        .orderBy(desc(s.createdAt), desc(s.id))
        .limit(limit);
      return rows.map((row) => ({ cursorAt: row.cursorAt, cursorId: row.cursorId, cells: columnKeys.map((k) => row[k]) }));
    },
  };
}
