import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { CRYPTO_WITHDRAWAL_FAILABLE, CRYPTO_WITHDRAWAL_REJECTABLE, type CryptoWithdrawalHoldReason, type CryptoWithdrawalStatus } from '@exchange/contract/crypto/crypto-rules';
import { createCryptoWithdrawalSchema, type CreateCryptoWithdrawal, type CryptoWithdrawal } from '@exchange/contract/crypto/crypto-withdrawals';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { conflict, conflictOn, fieldError } from '../../platform/errors.ts';
import { getCustomer } from '../customers/customer-queries.ts';
import { customers } from '../customers/customer-tables.ts';
import { quoteFees } from '../fees/quote-fees.ts';
import { checkCanWithdraw, checkLimitsOn, type WithdrawalUsage } from '../fiat/withdrawal-checks.ts';
import { negate } from '../ledger/ledger-amounts.ts';
import { customerAccount, exchangeAccount, postEntry, type LedgerLineInput } from '../ledger/post-entry.ts';
import { exchangeWalletAt, whitelistEntryOf } from './address-checks.ts';
import { cryptoWithdrawalDecided } from './crypto-events.ts';
import {
  addAmounts,
  adminOf,
  checkAmountOf,
  checkWithdrawalBounds,
  checkWithdrawalsOpen,
  isZeroAmount,
  networkById,
  networkOf,
  postedBy,
} from './crypto-network-rules.ts';
import { cryptoWithdrawals as w } from './crypto-tables.ts';
import { getCryptoWithdrawal } from './withdrawal-queries.ts';

const cryptoUsage: WithdrawalUsage = { table: w, customerId: w.customerId, asset: w.coin, amount: w.amount, status: w.status, createdAt: w.createdAt };

const customerLine = (x: CryptoWithdrawal, bucket: 'AVAILABLE' | 'HELD', amount: string): LedgerLineInput => ({ account: customerAccount(x.customer.id, bucket), asset: x.coin, amount });

async function auditStep(tx: Tx, actor: Actor, action: string, before: CryptoWithdrawal, after: Record<string, unknown>) {
  await writeAudit(tx, actor, {
    action: `crypto.withdrawal.${action}`,
    outcome: 'SUCCESS',
    targetType: 'crypto_withdrawal',
    targetId: before.id,
    customerId: before.customer.id,
    before: { status: before.status },
    after: { withdrawalNumber: before.withdrawalNumber, coin: before.coin, network: before.network.code, amount: before.amount, total: before.total, ...after },
  });
}

/**
 * Everything a new request (or a retry) must pass, the customer's row locked by the caller: the
 * account may withdraw (fiat's rules: state, blocked withdrawals, Country Whitelist), the coin and
 * network take withdrawals, the amount fits the network's decimals and bounds, the address is not
 * the exchange's own and is on the customer's whitelist (refused otherwise: a customer adds it
 * first, then waits out the cool-down or has the withdrawal approved with the hold acknowledged).
 */
async function checkRequest(tx: Tx, body: { customerId: string; coin: CryptoWithdrawal['coin']; network: string; address: string; amount: string }) {
  const customer = await getCustomer(tx, body.customerId);
  await checkCanWithdraw(tx, customer);
  const net = await networkOf(tx, body);
  checkWithdrawalsOpen(net);
  checkAmountOf(net, body.amount);
  checkWithdrawalBounds(net, body.amount);
  if (await exchangeWalletAt(tx, net.id, body.address)) {
    throw conflictOn('address', 'cryptoWithdrawal.exchangeAddress', "This address is one of the exchange's own wallets (FEX Whitelist): a customer cannot withdraw to it");
  }
  const entry = await whitelistEntryOf(tx, customer.id, net.id, body.address);
  if (!entry) throw conflictOn('address', 'cryptoWithdrawal.notWhitelisted', "This address is not on the customer's whitelist for this network: add it first");
  const { fee, tax } = await quoteFees(tx, { operation: 'CRYPTO_WITHDRAWAL', asset: net.coin, kycLevel: customer.kycLevel, amount: body.amount });
  const limits = await checkLimitsOn(tx, cryptoUsage, customer, net.coin, body.amount);
  const holdReasons: CryptoWithdrawalHoldReason[] = [...limits.holdReasons];
  if (entry.inCoolDown) holdReasons.push('WHITELIST_COOL_DOWN');
  return { customer, net, fee, tax, limits, holdReasons };
}

