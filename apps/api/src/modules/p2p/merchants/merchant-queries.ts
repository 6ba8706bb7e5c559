import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Merchant, listMerchantsQuerySchema } from '@exchange/contract/p2p/merchants';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { pageOffset } from '../../../platform/db/list-helpers.ts';
import { notFound } from '../../../platform/errors.ts';
import { merchants } from './merchant-tables.ts';

type ListQuery = z.infer<typeof listMerchantsQuerySchema>;

// Per-merchant figures, computed from the orders and ads themselves (index on merchant_id, status).
// "merchants"."id" is spelled out: drizzle leaves columns unqualified in single-table selects,
// and inside the subquery a bare "id" would be the order's.
const completedOrders = sql<number>`(select count(*)::int from p2p_orders o where o.merchant_id = "merchants"."id" and o.status = 'COMPLETED')`;
const cancelledOrders = sql<number>`(select count(*)::int from p2p_orders o where o.merchant_id = "merchants"."id" and o.status = 'CANCELLED')`;
const activeAds = sql<number>`(select count(*)::int from merchant_ads a where a.merchant_id = "merchants"."id" and a.is_active)`;

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

const sortColumns = { createdAt: merchants.createdAt, name: merchants.name, completedOrders } as const;

export async function listMerchants(db: DbOrTx, query: ListQuery) {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = `%${query.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    const bySearch = or(ilike(merchants.name, pattern), ilike(merchants.email, pattern), ilike(merchants.phone, pattern));
    if (bySearch) conditions.push(bySearch);
  }
  if (query.isActive !== undefined) conditions.push(eq(merchants.isActive, query.isActive));
  if (query.isOnline !== undefined) conditions.push(eq(merchants.isOnline, query.isOnline));
  if (query.country) conditions.push(eq(merchants.country, query.country));
  const where = and(...conditions);
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, totals] = await Promise.all([
    selectMerchants(db)
      .where(where)
      .orderBy(direction(sortColumns[query.sort]), direction(merchants.id))
      .limit(query.limit)
      .offset(pageOffset(query.page, query.limit)),
    db.select({ n: count() }).from(merchants).where(where),
  ]);
  const total = totals[0]?.n ?? 0;
  return { items: rows.map(toMerchant), total, totalIsCapped: false, page: query.page, limit: query.limit };
}

export async function getMerchant(db: DbOrTx, id: string): Promise<Merchant> {
  const [row] = await selectMerchants(db).where(eq(merchants.id, id));
  if (!row) throw notFound('Merchant');
  return toMerchant(row);
}
