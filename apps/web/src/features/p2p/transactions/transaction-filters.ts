import { COINS, CRYPTO_SCALE, FIAT_SCALE, FIATS, decimalPattern } from '@exchange/contract/p2p/money-rules';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, WITHDRAWAL_STATUSES } from '@exchange/contract/p2p/transaction-statuses';
import type { ListQueryOf } from '../../../app/api.ts';
import { defineFilters, filterFields } from '../../../components/list/list-filters.ts';
import { MerchantFilter } from '../merchants/MerchantFilter.tsx';

export type TransactionQuery = ListQueryOf<'/admin/p2p/transactions'>;

const f = filterFields<TransactionQuery>();

/** Every filter of the spec, declared once: URL, filter bar and API query follow from it. */
export const transactionFilters = defineFilters<TransactionQuery>(
  [
    f.choice('status', [...TRANSACTION_STATUSES, 'ALL'], {
      label: 'transactions.filters.status',
      // The spec's default; "any status" is ALL, since an absent status means REQUESTED.
      initial: 'REQUESTED',
      valueLabel: (status) => (status === 'ALL' ? 'transactions.filters.allStatuses' : `status.${status}`),
    }),
    f.choice('type', TRANSACTION_TYPES, { label: 'transactions.filters.type', valueLabel: (type) => `transactions.type.${type}` }),
    f.choice('coin', COINS, { label: 'transactions.filters.coin' }),
    f.choice('fiat', FIATS, { label: 'transactions.filters.fiat', hint: 'transactions.filters.fiatHint' }),
    f.text('transactionNumber', { label: 'transactions.filters.transactionNumber', max: 40 }),
    f.text('email', { label: 'transactions.filters.email', hint: 'transactions.filters.emailHint', lowercase: true, max: 254 }),
    f.custom('merchantId', { label: 'transactions.filters.merchant', control: MerchantFilter }),
    f.text('customerId', {
      label: 'transactions.filters.customerId',
      more: true,
      pattern: { rule: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message: 'transactions.filters.customerIdInvalid' },
    }),
    f.choice('withdrawalStatus', WITHDRAWAL_STATUSES, { label: 'transactions.filters.withdrawalStatus', more: true, valueLabel: (status) => `status.${status}` }),
    f.range('fiatAmountStart', 'fiatAmountEnd', { label: 'transactions.filters.fiatAmount', more: true, pattern: { rule: decimalPattern(FIAT_SCALE), message: 'transactions.filters.fiatAmountInvalid' } }),
    f.range('cryptoAmountStart', 'cryptoAmountEnd', { label: 'transactions.filters.cryptoAmount', more: true, pattern: { rule: decimalPattern(CRYPTO_SCALE), message: 'transactions.filters.cryptoAmountInvalid' } }),
    f.dates('startDate', 'endDate', { label: 'transactions.filters.dates', more: true, testId: 'filter-dates' }),
  ],
  { limit: 10 },
);
