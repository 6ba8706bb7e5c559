import type { CreateSubAccountTransferInput, SubAccount } from '@exchange/contract/sub-accounts/sub-accounts';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import { customerKeys } from '../customers/customer-queries.ts';
import { ledgerKeys } from '../ledger/ledger-queries.ts';
import type { SubAccountQuery } from './sub-account-filters.ts';

export const subAccountKeys = {
  all: ['subAccounts'] as const,
  lists: () => [...subAccountKeys.all, 'list'] as const,
  list: (query: SubAccountQuery) => [...subAccountKeys.lists(), query] as const,
  transfers: (customerId: string) => [...subAccountKeys.all, 'transfers', customerId] as const,
  transferPage: (customerId: string, page: number, limit: number) => [...subAccountKeys.transfers(customerId), { page, limit }] as const,
};

export function useSubAccountList(query: SubAccountQuery, enabled = true) {
  return useListQuery(subAccountKeys.list(query), ({ signal, withTotal }) => answer(api.GET('/admin/subAccounts', { params: { query: { ...query, withTotal } }, signal })), enabled);
}

export function useSubAccountTransfers(customerId: string, page: number, limit: number) {
  return useListQuery(subAccountKeys.transferPage(customerId, page, limit), ({ signal, withTotal }) =>
    answer(api.GET('/admin/customers/{customerId}/subAccountTransfers', { params: { path: { customerId }, query: { page, limit, withTotal } }, signal })),
  );
}

export type SubAccountChange =
  | { kind: 'open'; customerId: string; name: string; reason?: string | undefined }
  | { kind: 'rename'; subAccountId: string; name: string; reason?: string | undefined }
  | { kind: 'close'; subAccountId: string; reason: string };

/** Open, rename or close; the lists and the customer's balances and timeline load again. */
export function useSubAccountChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SubAccountChange): Promise<SubAccount> => {
      switch (change.kind) {
        case 'open':
          return answer(api.POST('/admin/customers/{customerId}/subAccounts', { params: { path: { customerId: change.customerId } }, body: { name: change.name, reason: change.reason } }));
        case 'rename':
          return answer(api.PATCH('/admin/subAccounts/{subAccountId}', { params: { path: { subAccountId: change.subAccountId } }, body: { name: change.name, reason: change.reason } }));
        case 'close':
          return answer(api.POST('/admin/subAccounts/{subAccountId}/close', { params: { path: { subAccountId: change.subAccountId } }, body: { reason: change.reason } }));
      }
    },
    onSuccess: (changed) => {
      queryClient.setQueriesData<ListResponse<SubAccount>>({ queryKey: subAccountKeys.lists() }, (list) =>
        list ? { ...list, items: list.items.map((item) => (item.id === changed.id ? changed : item)) } : list,
      );
      void queryClient.invalidateQueries({ queryKey: subAccountKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: customerKeys.balances(changed.customer.id) });
      void queryClient.invalidateQueries({ queryKey: customerKeys.timelines(changed.customer.id) });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) void queryClient.invalidateQueries({ queryKey: subAccountKeys.lists() });
    },
  });
}

/** A transfer between the customer's accounts: balances, statements, sub-accounts and transfers load again. */
export function useSubAccountTransfer(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSubAccountTransferInput) => answer(api.POST('/admin/customers/{customerId}/subAccountTransfers', { params: { path: { customerId } }, body })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: subAccountKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: subAccountKeys.transfers(customerId) });
      void queryClient.invalidateQueries({ queryKey: customerKeys.balances(customerId) });
      void queryClient.invalidateQueries({ queryKey: ledgerKeys.statements(customerId) });
      void queryClient.invalidateQueries({ queryKey: customerKeys.timelines(customerId) });
    },
  });
}
