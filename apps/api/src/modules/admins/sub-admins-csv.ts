import { and, desc, sql } from 'drizzle-orm';
import { cellsOf, csvPlain, csvText, csvTime, type CsvExportSource, type KeysetCursor } from '../../platform/db/csv-export.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { accountKeySql } from '../../platform/security/login-throttle.ts';
import { admins } from '../auth/auth-tables.ts';
import { subAdminFilters, type ListSubAdminsFilters } from './sub-admins.ts';

const header = ['name', 'email', 'role', 'active', 'two_factor_enabled', 'invitation_pending', 'groups', 'last_seen_at', 'locked_until', 'created_at'];

/** In header order; free text goes through csv_formula_safe(). No secret (hash, TOTP seed, token) is read. */
const columns = {
  name: csvText(admins.name),
  email: csvText(admins.email),
  role: admins.role,
  isActive: csvPlain(admins.isActive),
  twoFactor: csvPlain(admins.totpEnabled),
  invitationPending: csvPlain(sql`not ${admins.passwordIsSet}`),
  groups: csvText(sql`(select string_agg(g.name, '; ' order by g.name) from admin_groups ag join access_groups g on g.id = ag.group_id where ag.admin_id = "admins"."id")`),
  lastSeenAt: csvTime(sql`(select max(s.last_seen_at) from admin_sessions s where s.admin_id = "admins"."id")`),
  lockedUntil: csvTime(sql`(select t.locked_until from login_throttle t where t.key = ${accountKeySql(admins.email)} and t.locked_until > now())`),
  createdAt: csvTime(admins.createdAt),
};
const columnKeys = Object.keys(columns) as (keyof typeof columns)[];

/** Every admin matching the list's filters, newest first, like the list. */
export function subAdminsCsvSource(db: DbOrTx, filters: ListSubAdminsFilters): CsvExportSource {
  const after = (c: KeysetCursor | undefined) => (c ? sql`(${admins.createdAt}, ${admins.id}) < (${c.cursorAt}::timestamptz, ${c.cursorId}::uuid)` : undefined);
  return {
    header,
    copyQuery: () => db.select(columns).from(admins).where(subAdminFilters.where(filters)).orderBy(desc(admins.createdAt), desc(admins.id)).toSQL(),
    page: async (cursor, limit) => {
      const rows = await db.select({ ...columns, cursorAt: sql<string>`${admins.createdAt}::text`, cursorId: admins.id }).from(admins)
        .where(and(subAdminFilters.where(filters), after(cursor))).orderBy(desc(admins.createdAt), desc(admins.id)).limit(limit);
      return rows.map((r) => ({ cursorAt: r.cursorAt, cursorId: r.cursorId, cells: cellsOf(columnKeys, r) }));
    },
  };
}
