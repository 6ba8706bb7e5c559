import { and, eq } from 'drizzle-orm';
import { DISPUTE_TRANSITIONS, FINAL_DISPUTE_STATUSES, type DisputeStatus, type UpdateDisputeStatus } from '@exchange/contract/p2p/disputes';
import { type Actor, writeAudit } from '../../../platform/audit/write-audit.ts';
import type { Db, Tx } from '../../../platform/db/database.ts';
import type { AuthenticatedAdmin } from '../../../platform/http/route-access.ts';
import { conflict, forbidden, notFound } from '../../../platform/errors.ts';
import { admins } from '../../auth/auth-tables.ts';
import { p2pOrders } from '../orders/order-tables.ts';
import { getDispute, getDisputeDetail } from './dispute-queries.ts';
import { disputeNotes, orderDisputes as d } from './dispute-tables.ts';

/** What a final dispute status does to its order. */
const ORDER_OUTCOME: Partial<Record<DisputeStatus, { status: string; completed: boolean }>> = {
  RESOLVED_BUYER: { status: 'COMPLETED', completed: true }, // crypto released to the buyer
  RESOLVED_SELLER: { status: 'CANCELLED', completed: false }, // crypto back to the seller
  CANCELLED: { status: 'PAID', completed: false }, // complaint withdrawn: the trade goes on
};

async function appendNote(tx: Tx, disputeId: string, authorId: string, body: string) {
  await tx.insert(disputeNotes).values({ disputeId, authorId, body });
}

export async function updateDisputeStatus(db: Db, slaMs: number, orderNumber: string, body: UpdateDisputeStatus, admin: AuthenticatedAdmin, actor: Actor) {
  const isFinal = FINAL_DISPUTE_STATUSES.includes(body.status);
  if (isFinal && !admin.policies.includes('p2p.disputes.resolve')) throw forbidden('access.policyRequired', 'Resolving a dispute moves money: you need the p2p.disputes.resolve policy', { policy: 'p2p.disputes.resolve' });
  return db.transaction(async (tx) => {
    const current = await getDispute(tx, orderNumber, slaMs);
    if (!DISPUTE_TRANSITIONS[current.status].includes(body.status)) {
      throw conflict('dispute.wrongTransition', `A dispute that is ${current.status} cannot become ${body.status}`, { status: current.status, target: body.status });
    }
    const now = new Date();
    const changed = await tx
      .update(d)
      .set({
        status: body.status,
        updatedAt: now,
        ...(isFinal ? { reasonCode: body.reasonCode, resolvedBy: admin.id, resolvedAt: now } : {}),
        // Whoever takes a dispute into review owns it unless someone already does.
        ...(body.status === 'IN_REVIEW' && !current.assigneeId ? { assigneeId: admin.id } : {}),
      })
      .where(and(eq(d.id, current.id), eq(d.status, current.status)))
      .returning({ id: d.id });
    if (changed.length === 0) throw conflict('dispute.changedMeanwhile', 'Another admin changed this dispute at the same moment: reload it');
    const outcome = ORDER_OUTCOME[body.status];
    if (outcome) {
      const moved = await tx
        .update(p2pOrders)
        .set({ status: outcome.status, ...(outcome.completed ? { completedAt: now } : {}) })
        .where(and(eq(p2pOrders.orderNumber, orderNumber), eq(p2pOrders.status, 'DISPUTED')))
        .returning({ id: p2pOrders.id });
      if (moved.length === 0) throw conflict('dispute.orderNotDisputed', 'The order of this dispute is no longer in dispute');
    }
    if (body.notes) await appendNote(tx, current.id, admin.id, body.notes);
    await writeAudit(tx, actor, {
      action: isFinal ? 'p2p.dispute.resolve' : 'p2p.dispute.status',
      outcome: 'SUCCESS',
      targetType: 'order_dispute',
      targetId: orderNumber,
      before: { status: current.status },
      after: { status: body.status, reasonCode: body.reasonCode, orderStatus: outcome?.status },
    });
    return getDisputeDetail(tx, orderNumber, slaMs);
  });
}

export async function changeDisputeAssignee(db: Db, slaMs: number, orderNumber: string, targetAdminId: string, actor: Actor) {
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ id: admins.id, isActive: admins.isActive }).from(admins).where(eq(admins.id, targetAdminId));
    if (!target || !target.isActive) throw notFound('dispute.assigneeNotFound', 'Active admin');
    const current = await getDispute(tx, orderNumber, slaMs);
    if (FINAL_DISPUTE_STATUSES.includes(current.status)) throw conflict('dispute.closed', 'A closed dispute cannot be reassigned');
    const changed = await tx
      .update(d)
      .set({ assigneeId: targetAdminId, updatedAt: new Date() })
      .where(and(eq(d.id, current.id), eq(d.status, current.status)))
      .returning({ id: d.id });
    if (changed.length === 0) throw conflict('dispute.changedMeanwhile', 'Another admin changed this dispute at the same moment: reload it');
    await writeAudit(tx, actor, {
      action: 'p2p.dispute.assign',
      outcome: 'SUCCESS',
      targetType: 'order_dispute',
      targetId: orderNumber,
      before: { assigneeId: current.assigneeId },
      after: { assigneeId: targetAdminId },
    });
    return getDisputeDetail(tx, orderNumber, slaMs);
  });
}

export async function addDisputeNote(db: Db, slaMs: number, orderNumber: string, body: string, admin: AuthenticatedAdmin, actor: Actor) {
  return db.transaction(async (tx) => {
    const current = await getDispute(tx, orderNumber, slaMs);
    await appendNote(tx, current.id, admin.id, body);
    await writeAudit(tx, actor, { action: 'p2p.dispute.note', outcome: 'SUCCESS', targetType: 'order_dispute', targetId: orderNumber, after: { length: body.length } });
    return getDisputeDetail(tx, orderNumber, slaMs);
  });
}
