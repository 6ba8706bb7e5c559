import { COINS, SAVER_PAGE_SIZE, SAVER_SORT_FIELDS, SAVER_STATES, type SaverState } from '@exchange/contract/savers/saver-rules';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';
import { SAVER_STATE_KEYS } from './saver-text-keys.ts';

export type SaverQuery = ListQueryOf<'/admin/savers/products'>;

const f = filterFields<SaverQuery>();

/** Savers' filters: name or coin, the coin, the state. */
export const saverFilters = defineFilters<SaverQuery>(
  [
    f.search('search', { label: 'common.search', placeholder: 'savers.list.searchPlaceholder', testId: 'filter-search' }),
    f.choice('coin', COINS, { label: 'savers.fields.coin', testId: 'filter-coin' }),
    f.choice('state', SAVER_STATES, { label: 'savers.fields.state', valueLabel: (state) => SAVER_STATE_KEYS[state as SaverState], testId: 'filter-state' }),
  ],
  { limit: SAVER_PAGE_SIZE, pageSizes: [10, SAVER_PAGE_SIZE, 50, 100], sort: 'coin', sorts: SAVER_SORT_FIELDS, order: 'asc' },
);
