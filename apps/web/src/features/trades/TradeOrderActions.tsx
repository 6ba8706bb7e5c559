import { StopOutlined } from '@ant-design/icons';
import type { TradeOrder } from '@exchange/contract/trades/trade-orders';
import { TRADE_ORDER_CANCELLABLE } from '@exchange/contract/trades/trade-rules';
import { useTranslation } from 'react-i18next';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { decimalSeparators, formatDecimal } from '../../components/format-decimal.ts';
import { useCan } from '../../components/use-can.ts';
import { useCancelTradeOrder } from './trade-queries.ts';

const cancellable: ReadonlySet<string> = new Set(TRADE_ORDER_CANCELLABLE);

/** Cancel an open or partly filled order, with a reason; what it holds goes back to the customer's available balance. */
export function TradeOrderActions({ order, size, iconOnly = false }: { order: TradeOrder; size?: 'small'; iconOnly?: boolean }) {
  const { t, i18n } = useTranslation();
  const canCancel = useCan('trades.orders.cancel');
  const cancel = useCancelTradeOrder();
  if (!canCancel || !cancellable.has(order.status)) return null;
  const facts = {
    number: order.orderNumber,
    customer: order.customer.name,
    held: `${formatDecimal(order.heldAmount, decimalSeparators(i18n.language))} ${order.heldAsset}`,
  };
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <ConfirmReasonButton
        danger
        size={size}
        iconOnly={iconOnly}
        icon={<StopOutlined />}
        label={t('trades.cancel.button')}
        title={t('trades.cancel.title', facts)}
        description={t('trades.cancel.effect', facts)}
        okText={t('trades.cancel.confirm')}
        reason="required"
        reasonLabel={t('trades.cancel.reason')}
        onConfirm={(reason) => cancel.mutateAsync({ id: order.id, reason: reason ?? '' })}
        successMessage={t('trades.cancel.done', facts)}
        testId="trade-cancel"
      />
    </span>
  );
}
