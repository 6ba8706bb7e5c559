import { asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OrdersReport, P2POrder, P2POrderDetail, orderFiltersSchema, listOrdersQuerySchema } from '@exchange/contract/p2p/orders';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { endBound, iso, startBound } from '../../../platform/db/list-helpers.ts';
import { defineFilters, listPage } from '../../../platform/db/list-query.ts';
import { notFound } from '../../../platform/errors.ts';
import { customers } from '../../customers/customer-tables.ts';
import { orderDisputes } from '../disputes/dispute-tables.ts';
import { merchants } from '../merchants/merchant-tables.ts';
import { p2pTransactions } from '../transactions/transaction-tables.ts';
import { p2pOrders as o } from './order-tables.ts';

export type OrderFilters = z.infer<typeof orderFiltersSchema>;

export const orderColumns = {
  id: o.id,
  orderNumber: o.orderNumber,
  adId: o.adId,
  merchantId: o.merchantId,
  merchantName: merchants.name,
  customerId: o.customerId,
  customerEmail: customers.email,
  side: o.side,
  coin: o.coin,
  fiat: o.fiat,
  price: o.price,
  cryptoAmount: o.cryptoAmount,
  fiatAmount: o.fiatAmount,
  status: o.status,
  createdAt: o.createdAt,
  completedAt: o.completedAt,
};

export const selectOrders = (db: DbOrTx) =>
  db.select(orderColumns).from(o).innerJoin(merchants, eq(merchants.id, o.merchantId)).innerJoin(customers, eq(customers.id, o.customerId));

export type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

export const toOrder = (r: OrderRow): P2POrder => ({
  ...r,
  side: r.side as P2POrder['side'],
  coin: r.coin as P2POrder['coin'],
  fiat: r.fiat as P2POrder['fiat'],
  status: r.status as P2POrder['status'],
  createdAt: r.createdAt.toISOString(),
  completedAt: iso(r.completedAt),
});

/** The list's filters; the CSV export and the report's sums use them too. */
export const orderFilters = defineFilters<OrderFilters>({
  status: (v) => eq(o.status, v),
  side: (v) => eq(o.side, v),
  coin: (v) => eq(o.coin, v),
  fiat: (v) => eq(o.fiat, v),
  merchantId: (v) => eq(o.merchantId, v),
  customerId: (v) => eq(o.customerId, v),
  email: (v) => inArray(o.customerId, sql`(select ${customers.id} from ${customers} where strpos(${customers.email}, ${v}::text) > 0)`),
  orderNumber: (v) => eq(o.orderNumber, v),
  startDate: (v) => gte(o.createdAt, startBound(v)),
  endDate: (v) => lt(o.createdAt, endBound(v)),
});

export async function listOrders(db: DbOrTx, f: z.infer<typeof listOrdersQuerySchema>) {
  const list = await listPage(db, {
    select: selectOrders(db).$dynamic(),
    count: o,
    where: orderFilters.where(f),
    orderBy: [desc(o.createdAt), desc(o.id)],
    page: f.page,
    limit: f.limit,
    withTotal: f.withTotal,
    // Ids from the index first, names for those rows only.
    deferredJoinOn: o.id,
  });
  return { ...list, items: list.items.map(toOrder) };
}

/** The list plus exact sums per coin and fiat over every matching order. */
export async function ordersReport(db: DbOrTx, f: z.infer<typeof listOrdersQuerySchema>): Promise<OrdersReport> {
  const [list, sums] = await Promise.all([
    listOrders(db, f),
    db
      .select({
        coin: o.coin,
        fiat: o.fiat,
        orders: sql<number>`count(*)::int`,
        cryptoAmount: sql<string>`sum(${o.cryptoAmount})::text`,
        fiatAmount: sql<string>`sum(${o.fiatAmount})::text`,
      })
      .from(o)
      .where(orderFilters.where(f))
      .groupBy(o.coin, o.fiat)
      .orderBy(o.coin, o.fiat),
  ]);
  return { ...list, sums: sums.map((s) => ({ ...s, coin: s.coin as P2POrder['coin'], fiat: s.fiat as P2POrder['fiat'] })) };
}

export async function getOrderByNumber(db: DbOrTx, orderNumber: string): Promise<P2POrder> {
  const [row] = await selectOrders(db).where(eq(o.orderNumber, orderNumber));
  if (!row) throw notFound('order.notFound', 'Order');
  return toOrder(row);
}

/** The order's detail: every field, both parties' names and its dispute (an order has at most one). */
export async function getOrderDetail(db: DbOrTx, orderNumber: string): Promise<P2POrderDetail> {
  const [row] = await db
    .select({
      ...orderColumns,
      customerName: customers.name,
      merchantEmail: merchants.email,
      disputeStatus: orderDisputes.status,
      disputeOpenedBy: orderDisputes.openedBy,
      disputeCreatedAt: orderDisputes.createdAt,
    })
    .from(o)
    .innerJoin(merchants, eq(merchants.id, o.merchantId))
    .innerJoin(customers, eq(customers.id, o.customerId))
    .leftJoin(orderDisputes, eq(orderDisputes.orderId, o.id))
    .where(eq(o.orderNumber, orderNumber));
  if (!row) throw notFound('order.notFound', 'Order');
  const { customerName, merchantEmail, disputeStatus, disputeOpenedBy, disputeCreatedAt, ...order } = row;
  const transactions = await db
    .select({ transactionNumber: p2pTransactions.transactionNumber, status: p2pTransactions.status, createdAt: p2pTransactions.createdAt })
    .from(p2pTransactions)
    .where(eq(p2pTransactions.orderId, order.id))
    .orderBy(asc(p2pTransactions.createdAt), asc(p2pTransactions.id));
  return {
    ...toOrder(order),
    customerName,
    merchantEmail,
    dispute:
      disputeStatus && disputeOpenedBy && disputeCreatedAt
        ? {
            status: disputeStatus as NonNullable<P2POrderDetail['dispute']>['status'],
            openedBy: disputeOpenedBy as NonNullable<P2POrderDetail['dispute']>['openedBy'],
            createdAt: disputeCreatedAt.toISOString(),
          }
        : null,
    transactions: transactions.map((x) => ({
      transactionNumber: x.transactionNumber,
      status: x.status as P2POrderDetail['transactions'][number]['status'],
      createdAt: x.createdAt.toISOString(),
    })),
  };
}
