import type { Beneficiary } from '@exchange/contract/remittance/beneficiaries';
import type { BeneficiaryDecision } from '@exchange/contract/remittance/beneficiary-statuses';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useListQuery } from '../../components/list/use-list-query.ts';
import { answer, api } from '../../app/api.ts';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { fromPageNo, toPageNo } from '../../components/list/page-no.ts';
import type { BeneficiaryQuery } from './beneficiary-filters.ts';

export const beneficiaryKeys = {
  all: ['remittance', 'beneficiaries'] as const,
  lists: () => [...beneficiaryKeys.all, 'list'] as const,
  list: (query: BeneficiaryQuery) => [...beneficiaryKeys.lists(), query] as const,
};

export function useBeneficiaryList(query: BeneficiaryQuery) {
  return useListQuery(beneficiaryKeys.list(query), async ({ signal, withTotal }) => fromPageNo(await answer(api.GET('/admin/remittance/getCddBeneficiaries', { params: { query: { ...toPageNo(query), withTotal } }, signal }))));
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
    mutationFn: (review: BeneficiaryReview) => answer(api.POST('/admin/remittance/updateCddBeneficiary', { body: { beneficiaryId: id, ...review } })),
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
