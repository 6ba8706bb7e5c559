import type { SetCoinActive, UpdateCryptoNetwork } from '@exchange/contract/crypto/crypto-coins';
import type { CryptoDeposit, ProposeCryptoDepositRecovery } from '@exchange/contract/crypto/crypto-deposits';
import type { Coin } from '@exchange/contract/crypto/crypto-rules';
import type { AddExchangeAddress, AddWhitelistAddress } from '@exchange/contract/crypto/crypto-whitelist';
import type { CreateCryptoWithdrawal, CryptoWithdrawal } from '@exchange/contract/crypto/crypto-withdrawals';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import { useRecordStep, type RecordKeys } from '../../components/list/use-record-step.ts';
import type { WithdrawalStep } from '../../components/WithdrawalStepActions.tsx';
import type { CryptoDepositQuery, CryptoWithdrawalQuery, ExchangeAddressQuery, WhitelistQuery } from './crypto-filters.ts';

export const cryptoKeys = {
  all: ['crypto'] as const,
  coins: () => [...cryptoKeys.all, 'coins'] as const,
  history: (coin: string) => [...cryptoKeys.coins(), 'history', coin] as const,
  deposits: () => [...cryptoKeys.all, 'deposits'] as const,
  depositList: (query: CryptoDepositQuery) => [...cryptoKeys.deposits(), 'list', query] as const,
  deposit: (id: string) => [...cryptoKeys.deposits(), 'detail', id] as const,
  withdrawals: () => [...cryptoKeys.all, 'withdrawals'] as const,
  withdrawalList: (query: CryptoWithdrawalQuery) => [...cryptoKeys.withdrawals(), 'list', query] as const,
  withdrawal: (id: string) => [...cryptoKeys.withdrawals(), 'detail', id] as const,
  whitelist: (query: WhitelistQuery) => [...cryptoKeys.all, 'whitelist', query] as const,
  fex: (query: ExchangeAddressQuery) => [...cryptoKeys.all, 'fex', query] as const,
};

/** A crypto change may move a customer's balance: their balances and timeline load again too. */
const afterChange = (queryClient: QueryClient, key: readonly unknown[]) => {
  void queryClient.invalidateQueries({ queryKey: key });
  void queryClient.invalidateQueries({ queryKey: ['customers'] });
};
const depositKeys: RecordKeys = { detail: cryptoKeys.deposit, lists: cryptoKeys.deposits(), reload: [cryptoKeys.deposits(), ['customers']] };
const withdrawalKeys: RecordKeys = { detail: cryptoKeys.withdrawal, lists: cryptoKeys.withdrawals(), reload: [cryptoKeys.withdrawals(), ['customers']] };
const reloadOnConflict = (queryClient: QueryClient, key: readonly unknown[]) => (error: Error) => {
  if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) afterChange(queryClient, key);
};

/** Manage Crypto Coins: every coin with its networks on one page (the spec's 2000). */
export function useCryptoCoins() {
  return useQuery({
    queryKey: cryptoKeys.coins(),
    queryFn: ({ signal }) => answer(api.GET('/admin/crypto/coins', { params: { query: {} }, signal })),
  });
}

export function useCoinHistory(coin: Coin | undefined, page: number) {
  return useQuery({
    queryKey: [...cryptoKeys.history(coin ?? ''), page],
    queryFn: ({ signal }) => answer(api.GET('/admin/crypto/coins/{code}/history', { params: { path: { code: coin ?? 'BTC' }, query: { page, limit: 20 } }, signal })),
    enabled: Boolean(coin),
    placeholderData: keepPreviousData,
  });
}


export function useSetCoinActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: { code: Coin; body: SetCoinActive }) => answer(api.PUT('/admin/crypto/coins/{code}/active', { params: { path: { code } }, body })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: cryptoKeys.coins() }),
    onError: reloadOnConflict(queryClient, cryptoKeys.coins()),
  });
}

export function useUpdateNetwork() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCryptoNetwork }) => answer(api.PUT('/admin/crypto/networks/{id}', { params: { path: { id } }, body })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: cryptoKeys.coins() }),
  });
}

export function useCryptoDeposits(query: CryptoDepositQuery) {
  return useListQuery(cryptoKeys.depositList(query), ({ signal, withTotal }) => answer(api.GET('/admin/crypto/deposits', { params: { query: { ...query, withTotal } }, signal })));
}

export function useCryptoDeposit(id: string | undefined, fromList: CryptoDeposit | undefined) {
  return useQuery({
    queryKey: cryptoKeys.deposit(id ?? ''),
    queryFn: ({ signal }) => answer(api.GET('/admin/crypto/deposits/{id}', { params: { path: { id: id ?? '' } }, signal })),
    enabled: Boolean(id),
    placeholderData: fromList,
  });
}

