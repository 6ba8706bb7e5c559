import { sql } from 'drizzle-orm';
import { bigint, date, index, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../../customers/customer-tables.ts';
import { admins } from '../../auth/auth-tables.ts';
import { merchants, priceCheck, priceColumn } from '../merchants/merchant-tables.ts';
import { p2pOrders } from '../orders/order-tables.ts';

export const p2pTransactions = pgTable(
  'p2p_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionNumber: text('transaction_number').notNull(),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    merchantId: uuid('merchant_id').references(() => merchants.id),
    /** The P2P order the transaction settles, when it comes from one. */
    orderId: uuid('order_id').references(() => p2pOrders.id),
    type: text('type').notNull(),
    coin: text('coin').notNull(),
    fiat: text('fiat').notNull(),
    cryptoAmount: numeric('crypto_amount', { precision: 28, scale: 8 }).notNull(),
    fiatAmount: numeric('fiat_amount', { precision: 20, scale: 2 }).notNull(),
    price: priceColumn().notNull(),
    status: text('status').notNull().default('REQUESTED'),
    withdrawalStatus: text('withdrawal_status'),
    rejectReason: text('reject_reason'),
    decidedBy: uuid('decided_by').references(() => admins.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    withdrawalNote: text('withdrawal_note'),
    withdrawalDecidedBy: uuid('withdrawal_decided_by').references(() => admins.id),
    withdrawalDecidedAt: timestamp('withdrawal_decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('p2p_transactions_number_key').on(t.transactionNumber),
    // The migration adds INCLUDE (fiat_amount, crypto_amount), which drizzle cannot express.
    index('p2p_transactions_status_created_idx').on(t.status, t.createdAt, t.id),
    index('p2p_transactions_created_idx').on(t.createdAt, t.id),
    // The count of a status + date range + amount range probes one UTC day at a time (see
    // transactionCountQuery), reading only the matching amounts of each day. The migration adds
    // INCLUDE (created_at) for the range's partial first and last days.
    index('p2p_transactions_status_day_fiat_idx').on(t.status, sql`((${t.createdAt} at time zone 'UTC')::date)`, t.fiatAmount),
    index('p2p_transactions_customer_idx').on(t.customerId, t.createdAt),
    index('p2p_transactions_order_idx').on(t.orderId).where(sql`order_id is not null`),
    index('p2p_transactions_withdrawal_idx').on(t.withdrawalStatus, t.createdAt).where(sql`withdrawal_status is not null`),
    priceCheck('p2p_transactions', t.price),
  ],
);

/**
 * Per-day totals of p2p_transactions, kept exact by statement-level triggers (see the migration
 * p2p_daily_volume_triggers), so the statistics call reads thousands of rows, not millions.
 */
export const p2pDailyVolume = pgTable(
  'p2p_daily_volume',
  {
    day: date('day').notNull(),
    coin: text('coin').notNull(),
    fiat: text('fiat').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
    cryptoSum: numeric('crypto_sum', { precision: 38, scale: 8 }).notNull(),
    fiatSum: numeric('fiat_sum', { precision: 38, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.coin, t.fiat, t.type, t.status] })],
);
