import { BANK_ACCOUNT_PAGE_SIZE, BANK_ACCOUNT_STATUSES } from '@exchange/contract/bank-accounts/bank-account-statuses';
import { ISO_COUNTRY_CODES } from '@exchange/contract/platform/countries';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';

export type BankAccountQuery = Omit<ListQueryOf<'/admin/bankAccounts'>, 'format'>;

const f = filterFields<BankAccountQuery>();

/** Pending accounts first; the spec's bank list page size is 50. */
export const bankAccountFilters = defineFilters<BankAccountQuery>(
  [
    f.choice('status', BANK_ACCOUNT_STATUSES, { label: 'bankAccounts.fields.status', initial: 'PENDING', valueLabel: (status) => `status.${status}`, testId: 'bank-status-filter' }),
    f.search('search', { label: 'common.search', placeholder: 'bankAccounts.filters.searchPlaceholder', testId: 'bank-search' }),
    f.choice('country', ISO_COUNTRY_CODES, { label: 'bankAccounts.fields.country', countries: true, testId: 'bank-country-filter' }),
  ],
  { limit: BANK_ACCOUNT_PAGE_SIZE, pageSizes: [50, 100, 200] },
);
