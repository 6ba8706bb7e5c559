import type { CreateReimbursementInput, Reimbursement } from '@exchange/contract/reimbursements/reimbursements';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import { customerKeys } from '../customers/customer-queries.ts';
import { ledgerKeys } from '../ledger/ledger-queries.ts';
import type { ReimbursementQuery } from './reimbursement-filters.ts';

export const reimbursementKeys = {
  all: ['reimbursements'] as const,
  lists: () => [...reimbursementKeys.all, 'list'] as const,
  list: (query: ReimbursementQuery) => [...reimbursementKeys.lists(), query] as const,
};

export function useReimbursementList(query: ReimbursementQuery, enabled = true) {
  return useListQuery(reimbursementKeys.list(query), ({ signal, withTotal }) => answer(api.GET('/admin/reimbursements', { params: { query: { ...query, withTotal } }, signal })), enabled);
}

/** What a posted reimbursement changes on the customer's page: balances, statements, timeline. */
function invalidateCustomerMoney(queryClient: ReturnType<typeof useQueryClient>, customerId: string) {
  void queryClient.invalidateQueries({ queryKey: customerKeys.balances(customerId) });
  void queryClient.invalidateQueries({ queryKey: ledgerKeys.statements(customerId) });
  void queryClient.invalidateQueries({ queryKey: customerKeys.timelines(customerId) });
}

/** The maker's proposal. Nothing moves until another admin approves it. */
export function useProposeReimbursement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateReimbursementInput) => answer(api.POST('/admin/reimbursements', { body })),
    onSuccess: (made) => {
      void queryClient.invalidateQueries({ queryKey: reimbursementKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: customerKeys.timelines(made.customer.id) });
    },
  });
}

export type ReimbursementDecision = { approve: true; note?: string | undefined } | { approve: false; reason: string };

/**
 * The checker's approval (which posts it) or rejection. Never optimistic: the row changes once the
 * server answered; the lists, and the customer's balances and statement, load again. After a 409
 * or 404 the lists load again too, showing what is true now.
 */
export function useReimbursementDecision(reimbursement: Reimbursement) {
  const queryClient = useQueryClient();
  const params = { params: { path: { reimbursementId: reimbursement.id } } };
  return useMutation({
    mutationFn: (decision: ReimbursementDecision) =>
      decision.approve
        ? answer(api.POST('/admin/reimbursements/{reimbursementId}/approve', { ...params, body: decision.note ? { note: decision.note } : {} }))
        : answer(api.POST('/admin/reimbursements/{reimbursementId}/reject', { ...params, body: { reason: decision.reason } })),
    onSuccess: (decided) => {
      queryClient.setQueriesData<ListResponse<Reimbursement>>({ queryKey: reimbursementKeys.lists() }, (list) =>
        list ? { ...list, items: list.items.map((item) => (item.id === decided.id ? decided : item)) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: reimbursementKeys.lists() });
      invalidateCustomerMoney(queryClient, decided.customer.id);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) void queryClient.invalidateQueries({ queryKey: reimbursementKeys.lists() });
    },
  });
}
