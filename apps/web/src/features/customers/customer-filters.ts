import { CUSTOMER_STATES } from '@exchange/contract/customers/customer-states';
import { CUSTOMER_KYC_STATUSES, KYC_LEVELS } from '@exchange/contract/kyc/kyc-levels';
import { ISO_COUNTRY_CODES } from '@exchange/contract/platform/countries';
import { SEARCH_MAX_LENGTH } from '@exchange/contract/platform/list-limits';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields, type FilterField } from '../../components/list/list-filters.ts';

export type CustomerQuery = ListQueryOf<'/admin/customers'>;

const f = filterFields<CustomerQuery>();

/** Every filter but the state: the Pending and Approved Accounts views fix the state themselves. */
const sharedFields: FilterField<CustomerQuery>[] = [
  f.search('search', { label: 'common.search', placeholder: 'customers.list.searchPlaceholder', hint: 'customers.list.searchHint', testId: 'customer-search' }),
  f.choice('country', ISO_COUNTRY_CODES, { label: 'customers.fields.country', countries: true, testId: 'customer-country-filter' }),
  f.choice('kycLevel', KYC_LEVELS.map((level) => `${level}` as const), { label: 'customers.fields.kycLevel', valueLabel: (level) => `customers.kycLevel.${level}`, testId: 'customer-kyc-level-filter' }),
  f.choice('kycStatus', CUSTOMER_KYC_STATUSES, { label: 'customers.fields.kycStatus', valueLabel: (status) => `customers.kycStatus.${status}`, testId: 'customer-kyc-status-filter' }),
  f.dates('startDate', 'endDate', { label: 'customers.fields.createdAt', more: true, testId: 'customer-dates' }),
];

/** The Customers list: every filter, the state among them. */
export const customerFilters = defineFilters<CustomerQuery>(
  [sharedFields[0] as FilterField<CustomerQuery>, f.choice('state', CUSTOMER_STATES, { label: 'customers.fields.state', valueLabel: (state) => `status.${state}`, testId: 'customer-state-filter' }), ...sharedFields.slice(1)],
  { limit: 20 },
);

/** Pending Accounts and Approved Accounts: the same filters without the state, which the view fixes. */
export const accountViewFilters = defineFilters<CustomerQuery>(sharedFields, { limit: 20 });

export { SEARCH_MAX_LENGTH };
