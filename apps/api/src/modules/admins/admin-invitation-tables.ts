import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';

/**
 * One-time set-password links; only the SHA-256 of the token is stored. `kind` 'invitation' sets
 * a first password (an invited admin), 'reset' replaces one (forgot password, or sent by an admin).
 */
export const adminInvitations = pgTable(
  'admin_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').notNull().references(() => admins.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind').notNull().default('invitation'),
    createdBy: uuid('created_by').references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the link stopped working: used, or replaced by a newer one (then `supersededAt` is set too). */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** A newer link of the same admin replaced this one before it was used. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('admin_invitations_token_key').on(t.tokenHash),
    index('admin_invitations_admin_idx').on(t.adminId),
    check('admin_invitations_kind_check', sql`${t.kind} in ('invitation', 'reset')`),
  ],
);
