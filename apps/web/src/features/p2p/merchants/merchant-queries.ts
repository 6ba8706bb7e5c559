import type { MerchantAdInput } from '@exchange/contract/p2p/ads';
import type { MerchantPaymentMethodInput } from '@exchange/contract/p2p/merchant-payment-methods';
import type { Merchant, MerchantInput } from '@exchange/contract/p2p/merchants';
import { skipToken, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useListQuery } from '../../../components/list/use-list-query.ts';
import { answer, api, type ListQueryOf } from '../../../app/api.ts';
import { statisticsKeys } from '../statistics/statistics-queries.ts';

export type MerchantListQuery = ListQueryOf<'/admin/p2p/merchants'>;
export type MerchantAdListQuery = ListQueryOf<'/admin/p2p/merchants/{merchantId}/ads'>;
export type MerchantPaymentMethodListQuery = ListQueryOf<'/admin/p2p/merchants/{merchantId}/paymentMethods'>;

/**
 * Ads and payment methods hang off their merchant's id but under their own prefixes, so that a
 * merchant's header can be refreshed without refetching its lists and the other way round.
 */
export const merchantKeys = {
  all: ['p2p', 'merchants'] as const,
  lists: () => [...merchantKeys.all, 'list'] as const,
  list: (query: MerchantListQuery) => [...merchantKeys.lists(), query] as const,
  detail: (id: string) => [...merchantKeys.all, 'detail', id] as const,
  ads: (merchantId: string) => [...merchantKeys.all, 'ads', merchantId] as const,
  adList: (merchantId: string, query: MerchantAdListQuery) => [...merchantKeys.ads(merchantId), query] as const,
  paymentMethods: (merchantId: string) => [...merchantKeys.all, 'paymentMethods', merchantId] as const,
  paymentMethodList: (merchantId: string, query: MerchantPaymentMethodListQuery) => [...merchantKeys.paymentMethods(merchantId), query] as const,
  /** Across merchants, every ad change may move a pair's market reference. */
  priceReferences: () => [...merchantKeys.all, 'priceReference'] as const,
  priceReference: (query: AdPriceReferenceQuery | null) => [...merchantKeys.priceReferences(), query] as const,
};

export type AdPriceReferenceQuery = ListQueryOf<'/admin/p2p/adPriceReference'>;

// Queries

export function useMerchants(query: MerchantListQuery) {
  return useListQuery(merchantKeys.list(query), ({ signal, withTotal }) => answer(api.GET('/admin/p2p/merchants', { params: { query: { ...query, withTotal } }, signal })));
}

export function useMerchant(id: string | undefined) {
  return useQuery({
    queryKey: merchantKeys.detail(id ?? ''),
    queryFn: ({ signal }) => answer(api.GET('/admin/p2p/merchants/{id}', { params: { path: { id: id ?? '' } }, signal })),
    enabled: Boolean(id),
  });
}

export function useMerchantAds(merchantId: string, query: MerchantAdListQuery) {
  return useListQuery(merchantKeys.adList(merchantId, query), ({ signal, withTotal }) => answer(api.GET('/admin/p2p/merchants/{merchantId}/ads', { params: { path: { merchantId }, query: { ...query, withTotal } }, signal })));
}

export function useMerchantPaymentMethods(merchantId: string, query: MerchantPaymentMethodListQuery) {
  return useListQuery(merchantKeys.paymentMethodList(merchantId, query), ({ signal, withTotal }) => answer(api.GET('/admin/p2p/merchants/{merchantId}/paymentMethods', { params: { path: { merchantId }, query: { ...query, withTotal } }, signal })));
}

// Mutations: each refreshes what its change makes stale, whatever the caller does on top.

/** A merchant changed: its header takes the server's answer, the lists and counts refetch. */
function merchantChanged(client: QueryClient, merchant: Merchant) {
  client.setQueryData(merchantKeys.detail(merchant.id), merchant);
  void client.invalidateQueries({ queryKey: merchantKeys.lists() });
  void client.invalidateQueries({ queryKey: statisticsKeys.all });
}

function useMerchantMutation<Variables>(send: (variables: Variables) => Promise<Merchant>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: (merchant) => merchantChanged(client, merchant) });
}

export const useCreateMerchant = () => useMerchantMutation((body: MerchantInput) => answer(api.POST('/admin/p2p/merchants', { body })));

export const useUpdateMerchant = () =>
  useMerchantMutation(({ id, changes }: { id: string; changes: Partial<MerchantInput> }) =>
    answer(api.PUT('/admin/p2p/merchants/{id}', { params: { path: { id } }, body: changes })),
  );

export const useSetMerchantActive = () =>
  useMerchantMutation(({ id, isActive }: { id: string; isActive: boolean }) =>
    answer(api.PUT('/admin/p2p/merchants/{id}/activateDeactivateMerchants', { params: { path: { id } }, body: { isActive } })),
  );

export const useSetMerchantOnline = () =>
  useMerchantMutation(({ id, isOnline }: { id: string; isOnline: boolean }) =>
    answer(api.PUT('/admin/p2p/merchants/{id}/onlineOfflineMerchants', { params: { path: { id } }, body: { isOnline } })),
  );

