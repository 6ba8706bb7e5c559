import { z } from 'zod';

/**
 * Customer due diligence of a remittance beneficiary. A new one waits in PENDING_REVIEW; the
 * reviewer approves it, rejects it, or asks the customer for more (INFO_REQUESTED, which comes back
 * to PENDING_REVIEW when the customer answers). APPROVED and REJECTED are final: a rejected
 * beneficiary is added again as a new one, so each decision keeps its own record.
 */
export const BENEFICIARY_STATUSES = ['PENDING_REVIEW', 'INFO_REQUESTED', 'APPROVED', 'REJECTED'] as const;
export const beneficiaryStatusSchema = z.enum(BENEFICIARY_STATUSES);
export type BeneficiaryStatus = z.infer<typeof beneficiaryStatusSchema>;

/** The statuses a reviewer may set, and from which statuses. */
export const BENEFICIARY_DECISIONS = ['APPROVED', 'REJECTED', 'INFO_REQUESTED'] as const;
export type BeneficiaryDecision = (typeof BENEFICIARY_DECISIONS)[number];
export const BENEFICIARY_DECIDABLE_FROM: Readonly<Record<BeneficiaryDecision, readonly BeneficiaryStatus[]>> = {
  APPROVED: ['PENDING_REVIEW', 'INFO_REQUESTED'],
  REJECTED: ['PENDING_REVIEW', 'INFO_REQUESTED'],
  INFO_REQUESTED: ['PENDING_REVIEW'],
};

export const BENEFICIARY_RISK_LEVELS = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type BeneficiaryRiskLevel = (typeof BENEFICIARY_RISK_LEVELS)[number];
