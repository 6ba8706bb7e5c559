import { z } from 'zod';
import { listResponseSchema, pageQuerySchema, queryDate } from '../platform/lists.ts';
import { coinSchema, fiatSchema } from './money.ts';

export const ORDER_STATUSES = ['PENDING_PAYMENT', 'PAID', 'COMPLETED', 'CANCELLED', 'DISPUTED'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const p2pOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  adId: z.string(),
  merchantId: z.string(),
  merchantName: z.string(),
  customerId: z.string(),
  customerEmail: z.string(),
  /** From the customer's side: BUY = the customer buys crypto from the merchant. */
  side: z.enum(['BUY', 'SELL']),
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

export const orderFiltersSchema = z.object({
  status: orderStatusSchema.optional(),
  side: z.enum(['BUY', 'SELL']).optional(),
  coin: coinSchema.optional(),
  fiat: fiatSchema.optional(),
  merchantId: z.string().uuid().optional(),
  email: z.string().trim().toLowerCase().max(254).optional(),
  orderNumber: z.string().trim().max(40).optional(),
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
