import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { KycStatus } from '@exchange/contract/kyc/kyc-levels';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { approveKycRequestSchema, KycRequest, rejectKycRequestSchema } from '@exchange/contract/kyc/kyc-requests';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { customers } from '../customers/customer-tables.ts';
import { emitEvent } from '../integration/emit-event.ts';
import { getKycRequest } from './kyc-queries.ts';
import { kycRequests as r } from './kyc-tables.ts';

function adminOf(actor: Actor): string {
  if (!actor.id) throw new Error('KYC decisions need a signed-in admin');
  return actor.id;
}

const readable = (status: string) => status.toLowerCase().replaceAll('_', ' ');

/** The 409 of a guarded UPDATE that found the request in another status (someone else was first). */
async function refusal(tx: Tx, id: string, from: KycStatus, target: KycStatus): Promise<never> {
  const [row] = await tx.select({ status: r.status }).from(r).where(eq(r.id, id));
  if (!row) throw notFound('kycRequest.notFound', 'KYC request');
  throw conflict('kycRequest.wrongStatus', `This KYC request is ${readable(row.status)}: it cannot be set to ${readable(target)} (only from ${readable(from)})`, {
    status: row.status,
    target,
  });
}

/**
 * The customer's KYC status is its latest request's status: written only when no later request
 * of the customer exists. An approval raises the level (never lowers it: an approved proof of
 * address does not undo an identity already proven, and the reverse keeps level 3).
 */
async function updateCustomer(tx: Tx, request: { id: string; customerId: string; submittedAt: Date; level: number }, status: KycStatus, approve: boolean) {
  const [before] = await tx.select({ kycLevel: customers.kycLevel, kycStatus: customers.kycStatus }).from(customers).where(eq(customers.id, request.customerId)).for('update');
  const isLatest = sql`not exists (select 1 from ${r} later where later.customer_id = ${request.customerId} and (later.submitted_at, later.id) > (${request.submittedAt.toISOString()}::timestamptz, ${request.id}::uuid))`;
  const [after] = await tx
    .update(customers)
    .set({
      kycStatus: sql`case when ${isLatest} then ${status} else ${customers.kycStatus} end`,
      ...(approve ? { kycLevel: sql`greatest(${customers.kycLevel}, ${request.level})` } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(customers.id, request.customerId))
    .returning({ kycLevel: customers.kycLevel, kycStatus: customers.kycStatus });
  return { before: before ?? null, after: after ?? null };
}

interface Transition {
  id: string;
  from: KycStatus;
  to: KycStatus;
  action: string;
  set: PgUpdateSetSource<typeof r>;
  actor: Actor;
  /** What the audit row adds to the new status. */
  detail?: Record<string, unknown>;
}

/** One guarded step: the request's UPDATE, the customer's KYC status (and level), the audit row, together. */
async function transition(db: Db, t: Transition): Promise<KycRequest> {
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(r)
      .set({ ...t.set, status: t.to, updatedAt: sql`now()` })
      .where(and(eq(r.id, t.id), eq(r.status, t.from)))
      .returning({ id: r.id, customerId: r.customerId, submittedAt: r.submittedAt, level: r.level, reviewerId: r.reviewerId });
    if (!changed) return refusal(tx, t.id, t.from, t.to);
    const customer = await updateCustomer(tx, changed, t.to, t.to === 'APPROVED');
    if (t.to === 'APPROVED') {
      await emitEvent(tx, { type: 'kyc.approved', subjectType: 'KYC_REQUEST', subjectId: t.id, customerId: changed.customerId, data: { level: changed.level, customerKycLevel: customer.after?.kycLevel } });
    }
    await writeAudit(tx, t.actor, {
      action: t.action,
      outcome: 'SUCCESS',
      targetType: 'kyc_request',
      targetId: t.id,
      customerId: changed.customerId,
      before: { status: t.from, customerKycLevel: customer.before?.kycLevel, customerKycStatus: customer.before?.kycStatus },
      after: { status: t.to, level: changed.level, reviewerId: changed.reviewerId, customerKycLevel: customer.after?.kycLevel, customerKycStatus: customer.after?.kycStatus, ...t.detail },
    });
  });
  return getKycRequest(db, t.id);
}

/** "Assign to me": a waiting request becomes this admin's review (SUBMITTED -> IN_REVIEW). */
export function assignKycRequest(db: Db, id: string, actor: Actor) {
  const adminId = adminOf(actor);
  return transition(db, { id, from: 'SUBMITTED', to: 'IN_REVIEW', action: 'kyc.request.assign', set: { reviewerId: adminId, assignedAt: sql`now()` }, actor });
}

/** Approve a request under review: the customer reaches its level. */
export function approveKycRequest(db: Db, id: string, body: z.infer<typeof approveKycRequestSchema>, actor: Actor) {
  const adminId = adminOf(actor);
  const note = body.note || null;
  return transition(db, {
    id, from: 'IN_REVIEW', to: 'APPROVED', action: 'kyc.request.approve', actor,
    set: { decidedBy: adminId, decidedAt: sql`now()`, decisionNote: note },
    detail: note ? { note } : {},
  });
}

/** Reject a request under review: FINAL (REJECTED) or RETRY (RESUBMISSION_REQUESTED, naming what to fix). */
export function rejectKycRequest(db: Db, id: string, body: z.infer<typeof rejectKycRequestSchema>, actor: Actor) {
  const adminId = adminOf(actor);
  const to: KycStatus = body.type === 'RETRY' ? 'RESUBMISSION_REQUESTED' : 'REJECTED';
  const rejection = { rejectionType: body.type, rejectionReason: body.reason, retryItems: body.retryItems, rejectionComment: body.comment || null };
  return transition(db, {
    id, from: 'IN_REVIEW', to, action: body.type === 'RETRY' ? 'kyc.request.request_resubmission' : 'kyc.request.reject', actor,
    set: { decidedBy: adminId, decidedAt: sql`now()`, ...rejection },
    detail: { type: body.type, reason: body.reason, retryItems: body.retryItems, comment: rejection.rejectionComment },
  });
}

