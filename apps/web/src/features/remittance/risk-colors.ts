import type { BeneficiaryRiskLevel } from '@exchange/contract/remittance/beneficiary-statuses';

/** Risk as a traffic light: the colour a reviewer scans for. */
export const RISK_COLORS: Readonly<Record<BeneficiaryRiskLevel, string>> = { LOW: 'green', MEDIUM: 'orange', HIGH: 'red' };
