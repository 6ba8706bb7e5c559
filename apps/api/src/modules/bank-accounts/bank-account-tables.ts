import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';

/** A customer's own bank account, to be verified before the exchange pays out to it. */
export const customerBankAccounts = pgTable(
  'customer_bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    holderName: text('holder_name').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('PENDING'),
    rejectReason: text('reject_reason'),
    decidedBy: uuid('decided_by').references(() => admins.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('customer_bank_accounts_status_check', sql`${t.status} in ('PENDING', 'VERIFIED', 'REJECTED')`),
    check('customer_bank_accounts_reject_reason_check', sql`${t.status} <> 'REJECTED' or ${t.rejectReason} is not null`),
    index('customer_bank_accounts_status_created_idx').on(t.status, t.createdAt, t.id),
    index('customer_bank_accounts_created_idx').on(t.createdAt, t.id),
    index('customer_bank_accounts_customer_idx').on(t.customerId, t.createdAt),
  ],
);
