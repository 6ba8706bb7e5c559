import type { KycRequest, RejectKycRequestInput } from '@exchange/contract/kyc/kyc-requests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { queryClient } from '../../app/query-client.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import type { KycRequestQuery } from './kyc-filters.ts';

export const kycKeys = {
  all: ['kyc'] as const,
  lists: () => [...kycKeys.all, 'list'] as const,
  list: (query: KycRequestQuery) => [...kycKeys.lists(), query] as const,
  counts: (query: Omit<KycRequestQuery, 'status' | 'page' | 'limit'>) => [...kycKeys.all, 'counts', query] as const,
  detail: (id: string) => [...kycKeys.all, 'detail', id] as const,
  document: (id: string) => [...kycKeys.all, 'document', id] as const,
};

export function useKycRequestList(query: KycRequestQuery, enabled = true) {
  return useListQuery(kycKeys.list(query), ({ signal, withTotal }) => answer(api.GET('/admin/kyc/requests', { params: { query: { ...query, withTotal } }, signal })), enabled);
}

/** Requests per status under the list's other filters: the queue's tabs. */
export function useKycRequestCounts({ status: _status, page: _page, limit: _limit, withTotal: _withTotal, ...filters }: KycRequestQuery) {
  return useQuery({
    queryKey: kycKeys.counts(filters),
    queryFn: ({ signal }) => answer(api.GET('/admin/kyc/requestCounts', { params: { query: filters }, signal })),
  });
}

export function useKycRequestDetail(id: string) {
  return useQuery({
    queryKey: kycKeys.detail(id),
    queryFn: ({ signal }) => answer(api.GET('/admin/kyc/requests/{requestId}', { params: { path: { requestId: id } }, signal })),
    staleTime: 0,
  });
}

/**
 * Every decision answers with the request: the review screen reloads, the queue and its counts
 * count again. A 409 or 404 means someone else was first: reload so the screen shows what is true.
 */
function useKycMutation<V>(id: string, send: (variables: V) => Promise<KycRequest>) {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all([
    queryClient.invalidateQueries({ queryKey: kycKeys.detail(id) }),
    queryClient.invalidateQueries({ queryKey: kycKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: [...kycKeys.all, 'counts'] }),
  ]);
  return useMutation({
    mutationFn: send,
    onSuccess: () => void refresh(),
    onError: (error) => {
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) void refresh();
    },
  });
}

const path = (requestId: string) => ({ params: { path: { requestId } } });

export const useAssignKycRequest = (id: string) => useKycMutation(id, () => answer(api.POST('/admin/kyc/requests/{requestId}/assign', path(id))));
export const useApproveKycRequest = (id: string) =>
  useKycMutation(id, (note: string | undefined) => answer(api.POST('/admin/kyc/requests/{requestId}/approve', { ...path(id), body: { note } })));
export const useRejectKycRequest = (id: string) =>
  useKycMutation(id, (body: RejectKycRequestInput) => answer(api.POST('/admin/kyc/requests/{requestId}/reject', { ...path(id), body })));

// Once for the console: a document's object URL goes when the cache drops its query.
queryClient.getQueryCache().subscribe((event) => {
  const data: unknown = event.query.state.data;
  if (event.type === 'removed' && event.query.queryKey[0] === kycKeys.all[0] && event.query.queryKey[1] === 'document' && typeof data === 'string') URL.revokeObjectURL(data);
});

/**
 * A document's bytes, fetched with the session's token (an <img> or <iframe> cannot send it), as
 * an object URL of the type the server sniffed. The URL lives as long as its cached query: it is
 * revoked when the cache drops the query (a minute after the last viewer is gone). Each fetch is
 * a view the server records.
 */
export function useKycDocumentUrl(documentId: string) {
  const query = useQuery({
    queryKey: kycKeys.document(documentId),
    queryFn: async ({ signal }) => {
      const { data } = await api.GET('/admin/kyc/documents/{documentId}', { params: { path: { documentId } }, parseAs: 'blob', signal });
      if (!(data instanceof Blob)) throw new Error('The admin API answered without a document');
      return URL.createObjectURL(data);
    },
    staleTime: Infinity,
    gcTime: 60_000,
  });
  return { url: query.data, isError: query.isError, error: query.error };
}
