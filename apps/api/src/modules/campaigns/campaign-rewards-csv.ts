import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { cellsOf, csvText, csvTime, type CsvExportSource, type KeysetCursor } from '../../platform/db/csv-export.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { type RewardFilters, rewardFilters, rewardOrder } from './campaign-queries.ts';
import { campaignRewards as w, campaigns as c } from './campaign-tables.ts';

const granter = alias(admins, 'granter');
const approver = alias(admins, 'approver');
const payer = alias(admins, 'payer');

const columns = {
  grantedAt: csvTime(w.createdAt),
  campaign: csvText(c.name),
  campaignId: sql<string>`${w.campaignId}::text`,
  customerName: csvText(customers.name),
  customerEmail: csvText(customers.email),
  asset: w.asset,
  amount: sql<string>`trim_scale(${w.amount})::text`,
  status: w.status,
  statusReason: csvText(w.statusReason),
  grantedBy: csvText(granter.name),
  approvedBy: csvText(approver.name),
  disbursedBy: csvText(payer.name),
  ledgerEntryId: sql<string | null>`${w.ledgerEntryId}::text`,
};
const keys = Object.keys(columns) as (keyof typeof columns)[];
const header = ['granted_at', 'campaign', 'campaign_id', 'customer_name', 'customer_email', 'asset', 'amount', 'status', 'status_reason', 'granted_by', 'approved_by', 'disbursed_by', 'ledger_entry_id'];

/** Every reward matching the Rewards list's filters, newest first, with the people of its four eyes. */
export function campaignRewardsCsvSource(db: DbOrTx, filters: RewardFilters): CsvExportSource {
  const from = () =>
    db.select(columns).from(w).innerJoin(c, eq(c.id, w.campaignId)).innerJoin(customers, eq(customers.id, w.customerId))
      .innerJoin(granter, eq(granter.id, w.grantedBy)).leftJoin(approver, eq(approver.id, w.approvedBy)).leftJoin(payer, eq(payer.id, w.disbursedBy));
  const after = (k: KeysetCursor | undefined) => (k ? sql`(${w.createdAt}, ${w.id}) < (${k.cursorAt}::timestamptz, ${k.cursorId}::uuid)` : undefined);
  return {
    header,
    copyQuery: () => from().where(rewardFilters.where(filters)).orderBy(...rewardOrder).toSQL(),
    page: async (cursor, limit) => {
      const rows = await db.select({ ...columns, cursorAt: sql<string>`${w.createdAt}::text`, cursorId: w.id }).from(w)
        .innerJoin(c, eq(c.id, w.campaignId)).innerJoin(customers, eq(customers.id, w.customerId))
        .innerJoin(granter, eq(granter.id, w.grantedBy)).leftJoin(approver, eq(approver.id, w.approvedBy)).leftJoin(payer, eq(payer.id, w.disbursedBy))
        .where(and(rewardFilters.where(filters), after(cursor))).orderBy(...rewardOrder).limit(limit);
      return rows.map((row) => ({ cursorAt: row.cursorAt, cursorId: row.cursorId, cells: cellsOf(keys, row) }));
    },
  };
}
