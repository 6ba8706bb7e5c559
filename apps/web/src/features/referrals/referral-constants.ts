import type { RewardAction, RewardStatus, RewardTrigger } from '@exchange/contract/referrals/reward-statuses';

/*
 * The contract's lists and its status machine, copied: importing them pulls its zod schemas (and
 * zod) into the console, see p2p-constants.ts. The type checks fail to compile when the contract's
 * lists grow, and referral-constants.test.ts compares every copy with the contract's own.
 */

export const REWARD_STATUSES = ['PENDING', 'ON_HOLD', 'APPROVED', 'REJECTED', 'DISBURSED'] as const satisfies readonly RewardStatus[];
export const REWARD_TRIGGERS = ['SIGN_UP', 'KYC_VERIFIED', 'FIRST_TRADE', 'TRADE_COMMISSION'] as const satisfies readonly RewardTrigger[];
export const REWARD_ACTIONS = ['APPROVE', 'HOLD', 'REJECT'] as const satisfies readonly RewardAction[];

/** REWARD_TRANSITIONS of the contract: the server refuses anything else with a 409. */
export const REWARD_TRANSITIONS: Readonly<Record<RewardAction, { to: RewardStatus; from: readonly RewardStatus[] }>> = {
  APPROVE: { to: 'APPROVED', from: ['PENDING', 'ON_HOLD'] },
  HOLD: { to: 'ON_HOLD', from: ['PENDING', 'APPROVED'] },
  REJECT: { to: 'REJECTED', from: ['PENDING', 'ON_HOLD'] },
};

/** Only an approved reward can be paid, once. */
export const DISBURSABLE_STATUS: RewardStatus = 'APPROVED';

/** The decisions open to a reward in this status, in the order the buttons show them. */
export const allowedActions = (status: RewardStatus): RewardAction[] => REWARD_ACTIONS.filter((action) => REWARD_TRANSITIONS[action].from.includes(status));

type Covers<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : false;
const _statusesComplete: Covers<RewardStatus, (typeof REWARD_STATUSES)[number]> = true;
const _triggersComplete: Covers<RewardTrigger, (typeof REWARD_TRIGGERS)[number]> = true;
const _actionsComplete: Covers<RewardAction, (typeof REWARD_ACTIONS)[number]> = true;
