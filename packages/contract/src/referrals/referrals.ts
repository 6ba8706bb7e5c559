import { z } from 'zod';
import { issueCode } from '../platform/errors.ts';
import { coinSchema } from '../p2p/money.ts';
import { SEARCH_MAX_LENGTH } from '../platform/list-limits.ts';
import { exportFormatQuery, listTotalSchema, queryDate, withTotalQuery } from '../platform/lists.ts';
import {
  REFERRAL_PAGE_SIZE_DEFAULT,
  REFERRAL_PAGE_SIZE_MAX,
  REWARD_ACTIONS,
  REWARD_LOG_ACTIONS,
  REWARD_REASON_MAX,
  REWARD_REASON_MIN,
  REWARD_STATUSES,
  REWARD_TRIGGERS,
} from './reward-statuses.ts';

// The limits live in reward-statuses.ts (no zod, for the console); re-exported for the API's imports.
export { REWARD_REASON_MAX, REWARD_REASON_MIN };

export const rewardStatusSchema = z.enum(REWARD_STATUSES);
export const rewardTriggerSchema = z.enum(REWARD_TRIGGERS);
export const rewardActionSchema = z.enum(REWARD_ACTIONS);

/**
 * The spec pages the referral screens with pageNo (from 1) and pageSize, not page/limit as the
 * other lists do; the answer echoes them under the same names.
 */
export const referralPageQuerySchema = {
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(REFERRAL_PAGE_SIZE_MAX).default(REFERRAL_PAGE_SIZE_DEFAULT),
  ...withTotalQuery,
};

export const referralListResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    ...listTotalSchema,
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  });

export type ReferralListResponse<T> = {
  items: T[];
  total: number | null;
  totalIsCapped: boolean;
  pageNo: number;
  pageSize: number;
};

/** Free text matched against the referrer's and the referee's e-mail and name. */
const searchSchema = z.string().trim().max(SEARCH_MAX_LENGTH).optional();

export const referralPartySchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type ReferralParty = z.infer<typeof referralPartySchema>;

export const refereeRewardSchema = z.object({
  id: z.string(),
  referrer: referralPartySchema,
  referee: referralPartySchema,
  trigger: rewardTriggerSchema,
  coin: coinSchema,
  /** Decimal string (up to 8 decimals), never a float. */
  amount: z.string(),
  status: rewardStatusSchema,
  /** The reason given with the last decision (required for hold and reject). */
  statusReason: z.string().nullable(),
  /**
   * Who approved it, when it is approved or paid (null before, and for rewards approved before this
   * was recorded). Four-eyes: that admin cannot disburse it.
   */
  approvedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  approvedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  disbursedAt: z.string().nullable(),
  disbursedBy: z.string().nullable(),
  disbursedByName: z.string().nullable(),
});
export type RefereeReward = z.infer<typeof refereeRewardSchema>;

/**
 * The spec's query (pageNo, pageSize, rewardStatus, startAt, endAt) plus a search. Dates are ISO
 * dates or date-times; an endAt given as a date includes that whole day (UTC).
 */
export const listRefereeRewardsQuerySchema = z.object({
  ...referralPageQuerySchema,
  rewardStatus: rewardStatusSchema.optional(),
  startAt: queryDate.optional(),
  endAt: queryDate.optional(),
  search: searchSchema,
  ...exportFormatQuery,
  /** Rewards where this customer is the referrer or the referee (the customer page's tab). */
  customerId: z.string().uuid().optional(),
});
export type ListRefereeRewardsQuery = z.input<typeof listRefereeRewardsQuerySchema>;
export const refereeRewardListSchema = referralListResponseSchema(refereeRewardSchema);

/** What one referrer earned in one coin, summed per status from the rewards themselves. */
export const referrerCommissionSchema = z.object({
  referrer: referralPartySchema,
  coin: coinSchema,
  /** Distinct referees who earned this referrer a reward in this coin. */
  referees: z.number().int(),
  rewards: z.number().int(),
  /** PENDING and ON_HOLD: not decided yet. */
  pendingAmount: z.string(),
  /** APPROVED and not paid yet. */
  approvedAmount: z.string(),
  disbursedAmount: z.string(),
  rejectedAmount: z.string(),
  lastRewardAt: z.string(),
});
export type ReferrerCommission = z.infer<typeof referrerCommissionSchema>;

export const listReferrerCommissionQuerySchema = z.object({
  ...referralPageQuerySchema,
  search: searchSchema,
  coin: coinSchema.optional(),
  ...exportFormatQuery,
});
export type ListReferrerCommissionQuery = z.input<typeof listReferrerCommissionQuerySchema>;
export const referrerCommissionListSchema = referralListResponseSchema(referrerCommissionSchema);

export const rewardLogActionSchema = z.enum(REWARD_LOG_ACTIONS);

export const rewardLogEntrySchema = z.object({
  id: z.string(),
  action: rewardLogActionSchema,
  /** Null for the CREATE entry. */
  fromStatus: rewardStatusSchema.nullable(),
  toStatus: rewardStatusSchema,
  reason: z.string().nullable(),
  /** Null when the system did it (a reward's creation). */
  admin: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type RewardLogEntry = z.infer<typeof rewardLogEntrySchema>;

export const rewardActionLogQuerySchema = z.object({ rewardId: z.string().uuid() });
/** Oldest first. */
export const rewardActionLogSchema = z.object({ items: z.array(rewardLogEntrySchema) });
export type RewardActionLog = z.infer<typeof rewardActionLogSchema>;

/** Hold and reject need a reason (3-500 characters, trimmed); an approval may carry a note. */
export const actionOnRewardSchema = z
  .object({
    rewardId: z.string().uuid(),
    action: rewardActionSchema,
    reason: z.string().trim().max(REWARD_REASON_MAX).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'APPROVE' || (body.reason ?? '').length >= REWARD_REASON_MIN) return;
    ctx.addIssue({
      code: 'custom',
      path: ['reason'],
      ...(body.reason
        ? { message: `must be at least ${REWARD_REASON_MIN} characters`, ...issueCode('validation.tooShort', { min: REWARD_REASON_MIN }) }
        : { message: `is required to ${body.action === 'HOLD' ? 'hold' : 'reject'} a reward`, ...issueCode('validation.reasonRequired') }),
    });
  });
export type ActionOnReward = z.input<typeof actionOnRewardSchema>;

export const rewardDisburseSchema = z.object({ rewardId: z.string().uuid() });
