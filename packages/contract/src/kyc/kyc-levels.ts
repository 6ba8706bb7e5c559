// Without zod, so the console can import the levels and statuses for the price of the values.

/**
 * Verification levels: what the customer has proven. The money area sets limits per level.
 * 0 nothing yet, 1 e-mail (and phone), 2 identity document, 3 proof of address.
 */
export const KYC_LEVELS = [0, 1, 2, 3] as const;
export type KycLevel = (typeof KYC_LEVELS)[number];
export const KYC_LEVEL_NAMES: Readonly<Record<KycLevel, 'NONE' | 'EMAIL' | 'IDENTITY' | 'ADDRESS'>> = { 0: 'NONE', 1: 'EMAIL', 2: 'IDENTITY', 3: 'ADDRESS' };

/**
 * A KYC request's life: SUBMITTED -> IN_REVIEW -> APPROVED | REJECTED | RESUBMISSION_REQUESTED;
 * a resubmission comes back as SUBMITTED. A customer's KYC status is its latest request's status
 * (NONE before the first).
 */
export const KYC_STATUSES = ['SUBMITTED', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'RESUBMISSION_REQUESTED'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
export const CUSTOMER_KYC_STATUSES = ['NONE', ...KYC_STATUSES] as const;
export type CustomerKycStatus = (typeof CUSTOMER_KYC_STATUSES)[number];
