import { StopOutlined } from '@ant-design/icons';
import type { TradeBaseAsset, TradeOrderKind, TradeOrderSide, TradeQuoteAsset } from '@exchange/contract/trades/trade-rules';
import { useTranslation } from 'react-i18next';
import { useMessageApi } from '../../app/message-api-context.ts';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { decimalSeparators, formatDecimal } from '../../components/format-decimal.ts';
import { useCan } from '../../components/use-can.ts';
import { useCancelAllTradeOrders } from './trade-queries.ts';

/** Whose open orders: one customer's, or one pair's; undefined when the screen names neither yet. */
export type CancelAllScope = { customerId: string; customerLabel: string } | { baseAsset: TradeBaseAsset; quoteAsset: TradeQuoteAsset };

/** What the orders are, as the dialog says it: a screen's orders or every kind. */
const screenKeys = {
  MARKET_BUY: 'trades.cancelAll.which.MARKET_BUY',
  MARKET_SELL: 'trades.cancelAll.which.MARKET_SELL',
  SWAP: 'trades.cancelAll.which.SWAP',
  LIMIT: 'trades.cancelAll.which.LIMIT',
  ALL: 'trades.cancelAll.which.ALL',
} as const;
const whichKey = (kind: TradeOrderKind | undefined, side: TradeOrderSide | undefined) =>
  kind === 'MARKET' ? (side === 'SELL' ? screenKeys.MARKET_SELL : screenKeys.MARKET_BUY) : kind ? screenKeys[kind] : screenKeys.ALL;

/**
 * Cancels every OPEN and PARTIALLY_FILLED order of a customer or of a pair (of this screen's kind,
 * if given) with one reason, each in its own step on the server, and says how many it cancelled,
 * how many had closed meanwhile and what went back to available.
 */
export function CancelAllOrdersButton({ scope, kind, side }: { scope: CancelAllScope | undefined; kind?: TradeOrderKind; side?: TradeOrderSide }) {
  const { t, i18n } = useTranslation();
  const message = useMessageApi();
  const canCancel = useCan('trades.orders.cancel');
  const cancelAll = useCancelAllTradeOrders();
  if (!canCancel) return null;
  const whose = !scope ? '' : 'customerId' in scope ? scope.customerLabel : `${scope.baseAsset}/${scope.quoteAsset}`;
  const which = t(whichKey(kind, side));
  return (
    <ConfirmReasonButton
      danger
      icon={<StopOutlined />}
      label={t('trades.cancelAll.button')}
      disabled={!scope}
      disabledReason={t('trades.cancelAll.needsScope')}
      title={t('trades.cancelAll.title', { whose, which })}
      description={t('trades.cancelAll.effect', { whose, which })}
      okText={t('trades.cancelAll.confirm')}
      reason="required"
      reasonLabel={t('trades.cancel.reason')}
      onConfirm={async (reason) => {
        if (!scope) return;
        const body = 'customerId' in scope ? { customerId: scope.customerId } : { baseAsset: scope.baseAsset, quoteAsset: scope.quoteAsset };
        const result = await cancelAll.mutateAsync({ ...body, ...(kind ? { kind } : {}), ...(side ? { side } : {}), reason: reason ?? '' });
        const released = result.released.map((r) => `${formatDecimal(r.amount, decimalSeparators(i18n.language))} ${r.asset}`).join(', ') || t('common.none');
        void message.success(t('trades.cancelAll.done', { cancelled: result.cancelled, alreadyClosed: result.alreadyClosed + result.refused, remaining: result.remaining, released }), 8);
      }}
      testId="trades-cancel-all"
    />
  );
}
