import type { CustomerBlock } from '@exchange/contract/customers/customer-states';
import type { Customer, CustomerNote, CustomerProfileBody } from '@exchange/contract/customers/customers';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import type { CustomerQuery } from './customer-filters.ts';

export type CustomerList = ListResponse<Customer>;

export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (query: CustomerQuery) => [...customerKeys.lists(), query] as const,
  detail: (id: string) => [...customerKeys.all, 'detail', id] as const,
  notes: (id: string) => [...customerKeys.all, 'notes', id] as const,
  timeline: (id: string, page: number, limit: number) => [...customerKeys.all, 'timeline', id, page, limit] as const,
  timelines: (id: string) => [...customerKeys.all, 'timeline', id] as const,
  balances: (id: string) => [...customerKeys.all, 'balances', id] as const,
};

export function useCustomerList(query: CustomerQuery) {
  return useListQuery(customerKeys.list(query), ({ signal, withTotal }) => answer(api.GET('/admin/customers', { params: { query: { ...query, withTotal } }, signal })));
}

const readCustomer = (customerId: string, signal?: AbortSignal) => answer(api.GET('/admin/customers/{customerId}', { params: { path: { customerId } }, signal }));

export function useCustomer(customerId: string | undefined) {
  return useQuery({ queryKey: customerKeys.detail(customerId ?? ''), queryFn: ({ signal }) => readCustomer(customerId ?? '', signal), enabled: Boolean(customerId), staleTime: 0 });
}

export type CustomerChange =
  | { kind: 'activate'; reason?: string | undefined }
  | { kind: 'freeze'; reason: string; until?: string | undefined }
  | { kind: 'unfreeze'; reason: string }
  | { kind: 'close'; reason: string }
  | { kind: 'block'; block: CustomerBlock; reason: string; until?: string | undefined }
  | { kind: 'unblock'; block: CustomerBlock; reason: string }
  | { kind: 'labels'; labels: string[] }
  | { kind: 'profile'; changes: Omit<CustomerProfileBody, 'reason'>; reason: string };

function change(customerId: string, c: CustomerChange): Promise<Customer> {
  const params = { path: { customerId } };
  switch (c.kind) {
    case 'activate':
      return answer(api.POST('/admin/customers/{customerId}/activate', { params, body: c.reason ? { reason: c.reason } : {} }));
    case 'freeze':
      return answer(api.POST('/admin/customers/{customerId}/freeze', { params, body: { reason: c.reason, ...(c.until ? { until: c.until } : {}) } }));
    case 'unfreeze':
      return answer(api.POST('/admin/customers/{customerId}/unfreeze', { params, body: { reason: c.reason } }));
    case 'close':
      return answer(api.POST('/admin/customers/{customerId}/close', { params, body: { reason: c.reason } }));
    case 'block':
      return answer(api.POST('/admin/customers/{customerId}/block', { params, body: { block: c.block, reason: c.reason, ...(c.until ? { until: c.until } : {}) } }));
    case 'unblock':
      return answer(api.POST('/admin/customers/{customerId}/unblock', { params, body: { block: c.block, reason: c.reason } }));
    case 'labels':
      return answer(api.PUT('/admin/customers/{customerId}/labels', { params, body: { labels: c.labels } }));
    case 'profile':
      return answer(api.PATCH('/admin/customers/{customerId}', { params, body: { ...c.changes, reason: c.reason } }));
  }
}

/**
 * Every change to a customer. Never optimistic: the page shows the server's answer; the lists and
 * the timeline are marked stale. A 409 (someone changed it first) or 404 reloads the customer.
 */
export function useCustomerChange(customerId: string) {
  const queryClient = useQueryClient();
  const afterwards = () => {
    void queryClient.invalidateQueries({ queryKey: customerKeys.lists(), refetchType: 'none' });
    void queryClient.invalidateQueries({ queryKey: customerKeys.timelines(customerId) });
  };
  return useMutation({
    mutationFn: (c: CustomerChange) => change(customerId, c),
    onSuccess: (customer) => {
      queryClient.setQueryData(customerKeys.detail(customerId), customer);
      afterwards();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) {
        void queryClient.invalidateQueries({ queryKey: customerKeys.detail(customerId) });
        afterwards();
      }
    },
  });
}

export function useCustomerNotes(customerId: string) {
  return useQuery({
    queryKey: customerKeys.notes(customerId),
    queryFn: ({ signal }) => answer(api.GET('/admin/customers/{customerId}/notes', { params: { path: { customerId } }, signal })),
    staleTime: 0,
  });
}

export function useAddCustomerNote(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => answer(api.POST('/admin/customers/{customerId}/notes', { params: { path: { customerId } }, body: { body } })),
    onSuccess: (note: CustomerNote) => {
      queryClient.setQueryData<{ items: CustomerNote[] }>(customerKeys.notes(customerId), (thread) => (thread ? { items: [...thread.items, note] } : thread));
      void queryClient.invalidateQueries({ queryKey: customerKeys.notes(customerId) });
      void queryClient.invalidateQueries({ queryKey: customerKeys.timelines(customerId) });
    },
  });
}

export function useCustomerTimeline(customerId: string, page: number, limit: number) {
  return useListQuery(customerKeys.timeline(customerId, page, limit), ({ signal, withTotal }) =>
    answer(api.GET('/admin/customers/{customerId}/timeline', { params: { path: { customerId }, query: { page, limit, withTotal } }, signal })),
  );
}

export function useCustomerBalances(customerId: string) {
  return useQuery({
    queryKey: customerKeys.balances(customerId),
    queryFn: ({ signal }) => answer(api.GET('/admin/customers/{customerId}/balances', { params: { path: { customerId } }, signal })),
    staleTime: 0,
  });
}
