import type { CreateFiatDeposit, FiatDeposit } from '@exchange/contract/fiat/fiat-deposits';
import type { CreateFiatWithdrawal, FiatWithdrawal } from '@exchange/contract/fiat/fiat-withdrawals';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import type { FiatDepositQuery, FiatWithdrawalQuery } from './fiat-filters.ts';

export const fiatKeys = {
  all: ['fiat'] as const,
  deposits: () => [...fiatKeys.all, 'deposits'] as const,
  depositList: (query: FiatDepositQuery) => [...fiatKeys.deposits(), 'list', query] as const,
  deposit: (id: string) => [...fiatKeys.deposits(), 'detail', id] as const,
  match: (line: MatchLine) => [...fiatKeys.deposits(), 'match', line] as const,
  withdrawals: () => [...fiatKeys.all, 'withdrawals'] as const,
  withdrawalList: (query: FiatWithdrawalQuery) => [...fiatKeys.withdrawals(), 'list', query] as const,
  withdrawal: (id: string) => [...fiatKeys.withdrawals(), 'detail', id] as const,
};

/** A fiat change moves a customer's balance: their balances and timeline load again too. */
const afterChange = (queryClient: QueryClient, area: 'deposits' | 'withdrawals') => {
  void queryClient.invalidateQueries({ queryKey: area === 'deposits' ? fiatKeys.deposits() : fiatKeys.withdrawals() });
  void queryClient.invalidateQueries({ queryKey: ['customers'] });
};

export function useFiatDeposits(query: FiatDepositQuery) {
  return useListQuery(fiatKeys.depositList(query), ({ signal, withTotal }) => answer(api.GET('/admin/fiat/deposits', { params: { query: { ...query, withTotal } }, signal })));
}

/** One deposit for its drawer: the list's row shows at once, the server's answer replaces it. */
export function useFiatDeposit(id: string | undefined, fromList: FiatDeposit | undefined) {
  return useQuery({
    queryKey: fiatKeys.deposit(id ?? ''),
    queryFn: ({ signal }) => answer(api.GET('/admin/fiat/deposits/{id}', { params: { path: { id: id ?? '' } }, signal })),
    enabled: Boolean(id),
    placeholderData: fromList,
  });
}

export interface MatchLine {
  reference: string;
  amount: string;
  currency: FiatDeposit['currency'];
}

export function useFiatDepositMatches(line: MatchLine | undefined) {
  return useQuery({
    queryKey: fiatKeys.match(line ?? { reference: '', amount: '', currency: 'AED' }),
    queryFn: ({ signal }) => answer(api.GET('/admin/fiat/deposits/match', { params: { query: line ?? { reference: '', amount: '', currency: 'AED' } }, signal })),
    enabled: Boolean(line),
    staleTime: 0,
  });
}

export function useCreateFiatDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFiatDeposit) => answer(api.POST('/admin/fiat/deposits', { body })),
    onSuccess: () => afterChange(queryClient, 'deposits'),
  });
}

export type FiatDepositDecision = { kind: 'approve'; statementReference: string; note?: string | undefined } | { kind: 'reject'; reason: string };

/** Never optimistic: the drawer and lists show the new state once the server answered; a 409/404 reloads them. */
export function useFiatDepositDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: FiatDepositDecision }) => {
      const path = { params: { path: { id } } };
      return decision.kind === 'approve'
        ? answer(api.POST('/admin/fiat/deposits/{id}/approve', { ...path, body: { statementReference: decision.statementReference, note: decision.note } }))
        : answer(api.POST('/admin/fiat/deposits/{id}/reject', { ...path, body: { reason: decision.reason } }));
    },
    onSuccess: (deposit) => {
      queryClient.setQueryData(fiatKeys.deposit(deposit.id), deposit);
      afterChange(queryClient, 'deposits');
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) afterChange(queryClient, 'deposits');
    },
  });
}

export function useFiatWithdrawals(query: FiatWithdrawalQuery) {
  return useListQuery(fiatKeys.withdrawalList(query), ({ signal, withTotal }) => answer(api.GET('/admin/fiat/withdrawals', { params: { query: { ...query, withTotal } }, signal })));
}

export function useFiatWithdrawal(id: string | undefined, fromList: FiatWithdrawal | undefined) {
  return useQuery({
    queryKey: fiatKeys.withdrawal(id ?? ''),
    queryFn: ({ signal }) => answer(api.GET('/admin/fiat/withdrawals/{id}', { params: { path: { id: id ?? '' } }, signal })),
    enabled: Boolean(id),
    placeholderData: fromList,
  });
}

export function useCreateFiatWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFiatWithdrawal) => answer(api.POST('/admin/fiat/withdrawals', { body })),
    onSuccess: () => afterChange(queryClient, 'withdrawals'),
  });
}

export type FiatWithdrawalStep =
  | { kind: 'submit'; note?: string | undefined }
  | { kind: 'approve'; note?: string | undefined; acknowledgeHolds?: boolean }
  | { kind: 'reject'; reason: string }
  | { kind: 'markSent'; payoutReference: string }
  | { kind: 'markFailed'; reason: string };

export function useFiatWithdrawalStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, step }: { id: string; step: FiatWithdrawalStep }) => {
      const path = { params: { path: { id } } };
      switch (step.kind) {
        case 'submit':
          return answer(api.POST('/admin/fiat/withdrawals/{id}/submitForApproval', { ...path, body: { note: step.note } }));
        case 'approve':
          return answer(api.POST('/admin/fiat/withdrawals/{id}/approve', { ...path, body: { note: step.note, acknowledgeHolds: step.acknowledgeHolds } }));
        case 'reject':
          return answer(api.POST('/admin/fiat/withdrawals/{id}/reject', { ...path, body: { reason: step.reason } }));
        case 'markSent':
          return answer(api.POST('/admin/fiat/withdrawals/{id}/markSent', { ...path, body: { payoutReference: step.payoutReference } }));
        case 'markFailed':
          return answer(api.POST('/admin/fiat/withdrawals/{id}/markFailed', { ...path, body: { reason: step.reason } }));
      }
    },
    onSuccess: (withdrawal) => {
      queryClient.setQueryData(fiatKeys.withdrawal(withdrawal.id), withdrawal);
      queryClient.setQueriesData<ListResponse<FiatWithdrawal>>({ queryKey: [...fiatKeys.withdrawals(), 'list'] }, (list) =>
        list ? { ...list, items: list.items.map((item) => (item.id === withdrawal.id ? withdrawal : item)) } : list,
      );
      afterChange(queryClient, 'withdrawals');
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) afterChange(queryClient, 'withdrawals');
    },
  });
}

/** A customer's verified bank accounts, the ones a withdrawal may be paid to (the bank accounts list, filtered). */
export function useVerifiedBankAccounts(customerId: string | undefined) {
  return useQuery({
    queryKey: ['bankAccounts', 'list', { customerId, status: 'VERIFIED', page: 0, limit: 50 }],
    queryFn: ({ signal }) => answer(api.GET('/admin/bankAccounts', { params: { query: { customerId: customerId ?? '', status: 'VERIFIED', page: 0, limit: 50 } }, signal })),
    enabled: Boolean(customerId),
  });
}
