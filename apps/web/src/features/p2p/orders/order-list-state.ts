import type { ListOrdersQuery } from '@exchange/contract/p2p/orders';
import type { ListDefaults, ListState } from '../../../components/use-url-list-state.ts';
import { COINS, FIATS } from '../p2p-constants.ts';
import { ORDER_SIDES, ORDER_STATUSES } from './order-constants.ts';

export interface OrderFilters {
  status: string | undefined;
  side: string | undefined;
  coin: string | undefined;
  fiat: string | undefined;
  merchantId: string | undefined;
  email: string | undefined;
  orderNumber: string | undefined;
  startDate: string | undefined;
  endDate: string | undefined;
}

export const orderListDefaults: ListDefaults<OrderFilters> = {
  filters: {
    status: undefined,
    side: undefined,
    coin: undefined,
    fiat: undefined,
    merchantId: undefined,
    email: undefined,
    orderNumber: undefined,
    startDate: undefined,
    endDate: undefined,
  },
  allowed: { status: ORDER_STATUSES, side: ORDER_SIDES, coin: COINS, fiat: FIATS },
  limit: 10,
};

/** The report's filters without paging: the CSV export takes exactly these. */
export type OrderFilterQuery = Omit<ListOrdersQuery, 'page' | 'limit'>;
export type OrderReportQuery = OrderFilterQuery & { page: number; limit: number };

export function orderFilterQuery(filters: OrderFilters): OrderFilterQuery {
  return {
    // Checked against `allowed` when the URL was parsed.
    status: filters.status as OrderFilterQuery['status'],
    side: filters.side as OrderFilterQuery['side'],
    coin: filters.coin as OrderFilterQuery['coin'],
    fiat: filters.fiat as OrderFilterQuery['fiat'],
    merchantId: filters.merchantId,
    email: filters.email,
    orderNumber: filters.orderNumber,
    startDate: filters.startDate,
    endDate: filters.endDate,
  };
}

export function orderReportQuery(state: ListState<OrderFilters>): OrderReportQuery {
  return { ...orderFilterQuery(state.filters), page: state.page, limit: state.limit };
}
