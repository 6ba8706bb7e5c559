import { and, sql } from 'drizzle-orm';
import type { CsvExportSource, KeysetCursor } from '../../platform/db/csv-export.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { customerConditions, customerOrder, type CustomerFilters } from './customer-queries.ts';
import { blockInForce, effectiveState } from './customer-state-sql.ts';
import { customers as c } from './customer-tables.ts';

const utcText = (column: typeof c.createdAt | typeof c.frozenUntil) => sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

const header = ['id', 'email', 'name', 'phone', 'country', 'date_of_birth', 'state', 'state_reason', 'frozen_until', 'withdrawals_blocked', 'trading_blocked', 'kyc_level', 'kyc_status', 'labels', 'created_at'];

/** In header order; free text goes through csv_formula_safe(). */
const columns = {
  id: sql<string>`${c.id}::text`,
  email: sql<string>`csv_formula_safe(${c.email})`,
  name: sql<string>`csv_formula_safe(${c.name})`,
  phone: sql<string | null>`csv_formula_safe(${c.phone})`,
  country: c.country,
  dateOfBirth: sql<string | null>`${c.dateOfBirth}::text`,
  state: effectiveState,
  stateReason: sql<string | null>`csv_formula_safe(${c.stateReason})`,
  frozenUntil: sql<string | null>`case when ${effectiveState} = 'FROZEN' then ${utcText(c.frozenUntil)} end`,
  withdrawalsBlocked: sql<string>`case when ${blockInForce('WITHDRAWALS')} then 'yes' else 'no' end`,
  tradingBlocked: sql<string>`case when ${blockInForce('TRADING')} then 'yes' else 'no' end`,
  kycLevel: sql<string>`${c.kycLevel}::text`,
  kycStatus: c.kycStatus,
  labels: sql<string>`csv_formula_safe(array_to_string(${c.labels}, '; '))`,
  createdAt: utcText(c.createdAt),
};
const columnKeys = Object.keys(columns) as (keyof typeof columns)[];

export function customersCsvSource(db: DbOrTx, filters: CustomerFilters): CsvExportSource {
  const after = (k: KeysetCursor | undefined) => (k ? sql`(${c.createdAt}, ${c.id}) < (${k.cursorAt}::timestamptz, ${k.cursorId}::uuid)` : undefined);
  return {
    header,
    copyQuery: () => db.select(columns).from(c).where(customerConditions(filters)).orderBy(...customerOrder).toSQL(),
    page: async (cursor, limit) => {
      const rows = await db
        .select({ ...columns, cursorAt: sql<string>`${c.createdAt}::text`, cursorId: c.id })
        .from(c)
        .where(and(customerConditions(filters), after(cursor)))
        .orderBy(...customerOrder)
        .limit(limit);
      return rows.map((r) => ({ cursorAt: r.cursorAt, cursorId: r.cursorId, cells: columnKeys.map((k) => r[k]) }));
    },
  };
}
