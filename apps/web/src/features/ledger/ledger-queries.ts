import type { CustomerBucket } from '@exchange/contract/ledger/ledger-accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api, type ListQueryOf } from '../../app/api.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';

/** Which account a statement is about: the main account (subAccountId absent) or a sub-account, a bucket, an asset. */
export interface StatementSelection {
  asset: string;
  bucket: CustomerBucket;
  subAccountId?: string | undefined;
}

export type ReconciliationItemsQuery = Omit<ListQueryOf<'/admin/ledger/reconciliations/{reconciliationId}/accounts'>, 'format'>;

export const ledgerKeys = {
  all: ['ledger'] as const,
  statements: (customerId: string) => [...ledgerKeys.all, 'statement', customerId] as const,
  statement: (customerId: string, selection: StatementSelection, page: number, limit: number) => [...ledgerKeys.statements(customerId), { ...selection, page, limit }] as const,
  runs: () => [...ledgerKeys.all, 'reconciliations'] as const,
  runList: (page: number, limit: number) => [...ledgerKeys.runs(), 'list', { page, limit }] as const,
  run: (id: string) => [...ledgerKeys.runs(), 'detail', id] as const,
  items: (id: string, query: ReconciliationItemsQuery) => [...ledgerKeys.runs(), 'items', id, query] as const,
};

export function useStatement(customerId: string, selection: StatementSelection | undefined, page: number, limit: number) {
  return useListQuery(
    ledgerKeys.statement(customerId, selection ?? { asset: '', bucket: 'AVAILABLE' }, page, limit),
    ({ signal, withTotal }) =>
      answer(api.GET('/admin/ledger/customers/{customerId}/statement', { params: { path: { customerId }, query: { ...(selection ?? { asset: '', bucket: 'AVAILABLE' }), page, limit, withTotal } }, signal })),
    selection !== undefined,
  );
}

/** The statement's every line as CSV (the server streams them, newest first). */
export async function fetchStatementCsv(customerId: string, selection: StatementSelection, signal: AbortSignal): Promise<Response> {
  const { response } = await api.GET('/admin/ledger/customers/{customerId}/statement', {
    params: { path: { customerId }, query: { ...selection, format: 'csv' } },
    parseAs: 'stream',
    headers: { Accept: '*/*' },
    signal,
  });
  return response;
}

export function useReconciliationRuns(page: number, limit: number) {
  return useListQuery(ledgerKeys.runList(page, limit), ({ signal, withTotal }) => answer(api.GET('/admin/ledger/reconciliations', { params: { query: { page, limit, withTotal } }, signal })));
}

export function useReconciliation(id: string | undefined) {
  return useQuery({
    queryKey: ledgerKeys.run(id ?? ''),
    queryFn: ({ signal }) => answer(api.GET('/admin/ledger/reconciliations/{reconciliationId}', { params: { path: { reconciliationId: id ?? '' } }, signal })),
    enabled: Boolean(id),
  });
}

export function useReconciliationItems(id: string | undefined, query: ReconciliationItemsQuery) {
  return useListQuery(
    ledgerKeys.items(id ?? '', query),
    ({ signal, withTotal }) =>
      answer(api.GET('/admin/ledger/reconciliations/{reconciliationId}/accounts', { params: { path: { reconciliationId: id ?? '' }, query: { ...query, withTotal } }, signal })),
    Boolean(id),
  );
}

export async function fetchReconciliationCsv(id: string, query: ReconciliationItemsQuery, signal: AbortSignal): Promise<Response> {
  const { page: _page, limit: _limit, withTotal: _withTotal, ...filters } = query;
  const { response } = await api.GET('/admin/ledger/reconciliations/{reconciliationId}/accounts', {
    params: { path: { reconciliationId: id }, query: { ...filters, format: 'csv' } },
    parseAs: 'stream',
    headers: { Accept: '*/*' },
    signal,
  });
  return response;
}

/** Runs a reconciliation now; the runs list loads again with it on top. */
export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => answer(api.POST('/admin/ledger/reconciliations')),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ledgerKeys.runs() }),
  });
}
