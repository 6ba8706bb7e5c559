import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { FIAT_WITHDRAWAL_REJECTABLE } from '@exchange/contract/fiat/fiat-statuses';
import type { CreateFiatWithdrawal, FiatWithdrawal } from '@exchange/contract/fiat/fiat-withdrawals';
import { type Actor, postedBy, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { getCustomer } from '../customers/customer-queries.ts';
import { quoteFees } from '../fees/quote-fees.ts';
import { holdForWithdrawal, lockCustomerForRequest, withdrawalSteps } from '../ledger/withdrawal-steps.ts';
import { addFiat } from './fiat-amounts.ts';
import { withdrawalDecided } from './fiat-events.ts';
import { fiatWithdrawals as w } from './fiat-tables.ts';
import { getFiatWithdrawal } from './fiat-withdrawal-queries.ts';
import { checkCanWithdraw, checkLimits, checkPayoutAccount } from './withdrawal-checks.ts';

/** The shared four-eyes steps over the fiat withdrawals. */
const steps = withdrawalSteps<FiatWithdrawal>({
  table: w,
  get: getFiatWithdrawal,
  referenceType: 'fiat_withdrawal',
  auditPrefix: 'fiat.withdrawal',
  codes: { wrongStatus: 'fiatWithdrawal.wrongStatus', fourEyes: 'fiatWithdrawal.fourEyes', holdsNotAcknowledged: 'fiatWithdrawal.holdsNotAcknowledged' },
  rejectable: FIAT_WITHDRAWAL_REJECTABLE,
  failable: ['APPROVED'],
  asset: (x) => x.currency,
  summary: (x) => ({ withdrawalNumber: x.withdrawalNumber, amount: x.amount, fee: x.fee, tax: x.tax, currency: x.currency }),
  decided: withdrawalDecided,
  checkApprovable: async (tx, x) => checkCanWithdraw(tx, await getCustomer(tx, x.customer.id)),
  holdsMessage: (x) => `This withdrawal is over the customer's limits (${x.holdReasons.join(', ')}): acknowledge it to approve`,
});

/**
 * A withdrawal request for a customer: refused when no money may leave the account (not ACTIVE,
 * withdrawals blocked, a country not allowed) or the bank account is not the customer's verified
 * one in that currency; held for judgement (hold reasons) when over a rolling limit. The amount,
 * its fee and its tax move from available to held at once, in the same transaction: not enough
 * available is a 409 from the ledger and nothing is written.
 */
export async function createFiatWithdrawal(db: Db, body: CreateFiatWithdrawal, actor: Actor): Promise<FiatWithdrawal> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await lockCustomerForRequest(tx, body.customerId);
    const customer = await getCustomer(tx, body.customerId);
    await checkCanWithdraw(tx, customer);
    await checkPayoutAccount(tx, customer.id, body.bankAccountId, body.currency);
    const { fee, tax } = await quoteFees(tx, { operation: 'FIAT_WITHDRAWAL', asset: body.currency, kycLevel: customer.kycLevel, amount: body.amount });
    const limits = await checkLimits(tx, customer, body.currency, body.amount);
    const total = addFiat(body.amount, fee, tax);
    const holdEntryId = await holdForWithdrawal(tx, { referenceType: 'fiat_withdrawal', referenceId: id, customerId: customer.id, asset: body.currency, total, actorId: postedBy(actor) });
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
      // null when a service account reports the customer's request through /platform
      requestedBy: actor.id,
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

/** Step one (maker): SUBMITTED -> PENDING_APPROVAL. */
export const submitFiatWithdrawal = steps.submit;

/**
 * Step two (checker): PENDING_APPROVAL -> APPROVED, by an admin other than the one who submitted
 * it. The account must still be allowed to withdraw, and a withdrawal held over a limit needs
 * `acknowledgeHolds`.
 */
export const approveFiatWithdrawal = steps.approve;

/** REJECTED with a reason, from SUBMITTED or PENDING_APPROVAL: the held money goes back to available. */
export const rejectFiatWithdrawal = steps.reject;

/** The bank refused the payout: APPROVED -> FAILED, with the reason; the held money goes back to available. */
export const markFiatWithdrawalFailed = steps.fail;

/**
 * The bank confirmed the payout: APPROVED -> SENT. The held money leaves: the amount to the bank
 * account, the fee and the tax to the exchange's FEES and TAXES accounts, in one journal entry.
 */
export function markFiatWithdrawalSent(db: Db, id: string, payoutReference: string, actor: Actor) {
  return steps.takeStep(
    db,
    id,
    async (tx, before) => {
      if (before.status !== 'APPROVED') return false;
      const settleEntryId = await steps.postPayout(tx, before, { purpose: 'BANK', amount: before.amount }, payoutReference, actor);
      const [changed] = await tx
        .update(w)
        .set({ status: 'SENT', payoutReference, sentBy: actor.id, sentAt: sql`now()`, settleEntryId, updatedAt: sql`now()` })
        .where(and(eq(w.id, id), eq(w.status, 'APPROVED')))
        .returning({ id: w.id });
      if (!changed) return false;
      await steps.audit(tx, actor, 'sent', before, { status: 'SENT', payoutReference, ledgerEntryId: settleEntryId });
      return true;
    },
    (now) => steps.wrongStatus(now, 'SENT', 'APPROVED'),
  );
}
