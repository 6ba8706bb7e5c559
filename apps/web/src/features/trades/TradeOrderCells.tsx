import type { TradeOrder } from '@exchange/contract/trades/trade-orders';
import type { TradeOrderSide } from '@exchange/contract/trades/trade-rules';
import { Progress, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyCell } from '../../components/MoneyCell.tsx';

const sideColors: Readonly<Record<TradeOrderSide, string>> = { BUY: 'green', SELL: 'red' };
const sideKeys: Readonly<Record<TradeOrderSide, string>> = { BUY: 'trades.side.BUY', SELL: 'trades.side.SELL' };

/** BUY in green, SELL in red. */
export function TradeSideTag({ side }: { side: TradeOrderSide }) {
  const { t } = useTranslation();
  return (
    <Tag color={sideColors[side]} style={{ marginInlineEnd: 0 }} data-testid="trade-side">
      {t(sideKeys[side])}
    </Tag>
  );
}

/**
 * The pair as the book names it (BTC/USDT); a swap reads as what the customer gives and gets
 * (USDT → ETH for a BUY of ETH/USDT). Codes stay left to right in the Arabic console.
 */
export function TradePair({ order }: { order: Pick<TradeOrder, 'kind' | 'side' | 'baseAsset' | 'quoteAsset'> }) {
  const text =
    order.kind === 'SWAP'
      ? order.side === 'BUY'
        ? `${order.quoteAsset} → ${order.baseAsset}`
        : `${order.baseAsset} → ${order.quoteAsset}`
      : `${order.baseAsset}/${order.quoteAsset}`;
  return (
    <Typography.Text strong dir="ltr" style={{ whiteSpace: 'nowrap' }} data-testid="trade-pair">
      {text}
    </Typography.Text>
  );
}

/** Filled of the amount, in the base asset, with a thin bar. */
export function TradeFilled({ order }: { order: Pick<TradeOrder, 'amount' | 'filledAmount' | 'baseAsset'> }) {
  // Only the bar's length comes from a float; the amounts are shown as the strings they are.
  const share = Number(order.amount) > 0 ? Math.min(100, Math.round((Number(order.filledAmount) / Number(order.amount)) * 100)) : 0;
  return (
    <div style={{ minWidth: 130 }}>
      <MoneyCell value={order.filledAmount} />
      <Typography.Text type="secondary"> / </Typography.Text>
      <MoneyCell value={order.amount} currency={order.baseAsset} testId="trade-amount" />
      <Progress percent={share} size="small" showInfo={false} style={{ margin: 0, lineHeight: 1 }} />
    </div>
  );
}
