import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { COUNT_CAP, MAX_LIST_OFFSET } from '@exchange/contract/platform/lists';
import type {
  RefereeReward,
  ReferralListResponse,
  ReferrerCommission,
  RewardActionLog,
  RewardLogEntry,
  listRefereeRewardsQuerySchema,
  listReferrerCommissionQuerySchema,
} from '@exchange/contract/referrals/referrals';
import type { DbOrTx } from '../../platform/db/database.ts';
import { cappedTotal, endBound, iso, startBound } from '../../platform/db/list-helpers.ts';
import { badField, notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { referralRewardActions as log, referralRewards as r } from './referral-tables.ts';

type RewardFilters = z.infer<typeof listRefereeRewardsQuerySchema>;
type CommissionFilters = z.infer<typeof listReferrerCommissionQuerySchema>;

const referrer = alias(customers, 'referrer');
const referee = alias(customers, 'referee');
const disburser = alias(admins, 'disburser');

/**
 * NUMERIC(28,8) without the padding zeros beyond two decimals ("25.50000000" -> "25.50",
 * "0.00050000" -> "0.0005"): still exact, and a column of amounts reads evenly.
 */
const decimalText = (value: SQL | typeof r.amount) =>
  sql<string>`(case when scale(trim_scale(${value})) < 2 then round(${value}, 2) else trim_scale(${value}) end)::text`;

const rewardColumns = {
  id: r.id,
  referrerId: r.referrerId,
  referrerName: referrer.name,
  referrerEmail: referrer.email,
  refereeId: r.refereeId,
  refereeName: referee.name,
  refereeEmail: referee.email,
  trigger: r.trigger,
  coin: r.coin,
  amount: decimalText(r.amount),
  status: r.status,
  statusReason: r.statusReason,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  disbursedAt: r.disbursedAt,
  disbursedBy: r.disbursedBy,
  disbursedByName: disburser.name,
};

const selectRewards = (db: DbOrTx) =>
  db
    .select(rewardColumns)
    .from(r)
    .innerJoin(referrer, eq(referrer.id, r.referrerId))
    .innerJoin(referee, eq(referee.id, r.refereeId))
    .leftJoin(disburser, eq(disburser.id, r.disbursedBy));

type RewardRow = Awaited<ReturnType<typeof selectRewards>>[number];

const toReward = (row: RewardRow): RefereeReward => ({
  id: row.id,
  referrer: { id: row.referrerId, name: row.referrerName, email: row.referrerEmail },
  referee: { id: row.refereeId, name: row.refereeName, email: row.refereeEmail },
  trigger: row.trigger as RefereeReward['trigger'],
  coin: row.coin as RefereeReward['coin'],
  amount: row.amount,
  status: row.status as RefereeReward['status'],
  statusReason: row.statusReason,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  disbursedAt: iso(row.disbursedAt),
  disbursedBy: row.disbursedBy,
  disbursedByName: row.disbursedByName,
});

/** The referral pages count from 1 (the spec's pageNo); the offset cap is the other lists'. */
function referralOffset(pageNo: number, pageSize: number): number {
  const offset = (pageNo - 1) * pageSize;
  if (offset > MAX_LIST_OFFSET) {
    throw badField('pageNo', `is too deep: narrow the filters (at most ${MAX_LIST_OFFSET} rows can be paged through)`);
  }
  return offset;
}

/** Customers whose e-mail or name contains the text (case-insensitive; % and _ taken literally). */
function matchingCustomers(search: string): SQL {
  const pattern = `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return sql`(select ${customers.id} from ${customers} where ${customers.email} ilike ${pattern} or ${customers.name} ilike ${pattern})`;
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

function rewardConditions(f: RewardFilters): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  if (f.rewardStatus) c.push(eq(r.status, f.rewardStatus));
  const start = f.startAt ? startBound(f.startAt) : undefined;
  // The end is exclusive in SQL: a day runs to the next midnight, and a date-time includes its whole
  // millisecond (the API's precision), so a row's own createdAt given as endAt still finds it.
  const end = f.endAt ? (isDay(f.endAt) ? endBound(f.endAt) : new Date(endBound(f.endAt).getTime() + 1)) : undefined;
  if (start && end && start >= end) throw badField('endAt', 'must not be before startAt');
  if (start) c.push(sql`${r.createdAt} >= ${start.toISOString()}::timestamptz`);
  if (end) c.push(sql`${r.createdAt} < ${end.toISOString()}::timestamptz`);
  if (f.search) {
    const people = matchingCustomers(f.search);
    c.push(or(sql`${r.referrerId} in ${people}`, sql`${r.refereeId} in ${people}`));
  }
  return and(...c);
}

export async function listRefereeRewards(db: DbOrTx, f: RewardFilters): Promise<ReferralListResponse<RefereeReward>> {
  const where = rewardConditions(f);
  const offset = referralOffset(f.pageNo, f.pageSize);
  // Counts at most COUNT_CAP + 1 matches, as the other lists do.
  const capped = db.select({ one: sql`1` }).from(r).where(where).limit(COUNT_CAP + 1).as('capped');
  const [rows, counted] = await Promise.all([
    selectRewards(db).where(where).orderBy(desc(r.createdAt), desc(r.id)).limit(f.pageSize).offset(offset),
    db.select({ n: count() }).from(capped),
  ]);
  return { items: rows.map(toReward), ...cappedTotal(counted[0]?.n ?? 0), pageNo: f.pageNo, pageSize: f.pageSize };
}

export async function getRefereeReward(db: DbOrTx, id: string): Promise<RefereeReward> {
  const [row] = await selectRewards(db).where(eq(r.id, id));
  if (!row) throw notFound('Reward');
  return toReward(row);
}

const amountWhere = (statuses: string) => sql.raw(`coalesce(sum(amount) filter (where status in (${statuses})), 0)`);

/**
 * Per referrer and coin, summed from the rewards (GROUP BY): nothing is stored twice, so the
 * figures cannot drift from the rewards they add up. Sums stay NUMERIC until they are text.
 */
export async function listReferrerCommission(db: DbOrTx, f: CommissionFilters): Promise<ReferralListResponse<ReferrerCommission>> {
  const c: (SQL | undefined)[] = [];
  if (f.coin) c.push(eq(r.coin, f.coin));
  if (f.search) c.push(sql`${r.referrerId} in ${matchingCustomers(f.search)}`);
  const where = and(...c);
  const offset = referralOffset(f.pageNo, f.pageSize);

  const groups = db
    .select({
      referrerId: r.referrerId,
      coin: r.coin,
      referees: sql<number>`count(distinct ${r.refereeId})::int`.as('referees'),
      rewards: sql<number>`count(*)::int`.as('rewards'),
      pending: sql<string>`${amountWhere(`'PENDING', 'ON_HOLD'`)}`.as('pending'),
      approved: sql<string>`${amountWhere(`'APPROVED'`)}`.as('approved'),
      disbursed: sql<string>`${amountWhere(`'DISBURSED'`)}`.as('disbursed'),
      rejected: sql<string>`${amountWhere(`'REJECTED'`)}`.as('rejected'),
      lastRewardAt: sql<Date>`max(${r.createdAt})`.as('last_reward_at'),
    })
    .from(r)
    .where(where)
    .groupBy(r.referrerId, r.coin)
    .as('g');
  const earned = sql`(${groups.disbursed} + ${groups.approved})`;
  const cappedGroups = db.select({ one: sql`1` }).from(r).where(where).groupBy(r.referrerId, r.coin).limit(COUNT_CAP + 1).as('capped');

  const [rows, counted] = await Promise.all([
    db
      .select({
        referrerId: groups.referrerId,
        name: customers.name,
        email: customers.email,
        coin: groups.coin,
        referees: groups.referees,
        rewards: groups.rewards,
        pending: decimalText(sql`${groups.pending}`),
        approved: decimalText(sql`${groups.approved}`),
        disbursed: decimalText(sql`${groups.disbursed}`),
        rejected: decimalText(sql`${groups.rejected}`),
        lastRewardAt: sql<string>`${groups.lastRewardAt}`,
      })
      .from(groups)
      .innerJoin(customers, eq(customers.id, groups.referrerId))
      .orderBy(desc(earned), desc(groups.lastRewardAt), asc(groups.referrerId), asc(groups.coin))
      .limit(f.pageSize)
      .offset(offset),
    db.select({ n: count() }).from(cappedGroups),
  ]);
  return {
    items: rows.map((row) => ({
      referrer: { id: row.referrerId, name: row.name, email: row.email },
      coin: row.coin as ReferrerCommission['coin'],
      referees: row.referees,
      rewards: row.rewards,
      pendingAmount: row.pending,
      approvedAmount: row.approved,
      disbursedAmount: row.disbursed,
      rejectedAmount: row.rejected,
      // A raw aggregate comes back as the driver's text (PGlite) or a Date (pg): one ISO form for both.
      lastRewardAt: new Date(row.lastRewardAt).toISOString(),
    })),
    ...cappedTotal(counted[0]?.n ?? 0),
    pageNo: f.pageNo,
    pageSize: f.pageSize,
  };
}

/** A reward's history, oldest first; the creation comes first even at the same instant. */
export async function getRewardActionLog(db: DbOrTx, rewardId: string): Promise<RewardActionLog> {
  const [reward] = await db.select({ id: r.id }).from(r).where(eq(r.id, rewardId));
  if (!reward) throw notFound('Reward');
  const rows = await db
    .select({
      id: log.id,
      action: log.action,
      fromStatus: log.fromStatus,
      toStatus: log.toStatus,
      reason: log.reason,
      adminId: log.adminId,
      adminName: admins.name,
      createdAt: log.createdAt,
    })
    .from(log)
    .leftJoin(admins, eq(admins.id, log.adminId))
    .where(eq(log.rewardId, rewardId))
    .orderBy(asc(log.createdAt), sql`case ${log.action} when 'CREATE' then 0 when 'DISBURSE' then 2 else 1 end`, asc(log.id));
  return {
    items: rows.map(
      (row): RewardLogEntry => ({
        id: row.id,
        action: row.action as RewardLogEntry['action'],
        fromStatus: row.fromStatus as RewardLogEntry['fromStatus'],
        toStatus: row.toStatus as RewardLogEntry['toStatus'],
        reason: row.reason,
        admin: row.adminId ? { id: row.adminId, name: row.adminName ?? '' } : null,
        createdAt: row.createdAt.toISOString(),
      }),
    ),
  };
}
