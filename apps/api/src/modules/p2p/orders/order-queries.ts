import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { COUNT_CAP } from '@exchange/contract/platform/lists';
import type { OrdersReport, P2POrder, orderFiltersSchema, listOrdersQuerySchema } from '@exchange/contract/p2p/orders';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { cappedTotal, endBound, iso, pageOffset, startBound } from '../../../platform/db/list-helpers.ts';
import { notFound } from '../../../platform/errors.ts';
import { customers } from '../../customers/customer-tables.ts';
import { merchants } from '../merchants/merchant-tables.ts';
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

export function orderConditions(f: OrderFilters): SQL | undefined {
  return and(
    f.status ? eq(o.status, f.status) : undefined,
    f.side ? eq(o.side, f.side) : undefined,
    f.coin ? eq(o.coin, f.coin) : undefined,
    f.fiat ? eq(o.fiat, f.fiat) : undefined,
    f.merchantId ? eq(o.merchantId, f.merchantId) : undefined,
    f.email ? inArray(o.customerId, sql`(select ${customers.id} from ${customers} where ${customers.email} = ${f.email})`) : undefined,
    f.orderNumber ? eq(o.orderNumber, f.orderNumber) : undefined,
    f.startDate ? gte(o.createdAt, startBound(f.startDate)) : undefined,
    f.endDate ? lt(o.createdAt, endBound(f.endDate)) : undefined,
  );
}

/** Deferred join, as for transactions: ids from the index first, names for those rows only. */
function orderPageQuery(db: DbOrTx, where: SQL | undefined, limit: number, offset: number) {
  const pageIds = db.select({ id: o.id }).from(o).where(where).orderBy(desc(o.createdAt), desc(o.id)).limit(limit).offset(offset).as('page_ids');
  return db
    .select(orderColumns)
    .from(pageIds)
    .innerJoin(o, eq(o.id, pageIds.id))
    .innerJoin(merchants, eq(merchants.id, o.merchantId))
    .innerJoin(customers, eq(customers.id, o.customerId))
    .orderBy(desc(o.createdAt), desc(o.id));
}

export async function listOrders(db: DbOrTx, f: z.infer<typeof listOrdersQuerySchema>) {
  const where = orderConditions(f);
  const capped = db.select({ one: sql`1` }).from(o).where(where).limit(COUNT_CAP + 1).as('capped');
  const [rows, counted] = await Promise.all([
    orderPageQuery(db, where, f.limit, pageOffset(f.page, f.limit)),
    db.select({ n: count() }).from(capped),
  ]);
  return { items: rows.map(toOrder), ...cappedTotal(counted[0]?.n ?? 0), page: f.page, limit: f.limit };
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
      .where(orderConditions(f))
      .groupBy(o.coin, o.fiat)
      .orderBy(o.coin, o.fiat),
  ]);
  return { ...list, sums: sums.map((s) => ({ ...s, coin: s.coin as P2POrder['coin'], fiat: s.fiat as P2POrder['fiat'] })) };
}

export async function getOrderByNumber(db: DbOrTx, orderNumber: string): Promise<P2POrder> {
  const [row] = await selectOrders(db).where(eq(o.orderNumber, orderNumber));
  if (!row) throw notFound('Order');
  return toOrder(row);
}
