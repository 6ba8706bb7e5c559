import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { P2PTransaction } from '@exchange/contract/p2p/transactions';
import { type Actor, writeAudit } from '../../../platform/audit/write-audit.ts';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { type AppError, conflict } from '../../../platform/errors.ts';
import { getTransaction } from './transaction-queries.ts';
import { p2pTransactions as t } from './transaction-tables.ts';

type Decision = 'approve' | 'reject' | 'approveWithdrawal' | 'rejectWithdrawal';

/** The state a decision starts from: its UPDATE's guard, and so the audit row's `before`. */
interface From {
  status: P2PTransaction['status'];
  withdrawalStatus: P2PTransaction['withdrawalStatus'];
}
const requested: From = { status: 'REQUESTED', withdrawalStatus: null };
const pendingWithdrawal: From = { status: 'APPROVED', withdrawalStatus: 'WITHDRAWAL_PENDING' };

const isIn = (id: string, from: From) =>
  and(eq(t.id, id), eq(t.status, from.status), from.withdrawalStatus === null ? isNull(t.withdrawalStatus) : eq(t.withdrawalStatus, from.withdrawalStatus));

/**
 * Runs one guarded state change: the UPDATE's WHERE holds the state it starts from, so of two
 * admins clicking at once exactly one changes the row; the other (and any repeat) gets 409, and an
 * unknown id 404, from the one read made when nothing changed. The answer is the row as this
 * transaction left it, read inside it.
 */
async function decide(
  db: Db,
  id: string,
  decision: Decision,
  from: From,
  actor: Actor,
  change: (tx: Tx, adminId: string) => Promise<{ id: string }[]>,
  refusal: (current: P2PTransaction) => AppError,
): Promise<P2PTransaction> {
  const adminId = actor.id;
  if (!adminId) throw new Error('decisions need a signed-in admin');
  return db.transaction(async (tx) => {
    const changed = await change(tx, adminId);
    if (changed.length === 0) throw refusal(await getTransaction(tx, id));
    const after = await getTransaction(tx, id);
    await writeAudit(tx, actor, {
      action: `p2p.transaction.${decision}`,
      outcome: 'SUCCESS',
      targetType: 'p2p_transaction',
      targetId: id,
      before: { status: from.status, withdrawalStatus: from.withdrawalStatus },
      after: { status: after.status, withdrawalStatus: after.withdrawalStatus, reason: after.rejectReason ?? after.withdrawalNote ?? undefined },
    });
    return after;
  });
}

const alreadyDecided = (current: P2PTransaction) =>
  conflict(current.status === 'REJECTED' ? 'transaction.alreadyRejected' : 'transaction.alreadyApproved', `This transaction is ${current.status.toLowerCase()} already`);

export function approveTransaction(db: Db, id: string, actor: Actor) {
  return decide(db, id, 'approve', requested, actor, (tx, adminId) =>
    tx.update(t)
      .set({
        status: 'APPROVED',
        decidedBy: adminId,
        decidedAt: new Date(),
        // An approved SELL pays fiat out to the customer: that payout waits for its own approval.
        withdrawalStatus: sql`case when ${t.type} = 'SELL' then 'WITHDRAWAL_PENDING' else null end`,
      })
      .where(isIn(id, requested))
      .returning({ id: t.id }),
  alreadyDecided);
}

export function rejectTransaction(db: Db, id: string, reason: string, actor: Actor) {
  return decide(db, id, 'reject', requested, actor, (tx, adminId) =>
    tx.update(t)
      .set({ status: 'REJECTED', rejectReason: reason, decidedBy: adminId, decidedAt: new Date() })
      .where(isIn(id, requested))
      .returning({ id: t.id }),
  alreadyDecided);
}

function withdrawalRefusal(current: P2PTransaction) {
  if (current.withdrawalStatus === null) return conflict('transaction.noWithdrawal', 'This transaction has no withdrawal to decide (only an approved SELL has one)');
  if (current.withdrawalStatus === 'WITHDRAWAL_APPROVED') return conflict('transaction.withdrawalAlreadyApproved', 'This withdrawal is approved already');
  if (current.withdrawalStatus === 'WITHDRAWAL_REJECTED') return conflict('transaction.withdrawalAlreadyRejected', 'This withdrawal is rejected already');
  return conflict('transaction.fourEyes', 'Four-eyes rule: the admin who approved the transaction cannot also approve its withdrawal');
}

/** Maker-checker: the payout needs a second admin, not the one who approved the transaction. */
export function approveWithdrawal(db: Db, id: string, notes: string | undefined, actor: Actor) {
  return decide(db, id, 'approveWithdrawal', pendingWithdrawal, actor, (tx, adminId) =>
    tx.update(t)
      .set({ withdrawalStatus: 'WITHDRAWAL_APPROVED', withdrawalNote: notes ?? null, withdrawalDecidedBy: adminId, withdrawalDecidedAt: new Date() })
      .where(and(isIn(id, pendingWithdrawal), or(isNull(t.decidedBy), ne(t.decidedBy, adminId))))
      .returning({ id: t.id }),
  withdrawalRefusal);
}

export function rejectWithdrawal(db: Db, id: string, reason: string, actor: Actor) {
  return decide(db, id, 'rejectWithdrawal', pendingWithdrawal, actor, (tx, adminId) =>
    tx.update(t)
      .set({ withdrawalStatus: 'WITHDRAWAL_REJECTED', withdrawalNote: reason, withdrawalDecidedBy: adminId, withdrawalDecidedAt: new Date() })
      .where(isIn(id, pendingWithdrawal))
      .returning({ id: t.id }),
  withdrawalRefusal);
}
