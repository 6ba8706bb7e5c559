import { FIATS } from '@exchange/contract/p2p/money-rules';
import { FIAT_DEPOSIT_KEYS, FIAT_DEPOSIT_STATUSES, FIAT_PAGE_SIZE, FIAT_WITHDRAWAL_KEYS } from '@exchange/contract/fiat/fiat-statuses';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';

export type FiatDepositQuery = Omit<ListQueryOf<'/admin/fiat/deposits'>, 'format'>;
export type FiatWithdrawalQuery = Omit<ListQueryOf<'/admin/fiat/withdrawals'>, 'format'>;

const d = filterFields<FiatDepositQuery>();
const w = filterFields<FiatWithdrawalQuery>();
const pageSizes = [50, 100, 200];

/** The spec's "key and value" filter, the currency and the dates; the view (status, method) is the route's. */
const depositFields = [
  d.choice('key', FIAT_DEPOSIT_KEYS, { label: 'fiat.filters.key', initial: 'reference', valueLabel: (key) => `fiat.depositKeys.${key}`, testId: 'fiat-key' }),
  d.text('value', { label: 'fiat.filters.value', max: 100, testId: 'fiat-value' }),
  d.choice('currency', FIATS, { label: 'fiat.fields.currency', testId: 'fiat-currency' }),
  d.dates('startDate', 'endDate', { label: 'fiat.filters.dates', testId: 'filter-dates' }),
];

export const fiatDepositFilters = defineFilters<FiatDepositQuery>(depositFields, { limit: FIAT_PAGE_SIZE, pageSizes });

/** Card Deposits: every status, with a status filter. */
export const cardDepositFilters = defineFilters<FiatDepositQuery>(
  [d.choice('status', FIAT_DEPOSIT_STATUSES, { label: 'fiat.fields.status', valueLabel: (status) => `status.${status}`, testId: 'fiat-status' }), ...depositFields],
  { limit: FIAT_PAGE_SIZE, pageSizes },
);

export const fiatWithdrawalFilters = defineFilters<FiatWithdrawalQuery>(
  [
    w.choice('key', FIAT_WITHDRAWAL_KEYS, { label: 'fiat.filters.key', initial: 'withdrawalNumber', valueLabel: (key) => `fiat.withdrawalKeys.${key}`, testId: 'fiat-key' }),
    w.text('value', { label: 'fiat.filters.value', max: 100, testId: 'fiat-value' }),
    w.choice('currency', FIATS, { label: 'fiat.fields.currency', testId: 'fiat-currency' }),
    w.choice('held', ['true', 'false'], { label: 'fiat.filters.held', valueLabel: (held) => `fiat.filters.held_${held}`, testId: 'fiat-held' }),
    w.dates('startDate', 'endDate', { label: 'fiat.filters.dates', testId: 'filter-dates' }),
  ],
  { limit: FIAT_PAGE_SIZE, pageSizes },
);
