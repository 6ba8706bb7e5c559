// Without zod, so the console can import the statuses and limits for the price of the values.

/** Where a campaign is in its period (from its dates and now; nothing stored). */
export const CAMPAIGN_PHASES = ['SCHEDULED', 'RUNNING', 'ENDED'] as const;
export type CampaignPhase = (typeof CAMPAIGN_PHASES)[number];

/**
 * A campaign reward's life, as a referral reward's: PENDING -> APPROVED | REJECTED; APPROVED ->
 * DISBURSED (paid from the rewards account, once, by an admin other than the approver).
 */
export const CAMPAIGN_REWARD_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'DISBURSED'] as const;
export type CampaignRewardStatus = (typeof CAMPAIGN_REWARD_STATUSES)[number];

/** Why a customer is not eligible for a campaign's reward (`campaign.notEligible`, in `values`). */
export const CAMPAIGN_INELIGIBILITY = ['COUNTRY', 'KYC_LEVEL', 'NOT_NEW', 'NOT_ACTIVE'] as const;
export type CampaignIneligibility = (typeof CAMPAIGN_INELIGIBILITY)[number];

export const CAMPAIGN_NAME_MIN = 2;
export const CAMPAIGN_NAME_MAX = 80;
export const CAMPAIGN_DESCRIPTION_MAX = 1000;
export const CAMPAIGN_REASON_MIN = 3;
export const CAMPAIGN_REASON_MAX = 500;
export const CAMPAIGN_PAGE_SIZE = 20;
