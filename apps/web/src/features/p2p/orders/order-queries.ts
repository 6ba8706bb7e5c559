import type { Merchant } from '@exchange/contract/p2p/merchants';
import type { OrdersReport } from '@exchange/contract/p2p/orders';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../app/api-client.ts';
import type { OrderReportQuery } from './order-list-state.ts';

export const orderKeys = {
  all: ['p2p', 'orders'] as const,
  reports: () => [...orderKeys.all, 'report'] as const,
  report: (query: OrderReportQuery) => [...orderKeys.reports(), query] as const,
  merchantOptions: (search: string) => [...orderKeys.all, 'merchantOptions', search] as const,
  merchant: (id: string) => [...orderKeys.all, 'merchant', id] as const,
};

export function useOrdersReport(query: OrderReportQuery) {
  return useQuery({
    queryKey: orderKeys.report(query),
    queryFn: ({ signal }) => apiRequest<OrdersReport>('/admin/p2p/ordersReport', { query: { ...query, format: 'json' }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Merchants whose name or e-mail matches, for the merchant filter. */
export function useMerchantOptions(search: string) {
  return useQuery({
    queryKey: orderKeys.merchantOptions(search),
    queryFn: ({ signal }) =>
      apiRequest<ListResponse<Merchant>>('/admin/p2p/merchants', { query: { search: search || undefined, limit: 20, sort: 'name', order: 'asc' }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The merchant a shared link filters by, to show its name rather than its id. */
export function useMerchant(id: string | undefined) {
  return useQuery({
    queryKey: orderKeys.merchant(id ?? ''),
    queryFn: ({ signal }) => apiRequest<Merchant>(`/admin/p2p/merchants/${encodeURIComponent(id ?? '')}`, { signal }),
    enabled: Boolean(id),
    staleTime: 5 * 60_000,
  });
}