/** The market reference of a pair's price: the median of the other live ads (null when there is none). */
export function useAdPriceReference(query: AdPriceReferenceQuery | null) {
  return useQuery({
    queryKey: merchantKeys.priceReference(query),
    queryFn: query ? ({ signal }) => answer(api.GET('/admin/p2p/adPriceReference', { params: { query }, signal })) : skipToken,
  });
}

/** An ad changed: the merchant's ads, its active-ads count in the header and the list, the pairs' references. */
function adChanged(client: QueryClient, merchantId: string) {
  void client.invalidateQueries({ queryKey: merchantKeys.ads(merchantId) });
  void client.invalidateQueries({ queryKey: merchantKeys.priceReferences() });
  void client.invalidateQueries({ queryKey: merchantKeys.detail(merchantId) });
  void client.invalidateQueries({ queryKey: merchantKeys.lists() });
  void client.invalidateQueries({ queryKey: statisticsKeys.all });
}

/** A payment method changed: the merchant's methods (the ads show them by label). */
function paymentMethodChanged(client: QueryClient, merchantId: string) {
  void client.invalidateQueries({ queryKey: merchantKeys.paymentMethods(merchantId) });
}

/** A change to one of a merchant's ads or payment methods, then what it makes stale. */
function useMerchantPartMutation<Variables, Result>(
  merchantId: string,
  changed: (client: QueryClient, merchantId: string) => void,
  send: (variables: Variables) => Promise<Result>,
) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => changed(client, merchantId) });
}

type Change<Input> = { id: string; changes: Partial<Input> };
type Activation = { id: string; isActive: boolean };
type ArchiveChange = { id: string; reason: string };

export const useCreateMerchantAd = (merchantId: string) =>
  useMerchantPartMutation(merchantId, adChanged, (body: MerchantAdInput) =>
    answer(api.POST('/admin/p2p/merchants/{merchantId}/ads', { params: { path: { merchantId } }, body })),
  );

export const useUpdateMerchantAd = (merchantId: string) =>
  useMerchantPartMutation(merchantId, adChanged, ({ id, changes }: Change<MerchantAdInput>) =>
    answer(api.PUT('/admin/p2p/merchants/{merchantId}/ads/{id}', { params: { path: { merchantId, id } }, body: changes })),
  );

export const useSetMerchantAdActive = (merchantId: string) =>
  useMerchantPartMutation(merchantId, adChanged, ({ id, isActive }: Activation) =>
    answer(api.PUT('/admin/p2p/merchants/{merchantId}/ads/{id}/activateDeactivateMerchantAds', { params: { path: { merchantId, id } }, body: { isActive } })),
  );

export const useArchiveMerchantAd = (merchantId: string) =>
  useMerchantPartMutation(merchantId, adChanged, ({ id, reason }: ArchiveChange) =>
    answer(api.PUT('/admin/p2p/merchants/{merchantId}/ads/{id}/archive', { params: { path: { merchantId, id } }, body: { reason } })),
  );

export const useRestoreMerchantAd = (merchantId: string) =>
  useMerchantPartMutation(merchantId, adChanged, ({ id, reason }: ArchiveChange) =>
    answer(api.PUT('/admin/p2p/merchants/{merchantId}/ads/{id}/restore', { params: { path: { merchantId, id } }, body: { reason } })),
  );

export const useCreateMerchantPaymentMethod = (merchantId: string) =>
  useMerchantPartMutation(merchantId, paymentMethodChanged, (body: MerchantPaymentMethodInput) =>
    answer(api.POST('/admin/p2p/merchants/{merchantId}/paymentMethods', { params: { path: { merchantId } }, body })),
  );

export const useUpdateMerchantPaymentMethod = (merchantId: string) =>
  useMerchantPartMutation(merchantId, paymentMethodChanged, ({ id, changes }: Change<MerchantPaymentMethodInput>) =>
    answer(api.PUT('/admin/p2p/merchants/{merchantId}/paymentMethods/{id}', { params: { path: { merchantId, id } }, body: changes })),
  );

export const useSetMerchantPaymentMethodActive = (merchantId: string) =>
  useMerchantPartMutation(merchantId, paymentMethodChanged, ({ id, isActive }: Activation) =>
    answer(
      api.PUT('/admin/p2p/merchants/{merchantId}/paymentMethods/{id}/activateDeactivateMerchantPaymentMethods', {
        params: { path: { merchantId, id } },
        body: { isActive },
      }),
    ),
  );

export const useArchiveMerchantPaymentMethod = (merchantId: string) =>
  useMerchantPartMutation(merchantId, paymentMethodChanged, ({ id, reason }: ArchiveChange) =>
    answer(api.PUT('/admin/p2p/merchants/{merchantId}/paymentMethods/{id}/archive', { params: { path: { merchantId, id } }, body: { reason } })),
  );

export const useRestoreMerchantPaymentMethod = (merchantId: string) =>
  useMerchantPartMutation(merchantId, paymentMethodChanged, ({ id, reason }: ArchiveChange) =>
    answer(api.PUT('/admin/p2p/merchants/{merchantId}/paymentMethods/{id}/restore', { params: { path: { merchantId, id } }, body: { reason } })),
  );
