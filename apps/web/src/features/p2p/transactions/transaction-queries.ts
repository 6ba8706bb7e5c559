import type { P2PTransaction } from '@exchange/contract/p2p/transactions';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useListQuery } from '../../../components/list/use-list-query.ts';
import { answer, api } from '../../../app/api.ts';
import { ApiRequestError } from '../../../app/api-request-error.ts';
import type { TransactionQuery } from './transaction-filters.ts';

export type TransactionList = ListResponse<P2PTransaction>;

export const transactionKeys = {
  all: ['p2p', 'transactions'] as const,
  lists: () => [...transactionKeys.all, 'list'] as const,
  list: (query: TransactionQuery) => [...transactionKeys.lists(), query] as const,
  detail: (id: string) => [...transactionKeys.all, 'detail', id] as const,
};

const readTransaction = (id: string, signal?: AbortSignal) =>
  answer(api.GET('/admin/p2p/transactions/{id}', { params: { path: { id } }, signal }));

export function useTransactionList(query: TransactionQuery) {
  return useListQuery(transactionKeys.list(query), ({ signal, withTotal }) => answer(api.GET('/admin/p2p/transactions', { params: { query: { ...query, withTotal } }, signal })));
}

/** One transaction; `row` (from the list) shows at once while the fresh copy loads. */
export function useTransaction(id: string | undefined, row: P2PTransaction | undefined) {
  return useQuery({
    queryKey: transactionKeys.detail(id ?? ''),
    queryFn: ({ signal }) => readTransaction(id ?? '', signal),
    enabled: Boolean(id),
    placeholderData: row,
    staleTime: 0,
  });
}

export type TransactionDecision =
  | { kind: 'approve' }
  | { kind: 'reject'; reason: string }
  | { kind: 'approveWithdrawal'; notes?: string | undefined }
  | { kind: 'rejectWithdrawal'; reason: string };

function decide(id: string, decision: TransactionDecision): Promise<P2PTransaction> {
  const params = { path: { id } };
  switch (decision.kind) {
    case 'approve':
      return answer(api.PUT('/admin/p2p/transactions/{id}/approve', { params }));
    case 'reject':
      return answer(api.PUT('/admin/p2p/transactions/{id}/reject', { params, body: { reason: decision.reason } }));
    case 'approveWithdrawal':
      return answer(api.PUT('/admin/p2p/transactions/{id}/approveWithdrawal', { params, body: decision.notes ? { notes: decision.notes } : {} }));
    case 'rejectWithdrawal':
      return answer(api.PUT('/admin/p2p/transactions/{id}/rejectWithdrawal', { params, body: { reason: decision.reason } }));
  }
}

/** Puts a transaction's new state into its detail and into every cached page that shows it. */
function showTransaction(queryClient: QueryClient, transaction: P2PTransaction) {
  queryClient.setQueryData(transactionKeys.detail(transaction.id), transaction);
  queryClient.setQueriesData<TransactionList>({ queryKey: transactionKeys.lists() }, (list) =>
    list ? { ...list, items: list.items.map((item) => (item.id === transaction.id ? transaction : item)) } : list,
  );
}

/**
 * Approve, reject and the withdrawal decisions. Never optimistic: the row changes only once the
 * server has answered with the new state. The lists are marked stale but not refetched on the
 * spot, so a decided row keeps its place (with its new status) instead of vanishing from under the
 * admin's pointer; the next page, filter or visit loads the truth.
 */
export function useTransactionDecision(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: TransactionDecision) => decide(id, decision),
    onSuccess: (transaction) => {
      showTransaction(queryClient, transaction);
      void queryClient.invalidateQueries({ queryKey: transactionKeys.lists(), refetchType: 'none' });
    },
    onError: async (error) => {
      // Someone else decided first (409) or the row is gone (404): show what is true now.
      if (!(error instanceof ApiRequestError) || (error.status !== 409 && error.status !== 404)) return;
      const fresh = await queryClient.fetchQuery({
        queryKey: transactionKeys.detail(id),
        queryFn: () => readTransaction(id),
        staleTime: 0,
      }).catch(() => undefined);
      if (fresh) showTransaction(queryClient, fresh);
      void queryClient.invalidateQueries({ queryKey: transactionKeys.lists(), refetchType: 'none' });
    },
  });
}