async function insertRequest(tx: Tx, body: { customerId: string; coin: CryptoWithdrawal['coin']; network: string; address: string; amount: string; note?: string | undefined }, actor: Actor, retryOfId: string | null) {
  const id = randomUUID();
  // One request of a customer at a time: the rolling sums see every earlier one.
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, body.customerId)).for('update');
  const { customer, net, fee, tax, limits, holdReasons } = await checkRequest(tx, body);
  const networkFee = net.withdrawalFee;
  const total = addAmounts(body.amount, networkFee, fee, tax);
  const holdEntryId = await postEntry(tx, {
    kind: 'WITHDRAWAL_HOLD',
    referenceType: 'crypto_withdrawal',
    referenceId: id,
    actorId: postedBy(actor),
    lines: [
      { account: customerAccount(customer.id, 'AVAILABLE'), asset: net.coin, amount: negate(total) },
      { account: customerAccount(customer.id, 'HELD'), asset: net.coin, amount: total },
    ],
  });
  await tx.insert(w).values({
    id,
    customerId: customer.id,
    networkId: net.id,
    coin: net.coin,
    address: body.address,
    amount: body.amount,
    networkFee,
    fee,
    tax,
    holdReasons,
    limitPer24h: limits.per24h,
    used24h: limits.used24h,
    limitPer30d: limits.per30d,
    used30d: limits.used30d,
    requestedBy: actor.id,
    note: body.note ?? null,
    requiredConfirmations: net.requiredConfirmations,
    retryOfId,
    holdEntryId,
  });
  const created = await getCryptoWithdrawal(tx, id);
  await writeAudit(tx, actor, {
    action: retryOfId ? 'crypto.withdrawal.retry' : 'crypto.withdrawal.create',
    outcome: 'SUCCESS',
    targetType: 'crypto_withdrawal',
    targetId: id,
    customerId: customer.id,
    after: { withdrawalNumber: created.withdrawalNumber, status: 'SUBMITTED', coin: net.coin, network: net.code, address: body.address, amount: created.amount, networkFee: created.networkFee, fee: created.fee, tax: created.tax, holdReasons, ledgerEntryId: holdEntryId, retryOf: retryOfId ?? undefined, note: body.note },
  });
  return id;
}

/**
 * A crypto withdrawal request (an admin's, or the customer app's through the integration API: then
 * `actor.id` is null). Refused, with the reason, as checkRequest says; held for judgement over a
 * rolling limit or to an address in its whitelist cool-down. amount + the network's fee + the
 * exchange's fee and tax move from available to held at once; not enough available is a 409 from
 * the ledger and nothing is written.
 */
export async function createCryptoWithdrawal(db: Db, input: CreateCryptoWithdrawal, actor: Actor): Promise<CryptoWithdrawal> {
  const body = createCryptoWithdrawalSchema.parse(input);
  const id = await db.transaction((tx) => insertRequest(tx, body, actor, null));
  return getCryptoWithdrawal(db, id);
}

/** One guarded step in one transaction, as fiat's: the row locked, the step taken or `refusal` says why. */
async function takeStep(db: Db, id: string, actor: Actor, step: (tx: Tx, before: CryptoWithdrawal) => Promise<boolean>, refusal: (now: CryptoWithdrawal) => Error) {
  await db.transaction(async (tx) => {
    await tx.select({ id: w.id }).from(w).where(eq(w.id, id)).for('update');
    const before = await getCryptoWithdrawal(tx, id);
    if (!(await step(tx, before))) throw refusal(await getCryptoWithdrawal(tx, id));
  });
  return getCryptoWithdrawal(db, id);
}

