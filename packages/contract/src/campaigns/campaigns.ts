import { z } from 'zod';
import { ASSETS } from '../fees/fee-rules.ts';
import { KYC_LEVELS } from '../kyc/kyc-levels.ts';
import { checkAssetAmount, decimalStringSchema } from '../platform/asset-amounts.ts';
import { isoCountryCodeSchema } from '../platform/country-schemas.ts';
import { isoDateOrDateTime } from '../platform/dates.ts';
import { issueCode } from '../platform/errors.ts';
import { PAGE_SIZE_MAX, SEARCH_MAX_LENGTH } from '../platform/list-limits.ts';
import { exportFormatQuery, listResponseSchema, pageQuerySchema } from '../platform/lists.ts';
import { noNul } from '../platform/text-rules.ts';
import {
  CAMPAIGN_DESCRIPTION_MAX,
  CAMPAIGN_NAME_MAX,
  CAMPAIGN_NAME_MIN,
  CAMPAIGN_PAGE_SIZE,
  CAMPAIGN_PHASES,
  CAMPAIGN_REASON_MAX,
  CAMPAIGN_REASON_MIN,
  CAMPAIGN_REWARD_STATUSES,
} from './campaign-rules.ts';

const personRef = z.object({ id: z.string(), name: z.string() });
const limitQuery = { limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(CAMPAIGN_PAGE_SIZE) };
const kycLevel = z.union(KYC_LEVELS.map((level) => z.literal(level)));

export const campaignPhaseSchema = z.enum(CAMPAIGN_PHASES);
export const campaignRewardStatusSchema = z.enum(CAMPAIGN_REWARD_STATUSES);

export const campaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  phase: campaignPhaseSchema,
  /** Target: customers of this country only (null: any). */
  targetCountry: z.string().nullable(),
  /** Target: customers at this KYC level or above (null: any). */
  minKycLevel: kycLevel.nullable(),
  /** Target: customers who signed up within the campaign's period only. */
  newCustomersOnly: z.boolean(),
  /** The reward rule: what each eligible customer is granted. */
  rewardAsset: z.enum(ASSETS),
  rewardAmount: z.string(),
  rewardCount: z.number().int(),
  /** What its disbursed rewards paid, in the reward asset. */
  disbursed: z.string(),
  createdBy: personRef,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;
export const campaignListSchema = listResponseSchema(campaignSchema);

export const listCampaignsQuerySchema = z.object({
  ...pageQuerySchema,
  ...limitQuery,
  search: z.string().trim().max(SEARCH_MAX_LENGTH).refine(...noNul).optional(),
  phase: campaignPhaseSchema.optional(),
});
export type ListCampaignsQuery = z.input<typeof listCampaignsQuerySchema>;

const campaignFields = {
  name: z.string().trim().min(CAMPAIGN_NAME_MIN, `must be ${CAMPAIGN_NAME_MIN} to ${CAMPAIGN_NAME_MAX} characters`).max(CAMPAIGN_NAME_MAX, `must be ${CAMPAIGN_NAME_MIN} to ${CAMPAIGN_NAME_MAX} characters`).refine(...noNul),
  description: z.string().trim().max(CAMPAIGN_DESCRIPTION_MAX, `must be at most ${CAMPAIGN_DESCRIPTION_MAX} characters`).refine(...noNul).default(''),
  startsAt: isoDateOrDateTime,
  endsAt: isoDateOrDateTime,
  targetCountry: isoCountryCodeSchema.nullable().default(null),
  minKycLevel: kycLevel.nullable().default(null),
  newCustomersOnly: z.boolean().default(false),
  rewardAsset: z.enum(ASSETS),
  rewardAmount: decimalStringSchema,
};

/** A campaign: its period (the end after the start, and ahead), its target and its reward rule. */
export const saveCampaignSchema = z.object(campaignFields).superRefine((body, ctx) => {
  checkAssetAmount({ asset: body.rewardAsset, rewardAmount: body.rewardAmount }, ['rewardAmount'], ctx);
  if (Date.parse(body.endsAt) <= Date.parse(body.startsAt)) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after the start', ...issueCode('validation.endBeforeStart') });
  else if (Date.parse(body.endsAt) <= Date.now()) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be in the future', ...issueCode('validation.mustBeFuture') });
});
export type SaveCampaign = z.input<typeof saveCampaignSchema>;

export const campaignRewardSchema = z.object({
  id: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  asset: z.enum(ASSETS),
  amount: z.string(),
  status: campaignRewardStatusSchema,
  statusReason: z.string().nullable(),
  grantedBy: personRef,
  approvedBy: personRef.nullable(),
  disbursedBy: personRef.nullable(),
  ledgerEntryId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CampaignReward = z.infer<typeof campaignRewardSchema>;
export const campaignRewardListSchema = listResponseSchema(campaignRewardSchema);

/** Every campaign's rewards, newest first; `format=csv` gives every matching reward as CSV (audited). */
export const listCampaignRewardsQuerySchema = z.object({
  ...pageQuerySchema,
  ...limitQuery,
  ...exportFormatQuery,
  status: campaignRewardStatusSchema.optional(),
  campaignId: z.string().uuid().optional(),
  customerId: z.string().uuid().optional(),
});
export type ListCampaignRewardsQuery = z.input<typeof listCampaignRewardsQuerySchema>;

/** Grants the campaign's reward to one eligible customer (PENDING until approved). */
export const grantCampaignRewardSchema = z.object({ customerId: z.string().uuid() });
export type GrantCampaignReward = z.infer<typeof grantCampaignRewardSchema>;

export const rejectCampaignRewardSchema = z.object({
  reason: z.string().trim().min(CAMPAIGN_REASON_MIN, `must be ${CAMPAIGN_REASON_MIN} to ${CAMPAIGN_REASON_MAX} characters`).max(CAMPAIGN_REASON_MAX, `must be ${CAMPAIGN_REASON_MIN} to ${CAMPAIGN_REASON_MAX} characters`).refine(...noNul),
});
export type RejectCampaignReward = z.infer<typeof rejectCampaignRewardSchema>;
