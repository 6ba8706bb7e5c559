import { COINS, CRYPTO_DEPOSIT_KEYS, CRYPTO_DEPOSIT_PAGE_SIZE, CRYPTO_DEPOSIT_STATUSES, CRYPTO_WHITELIST_PAGE_SIZE, CRYPTO_WITHDRAWAL_KEYS, CRYPTO_WITHDRAWAL_PAGE_SIZE, CRYPTO_WITHDRAWAL_STATUSES, EXCHANGE_WALLET_KINDS } from '@exchange/contract/crypto/crypto-rules';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';

export type CryptoDepositQuery = Omit<ListQueryOf<'/admin/crypto/deposits'>, 'format'>;
export type CryptoWithdrawalQuery = Omit<ListQueryOf<'/admin/crypto/withdrawals'>, 'format'>;
export type WhitelistQuery = ListQueryOf<'/admin/crypto/whitelist'>;
export type ExchangeAddressQuery = ListQueryOf<'/admin/crypto/fexWhitelist'>;

const d = filterFields<CryptoDepositQuery>();
const w = filterFields<CryptoWithdrawalQuery>();
const l = filterFields<WhitelistQuery>();
const x = filterFields<ExchangeAddressQuery>();

/** Receive Transactions: the spec pages them by 1000. */
export const cryptoDepositFilters = defineFilters<CryptoDepositQuery>(
  [
    d.choice('key', CRYPTO_DEPOSIT_KEYS, { label: 'crypto.filters.key', initial: 'txHash', valueLabel: (key) => `crypto.depositKeys.${key}`, testId: 'crypto-key' }),
    d.text('value', { label: 'crypto.filters.value', max: 100, testId: 'crypto-value' }),
    d.choice('status', CRYPTO_DEPOSIT_STATUSES, { label: 'crypto.fields.status', valueLabel: (status) => `status.${status}`, testId: 'crypto-status' }),
    d.choice('coin', COINS, { label: 'crypto.fields.coin', testId: 'crypto-coin' }),
    d.dates('startDate', 'endDate', { label: 'crypto.filters.dates', testId: 'filter-dates' }),
  ],
  { limit: CRYPTO_DEPOSIT_PAGE_SIZE, pageSizes: [100, 500, CRYPTO_DEPOSIT_PAGE_SIZE] },
);

export const cryptoWithdrawalFilters = defineFilters<CryptoWithdrawalQuery>(
  [
    w.choice('key', CRYPTO_WITHDRAWAL_KEYS, { label: 'crypto.filters.key', initial: 'withdrawalNumber', valueLabel: (key) => `crypto.withdrawalKeys.${key}`, testId: 'crypto-key' }),
    w.text('value', { label: 'crypto.filters.value', max: 100, testId: 'crypto-value' }),
    w.choice('status', [...CRYPTO_WITHDRAWAL_STATUSES, 'OPEN'] as const, { label: 'crypto.fields.status', valueLabel: (status) => (status === 'OPEN' ? 'crypto.filters.open' : `status.${status}`), testId: 'crypto-status' }),
    w.choice('coin', COINS, { label: 'crypto.fields.coin', testId: 'crypto-coin' }),
    w.choice('held', ['true', 'false'], { label: 'crypto.filters.held', valueLabel: (held) => `crypto.filters.held_${held}`, testId: 'crypto-held' }),
    w.dates('startDate', 'endDate', { label: 'crypto.filters.dates', testId: 'filter-dates' }),
  ],
  { limit: CRYPTO_WITHDRAWAL_PAGE_SIZE, pageSizes: [50, 100, 200] },
);

export const whitelistFilters = defineFilters<WhitelistQuery>(
  [
    l.text('address', { label: 'crypto.fields.address', max: 100, testId: 'crypto-address' }),
    l.choice('coin', COINS, { label: 'crypto.fields.coin', testId: 'crypto-coin' }),
  ],
  { limit: CRYPTO_WHITELIST_PAGE_SIZE, pageSizes: [50, 100, 200] },
);

export const exchangeAddressFilters = defineFilters<ExchangeAddressQuery>(
  [
    x.choice('coin', COINS, { label: 'crypto.fields.coin', testId: 'crypto-coin' }),
    x.choice('kind', EXCHANGE_WALLET_KINDS, { label: 'crypto.fields.kind', valueLabel: (kind) => `crypto.walletKind.${kind}`, testId: 'crypto-kind' }),
  ],
  { limit: CRYPTO_WHITELIST_PAGE_SIZE, pageSizes: [50, 100, 200] },
);
