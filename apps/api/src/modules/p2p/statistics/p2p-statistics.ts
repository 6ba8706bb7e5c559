import { and, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { P2PStatistics } from '@exchange/contract/p2p/statistics';
import type { Db } from '../../../platform/db/database.ts';
import { orderDisputes } from '../disputes/dispute-tables.ts';
import { merchantAds, merchants } from '../merchants/merchant-tables.ts';
import { p2pOrders } from '../orders/order-tables.ts';
import { p2pDailyVolume as v, p2pTransactions } from '../transactions/transaction-tables.ts';

const n = (column: unknown) => sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);
const total = (column: unknown) => sql<string>`coalesce(sum(${column}), 0)::text`;

/**
 * Every figure is computed from the data: transaction volumes from p2p_daily_volume, which
 * triggers keep equal to the grouped transactions, the rest from small indexed counts.
 */
export async function p2pStatistics(db: Db, days: number, slaMs: number): Promise<P2PStatistics> {
  const since = new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const approved = eq(v.status, 'APPROVED');
  const [byStatus, byCoin, byFiat, perDay, pending, orders, merchantCounts, adCounts, disputeCounts] = await Promise.all([
    db.select({ status: v.status, count: n(v.count) }).from(v).groupBy(v.status).orderBy(v.status),
    db.select({ coin: v.coin, count: n(v.count), cryptoAmount: total(v.cryptoSum) }).from(v).where(approved).groupBy(v.coin).orderBy(v.coin),
    db.select({ fiat: v.fiat, count: n(v.count), fiatAmount: total(v.fiatSum) }).from(v).where(approved).groupBy(v.fiat).orderBy(v.fiat),
    db.select({ day: sql<string>`${v.day}::text`, coin: v.coin, count: n(v.count), cryptoAmount: total(v.cryptoSum) })
      .from(v).where(and(approved, gte(v.day, since))).groupBy(v.day, v.coin).orderBy(v.day, v.coin),
    db.select({ n: count() }).from(p2pTransactions).where(eq(p2pTransactions.withdrawalStatus, 'WITHDRAWAL_PENDING')),
    db.select({ status: p2pOrders.status, count: count() }).from(p2pOrders).groupBy(p2pOrders.status).orderBy(p2pOrders.status),
    db.select({
      total: count(),
      active: sql<number>`count(*) filter (where ${merchants.isActive})::int`,
      online: sql<number>`count(*) filter (where ${merchants.isOnline})::int`,
    }).from(merchants),
    // Archived ads are gone from the merchants' lists, so from the totals too.
    db.select({ total: count(), active: sql<number>`count(*) filter (where ${merchantAds.isActive})::int` }).from(merchantAds).where(isNull(merchantAds.archivedAt)),
    db.select({
      open: sql<number>`count(*) filter (where ${orderDisputes.status} = 'OPEN')::int`,
      inReview: sql<number>`count(*) filter (where ${orderDisputes.status} = 'IN_REVIEW')::int`,
      slaBreached: sql<number>`count(*) filter (where ${orderDisputes.createdAt} < now() - ${`${Math.round(slaMs / 1000)} seconds`}::interval)::int`,
    }).from(orderDisputes).where(inArray(orderDisputes.status, ['OPEN', 'IN_REVIEW'])),
  ]);
  return {
    generatedAt: new Date().toISOString(),
    transactions: { byStatus, byCoin, byFiat, pendingWithdrawals: pending[0]?.n ?? 0, perDay },
    orders: { byStatus: orders },
    merchants: merchantCounts[0] ?? { total: 0, active: 0, online: 0 },
    ads: adCounts[0] ?? { total: 0, active: 0 },
    disputes: disputeCounts[0] ?? { open: 0, inReview: 0, slaBreached: 0 },
  };
}
