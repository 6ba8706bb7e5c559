import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { LEAN_DECIDABLE_STATUS, LEAN_REJECTABLE_STATUSES, LEAN_SECOND_APPROVAL_STATUS } from '@exchange/contract/lean/lean-statuses';
import type { LeanTransaction } from '@exchange/contract/lean/lean-transactions';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { type AppError, conflict } from '../../platform/errors.ts';
import { emitEvent } from '../integration/emit-event.ts';
import { customerAccount, exchangeAccount, move, postEntry } from '../ledger/post-entry.ts';
import { getLeanTransaction } from './lean-queries.ts';
import { leanTransactions as t } from './lean-tables.ts';

/**
 * - approve: the one approval of a deposit the customer paid, which credits it.
 * - approveFirst: the first approval of a third-party deposit; nothing is credited yet.
 * - approveSecond: the second approval of a third-party deposit, by another admin; it credits.
 * - reject: from either awaiting status.
 */
type Decision = 'approve' | 'approveFirst' | 'approveSecond' | 'reject';

/** Why a deposit does not take this decision now, in the operator's words, with its code. */
function refusal(current: LeanTransaction, decision: Decision, adminId: string): AppError {
  switch (current.status) {
    case 'PENDING':
      return conflict('lean.notConfirmed', 'This deposit is pending: LEAN has not confirmed that the money arrived, so it cannot be decided yet');
    case 'FAILED':
      return conflict('lean.failed', 'This deposit failed at the bank or LEAN: there is nothing to approve or reject');
    case 'APPROVED':
      return conflict('lean.alreadyApproved', 'This deposit is approved already');
    case 'REJECTED':
      return conflict('lean.alreadyRejected', 'This deposit is rejected already');
    case 'AWAITING_APPROVAL':
      return conflict('lean.firstApprovalMissing', 'This deposit has no first approval yet: approve it first');
    case 'AWAITING_SECOND_APPROVAL':
      return decision === 'approveSecond' && current.firstApproval?.by.id === adminId
        ? conflict('lean.fourEyes', 'Four-eyes rule: a third-party deposit is credited by a second admin, not by the one who gave the first approval')
        : conflict('lean.needsSecondApproval', 'This deposit has its first approval already: another admin gives the second one (POST /admin/lean/secondApproveTransaction)');
  }
}

type Changed = { id: string; customerId: string; amount: string; currency: string; status: string };
const returned = { id: t.id, customerId: t.customerId, amount: t.amount, currency: t.currency, status: t.status };

/**
 * One decision in one transaction: the guarded UPDATE (its WHERE holds the status it starts from,
 * and for a second approval that its admin is not the first approver), what it causes (the credit,
 * when it is the crediting approval) and the audit row commit together or not at all. Of two
 * operators deciding at once exactly one changes the row; the other gets 409 saying why.
 */
async function decide(
  db: Db,
  id: string,
  actor: Actor,
  decisionOf: (before: LeanTransaction) => Decision,
  change: (tx: Tx, adminId: string, decision: Decision) => Promise<Changed[]>,
): Promise<LeanTransaction> {
  const adminId = actor.id;
  if (!adminId) throw new Error('decisions need a signed-in admin');
  return db.transaction(async (tx) => {
    // Locked first: the kind of approval is chosen from the status this transaction will change.
    await tx.select({ id: t.id }).from(t).where(eq(t.id, id)).for('update');
    const before = await getLeanTransaction(tx, id);
    const decision = decisionOf(before);
    const [changed] = await change(tx, adminId, decision);
    if (!changed) throw refusal(await getLeanTransaction(tx, id), decision, adminId);
    const ledgerEntryId = changed.status === 'APPROVED'
      ? await postEntry(tx, {
          kind: 'LEAN_DEPOSIT',
          referenceType: 'lean_transaction',
          referenceId: changed.id,
          actorId: adminId,
          // The money arrived at the exchange's bank: from there to the customer's available balance.
          lines: move(exchangeAccount('BANK'), customerAccount(changed.customerId), changed.currency, changed.amount),
        })
      : undefined;
    const after = await getLeanTransaction(tx, id);
    if (ledgerEntryId) {
      await emitEvent(tx, { type: 'deposit.credited', subjectType: 'LEAN_DEPOSIT', subjectId: id, customerId: after.customer.id, data: { method: 'LEAN', currency: after.currency, amount: after.amount, ledgerEntryId } });
    }
    await writeAudit(tx, actor, {
      action: `lean.transaction.${decision}`,
      outcome: 'SUCCESS',
      targetType: 'lean_transaction',
      targetId: id,
      before: { status: before.status, firstApprovedBy: before.firstApproval?.by.id },
      after: {
        status: after.status,
        reason: (decision === 'approveFirst' ? after.firstApproval?.notes : after.decisionReason) ?? undefined,
        amount: after.amount,
        currency: after.currency,
        customerId: after.customer.id,
        payerNameMatches: after.payerNameMatches,
        firstApprovedBy: after.firstApproval?.by.id,
        ledgerEntryId,
      },
    });
    return after;
  });
}

const credited = (adminId: string, notes: string | undefined) =>
  ({ status: 'APPROVED', decisionReason: notes ?? null, decidedBy: adminId, decidedAt: sql`now()`, updatedAt: sql`now()` }) as const;

/**
 * The (first) approval, from AWAITING_APPROVAL. A deposit the customer paid is credited at once; a
 * third party's waits for a second admin (AWAITING_SECOND_APPROVAL), and nothing is credited yet.
 */
export function approveLeanTransaction(db: Db, id: string, notes: string | undefined, actor: Actor) {
  return decide(
    db,
    id,
    actor,
    (before) => (before.status === LEAN_DECIDABLE_STATUS && before.requiresSecondApproval ? 'approveFirst' : 'approve'),
    (tx, adminId, decision) =>
      tx
        .update(t)
        .set(
          decision === 'approveFirst'
            ? { status: LEAN_SECOND_APPROVAL_STATUS, firstApprovedBy: adminId, firstApprovedAt: sql`now()`, firstApprovalNotes: notes ?? null, updatedAt: sql`now()` }
            : credited(adminId, notes),
        )
        .where(and(eq(t.id, id), eq(t.status, LEAN_DECIDABLE_STATUS)))
        .returning(returned),
  );
}

/**
 * Four-eyes: the second approval of a third-party deposit credits the customer, and only an admin
 * other than the first approver may give it (the UPDATE's WHERE says so, and a CHECK constraint).
 */
export function secondApproveLeanTransaction(db: Db, id: string, notes: string | undefined, actor: Actor) {
  return decide(
    db,
    id,
    actor,
    () => 'approveSecond',
    (tx, adminId) =>
      tx
        .update(t)
        .set(credited(adminId, notes))
        .where(and(eq(t.id, id), eq(t.status, LEAN_SECOND_APPROVAL_STATUS), ne(t.firstApprovedBy, adminId)))
        .returning(returned),
  );
}

/** The money goes back to the payer outside this console; here the deposit is only closed. */
export function rejectLeanTransaction(db: Db, id: string, reason: string, actor: Actor) {
  return decide(
    db,
    id,
    actor,
    () => 'reject',
    (tx, adminId) =>
      tx
        .update(t)
        .set({ status: 'REJECTED', decisionReason: reason, decidedBy: adminId, decidedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(t.id, id), inArray(t.status, [...LEAN_REJECTABLE_STATUSES])))
        .returning(returned),
  );
}
