import { and, desc, eq, sql } from 'drizzle-orm';
import type { AccessRequestStatus } from '@exchange/contract/auth/access-requests';
import { cellsOf, csvText, csvTime, type CsvExportSource, type KeysetCursor } from '../../platform/db/csv-export.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { accessRequests as r, admins } from './auth-tables.ts';

const header = ['username', 'email', 'status', 'requested_at', 'decided_at', 'decided_by'];

/** In header order; free text goes through csv_formula_safe(). The password hash is never read. */
const columns = {
  username: csvText(r.username),
  email: csvText(r.email),
  status: r.status,
  createdAt: csvTime(r.createdAt),
  decidedAt: csvTime(r.decidedAt),
  decidedBy: csvText(admins.name),
};
const columnKeys = Object.keys(columns) as (keyof typeof columns)[];

/** Every access request in the list's status, newest first, like the list. */
export function accessRequestsCsvSource(db: DbOrTx, status: AccessRequestStatus): CsvExportSource {
  const after = (c: KeysetCursor | undefined) => (c ? sql`(${r.createdAt}, ${r.id}) < (${c.cursorAt}::timestamptz, ${c.cursorId}::uuid)` : undefined);
  return {
    header,
    copyQuery: () => db.select(columns).from(r).leftJoin(admins, eq(admins.id, r.decidedBy)).where(eq(r.status, status)).orderBy(desc(r.createdAt), desc(r.id)).toSQL(),
    page: async (cursor, limit) => {
      const rows = await db.select({ ...columns, cursorAt: sql<string>`${r.createdAt}::text`, cursorId: r.id }).from(r).leftJoin(admins, eq(admins.id, r.decidedBy))
        .where(and(eq(r.status, status), after(cursor))).orderBy(desc(r.createdAt), desc(r.id)).limit(limit);
      return rows.map((x) => ({ cursorAt: x.cursorAt, cursorId: x.cursorId, cells: cellsOf(columnKeys, x) }));
    },
  };
}
