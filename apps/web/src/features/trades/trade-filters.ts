import {
  TRADE_AMOUNT_SCALE,
  TRADE_BASE_ASSETS,
  TRADE_ORDER_NUMBER_MAX,
  TRADE_ORDER_PAGE_SIZE,
  TRADE_ORDER_SIDES,
  TRADE_ORDER_STATUS_FILTERS,
  TRADE_QUOTE_ASSETS,
  type TradeScreen,
} from '@exchange/contract/trades/trade-rules';
import { decimalPattern } from '@exchange/contract/p2p/money-rules';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields, type FilterField, type ListFilters } from '../../components/list/list-filters.ts';

export type TradeOrderQuery = Omit<ListQueryOf<'/admin/trades/orders'>, 'format'>;

const f = filterFields<TradeOrderQuery>();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const statusLabel = (status: string) => (status === 'ACTIVE' ? 'trades.filters.active' : `status.${status}`);

/** The filters every order screen has; the screen's kind (and side) is its route's, not a filter. */
const common: FilterField<TradeOrderQuery>[] = [
  f.choice('status', TRADE_ORDER_STATUS_FILTERS, { label: 'trades.fields.status', valueLabel: statusLabel, testId: 'trades-status' }),
  f.choice('baseAsset', TRADE_BASE_ASSETS, { label: 'trades.fields.baseAsset', testId: 'trades-base' }),
  f.choice('quoteAsset', TRADE_QUOTE_ASSETS, { label: 'trades.fields.quoteAsset', testId: 'trades-quote' }),
  f.text('email', { label: 'trades.filters.email', hint: 'trades.filters.emailHint', lowercase: true, max: 254, testId: 'trades-email' }),
  f.text('orderNumber', { label: 'trades.fields.orderNumber', max: TRADE_ORDER_NUMBER_MAX, testId: 'trades-order-number' }),
];
const more: FilterField<TradeOrderQuery>[] = [
  f.range('amountStart', 'amountEnd', { label: 'trades.filters.amount', hint: 'trades.filters.amountHint', more: true, pattern: { rule: decimalPattern(TRADE_AMOUNT_SCALE), message: 'trades.filters.amountInvalid' } }),
  f.dates('startDate', 'endDate', { label: 'trades.filters.dates', more: true, testId: 'filter-dates' }),
  f.text('customerId', { label: 'trades.filters.customerId', more: true, pattern: { rule: UUID, message: 'trades.filters.customerIdInvalid' }, testId: 'trades-customer-id' }),
];
const options = { limit: TRADE_ORDER_PAGE_SIZE, pageSizes: [20, 50, 100, 200] };

const marketFilters = defineFilters<TradeOrderQuery>([...common, ...more], options);
/** Swaps and limit orders go both ways: the side is a filter there. */
const bothSidesFilters = defineFilters<TradeOrderQuery>(
  [...common.slice(0, 1), f.choice('side', TRADE_ORDER_SIDES, { label: 'trades.fields.side', valueLabel: (side) => `trades.side.${side}`, testId: 'trades-side' }), ...common.slice(1), ...more],
  options,
);

export const tradeFilters: Readonly<Record<TradeScreen, ListFilters<TradeOrderQuery>>> = {
  buy: marketFilters,
  sell: marketFilters,
  swap: bothSidesFilters,
  limit: bothSidesFilters,
};
