import type { BankAccount } from '@exchange/contract/bank-accounts/bank-accounts';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import type { BankAccountQuery } from './bank-account-filters.ts';

export const bankAccountKeys = {
  all: ['bankAccounts'] as const,
  lists: () => [...bankAccountKeys.all, 'list'] as const,
  list: (query: BankAccountQuery) => [...bankAccountKeys.lists(), query] as const,
};

export function useBankAccountList(query: BankAccountQuery) {
  return useListQuery(bankAccountKeys.list(query), ({ signal, withTotal }) => answer(api.GET('/admin/bankAccounts', { params: { query: { ...query, withTotal } }, signal })));
}

export type BankAccountDecision = { verify: true } | { verify: false; reason: string };

/**
 * Verify or reject. Never optimistic: the row takes its new status once the server answered, then
 * the lists load again (it leaves the pending queue). After a 409 or 404 they load again too.
 */
export function useBankAccountDecision(id: string) {
  const queryClient = useQueryClient();
  const params = { params: { path: { bankAccountId: id } } };
  return useMutation({
    mutationFn: (decision: BankAccountDecision) =>
      decision.verify
        ? answer(api.POST('/admin/bankAccounts/{bankAccountId}/verify', params))
        : answer(api.POST('/admin/bankAccounts/{bankAccountId}/reject', { ...params, body: { reason: decision.reason } })),
    onSuccess: (account) => {
      queryClient.setQueriesData<ListResponse<BankAccount>>({ queryKey: bankAccountKeys.lists() }, (list) =>
        list ? { ...list, items: list.items.map((item) => (item.id === account.id ? account : item)) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: bankAccountKeys.lists() });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) void queryClient.invalidateQueries({ queryKey: bankAccountKeys.lists() });
    },
  });
}
