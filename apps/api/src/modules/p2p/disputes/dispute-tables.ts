import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../../auth/auth-tables.ts';
import { p2pOrders } from '../orders/order-tables.ts';

export const orderDisputes = pgTable(
  'order_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => p2pOrders.id),
    orderNumber: text('order_number').notNull(),
    status: text('status').notNull().default('OPEN'),
    openedBy: text('opened_by').notNull(),
    reason: text('reason').notNull(),
    assigneeId: uuid('assignee_id').references(() => admins.id),
    reasonCode: text('reason_code'),
    resolvedBy: uuid('resolved_by').references(() => admins.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_disputes_order_number_key').on(t.orderNumber),
    index('order_disputes_status_created_idx').on(t.status, t.createdAt),
    index('order_disputes_assignee_idx').on(t.assigneeId, t.status),
  ],
);

/** Append-only thread: notes are added, never edited. */
export const disputeNotes = pgTable(
  'dispute_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    disputeId: uuid('dispute_id').notNull().references(() => orderDisputes.id),
    authorId: uuid('author_id').notNull().references(() => admins.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dispute_notes_dispute_idx').on(t.disputeId, t.createdAt)],
);
