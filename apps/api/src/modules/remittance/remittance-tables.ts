import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';

/** A person or business a customer wants to send money to, and its due-diligence review. */
export const remittanceBeneficiaries = pgTable(
  'remittance_beneficiaries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    fullName: text('full_name').notNull(),
    relationship: text('relationship').notNull(),
    country: text('country').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    purpose: text('purpose').notNull(),
    riskLevel: text('risk_level').notNull(),
    status: text('status').notNull().default('PENDING_REVIEW'),
    reviewReason: text('review_reason'),
    reviewedBy: uuid('reviewed_by').references(() => admins.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('remittance_beneficiaries_status_created_idx').on(t.status, t.createdAt, t.id),
    index('remittance_beneficiaries_created_idx').on(t.createdAt, t.id),
  ],
);
