import type { CancelAllTradeOrders } from '@exchange/contract/trades/trade-orders';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';
import { ApiRequestError } from '../../app/api-request-error.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import type { TradeOrderQuery } from './trade-filters.ts';

export const tradeKeys = {
  all: ['trades'] as const,
  orders: () => [...tradeKeys.all, 'orders'] as const,
  orderList: (query: TradeOrderQuery) => [...tradeKeys.orders(), 'list', query] as const,
  order: (id: string) => [...tradeKeys.orders(), 'detail', id] as const,
};

/** A cancel moves the customer's money from held to available: the orders, their balances and timeline load again. */
const afterChange = (queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: tradeKeys.orders() });
  void queryClient.invalidateQueries({ queryKey: ['customers'] });
};

export function useTradeOrders(query: TradeOrderQuery, enabled = true) {
  return useListQuery(tradeKeys.orderList(query), ({ signal, withTotal }) => answer(api.GET('/admin/trades/orders', { params: { query: { ...query, withTotal } }, signal })), enabled);
}

/** One order with its fills, for its drawer. */
export function useTradeOrder(id: string | undefined) {
  return useQuery({
    queryKey: tradeKeys.order(id ?? ''),
    queryFn: ({ signal }) => answer(api.GET('/admin/trades/orders/{id}', { params: { path: { id: id ?? '' } }, signal })),
    enabled: Boolean(id),
  });
}

export function useCancelTradeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => answer(api.POST('/admin/trades/orders/{id}/cancel', { params: { path: { id } }, body: { reason } })),
    onSuccess: (order) => {
      queryClient.setQueryData(tradeKeys.order(order.id), order);
      afterChange(queryClient);
    },
    // Filled or cancelled meanwhile: show the order as it is now.
    onError: (error) => {
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 404)) afterChange(queryClient);
    },
  });
}

export function useCancelAllTradeOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelAllTradeOrders) => answer(api.POST('/admin/trades/orders/cancelAll', { body })),
    onSuccess: () => afterChange(queryClient),
  });
}
