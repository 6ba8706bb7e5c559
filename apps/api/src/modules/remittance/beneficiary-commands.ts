import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Beneficiary } from '@exchange/contract/remittance/beneficiaries';
import { BENEFICIARY_DECIDABLE_FROM, type BeneficiaryDecision } from '@exchange/contract/remittance/beneficiary-statuses';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { badField, conflict } from '../../platform/errors.ts';
import { getBeneficiary } from './beneficiary-queries.ts';
import { remittanceBeneficiaries as b } from './remittance-tables.ts';

export interface BeneficiaryReview {
  beneficiaryId: string;
  status: BeneficiaryDecision;
  reason?: string | undefined;
}

const auditAction: Record<BeneficiaryDecision, string> = {
  APPROVED: 'remittance.beneficiary.approve',
  REJECTED: 'remittance.beneficiary.reject',
  INFO_REQUESTED: 'remittance.beneficiary.request_info',
};

const readable = (status: string) => status.toLowerCase().replaceAll('_', ' ');

/**
 * One review decision, in one transaction: the UPDATE's WHERE holds the statuses the decision may
 * start from, so of two reviewers deciding at once exactly one changes the row and the other gets
 * 409 naming the status it found.
 */
export async function reviewBeneficiary(db: Db, review: BeneficiaryReview, actor: Actor): Promise<Beneficiary> {
  const adminId = actor.id;
  if (!adminId) throw new Error('reviews need a signed-in admin');
  const reason = review.reason ?? null;
  // The row as committed is read inside the transaction: no second read after it.
  return db.transaction(async (tx) => {
    const before = await getBeneficiary(tx, review.beneficiaryId);
    // The risk level never changes, so this check cannot race with another review.
    if (review.status === 'APPROVED' && before.riskLevel === 'HIGH' && reason === null) {
      throw badField('reason', 'beneficiary.reasonRequiredHighRisk', 'is required to approve a HIGH-risk beneficiary: say what the enhanced due diligence found');
    }
    const from = BENEFICIARY_DECIDABLE_FROM[review.status];
    const changed = await tx
      .update(b)
      .set({ status: review.status, reviewReason: reason, reviewedBy: adminId, reviewedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(b.id, review.beneficiaryId), inArray(b.status, [...from])))
      .returning({ id: b.id });
    if (changed.length === 0) {
      const current = await getBeneficiary(tx, review.beneficiaryId);
      throw conflict('beneficiary.wrongStatus', `This beneficiary is ${readable(current.status)}: it cannot be set to ${readable(review.status)} (only from ${from.map(readable).join(' or ')})`, {
        status: current.status,
        target: review.status,
      });
    }
    const after = await getBeneficiary(tx, review.beneficiaryId);
    await writeAudit(tx, actor, {
      action: auditAction[review.status],
      outcome: 'SUCCESS',
      targetType: 'remittance_beneficiary',
      targetId: review.beneficiaryId,
      before: { status: before.status, reviewReason: before.reviewReason, reviewedBy: before.reviewedBy?.id ?? null },
      after: { status: after.status, reviewReason: after.reviewReason, reviewedBy: adminId, riskLevel: after.riskLevel },
    });
    return after;
  });
}
