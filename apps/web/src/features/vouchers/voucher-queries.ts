import type { CreateVoucherBatch, VoucherBatch } from '@exchange/contract/vouchers/vouchers';
import { answer, api } from '../../app/api.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import { useRefreshingMutation } from '../../components/use-refreshing-mutation.ts';
import type { VoucherBatchQuery, VoucherRedemptionQuery } from './voucher-filters.ts';

export const voucherKeys = {
  all: ['vouchers'] as const,
  batches: (query: VoucherBatchQuery) => [...voucherKeys.all, 'batches', query] as const,
  redemptions: (query: VoucherRedemptionQuery) => [...voucherKeys.all, 'redemptions', query] as const,
};

export function useVoucherBatches(query: VoucherBatchQuery) {
  return useListQuery(voucherKeys.batches(query), ({ signal, withTotal }) => answer(api.GET('/admin/vouchers', { params: { query: { ...query, withTotal } }, signal })));
}

export function useVoucherRedemptions(query: VoucherRedemptionQuery) {
  return useListQuery(voucherKeys.redemptions(query), ({ signal, withTotal }) => answer(api.GET('/admin/vouchers/redemptions', { params: { query: { ...query, format: 'json', withTotal } }, signal })));
}

/** After a change the lists load again; a 404 or 409 means the screen is stale, so they reload too. */

function useVoucherMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  return useRefreshingMutation(voucherKeys.all, mutationFn);
}

export const useCreateVoucherBatch = () => useVoucherMutation((body: CreateVoucherBatch) => answer(api.POST('/admin/vouchers', { body })));

export type VoucherBatchChange = { kind: 'pause'; reason: string } | { kind: 'resume' } | { kind: 'revoke'; reason: string };

export const useVoucherBatchChange = (id: string) =>
  useVoucherMutation((change: VoucherBatchChange): Promise<VoucherBatch> => {
    const path = { params: { path: { id } } };
    if (change.kind === 'pause') return answer(api.POST('/admin/vouchers/{id}/pause', { ...path, body: { reason: change.reason } }));
    if (change.kind === 'revoke') return answer(api.POST('/admin/vouchers/{id}/revoke', { ...path, body: { reason: change.reason } }));
    return answer(api.POST('/admin/vouchers/{id}/resume', path));
  });
