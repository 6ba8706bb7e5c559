import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';

/**
 * A log download the console asked for. The URL carries a random token whose hash is kept here;
 * it works once and only until it expires, so a leaked URL (browser history, proxy log) is useless.
 */
export const logDownloadTickets = pgTable(
  'log_download_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    adminId: uuid('admin_id').notNull().references(() => admins.id),
    logGroupName: text('log_group_name').notNull(),
    fromTime: timestamp('from_time', { withTimezone: true }).notNull(),
    toTime: timestamp('to_time', { withTimezone: true }).notNull(),
    lineLimit: integer('line_limit').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('log_download_tickets_token_key').on(t.tokenHash)],
);
