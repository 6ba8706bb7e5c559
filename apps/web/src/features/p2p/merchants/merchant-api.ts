import type { MerchantAd, MerchantAdInput } from '@exchange/contract/p2p/ads';
import type {
  MerchantPaymentMethod,
  MerchantPaymentMethodInput,
} from '@exchange/contract/p2p/merchant-payment-methods';
import type { Merchant, MerchantInput } from '@exchange/contract/p2p/merchants';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, type QueryValue } from '../../../app/api-client.ts';
import { statisticsKeys } from '../statistics/statistics-api.ts';

export type ListQuery = Readonly<Record<string, QueryValue>>;

/**
 * Ads and payment methods hang off their merchant's id but under their own prefixes, so that a
 * merchant's header can be refreshed without refetching its lists and the other way round.
 */
export const merchantKeys = {
  all: ['p2p', 'merchants'] as const,
  lists: () => [...merchantKeys.all, 'list'] as const,
  list: (query: ListQuery) => [...merchantKeys.lists(), query] as const,
  detail: (id: string) => [...merchantKeys.all, 'detail', id] as const,
  ads: (merchantId: string) => [...merchantKeys.all, 'ads', merchantId] as const,
  adList: (merchantId: string, query: ListQuery) => [...merchantKeys.ads(merchantId), query] as const,
  paymentMethods: (merchantId: string) => [...merchantKeys.all, 'paymentMethods', merchantId] as const,
  paymentMethodList: (merchantId: string, query: ListQuery) => [...merchantKeys.paymentMethods(merchantId), query] as const,
};

const base = '/admin/p2p/merchants';
const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

// Merchants

export const fetchMerchants = (query: ListQuery, signal?: AbortSignal) =>
  apiRequest<ListResponse<Merchant>>(base, { query, ...withSignal(signal) });
export const fetchMerchant = (id: string, signal?: AbortSignal) =>
  apiRequest<Merchant>(`${base}/${encodeURIComponent(id)}`, withSignal(signal));
export const createMerchant = (body: MerchantInput) => apiRequest<Merchant>(base, { method: 'POST', body });
export const updateMerchant = (id: string, body: Partial<MerchantInput>) =>
  apiRequest<Merchant>(`${base}/${encodeURIComponent(id)}`, { method: 'PUT', body });
export const setMerchantActive = (id: string, isActive: boolean) =>
  apiRequest<Merchant>(`${base}/${encodeURIComponent(id)}/activateDeactivateMerchants`, { method: 'PUT', body: { isActive } });
export const setMerchantOnline = (id: string, isOnline: boolean) =>
  apiRequest<Merchant>(`${base}/${encodeURIComponent(id)}/onlineOfflineMerchants`, { method: 'PUT', body: { isOnline } });

// Ads

const adsPath = (merchantId: string) => `${base}/${encodeURIComponent(merchantId)}/ads`;
export const fetchMerchantAds = (merchantId: string, query: ListQuery, signal?: AbortSignal) =>
  apiRequest<ListResponse<MerchantAd>>(adsPath(merchantId), { query, ...withSignal(signal) });
export const createMerchantAd = (merchantId: string, body: MerchantAdInput) =>
  apiRequest<MerchantAd>(adsPath(merchantId), { method: 'POST', body });
export const updateMerchantAd = (merchantId: string, id: string, body: Partial<MerchantAdInput>) =>
  apiRequest<MerchantAd>(`${adsPath(merchantId)}/${encodeURIComponent(id)}`, { method: 'PUT', body });
export const setMerchantAdActive = (merchantId: string, id: string, isActive: boolean) =>
  apiRequest<MerchantAd>(`${adsPath(merchantId)}/${encodeURIComponent(id)}/activateDeactivateMerchantAds`, {
    method: 'PUT',
    body: { isActive },
  });

// Payment methods

const methodsPath = (merchantId: string) => `${base}/${encodeURIComponent(merchantId)}/paymentMethods`;
export const fetchMerchantPaymentMethods = (merchantId: string, query: ListQuery, signal?: AbortSignal) =>
  apiRequest<ListResponse<MerchantPaymentMethod>>(methodsPath(merchantId), { query, ...withSignal(signal) });
export const createMerchantPaymentMethod = (merchantId: string, body: MerchantPaymentMethodInput) =>
  apiRequest<MerchantPaymentMethod>(methodsPath(merchantId), { method: 'POST', body });
