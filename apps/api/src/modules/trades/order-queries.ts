import { asc, desc, eq, gte, inArray, lte, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { TRADE_ORDER_CANCELLABLE } from '@exchange/contract/trades/trade-rules';
import type { TradeFill, TradeOrder, TradeOrderDetail, listTradeOrdersQuerySchema } from '@exchange/contract/trades/trade-orders';
import { compareDecimal } from '@exchange/contract/p2p/money-rules';
import type { DbOrTx } from '../../platform/db/database.ts';
import { endBound, startBound } from '../../platform/db/list-helpers.ts';
import { defineFilters, listPreparedPage, type PreparedListPage } from '../../platform/db/list-query.ts';
import { inline, placeholder, statementValues, type Bind } from '../../platform/db/prepared-statements.ts';
import { badField, notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { tradeFills as f, tradeOrders as o } from './trade-tables.ts';

export type TradeOrderQuery = z.infer<typeof listTradeOrdersQuerySchema>;
/** The list's filters without paging and format: what the CSV export takes too. */
export type TradeOrderFilters = Omit<TradeOrderQuery, 'page' | 'limit' | 'withTotal' | 'format'>;

const canceller = alias(admins, 'canceller');

/** NUMERIC as text without trailing zeros: 1.500000000000000000 -> 1.5 (trim_scale, PostgreSQL 13+). */
const plain = (column: AnyPgColumn | SQL) => sql<string>`trim_scale(${column})::text`;

const columns = {
  id: o.id,
  orderNumber: o.orderNumber,
  customerId: o.customerId,
  customerName: customers.name,
  customerEmail: customers.email,
  side: o.side,
  kind: o.kind,
  baseAsset: o.baseAsset,
  quoteAsset: o.quoteAsset,
  price: plain(o.price),
  amount: plain(o.amount),
  filledAmount: plain(o.filledAmount),
  filledQuote: plain(o.filledQuote),
  averagePrice: sql<string | null>`case when ${o.filledAmount} > 0 then trim_scale(round(${o.filledQuote} / ${o.filledAmount}, 8))::text end`,
  fee: plain(o.fee),
  feeAsset: o.feeAsset,
  heldAmount: plain(o.heldAmount),
  heldAsset: o.heldAsset,
  status: o.status,
  cancelledBy: o.cancelledBy,
  cancellerName: canceller.name,
  cancelledAt: o.cancelledAt,
  cancelReason: o.cancelReason,
  holdEntryId: o.holdEntryId,
  releaseEntryId: o.releaseEntryId,
  createdAt: o.createdAt,
  updatedAt: o.updatedAt,
};

export const selectTradeOrders = (db: DbOrTx) =>
  db.select(columns).from(o).innerJoin(customers, eq(customers.id, o.customerId)).leftJoin(canceller, eq(canceller.id, o.cancelledBy));
type Row = Awaited<ReturnType<typeof selectTradeOrders>>[number];
type DynamicTradeOrders = ReturnType<ReturnType<typeof selectTradeOrders>['$dynamic']>;

export const toTradeOrder = (r: Row): TradeOrder => ({
  id: r.id,
  orderNumber: r.orderNumber,
  customer: { id: r.customerId, name: r.customerName, email: r.customerEmail },
  side: r.side as TradeOrder['side'],
  kind: r.kind as TradeOrder['kind'],
  baseAsset: r.baseAsset as TradeOrder['baseAsset'],
  quoteAsset: r.quoteAsset as TradeOrder['quoteAsset'],
  price: r.price,
  amount: r.amount,
  filledAmount: r.filledAmount,
  filledQuote: r.filledQuote,
  averagePrice: r.averagePrice,
  fee: r.fee,
  feeAsset: r.feeAsset,
  heldAmount: r.heldAmount,
  heldAsset: r.heldAsset,
  status: r.status as TradeOrder['status'],
  cancelled: r.cancelledAt && r.cancelReason ? { by: r.cancelledBy ? { id: r.cancelledBy, name: r.cancellerName ?? '' } : null, at: r.cancelledAt.toISOString(), reason: r.cancelReason } : null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/**
 * The filters that are set, as the strings their SQL is given (an order number upper-cased, dates
 * as instants): a prepared statement's values and a shared count's key.
 */
function tradeOrderValues(f: TradeOrderFilters): Record<string, string> {
  const v: Record<string, string | undefined> = {
    kind: f.kind,
    side: f.side,
    status: f.status,
    customerId: f.customerId,
    email: f.email,
    orderNumber: f.orderNumber?.toUpperCase(),
    baseAsset: f.baseAsset,
    quoteAsset: f.quoteAsset,
    amountStart: f.amountStart,
    amountEnd: f.amountEnd,
  };
  return statementValues(v, f);
}

/** ACTIVE is two statuses, a condition of another form than one status's: never a placeholder. */
const isActive = (name: string, value: string) => name === 'status' && value === 'ACTIVE';

/** Each filter's condition on its value as tradeOrderValues gives it, inline or a placeholder. */
const tradeOrderFilters = defineFilters<{ [K in keyof TradeOrderFilters]?: string | Placeholder }>({
  kind: (v) => eq(o.kind, v),
  side: (v) => eq(o.side, v),
  status: (v) => (v === 'ACTIVE' ? inArray(o.status, [...TRADE_ORDER_CANCELLABLE]) : eq(o.status, v)),
  customerId: (v) => eq(o.customerId, v),
  email: (v) => inArray(o.customerId, sql`(select ${customers.id} from ${customers} where strpos(${customers.email}, ${v}::text) > 0)`),
  orderNumber: (v) => eq(o.orderNumber, v),
  baseAsset: (v) => eq(o.baseAsset, v),
  quoteAsset: (v) => eq(o.quoteAsset, v),
  amountStart: (v) => gte(o.amount, v),
  amountEnd: (v) => lte(o.amount, v),
  startDate: (v) => sql`${o.createdAt} >= ${v}::timestamptz`,
  endDate: (v) => sql`${o.createdAt} < ${v}::timestamptz`,
});

/** The list's filters, declared once: the page, its total and the CSV export use them. */
export function tradeOrderConditions(f: TradeOrderFilters, bind: Bind = inline): SQL | undefined {
  return tradeOrderFilters.where(Object.fromEntries(Object.entries(tradeOrderValues(f)).map(([name, value]) => [name, isActive(name, value) ? value : bind(name, value)])));
}

/** Ranges that cannot match anything are a 400 naming their second field, not an empty list. */
export function checkTradeOrderFilters(f: TradeOrderFilters) {
  if (f.startDate && f.endDate && startBound(f.startDate).getTime() >= endBound(f.endDate).getTime()) {
    throw badField('endDate', 'validation.endBeforeStart', 'must not be before startDate');
  }
  if (f.amountStart && f.amountEnd && compareDecimal(f.amountStart, f.amountEnd) > 0) {
    throw badField('amountEnd', 'validation.maxBelowMin', 'must not be below amountStart');
  }
}

export const tradeOrderOrder = [desc(o.createdAt), desc(o.id)];

/**
 * The list as listPreparedPage reads it (the bench sends the same statements bare): its SQL is
 * built and prepared once per shape (which filters are set, and whether the status is ACTIVE), as
 * building it in drizzle and planning it cost more than a customer's orders take to read.
 */
export function tradeOrderList(db: DbOrTx, q: TradeOrderQuery): PreparedListPage<DynamicTradeOrders> {
  const values = tradeOrderValues(q);
  return {
    name: 'trade_orders',
    shape: Object.entries(values).map(([name, value]) => (isActive(name, value) ? `${name}=${value}` : name)).sort().join(','),
    query: () => ({
      select: selectTradeOrders(db).$dynamic(),
      // Every filter names the orders' own columns (the e-mail one through a subquery): the table alone is counted, its count shared.
      count: o,
      where: tradeOrderConditions(q, placeholder),
      orderBy: tradeOrderOrder,
      // The page's ids from an index first, the customers and admins joined to those rows only.
      deferredJoinOn: o.id,
    }),
    values,
    page: q.page,
    limit: q.limit,
    withTotal: q.withTotal,
    // One customer's orders, or one order by its number, are counted from an index in less time
    // than a shared count takes to look up, and exactly.
    countDirectly: values.customerId !== undefined || values.orderNumber !== undefined,
  };
}

export async function listTradeOrders(db: DbOrTx, q: TradeOrderQuery): Promise<ListResponse<TradeOrder>> {
  checkTradeOrderFilters(q);
  const list = await listPreparedPage(db, tradeOrderList(db, q));
  return { ...list, items: list.items.map(toTradeOrder) };
}

export async function getTradeOrder(db: DbOrTx, id: string): Promise<TradeOrder> {
  const [row] = await selectTradeOrders(db).where(eq(o.id, id));
  if (!row) throw notFound('tradeOrder.notFound', 'Order');
  return toTradeOrder(row);
}

/** One order with its fills, oldest first, and the journal entries of its hold and release. */
export async function getTradeOrderDetail(db: DbOrTx, id: string): Promise<TradeOrderDetail> {
  const [row] = await selectTradeOrders(db).where(eq(o.id, id));
  if (!row) throw notFound('tradeOrder.notFound', 'Order');
  const fills = await db
    .select({
      id: f.id,
      price: plain(f.price),
      amount: plain(f.amount),
      quoteAmount: plain(f.quoteAmount),
      fee: plain(f.fee),
      feeAsset: f.feeAsset,
      liquidity: f.liquidity,
      ledgerEntryId: f.ledgerEntryId,
      createdAt: f.createdAt,
    })
    .from(f)
    .where(eq(f.orderId, id))
    .orderBy(asc(f.createdAt), asc(f.id));
  return {
    ...toTradeOrder(row),
    holdEntryId: row.holdEntryId,
    releaseEntryId: row.releaseEntryId,
    fills: fills.map((x): TradeFill => ({ ...x, liquidity: x.liquidity as TradeFill['liquidity'], createdAt: x.createdAt.toISOString() })),
  };
}

/** For the commands: the order's row as it is, locked for the rest of the transaction. */
export async function lockTradeOrder(db: DbOrTx, id: string): Promise<TradeOrder> {
  const [locked] = await db.select({ id: o.id }).from(o).where(eq(o.id, id)).for('update');
  if (!locked) throw notFound('tradeOrder.notFound', 'Order');
  return getTradeOrder(db, id);
}

