import type { StakeStatus, StakingChangeField, StakingState, StatisticsTrigger } from '@exchange/contract/staking/staking-rules';

/** The label keys of staking's states, statuses and history fields (explicit, so every key is found). */
export const STAKING_STATE_KEYS: Readonly<Record<StakingState, string>> = {
  ACTIVE: 'staking.state.ACTIVE',
  INACTIVE: 'staking.state.INACTIVE',
};

export const STAKE_STATUS_KEYS: Readonly<Record<StakeStatus, string>> = {
  ACTIVE: 'staking.stakeStatus.ACTIVE',
  UNLOCKED: 'staking.stakeStatus.UNLOCKED',
};

export const STAKING_FIELD_KEYS: Readonly<Record<StakingChangeField, string>> = {
  name: 'staking.fields.name',
  description: 'staking.fields.description',
  minAmount: 'staking.fields.minAmount',
  days: 'staking.fields.days',
  apy: 'staking.fields.apy',
  state: 'staking.fields.state',
};

export const STATISTICS_TRIGGER_KEYS: Readonly<Record<StatisticsTrigger, string>> = {
  SCHEDULED: 'staking.statistics.triggerScheduled',
  MANUAL: 'staking.statistics.triggerManual',
};

export const isStakingState = (value: string): value is StakingState => Object.hasOwn(STAKING_STATE_KEYS, value);
