import { COINS } from '@exchange/contract/p2p/money-rules';
import { REFERRAL_PAGE_SIZE_DEFAULT, REWARD_STATUSES } from '@exchange/contract/referrals/reward-statuses';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';
import type { PagedByNumber } from '../../components/list/page-no.ts';

export type RewardQuery = PagedByNumber<ListQueryOf<'/admin/referral/refereeRewardRecord'>>;
export type CommissionQuery = PagedByNumber<ListQueryOf<'/admin/referral/referrerCommission'>>;

const reward = filterFields<RewardQuery>();

/** The referee rewards: every status when none is chosen; the spec's page size is 20. */
export const rewardFilters = defineFilters<RewardQuery>(
  [
    reward.choice('rewardStatus', REWARD_STATUSES, { label: 'referrals.fields.status', valueLabel: (status) => `status.${status}`, testId: 'reward-status-filter' }),
    reward.dates('startAt', 'endAt', { label: 'referrals.rewards.dates', testId: 'reward-dates' }),
    reward.search('search', { label: 'common.search', placeholder: 'referrals.rewards.searchPlaceholder', testId: 'reward-search' }),
  ],
  { limit: REFERRAL_PAGE_SIZE_DEFAULT },
);

const commission = filterFields<CommissionQuery>();

export const commissionFilters = defineFilters<CommissionQuery>(
  [
    commission.search('search', { label: 'common.search', placeholder: 'referrals.commission.searchPlaceholder', testId: 'commission-search' }),
    commission.choice('coin', COINS, { label: 'referrals.commission.coin', testId: 'commission-coin' }),
  ],
  { limit: REFERRAL_PAGE_SIZE_DEFAULT },
);
