import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';
import { cryptoCoins } from '../crypto/crypto-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { ledgerEntries } from '../ledger/ledger-tables.ts';

/** NUMERIC(38,18), as the ledger keeps amounts. */
const amount = (name: string) => numeric(name, { precision: 38, scale: 18 });
const rate = (name: string) => numeric(name, { precision: 8, scale: 4 });

/** Flexible savings in one coin at a yield rate (percent a year); one product per coin. See SAVER_STATES. */
export const saverProducts = pgTable(
  'saver_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coin: text('coin').notNull().references(() => cryptoCoins.code),
    name: text('name').notNull(),
    yieldRate: rate('yield_rate').notNull(),
    state: text('state').notNull().default('INACTIVE'),
    createdBy: uuid('created_by').notNull().references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saver_products_coin_key').on(t.coin),
    check('saver_products_state_check', sql`${t.state} in ('ACTIVE', 'INACTIVE')`),
    check('saver_products_yield_rate_check', sql`${t.yieldRate} > 0 and ${t.yieldRate} <= 1000`),
  ],
);

/** A product's change history: one row per field changed, with who, when, before and after. */
export const saverProductChanges = pgTable(
  'saver_product_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id').notNull().references(() => saverProducts.id),
    field: text('field').notNull(),
    before: text('before'),
    after: text('after'),
    changedBy: uuid('changed_by').notNull().references(() => admins.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saver_product_changes_product_idx').on(t.productId, t.changedAt.desc(), t.id.desc())],
);

/**
 * A customer's savings in a product: the principal sits in the customer's Earn bucket (moved there
 * from available by each deposit); the yield is paid to available.
 */
export const saverPositions = pgTable(
  'saver_positions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id').notNull().references(() => saverProducts.id),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    principal: amount('principal').notNull().default('0'),
    yieldPaid: amount('yield_paid').notNull().default('0'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saver_positions_product_customer_key').on(t.productId, t.customerId),
    index('saver_positions_customer_idx').on(t.customerId),
    check('saver_positions_amounts_check', sql`${t.principal} >= 0 and ${t.yieldPaid} >= 0`),
  ],
);

/** Each deposit into a position, with the journal entry that moved it (SAVINGS_DEPOSIT, referenced by this id). */
export const saverDeposits = pgTable(
  'saver_deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    positionId: uuid('position_id').notNull().references(() => saverPositions.id),
    amount: amount('amount').notNull(),
    entryId: uuid('entry_id').notNull().references(() => ledgerEntries.id),
    depositedBy: uuid('deposited_by').notNull(),
    depositedAt: timestamp('deposited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saver_deposits_position_idx').on(t.positionId, t.depositedAt.desc()), check('saver_deposits_amount_check', sql`${t.amount} > 0`)],
);

/** One day's yield of a product: at most one per product and day (UTC), which makes "post yield now" idempotent. */
export const saverYieldPostings = pgTable(
  'saver_yield_postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id').notNull().references(() => saverProducts.id),
    day: date('day', { mode: 'string' }).notNull(),
    yieldRate: rate('yield_rate').notNull(),
    positions: integer('positions').notNull(),
    total: amount('total').notNull(),
    entryId: uuid('entry_id').references(() => ledgerEntries.id),
    postedBy: uuid('posted_by').notNull().references(() => admins.id),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saver_yield_postings_product_day_key').on(t.productId, t.day),
    check('saver_yield_postings_total_check', sql`${t.total} >= 0 and (${t.entryId} is null) = (${t.total} = 0)`),
  ],
);
