import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';
import { cryptoCoins } from '../crypto/crypto-tables.ts';
import { customers } from '../customers/customer-tables.ts';

/** NUMERIC(38,18), as the ledger keeps amounts. */
const amount = (name: string) => numeric(name, { precision: 38, scale: 18 });

/** Crypto bundles: baskets of listed coins that customers invest in; see BUNDLE_STATES. */
export const bundles = pgTable(
  'bundles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    state: text('state').notNull().default('INACTIVE'),
    quoteAsset: text('quote_asset').notNull().references(() => cryptoCoins.code),
    minInvestment: amount('min_investment').notNull(),
    createdBy: uuid('created_by').notNull().references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bundles_name_key').on(sql`lower(${t.name})`),
    index('bundles_state_name_idx').on(t.state, sql`lower(${t.name})`),
    check('bundles_state_check', sql`${t.state} in ('ACTIVE', 'INACTIVE')`),
    check('bundles_min_investment_check', sql`${t.minInvestment} > 0`),
  ],
);

/**
 * A bundle's coins and their weights in percent. The weights of a bundle add up to exactly 100:
 * the API checks it, and a deferred constraint trigger (see the migration) refuses any other
 * writer's transaction that leaves a bundle otherwise.
 */
export const bundleCoins = pgTable(
  'bundle_coins',
  {
    bundleId: uuid('bundle_id').notNull().references(() => bundles.id),
    coin: text('coin').notNull().references(() => cryptoCoins.code),
    weight: numeric('weight', { precision: 7, scale: 4 }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bundleId, t.coin] }),
    check('bundle_coins_weight_check', sql`${t.weight} > 0 and ${t.weight} <= 100`),
  ],
);

/**
 * Customers' investments in bundles (made by the customer app): what was invested, in the bundle's
 * quote asset, and the bundle units it bought. A redeemed subscription keeps its row with
 * `redeemed_at`. The list's subscribers and value are counted from the live ones.
 */
export const bundleSubscriptions = pgTable(
  'bundle_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bundleId: uuid('bundle_id').notNull().references(() => bundles.id),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    investedAmount: amount('invested_amount').notNull(),
    units: amount('units').notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (t) => [
    index('bundle_subscriptions_live_idx').on(t.bundleId, t.customerId).where(sql`${t.redeemedAt} is null`),
    index('bundle_subscriptions_customer_idx').on(t.customerId, t.subscribedAt.desc()),
    check('bundle_subscriptions_amounts_check', sql`${t.investedAmount} > 0 and ${t.units} > 0`),
  ],
);

/** A bundle's change history: one row per field changed, with who, when, before and after. */
export const bundleChanges = pgTable(
  'bundle_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bundleId: uuid('bundle_id').notNull().references(() => bundles.id),
    field: text('field').notNull(),
    before: text('before'),
    after: text('after'),
    changedBy: uuid('changed_by').notNull().references(() => admins.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bundle_changes_bundle_idx').on(t.bundleId, t.changedAt.desc(), t.id.desc())],
);
