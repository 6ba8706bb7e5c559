import { randomUUID } from 'node:crypto';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Stake, openStakeSchema } from '@exchange/contract/staking/staking';
import { type Actor, postedBy, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { badField, conflict } from '../../platform/errors.ts';
import { trimAmount } from '../crypto/crypto-network-rules.ts';
import { cryptoCoins } from '../crypto/crypto-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { toUnits } from '../ledger/ledger-amounts.ts';
import { customerAccount, exchangeAccount, move, postEntry } from '../ledger/post-entry.ts';
import { getStake, trimRate } from './staking-queries.ts';
import { stakes, stakingDurations as d, stakingProtocols as p, stakingProviders as v } from './staking-tables.ts';

/**
 * Opens a customer's stake, in the caller's transaction (the /platform route's, with its
 * Idempotency-Key): the duration, its protocol and its provider are ACTIVE (each read under a share
 * lock, so a deactivation either commits before and refuses this stake, or waits for it), the coin
 * is listed and on, the customer's account is ACTIVE and the amount at least the protocol's
 * minimum. The amount moves from available to Earn (STAKE_LOCK; 409 ledger.insufficientFunds when
 * the customer has less), and the reward is fixed: amount x APY / 100 x days / 365, rounded down
 * to 8 decimals.
 */
export async function openStake(tx: Tx, input: z.infer<typeof openStakeSchema>, actor: Actor): Promise<Stake> {
  const [plan] = await tx
    .select({
      durationState: d.state,
      days: d.days,
      apy: d.apy,
      protocolId: p.id,
      protocolState: p.state,
      minAmount: p.minAmount,
      coin: p.coin,
      providerState: v.state,
      coinActive: cryptoCoins.active,
    })
    .from(d)
    .innerJoin(p, eq(p.id, d.protocolId))
    .innerJoin(v, eq(v.id, p.providerId))
    .innerJoin(cryptoCoins, eq(cryptoCoins.code, p.coin))
    .where(eq(d.id, input.durationId))
    .for('share', { of: [d, p, v] });
  if (!plan) throw badField('durationId', 'staking.durationNotFound', 'no staking duration has this id');
  if (plan.providerState !== 'ACTIVE') throw conflict('staking.providerInactive', "The protocol's provider is deactivated: it takes no new stakes");
  if (plan.protocolState !== 'ACTIVE') throw conflict('staking.protocolInactive', 'The protocol is deactivated: it takes no new stakes');
  if (plan.durationState !== 'ACTIVE') throw conflict('staking.durationInactive', `The ${plan.days}-day duration is deactivated: it takes no new stakes`);
  if (!plan.coinActive) throw conflict('staking.coinInactive', `${plan.coin} is switched off in Manage Crypto Coins`, { asset: plan.coin });
  if (toUnits(input.amount) < toUnits(plan.minAmount)) {
    const min = trimAmount(plan.minAmount);
    throw badField('amount', 'validation.belowMin', `must be at least ${min} ${plan.coin}`, { min });
  }
  const [customer] = await tx.select({ id: customers.id, state: customers.state }).from(customers).where(eq(customers.id, input.customerId)).for('no key update');
  if (!customer) throw badField('customerId', 'customer.notFound', 'no customer has this id');
  if (customer.state !== 'ACTIVE') throw conflict('staking.accountNotActive', `This account is ${customer.state}: it cannot stake`, { status: customer.state });

  const id = randomUUID();
  const lockEntryId = await postEntry(tx, {
    kind: 'STAKE_LOCK',
    referenceType: 'stake',
    referenceId: id,
    actorId: postedBy(actor),
    memo: `${plan.days}-day stake at ${trimRate(plan.apy)} % APY`,
    lines: move(customerAccount(customer.id, 'AVAILABLE'), customerAccount(customer.id, 'EARN'), plan.coin, input.amount),
  });
  const [made] = await tx
    .insert(stakes)
    .values({
      id,
      customerId: customer.id,
      durationId: input.durationId,
      protocolId: plan.protocolId,
      coin: plan.coin,
      amount: input.amount,
      days: plan.days,
      apy: plan.apy,
      reward: sql`trunc(${input.amount}::numeric * ${plan.apy}::numeric / 100 * ${plan.days} / 365, 8)`,
      unlocksAt: sql`now() + make_interval(days => ${plan.days})`,
      openedBy: postedBy(actor),
      lockEntryId,
    })
    .returning({ reward: stakes.reward, unlocksAt: stakes.unlocksAt });
  await writeAudit(tx, actor, {
    action: 'staking.stake.open',
    outcome: 'SUCCESS',
    targetType: 'stake',
    targetId: id,
    customerId: customer.id,
    after: { durationId: input.durationId, coin: plan.coin, amount: trimAmount(input.amount), days: plan.days, apy: trimRate(plan.apy), reward: made ? trimAmount(made.reward) : null, unlocksAt: made?.unlocksAt.toISOString(), ledgerEntryId: lockEntryId },
  });
  return getStake(tx, id);
}

/** The unlock job's actor: no admin, no request; the ledger names the stake's opener. */
const UNLOCK_ACTOR: Actor = { id: null, email: null, ip: 'local', userAgent: 'job staking-unlock' };

/**
 * Unlocks one due stake in its own transaction, its row locked and its status checked (and the
 * ledger posts one unlock per stake), so two workers never unlock it twice: the amount goes back from Earn to available
 * (STAKE_UNLOCK) and the reward is paid from the exchange's rewards budget (STAKING_REWARD).
 */
async function unlockStake(db: Db, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Locked first: a second worker waits here, then finds it UNLOCKED and leaves it.
    const [due] = await tx
      .select()
      .from(stakes)
      .where(and(eq(stakes.id, id), eq(stakes.status, 'ACTIVE'), lte(stakes.unlocksAt, sql`now()`)))
      .for('update');
    if (!due) return false;
    const unlockEntryId = await postEntry(tx, {
      kind: 'STAKE_UNLOCK',
      referenceType: 'stake',
      referenceId: id,
      actorId: due.openedBy,
      memo: `${due.days}-day stake unlocked`,
      lines: move(customerAccount(due.customerId, 'EARN'), customerAccount(due.customerId, 'AVAILABLE'), due.coin, trimAmount(due.amount)),
    });
    const reward = trimAmount(due.reward);
    const rewardEntryId =
      toUnits(reward) > 0n
        ? await postEntry(tx, {
            kind: 'STAKING_REWARD',
            referenceType: 'stake',
            referenceId: id,
            actorId: due.openedBy,
            memo: `${due.days}-day stake at ${trimRate(due.apy)} % APY`,
            lines: move(exchangeAccount('REWARDS_BUDGET'), customerAccount(due.customerId, 'AVAILABLE'), due.coin, reward),
          })
        : null;
    await tx
      .update(stakes)
      .set({ status: 'UNLOCKED', unlockedAt: sql`now()`, unlockEntryId, rewardEntryId })
      .where(and(eq(stakes.id, id), eq(stakes.status, 'ACTIVE')));
    await writeAudit(tx, UNLOCK_ACTOR, {
      action: 'staking.stake.unlock',
      outcome: 'SUCCESS',
      targetType: 'stake',
      targetId: id,
      customerId: due.customerId,
      before: { status: 'ACTIVE' },
      after: { status: 'UNLOCKED', amount: trimAmount(due.amount), reward, ledgerEntryId: unlockEntryId, rewardEntryId },
    });
    return true;
  });
}

/** Every stake whose lock has ended, oldest first, in batches: each unlocked in its own transaction. Returns how many. */
export async function unlockDueStakes(db: Db, batch = 200): Promise<number> {
  let unlocked = 0;
  for (;;) {
    const due = await db
      .select({ id: stakes.id })
      .from(stakes)
      .where(and(eq(stakes.status, 'ACTIVE'), lte(stakes.unlocksAt, sql`now()`)))
      .orderBy(asc(stakes.unlocksAt), asc(stakes.id))
      .limit(batch);
    let progress = 0;
    for (const { id } of due) if (await unlockStake(db, id)) progress += 1;
    unlocked += progress;
    if (due.length < batch || progress === 0) return unlocked;
  }
}
