import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { answer, api } from '../../../app/api.ts';
import type { OrderReportQuery } from './order-filters.ts';

export const orderKeys = {
  all: ['p2p', 'orders'] as const,
  reports: () => [...orderKeys.all, 'report'] as const,
  report: (query: OrderReportQuery) => [...orderKeys.reports(), query] as const,
  merchantOptions: (search: string) => [...orderKeys.all, 'merchantOptions', search] as const,
  detail: (orderNumber: string) => [...orderKeys.all, 'detail', orderNumber] as const,
};

export function useOrdersReport(query: OrderReportQuery) {
  return useQuery({
    queryKey: orderKeys.report(query),
    queryFn: ({ signal }) => answer(api.GET('/admin/p2p/ordersReport', { params: { query: { ...query, format: 'json' } }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** Merchants whose name or e-mail matches, for the merchant filter. */
export function useMerchantOptions(search: string) {
  return useQuery({
    queryKey: orderKeys.merchantOptions(search),
    queryFn: ({ signal }) =>
      answer(api.GET('/admin/p2p/merchants', { params: { query: { search: search || undefined, limit: 20, sort: 'name', order: 'asc' } }, signal })),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** One order with its parties' names and its dispute, by its number. */
export function useOrderDetail(orderNumber: string | undefined) {
  return useQuery({
    queryKey: orderKeys.detail(orderNumber ?? ''),
    queryFn: ({ signal }) => answer(api.GET('/admin/p2p/orders/{orderNumber}', { params: { path: { orderNumber: orderNumber ?? '' } }, signal })),
    enabled: Boolean(orderNumber),
    staleTime: 0,
  });
}
