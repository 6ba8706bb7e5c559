import { sql } from 'drizzle-orm';
import { check, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { admins } from '../../modules/auth/auth-tables.ts';

/** When and by whom a row was archived (see contract platform/archive.ts): null while it is not. */
export const archiveColumns = () => ({
  archivedAt: timestamp('archived_at', { withTimezone: true }),
  archivedBy: uuid('archived_by').references(() => admins.id),
});

/** An archived row is never active: archiving deactivates it in the same statement. */
export const archivedInactiveCheck = (table: string, archivedAt: AnyPgColumn, isActive: AnyPgColumn) =>
  check(`${table}_archived_inactive_check`, sql`${archivedAt} is null or not ${isActive}`);
