import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { cellsOf, type CsvExportSource, type KeysetCursor } from '../../platform/db/csv-export.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { ledgerAccounts as a, ledgerLines as l } from '../ledger/ledger-tables.ts';
import { profitFilters, type ProfitFilters } from './profit-queries.ts';

const header = ['day', 'asset', 'fees', 'taxes', 'entries'];
const day = sql<string>`to_char(${l.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
const summed = (purpose: 'FEES' | 'TAXES') => sql<string>`trim_scale(coalesce(sum(${l.amount}) filter (where ${a.purpose} = ${purpose}), 0))::text`;
const columns = { day, asset: l.asset, fees: summed('FEES'), taxes: summed('TAXES'), entries: sql<string>`count(distinct ${l.entryId})::text` };
const keys = Object.keys(columns) as (keyof typeof columns)[];

/** The profit ledger as the list shows it, newest day first; a page resumes after the last (day, asset). */
export function profitCsvSource(db: DbOrTx, filters: ProfitFilters): CsvExportSource {
  const grouped = (after: KeysetCursor | undefined) =>
    db
      .select(columns)
      .from(l)
      .innerJoin(a, eq(a.id, l.accountId))
      .where(and(eq(a.owner, 'EXCHANGE'), inArray(a.purpose, ['FEES', 'TAXES']), profitFilters.where(filters)))
      .groupBy(day, l.asset)
      .having(after ? sql`(${day}, ${l.asset}) < (${after.cursorAt}, ${after.cursorId})` : undefined)
      .orderBy(desc(day), desc(l.asset));
  return {
    header,
    copyQuery: () => grouped(undefined).toSQL(),
    page: async (cursor, limit) => {
      const rows = await grouped(cursor).limit(limit);
      return rows.map((r) => ({ cursorAt: r.day, cursorId: r.asset, cells: cellsOf(keys, r) }));
    },
  };
}
