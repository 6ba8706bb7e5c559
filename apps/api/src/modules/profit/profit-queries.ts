import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { ProfitDay, listProfitLedgerQuerySchema } from '@exchange/contract/profit/profit-ledger';
import type { DbOrTx } from '../../platform/db/database.ts';
import { checkDateRange, endBound, startBound } from '../../platform/db/list-helpers.ts';
import { defineFilters, listPage } from '../../platform/db/list-query.ts';
import { ledgerAccounts as a, ledgerLines as l } from '../ledger/ledger-tables.ts';

export type ProfitFilters = z.infer<typeof listProfitLedgerQuerySchema>;

/** Which lines count: the exchange's FEES and TAXES accounts, filtered by asset and day. */
export const profitFilters = defineFilters<ProfitFilters>({
  asset: (v) => eq(l.asset, v),
  startDate: (v) => sql`${l.createdAt} >= ${startBound(v).toISOString()}::timestamptz`,
  endDate: (v) => sql`${l.createdAt} < ${endBound(v).toISOString()}::timestamptz`,
});

const day = sql<string>`to_char(${l.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
const summed = (purpose: 'FEES' | 'TAXES') => sql<string>`trim_scale(coalesce(sum(${l.amount}) filter (where ${a.purpose} = ${purpose}), 0))::text`;

/**
 * Per day and asset, summed from the journal's lines (GROUP BY): nothing is stored twice, so the
 * figures cannot drift from the ledger. Newest day first.
 */
export function profitDays(db: DbOrTx, f: ProfitFilters) {
  return db
    .select({ day: day.as('day'), asset: l.asset, fees: summed('FEES').as('fees'), taxes: summed('TAXES').as('taxes'), entries: sql<number>`count(distinct ${l.entryId})::int`.as('entries') })
    .from(l)
    .innerJoin(a, eq(a.id, l.accountId))
    .where(and(eq(a.owner, 'EXCHANGE'), inArray(a.purpose, ['FEES', 'TAXES']), profitFilters.where(f)))
    .groupBy(day, l.asset)
    .as('d');
}

export async function listProfitLedger(db: DbOrTx, f: ProfitFilters): Promise<ListResponse<ProfitDay>> {
  checkDateRange(f);
  const days = profitDays(db, f);
  const list = await listPage(db, {
    select: db.select({ day: days.day, asset: days.asset, fees: days.fees, taxes: days.taxes, entries: days.entries }).from(days).$dynamic(),
    count: days,
    where: undefined,
    orderBy: [desc(days.day), asc(days.asset)],
    page: f.page,
    limit: f.limit,
    withTotal: f.withTotal,
  });
  return { ...list, items: list.items.map((r) => ({ day: r.day, asset: r.asset, fees: r.fees, taxes: r.taxes, entries: r.entries })) };
}
