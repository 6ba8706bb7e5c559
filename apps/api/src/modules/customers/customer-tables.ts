import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';

/**
 * Exchange customers: the other side of every P2P order and transaction, and the subject of KYC,
 * screening and the money areas. `state` is the account's state (see the contract's
 * customer-states); a freeze or a block with an `..._until` in the past has lifted itself, and every
 * reader treats it so (no timer of ours has to run for it to end).
 */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    /** E.164 ("+971501234567"): the search box matches its digits from the start. */
    phone: text('phone'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    state: text('state').notNull().default('PENDING'),
    stateReason: text('state_reason'),
    /** A freeze's expiry; null: until an admin lifts it. */
    frozenUntil: timestamp('frozen_until', { withTimezone: true }),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }),
    withdrawalsBlockedAt: timestamp('withdrawals_blocked_at', { withTimezone: true }),
    withdrawalsBlockReason: text('withdrawals_block_reason'),
    withdrawalsBlockedUntil: timestamp('withdrawals_blocked_until', { withTimezone: true }),
    tradingBlockedAt: timestamp('trading_blocked_at', { withTimezone: true }),
    tradingBlockReason: text('trading_block_reason'),
    tradingBlockedUntil: timestamp('trading_blocked_until', { withTimezone: true }),
    kycLevel: smallint('kyc_level').notNull().default(0),
    /** The latest KYC request's status, NONE before the first: kept by the KYC decisions. */
    kycStatus: text('kyc_status').notNull().default('NONE'),
    labels: text('labels').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_email_key').on(t.email),
    check('customers_state_check', sql`${t.state} in ('PENDING', 'ACTIVE', 'FROZEN', 'CLOSED')`),
    check('customers_kyc_level_check', sql`${t.kycLevel} between 0 and 3`),
    check('customers_kyc_status_check', sql`${t.kycStatus} in ('NONE', 'SUBMITTED', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'RESUBMISSION_REQUESTED')`),
    // A frozen account says why; a block says why.
    check('customers_state_reason_check', sql`${t.state} <> 'FROZEN' or ${t.stateReason} is not null`),
    check('customers_withdrawals_block_check', sql`${t.withdrawalsBlockedAt} is null or ${t.withdrawalsBlockReason} is not null`),
    check('customers_trading_block_check', sql`${t.tradingBlockedAt} is null or ${t.tradingBlockReason} is not null`),
    index('customers_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('customers_state_created_idx').on(t.state, t.createdAt.desc(), t.id.desc()),
    index('customers_kyc_status_created_idx').on(t.kycStatus, t.createdAt.desc(), t.id.desc()),
    // The search box: an e-mail or phone from its start, a name by any part (trigrams).
    index('customers_email_pattern_idx').on(t.email.op('text_pattern_ops')),
    index('customers_phone_pattern_idx').on(t.phone.op('text_pattern_ops')),
    index('customers_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // customers_country_state_created_idx (migration 0019, hand-written for its INCLUDE): the
    // filtered list by country and state, its count read from the index alone.
  ],
);

/** The notes thread on a customer: appended, never overwritten (a trigger refuses UPDATE and DELETE). */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    authorId: uuid('author_id').notNull().references(() => admins.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_notes_customer_idx').on(t.customerId, t.createdAt)],
);
