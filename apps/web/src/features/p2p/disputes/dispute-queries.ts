import type { Dispute, DisputeDetail, UpdateDisputeStatus, adminListSchema } from '@exchange/contract/p2p/disputes';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { z } from 'zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api-client.ts';
import { ApiRequestError } from '../../../app/api-request-error.ts';
import type { DisputeListQuery } from './dispute-list-state.ts';

export type DisputeList = ListResponse<Dispute> & { slaHours: number };
// The contract exports the schema but no type for it.
type AdminList = z.infer<typeof adminListSchema>;
export type AdminSummary = AdminList['items'][number];

export const disputeKeys = {
  all: ['p2p', 'disputes'] as const,
  lists: () => [...disputeKeys.all, 'list'] as const,
  list: (query: DisputeListQuery) => [...disputeKeys.lists(), query] as const,
  detail: (orderNumber: string) => [...disputeKeys.all, 'detail', orderNumber] as const,
  admins: () => [...disputeKeys.all, 'activeAdmins'] as const,
};

const path = (orderNumber: string) => `/admin/p2p/orderDisputes/${encodeURIComponent(orderNumber)}`;

export function useDisputeList(query: DisputeListQuery, enabled = true) {
  return useQuery({
    queryKey: disputeKeys.list(query),
    queryFn: ({ signal }) => apiRequest<DisputeList>('/admin/p2p/orderDisputes', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useDispute(orderNumber: string) {
  return useQuery({
    queryKey: disputeKeys.detail(orderNumber),
    queryFn: ({ signal }) => apiRequest<DisputeDetail>(path(orderNumber), { signal }),
    staleTime: 0,
  });
}

/** The admins a dispute can be assigned to. */
export function useActiveAdmins() {
  return useQuery({
    queryKey: disputeKeys.admins(),
    queryFn: ({ signal }) => apiRequest<AdminList>('/admin/list', { query: { isActive: 'true' }, signal }),
    staleTime: 5 * 60_000,
    select: (data) => data.items,
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
  useDisputeMutation(orderNumber, (body: UpdateDisputeStatus) => apiRequest<DisputeDetail>(path(orderNumber), { method: 'PUT', body }));

export const useAssignDispute = (orderNumber: string) =>
  useDisputeMutation(orderNumber, (adminId: string) =>
    apiRequest<DisputeDetail>(`${path(orderNumber)}/changeAssigner/${encodeURIComponent(adminId)}`, { method: 'PUT' }),
  );

export const useAddDisputeNote = (orderNumber: string) =>
  useDisputeMutation(orderNumber, (notes: string) => apiRequest<DisputeDetail>(`${path(orderNumber)}/notes`, { method: 'PUT', body: { notes } }));
