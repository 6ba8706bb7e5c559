import type {
  PaymentMethodInput,
  PaymentMethodLimitInput,
  PaymentMethodLimitUpdate,
  PaymentMethodUpdate,
} from '@exchange/contract/payment-methods/payment-methods';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useListQuery } from '../../components/list/use-list-query.ts';
import { answer, api } from '../../app/api.ts';
import { ApiRequestError } from '../../app/api-request-error.ts';
import type { PaymentMethodQuery } from './payment-method-filters.ts';

/** The limits travel inside their method, so one list key covers both. */
export const paymentMethodKeys = {
  all: ['paymentMethods'] as const,
  lists: () => [...paymentMethodKeys.all, 'list'] as const,
  list: (query: PaymentMethodQuery) => [...paymentMethodKeys.lists(), query] as const,
};

export function usePaymentMethods(query: PaymentMethodQuery) {
  return useListQuery(paymentMethodKeys.list(query), ({ signal, withTotal }) => answer(api.GET('/admin/paymentMethod/listPaymentMethods', { params: { query: { ...query, withTotal } }, signal })));
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

export const useCreatePaymentMethod = () =>
  useListMutation((body: PaymentMethodInput) => answer(api.POST('/admin/paymentMethod/createPaymentMethods', { body })));
export const useUpdatePaymentMethod = () =>
  useListMutation((body: PaymentMethodUpdate) => answer(api.PUT('/admin/paymentMethod/updatePaymentMethods', { body })));
export const useSetPaymentMethodActive = () =>
  useListMutation((body: { id: string; isActive: boolean }) => answer(api.PUT('/admin/paymentMethod/activateDeactivatePaymentMethods', { body })));
export const useCreatePaymentMethodLimit = () =>
  useListMutation((body: PaymentMethodLimitInput) => answer(api.POST('/admin/paymentMethod/createPaymentMethodLimit', { body })));
export const useUpdatePaymentMethodLimit = () =>
  useListMutation((body: PaymentMethodLimitUpdate) => answer(api.PUT('/admin/paymentMethod/updatePaymentMethodsLimit', { body })));
export const useArchivePaymentMethodLimit = () =>
  useListMutation((body: { id: string; reason: string }) => answer(api.PUT('/admin/paymentMethod/archivePaymentMethodLimit', { body })));
export const useRestorePaymentMethodLimit = () =>
  useListMutation((body: { id: string; reason: string }) => answer(api.PUT('/admin/paymentMethod/restorePaymentMethodLimit', { body })));
