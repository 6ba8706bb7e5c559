import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CampaignIneligibility } from '@exchange/contract/campaigns/campaign-rules';
import type { Campaign, CampaignReward, saveCampaignSchema } from '@exchange/contract/campaigns/campaigns';
import { type Actor, adminOf, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { uniqueOr } from '../../platform/db/unique-violation.ts';
import { badField, conflict } from '../../platform/errors.ts';
import { customers } from '../customers/customer-tables.ts';
import { customerAccount, exchangeAccount, move, postEntry } from '../ledger/post-entry.ts';
import { trimAmount } from '../crypto/crypto-network-rules.ts';
import { campaignNotFound, getCampaign, getCampaignReward, phaseOf, rewardNotFound } from './campaign-queries.ts';
import { campaignRewards as w, campaigns as c } from './campaign-tables.ts';

type SaveInput = z.infer<typeof saveCampaignSchema>;

const columnsOf = (input: SaveInput) => ({ ...input, startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt) });

export async function createCampaign(db: Db, input: SaveInput, actor: Actor): Promise<Campaign> {
  const adminId = adminOf(actor);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(c).values({ ...columnsOf(input), createdBy: adminId }).returning({ id: c.id });
    if (!row) throw new Error('campaign insert returned no row');
    await writeAudit(tx, actor, { action: 'campaigns.campaign.create', outcome: 'SUCCESS', targetType: 'campaign', targetId: row.id, after: input });
    return row.id;
  });
  return getCampaign(db, id);
}

/** Replaces a campaign's settings; rewards granted already keep the amount they were granted with. */
export async function updateCampaign(db: Db, id: string, input: SaveInput, actor: Actor): Promise<Campaign> {
  adminOf(actor);
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(c).where(eq(c.id, id)).for('update');
    if (!before) throw campaignNotFound();
    await tx.update(c).set({ ...columnsOf(input), updatedAt: sql`now()` }).where(eq(c.id, id));
    await writeAudit(tx, actor, {
      action: 'campaigns.campaign.update',
      outcome: 'SUCCESS',
      targetType: 'campaign',
      targetId: id,
      before: { name: before.name, startsAt: before.startsAt.toISOString(), endsAt: before.endsAt.toISOString(), targetCountry: before.targetCountry, minKycLevel: before.minKycLevel, newCustomersOnly: before.newCustomersOnly, rewardAsset: before.rewardAsset, rewardAmount: trimAmount(before.rewardAmount) },
      after: input,
    });
  });
  return getCampaign(db, id);
}

/**
 * Grants the campaign's reward to a customer, PENDING until approved: the campaign must be running
 * and the customer inside its target (ACTIVE, of its country, at its KYC level or above, signed up
 * within its period when it is for new customers). One reward per customer and campaign (the
 * unique key settles two grants at once).
 */
export async function grantCampaignReward(db: Db, campaignId: string, customerId: string, actor: Actor): Promise<CampaignReward> {
  const adminId = adminOf(actor);
  const [campaign] = await db.select({ id: c.id, phase: phaseOf, startsAt: c.startsAt, endsAt: c.endsAt, country: c.targetCountry, kyc: c.minKycLevel, isNew: c.newCustomersOnly, asset: c.rewardAsset, amount: c.rewardAmount }).from(c).where(eq(c.id, campaignId));
  if (!campaign) throw campaignNotFound();
  if (campaign.phase !== 'RUNNING') throw conflict('campaign.notRunning', `This campaign is ${campaign.phase}: rewards are granted while it runs`, { status: campaign.phase });
  const [customer] = await db.select({ state: customers.state, country: customers.country, kycLevel: customers.kycLevel, createdAt: customers.createdAt }).from(customers).where(eq(customers.id, customerId));
  if (!customer) throw badField('customerId', 'customer.notFound', 'no customer has this id');
  const failed: CampaignIneligibility[] = [];
  if (customer.state !== 'ACTIVE') failed.push('NOT_ACTIVE');
  if (campaign.country && customer.country !== campaign.country) failed.push('COUNTRY');
  if (campaign.kyc !== null && customer.kycLevel < campaign.kyc) failed.push('KYC_LEVEL');
  if (campaign.isNew && (customer.createdAt < campaign.startsAt || customer.createdAt >= campaign.endsAt)) failed.push('NOT_NEW');
  if (failed.length > 0) throw conflict('campaign.notEligible', `This customer is outside the campaign's target (${failed.join(', ')})`, { values: failed.join(', ') });
  const alreadyGranted = () => conflict('campaign.alreadyGranted', 'This customer has this campaign\'s reward already');
  const id = await uniqueOr(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(w).values({ campaignId, customerId, asset: campaign.asset, amount: campaign.amount, grantedBy: adminId }).returning({ id: w.id });
        if (!row) throw alreadyGranted();
        await writeAudit(tx, actor, { action: 'campaigns.reward.grant', outcome: 'SUCCESS', targetType: 'campaign_reward', targetId: row.id, customerId, after: { campaignId, asset: campaign.asset, amount: trimAmount(campaign.amount), status: 'PENDING' } });
        return row.id;
      }),
    alreadyGranted,
  );
  return getCampaignReward(db, id);
}

