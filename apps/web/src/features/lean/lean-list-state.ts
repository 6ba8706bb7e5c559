import type { ListLeanTransactionsQuery } from '@exchange/contract/lean/lean-transactions';
import type { ListDefaults, ListState } from '../../components/use-url-list-state.ts';
import { LEAN_CURRENCIES, LEAN_STATUSES } from './lean-constants.ts';

export interface LeanFilters {
  status: string | undefined;
  search: string | undefined;
  currency: string | undefined;
  startDate: string | undefined;
  endDate: string | undefined;
}

export const LEAN_STATUS_FILTERS = [...LEAN_STATUSES, 'ALL'] as const;

/** The operator's queue first: deposits awaiting approval, page 0, limit 10. */
export const leanListDefaults: ListDefaults<LeanFilters> = {
  filters: { status: 'AWAITING_APPROVAL', search: undefined, currency: undefined, startDate: undefined, endDate: undefined },
  allowed: { status: LEAN_STATUS_FILTERS, currency: LEAN_CURRENCIES },
  limit: 10,
};

/** The contract's query input, with the page numbers that its coercing schema types as unknown. */
export type LeanListQuery = Omit<ListLeanTransactionsQuery, 'page' | 'limit'> & { page: number; limit: number };

export function leanQuery(state: ListState<LeanFilters>): LeanListQuery {
  const { filters } = state;
  return {
    page: state.page,
    limit: state.limit,
    // A cleared status means "any", which the API spells ALL (absent would mean AWAITING_APPROVAL).
    status: (filters.status ?? 'ALL') as ListLeanTransactionsQuery['status'],
    search: filters.search,
    currency: filters.currency as ListLeanTransactionsQuery['currency'],
    startDate: filters.startDate,
    endDate: filters.endDate,
  };
}
