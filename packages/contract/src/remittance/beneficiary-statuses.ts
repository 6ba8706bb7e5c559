// Without zod, so the console can import the lists and the review rules for the price of the values.

/**
 * Customer due diligence of a remittance beneficiary. A new one waits in PENDING_REVIEW; the
 * reviewer approves it, rejects it, or asks the customer for more (INFO_REQUESTED, which comes back
 * to PENDING_REVIEW when the customer answers). APPROVED and REJECTED are final: a rejected
 * beneficiary is added again as a new one, so each decision keeps its own record.
 */
export const BENEFICIARY_STATUSES = ['PENDING_REVIEW', 'INFO_REQUESTED', 'APPROVED', 'REJECTED'] as const;
export type BeneficiaryStatus = (typeof BENEFICIARY_STATUSES)[number];

/** The statuses a reviewer may set, and from which statuses. */
export const BENEFICIARY_DECISIONS = ['APPROVED', 'REJECTED', 'INFO_REQUESTED'] as const;
export type BeneficiaryDecision = (typeof BENEFICIARY_DECISIONS)[number];
export const BENEFICIARY_DECIDABLE_FROM: Readonly<Record<BeneficiaryDecision, readonly BeneficiaryStatus[]>> = {
  APPROVED: ['PENDING_REVIEW', 'INFO_REQUESTED'],
  REJECTED: ['PENDING_REVIEW', 'INFO_REQUESTED'],
  INFO_REQUESTED: ['PENDING_REVIEW'],
};

/** Whether any review decision can still be taken on a beneficiary in this status. */
export const isBeneficiaryDecidable = (status: BeneficiaryStatus) => Object.values(BENEFICIARY_DECIDABLE_FROM).some((from) => from.includes(status));

export const BENEFICIARY_RISK_LEVELS = ['LOW', 'MEDIUM', 'HIGH'] as const;
export type BeneficiaryRiskLevel = (typeof BENEFICIARY_RISK_LEVELS)[number];

/** The spec pages these lists with pageNo (from 1) and pageSize. */
export const BENEFICIARY_PAGE_SIZE_DEFAULT = 20;
export const BENEFICIARY_PAGE_SIZE_MAX = 200;

/** The reason of a review: 3 to 500 characters, trimmed. */
export const REVIEW_REASON_MIN = 3;
export const REVIEW_REASON_MAX = 500;
