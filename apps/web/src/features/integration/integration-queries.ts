import type { CreateServiceAccount } from '@exchange/contract/integration/service-accounts';
import type { CreateWebhookEndpoint } from '@exchange/contract/integration/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import type { ServiceAccountQuery, WebhookDeliveryQuery, WebhookEndpointQuery } from './integration-filters.ts';

export const integrationKeys = {
  all: ['integration'] as const,
  accounts: () => [...integrationKeys.all, 'accounts'] as const,
  accountList: (query: ServiceAccountQuery) => [...integrationKeys.accounts(), 'list', query] as const,
  webhooks: () => [...integrationKeys.all, 'webhooks'] as const,
  webhookList: (query: WebhookEndpointQuery) => [...integrationKeys.webhooks(), 'list', query] as const,
  deliveries: () => [...integrationKeys.all, 'deliveries'] as const,
  deliveryList: (query: WebhookDeliveryQuery) => [...integrationKeys.deliveries(), 'list', query] as const,
};

export function useServiceAccounts(query: ServiceAccountQuery) {
  return useListQuery(integrationKeys.accountList(query), ({ signal, withTotal }) =>
    answer(api.GET('/admin/integration/service-accounts', { params: { query: { ...query, withTotal } }, signal })),
  );
}

export function useCreateServiceAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateServiceAccount) => answer(api.POST('/admin/integration/service-accounts', { body })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: integrationKeys.accounts() }),
  });
}

export function useRevokeServiceAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => answer(api.POST('/admin/integration/service-accounts/{id}/revoke', { params: { path: { id } }, body: { reason } })),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: integrationKeys.accounts() }),
  });
}

export function useWebhookEndpoints(query: WebhookEndpointQuery) {
  return useListQuery(integrationKeys.webhookList(query), ({ signal, withTotal }) => answer(api.GET('/admin/integration/webhooks', { params: { query: { ...query, withTotal } }, signal })));
}

export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWebhookEndpoint) => answer(api.POST('/admin/integration/webhooks', { body })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks() }),
  });
}

export function useSetWebhookEnabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: string; enabled: boolean }) => answer(api.PATCH('/admin/integration/webhooks/{id}', { params: { path: { id } }, body: { enabled } })),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks() }),
  });
}

export function useWebhookDeliveries(query: WebhookDeliveryQuery) {
  return useListQuery(integrationKeys.deliveryList(query), ({ signal, withTotal }) =>
    answer(api.GET('/admin/integration/deliveries', { params: { query: { ...query, withTotal } }, signal })),
  );
}

export function useRedeliver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => answer(api.POST('/admin/integration/deliveries/{id}/redeliver', { params: { path: { id } } })),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: integrationKeys.deliveries() }),
  });
}
