import type { DisputeDetail, UpdateDisputeStatus } from '@exchange/contract/p2p/disputes';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useListQuery } from '../../../components/list/use-list-query.ts';
import { answer, api } from '../../../app/api.ts';
import { ApiRequestError } from '../../../app/api-request-error.ts';
import type { DisputeListQuery } from './dispute-filters.ts';

export const disputeKeys = {
  all: ['p2p', 'disputes'] as const,
  lists: () => [...disputeKeys.all, 'list'] as const,
  list: (query: DisputeListQuery) => [...disputeKeys.lists(), query] as const,
  detail: (orderNumber: string) => [...disputeKeys.all, 'detail', orderNumber] as const,
};

const pathOf = (orderNumber: string) => ({ path: { orderNumber } });

export function useDisputeList(query: DisputeListQuery, enabled = true) {
  return useListQuery(disputeKeys.list(query), ({ signal, withTotal }) => answer(api.GET('/admin/p2p/orderDisputes', { params: { query: { ...query, withTotal } }, signal })), enabled);
}

export function useDispute(orderNumber: string) {
  return useQuery({
    queryKey: disputeKeys.detail(orderNumber),
    queryFn: ({ signal }) => answer(api.GET('/admin/p2p/orderDisputes/{orderNumber}', { params: pathOf(orderNumber), signal })),
    staleTime: 0,
  });
}

/**
 * Every dispute change answers with the whole detail: it replaces the cached one, and the queue
 * refetches (its order, assignees and SLA flags may all have moved). A 409 or 404 means the dispute
 * changed under us: reload it so the page shows what is true now.
 */
function useDisputeMutation<Variables>(orderNumber: string, send: (variables: Variables) => Promise<DisputeDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (detail) => {
      queryClient.setQueryData(disputeKeys.detail(orderNumber), detail);
      void queryClient.invalidateQueries({ queryKey: disputeKeys.lists() });
    },
    onError: (error) => refreshAfterConflict(queryClient, orderNumber, error),
  });
}

async function refreshAfterConflict(queryClient: QueryClient, orderNumber: string, error: Error) {
  if (!(error instanceof ApiRequestError) || (error.status !== 409 && error.status !== 404)) return;
  await queryClient.invalidateQueries({ queryKey: disputeKeys.detail(orderNumber) });
  void queryClient.invalidateQueries({ queryKey: disputeKeys.lists() });
}

export const useChangeDisputeStatus = (orderNumber: string) =>
  useDisputeMutation(orderNumber, (body: UpdateDisputeStatus) => answer(api.PUT('/admin/p2p/orderDisputes/{orderNumber}', { params: pathOf(orderNumber), body })));

export const useAssignDispute = (orderNumber: string) =>
  useDisputeMutation(orderNumber, (targetAdminId: string) =>
    answer(api.PUT('/admin/p2p/orderDisputes/{orderNumber}/changeAssigner/{targetAdminId}', { params: { path: { orderNumber, targetAdminId } } })),
  );

export const useAddDisputeNote = (orderNumber: string) =>
  useDisputeMutation(orderNumber, (notes: string) => answer(api.PUT('/admin/p2p/orderDisputes/{orderNumber}/notes', { params: pathOf(orderNumber), body: { notes } })));
