import { asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Merchant, listMerchantsQuerySchema } from '@exchange/contract/p2p/merchants';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { containing, defineFilters, listPage, sortBy } from '../../../platform/db/list-query.ts';
import { notFound } from '../../../platform/errors.ts';
import { merchants } from './merchant-tables.ts';

export type ListMerchantsFilters = z.infer<typeof listMerchantsQuerySchema>;
type ListQuery = ListMerchantsFilters;

// Per-merchant figures, computed from the orders and ads themselves (index on merchant_id, status).
// "merchants"."id" is spelled out: drizzle leaves columns unqualified in single-table selects,
// and inside the subquery a bare "id" would be the order's.
export const completedOrders = sql<number>`(select count(*)::int from p2p_orders o where o.merchant_id = "merchants"."id" and o.status = 'COMPLETED')`;
export const cancelledOrders = sql<number>`(select count(*)::int from p2p_orders o where o.merchant_id = "merchants"."id" and o.status = 'CANCELLED')`;
export const activeAds = sql<number>`(select count(*)::int from merchant_ads a where a.merchant_id = "merchants"."id" and a.is_active)`;

const merchantColumns = {
  id: merchants.id,
  name: merchants.name,
  email: merchants.email,
  phone: merchants.phone,
  country: merchants.country,
  isActive: merchants.isActive,
  isOnline: merchants.isOnline,
  createdAt: merchants.createdAt,
  updatedAt: merchants.updatedAt,
  completedOrders,
  cancelledOrders,
  activeAds,
};

const selectMerchants = (db: DbOrTx) => db.select(merchantColumns).from(merchants);
type MerchantRow = Awaited<ReturnType<typeof selectMerchants>>[number];

export function toMerchant(row: MerchantRow): Merchant {
  const finished = row.completedOrders + row.cancelledOrders;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    country: row.country as Merchant['country'],
    isActive: row.isActive,
    isOnline: row.isOnline,
    completedOrders: row.completedOrders,
    completionRate: finished === 0 ? null : row.completedOrders / finished,
    activeAds: row.activeAds,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const merchantFilters = defineFilters<ListQuery>({
  search: (v) => or(ilike(merchants.name, containing(v)), ilike(merchants.email, containing(v)), ilike(merchants.phone, containing(v))),
  isActive: (v) => eq(merchants.isActive, v),
  isOnline: (v) => eq(merchants.isOnline, v),
  country: (v) => eq(merchants.country, v),
});

const merchantSorts = (direction: typeof asc) => ({
  createdAt: [direction(merchants.createdAt), direction(merchants.id)],
  name: [direction(merchants.name), direction(merchants.id)],
  completedOrders: [direction(completedOrders), direction(merchants.id)],
});

export async function listMerchants(db: DbOrTx, query: ListQuery) {
  const list = await listPage(db, {
    select: selectMerchants(db).$dynamic(),
    count: merchants,
    where: merchantFilters.where(query),
    orderBy: sortBy(merchantSorts(query.order === 'asc' ? asc : desc), query.sort),
    page: query.page,
    limit: query.limit,
    withTotal: query.withTotal,
  });
  return { ...list, items: list.items.map(toMerchant) };
}

export async function getMerchant(db: DbOrTx, id: string): Promise<Merchant> {
  const [row] = await selectMerchants(db).where(eq(merchants.id, id));
  if (!row) throw notFound('merchant.notFound', 'Merchant');
  return toMerchant(row);
}
