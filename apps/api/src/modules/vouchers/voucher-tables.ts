import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { ledgerEntries } from '../ledger/ledger-tables.ts';

const amount = (name: string) => numeric(name, { precision: 38, scale: 18 });

/**
 * A batch of gift voucher codes. Its budget is reserved from the rewards account at creation
 * (VOUCHER_FUNDING); `spent` grows with each redemption under a guarded UPDATE that never lets it
 * pass the budget, and `released` is what a revocation, or the expiry job, gave back (VOUCHER_RELEASE,
 * once per batch: either ends the batch for good).
 */
export const voucherBatches = pgTable(
  'voucher_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    asset: text('asset').notNull(),
    amountPerCode: amount('amount_per_code').notNull(),
    codeCount: integer('code_count').notNull(),
    budget: amount('budget').notNull(),
    spent: amount('spent').notNull().default('0'),
    released: amount('released').notNull().default('0'),
    perCustomerCap: integer('per_customer_cap').notNull().default(1),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('ACTIVE'),
    statusReason: text('status_reason'),
    fundingEntryId: uuid('funding_entry_id').notNull().references(() => ledgerEntries.id),
    createdBy: uuid('created_by').notNull().references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('voucher_batches_created_idx').on(t.createdAt, t.id),
    check('voucher_batches_status_check', sql`${t.status} in ('ACTIVE', 'PAUSED', 'REVOKED', 'EXPIRED')`),
    check('voucher_batches_amounts_check', sql`${t.amountPerCode} > 0 and ${t.budget} > 0 and ${t.spent} >= 0 and ${t.released} >= 0`),
    // The database holds the budget too: redemptions never spend more than was reserved.
    check('voucher_batches_budget_check', sql`${t.spent} + ${t.released} <= ${t.budget}`),
    check('voucher_batches_cap_check', sql`${t.perCustomerCap} > 0 and ${t.codeCount} > 0`),
  ],
);

/**
 * One code of a batch, kept only as its SHA-256 (the code is 128 random bits, so a fast hash is
 * enough) and its last 4 characters. UNUSED -> REDEEMED once (guarded UPDATE), or VOID when its
 * batch is revoked.
 */
export const voucherCodes = pgTable(
  'voucher_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id').notNull().references(() => voucherBatches.id),
    codeHash: text('code_hash').notNull(),
    codeHint: text('code_hint').notNull(),
    status: text('status').notNull().default('UNUSED'),
  },
  (t) => [
    uniqueIndex('voucher_codes_hash_key').on(t.codeHash),
    index('voucher_codes_batch_idx').on(t.batchId, t.status),
    check('voucher_codes_status_check', sql`${t.status} in ('UNUSED', 'REDEEMED', 'VOID')`),
  ],
);

/** The redemption log: one row per redeemed code (at most one, by the unique code), with its journal entry. */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeId: uuid('code_id').notNull().references(() => voucherCodes.id),
    batchId: uuid('batch_id').notNull().references(() => voucherBatches.id),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    asset: text('asset').notNull(),
    amount: amount('amount').notNull(),
    ledgerEntryId: uuid('ledger_entry_id').notNull().references(() => ledgerEntries.id),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('voucher_redemptions_code_key').on(t.codeId),
    index('voucher_redemptions_redeemed_idx').on(t.redeemedAt, t.id),
    index('voucher_redemptions_batch_customer_idx').on(t.batchId, t.customerId),
    index('voucher_redemptions_customer_idx').on(t.customerId),
  ],
);
