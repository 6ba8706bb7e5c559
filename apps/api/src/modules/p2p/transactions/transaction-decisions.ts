import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { P2PTransaction } from '@exchange/contract/p2p/transactions';
import { type Actor, writeAudit } from '../../../platform/audit/write-audit.ts';
import type { Db, Tx } from '../../../platform/db/database.ts';
import { conflict, notFound } from '../../../platform/errors.ts';
import { getTransaction } from './transaction-queries.ts';
import { p2pTransactions as t } from './transaction-tables.ts';

type Decision = 'approve' | 'reject' | 'approveWithdrawal' | 'rejectWithdrawal';

/**
 * Runs one guarded state change: the UPDATE's WHERE holds the state it starts from, so of two
 * admins clicking at once exactly one changes the row; the other (and any repeat) gets 409.
 */
async function decide(
  db: Db,
  id: string,
  decision: Decision,
  actor: Actor,
  change: (tx: Tx, adminId: string) => Promise<{ id: string }[]>,
  refusal: (current: P2PTransaction) => string,
): Promise<P2PTransaction> {
  const adminId = actor.id;
  if (!adminId) throw new Error('decisions need a signed-in admin');
  await db.transaction(async (tx) => {
    const before = await getTransaction(tx, id);
    const changed = await change(tx, adminId);
    if (changed.length === 0) throw conflict(refusal(await getTransaction(tx, id)));
    const after = await getTransaction(tx, id);
    await writeAudit(tx, actor, {
      action: `p2p.transaction.${decision}`,
      outcome: 'SUCCESS',
      targetType: 'p2p_transaction',
      targetId: id,
      before: { status: before.status, withdrawalStatus: before.withdrawalStatus },
      after: { status: after.status, withdrawalStatus: after.withdrawalStatus, reason: after.rejectReason ?? after.withdrawalNote ?? undefined },
    });
  });
  return getTransaction(db, id);
}

const alreadyDecided = (current: P2PTransaction) => `This transaction is ${current.status.toLowerCase()} already`;

async function exists(db: Db, id: string) {
  const [row] = await db.select({ id: t.id }).from(t).where(eq(t.id, id));
  if (!row) throw notFound('Transaction');
}

export async function approveTransaction(db: Db, id: string, actor: Actor) {
  await exists(db, id);
  return decide(db, id, 'approve', actor, (tx, adminId) =>
    tx.update(t)
      .set({
        status: 'APPROVED',
        decidedBy: adminId,
        decidedAt: new Date(),
        // An approved SELL pays fiat out to the customer: that payout waits for its own approval.
        withdrawalStatus: sql`case when ${t.type} = 'SELL' then 'WITHDRAWAL_PENDING' else null end`,
      })
      .where(and(eq(t.id, id), eq(t.status, 'REQUESTED')))
      .returning({ id: t.id }),
  alreadyDecided);
}

export async function rejectTransaction(db: Db, id: string, reason: string, actor: Actor) {
  await exists(db, id);
  return decide(db, id, 'reject', actor, (tx, adminId) =>
    tx.update(t)
      .set({ status: 'REJECTED', rejectReason: reason, decidedBy: adminId, decidedAt: new Date() })
      .where(and(eq(t.id, id), eq(t.status, 'REQUESTED')))
      .returning({ id: t.id }),
  alreadyDecided);
}

function withdrawalRefusal(current: P2PTransaction) {
  if (current.withdrawalStatus === null) return 'This transaction has no withdrawal to decide (only an approved SELL has one)';
  if (current.withdrawalStatus !== 'WITHDRAWAL_PENDING') return `This withdrawal is ${current.withdrawalStatus === 'WITHDRAWAL_APPROVED' ? 'approved' : 'rejected'} already`;
  return 'Four-eyes rule: the admin who approved the transaction cannot also approve its withdrawal';
}

/** Maker-checker: the payout needs a second admin, not the one who approved the transaction. */
export async function approveWithdrawal(db: Db, id: string, notes: string | undefined, actor: Actor) {
  await exists(db, id);
  return decide(db, id, 'approveWithdrawal', actor, (tx, adminId) =>
    tx.update(t)
      .set({ withdrawalStatus: 'WITHDRAWAL_APPROVED', withdrawalNote: notes ?? null, withdrawalDecidedBy: adminId, withdrawalDecidedAt: new Date() })
      .where(and(eq(t.id, id), eq(t.withdrawalStatus, 'WITHDRAWAL_PENDING'), or(isNull(t.decidedBy), ne(t.decidedBy, adminId))))
      .returning({ id: t.id }),
  withdrawalRefusal);
}

export async function rejectWithdrawal(db: Db, id: string, reason: string, actor: Actor) {
  await exists(db, id);
  return decide(db, id, 'rejectWithdrawal', actor, (tx, adminId) =>
    tx.update(t)
      .set({ withdrawalStatus: 'WITHDRAWAL_REJECTED', withdrawalNote: reason, withdrawalDecidedBy: adminId, withdrawalDecidedAt: new Date() })
      .where(and(eq(t.id, id), eq(t.withdrawalStatus, 'WITHDRAWAL_PENDING')))
      .returning({ id: t.id }),
  withdrawalRefusal);
}
