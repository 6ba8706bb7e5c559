import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../../modules/auth/auth-tables.ts';
import { customers } from '../../modules/customers/customer-tables.ts';

/**
 * Credits to customers' balances that the back office causes (a disbursed reward, an approved
 * deposit). One entry per (kind, reference): the unique key makes a second credit for the same
 * reward or deposit impossible even if a state guard were ever wrong.
 */
export const customerLedgerEntries = pgTable(
  'customer_ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    asset: text('asset').notNull(),
    amount: numeric('amount', { precision: 28, scale: 8 }).notNull(),
    kind: text('kind').notNull(),
    referenceId: uuid('reference_id').notNull(),
    createdBy: uuid('created_by').notNull().references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_ledger_entries_reference_key').on(t.kind, t.referenceId),
    index('customer_ledger_entries_customer_idx').on(t.customerId, t.createdAt),
    check('customer_ledger_entries_amount_check', sql`${t.amount} > 0`),
  ],
);
