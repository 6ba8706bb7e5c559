import { sql } from 'drizzle-orm';
import { check, foreignKey, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { ledgerEntries } from '../ledger/ledger-tables.ts';
import { customerSubAccounts } from '../sub-accounts/sub-account-tables.ts';

/**
 * A manual credit or debit to a customer, made by one admin and approved by another (four-eyes,
 * held by a CHECK too) before it posts; or rejected with a reason.
 */
export const reimbursements = pgTable(
  'reimbursements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    subAccountId: uuid('sub_account_id'),
    asset: text('asset').notNull(),
    direction: text('direction').notNull(),
    amount: numeric('amount', { precision: 38, scale: 18 }).notNull(),
    reason: text('reason').notNull(),
    /** The outside reference: a support ticket, an incident, a bank statement line. */
    reference: text('reference').notNull(),
    status: text('status').notNull().default('PENDING'),
    createdBy: uuid('created_by').notNull().references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: uuid('decided_by').references(() => admins.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    ledgerEntryId: uuid('ledger_entry_id').references(() => ledgerEntries.id),
  },
  (t) => [
    foreignKey({ name: 'reimbursements_sub_account_fk', columns: [t.subAccountId, t.customerId], foreignColumns: [customerSubAccounts.id, customerSubAccounts.customerId] }),
    index('reimbursements_created_idx').on(t.createdAt, t.id),
    index('reimbursements_status_created_idx').on(t.status, t.createdAt, t.id),
    index('reimbursements_customer_idx').on(t.customerId, t.createdAt),
    check('reimbursements_amount_check', sql`${t.amount} > 0`),
    check('reimbursements_direction_check', sql`${t.direction} in ('CREDIT', 'DEBIT')`),
    check('reimbursements_status_check', sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
    check('reimbursements_four_eyes_check', sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.createdBy}`),
    check(
      'reimbursements_decision_check',
      sql`(${t.status} = 'PENDING' and ${t.decidedBy} is null and ${t.ledgerEntryId} is null)
        or (${t.status} = 'APPROVED' and ${t.decidedBy} is not null and ${t.ledgerEntryId} is not null)
        or (${t.status} = 'REJECTED' and ${t.decidedBy} is not null and ${t.decisionReason} is not null and ${t.ledgerEntryId} is null)`,
    ),
  ],
);

