import { SUB_ACCOUNT_PAGE_SIZE, SUB_ACCOUNT_STATUSES } from '@exchange/contract/sub-accounts/sub-account-statuses';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';

export type SubAccountQuery = Omit<ListQueryOf<'/admin/subAccounts'>, 'format'>;

const f = filterFields<SubAccountQuery>();

/** Sub Account(s): every customer's sub-accounts, open ones first by default. */
export const subAccountFilters = defineFilters<SubAccountQuery>(
  [
    f.search('search', { label: 'common.search', placeholder: 'subAccounts.filters.searchPlaceholder', testId: 'sub-account-search' }),
    f.choice('status', SUB_ACCOUNT_STATUSES, { label: 'subAccounts.fields.status', valueLabel: (status) => `subAccounts.status.${status}`, testId: 'sub-account-status-filter' }),
  ],
  { limit: SUB_ACCOUNT_PAGE_SIZE, pageSizes: [50, 100, 200] },
);
