import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';

/** Deposits made through LEAN open banking; see LEAN_STATUSES for their life. */
export const leanTransactions = pgTable(
  'lean_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    bankName: text('bank_name').notNull(),
    payerName: text('payer_name').notNull(),
    payerAccount: text('payer_account').notNull(),
    status: text('status').notNull().default('PENDING'),
    failureReason: text('failure_reason'),
    decisionReason: text('decision_reason'),
    decidedBy: uuid('decided_by').references(() => admins.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The first of two approvals of a third-party deposit (four-eyes): the second must be someone else. */
    firstApprovedBy: uuid('first_approved_by').references(() => admins.id),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    firstApprovalNotes: text('first_approval_notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lean_transactions_reference_key').on(t.reference),
    index('lean_transactions_status_created_idx').on(t.status, t.createdAt, t.id),
    index('lean_transactions_created_idx').on(t.createdAt, t.id),
    check('lean_transactions_amount_check', sql`${t.amount} > 0`),
    // The database holds the four-eyes rule too: a deposit credited after a first approval was credited by someone else.
    check('lean_transactions_four_eyes_check', sql`${t.status} <> 'APPROVED' or ${t.firstApprovedBy} is null or ${t.firstApprovedBy} <> ${t.decidedBy}`),
  ],
);