export function useProposeRecovery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProposeCryptoDepositRecovery) => answer(api.POST('/admin/crypto/deposits/recoveries', { body: { ...body, outputIndex: body.outputIndex ?? 0 } })),
    onSuccess: () => afterChange(queryClient, cryptoKeys.deposits()),
  });
}

export type RecoveryDecision = { kind: 'approve'; note?: string | undefined } | { kind: 'reject'; reason: string };

export function useRecoveryDecision() {
  return useRecordStep(depositKeys, ({ id, decision }: { id: string; decision: RecoveryDecision }) => {
    const path = { params: { path: { id } } };
    return decision.kind === 'approve'
      ? answer(api.POST('/admin/crypto/deposits/{id}/approveRecovery', { ...path, body: { note: decision.note } }))
      : answer(api.POST('/admin/crypto/deposits/{id}/rejectRecovery', { ...path, body: { reason: decision.reason } }));
  });
}

export function useCryptoWithdrawals(query: CryptoWithdrawalQuery) {
  return useListQuery(cryptoKeys.withdrawalList(query), ({ signal, withTotal }) => answer(api.GET('/admin/crypto/withdrawals', { params: { query: { ...query, withTotal } }, signal })));
}

export function useCryptoWithdrawal(id: string | undefined, fromList: CryptoWithdrawal | undefined) {
  return useQuery({
    queryKey: cryptoKeys.withdrawal(id ?? ''),
    queryFn: ({ signal }) => answer(api.GET('/admin/crypto/withdrawals/{id}', { params: { path: { id: id ?? '' } }, signal })),
    enabled: Boolean(id),
    placeholderData: fromList,
  });
}

export function useCreateCryptoWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCryptoWithdrawal) => answer(api.POST('/admin/crypto/withdrawals', { body })),
    onSuccess: () => afterChange(queryClient, cryptoKeys.withdrawals()),
  });
}

/** The shared steps, and a failed withdrawal's retry as a new one. */
export type CryptoWithdrawalStep = WithdrawalStep | { kind: 'retry'; note?: string | undefined };

export function useCryptoWithdrawalStep() {
  return useRecordStep(withdrawalKeys, ({ id, step }: { id: string; step: CryptoWithdrawalStep }) => {
      const path = { params: { path: { id } } };
      switch (step.kind) {
        case 'submit':
          return answer(api.POST('/admin/crypto/withdrawals/{id}/submitForApproval', { ...path, body: { note: step.note } }));
        case 'approve':
          return answer(api.POST('/admin/crypto/withdrawals/{id}/approve', { ...path, body: { note: step.note, acknowledgeHolds: step.acknowledgeHolds } }));
        case 'reject':
          return answer(api.POST('/admin/crypto/withdrawals/{id}/reject', { ...path, body: { reason: step.reason } }));
        case 'markSent':
          return answer(api.POST('/admin/crypto/withdrawals/{id}/markSent', { ...path, body: { txHash: step.reference } }));
        case 'markFailed':
          return answer(api.POST('/admin/crypto/withdrawals/{id}/markFailed', { ...path, body: { reason: step.reason } }));
        case 'retry':
          return answer(api.POST('/admin/crypto/withdrawals/{id}/retry', { ...path, body: { note: step.note } }));
      }
  });
}

export function useWhitelist(query: WhitelistQuery) {
  return useListQuery(cryptoKeys.whitelist(query), ({ signal, withTotal }) => answer(api.GET('/admin/crypto/whitelist', { params: { query: { ...query, withTotal } }, signal })));
}

export function useAddWhitelistAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddWhitelistAddress) => answer(api.POST('/admin/crypto/whitelist', { body })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...cryptoKeys.all, 'whitelist'] }),
  });
}

export function useRemoveWhitelistAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => answer(api.POST('/admin/crypto/whitelist/{id}/remove', { params: { path: { id } }, body: { reason } })),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [...cryptoKeys.all, 'whitelist'] }),
  });
}

export function useExchangeAddresses(query: ExchangeAddressQuery) {
  return useListQuery(cryptoKeys.fex(query), ({ signal, withTotal }) => answer(api.GET('/admin/crypto/fexWhitelist', { params: { query: { ...query, withTotal } }, signal })));
}

export function useAddExchangeAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddExchangeAddress) => answer(api.POST('/admin/crypto/fexWhitelist', { body })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...cryptoKeys.all, 'fex'] }),
  });
}

export function useRemoveExchangeAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => answer(api.POST('/admin/crypto/fexWhitelist/{id}/remove', { params: { path: { id } }, body: { reason } })),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [...cryptoKeys.all, 'fex'] }),
  });
}
