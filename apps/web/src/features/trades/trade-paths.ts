import type { TradeOrderKind, TradeOrderSide, TradeScreen } from '@exchange/contract/trades/trade-rules';

/** The console's order screens and their paths (the header titles are "Trades" and "Limit Orders"). */
export const tradeScreenPaths: Readonly<Record<TradeScreen, string>> = {
  buy: '/trades/buy',
  sell: '/trades/sell',
  swap: '/trades/swap',
  limit: '/limit-orders',
};

/** The screen an order is listed on. */
export function screenOf(order: { kind: TradeOrderKind; side: TradeOrderSide }): TradeScreen {
  if (order.kind === 'LIMIT') return 'limit';
  if (order.kind === 'SWAP') return 'swap';
  return order.side === 'BUY' ? 'buy' : 'sell';
}

/** Where an order opens in its drawer, on its screen filtered to its customer. */
export const orderLink = (order: { id: string; kind: TradeOrderKind; side: TradeOrderSide; customer: { id: string } }) =>
  `${tradeScreenPaths[screenOf(order)]}?customerId=${encodeURIComponent(order.customer.id)}&detail=${encodeURIComponent(order.id)}`;