const wrongStatus = (now: CryptoWithdrawal, target: CryptoWithdrawalStatus, from: string) =>
  conflict('cryptoWithdrawal.wrongStatus', `This withdrawal is ${now.status}: it can become ${target} only from ${from}`, { status: now.status, target });
const isOneOf = <T extends string>(value: string, values: readonly T[]): value is T => (values as readonly string[]).includes(value);

/** Step one (maker): SUBMITTED -> PENDING_APPROVAL. */
export function submitCryptoWithdrawal(db: Db, id: string, note: string | undefined, actor: Actor) {
  const adminId = adminOf(actor);
  return takeStep(
    db,
    id,
    actor,
    async (tx, before) => {
      const [changed] = await tx
        .update(w)
        .set({ status: 'PENDING_APPROVAL', submittedBy: adminId, submittedAt: sql`now()`, submitNote: note ?? null, updatedAt: sql`now()` })
        .where(and(eq(w.id, id), eq(w.status, 'SUBMITTED')))
        .returning({ id: w.id });
      if (!changed) return false;
      await auditStep(tx, actor, 'submit', before, { status: 'PENDING_APPROVAL', note });
      return true;
    },
    (now) => wrongStatus(now, 'PENDING_APPROVAL', 'SUBMITTED'),
  );
}

/**
 * Step two (checker): PENDING_APPROVAL -> APPROVED, by another admin than the submitter (the
 * UPDATE's WHERE and a CHECK). The account must still be allowed to withdraw and the network still
 * take withdrawals; held ones need `acknowledgeHolds`. The wallet service hears of it (outbox).
 */
export function approveCryptoWithdrawal(db: Db, id: string, body: { note?: string | undefined; acknowledgeHolds?: boolean | undefined }, actor: Actor) {
  const adminId = adminOf(actor);
  return takeStep(
    db,
    id,
    actor,
    async (tx, before) => {
      if (before.status === 'PENDING_APPROVAL' && before.submitted?.by.id !== adminId) {
        if (before.holdReasons.length > 0 && !body.acknowledgeHolds) {
          throw fieldError(400, 'acknowledgeHolds', 'cryptoWithdrawal.holdsNotAcknowledged', `This withdrawal was held (${before.holdReasons.join(', ')}): acknowledge it to approve`);
        }
        await checkCanWithdraw(tx, await getCustomer(tx, before.customer.id));
        checkWithdrawalsOpen(await networkById(tx, before.network.id));
      }
      const [changed] = await tx
        .update(w)
        .set({ status: 'APPROVED', approvedBy: adminId, approvedAt: sql`now()`, approveNote: body.note ?? null, updatedAt: sql`now()` })
        .where(and(eq(w.id, id), eq(w.status, 'PENDING_APPROVAL'), ne(w.submittedBy, adminId)))
        .returning({ id: w.id });
      if (!changed) return false;
      await cryptoWithdrawalDecided(tx, 'withdrawal.approved', before);
      await auditStep(tx, actor, 'approve', before, { status: 'APPROVED', note: body.note, holdsAcknowledged: before.holdReasons.length > 0 ? true : undefined });
      return true;
    },
    (now) =>
      now.status === 'PENDING_APPROVAL' && now.submitted?.by.id === adminId
        ? conflict('cryptoWithdrawal.fourEyes', 'Four-eyes rule: the admin who submitted a withdrawal for approval cannot approve it; another admin does')
        : wrongStatus(now, 'APPROVED', 'PENDING_APPROVAL'),
  );
}

/** Held back to available: a rejection or a failure (one of the two per withdrawal). */
const release = (tx: Tx, x: CryptoWithdrawal, actor: Actor) =>
  postEntry(tx, {
    kind: 'WITHDRAWAL_RELEASE',
    referenceType: 'crypto_withdrawal',
    referenceId: x.id,
    actorId: postedBy(actor),
    lines: [customerLine(x, 'HELD', negate(x.total)), customerLine(x, 'AVAILABLE', x.total)],
  });

