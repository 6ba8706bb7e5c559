import type { LeanTransaction } from '@exchange/contract/lean/lean-transactions';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useListQuery } from '../../components/list/use-list-query.ts';
import { answer, api } from '../../app/api.ts';
import { ApiRequestError } from '../../app/api-request-error.ts';
import type { LeanQuery } from './lean-filters.ts';

export type LeanList = ListResponse<LeanTransaction>;

export const leanKeys = {
  all: ['lean', 'transactions'] as const,
  lists: () => [...leanKeys.all, 'list'] as const,
  list: (query: LeanQuery) => [...leanKeys.lists(), query] as const,
};

export function useLeanList(query: LeanQuery) {
  return useListQuery(leanKeys.list(query), ({ signal, withTotal }) => answer(api.GET('/admin/lean/listTransaction', { params: { query: { ...query, withTotal } }, signal })));
}

export type LeanDecision =
  | { kind: 'approve'; notes?: string | undefined }
  | { kind: 'approveSecond'; notes?: string | undefined }
  | { kind: 'reject'; reason: string };

/**
 * Approve (which credits the customer, or for a third party's deposit is the first of two
 * approvals), give the second approval (which credits it), or reject. Never optimistic, never retried: money moves only
 * once the server says so. The decided row takes its new status at once, then the lists load
 * again; after a 409 or 404 they load again too, showing what is true now.
 */
export function useLeanDecision(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: LeanDecision) => {
      switch (decision.kind) {
        case 'approve':
          return answer(api.POST('/admin/lean/approveTransaction', { body: { transactionId: id, notes: decision.notes } }));
        case 'approveSecond':
          return answer(api.POST('/admin/lean/secondApproveTransaction', { body: { transactionId: id, notes: decision.notes } }));
        case 'reject':
          return answer(api.POST('/admin/lean/rejectTransaction', { body: { transactionId: id, reason: decision.reason } }));
      }
    },
    onSuccess: (transaction) => {
      queryClient.setQueriesData<LeanList>({ queryKey: leanKeys.lists() }, (list) =>
        list ? { ...list, items: list.items.map((item) => (item.id === transaction.id ? transaction : item)) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: leanKeys.lists() });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) {
        void queryClient.invalidateQueries({ queryKey: leanKeys.lists() });
      }
    },
  });
}
