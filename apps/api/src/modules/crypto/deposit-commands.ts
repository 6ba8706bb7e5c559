import { and, eq, ne, sql } from 'drizzle-orm';
import type { CryptoDeposit, CryptoDepositConfirmations, ProposeCryptoDepositRecovery, ReportCryptoDeposit } from '@exchange/contract/crypto/crypto-deposits';
import { cryptoDepositConfirmationsSchema, proposeCryptoDepositRecoverySchema, reportCryptoDepositSchema } from '@exchange/contract/crypto/crypto-deposits';
import { type Actor, adminOf, postedBy, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { conflict, conflictOn, notFound } from '../../platform/errors.ts';
import { getCustomer } from '../customers/customer-queries.ts';
import { customerAccount, exchangeAccount, move, postEntry } from '../ledger/post-entry.ts';
import { toUnits } from '../ledger/ledger-amounts.ts';
import { exchangeWalletAt } from './address-checks.ts';
import { cryptoDepositCredited } from './crypto-events.ts';
import { belowMinimum, checkAmountOf, checkDepositsOpen, networkOf, trimAmount, type NetworkSettings } from './crypto-network-rules.ts';
import { cryptoDeposits as d } from './crypto-tables.ts';
import { getCryptoDeposit } from './deposit-queries.ts';

/** The live deposit of this output of a transaction (not a rejected recovery), locked for the caller's transaction. */
async function lockOutput(tx: Tx, networkId: string, txHash: string, outputIndex: number) {
  const [row] = await tx
    .select({ id: d.id })
    .from(d)
    .where(and(eq(d.networkId, networkId), eq(d.txHash, txHash), eq(d.outputIndex, outputIndex), ne(d.status, 'REJECTED')))
    .for('update');
  return row;
}

/**
 * Credits the deposit to the customer's available balance, once: one journal entry (the exchange's
 * CRYPTO_WALLET to the customer), the guarded status change, the outbox event and the audit row, in
 * the caller's transaction. The ledger posts CRYPTO_DEPOSIT once per deposit, so even a second
 * caller past the status guard could not credit twice.
 */
async function credit(tx: Tx, before: CryptoDeposit, actor: Actor, decision?: { adminId: string; note?: string | undefined }) {
  const ledgerEntryId = await postEntry(tx, {
    kind: 'CRYPTO_DEPOSIT',
    referenceType: 'crypto_deposit',
    referenceId: before.id,
    memo: `${before.coin} ${before.network.code} ${before.txHash}:${before.outputIndex}`,
    actorId: decision?.adminId ?? postedBy(actor),
    lines: move(exchangeAccount('CRYPTO_WALLET'), customerAccount(before.customer.id), before.coin, before.amount),
  });
  const [changed] = await tx
    .update(d)
    .set({
      status: 'CREDITED',
      ledgerEntryId,
      creditedAt: sql`now()`,
      updatedAt: sql`now()`,
      ...(decision ? { decidedBy: decision.adminId, decidedAt: sql`now()` } : {}),
    })
    .where(and(eq(d.id, before.id), eq(d.status, before.status)))
    .returning({ id: d.id });
  if (!changed) throw new Error(`crypto deposit ${before.id} changed under its lock`);
  await cryptoDepositCredited(tx, before, ledgerEntryId);
  await writeAudit(tx, actor, {
    action: decision ? 'crypto.deposit.approve_recovery' : 'crypto.deposit.credit',
    outcome: 'SUCCESS',
    targetType: 'crypto_deposit',
    targetId: before.id,
    customerId: before.customer.id,
    before: { status: before.status },
    after: { status: 'CREDITED', depositNumber: before.depositNumber, coin: before.coin, network: before.network.code, amount: before.amount, txHash: before.txHash, confirmations: before.confirmations, ledgerEntryId, note: decision?.note },
  });
}

/** Raises the deposit's confirmations (never lowers them) and credits it when they reach its required count. */
async function applyConfirmations(tx: Tx, id: string, confirmations: number, actor: Actor) {
  const before = await getCryptoDeposit(tx, id);
  if (confirmations <= before.confirmations) return;
  await tx.update(d).set({ confirmations, updatedAt: sql`now()` }).where(eq(d.id, id));
  if (before.status === 'PENDING_CONFIRMATIONS' && confirmations >= before.requiredConfirmations) {
    await credit(tx, { ...before, confirmations }, actor);
  }
}

const sameReport = (known: CryptoDeposit, input: { customerId: string; address: string; amount: string }) =>
  known.customer.id === input.customerId && known.address.toLowerCase() === input.address.toLowerCase() && toUnits(known.amount) === toUnits(input.amount);

function refuseExchangeAddress(): never {
  throw conflictOn('address', 'cryptoDeposit.exchangeAddress', "This address is one of the exchange's own wallets (FEX Whitelist): a transfer to it is not a customer deposit");
}

async function checkNewDeposit(tx: Tx, net: NetworkSettings, input: { customerId: string; address: string; amount: string }) {
  checkDepositsOpen(net);
  checkAmountOf(net, input.amount);
  if (await exchangeWalletAt(tx, net.id, input.address)) refuseExchangeAddress();
  if (belowMinimum(input.amount, net.minDeposit)) {
    throw conflictOn('amount', 'crypto.belowMinimum', `The smallest deposit of ${net.coin} on ${net.code} is ${trimAmount(net.minDeposit)}`, { min: trimAmount(net.minDeposit), asset: net.coin });
  }
  await getCustomer(tx, input.customerId);
}

/**
 * The wallet service saw a transfer to a customer's deposit address. Idempotent on (network, tx
 * hash, output index): the same report again answers the deposit as it is (raising its
 * confirmations if the report has more); a report of the same output with another customer,
 * address or amount is a 409. A new report is refused (409, with the reason) while the coin is
 * inactive or the network's deposits are off, below the network's minimum deposit, or to one of the
 * exchange's own wallets. Credited at once when it comes with the required confirmations.
 * Works for an integration call (actor without an admin id).
 */
export async function reportCryptoDeposit(db: Db, input: ReportCryptoDeposit, actor: Actor): Promise<CryptoDeposit> {
  const report = reportCryptoDepositSchema.parse(input);
  const id = await db.transaction(async (tx) => {
    const net = await networkOf(tx, report);
    const known = await lockOutput(tx, net.id, report.txHash, report.outputIndex);
    if (!known) {
      await checkNewDeposit(tx, net, report);
      // Two reports at once: ON CONFLICT waits for the other's insert and then inserts nothing.
      const [made] = await tx
        .insert(d)
        .values({
          customerId: report.customerId,
          networkId: net.id,
          coin: net.coin,
          address: report.address,
          txHash: report.txHash,
          outputIndex: report.outputIndex,
          amount: report.amount,
          confirmations: 0,
          requiredConfirmations: net.requiredConfirmations,
          status: 'PENDING_CONFIRMATIONS',
          source: 'REPORTED',
        })
        .onConflictDoNothing({ target: [d.networkId, d.txHash, d.outputIndex], where: sql`${d.status} <> 'REJECTED'` })
        .returning({ id: d.id });
      if (made) {
        const created = await getCryptoDeposit(tx, made.id);
        await writeAudit(tx, actor, {
          action: 'crypto.deposit.report',
          outcome: 'SUCCESS',
          targetType: 'crypto_deposit',
          targetId: made.id,
          customerId: report.customerId,
          after: { depositNumber: created.depositNumber, status: created.status, coin: net.coin, network: net.code, address: report.address, txHash: report.txHash, outputIndex: report.outputIndex, amount: created.amount, requiredConfirmations: net.requiredConfirmations },
        });
        await applyConfirmations(tx, made.id, report.confirmations, actor);
        return made.id;
      }
    }
    const raced = known ?? (await lockOutput(tx, net.id, report.txHash, report.outputIndex));
    if (!raced) throw new Error('a crypto deposit that blocked an insert is gone');
    const existing = await getCryptoDeposit(tx, raced.id);
    if (!sameReport(existing, report)) {
      throw conflict('cryptoDeposit.conflictingReport', `Deposit ${existing.depositNumber} of this transaction output has another customer, address or amount`);
    }
    if (existing.status === 'PENDING_CONFIRMATIONS') await applyConfirmations(tx, existing.id, report.confirmations, actor);
    return existing.id;
  });
  return getCryptoDeposit(db, id);
}

/**
 * The deposit's confirmations now, from the wallet service: credited to available exactly once,
 * when they first reach its required count (repeated and racing reports included: the row lock
 * orders them, the status guard and the ledger's once-per-deposit entry keep the credit single).
 */
export async function recordCryptoDepositConfirmations(db: Db, input: CryptoDepositConfirmations, actor: Actor): Promise<CryptoDeposit> {
  const report = cryptoDepositConfirmationsSchema.parse(input);
  const id = await db.transaction(async (tx) => {
    const net = await networkOf(tx, report);
    const known = await lockOutput(tx, net.id, report.txHash, report.outputIndex);
    if (!known) throw notFound('cryptoDeposit.notFound', 'Deposit');
    await applyConfirmations(tx, known.id, report.confirmations, actor);
    return known.id;
  });
  return getCryptoDeposit(db, id);
}

/**
 * An admin recovers a deposit the wallet service missed (seen on the explorer): it waits in
 * RECOVERY_PENDING for another admin. Refused when the output is known already (reported or being
 * recovered), to one of the exchange's wallets, or while the coin or its network's deposits are off.
 */
export async function proposeCryptoDepositRecovery(db: Db, input: ProposeCryptoDepositRecovery, actor: Actor): Promise<CryptoDeposit> {
  const body = proposeCryptoDepositRecoverySchema.parse(input);
  const adminId = adminOf(actor);
  const id = await db.transaction(async (tx) => {
    const net = await networkOf(tx, body);
    const known = await lockOutput(tx, net.id, body.txHash, body.outputIndex);
    const alreadyKnown = async (knownId: string) => {
      const existing = await getCryptoDeposit(tx, knownId);
      return conflictOn('txHash', 'cryptoDeposit.alreadyKnown', `This transaction output is deposit ${existing.depositNumber} already (${existing.status})`, { status: existing.status });
    };
    if (known) throw await alreadyKnown(known.id);
    await checkNewDeposit(tx, net, body);
    const [made] = await tx
      .insert(d)
      .values({
        customerId: body.customerId,
        networkId: net.id,
        coin: net.coin,
        address: body.address,
        txHash: body.txHash,
        outputIndex: body.outputIndex,
        amount: body.amount,
        // The proposer checked the transaction on the explorer: it is final.
        confirmations: net.requiredConfirmations,
        requiredConfirmations: net.requiredConfirmations,
        status: 'RECOVERY_PENDING',
        source: 'RECOVERED',
        proposedBy: adminId,
        note: body.note,
      })
      .onConflictDoNothing({ target: [d.networkId, d.txHash, d.outputIndex], where: sql`${d.status} <> 'REJECTED'` })
      .returning({ id: d.id });
    if (!made) {
      const raced = await lockOutput(tx, net.id, body.txHash, body.outputIndex);
      throw raced ? await alreadyKnown(raced.id) : new Error('a crypto deposit that blocked an insert is gone');
    }
    const created = await getCryptoDeposit(tx, made.id);
    await writeAudit(tx, actor, {
      action: 'crypto.deposit.propose_recovery',
      outcome: 'SUCCESS',
      targetType: 'crypto_deposit',
      targetId: made.id,
      customerId: body.customerId,
      after: { depositNumber: created.depositNumber, status: 'RECOVERY_PENDING', coin: net.coin, network: net.code, address: body.address, txHash: body.txHash, outputIndex: body.outputIndex, amount: created.amount, note: body.note },
    });
    return made.id;
  });
  return getCryptoDeposit(db, id);
}

async function decideRecovery(db: Db, id: string, actor: Actor, decide: (tx: Tx, before: CryptoDeposit, adminId: string) => Promise<void>) {
  const adminId = adminOf(actor);
  await db.transaction(async (tx) => {
    await tx.select({ id: d.id }).from(d).where(eq(d.id, id)).for('update');
    const before = await getCryptoDeposit(tx, id);
    if (before.status !== 'RECOVERY_PENDING') {
      throw conflict('cryptoDeposit.wrongStatus', `This deposit is ${before.status}: only a recovery waiting for approval can be decided`, { status: before.status, target: 'CREDITED' });
    }
    await decide(tx, before, adminId);
  });
  return getCryptoDeposit(db, id);
}

/** The checker: another admin than the proposer credits the recovered deposit (four-eyes, in the API and a CHECK). */
export function approveCryptoDepositRecovery(db: Db, id: string, note: string | undefined, actor: Actor) {
  return decideRecovery(db, id, actor, async (tx, before, adminId) => {
    if (before.proposedBy?.id === adminId) throw conflict('cryptoDeposit.fourEyes', 'Four-eyes rule: the admin who proposed a recovery cannot approve it; another admin does');
    await credit(tx, before, actor, { adminId, note });
  });
}

/** Rejects a recovery with a reason: nothing is credited, and the output may be recovered again, corrected. */
export function rejectCryptoDepositRecovery(db: Db, id: string, reason: string, actor: Actor) {
  return decideRecovery(db, id, actor, async (tx, before, adminId) => {
    await tx
      .update(d)
      .set({ status: 'REJECTED', rejectReason: reason, decidedBy: adminId, decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(d.id, id), eq(d.status, 'RECOVERY_PENDING')));
    await writeAudit(tx, actor, {
      action: 'crypto.deposit.reject_recovery',
      outcome: 'SUCCESS',
      targetType: 'crypto_deposit',
      targetId: id,
      customerId: before.customer.id,
      before: { status: before.status },
      after: { status: 'REJECTED', depositNumber: before.depositNumber, reason },
    });
  });
}
