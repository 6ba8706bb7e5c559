import { ISO_COUNTRY_CODES } from '@exchange/contract/platform/countries';
import { PAYMENT_METHOD_SORT_FIELDS, PAYMENT_TYPES } from '@exchange/contract/payment-methods/payment-method-kinds';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';
import { ShowArchivedFilter } from '../../components/list/ShowArchivedFilter.tsx';

export type PaymentMethodQuery = ListQueryOf<'/admin/paymentMethod/listPaymentMethods'>;

const f = filterFields<PaymentMethodQuery>();
const yesNo = ['true', 'false'] as const;

/** The catalogue's filters, declared once: URL, filter bar and API query follow from it. */
export const paymentMethodFilters = defineFilters<PaymentMethodQuery>(
  [
    f.search('search', { label: 'common.search', placeholder: 'paymentMethodCatalog.list.searchPlaceholder' }),
    f.choice('paymentType', PAYMENT_TYPES, { label: 'paymentMethodCatalog.fields.paymentType', valueLabel: (type) => `paymentMethodCatalog.types.${type}` }),
    f.choice('isActive', yesNo, {
      label: 'paymentMethodCatalog.fields.isActive',
      valueLabel: (value) => (value === 'true' ? 'paymentMethodCatalog.state.active' : 'paymentMethodCatalog.state.inactive'),
    }),
    f.choice('onRamp', yesNo, {
      label: 'paymentMethodCatalog.fields.onRamp',
      valueLabel: (value) => (value === 'true' ? 'paymentMethodCatalog.state.onRamp' : 'paymentMethodCatalog.state.notOnRamp'),
    }),
    f.choice('country', ISO_COUNTRY_CODES, { label: 'paymentMethodCatalog.limitFields.country', countries: true }),
    f.custom('includeArchivedLimits', { label: 'paymentMethodCatalog.filters.showArchivedLimits', control: ShowArchivedFilter, testId: 'filter-archived-limits' }),
  ],
  // The contract's paymentMethodSortFields; the spec's page size.
  { limit: 20, sort: 'name', sorts: PAYMENT_METHOD_SORT_FIELDS, order: 'asc' },
);
