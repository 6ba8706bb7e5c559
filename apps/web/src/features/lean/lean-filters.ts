import { LEAN_CURRENCIES, LEAN_STATUSES } from '@exchange/contract/lean/lean-statuses';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';

export type LeanQuery = ListQueryOf<'/admin/lean/listTransaction'>;

const f = filterFields<LeanQuery>();

/** The operator's queue first: deposits awaiting approval; "any status" is ALL, since an absent status means the queue. */
export const leanFilters = defineFilters<LeanQuery>(
  [
    f.choice('status', [...LEAN_STATUSES, 'ALL'], {
      label: 'lean.filters.status',
      initial: 'AWAITING_APPROVAL',
      valueLabel: (status) => (status === 'ALL' ? 'lean.filters.allStatuses' : `status.${status}`),
    }),
    f.search('search', { label: 'lean.filters.search', placeholder: 'lean.filters.searchPlaceholder' }),
    f.choice('currency', LEAN_CURRENCIES, { label: 'lean.filters.currency' }),
    f.dates('startDate', 'endDate', { label: 'lean.filters.dates', testId: 'filter-dates' }),
  ],
  { limit: 10 },
);
