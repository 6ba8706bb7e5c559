import { COINS, FIATS } from '@exchange/contract/p2p/money-rules';
import { ORDER_NUMBER_MAX, ORDER_SIDES, ORDER_STATUSES } from '@exchange/contract/p2p/order-statuses';
import type { ListQueryOf } from '../../../app/api.ts';
import { defineFilters, filterFields } from '../../../components/list/list-filters.ts';
import { OrderMerchantSelect } from './OrderMerchantSelect.tsx';

export type OrderReportQuery = ListQueryOf<'/admin/p2p/ordersReport'>;

const f = filterFields<OrderReportQuery>();

/** The report's filters, declared once; the CSV export takes exactly these. */
export const orderFilters = defineFilters<OrderReportQuery>(
  [
    f.choice('status', ORDER_STATUSES, { label: 'orders.filters.status', valueLabel: (status) => `status.${status}` }),
    f.choice('side', ORDER_SIDES, { label: 'orders.filters.side', valueLabel: (side) => `orders.side.${side}` }),
    f.choice('coin', COINS, { label: 'orders.filters.coin' }),
    f.choice('fiat', FIATS, { label: 'orders.filters.fiat' }),
    f.custom('merchantId', { label: 'orders.filters.merchant', control: OrderMerchantSelect, testId: 'filter-merchant' }),
    f.text('email', { label: 'orders.filters.email', hint: 'orders.filters.emailHint', lowercase: true, max: 254 }),
    f.text('orderNumber', { label: 'orders.filters.orderNumber', max: ORDER_NUMBER_MAX }),
    f.dates('startDate', 'endDate', { label: 'orders.filters.dates', testId: 'filter-dates' }),
  ],
  { limit: 10 },
);
