import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { ledgerEntries } from '../ledger/ledger-tables.ts';

const amount = (name: string) => numeric(name, { precision: 38, scale: 18 });

/** A cause customers give to; what it raised is the sum of its donations (never a stored figure). */
export const donationCauses = pgTable(
  'donation_causes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    asset: text('asset').notNull(),
    target: amount('target').notNull(),
    status: text('status').notNull().default('OPEN'),
    closeReason: text('close_reason'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdBy: uuid('created_by').notNull().references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('donation_causes_created_idx').on(t.createdAt, t.id),
    check('donation_causes_status_check', sql`${t.status} in ('OPEN', 'CLOSED')`),
    check('donation_causes_target_check', sql`${t.target} > 0`),
  ],
);

/** One customer's gift to a cause, with the journal entry that moved it to the DONATIONS account. */
export const donations = pgTable(
  'donations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    causeId: uuid('cause_id').notNull().references(() => donationCauses.id),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    asset: text('asset').notNull(),
    amount: amount('amount').notNull(),
    ledgerEntryId: uuid('ledger_entry_id').notNull().references(() => ledgerEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('donations_created_idx').on(t.createdAt, t.id),
    index('donations_cause_idx').on(t.causeId, t.createdAt),
    index('donations_customer_idx').on(t.customerId),
    check('donations_amount_check', sql`${t.amount} > 0`),
  ],
);
