import { sql } from 'drizzle-orm';
import { check, index, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { ledgerEntries } from '../ledger/ledger-tables.ts';

/** NUMERIC(38,18), as the ledger keeps amounts. */
const amount = (name: string) => numeric(name, { precision: 38, scale: 18 });

export const tradeOrderNumbers = pgSequence('trade_order_number_seq');

/** Spot orders (Buy, Sell, Swap and Limit Orders); see TRADE_ORDER_STATUSES. */
export const tradeOrders = pgTable(
  'trade_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull().default(sql`'TO' || lpad(nextval('trade_order_number_seq')::text, 10, '0')`),
    customerId: uuid('customer_id').notNull().references(() => customers.id),
    side: text('side').notNull(),
    kind: text('kind').notNull(),
    baseAsset: text('base_asset').notNull(),
    quoteAsset: text('quote_asset').notNull(),
    price: amount('price').notNull(),
    amount: amount('amount').notNull(),
    filledAmount: amount('filled_amount').notNull().default('0'),
    filledQuote: amount('filled_quote').notNull().default('0'),
    fee: amount('fee').notNull().default('0'),
    feeAsset: text('fee_asset').notNull(),
    heldAsset: text('held_asset').notNull(),
    /** What the order still holds in the customer's HELD bucket: a cancel releases exactly this. */
    heldAmount: amount('held_amount').notNull(),
    status: text('status').notNull().default('OPEN'),
    /** The TRADE_HOLD entry; null for an order of the exchange's history from before the back office kept holds. */
    holdEntryId: uuid('hold_entry_id').references(() => ledgerEntries.id),
    /** The TRADE_RELEASE entry that gave the rest back (a cancel, or what a filled BUY did not spend). */
    releaseEntryId: uuid('release_entry_id').references(() => ledgerEntries.id),
    cancelledBy: uuid('cancelled_by').references(() => admins.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trade_orders_number_key').on(t.orderNumber),
    // The four screens, newest first (scanned backwards), each with and without its status.
    index('trade_orders_kind_side_created_idx').on(t.kind, t.side, t.createdAt, t.id),
    index('trade_orders_kind_created_idx').on(t.kind, t.createdAt, t.id),
    index('trade_orders_kind_status_created_idx').on(t.kind, t.status, t.createdAt, t.id),
    // A screen filtered to a status and a pair (open BTC/USDT limit orders): its page in order, and its
    // count with an amount range read from the index alone.
    index('trade_orders_kind_status_pair_created_idx').on(t.kind, t.status, t.baseAsset, t.quoteAsset, t.createdAt, t.id, t.amount),
    index('trade_orders_created_idx').on(t.createdAt, t.id),
    index('trade_orders_customer_created_idx').on(t.customerId, t.createdAt, t.id),
    index('trade_orders_pair_created_idx').on(t.baseAsset, t.quoteAsset, t.createdAt, t.id),
    // "Cancel all" of a customer or a pair finds the few orders still holding funds at once.
    index('trade_orders_active_customer_idx').on(t.customerId, t.createdAt).where(sql`${t.status} in ('OPEN', 'PARTIALLY_FILLED')`),
    index('trade_orders_active_pair_idx').on(t.baseAsset, t.quoteAsset, t.createdAt).where(sql`${t.status} in ('OPEN', 'PARTIALLY_FILLED')`),
    check('trade_orders_side_check', sql`${t.side} in ('BUY', 'SELL')`),
    check('trade_orders_kind_check', sql`${t.kind} in ('MARKET', 'LIMIT', 'SWAP')`),
    check('trade_orders_status_check', sql`${t.status} in ('OPEN', 'PARTIALLY_FILLED', 'FILLED', 'CANCELLED')`),
    check('trade_orders_pair_check', sql`${t.baseAsset} <> ${t.quoteAsset}`),
    // A BUY holds and pays quote and receives base; a SELL the other way round.
    check('trade_orders_assets_check', sql`(${t.side} = 'BUY' and ${t.heldAsset} = ${t.quoteAsset} and ${t.feeAsset} = ${t.baseAsset})
      or (${t.side} = 'SELL' and ${t.heldAsset} = ${t.baseAsset} and ${t.feeAsset} = ${t.quoteAsset})`),
    check('trade_orders_amounts_check', sql`${t.price} > 0 and ${t.amount} > 0 and ${t.filledAmount} >= 0 and ${t.filledAmount} <= ${t.amount}
      and ${t.filledQuote} >= 0 and ${t.fee} >= 0 and ${t.heldAmount} >= 0`),
    // A closed order holds nothing; a filled one filled everything; a partly filled one filled something but not all.
    check('trade_orders_closed_check', sql`${t.status} in ('OPEN', 'PARTIALLY_FILLED') or ${t.heldAmount} = 0`),
    check('trade_orders_filled_check', sql`${t.status} <> 'FILLED' or ${t.filledAmount} = ${t.amount}`),
    check('trade_orders_partial_check', sql`${t.status} <> 'PARTIALLY_FILLED' or (${t.filledAmount} > 0 and ${t.filledAmount} < ${t.amount})`),
    check('trade_orders_open_check', sql`${t.status} <> 'OPEN' or ${t.filledAmount} = 0`),
    check('trade_orders_cancelled_check', sql`${t.status} <> 'CANCELLED' or (${t.cancelReason} is not null and ${t.cancelledAt} is not null)`),
  ],
);

/** The fills of an order, as the matching engine reported them; each settled by one TRADE_FILL entry. */
export const tradeFills = pgTable(
  'trade_fills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id').notNull().references(() => tradeOrders.id),
    price: amount('price').notNull(),
    amount: amount('amount').notNull(),
    quoteAmount: amount('quote_amount').notNull(),
    fee: amount('fee').notNull().default('0'),
    feeAsset: text('fee_asset').notNull(),
    liquidity: text('liquidity').notNull(),
    ledgerEntryId: uuid('ledger_entry_id').references(() => ledgerEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('trade_fills_order_idx').on(t.orderId, t.createdAt),
    check('trade_fills_liquidity_check', sql`${t.liquidity} in ('MAKER', 'TAKER')`),
    check('trade_fills_amounts_check', sql`${t.price} > 0 and ${t.amount} > 0 and ${t.quoteAmount} > 0 and ${t.fee} >= 0`),
  ],
);
