import type { CreateFiatDeposit, FiatDeposit } from '@exchange/contract/fiat/fiat-deposits';
import type { CreateFiatWithdrawal, FiatWithdrawal } from '@exchange/contract/fiat/fiat-withdrawals';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import { useRecordStep, type RecordKeys } from '../../components/list/use-record-step.ts';
import type { WithdrawalStep } from '../../components/WithdrawalStepActions.tsx';
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
const depositKeys: RecordKeys = { detail: fiatKeys.deposit, lists: fiatKeys.deposits(), reload: [fiatKeys.deposits(), ['customers']] };
const withdrawalKeys: RecordKeys = { detail: fiatKeys.withdrawal, lists: fiatKeys.withdrawals(), reload: [fiatKeys.withdrawals(), ['customers']] };

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
  return useRecordStep(depositKeys, ({ id, decision }: { id: string; decision: FiatDepositDecision }) => {
    const path = { params: { path: { id } } };
    return decision.kind === 'approve'
      ? answer(api.POST('/admin/fiat/deposits/{id}/approve', { ...path, body: { statementReference: decision.statementReference, note: decision.note } }))
      : answer(api.POST('/admin/fiat/deposits/{id}/reject', { ...path, body: { reason: decision.reason } }));
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

export function useFiatWithdrawalStep() {
  return useRecordStep(withdrawalKeys, ({ id, step }: { id: string; step: WithdrawalStep }) => {
      const path = { params: { path: { id } } };
      switch (step.kind) {
        case 'submit':
          return answer(api.POST('/admin/fiat/withdrawals/{id}/submitForApproval', { ...path, body: { note: step.note } }));
        case 'approve':
          return answer(api.POST('/admin/fiat/withdrawals/{id}/approve', { ...path, body: { note: step.note, acknowledgeHolds: step.acknowledgeHolds } }));
        case 'reject':
          return answer(api.POST('/admin/fiat/withdrawals/{id}/reject', { ...path, body: { reason: step.reason } }));
        case 'markSent':
          return answer(api.POST('/admin/fiat/withdrawals/{id}/markSent', { ...path, body: { payoutReference: step.reference ?? '' } }));
        case 'markFailed':
          return answer(api.POST('/admin/fiat/withdrawals/{id}/markFailed', { ...path, body: { reason: step.reason } }));
      }
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
