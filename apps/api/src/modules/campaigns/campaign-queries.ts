import { desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { CampaignPhase, CampaignRewardStatus } from '@exchange/contract/campaigns/campaign-rules';
import type { Campaign, CampaignReward, listCampaignRewardsQuerySchema, listCampaignsQuerySchema } from '@exchange/contract/campaigns/campaigns';
import type { Asset } from '@exchange/contract/fees/fee-rules';
import type { KycLevel } from '@exchange/contract/kyc/kyc-levels';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { DbOrTx } from '../../platform/db/database.ts';
import { containing, defineFilters, listPage } from '../../platform/db/list-query.ts';
import { notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { trimAmount } from '../crypto/crypto-network-rules.ts';
import { customers } from '../customers/customer-tables.ts';
import { campaignRewards as w, campaigns as c } from './campaign-tables.ts';

type CampaignFilters = z.infer<typeof listCampaignsQuerySchema>;
export type RewardFilters = z.infer<typeof listCampaignRewardsQuerySchema>;

export const campaignNotFound = () => notFound('campaign.notFound', 'Campaign');
export const rewardNotFound = () => notFound('campaign.rewardNotFound', 'Campaign reward');

export const phaseOf = sql<CampaignPhase>`case when now() < ${c.startsAt} then 'SCHEDULED' when now() < ${c.endsAt} then 'RUNNING' else 'ENDED' end`;
const phaseIs: Record<CampaignPhase, SQL> = {
  SCHEDULED: sql`now() < ${c.startsAt}`,
  RUNNING: sql`now() >= ${c.startsAt} and now() < ${c.endsAt}`,
  ENDED: sql`now() >= ${c.endsAt}`,
};

function selectCampaigns(db: DbOrTx) {
  return db
    .select({
      id: c.id,
      name: c.name,
      description: c.description,
      startsAt: c.startsAt,
      endsAt: c.endsAt,
      phase: phaseOf,
      targetCountry: c.targetCountry,
      minKycLevel: c.minKycLevel,
      newCustomersOnly: c.newCustomersOnly,
      rewardAsset: c.rewardAsset,
      rewardAmount: c.rewardAmount,
      rewardCount: sql<number>`(select count(*)::int from ${w} where ${w.campaignId} = ${c.id})`,
      disbursed: sql<string>`(select coalesce(sum(${w.amount}), 0)::text from ${w} where ${w.campaignId} = ${c.id} and ${w.status} = 'DISBURSED')`,
      createdBy: c.createdBy,
      creatorName: admins.name,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
    })
    .from(c)
    .innerJoin(admins, eq(admins.id, c.createdBy))
    .$dynamic();
}

type CampaignRow = Awaited<ReturnType<typeof selectCampaigns>>[number];

const toCampaign = (row: CampaignRow): Campaign => ({
  id: row.id,
  name: row.name,
  description: row.description,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  phase: row.phase,
  targetCountry: row.targetCountry,
  minKycLevel: row.minKycLevel as KycLevel | null,
  newCustomersOnly: row.newCustomersOnly,
  rewardAsset: row.rewardAsset as Asset,
  rewardAmount: trimAmount(row.rewardAmount),
  rewardCount: row.rewardCount,
  disbursed: trimAmount(row.disbursed),
  createdBy: { id: row.createdBy, name: row.creatorName },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const campaignFilters = defineFilters<CampaignFilters>({
  search: (v) => ilike(c.name, containing(v)),
  phase: (v) => phaseIs[v],
});

export async function listCampaigns(db: DbOrTx, f: CampaignFilters): Promise<ListResponse<Campaign>> {
  const list = await listPage(db, { select: selectCampaigns(db), count: c, where: campaignFilters.where(f), orderBy: [desc(c.startsAt), desc(c.id)], page: f.page, limit: f.limit, withTotal: f.withTotal });
  return { ...list, items: list.items.map(toCampaign) };
}

export async function getCampaign(db: DbOrTx, id: string): Promise<Campaign> {
  const [row] = await selectCampaigns(db).where(eq(c.id, id));
  if (!row) throw campaignNotFound();
  return toCampaign(row);
}

const granter = alias(admins, 'granter');
const approver = alias(admins, 'approver');
const payer = alias(admins, 'payer');

function selectRewards(db: DbOrTx) {
  return db
    .select({
      id: w.id,
      campaignId: w.campaignId,
      campaignName: c.name,
      customerId: w.customerId,
      customerName: customers.name,
      customerEmail: customers.email,
      asset: w.asset,
      amount: w.amount,
      status: w.status,
      statusReason: w.statusReason,
      grantedBy: w.grantedBy,
      granterName: granter.name,
      approvedBy: w.approvedBy,
      approverName: approver.name,
      disbursedBy: w.disbursedBy,
      payerName: payer.name,
      ledgerEntryId: w.ledgerEntryId,
      createdAt: w.createdAt,
      updatedAt: w.updatedAt,
    })
    .from(w)
    .innerJoin(c, eq(c.id, w.campaignId))
    .innerJoin(customers, eq(customers.id, w.customerId))
    .innerJoin(granter, eq(granter.id, w.grantedBy))
    .leftJoin(approver, eq(approver.id, w.approvedBy))
    .leftJoin(payer, eq(payer.id, w.disbursedBy))
    .$dynamic();
}

type RewardRow = Awaited<ReturnType<typeof selectRewards>>[number];
const person = (id: string | null, name: string | null) => (id ? { id, name: name ?? '' } : null);

const toReward = (row: RewardRow): CampaignReward => ({
  id: row.id,
  campaignId: row.campaignId,
  campaignName: row.campaignName,
  customer: { id: row.customerId, name: row.customerName, email: row.customerEmail },
  asset: row.asset as Asset,
  amount: trimAmount(row.amount),
  status: row.status as CampaignRewardStatus,
  statusReason: row.statusReason,
  grantedBy: { id: row.grantedBy, name: row.granterName },
  approvedBy: person(row.approvedBy, row.approverName),
  disbursedBy: person(row.disbursedBy, row.payerName),
  ledgerEntryId: row.ledgerEntryId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const rewardFilters = defineFilters<RewardFilters>({
  status: (v) => eq(w.status, v),
  campaignId: (v) => eq(w.campaignId, v),
  customerId: (v) => eq(w.customerId, v),
});
export const rewardOrder = [desc(w.createdAt), desc(w.id)];

/** Rewards: every campaign's grants, newest first, with who granted, approved and paid each. */
export async function listCampaignRewards(db: DbOrTx, f: RewardFilters): Promise<ListResponse<CampaignReward>> {
  const list = await listPage(db, { select: selectRewards(db), count: w, where: rewardFilters.where(f), orderBy: rewardOrder, page: f.page, limit: f.limit, withTotal: f.withTotal });
  return { ...list, items: list.items.map(toReward) };
}

export async function getCampaignReward(db: DbOrTx, id: string): Promise<CampaignReward> {
  const [row] = await selectRewards(db).where(eq(w.id, id));
  if (!row) throw rewardNotFound();
  return toReward(row);
}
