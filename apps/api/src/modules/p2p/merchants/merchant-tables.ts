import { sql } from 'drizzle-orm';
import { boolean, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('merchant_payment_methods_merchant_idx').on(t.merchantId, t.createdAt)],
);

export const merchantAds = pgTable(
  'merchant_ads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
    side: text('side').notNull(),
    coin: text('coin').notNull(),
    fiat: text('fiat').notNull(),
    price: numeric('price', { precision: 20, scale: 2 }).notNull(),
    minLimit: numeric('min_limit', { precision: 20, scale: 2 }).notNull(),
    maxLimit: numeric('max_limit', { precision: 20, scale: 2 }).notNull(),
    availableAmount: numeric('available_amount', { precision: 28, scale: 8 }).notNull(),
    paymentMethodIds: uuid('payment_method_ids').array().notNull().default(sql`'{}'::uuid[]`),
    terms: text('terms').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('merchant_ads_merchant_idx').on(t.merchantId, t.createdAt)],
);
