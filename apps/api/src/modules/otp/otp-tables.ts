import { bigserial, boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';

/** Which OTP methods the customer app offers for each operation: one row per operation and method, seeded by the migration. */
export const otpMethodSettings = pgTable(
  'otp_method_settings',
  {
    operation: text('operation').notNull(),
    method: text('method').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedBy: uuid('updated_by').references(() => admins.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.operation, t.method] })],
);

/** Every code the exchange's OTP service reported: who, how, for what, and what became of it. Append-only. */
export const otpLogs = pgTable(
  'otp_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    method: text('method').notNull(),
    operation: text('operation').notNull(),
    result: text('result').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_logs_created_idx').on(t.createdAt.desc(), t.id.desc()), index('otp_logs_customer_idx').on(t.customerId, t.createdAt.desc(), t.id.desc())],
);
