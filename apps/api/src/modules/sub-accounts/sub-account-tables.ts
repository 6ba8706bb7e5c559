import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';

/**
 * A customer's sub-account (a business keeping several wallets apart). Its money is held in ledger
 * accounts of its own; the customer's main account is the one without a sub-account.
 */
export const customerSubAccounts = pgTable(
  'customer_sub_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    name: text('name').notNull(),
    status: text('status').notNull().default('OPEN'),
    closedReason: text('closed_reason'),
    closedBy: uuid('closed_by').references(() => admins.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The ledger's accounts name (sub-account, customer) together, so a sub-account's money is its customer's.
    unique('customer_sub_accounts_id_customer_key').on(t.id, t.customerId),
    // Two open sub-accounts of one customer never share a name.
    uniqueIndex('customer_sub_accounts_open_name_key').on(t.customerId, sql`lower(${t.name})`).where(sql`${t.status} = 'OPEN'`),
    index('customer_sub_accounts_created_idx').on(t.createdAt, t.id),
    check('customer_sub_accounts_status_check', sql`${t.status} in ('OPEN', 'CLOSED')`),
    check('customer_sub_accounts_closed_check', sql`${t.status} = 'OPEN' or (${t.closedReason} is not null and ${t.closedAt} is not null)`),
  ],
);
