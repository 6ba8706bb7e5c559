import type { Beneficiary, BeneficiaryList } from '@exchange/contract/remittance/beneficiaries';
import type { BeneficiaryDecision } from '@exchange/contract/remittance/beneficiary-statuses';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../app/api-client.ts';
import { ApiRequestError } from '../../app/api-request-error.ts';
import type { BeneficiaryListQuery } from './beneficiary-list-state.ts';

export const beneficiaryKeys = {
  all: ['remittance', 'beneficiaries'] as const,
  lists: () => [...beneficiaryKeys.all, 'list'] as const,
  list: (query: BeneficiaryListQuery) => [...beneficiaryKeys.lists(), query] as const,
};

/** The API's page (pageNo from 1) in the shape the console's tables read (page from 0). */
const asListResponse = (list: BeneficiaryList): ListResponse<Beneficiary> => ({
  items: list.items,
  total: list.total,
  totalIsCapped: list.totalIsCapped,
  page: list.pageNo - 1,
  limit: list.pageSize,
});

export function useBeneficiaryList(query: BeneficiaryListQuery) {
  return useQuery({
    queryKey: beneficiaryKeys.list(query),
    queryFn: async ({ signal }) =>
      asListResponse(await apiRequest<BeneficiaryList>('/admin/remittance/getCddBeneficiaries', { query: { ...query }, signal })),
    placeholderData: keepPreviousData,
  });
}

export interface BeneficiaryReview {
  status: BeneficiaryDecision;
  reason?: string | undefined;
}

/**
 * A review decision. Never optimistic: the row changes once the server has answered. The decided
 * row takes its new status at once, then the lists load again, so it leaves a tab it no longer
 * belongs to. After a 409 or 404 the lists load again too, showing what is true now.
 */
export function useBeneficiaryReview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: BeneficiaryReview) =>
      apiRequest<Beneficiary>('/admin/remittance/updateCddBeneficiary', { method: 'POST', body: { beneficiaryId: id, ...review } }),
    onSuccess: (beneficiary) => {
      queryClient.setQueriesData<ListResponse<Beneficiary>>({ queryKey: beneficiaryKeys.lists() }, (list) =>
        list ? { ...list, items: list.items.map((item) => (item.id === beneficiary.id ? beneficiary : item)) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: beneficiaryKeys.lists() });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) {
        void queryClient.invalidateQueries({ queryKey: beneficiaryKeys.lists() });
      }
    },
  });
}
