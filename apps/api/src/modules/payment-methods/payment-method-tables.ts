import { sql } from 'drizzle-orm';
import { boolean, check, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { archiveColumns, archivedInactiveCheck } from '../../platform/db/archive-columns.ts';

/** The exchange's own catalogue of ways to pay (not a merchant's accounts, which are in p2p). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    paymentType: text('payment_type').notNull(),
    iconUrl: text('icon_url'),
    onRamp: boolean('on_ramp').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_methods_name_key').on(sql`lower(${t.name})`)],
);

/** What a payment method costs and allows in one country, for deposits or withdrawals. */
export const paymentMethodLimits = pgTable(
  'payment_method_limits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentMethodId: uuid('payment_method_id').notNull().references(() => paymentMethods.id),
    country: text('country').notNull(),
    type: text('type').notNull(),
    fee: numeric('fee', { precision: 20, scale: 2 }).notNull(),
    feePercentage: numeric('fee_percentage', { precision: 5, scale: 2 }).notNull(),
    minBuyLimitInUsd: numeric('min_buy_limit_in_usd', { precision: 20, scale: 2 }).notNull(),
    minDeposit: numeric('min_deposit', { precision: 20, scale: 2 }).notNull(),
    maxDeposit: numeric('max_deposit', { precision: 20, scale: 2 }).notNull(),
    processingTime: text('processing_time').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    ...archiveColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One live limit per (method, country, type); archived ones do not count, so a replacement can be made.
    uniqueIndex('payment_method_limits_method_country_type_key').on(t.paymentMethodId, t.country, t.type).where(sql`archived_at is null`),
    // The API validates these; the database refuses them too, so no other writer can store them.
    check('payment_method_limits_fee_check', sql`${t.fee} >= 0`),
    check('payment_method_limits_fee_percentage_check', sql`${t.feePercentage} between 0 and 100`),
    archivedInactiveCheck('payment_method_limits', t.archivedAt, t.isActive),
    check('payment_method_limits_amounts_check', sql`${t.minBuyLimitInUsd} >= 0 and ${t.minDeposit} >= 0 and ${t.minDeposit} <= ${t.maxDeposit}`),
  ],
);
