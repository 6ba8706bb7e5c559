import { and, eq, sql } from 'drizzle-orm';
import type { LeanTransaction } from '@exchange/contract/lean/lean-transactions';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { conflict } from '../../platform/errors.ts';
import { creditCustomer } from '../../platform/ledger/credit-customer.ts';
import { getLeanTransaction } from './lean-queries.ts';
import { leanTransactions as t } from './lean-tables.ts';

type Decision = 'approve' | 'reject';

/** Why a deposit that is not awaiting approval takes no decision, in the operator's words. */
function refusal(current: LeanTransaction): string {
  switch (current.status) {
    case 'PENDING':
      return 'This deposit is pending: LEAN has not confirmed that the money arrived, so it cannot be decided yet';
    case 'FAILED':
      return 'This deposit failed at the bank or LEAN: there is nothing to approve or reject';
    default:
      return `This deposit is ${current.status.toLowerCase()} already`;
  }
}

/**
 * One decision in one transaction: the guarded UPDATE (only from AWAITING_APPROVAL), what the
 * decision causes (the credit, for an approval) and the audit row commit together or not at all.
 * Of two operators deciding at once exactly one changes the row; the other gets 409.
 */
async function decide(
  db: Db,
  id: string,
  decision: Decision,
  actor: Actor,
  change: (tx: Tx, adminId: string) => Promise<{ id: string; customerId: string; amount: string; currency: string }[]>,
  effect: (tx: Tx, adminId: string, row: { id: string; customerId: string; amount: string; currency: string }) => Promise<string | undefined>,
): Promise<LeanTransaction> {
  const adminId = actor.id;
  if (!adminId) throw new Error('decisions need a signed-in admin');
  return db.transaction(async (tx) => {
    const before = await getLeanTransaction(tx, id);
    const [changed] = await change(tx, adminId);
    if (!changed) throw conflict(refusal(await getLeanTransaction(tx, id)));
    const ledgerEntryId = await effect(tx, adminId, changed);
    const after = await getLeanTransaction(tx, id);
    await writeAudit(tx, actor, {
      action: `lean.transaction.${decision}`,
      outcome: 'SUCCESS',
      targetType: 'lean_transaction',
      targetId: id,
      before: { status: before.status },
      after: {
        status: after.status,
        reason: after.decisionReason ?? undefined,
        amount: after.amount,
        currency: after.currency,
        customerId: after.customer.id,
        ledgerEntryId,
      },
    });
    return after;
  });
}

const returned = { id: t.id, customerId: t.customerId, amount: t.amount, currency: t.currency };

/** Approving is money: the customer's wallet is credited in the same transaction as the status change. */
export function approveLeanTransaction(db: Db, id: string, notes: string | undefined, actor: Actor) {
  return decide(
    db,
    id,
    'approve',
    actor,
    (tx, adminId) =>
      tx
        .update(t)
        .set({ status: 'APPROVED', decisionReason: notes ?? null, decidedBy: adminId, decidedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(t.id, id), eq(t.status, 'AWAITING_APPROVAL')))
        .returning(returned),
    (tx, adminId, row) =>
      creditCustomer(tx, { customerId: row.customerId, asset: row.currency, amount: row.amount, kind: 'LEAN_DEPOSIT', referenceId: row.id, adminId }),
  );
}

/** The money goes back to the payer outside this console; here the deposit is only closed. */
export function rejectLeanTransaction(db: Db, id: string, reason: string, actor: Actor) {
  return decide(
    db,
    id,
    'reject',
    actor,
    (tx, adminId) =>
      tx
        .update(t)
        .set({ status: 'REJECTED', decisionReason: reason, decidedBy: adminId, decidedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(t.id, id), eq(t.status, 'AWAITING_APPROVAL')))
        .returning(returned),
    async () => undefined,
  );
}