async function statusOf(tx: Tx, id: string) {
  const [row] = await tx.select({ status: w.status }).from(w).where(eq(w.id, id));
  if (!row) throw rewardNotFound();
  return row.status;
}

/** Approve (PENDING -> APPROVED, naming the approver) or reject with a reason (PENDING | APPROVED -> REJECTED). */
export async function decideCampaignReward(db: Db, id: string, decision: { approve: true } | { approve: false; reason: string }, actor: Actor): Promise<CampaignReward> {
  const adminId = adminOf(actor);
  await db.transaction(async (tx) => {
    // Read without a lock, for the audit row: the guarded UPDATE below decides.
    const before = await statusOf(tx, id);
    const [changed] = decision.approve
      ? await tx.update(w).set({ status: 'APPROVED', approvedBy: adminId, approvedAt: sql`now()`, updatedAt: sql`now()` }).where(and(eq(w.id, id), eq(w.status, 'PENDING'))).returning({ customerId: w.customerId })
      : await tx
          .update(w)
          .set({ status: 'REJECTED', statusReason: decision.reason, approvedBy: null, approvedAt: null, updatedAt: sql`now()` })
          .where(and(eq(w.id, id), or(eq(w.status, 'PENDING'), eq(w.status, 'APPROVED'))))
          .returning({ customerId: w.customerId });
    if (!changed) {
      const status = await statusOf(tx, id);
      if (decision.approve) throw conflict('campaign.cannotApprove', `This reward is ${status}: only a pending reward can be approved`, { status });
      throw conflict('campaign.cannotReject', `This reward is ${status}: only a pending or approved reward can be rejected`, { status });
    }
    await writeAudit(tx, actor, {
      action: decision.approve ? 'campaigns.reward.approve' : 'campaigns.reward.reject',
      outcome: 'SUCCESS',
      targetType: 'campaign_reward',
      targetId: id,
      customerId: changed.customerId,
      before: { status: before },
      after: decision.approve ? { status: 'APPROVED' } : { status: 'REJECTED', reason: decision.reason },
    });
  });
  return getCampaignReward(db, id);
}

/**
 * Pays an approved reward from the rewards account to the customer's available balance, once: the
 * guarded UPDATE (APPROVED, and never by its approver), the journal entry and the audit row commit
 * together. A second call finds it DISBURSED (409).
 */
export async function disburseCampaignReward(db: Db, id: string, actor: Actor): Promise<CampaignReward> {
  const adminId = adminOf(actor);
  await db.transaction(async (tx) => {
    const [paid] = await tx
      .update(w)
      .set({ status: 'DISBURSED', disbursedBy: adminId, disbursedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(w.id, id), eq(w.status, 'APPROVED'), or(isNull(w.approvedBy), ne(w.approvedBy, adminId))))
      .returning({ customerId: w.customerId, asset: w.asset, amount: w.amount });
    if (!paid) {
      const status = await statusOf(tx, id);
      if (status === 'APPROVED') throw conflict('campaign.fourEyes', 'Four-eyes rule: you approved this reward, so another admin must disburse it');
      throw conflict('campaign.notApproved', `Only an approved reward can be disbursed: this one is ${status}`, { status });
    }
    const amount = trimAmount(paid.amount);
    const ledgerEntryId = await postEntry(tx, {
      kind: 'CAMPAIGN_REWARD',
      referenceType: 'campaign_reward',
      referenceId: id,
      actorId: adminId,
      lines: move(exchangeAccount('REWARDS_BUDGET'), customerAccount(paid.customerId), paid.asset, amount),
    });
    await tx.update(w).set({ ledgerEntryId }).where(eq(w.id, id));
    await writeAudit(tx, actor, { action: 'campaigns.reward.disburse', outcome: 'SUCCESS', targetType: 'campaign_reward', targetId: id, customerId: paid.customerId, before: { status: 'APPROVED' }, after: { status: 'DISBURSED', asset: paid.asset, amount, ledgerEntryId } });
  });
  return getCampaignReward(db, id);
}
