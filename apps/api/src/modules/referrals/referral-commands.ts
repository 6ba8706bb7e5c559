import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ErrorCode } from '@exchange/contract/platform/error-codes';
import type { RefereeReward, actionOnRewardSchema } from '@exchange/contract/referrals/referrals';
import { REWARD_TRANSITIONS, type RewardAction, type RewardStatus } from '@exchange/contract/referrals/reward-statuses';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { customerAccount, exchangeAccount, move, postEntry } from '../ledger/post-entry.ts';
import { getRefereeReward } from './referral-queries.ts';
import { referralRewardActions, referralRewards as r } from './referral-tables.ts';

const verbs: Record<RewardAction, string> = { APPROVE: 'approved', HOLD: 'put on hold', REJECT: 'rejected' };
const refusalCodes = { APPROVE: 'reward.cannotApprove', HOLD: 'reward.cannotHold', REJECT: 'reward.cannotReject' } as const satisfies Record<RewardAction, ErrorCode>;
const auditActions: Record<RewardAction, string> = { APPROVE: 'referrals.reward.approve', HOLD: 'referrals.reward.hold', REJECT: 'referrals.reward.reject' };

function adminOf(actor: Actor): string {
  if (!actor.id) throw new Error('reward decisions need a signed-in admin');
  return actor.id;
}

/**
 * Locks the reward for the rest of the transaction: the status read here is the one the guarded
 * UPDATE starts from, so the log's "from" is true even when two admins act at once.
 */
async function lockReward(tx: Tx, id: string) {
  const [row] = await tx.select({ status: r.status, approvedBy: r.approvedBy }).from(r).where(eq(r.id, id)).for('update');
  if (!row) throw notFound('reward.notFound', 'Reward');
  return { status: row.status as RewardStatus, approvedBy: row.approvedBy };
}

/** Approve, hold or reject, as REWARD_TRANSITIONS allows from the reward's status. */
export async function actOnReward(db: Db, body: z.infer<typeof actionOnRewardSchema>, actor: Actor): Promise<RefereeReward> {
  const adminId = adminOf(actor);
  const { to, from } = REWARD_TRANSITIONS[body.action];
  // An approval's note is optional: an empty one is none.
  const reason = body.reason || null;
  await db.transaction(async (tx) => {
    const { status: before } = await lockReward(tx, body.rewardId);
    // The approval that holds names its admin; a hold takes it back (a later approval is someone's anew).
    const approval = body.action === 'APPROVE' ? { approvedBy: adminId, approvedAt: sql`now()` } : { approvedBy: null, approvedAt: null };
    const changed = await tx
      .update(r)
      .set({ status: to, statusReason: reason, ...approval, updatedAt: sql`now()` })
      .where(and(eq(r.id, body.rewardId), inArray(r.status, [...from])))
      .returning({ id: r.id });
    if (changed.length === 0) {
      throw conflict(refusalCodes[body.action], `This reward is ${before}: it cannot be ${verbs[body.action]} (only a reward that is ${from.join(' or ')} can)`, { status: before });
    }
    await tx.insert(referralRewardActions).values({ rewardId: body.rewardId, action: body.action, fromStatus: before, toStatus: to, reason, adminId });
    await writeAudit(tx, actor, {
      action: auditActions[body.action],
      outcome: 'SUCCESS',
      targetType: 'referral_reward',
      targetId: body.rewardId,
      before: { status: before },
      after: { status: to, reason: reason ?? undefined },
    });
  });
  return getRefereeReward(db, body.rewardId);
}

/**
 * Pays an approved reward to its referrer, once: the guarded UPDATE (status = 'APPROVED'), the
 * ledger credit, the log entry and the audit row commit together or not at all. A second call,
 * even a concurrent one, finds the reward DISBURSED and gets 409; the ledger's unique
 * (kind, reference) key would refuse a second credit even if the guard were ever wrong.
 */
export async function disburseReward(db: Db, rewardId: string, actor: Actor): Promise<RefereeReward> {
  const adminId = adminOf(actor);
  await db.transaction(async (tx) => {
    const { status: before, approvedBy } = await lockReward(tx, rewardId);
    const [paid] = await tx
      .update(r)
      .set({ status: 'DISBURSED', disbursedBy: adminId, disbursedAt: sql`now()`, updatedAt: sql`now()` })
      // Four-eyes: never the admin whose approval holds (one recorded before approvals were named is paid as before).
      .where(and(eq(r.id, rewardId), eq(r.status, 'APPROVED'), or(isNull(r.approvedBy), ne(r.approvedBy, adminId))))
      .returning({ referrerId: r.referrerId, coin: r.coin, amount: r.amount });
    if (!paid) {
      if (before === 'DISBURSED') throw conflict('reward.alreadyDisbursed', 'This reward is already disbursed');
      if (before !== 'APPROVED') throw conflict('reward.notApproved', `Only an approved reward can be disbursed: this one is ${before}`, { status: before });
      throw conflict('reward.fourEyes', 'Four-eyes rule: you approved this reward, so another admin must disburse it');
    }
    // Paid from the exchange's rewards budget to the referrer's available balance.
    const ledgerEntryId = await postEntry(tx, {
      kind: 'REFERRAL_REWARD',
      referenceType: 'referral_reward',
      referenceId: rewardId,
      actorId: adminId,
      lines: move(exchangeAccount('REWARDS_BUDGET'), customerAccount(paid.referrerId), paid.coin, paid.amount),
    });
    await tx.insert(referralRewardActions).values({ rewardId, action: 'DISBURSE', fromStatus: before, toStatus: 'DISBURSED', adminId });
    await writeAudit(tx, actor, {
      action: 'referrals.reward.disburse',
      outcome: 'SUCCESS',
      targetType: 'referral_reward',
      targetId: rewardId,
      before: { status: before, approvedBy: approvedBy ?? undefined },
      after: { status: 'DISBURSED', customerId: paid.referrerId, coin: paid.coin, amount: paid.amount, ledgerEntryId },
    });
  });
  return getRefereeReward(db, rewardId);
}
