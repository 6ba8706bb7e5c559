import { z } from 'zod';

/**
 * A referee reward's life: PENDING -> APPROVED | ON_HOLD | REJECTED; ON_HOLD -> APPROVED | REJECTED;
 * APPROVED -> ON_HOLD (stopped before payout) | DISBURSED (paid, once). REJECTED and DISBURSED are final.
 */
export const REWARD_STATUSES = ['PENDING', 'ON_HOLD', 'APPROVED', 'REJECTED', 'DISBURSED'] as const;
export const rewardStatusSchema = z.enum(REWARD_STATUSES);
export type RewardStatus = z.infer<typeof rewardStatusSchema>;

/** What earned the reward. */
export const REWARD_TRIGGERS = ['SIGN_UP', 'KYC_VERIFIED', 'FIRST_TRADE', 'TRADE_COMMISSION'] as const;
export const rewardTriggerSchema = z.enum(REWARD_TRIGGERS);
export type RewardTrigger = z.infer<typeof rewardTriggerSchema>;

/** The operator's decisions on a reward; disbursement is its own call. */
export const REWARD_ACTIONS = ['APPROVE', 'HOLD', 'REJECT'] as const;
export const rewardActionSchema = z.enum(REWARD_ACTIONS);
export type RewardAction = z.infer<typeof rewardActionSchema>;

/** Entries of a reward's action log: its creation, each decision and the disbursement. */
export const REWARD_LOG_ACTIONS = ['CREATE', ...REWARD_ACTIONS, 'DISBURSE'] as const;
export type RewardLogAction = (typeof REWARD_LOG_ACTIONS)[number];

/** Which status each decision leads to, and from which statuses it may be taken. */
export const REWARD_TRANSITIONS: Readonly<Record<RewardAction, { to: RewardStatus; from: readonly RewardStatus[] }>> = {
  APPROVE: { to: 'APPROVED', from: ['PENDING', 'ON_HOLD'] },
  HOLD: { to: 'ON_HOLD', from: ['PENDING', 'APPROVED'] },
  REJECT: { to: 'REJECTED', from: ['PENDING', 'ON_HOLD'] },
};
