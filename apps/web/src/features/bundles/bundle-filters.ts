import { BUNDLE_PAGE_SIZE, BUNDLE_SORT_FIELDS, BUNDLE_STATES, type BundleState } from '@exchange/contract/bundles/bundle-rules';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';
import { BUNDLE_STATE_KEYS } from './bundle-text-keys.ts';

export type BundleQuery = ListQueryOf<'/admin/bundles'>;

const f = filterFields<BundleQuery>();

/** Crypto Bundles' filters: the name and the state; limit and page as the spec passes them. */
export const bundleFilters = defineFilters<BundleQuery>(
  [
    f.search('search', { label: 'common.search', placeholder: 'bundles.list.searchPlaceholder', testId: 'filter-search' }),
    f.choice('state', BUNDLE_STATES, { label: 'bundles.fields.state', valueLabel: (state) => BUNDLE_STATE_KEYS[state as BundleState], testId: 'filter-state' }),
  ],
  { limit: BUNDLE_PAGE_SIZE, pageSizes: [10, BUNDLE_PAGE_SIZE, 50, 100], sort: 'name', sorts: BUNDLE_SORT_FIELDS, order: 'asc' },
);
