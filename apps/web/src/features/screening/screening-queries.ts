import type { ListResponse } from '@exchange/contract/platform/lists';
import type { DecideScreeningCase, ScreeningCase, ScreeningCaseDetail } from '@exchange/contract/screening/screening';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import type { CaseQuery } from './screening-filters.ts';

export type CaseList = ListResponse<ScreeningCase>;

export const screeningKeys = {
  all: ['screening'] as const,
  caseLists: () => [...screeningKeys.all, 'cases'] as const,
  caseList: (query: CaseQuery) => [...screeningKeys.caseLists(), query] as const,
  case: (id: string) => [...screeningKeys.all, 'case', id] as const,
  watchlists: () => [...screeningKeys.all, 'watchlists'] as const,
};

export function useScreeningCases(query: CaseQuery, enabled = true) {
  return useListQuery(screeningKeys.caseList(query), ({ signal, withTotal }) => answer(api.GET('/admin/screening/cases', { params: { query: { ...query, withTotal } }, signal })), enabled);
}

export function useScreeningCase(caseId: string | undefined) {
  return useQuery({
    queryKey: screeningKeys.case(caseId ?? ''),
    queryFn: ({ signal }) => answer(api.GET('/admin/screening/cases/{caseId}', { params: { path: { caseId: caseId ?? '' } }, signal })),
    enabled: Boolean(caseId),
    staleTime: 0,
  });
}

export function useWatchlists() {
  return useQuery({ queryKey: screeningKeys.watchlists(), queryFn: ({ signal }) => answer(api.GET('/admin/screening/watchlists', { signal })) });
}

/** After a change: the case shows the server's answer; the lists load again when next shown. */
function useAfterCaseChange(caseId: string) {
  const queryClient = useQueryClient();
  const settle = (detail: ScreeningCaseDetail | undefined, refetch: boolean) => {
    if (detail) {
      queryClient.setQueryData(screeningKeys.case(caseId), detail);
      queryClient.setQueriesData<CaseList>({ queryKey: screeningKeys.caseLists() }, (list) =>
        list ? { ...list, items: list.items.map((item) => (item.id === caseId ? { ...detail, notes: undefined } : item)) } : list,
      );
    }
    void queryClient.invalidateQueries({ queryKey: screeningKeys.caseLists(), refetchType: refetch ? 'active' : 'none' });
    void queryClient.invalidateQueries({ queryKey: screeningKeys.watchlists() });
    if (refetch) void queryClient.invalidateQueries({ queryKey: screeningKeys.case(caseId) });
  };
  const onError = (error: unknown) => {
    if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) settle(undefined, true);
  };
  return { settle, onError };
}

/** FALSE_POSITIVE or TRUE_MATCH with its note. Never optimistic: a true match freezes an account. */
export function useDecideCase(caseId: string) {
  const { settle, onError } = useAfterCaseChange(caseId);
  return useMutation({
    mutationFn: (body: DecideScreeningCase) => answer(api.POST('/admin/screening/cases/{caseId}/decision', { params: { path: { caseId } }, body })),
    onSuccess: (result) => settle(result.case, false),
    onError,
  });
}

export function useAddCaseNote(caseId: string) {
  const { settle, onError } = useAfterCaseChange(caseId);
  return useMutation({
    mutationFn: (body: string) => answer(api.POST('/admin/screening/cases/{caseId}/notes', { params: { path: { caseId } }, body: { body } })),
    onSuccess: (detail) => settle(detail, false),
    onError,
  });
}

export function useUploadWatchlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; csv: string }) => answer(api.POST('/admin/screening/watchlists', { body })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: screeningKeys.all });
    },
  });
}

export function useScreenCustomer(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => answer(api.POST('/admin/screening/customers/{customerId}/screen', { params: { path: { customerId } } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: screeningKeys.caseLists() });
    },
  });
}
