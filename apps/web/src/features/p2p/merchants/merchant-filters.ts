import { AD_SIDES, COUNTRY_CODES, MERCHANT_SORT_FIELDS } from '@exchange/contract/p2p/merchant-rules';
import { COINS } from '@exchange/contract/p2p/money-rules';
import { defineFilters, filterFields } from '../../../components/list/list-filters.ts';
import { ShowArchivedFilter } from '../../../components/list/ShowArchivedFilter.tsx';
import type { MerchantAdListQuery, MerchantListQuery } from './merchant-queries.ts';

const booleans = ['true', 'false'] as const;
const activeLabel = (value: string) => (value === 'true' ? 'merchants.state.active' : 'merchants.state.inactive');

const m = filterFields<MerchantListQuery>();

export const merchantFilters = defineFilters<MerchantListQuery>(
  [
    m.search('search', { label: 'common.search', placeholder: 'merchants.list.searchPlaceholder', testId: 'merchant-search' }),
    m.choice('isActive', booleans, { label: 'merchants.fields.active', valueLabel: activeLabel, testId: 'merchant-filter-active' }),
    m.choice('isOnline', booleans, {
      label: 'merchants.fields.online',
      valueLabel: (value) => (value === 'true' ? 'merchants.state.online' : 'merchants.state.offline'),
      testId: 'merchant-filter-online',
    }),
    m.choice('country', COUNTRY_CODES, { label: 'merchants.fields.country', countries: true, testId: 'merchant-filter-country' }),
  ],
  { limit: 20, sort: 'createdAt', sorts: MERCHANT_SORT_FIELDS, order: 'desc' },
);

const a = filterFields<MerchantAdListQuery>();

/** The ads of the merchant page; its payment methods have no filters. */
export const merchantAdFilters = defineFilters<MerchantAdListQuery>(
  [
    a.choice('side', AD_SIDES, { label: 'ads.fields.side', valueLabel: (side) => `ads.side.${side}`, testId: 'ad-filter-side' }),
    a.choice('coin', COINS, { label: 'ads.fields.coin', testId: 'ad-filter-coin' }),
    a.choice('isActive', booleans, { label: 'ads.fields.active', valueLabel: activeLabel, testId: 'ad-filter-active' }),
    a.custom('includeArchived', { label: 'archive.showArchived', control: ShowArchivedFilter, testId: 'ad-filter-archived' }),
  ],
  { limit: 20 },
);
