import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';

const statusCheck = (column: unknown) => sql`${column} in ('VISIBLE', 'HIDDEN', 'DELETED')`;

/**
 * Customers' posts in the exchange's social feed, sent by the customer app (/platform/posts). A
 * moderator hides, restores or deletes one with a reason; the last moderation is kept on the row
 * (the audit trail holds them all). `report_count` counts the rows of post_reports, kept in the
 * same transaction as each report so that the queue sorts on it.
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id').notNull().references(() => customers.id),
    body: text('body').notNull(),
    language: text('language').notNull(),
    status: text('status').notNull().default('VISIBLE'),
    reportCount: integer('report_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedBy: uuid('moderated_by').references(() => admins.id),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderationReason: text('moderation_reason'),
  },
  (t) => [
    index('posts_queue_idx').on(t.reportCount.desc(), t.createdAt.desc(), t.id.desc()),
    index('posts_author_idx').on(t.authorId, t.createdAt.desc()),
    check('posts_status_check', statusCheck(t.status)),
    check('posts_report_count_check', sql`${t.reportCount} >= 0`),
  ],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id').notNull().references(() => posts.id),
    authorId: uuid('author_id').notNull().references(() => customers.id),
    body: text('body').notNull(),
    status: text('status').notNull().default('VISIBLE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    moderatedBy: uuid('moderated_by').references(() => admins.id),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderationReason: text('moderation_reason'),
  },
  (t) => [index('post_comments_post_idx').on(t.postId, t.createdAt, t.id), check('post_comments_status_check', statusCheck(t.status))],
);

/** One report per customer and post: a second one is refused rather than counted twice. */
export const postReports = pgTable(
  'post_reports',
  {
    postId: uuid('post_id').notNull().references(() => posts.id),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.customerId] })],
);
