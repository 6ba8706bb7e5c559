import type { BeneficiaryDecision, BeneficiaryRiskLevel, BeneficiaryStatus } from '@exchange/contract/remittance/beneficiary-statuses';

/*
 * The contract's lists of values, copied: importing them pulls its zod schemas (and zod) into the
 * console, see p2p-constants.ts. The type checks fail to compile when the contract's lists grow, and
 * remittance-constants.test.ts compares them with the contract's own.
 */

export const BENEFICIARY_STATUSES = ['PENDING_REVIEW', 'INFO_REQUESTED', 'APPROVED', 'REJECTED'] as const satisfies readonly BeneficiaryStatus[];
export const BENEFICIARY_RISK_LEVELS = ['LOW', 'MEDIUM', 'HIGH'] as const satisfies readonly BeneficiaryRiskLevel[];
export const BENEFICIARY_DECIDABLE_FROM: Readonly<Record<BeneficiaryDecision, readonly BeneficiaryStatus[]>> = {
  APPROVED: ['PENDING_REVIEW', 'INFO_REQUESTED'],
  REJECTED: ['PENDING_REVIEW', 'INFO_REQUESTED'],
  INFO_REQUESTED: ['PENDING_REVIEW'],
};

/** Whether any review decision can still be taken on a beneficiary in this status. */
export const isDecidable = (status: BeneficiaryStatus) => Object.values(BENEFICIARY_DECIDABLE_FROM).some((from) => from.includes(status));

type Covers<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : false;
const _statusesComplete: Covers<BeneficiaryStatus, (typeof BENEFICIARY_STATUSES)[number]> = true;
const _risksComplete: Covers<BeneficiaryRiskLevel, (typeof BENEFICIARY_RISK_LEVELS)[number]> = true;

/** Risk as a traffic light: the colour a reviewer scans for. */
export const RISK_COLORS: Readonly<Record<BeneficiaryRiskLevel, string>> = { LOW: 'green', MEDIUM: 'orange', HIGH: 'red' };
