import type { ListTransactionsQuery } from '@exchange/contract/p2p/transactions';
import type { ListDefaults, ListState } from '../../../components/use-url-list-state.ts';
import { COINS, FIATS } from '../p2p-constants.ts';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES, WITHDRAWAL_STATUSES } from './transaction-constants.ts';

export interface TransactionFilters {
  status: string | undefined;
  withdrawalStatus: string | undefined;
  type: string | undefined;
  coin: string | undefined;
  fiat: string | undefined;
  customerId: string | undefined;
  email: string | undefined;
  transactionNumber: string | undefined;
  fiatAmountStart: string | undefined;
  fiatAmountEnd: string | undefined;
  cryptoAmountStart: string | undefined;
  cryptoAmountEnd: string | undefined;
  startDate: string | undefined;
  endDate: string | undefined;
}

/** The contract's query input, with the page numbers that its coercing schema types as unknown. */
export type TransactionListQuery = Omit<ListTransactionsQuery, 'page' | 'limit'> & { page: number; limit: number };

export const TRANSACTION_STATUS_FILTERS = [...TRANSACTION_STATUSES, 'ALL'] as const;

/** The spec's defaults: status REQUESTED, page 0, limit 10. */
export const transactionListDefaults: ListDefaults<TransactionFilters> = {
  filters: {
    status: 'REQUESTED',
    withdrawalStatus: undefined,
    type: undefined,
    coin: undefined,
    fiat: undefined,
    customerId: undefined,
    email: undefined,
    transactionNumber: undefined,
    fiatAmountStart: undefined,
    fiatAmountEnd: undefined,
    cryptoAmountStart: undefined,
    cryptoAmountEnd: undefined,
    startDate: undefined,
    endDate: undefined,
  },
  allowed: {
    status: TRANSACTION_STATUS_FILTERS,
    withdrawalStatus: WITHDRAWAL_STATUSES,
    type: TRANSACTION_TYPES,
    coin: COINS,
    fiat: FIATS,
  },
  limit: 10,
};

/** The API query of a list state; the enum filters were checked against `allowed` when parsed. */
export function transactionQuery(state: ListState<TransactionFilters>): TransactionListQuery {
  const { filters } = state;
  return {
    page: state.page,
    limit: state.limit,
    // A cleared status means "any", which the API spells ALL (absent would mean REQUESTED).
    status: (filters.status ?? 'ALL') as ListTransactionsQuery['status'],
    withdrawalStatus: filters.withdrawalStatus as ListTransactionsQuery['withdrawalStatus'],
    type: filters.type as ListTransactionsQuery['type'],
    coin: filters.coin as ListTransactionsQuery['coin'],
    fiat: filters.fiat as ListTransactionsQuery['fiat'],
    customerId: filters.customerId,
    email: filters.email,
    transactionNumber: filters.transactionNumber,
    fiatAmountStart: filters.fiatAmountStart,
    fiatAmountEnd: filters.fiatAmountEnd,
    cryptoAmountStart: filters.cryptoAmountStart,
    cryptoAmountEnd: filters.cryptoAmountEnd,
    startDate: filters.startDate,
    endDate: filters.endDate,
  };
}
