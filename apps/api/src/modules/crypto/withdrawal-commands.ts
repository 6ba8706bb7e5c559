import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { CRYPTO_WITHDRAWAL_FAILABLE, CRYPTO_WITHDRAWAL_REJECTABLE, type CryptoWithdrawalHoldReason } from '@exchange/contract/crypto/crypto-rules';
import { createCryptoWithdrawalSchema, type CreateCryptoWithdrawal, type CryptoWithdrawal } from '@exchange/contract/crypto/crypto-withdrawals';
import { type Actor, adminOf, postedBy, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { conflict, conflictOn } from '../../platform/errors.ts';
import { getCustomer } from '../customers/customer-queries.ts';
import { quoteFees } from '../fees/quote-fees.ts';
import { checkCanWithdraw, checkLimitsOn, type WithdrawalUsage } from '../fiat/withdrawal-checks.ts';
import { holdForWithdrawal, lockCustomerForRequest, withdrawalSteps } from '../ledger/withdrawal-steps.ts';
import { exchangeWalletAt, whitelistEntryOf } from './address-checks.ts';
import { cryptoWithdrawalDecided } from './crypto-events.ts';
import { addAmounts, checkAmountOf, checkWithdrawalBounds, checkWithdrawalsOpen, networkById, networkOf } from './crypto-network-rules.ts';
import { cryptoWithdrawals as w } from './crypto-tables.ts';
import { getCryptoWithdrawal } from './withdrawal-queries.ts';

const cryptoUsage: WithdrawalUsage = { table: w, customerId: w.customerId, asset: w.coin, amount: w.amount, status: w.status, createdAt: w.createdAt };

/** The shared four-eyes steps over the crypto withdrawals; the wallet service's reports are below. */
const steps = withdrawalSteps<CryptoWithdrawal>({
  table: w,
  get: getCryptoWithdrawal,
  referenceType: 'crypto_withdrawal',
  auditPrefix: 'crypto.withdrawal',
  codes: { wrongStatus: 'cryptoWithdrawal.wrongStatus', fourEyes: 'cryptoWithdrawal.fourEyes', holdsNotAcknowledged: 'cryptoWithdrawal.holdsNotAcknowledged' },
  rejectable: CRYPTO_WITHDRAWAL_REJECTABLE,
  failable: CRYPTO_WITHDRAWAL_FAILABLE,
  asset: (x) => x.coin,
  summary: (x) => ({ withdrawalNumber: x.withdrawalNumber, coin: x.coin, network: x.network.code, amount: x.amount, total: x.total }),
  decided: cryptoWithdrawalDecided,
  // The account must still be allowed to withdraw and the network still take withdrawals.
  checkApprovable: async (tx, x) => {
    await checkCanWithdraw(tx, await getCustomer(tx, x.customer.id));
    checkWithdrawalsOpen(await networkById(tx, x.network.id));
  },
  holdsMessage: (x) => `This withdrawal was held (${x.holdReasons.join(', ')}): acknowledge it to approve`,
});

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
  await lockCustomerForRequest(tx, body.customerId);
  const { customer, net, fee, tax, limits, holdReasons } = await checkRequest(tx, body);
  const networkFee = net.withdrawalFee;
  const total = addAmounts(body.amount, networkFee, fee, tax);
  const holdEntryId = await holdForWithdrawal(tx, { referenceType: 'crypto_withdrawal', referenceId: id, customerId: customer.id, asset: net.coin, total, actorId: postedBy(actor) });
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

/** Step one (maker): SUBMITTED -> PENDING_APPROVAL. */
export const submitCryptoWithdrawal = steps.submit;

/**
 * Step two (checker): PENDING_APPROVAL -> APPROVED, by another admin than the submitter. The
 * account must still be allowed to withdraw and the network still take withdrawals; held ones need
 * `acknowledgeHolds`. The wallet service hears of it (outbox).
 */
export const approveCryptoWithdrawal = steps.approve;

/** REJECTED with a reason, from SUBMITTED or PENDING_APPROVAL: held goes back to available. */
export const rejectCryptoWithdrawal = steps.reject;

/** The transaction failed (or was never broadcast): APPROVED or BROADCAST -> FAILED with a reason; held goes back to available. */
export const markCryptoWithdrawalFailed = steps.fail;

const wrongStatus = steps.wrongStatus;

/**
 * The wallet service broadcast it: APPROVED -> BROADCAST with its tx hash. The same hash again
 * answers the withdrawal as it is; another hash for it is a 409.
 */
export function reportCryptoWithdrawalBroadcast(db: Db, id: string, txHash: string, actor: Actor) {
  return steps.takeStep(
    db,
    id,
    async (tx, before) => {
      if (before.txHash !== null) {
        if (before.txHash === txHash) return true;
        throw conflictOn('txHash', 'cryptoWithdrawal.txHashMismatch', `This withdrawal was broadcast as ${before.txHash} already`);
      }
      if (before.status !== 'APPROVED') return false;
      const [taken] = await tx.select({ id: w.id }).from(w).where(and(eq(w.networkId, before.network.id), eq(w.txHash, txHash)));
      if (taken) throw conflictOn('txHash', 'cryptoWithdrawal.txHashMismatch', 'Another withdrawal was broadcast with this transaction hash');
      await tx.update(w).set({ status: 'BROADCAST', txHash, broadcastAt: sql`now()`, updatedAt: sql`now()` }).where(and(eq(w.id, id), eq(w.status, 'APPROVED')));
      await steps.audit(tx, actor, 'broadcast', before, { status: 'BROADCAST', txHash });
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
  const settleEntryId = await steps.postPayout(tx, before, { purpose: 'CRYPTO_WALLET', amount: addAmounts(before.amount, before.networkFee) }, before.txHash ?? undefined, actor);
  await tx.update(w).set({ status: 'SENT', confirmations, sentAt: sql`now()`, settleEntryId, updatedAt: sql`now()` }).where(and(eq(w.id, before.id), eq(w.status, 'BROADCAST')));
  await steps.audit(tx, actor, 'sent', before, { status: 'SENT', txHash: before.txHash, confirmations, ledgerEntryId: settleEntryId });
}

/** The broadcast transaction's confirmations: SENT when they reach the required count (once). */
export function recordCryptoWithdrawalConfirmations(db: Db, id: string, confirmations: number, actor: Actor) {
  return steps.takeStep(
    db,
    id,
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
  return steps.takeStep(
    db,
    id,
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
