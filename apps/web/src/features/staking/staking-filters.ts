import { COINS, PROTOCOL_SORT_FIELDS, PROVIDER_SORT_FIELDS, STAKE_SORT_FIELDS, STAKE_STATUSES, STAKING_PAGE_SIZE, STAKING_STATES, type StakeStatus, type StakingState } from '@exchange/contract/staking/staking-rules';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';
import { STAKE_STATUS_KEYS, STAKING_STATE_KEYS } from './staking-text-keys.ts';

export type ProviderQuery = ListQueryOf<'/admin/staking/providers'>;
export type ProtocolQuery = ListQueryOf<'/admin/staking/protocols'>;
export type StakeQuery = ListQueryOf<'/admin/staking/stakes'>;

const pageSizes = [10, STAKING_PAGE_SIZE, 50, 100];

const pf = filterFields<ProviderQuery>();
export const providerFilters = defineFilters<ProviderQuery>(
  [
    pf.search('search', { label: 'common.search', placeholder: 'staking.providers.searchPlaceholder', testId: 'filter-search' }),
    pf.choice('state', STAKING_STATES, { label: 'staking.fields.state', valueLabel: (state) => STAKING_STATE_KEYS[state as StakingState], testId: 'filter-state' }),
  ],
  { limit: STAKING_PAGE_SIZE, pageSizes, sort: 'name', sorts: PROVIDER_SORT_FIELDS, order: 'asc' },
);

const qf = filterFields<ProtocolQuery>();
export const protocolFilters = defineFilters<ProtocolQuery>(
  [
    qf.search('search', { label: 'common.search', placeholder: 'staking.protocols.searchPlaceholder', testId: 'filter-search' }),
    qf.choice('coin', COINS, { label: 'staking.fields.coin', testId: 'filter-coin' }),
    qf.choice('state', STAKING_STATES, { label: 'staking.fields.state', valueLabel: (state) => STAKING_STATE_KEYS[state as StakingState], testId: 'filter-state' }),
  ],
  { limit: STAKING_PAGE_SIZE, pageSizes, sort: 'name', sorts: PROTOCOL_SORT_FIELDS, order: 'asc' },
);

const sf = filterFields<StakeQuery>();
export const stakeFilters = defineFilters<StakeQuery>(
  [
    sf.search('customer', { label: 'staking.stakes.customer', placeholder: 'staking.stakes.customerPlaceholder', testId: 'filter-customer' }),
    sf.choice('coin', COINS, { label: 'staking.fields.coin', testId: 'filter-coin' }),
    sf.choice('status', STAKE_STATUSES, { label: 'staking.stakes.status', valueLabel: (status) => STAKE_STATUS_KEYS[status as StakeStatus], testId: 'filter-status' }),
  ],
  { limit: STAKING_PAGE_SIZE, pageSizes, sort: 'startedAt', sorts: STAKE_SORT_FIELDS, order: 'desc' },
);
