import { randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { FIAT_WITHDRAWAL_REJECTABLE, type FiatWithdrawalStatus } from '@exchange/contract/fiat/fiat-statuses';
import type { CreateFiatWithdrawal, FiatWithdrawal } from '@exchange/contract/fiat/fiat-withdrawals';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { conflict, fieldError } from '../../platform/errors.ts';
import { getCustomer } from '../customers/customer-queries.ts';
import { customers } from '../customers/customer-tables.ts';
import { quoteFees } from '../fees/quote-fees.ts';
import type { LedgerLineInput } from '../ledger/post-entry.ts';
import { postEntry } from '../ledger/post-entry.ts';
import { addFiat, isZeroFiat, negateFiat } from './fiat-amounts.ts';
import { fiatWithdrawals as w } from './fiat-tables.ts';
import { withdrawalDecided } from './fiat-events.ts';
import { getFiatWithdrawal } from './fiat-withdrawal-queries.ts';
import { checkCanWithdraw, checkLimits, checkPayoutAccount } from './withdrawal-checks.ts';

const adminOf = (actor: Actor) => {
  if (!actor.id) throw new Error('withdrawals are handled by a signed-in admin');
  return actor.id;
};

/**
 * Who records what the exchange reports (a customer's request, a payout's result): an admin, or a
 * service account through /platform. The admin column is then null and the journal names the
 * service account; the approvals stay with admins (adminOf).
 */
const reporterOf = (actor: Actor) => {
  if (actor.id) return { adminId: actor.id, ledgerActorId: actor.id };
  if (actor.serviceAccountId) return { adminId: null, ledgerActorId: actor.serviceAccountId };
  throw new Error('withdrawals are handled by a signed-in admin or a service account');
};

const customerLine = (x: FiatWithdrawal, bucket: 'AVAILABLE' | 'HELD', amount: string): LedgerLineInput => ({
  account: { owner: 'CUSTOMER', customerId: x.customer.id, bucket },
  asset: x.currency,
  amount,
});

async function auditStep(tx: Tx, actor: Actor, action: string, before: FiatWithdrawal, after: Record<string, unknown>) {
  await writeAudit(tx, actor, {
    action: `fiat.withdrawal.${action}`,
    outcome: 'SUCCESS',
    targetType: 'fiat_withdrawal',
    targetId: before.id,
    customerId: before.customer.id,
    before: { status: before.status },
    after: { withdrawalNumber: before.withdrawalNumber, amount: before.amount, fee: before.fee, tax: before.tax, currency: before.currency, ...after },
  });
}

/**
 * A withdrawal request for a customer: refused when no money may leave the account (not ACTIVE,
 * withdrawals blocked, a country not allowed) or the bank account is not the customer's verified
 * one in that currency; held for judgement (hold reasons) when over a rolling limit. The amount,
 * its fee and its tax move from available to held at once, in the same transaction: not enough
 * available is a 409 from the ledger and nothing is written.
 */
export async function createFiatWithdrawal(db: Db, body: CreateFiatWithdrawal, actor: Actor): Promise<FiatWithdrawal> {
  const { adminId, ledgerActorId } = reporterOf(actor);
  const id = randomUUID();
  await db.transaction(async (tx) => {
    // One request of a customer at a time: the rolling sums below see every earlier one. NO KEY
    // UPDATE, not UPDATE: a posting for this customer (a transfer, a reimbursement) checks its
    // foreign key to the customer after taking balance rows this request then waits for, and FOR
    // UPDATE would block that check: a deadlock (a 500 the property test found on PostgreSQL).
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, body.customerId)).for('no key update');
    const customer = await getCustomer(tx, body.customerId);
    await checkCanWithdraw(tx, customer);
    await checkPayoutAccount(tx, customer.id, body.bankAccountId, body.currency);
    const { fee, tax } = await quoteFees(tx, { operation: 'FIAT_WITHDRAWAL', asset: body.currency, kycLevel: customer.kycLevel, amount: body.amount });
    const limits = await checkLimits(tx, customer, body.currency, body.amount);
    const total = addFiat(body.amount, fee, tax);
    const holdEntryId = await postEntry(tx, {
      kind: 'WITHDRAWAL_HOLD',
      referenceType: 'fiat_withdrawal',
      referenceId: id,
      actorId: ledgerActorId,
      lines: [
        { account: { owner: 'CUSTOMER', customerId: customer.id, bucket: 'AVAILABLE' }, asset: body.currency, amount: negateFiat(total) },
        { account: { owner: 'CUSTOMER', customerId: customer.id, bucket: 'HELD' }, asset: body.currency, amount: total },
      ],
    });
    await tx.insert(w).values({
      id,
      customerId: customer.id,
      currency: body.currency,
      amount: body.amount,
      fee,
      tax,
      bankAccountId: body.bankAccountId,
      holdReasons: limits.holdReasons,
      limitPer24h: limits.per24h,
      used24h: limits.used24h,
      limitPer30d: limits.per30d,
      used30d: limits.used30d,
      requestedBy: adminId,
      note: body.note ?? null,
      holdEntryId,
    });
    const created = await getFiatWithdrawal(tx, id);
    await writeAudit(tx, actor, {
      action: 'fiat.withdrawal.create',
      outcome: 'SUCCESS',
      targetType: 'fiat_withdrawal',
      targetId: id,
      customerId: customer.id,
      after: { withdrawalNumber: created.withdrawalNumber, status: 'SUBMITTED', amount: body.amount, fee, tax, currency: body.currency, holdReasons: limits.holdReasons, ledgerEntryId: holdEntryId, note: body.note },
    });
  });
  return getFiatWithdrawal(db, id);
}