export const updateMerchantPaymentMethod = (merchantId: string, id: string, body: Partial<MerchantPaymentMethodInput>) =>
  apiRequest<MerchantPaymentMethod>(`${methodsPath(merchantId)}/${encodeURIComponent(id)}`, { method: 'PUT', body });
export const setMerchantPaymentMethodActive = (merchantId: string, id: string, isActive: boolean) =>
  apiRequest<MerchantPaymentMethod>(
    `${methodsPath(merchantId)}/${encodeURIComponent(id)}/activateDeactivateMerchantPaymentMethods`,
    { method: 'PUT', body: { isActive } },
  );

// Queries

export function useMerchants(query: ListQuery) {
  return useQuery({
    queryKey: merchantKeys.list(query),
    queryFn: ({ signal }) => fetchMerchants(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMerchant(id: string | undefined) {
  return useQuery({
    queryKey: merchantKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchMerchant(id ?? '', signal),
    enabled: Boolean(id),
  });
}

export function useMerchantAds(merchantId: string, query: ListQuery, enabled = true) {
  return useQuery({
    queryKey: merchantKeys.adList(merchantId, query),
    queryFn: ({ signal }) => fetchMerchantAds(merchantId, query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useMerchantPaymentMethods(merchantId: string, query: ListQuery, enabled = true) {
  return useQuery({
    queryKey: merchantKeys.paymentMethodList(merchantId, query),
    queryFn: ({ signal }) => fetchMerchantPaymentMethods(merchantId, query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

// Mutations: each refreshes what its change makes stale, whatever the caller does on top.

/** A merchant changed: its header takes the server's answer, the lists and counts refetch. */
function merchantChanged(client: QueryClient, merchant: Merchant) {
  client.setQueryData(merchantKeys.detail(merchant.id), merchant);
  void client.invalidateQueries({ queryKey: merchantKeys.lists() });
  void client.invalidateQueries({ queryKey: statisticsKeys.all });
}

export function useCreateMerchant() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createMerchant, onSuccess: (merchant) => merchantChanged(client, merchant) });
}

export function useUpdateMerchant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Partial<MerchantInput> }) => updateMerchant(id, changes),
    onSuccess: (merchant) => merchantChanged(client, merchant),
  });
}

export function useSetMerchantActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => setMerchantActive(id, isActive),
    onSuccess: (merchant) => merchantChanged(client, merchant),
  });
}

export function useSetMerchantOnline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isOnline }: { id: string; isOnline: boolean }) => setMerchantOnline(id, isOnline),
    onSuccess: (merchant) => merchantChanged(client, merchant),
  });
}

/** An ad changed: the merchant's ads, and its active-ads count in the header and the list. */
function adChanged(client: QueryClient, merchantId: string) {
  void client.invalidateQueries({ queryKey: merchantKeys.ads(merchantId) });
  void client.invalidateQueries({ queryKey: merchantKeys.detail(merchantId) });
  void client.invalidateQueries({ queryKey: merchantKeys.lists() });
  void client.invalidateQueries({ queryKey: statisticsKeys.all });
}

export function useCreateMerchantAd(merchantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MerchantAdInput) => createMerchantAd(merchantId, body),
    onSuccess: () => adChanged(client, merchantId),
  });
}

export function useUpdateMerchantAd(merchantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Partial<MerchantAdInput> }) => updateMerchantAd(merchantId, id, changes),
    onSuccess: () => adChanged(client, merchantId),
  });
}

export function useSetMerchantAdActive(merchantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => setMerchantAdActive(merchantId, id, isActive),
    onSuccess: () => adChanged(client, merchantId),
  });
}

function paymentMethodChanged(client: QueryClient, merchantId: string) {
  void client.invalidateQueries({ queryKey: merchantKeys.paymentMethods(merchantId) });
}

export function useCreateMerchantPaymentMethod(merchantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MerchantPaymentMethodInput) => createMerchantPaymentMethod(merchantId, body),
    onSuccess: () => paymentMethodChanged(client, merchantId),
  });
}

export function useUpdateMerchantPaymentMethod(merchantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: Partial<MerchantPaymentMethodInput> }) =>
      updateMerchantPaymentMethod(merchantId, id, changes),
    onSuccess: () => paymentMethodChanged(client, merchantId),
  });
}

export function useSetMerchantPaymentMethodActive(merchantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: string; isActive: boolean }) => setMerchantPaymentMethodActive(merchantId, id, isActive),
    onSuccess: () => paymentMethodChanged(client, merchantId),
  });
}
