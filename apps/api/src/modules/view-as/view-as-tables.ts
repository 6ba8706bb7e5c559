import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';

/** The one live e-mailed code of an admin (a new one replaces it), hashed. */
export const adminEmailOtps = pgTable('admin_email_otps', {
  adminId: uuid('admin_id').primaryKey().references(() => admins.id),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** What a verified code gives: a single-use proof for one token, hashed. */
export const viewAsProofs = pgTable('view_as_proofs', {
  tokenHash: text('token_hash').primaryKey(),
  adminId: uuid('admin_id').notNull().references(() => admins.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Every customer-app token issued: its id (jti), for whom, by whom, why, until when. */
export const viewAsTokens = pgTable('view_as_tokens', {
  id: uuid('id').primaryKey(),
  adminId: uuid('admin_id').notNull().references(() => admins.id),
  customerId: uuid('customer_id').notNull().references(() => customers.id),
  reason: text('reason').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