/** REJECTED with a reason, from SUBMITTED or PENDING_APPROVAL: held goes back to available. */
export function rejectCryptoWithdrawal(db: Db, id: string, reason: string, actor: Actor) {
  const adminId = adminOf(actor);
  return takeStep(
    db,
    id,
    actor,
    async (tx, before) => {
      if (!isOneOf(before.status, CRYPTO_WITHDRAWAL_REJECTABLE)) return false;
      const settleEntryId = await release(tx, before, actor);
      await tx
        .update(w)
        .set({ status: 'REJECTED', closedBy: adminId, closedAt: sql`now()`, closeReason: reason, settleEntryId, updatedAt: sql`now()` })
        .where(and(eq(w.id, id), inArray(w.status, [...CRYPTO_WITHDRAWAL_REJECTABLE])));
      await cryptoWithdrawalDecided(tx, 'withdrawal.rejected', before, reason);
      await auditStep(tx, actor, 'reject', before, { status: 'REJECTED', reason, ledgerEntryId: settleEntryId });
      return true;
    },
    (now) => wrongStatus(now, 'REJECTED', 'SUBMITTED or PENDING_APPROVAL'),
  );
}

/**
 * The wallet service broadcast it: APPROVED -> BROADCAST with its tx hash. The same hash again
 * answers the withdrawal as it is; another hash for it is a 409.
 */
export function reportCryptoWithdrawalBroadcast(db: Db, id: string, txHash: string, actor: Actor) {
  return takeStep(
    db,
    id,
    actor,
    async (tx, before) => {
      if (before.txHash !== null) {
        if (before.txHash === txHash) return true;
        throw conflictOn('txHash', 'cryptoWithdrawal.txHashMismatch', `This withdrawal was broadcast as ${before.txHash} already`);
      }
      if (before.status !== 'APPROVED') return false;
      const [taken] = await tx.select({ id: w.id }).from(w).where(and(eq(w.networkId, before.network.id), eq(w.txHash, txHash)));
      if (taken) throw conflictOn('txHash', 'cryptoWithdrawal.txHashMismatch', 'Another withdrawal was broadcast with this transaction hash');
      await tx.update(w).set({ status: 'BROADCAST', txHash, broadcastAt: sql`now()`, updatedAt: sql`now()` }).where(and(eq(w.id, id), eq(w.status, 'APPROVED')));
      await auditStep(tx, actor, 'broadcast', before, { status: 'BROADCAST', txHash });
      return true;
    },
    (now) => wrongStatus(now, 'BROADCAST', 'APPROVED'),
  );
}

/**
 * BROADCAST -> SENT: the held money leaves, in one journal entry: amount and network fee to the
 * exchange's CRYPTO_WALLET (it paid them out on chain), the fee and tax to FEES and TAXES.
 */
async function settleSent(tx: Tx, before: CryptoWithdrawal, actor: Actor, confirmations: number) {
  const lines: LedgerLineInput[] = [customerLine(before, 'HELD', negate(before.total)), { account: exchangeAccount('CRYPTO_WALLET'), asset: before.coin, amount: addAmounts(before.amount, before.networkFee) }];
  if (!isZeroAmount(before.fee)) lines.push({ account: exchangeAccount('FEES'), asset: before.coin, amount: before.fee });
  if (!isZeroAmount(before.tax)) lines.push({ account: exchangeAccount('TAXES'), asset: before.coin, amount: before.tax });
  const settleEntryId = await postEntry(tx, { kind: 'WITHDRAWAL_PAYOUT', referenceType: 'crypto_withdrawal', referenceId: before.id, memo: before.txHash ?? undefined, actorId: postedBy(actor), lines });
  await tx.update(w).set({ status: 'SENT', confirmations, sentAt: sql`now()`, settleEntryId, updatedAt: sql`now()` }).where(and(eq(w.id, before.id), eq(w.status, 'BROADCAST')));
  await auditStep(tx, actor, 'sent', before, { status: 'SENT', txHash: before.txHash, confirmations, ledgerEntryId: settleEntryId });
}

