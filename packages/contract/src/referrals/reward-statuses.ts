// Without zod, so the console can import the lists and the status machine for the price of the values.

/**
 * A referee reward's life: PENDING -> APPROVED | ON_HOLD | REJECTED; ON_HOLD -> APPROVED | REJECTED;
 * APPROVED -> ON_HOLD (stopped before payout) | DISBURSED (paid, once). REJECTED and DISBURSED are final.
 */
export const REWARD_STATUSES = ['PENDING', 'ON_HOLD', 'APPROVED', 'REJECTED', 'DISBURSED'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

/** What earned the reward. */
export const REWARD_TRIGGERS = ['SIGN_UP', 'KYC_VERIFIED', 'FIRST_TRADE', 'TRADE_COMMISSION'] as const;
export type RewardTrigger = (typeof REWARD_TRIGGERS)[number];

/** The operator's decisions on a reward; disbursement is its own call. */
export const REWARD_ACTIONS = ['APPROVE', 'HOLD', 'REJECT'] as const;
export type RewardAction = (typeof REWARD_ACTIONS)[number];

/** Entries of a reward's action log: its creation, each decision and the disbursement. */
export const REWARD_LOG_ACTIONS = ['CREATE', ...REWARD_ACTIONS, 'DISBURSE'] as const;
export type RewardLogAction = (typeof REWARD_LOG_ACTIONS)[number];

/** Which status each decision leads to, and from which statuses it may be taken. */
export const REWARD_TRANSITIONS: Readonly<Record<RewardAction, { to: RewardStatus; from: readonly RewardStatus[] }>> = {
  APPROVE: { to: 'APPROVED', from: ['PENDING', 'ON_HOLD'] },
  HOLD: { to: 'ON_HOLD', from: ['PENDING', 'APPROVED'] },
  REJECT: { to: 'REJECTED', from: ['PENDING', 'ON_HOLD'] },
};

/** The decisions open to a reward in this status, in REWARD_ACTIONS order. */
export const rewardActionsFrom = (status: RewardStatus): RewardAction[] =>
  REWARD_ACTIONS.filter((action) => REWARD_TRANSITIONS[action].from.includes(status));

/** Only an approved reward can be paid, once. */
export const REWARD_DISBURSABLE_STATUS = 'APPROVED' satisfies RewardStatus;

/** Hold and reject need a reason (3-500 characters, trimmed); an approval may carry a note. */
export const REWARD_REASON_MIN = 3;
export const REWARD_REASON_MAX = 500;

/**
 * The spec pages the referral screens with pageNo (from 1) and pageSize, not page/limit as the
 * other lists do.
 */
export const REFERRAL_PAGE_SIZE_DEFAULT = 20;
export const REFERRAL_PAGE_SIZE_MAX = 200;