/**
 * One step in one transaction: the row is locked and read, `step` checks the status it starts
 * from, posts what the step moves and runs the guarded UPDATE (its WHERE holds that status too);
 * when the step did not happen, `refusal` says why from the row as it is and nothing is kept.
 * Of two admins at once exactly one takes the step; the other waits for the lock, then gets 409.
 */
async function takeStep<Who>(db: Db, id: string, who: Who, step: (tx: Tx, before: FiatWithdrawal, who: Who) => Promise<boolean>, refusal: (now: FiatWithdrawal, who: Who) => Error) {
  await db.transaction(async (tx) => {
    await tx.select({ id: w.id }).from(w).where(eq(w.id, id)).for('update');
    const before = await getFiatWithdrawal(tx, id);
    if (!(await step(tx, before, who))) throw refusal(await getFiatWithdrawal(tx, id), who);
  });
  return getFiatWithdrawal(db, id);
}

const wrongStatus = (now: FiatWithdrawal, target: FiatWithdrawalStatus, from: string) =>
  conflict('fiatWithdrawal.wrongStatus', `This withdrawal is ${now.status}: it can become ${target} only from ${from}`, { status: now.status, target });

/** Step one (maker): SUBMITTED -> PENDING_APPROVAL. */
export function submitFiatWithdrawal(db: Db, id: string, note: string | undefined, actor: Actor) {
  return takeStep(
    db,
    id,
    adminOf(actor),
    async (tx, before, adminId) => {
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
 * Step two (checker): PENDING_APPROVAL -> APPROVED, by an admin other than the one who submitted
 * it (the UPDATE's WHERE and a CHECK constraint both say so). The account must still be allowed to
 * withdraw, and a withdrawal held over a limit needs `acknowledgeHolds`.
 */
export function approveFiatWithdrawal(db: Db, id: string, body: { note?: string | undefined; acknowledgeHolds?: boolean | undefined }, actor: Actor) {
  return takeStep(
    db,
    id,
    adminOf(actor),
    async (tx, before, adminId) => {
      if (before.status === 'PENDING_APPROVAL' && before.submitted?.by.id !== adminId) {
        if (before.holdReasons.length > 0 && !body.acknowledgeHolds) {
          throw fieldError(400, 'acknowledgeHolds', 'fiatWithdrawal.holdsNotAcknowledged', `This withdrawal is over the customer's limits (${before.holdReasons.join(', ')}): acknowledge it to approve`);
        }
        await checkCanWithdraw(tx, await getCustomer(tx, before.customer.id));
      }
      const [changed] = await tx
        .update(w)
        .set({ status: 'APPROVED', approvedBy: adminId, approvedAt: sql`now()`, approveNote: body.note ?? null, updatedAt: sql`now()` })
        .where(and(eq(w.id, id), eq(w.status, 'PENDING_APPROVAL'), ne(w.submittedBy, adminId)))
        .returning({ id: w.id });
      if (!changed) return false;
      await withdrawalDecided(tx, 'withdrawal.approved', before);
      await auditStep(tx, actor, 'approve', before, { status: 'APPROVED', note: body.note, holdsAcknowledged: before.holdReasons.length > 0 ? true : undefined });
      return true;
    },
    (now, adminId) =>
      now.status === 'PENDING_APPROVAL' && now.submitted?.by.id === adminId
        ? conflict('fiatWithdrawal.fourEyes', 'Four-eyes rule: the admin who submitted a withdrawal for approval cannot approve it; another admin does')
        : wrongStatus(now, 'APPROVED', 'PENDING_APPROVAL'),
  );
}

const isOneOf = <T extends string>(value: string, values: readonly T[]): value is T => (values as readonly string[]).includes(value);

/**
 * Gives the held money back to available: a rejection or a failed payout (one of the two, never
 * both: the ledger posts a kind once per withdrawal).
 */
function release(tx: Tx, x: FiatWithdrawal, actorId: string) {
  return postEntry(tx, {
    kind: 'WITHDRAWAL_RELEASE',
    referenceType: 'fiat_withdrawal',
    referenceId: x.id,
    actorId,
    lines: [customerLine(x, 'HELD', negateFiat(x.total)), customerLine(x, 'AVAILABLE', x.total)],
  });
}

/** REJECTED with a reason, from SUBMITTED or PENDING_APPROVAL: the held money goes back to available. */
export function rejectFiatWithdrawal(db: Db, id: string, reason: string, actor: Actor) {
  return takeStep(
    db,
    id,
    adminOf(actor),
    async (tx, before, adminId) => {
      if (!isOneOf(before.status, FIAT_WITHDRAWAL_REJECTABLE)) return false;
      const settleEntryId = await release(tx, before, adminId);
      const [changed] = await tx
        .update(w)
        .set({ status: 'REJECTED', closedBy: adminId, closedAt: sql`now()`, closeReason: reason, settleEntryId, updatedAt: sql`now()` })
        .where(and(eq(w.id, id), inArray(w.status, [...FIAT_WITHDRAWAL_REJECTABLE])))
        .returning({ id: w.id });
      if (!changed) return false;
      await withdrawalDecided(tx, 'withdrawal.rejected', before, reason);
      await auditStep(tx, actor, 'reject', before, { status: 'REJECTED', reason, ledgerEntryId: settleEntryId });
      return true;
    },
    (now) => wrongStatus(now, 'REJECTED', 'SUBMITTED or PENDING_APPROVAL'),
  );
}

/**
 * The bank confirmed the payout: APPROVED -> SENT. The held money leaves: the amount to the bank
 * account, the fee and the tax to the exchange's FEES and TAXES accounts, in one journal entry.
 */
export function markFiatWithdrawalSent(db: Db, id: string, payoutReference: string, actor: Actor) {
  return takeStep(
    db,
    id,
    reporterOf(actor),
    async (tx, before, { adminId, ledgerActorId }) => {
      if (before.status !== 'APPROVED') return false;
      const lines: LedgerLineInput[] = [customerLine(before, 'HELD', negateFiat(before.total)), { account: { owner: 'EXCHANGE', purpose: 'BANK' }, asset: before.currency, amount: before.amount }];
      if (!isZeroFiat(before.fee)) lines.push({ account: { owner: 'EXCHANGE', purpose: 'FEES' }, asset: before.currency, amount: before.fee });
      if (!isZeroFiat(before.tax)) lines.push({ account: { owner: 'EXCHANGE', purpose: 'TAXES' }, asset: before.currency, amount: before.tax });
      const settleEntryId = await postEntry(tx, { kind: 'WITHDRAWAL_PAYOUT', referenceType: 'fiat_withdrawal', referenceId: id, memo: payoutReference, actorId: ledgerActorId, lines });
      const [changed] = await tx
        .update(w)
        .set({ status: 'SENT', payoutReference, sentBy: adminId, sentAt: sql`now()`, settleEntryId, updatedAt: sql`now()` })
        .where(and(eq(w.id, id), eq(w.status, 'APPROVED')))
        .returning({ id: w.id });
      if (!changed) return false;
      await auditStep(tx, actor, 'sent', before, { status: 'SENT', payoutReference, ledgerEntryId: settleEntryId });
      return true;
    },
    (now) => wrongStatus(now, 'SENT', 'APPROVED'),
  );
}

/** The bank refused the payout: APPROVED -> FAILED, with the reason; the held money goes back to available. */
export function markFiatWithdrawalFailed(db: Db, id: string, reason: string, actor: Actor) {
  return takeStep(
    db,
    id,
    reporterOf(actor),
    async (tx, before, { adminId, ledgerActorId }) => {
      if (before.status !== 'APPROVED') return false;
      const settleEntryId = await release(tx, before, ledgerActorId);
      const [changed] = await tx
        .update(w)
        .set({ status: 'FAILED', closedBy: adminId, closedAt: sql`now()`, closeReason: reason, settleEntryId, updatedAt: sql`now()` })
        .where(and(eq(w.id, id), eq(w.status, 'APPROVED')))
        .returning({ id: w.id });
      if (!changed) return false;
      await withdrawalDecided(tx, 'withdrawal.failed', before, reason);
      await auditStep(tx, actor, 'fail', before, { status: 'FAILED', reason, ledgerEntryId: settleEntryId });
      return true;
    },
    (now) => wrongStatus(now, 'FAILED', 'APPROVED'),
  );
}
