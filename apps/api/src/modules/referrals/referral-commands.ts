import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RefereeReward, actionOnRewardSchema } from '@exchange/contract/referrals/referrals';
import { REWARD_TRANSITIONS, type RewardAction, type RewardStatus } from '@exchange/contract/referrals/reward-statuses';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { creditCustomer } from '../../platform/ledger/credit-customer.ts';
import { getRefereeReward } from './referral-queries.ts';
import { referralRewardActions, referralRewards as r } from './referral-tables.ts';

const verbs: Record<RewardAction, string> = { APPROVE: 'approved', HOLD: 'put on hold', REJECT: 'rejected' };
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
  const [row] = await tx.select({ status: r.status }).from(r).where(eq(r.id, id)).for('update');
  if (!row) throw notFound('Reward');
  return row.status as RewardStatus;
}

/** Approve, hold or reject, as REWARD_TRANSITIONS allows from the reward's status. */
export async function actOnReward(db: Db, body: z.infer<typeof actionOnRewardSchema>, actor: Actor): Promise<RefereeReward> {
  const adminId = adminOf(actor);
  const { to, from } = REWARD_TRANSITIONS[body.action];
  // An approval's note is optional: an empty one is none.
  const reason = body.reason || null;
  await db.transaction(async (tx) => {
    const before = await lockReward(tx, body.rewardId);
    const changed = await tx
      .update(r)
      .set({ status: to, statusReason: reason, updatedAt: sql`now()` })
      .where(and(eq(r.id, body.rewardId), inArray(r.status, [...from])))
      .returning({ id: r.id });
    if (changed.length === 0) {
      throw conflict(`This reward is ${before}: it cannot be ${verbs[body.action]} (only a reward that is ${from.join(' or ')} can)`);
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
    const before = await lockReward(tx, rewardId);
    const [paid] = await tx
      .update(r)
      .set({ status: 'DISBURSED', disbursedBy: adminId, disbursedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(r.id, rewardId), eq(r.status, 'APPROVED')))
      .returning({ referrerId: r.referrerId, coin: r.coin, amount: r.amount });
    if (!paid) {
      throw conflict(before === 'DISBURSED' ? 'This reward is already disbursed' : `Only an approved reward can be disbursed: this one is ${before}`);
    }
    const ledgerEntryId = await creditCustomer(tx, { customerId: paid.referrerId, asset: paid.coin, amount: paid.amount, kind: 'REFERRAL_REWARD', referenceId: rewardId, adminId });
    await tx.insert(referralRewardActions).values({ rewardId, action: 'DISBURSE', fromStatus: before, toStatus: 'DISBURSED', adminId });
    await writeAudit(tx, actor, {
      action: 'referrals.reward.disburse',
      outcome: 'SUCCESS',
      targetType: 'referral_reward',
      targetId: rewardId,
      before: { status: before },
      after: { status: 'DISBURSED', customerId: paid.referrerId, coin: paid.coin, amount: paid.amount, ledgerEntryId },
    });
  });
  return getRefereeReward(db, rewardId);
}
