import { sql } from 'drizzle-orm';
import { check, foreignKey, index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { ledgerEntries } from '../ledger/ledger-tables.ts';
import { customerSubAccounts } from './sub-account-tables.ts';

/** A move of a customer's money between its main account and its sub-accounts (one journal entry). */
export const subAccountTransfers = pgTable(
  'sub_account_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    /** Null: the main account. */
    fromSubAccountId: uuid('from_sub_account_id'),
    toSubAccountId: uuid('to_sub_account_id'),
    asset: text('asset').notNull(),
    amount: numeric('amount', { precision: 38, scale: 18 }).notNull(),
    memo: text('memo'),
    createdBy: uuid('created_by').notNull().references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    ledgerEntryId: uuid('ledger_entry_id').notNull().references(() => ledgerEntries.id),
  },
  (t) => [
    foreignKey({ name: 'sub_account_transfers_from_fk', columns: [t.fromSubAccountId, t.customerId], foreignColumns: [customerSubAccounts.id, customerSubAccounts.customerId] }),
    foreignKey({ name: 'sub_account_transfers_to_fk', columns: [t.toSubAccountId, t.customerId], foreignColumns: [customerSubAccounts.id, customerSubAccounts.customerId] }),
    index('sub_account_transfers_customer_idx').on(t.customerId, t.createdAt),
    check('sub_account_transfers_amount_check', sql`${t.amount} > 0`),
    check('sub_account_transfers_distinct_check', sql`${t.fromSubAccountId} is distinct from ${t.toSubAccountId}`),
  ],
);
