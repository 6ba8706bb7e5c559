// Without zod, so the console can import the states, limits and the schedule for the price of the values.
import { COINS, compareDecimal, type Coin } from '../p2p/money-rules.ts';

export { COINS, type Coin };

/**
 * Providers (who runs the validators), their protocols (one coin each) and each protocol's
 * durations (a lock period with its APY) are ACTIVE or INACTIVE. Only an ACTIVE duration of an
 * ACTIVE protocol of an ACTIVE provider takes new stakes; stakes already running go on to their
 * unlock either way. New ones start INACTIVE, to be checked before customers see them.
 */
export const STAKING_STATES = ['ACTIVE', 'INACTIVE'] as const;
export type StakingState = (typeof STAKING_STATES)[number];

/** A customer's stake: ACTIVE (coins locked until `unlocksAt`), then UNLOCKED (coins and reward back to available). */
export const STAKE_STATUSES = ['ACTIVE', 'UNLOCKED'] as const;
export type StakeStatus = (typeof STAKE_STATUSES)[number];

/** What a change history row is about: the provider, the protocol, or one of the protocol's durations. */
export const STAKING_SUBJECTS = ['PROVIDER', 'PROTOCOL', 'DURATION'] as const;
export type StakingSubject = (typeof STAKING_SUBJECTS)[number];

/** The fields the change history names: one row per field changed. */
export const STAKING_CHANGE_FIELDS = ['name', 'description', 'minAmount', 'days', 'apy', 'state'] as const;
export type StakingChangeField = (typeof STAKING_CHANGE_FIELDS)[number];

export const STAKING_NAME_MIN = 2;
export const STAKING_NAME_MAX = 60;
export const STAKING_DESCRIPTION_MAX = 300;
/** A lock period: one day to five years. */
export const DURATION_DAYS_MIN = 1;
export const DURATION_DAYS_MAX = 1825;
/** Coin amounts (a stake, a protocol's minimum): at most 8 decimals, as the crypto amounts the console moves. */
export const STAKING_AMOUNT_SCALE = 8;
export const STAKING_PAGE_SIZE = 20;

/**
 * An annual rate in percent (an APY of "5.25" is 5.25 % a year; a savers product's yield rate
 * alike): a decimal string above 0 and at most RATE_MAX, with at most RATE_SCALE decimals.
 */
export const RATE_SCALE = 4;
export const RATE_MAX = 1000;
export const RATE_PATTERN = new RegExp(`^(0|[1-9]\\d{0,3})(\\.\\d{1,${RATE_SCALE}})?$`);
export const isRate = (value: string) => RATE_PATTERN.test(value) && /[1-9]/.test(value) && compareDecimal(value, String(RATE_MAX)) <= 0;

export const PROVIDER_SORT_FIELDS = ['name', 'createdAt'] as const;
export const PROTOCOL_SORT_FIELDS = ['name', 'coin', 'staked', 'createdAt'] as const;
export const STAKE_SORT_FIELDS = ['startedAt', 'unlocksAt', 'amount'] as const;

/**
 * Staking statistics are recomputed on this schedule by default (the spec: "auto-updated every 30
 * minutes"); STAKING_STATISTICS_MINUTES changes it. The minutes divide an hour, so that the
 * schedule is a cron step and every period starts on the clock (:00 and :30).
 */
export const STAKING_STATISTICS_MINUTES_DEFAULT = 30;
export const STAKING_STATISTICS_MINUTE_STEPS = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30, 60] as const;
/** The windows of "upcoming unlocks", in days from now. */
export const UPCOMING_UNLOCK_DAYS = [7, 30] as const;
/** Who started a statistics run: the schedule, or an admin's "Run now". */
export const STATISTICS_TRIGGERS = ['SCHEDULED', 'MANUAL'] as const;
export type StatisticsTrigger = (typeof STATISTICS_TRIGGERS)[number];
