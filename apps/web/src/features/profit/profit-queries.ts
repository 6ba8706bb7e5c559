import { useListQuery } from '../../components/list/use-list-query.ts';
import { answer, api } from '../../app/api.ts';
import type { ProfitQuery } from './profit-filters.ts';

export function useProfitLedger(query: ProfitQuery) {
  return useListQuery(['profit', 'ledger', query], ({ signal, withTotal }) => answer(api.GET('/admin/profitLedger', { params: { query: { ...query, withTotal } }, signal })));
}
