import { asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
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
import { endBound, iso, startBound } from '../../platform/db/list-helpers.ts';
import { containing, defineFilters, listPage } from '../../platform/db/list-query.ts';
import { badField, notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { referralRewardActions as log, referralRewards as r } from './referral-tables.ts';

export type RewardFilters = z.infer<typeof listRefereeRewardsQuerySchema>;
export type CommissionFilters = z.infer<typeof listReferrerCommissionQuerySchema>;

export const referrer = alias(customers, 'referrer');
export const referee = alias(customers, 'referee');
export const disburser = alias(admins, 'disburser');
export const approver = alias(admins, 'approver');

/**
 * NUMERIC(28,8) without the padding zeros beyond two decimals ("25.50000000" -> "25.50",
 * "0.00050000" -> "0.0005"): still exact, and a column of amounts reads evenly.
 */
export const decimalText = (value: SQL | typeof r.amount) =>
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
  approvedBy: r.approvedBy,
  approvedByName: approver.name,
  approvedAt: r.approvedAt,
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
    .leftJoin(disburser, eq(disburser.id, r.disbursedBy))
    .leftJoin(approver, eq(approver.id, r.approvedBy));

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
  approvedBy: row.approvedBy ? { id: row.approvedBy, name: row.approvedByName ?? '' } : null,
  approvedAt: iso(row.approvedAt),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  disbursedAt: iso(row.disbursedAt),
  disbursedBy: row.disbursedBy,
  disbursedByName: row.disbursedByName,
});

/** Customers whose e-mail or name contains the text (case-insensitive; % and _ taken literally). */
const matchingCustomers = (search: string): SQL =>
  sql`(select ${customers.id} from ${customers} where ${customers.email} ilike ${containing(search)} or ${customers.name} ilike ${containing(search)})`;

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
// The end is exclusive in SQL: a day runs to the next midnight, and a date-time includes its whole
// millisecond (the API's precision), so a row's own createdAt given as endAt still finds it.
const endOf = (endAt: string) => (isDay(endAt) ? endBound(endAt) : new Date(endBound(endAt).getTime() + 1));

export const rewardFilters = defineFilters<RewardFilters>({
  rewardStatus: (v) => eq(r.status, v),
  startAt: (v) => sql`${r.createdAt} >= ${startBound(v).toISOString()}::timestamptz`,
  endAt: (v) => sql`${r.createdAt} < ${endOf(v).toISOString()}::timestamptz`,
  search: (v) => or(sql`${r.referrerId} in ${matchingCustomers(v)}`, sql`${r.refereeId} in ${matchingCustomers(v)}`),
  customerId: (v) => or(eq(r.referrerId, v), eq(r.refereeId, v)),
});

/** The referral pages count from 1 (the spec's pageNo); the offset cap is the other lists'. */
const referralPage = (f: { pageNo: number; pageSize: number; withTotal: boolean }) => ({ page: f.pageNo - 1, limit: f.pageSize, withTotal: f.withTotal, pageField: 'pageNo' });

/** 400 on a range that ends before it starts: the list and its CSV export refuse it alike. */
export function checkRewardDates(f: RewardFilters) {
  if (f.startAt && f.endAt && startBound(f.startAt) >= endOf(f.endAt)) throw badField('endAt', 'validation.endBeforeStart', 'must not be before startAt');
}

export async function listRefereeRewards(db: DbOrTx, f: RewardFilters): Promise<ReferralListResponse<RefereeReward>> {
  checkRewardDates(f);
  const { items, total, totalIsCapped } = await listPage(db, {
    select: selectRewards(db).$dynamic(),
    count: r,
    where: rewardFilters.where(f),
    orderBy: [desc(r.createdAt), desc(r.id)],
    ...referralPage(f),
  });
  return { items: items.map(toReward), total, totalIsCapped, pageNo: f.pageNo, pageSize: f.pageSize };
}

export async function getRefereeReward(db: DbOrTx, id: string): Promise<RefereeReward> {
  const [row] = await selectRewards(db).where(eq(r.id, id));
  if (!row) throw notFound('reward.notFound', 'Reward');
  return toReward(row);
}

const amountWhere = (statuses: string) => sql.raw(`coalesce(sum(amount) filter (where status in (${statuses})), 0)`);

const commissionFilters = defineFilters<CommissionFilters>({
  coin: (v) => eq(r.coin, v),
  search: (v) => sql`${r.referrerId} in ${matchingCustomers(v)}`,
});

/**
 * Per referrer and coin, summed from the rewards (GROUP BY): nothing is stored twice, so the
 * figures cannot drift from the rewards they add up. Sums stay NUMERIC until they are text.
 */
export function commissionGroups(db: DbOrTx, f: CommissionFilters) {
  // The filters choose the rewards that are grouped; the page and the total are of the groups.
  return db
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
    .where(commissionFilters.where(f))
    .groupBy(r.referrerId, r.coin)
    .as('g');
}

export async function listReferrerCommission(db: DbOrTx, f: CommissionFilters): Promise<ReferralListResponse<ReferrerCommission>> {
  const groups = commissionGroups(db, f);
  const earned = sql`(${groups.disbursed} + ${groups.approved})`;
  const { items, total, totalIsCapped } = await listPage(db, {
    select: db
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
      .$dynamic(),
    count: groups,
    where: undefined,
    orderBy: [desc(earned), desc(groups.lastRewardAt), asc(groups.referrerId), asc(groups.coin)],
    ...referralPage(f),
  });
  return {
    items: items.map((row) => ({
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
    total,
    totalIsCapped,
    pageNo: f.pageNo,
    pageSize: f.pageSize,
  };
}

/** A reward's history, oldest first; the creation comes first even at the same instant. */
export async function getRewardActionLog(db: DbOrTx, rewardId: string): Promise<RewardActionLog> {
  const [reward] = await db.select({ id: r.id }).from(r).where(eq(r.id, rewardId));
  if (!reward) throw notFound('reward.notFound', 'Reward');
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
