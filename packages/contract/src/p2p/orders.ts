import { z } from 'zod';
import { listResponseSchema, pageQuerySchema, queryDate } from '../platform/lists.ts';
import { DISPUTE_STATUSES } from './dispute-statuses.ts';
import { coinSchema, fiatSchema } from './money.ts';
import { TRANSACTION_STATUSES } from './transaction-statuses.ts';
import { ORDER_NUMBER_MAX, ORDER_SIDES, ORDER_STATUSES, type OrderSide, type OrderStatus } from './order-statuses.ts';

// The lists live in order-statuses.ts (no zod, for the console); re-exported for the API's imports.
export { ORDER_SIDES, ORDER_STATUSES };
export type { OrderSide, OrderStatus };

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const orderSideSchema = z.enum(ORDER_SIDES);

export const p2pOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  adId: z.string(),
  merchantId: z.string(),
  merchantName: z.string(),
  customerId: z.string(),
  customerEmail: z.string(),
  /** From the customer's side: BUY = the customer buys crypto from the merchant. */
  side: orderSideSchema,
  coin: coinSchema,
  fiat: fiatSchema,
  price: z.string(),
  cryptoAmount: z.string(),
  fiatAmount: z.string(),
  status: orderStatusSchema,
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type P2POrder = z.infer<typeof p2pOrderSchema>;

/** An order by its number (also a dispute's key: an order has at most one dispute). */
export const orderNumberParamsSchema = z.object({ orderNumber: z.string().trim().min(1).max(ORDER_NUMBER_MAX) });

/** One order with every field, its parties' names and its dispute, if it has one. */
export const p2pOrderDetailSchema = p2pOrderSchema.extend({
  customerName: z.string(),
  merchantEmail: z.string(),
  dispute: z.object({ status: z.enum(DISPUTE_STATUSES), openedBy: z.enum(['BUYER', 'SELLER']), createdAt: z.string() }).nullable(),
  /** The P2P transactions that settle this order, oldest first. */
  transactions: z.array(z.object({ transactionNumber: z.string(), status: z.enum(TRANSACTION_STATUSES), createdAt: z.string() })),
});
export type P2POrderDetail = z.infer<typeof p2pOrderDetailSchema>;

export const orderFiltersSchema = z.object({
  status: orderStatusSchema.optional(),
  side: orderSideSchema.optional(),
  coin: coinSchema.optional(),
  fiat: fiatSchema.optional(),
  merchantId: z.string().uuid().optional(),
  /** One customer's orders (the customer page's tab). */
  customerId: z.string().uuid().optional(),
  email: z.string().trim().toLowerCase().max(254).optional(),
  orderNumber: z.string().trim().max(ORDER_NUMBER_MAX).optional(),
  startDate: queryDate.optional(),
  endDate: queryDate.optional(),
});
export const listOrdersQuerySchema = orderFiltersSchema.extend(pageQuerySchema);
export type ListOrdersQuery = z.input<typeof listOrdersQuerySchema>;
export const orderListSchema = listResponseSchema(p2pOrderSchema);

/** The report: the filtered list with sums; `format=csv` streams every matching row instead. */
export const ordersReportQuerySchema = listOrdersQuerySchema.extend({ format: z.enum(['json', 'csv']).default('json') });
export const ordersReportSchema = orderListSchema.extend({
  sums: z.array(z.object({ coin: coinSchema, fiat: fiatSchema, orders: z.number().int(), cryptoAmount: z.string(), fiatAmount: z.string() })),
});
export type OrdersReport = z.infer<typeof ordersReportSchema>;