/** The broadcast transaction's confirmations: SENT when they reach the required count (once). */
export function recordCryptoWithdrawalConfirmations(db: Db, id: string, confirmations: number, actor: Actor) {
  return takeStep(
    db,
    id,
    actor,
    async (tx, before) => {
      if (before.status === 'SENT') return true;
      if (before.status !== 'BROADCAST') return false;
      if (confirmations <= before.confirmations) return true;
      if (confirmations >= before.requiredConfirmations) await settleSent(tx, before, actor, confirmations);
      else await tx.update(w).set({ confirmations, updatedAt: sql`now()` }).where(eq(w.id, id));
      return true;
    },
    (now) => wrongStatus(now, 'SENT', 'BROADCAST'),
  );
}

/** The wallet service (or an admin) says the transaction is final: BROADCAST -> SENT; the hash may come with it from APPROVED. */
export function markCryptoWithdrawalSent(db: Db, id: string, txHash: string | undefined, actor: Actor) {
  return takeStep(
    db,
    id,
    actor,
    async (tx, before) => {
      let current = before;
      if (current.status === 'APPROVED' && txHash) {
        await tx.update(w).set({ status: 'BROADCAST', txHash, broadcastAt: sql`now()`, updatedAt: sql`now()` }).where(eq(w.id, id));
        current = await getCryptoWithdrawal(tx, id);
      }
      if (current.status !== 'BROADCAST') return false;
      if (txHash && current.txHash !== txHash) throw conflictOn('txHash', 'cryptoWithdrawal.txHashMismatch', `This withdrawal was broadcast as ${current.txHash} already`);
      await settleSent(tx, current, actor, Math.max(current.confirmations, current.requiredConfirmations));
      return true;
    },
    (now) => wrongStatus(now, 'SENT', 'BROADCAST (or APPROVED with its tx hash)'),
  );
}

/** The transaction failed (or was never broadcast): APPROVED or BROADCAST -> FAILED with a reason; held goes back to available. */
export function markCryptoWithdrawalFailed(db: Db, id: string, reason: string, actor: Actor) {
  return takeStep(
    db,
    id,
    actor,
    async (tx, before) => {
      if (!isOneOf(before.status, CRYPTO_WITHDRAWAL_FAILABLE)) return false;
      const settleEntryId = await release(tx, before, actor);
      await tx
        .update(w)
        .set({ status: 'FAILED', closedBy: actor.id, closedAt: sql`now()`, closeReason: reason, settleEntryId, updatedAt: sql`now()` })
        .where(and(eq(w.id, id), inArray(w.status, [...CRYPTO_WITHDRAWAL_FAILABLE])));
      await cryptoWithdrawalDecided(tx, 'withdrawal.failed', before, reason);
      await auditStep(tx, actor, 'fail', before, { status: 'FAILED', reason, ledgerEntryId: settleEntryId });
      return true;
    },
    (now) => wrongStatus(now, 'FAILED', 'APPROVED or BROADCAST'),
  );
}

/**
 * Retries a FAILED withdrawal as a new one (SUBMITTED, `retryOf` naming it): its money went back to
 * available when it failed, so it is held anew and every check and both approval steps run again
 * (the customer, the network and the limits may have changed since). Once per failed withdrawal.
 */
export async function retryCryptoWithdrawal(db: Db, id: string, note: string | undefined, actor: Actor): Promise<CryptoWithdrawal> {
  adminOf(actor);
  const retryId = await db.transaction(async (tx) => {
    await tx.select({ id: w.id }).from(w).where(eq(w.id, id)).for('update');
    const failed = await getCryptoWithdrawal(tx, id);
    if (failed.status !== 'FAILED') throw wrongStatus(failed, 'SUBMITTED', 'FAILED (as a new attempt)');
    if (failed.retriedBy) throw conflict('cryptoWithdrawal.alreadyRetried', `This withdrawal was retried as ${failed.retriedBy.withdrawalNumber} already`);
    return insertRequest(tx, { customerId: failed.customer.id, coin: failed.coin, network: failed.network.code, address: failed.address, amount: failed.amount, note: note ?? failed.note ?? undefined }, actor, failed.id);
  });
  return getCryptoWithdrawal(db, retryId);
}
