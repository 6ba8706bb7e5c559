import { index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../../customers/customer-tables.ts';
import { merchantAds, merchants, priceCheck, priceColumn } from '../merchants/merchant-tables.ts';

export const p2pOrders = pgTable(
  'p2p_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull(),
    adId: uuid('ad_id').notNull().references(() => merchantAds.id),
    merchantId: uuid('merchant_id').notNull().references(() => merchants.id),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    side: text('side').notNull(),
    coin: text('coin').notNull(),
    fiat: text('fiat').notNull(),
    price: priceColumn().notNull(),
    cryptoAmount: numeric('crypto_amount', { precision: 28, scale: 8 }).notNull(),
    fiatAmount: numeric('fiat_amount', { precision: 20, scale: 2 }).notNull(),
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('p2p_orders_number_key').on(t.orderNumber),
    index('p2p_orders_created_idx').on(t.createdAt, t.id),
    index('p2p_orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('p2p_orders_merchant_idx').on(t.merchantId, t.status),
    index('p2p_orders_customer_idx').on(t.customerId, t.status),
    priceCheck('p2p_orders', t.price),
  ],
);
