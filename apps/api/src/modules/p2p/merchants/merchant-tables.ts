import { sql } from 'drizzle-orm';
import { boolean, check, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { archiveColumns, archivedInactiveCheck } from '../../../platform/db/archive-columns.ts';

/**
 * An ad's price (and the order's or transaction's that took it): NUMERIC without a fixed scale, so
 * that each keeps the decimals of its fiat (PRICE_SCALES: 0.7834 GBP, 1650.50 NGN) rather than
 * being padded to the widest. The check holds what NUMERIC(22, 4) would: at most MAX_PRICE_SCALE (4)
 * decimals and 18 integer digits.
 */
export const priceColumn = () => numeric('price');
export const priceCheck = (table: string, price: AnyPgColumn) =>
  check(`${table}_price_scale_check`, sql`scale(${price}) <= 4 and ${price} < 1000000000000000000`);

export const merchants = pgTable(
  'merchants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    country: text('country').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isOnline: boolean('is_online').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('merchants_email_key').on(t.email), index('merchants_created_idx').on(t.createdAt, t.id)],
);

export const merchantPaymentMethods = pgTable(
  'merchant_payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
    type: text('type').notNull(),
    label: text('label').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    bankName: text('bank_name'),
    isActive: boolean('is_active').notNull().default(true),
    ...archiveColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('merchant_payment_methods_merchant_idx').on(t.merchantId, t.createdAt),
    archivedInactiveCheck('merchant_payment_methods', t.archivedAt, t.isActive),
  ],
);

export const merchantAds = pgTable(
  'merchant_ads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
    side: text('side').notNull(),
    coin: text('coin').notNull(),
    fiat: text('fiat').notNull(),
    price: priceColumn().notNull(),
    minLimit: numeric('min_limit', { precision: 20, scale: 2 }).notNull(),
    maxLimit: numeric('max_limit', { precision: 20, scale: 2 }).notNull(),
    availableAmount: numeric('available_amount', { precision: 28, scale: 8 }).notNull(),
    paymentMethodIds: uuid('payment_method_ids').array().notNull().default(sql`'{}'::uuid[]`),
    terms: text('terms').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    ...archiveColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('merchant_ads_merchant_idx').on(t.merchantId, t.createdAt),
    // The market reference of a price: the live ads of one coin, fiat and side, by price.
    index('merchant_ads_live_pair_price_idx').on(t.coin, t.fiat, t.side, t.price).where(sql`is_active and archived_at is null`),
    priceCheck('merchant_ads', t.price),
    archivedInactiveCheck('merchant_ads', t.archivedAt, t.isActive),
  ],
);
