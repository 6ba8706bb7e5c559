import { and, desc, eq, sql } from 'drizzle-orm';
import { cellsOf, csvPlain, csvText, csvTime, type CsvExportSource, type KeysetCursor } from '../../../platform/db/csv-export.ts';
import type { DbOrTx } from '../../../platform/db/database.ts';
import { admins } from '../../auth/auth-tables.ts';
import { p2pOrders } from '../orders/order-tables.ts';
import { disputeFilters, resolver, type ListDisputesFilters } from './dispute-queries.ts';
import { orderDisputes as d } from './dispute-tables.ts';

const header = ['order_number', 'opened_at', 'status', 'opened_by', 'reason', 'sla_breached', 'assignee', 'coin', 'crypto_amount', 'fiat', 'fiat_amount',
  'reason_code', 'resolved_by', 'resolved_at'];

/** Every dispute matching the list's filters, newest first (the list's sort is for the screen). */
export function disputesCsvSource(db: DbOrTx, filters: ListDisputesFilters, slaMs: number): CsvExportSource {
  // In header order; free text goes through csv_formula_safe().
  const columns = {
    orderNumber: csvText(d.orderNumber),
    openedAt: csvTime(d.createdAt),
    status: d.status,
    openedBy: d.openedBy,
    reason: csvText(d.reason),
    slaBreached: csvPlain(sql`(${d.status} in ('OPEN', 'IN_REVIEW') and ${d.createdAt} < now() - ${`${Math.round(slaMs / 1000)} seconds`}::interval)`),
    assignee: csvText(admins.name),
    coin: p2pOrders.coin,
    cryptoAmount: p2pOrders.cryptoAmount,
    fiat: p2pOrders.fiat,
    fiatAmount: p2pOrders.fiatAmount,
    reasonCode: d.reasonCode,
    resolvedBy: csvText(resolver.name),
    resolvedAt: csvTime(d.resolvedAt),
  };
  const keys = Object.keys(columns) as (keyof typeof columns)[];
  const after = (c: KeysetCursor | undefined) => (c ? sql`(${d.createdAt}, ${d.id}) < (${c.cursorAt}::timestamptz, ${c.cursorId}::uuid)` : undefined);
  return {
    header,
    copyQuery: () =>
      db.select(columns).from(d).innerJoin(p2pOrders, eq(p2pOrders.id, d.orderId))
        .leftJoin(admins, eq(admins.id, d.assigneeId)).leftJoin(resolver, eq(resolver.id, d.resolvedBy))
        .where(disputeFilters.where(filters)).orderBy(desc(d.createdAt), desc(d.id)).toSQL(),
    page: async (cursor, limit) => {
      const rows = await db.select({ ...columns, cursorAt: sql<string>`${d.createdAt}::text`, cursorId: d.id }).from(d).innerJoin(p2pOrders, eq(p2pOrders.id, d.orderId))
        .leftJoin(admins, eq(admins.id, d.assigneeId)).leftJoin(resolver, eq(resolver.id, d.resolvedBy))
        .where(and(disputeFilters.where(filters), after(cursor))).orderBy(desc(d.createdAt), desc(d.id)).limit(limit);
      return rows.map((r) => ({ cursorAt: r.cursorAt, cursorId: r.cursorId, cells: cellsOf(keys, r) }));
    },
  };
}
