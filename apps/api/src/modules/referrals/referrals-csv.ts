import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { cellsOf, csvPlain, csvText, csvTime, type CsvExportSource, type KeysetCursor } from '../../platform/db/csv-export.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { customers } from '../customers/customer-tables.ts';
import {
  approver,
  commissionGroups,
  decimalText,
  disburser,
  referee,
  referrer,
  rewardFilters,
  type CommissionFilters,
  type RewardFilters,
} from './referral-queries.ts';
import { referralRewards as r } from './referral-tables.ts';

const rewardHeader = ['created_at', 'status', 'trigger', 'coin', 'amount', 'referrer_name', 'referrer_email', 'referee_name', 'referee_email',
  'status_reason', 'approved_by', 'approved_at', 'disbursed_by', 'disbursed_at'];

/** In header order; free text goes through csv_formula_safe(). */
const rewardColumns = {
  createdAt: csvTime(r.createdAt),
  status: r.status,
  trigger: r.trigger,
  coin: r.coin,
  amount: decimalText(r.amount),
  referrerName: csvText(referrer.name),
  referrerEmail: csvText(referrer.email),
  refereeName: csvText(referee.name),
  refereeEmail: csvText(referee.email),
  statusReason: csvText(r.statusReason),
  approvedBy: csvText(approver.name),
  approvedAt: csvTime(r.approvedAt),
  disbursedBy: csvText(disburser.name),
  disbursedAt: csvTime(r.disbursedAt),
};
const rewardKeys = Object.keys(rewardColumns) as (keyof typeof rewardColumns)[];

/** Every reward matching the list's filters, newest first, as the list shows them. */
export function rewardsCsvSource(db: DbOrTx, filters: RewardFilters): CsvExportSource {
  const after = (c: KeysetCursor | undefined) => (c ? sql`(${r.createdAt}, ${r.id}) < (${c.cursorAt}::timestamptz, ${c.cursorId}::uuid)` : undefined);
  return {
    header: rewardHeader,
    copyQuery: () =>
      db.select(rewardColumns).from(r)
        .innerJoin(referrer, eq(referrer.id, r.referrerId)).innerJoin(referee, eq(referee.id, r.refereeId))
        .leftJoin(disburser, eq(disburser.id, r.disbursedBy)).leftJoin(approver, eq(approver.id, r.approvedBy))
        .where(rewardFilters.where(filters)).orderBy(desc(r.createdAt), desc(r.id)).toSQL(),
    page: async (cursor, limit) => {
      const rows = await db.select({ ...rewardColumns, cursorAt: sql<string>`${r.createdAt}::text`, cursorId: r.id }).from(r)
        .innerJoin(referrer, eq(referrer.id, r.referrerId)).innerJoin(referee, eq(referee.id, r.refereeId))
        .leftJoin(disburser, eq(disburser.id, r.disbursedBy)).leftJoin(approver, eq(approver.id, r.approvedBy))
        .where(and(rewardFilters.where(filters), after(cursor))).orderBy(desc(r.createdAt), desc(r.id)).limit(limit);
      return rows.map((row) => ({ cursorAt: row.cursorAt, cursorId: row.cursorId, cells: cellsOf(rewardKeys, row) }));
    },
  };
}

const commissionHeader = ['referrer_name', 'referrer_email', 'coin', 'referees', 'rewards', 'pending_amount', 'approved_amount', 'disbursed_amount', 'rejected_amount', 'last_reward_at'];

/** A referrer's row per coin: the referrer's e-mail (unique) and the coin are the keyset. */
interface CommissionCursor {
  email: string;
  coin: string;
}

/** Every referrer and coin matching the list's filters, by referrer e-mail then coin. */
export function commissionCsvSource(db: DbOrTx, filters: CommissionFilters): CsvExportSource<CommissionCursor> {
  const groups = commissionGroups(db, filters);
  const columns = {
    name: csvText(customers.name),
    email: csvText(customers.email),
    coin: groups.coin,
    referees: csvPlain(sql`${groups.referees}`),
    rewards: csvPlain(sql`${groups.rewards}`),
    pending: decimalText(sql`${groups.pending}`),
    approved: decimalText(sql`${groups.approved}`),
    disbursed: decimalText(sql`${groups.disbursed}`),
    rejected: decimalText(sql`${groups.rejected}`),
    lastRewardAt: csvTime(sql`${groups.lastRewardAt}`),
  };
  const keys = Object.keys(columns) as (keyof typeof columns)[];
  const order = [asc(customers.email), asc(groups.coin)];
  const after = (c: CommissionCursor | undefined) => (c ? sql`(${customers.email}, ${groups.coin}) > (${c.email}, ${c.coin})` : undefined);
  return {
    header: commissionHeader,
    copyQuery: () => db.select(columns).from(groups).innerJoin(customers, eq(customers.id, groups.referrerId)).orderBy(...order).toSQL(),
    page: async (cursor, limit) => {
      const rows = await db.select({ ...columns, cursorEmail: customers.email, cursorCoin: groups.coin }).from(groups)
        .innerJoin(customers, eq(customers.id, groups.referrerId)).where(after(cursor)).orderBy(...order).limit(limit);
      return rows.map((row) => ({ email: row.cursorEmail, coin: row.cursorCoin, cells: cellsOf(keys, row) }));
    },
  };
}
