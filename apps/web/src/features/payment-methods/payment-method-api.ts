import type {
  PaymentMethod,
  PaymentMethodInput,
  PaymentMethodLimit,
  PaymentMethodLimitInput,
  PaymentMethodLimitUpdate,
  PaymentMethodUpdate,
} from '@exchange/contract/payment-methods/payment-methods';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, type QueryValue } from '../../app/api-client.ts';
import { ApiRequestError } from '../../app/api-request-error.ts';

export type ListQuery = Readonly<Record<string, QueryValue>>;

/** The limits travel inside their method, so one list key covers both. */
export const paymentMethodKeys = {
  all: ['paymentMethods'] as const,
  lists: () => [...paymentMethodKeys.all, 'list'] as const,
  list: (query: ListQuery) => [...paymentMethodKeys.lists(), query] as const,
};

const base = '/admin/paymentMethod';

export const fetchPaymentMethods = (query: ListQuery, signal?: AbortSignal) =>
  apiRequest<ListResponse<PaymentMethod>>(`${base}/listPaymentMethods`, { query, ...(signal ? { signal } : {}) });
export const createPaymentMethod = (body: PaymentMethodInput) =>
  apiRequest<PaymentMethod>(`${base}/createPaymentMethods`, { method: 'POST', body });
export const updatePaymentMethod = (body: PaymentMethodUpdate) =>
  apiRequest<PaymentMethod>(`${base}/updatePaymentMethods`, { method: 'PUT', body });
export const setPaymentMethodActive = (id: string, isActive: boolean) =>
  apiRequest<PaymentMethod>(`${base}/activateDeactivatePaymentMethods`, { method: 'PUT', body: { id, isActive } });
export const createPaymentMethodLimit = (body: PaymentMethodLimitInput) =>
  apiRequest<PaymentMethodLimit>(`${base}/createPaymentMethodLimit`, { method: 'POST', body });
export const updatePaymentMethodLimit = (body: PaymentMethodLimitUpdate) =>
  apiRequest<PaymentMethodLimit>(`${base}/updatePaymentMethodsLimit`, { method: 'PUT', body });

export function usePaymentMethods(query: ListQuery) {
  return useQuery({
    queryKey: paymentMethodKeys.list(query),
    queryFn: ({ signal }) => fetchPaymentMethods(query, signal),
    placeholderData: keepPreviousData,
  });
}

// Mutations: each refreshes the lists itself, whatever the caller does on top.

const refreshLists = (client: QueryClient) => client.invalidateQueries({ queryKey: paymentMethodKeys.lists() });

/** A 409 means the row on screen is stale (another admin changed it): show the server's state. */
function refreshOnConflict(client: QueryClient, error: unknown) {
  if (error instanceof ApiRequestError && error.status === 409) void refreshLists(client);
}

function useListMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    // Returned so that mutateAsync settles once the list shows the change: the drawer closes on the new values.
    onSuccess: () => refreshLists(client),
    onError: (error) => refreshOnConflict(client, error),
  });
}

export const useCreatePaymentMethod = () => useListMutation(createPaymentMethod);
export const useUpdatePaymentMethod = () => useListMutation(updatePaymentMethod);
export const useSetPaymentMethodActive = () =>
  useListMutation(({ id, isActive }: { id: string; isActive: boolean }) => setPaymentMethodActive(id, isActive));
export const useCreatePaymentMethodLimit = () => useListMutation(createPaymentMethodLimit);
export const useUpdatePaymentMethodLimit = () => useListMutation(updatePaymentMethodLimit);
