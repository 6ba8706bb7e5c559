import { Descriptions, Skeleton, Space, Typography, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CustomerLink } from '../../../components/CustomerLink.tsx';
import { EndDrawer } from '../../../components/EndDrawer.tsx';
import { MoneyCell } from '../../../components/MoneyCell.tsx';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { useCan } from '../../../components/use-can.ts';
import { useDateFormat } from '../../../components/use-date-format.ts';
import { disputePagePath } from '../disputes/dispute-paths.ts';
import { MerchantLink } from '../merchants/MerchantLink.tsx';
import { transactionNumberPath, transactionsBetweenPath } from '../transactions/transaction-paths.ts';
import { useOrderDetail } from './order-queries.ts';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert.tsx';

export interface OrderDetailDrawerProps {
  orderNumber: string | undefined;
  onClose: () => void;
}

/** Every field of one order, its parties (linked to their pages), its dispute and its parties' transactions. */
export function OrderDetailDrawer({ orderNumber, onClose }: OrderDetailDrawerProps) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const canReadDisputes = useCan('p2p.disputes.read');
  const canReadTransactions = useCan('p2p.transactions.read');
  const query = useOrderDetail(orderNumber);
  const order = query.data;
  const none = <Typography.Text type="secondary">{t('common.none')}</Typography.Text>;

  const items: DescriptionsProps['items'] = order && [
    { key: 'orderNumber', label: t('orders.fields.orderNumber'), children: <Typography.Text copyable>{order.orderNumber}</Typography.Text> },
    { key: 'id', label: t('orders.fields.id'), children: <Typography.Text copyable style={{ fontSize: 12 }}>{order.id}</Typography.Text> },
    { key: 'createdAt', label: t('orders.fields.createdAt'), children: dateTime(order.createdAt) },
    { key: 'status', label: t('orders.fields.status'), children: <StatusTag status={order.status} testId="order-drawer-status" /> },
    { key: 'completedAt', label: t('orders.fields.completedAt'), children: order.completedAt ? dateTime(order.completedAt) : none },
    { key: 'side', label: t('orders.fields.side'), children: t(`orders.side.${order.side}`) },
    {
      key: 'customer',
      label: t('orders.fields.customer'),
      children: (
        <Space orientation="vertical" size={0}>
          <CustomerLink customerId={order.customerId} text={order.customerName} testId="order-drawer-customer" />
          <Typography.Text type="secondary" dir="auto">{order.customerEmail}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'merchant',
      label: t('orders.fields.merchant'),
      children: (
        <Space orientation="vertical" size={0}>
          <MerchantLink merchantId={order.merchantId} name={order.merchantName} testId="order-drawer-merchant" />
          <Typography.Text type="secondary" dir="auto">{order.merchantEmail}</Typography.Text>
        </Space>
      ),
    },
    { key: 'cryptoAmount', label: t('orders.fields.cryptoAmount'), children: <MoneyCell value={order.cryptoAmount} currency={order.coin} /> },
    { key: 'fiatAmount', label: t('orders.fields.fiatAmount'), children: <MoneyCell value={order.fiatAmount} currency={order.fiat} /> },
    { key: 'price', label: t('orders.fields.price'), children: <MoneyCell value={order.price} currency={`${order.fiat}/${order.coin}`} /> },
    { key: 'adId', label: t('orders.fields.adId'), children: <Typography.Text copyable style={{ fontSize: 12 }}>{order.adId}</Typography.Text> },
    {
      key: 'dispute',
      label: t('orders.fields.dispute'),
      children: order.dispute ? (
        <Space orientation="vertical" size={2}>
          <Space size={8} wrap>
            <StatusTag status={order.dispute.status} testId="order-drawer-dispute-status" />
            <span>{t('orders.disputeOpened', { party: t(`disputes.role.${order.dispute.openedBy}`), time: dateTime(order.dispute.createdAt) })}</span>
          </Space>
          {canReadDisputes && (
            <Link to={disputePagePath(order.orderNumber)} data-testid="order-drawer-dispute-link">
              {t('orders.openDispute')}
            </Link>
          )}
        </Space>
      ) : (
        none
      ),
    },
    ...(canReadTransactions
      ? [
          {
            key: 'transactions',
            label: t('orders.fields.transactions'),
            children: order.transactions.length ? (
              <Space orientation="vertical" size={0} data-testid="order-drawer-transactions">
                {order.transactions.map((x) => (
                  <Space key={x.transactionNumber} size={8} wrap>
                    <Link to={transactionNumberPath(x.transactionNumber)} style={{ whiteSpace: 'nowrap' }} data-testid="order-drawer-transaction-link">
                      {x.transactionNumber}
                    </Link>
                    <StatusTag status={x.status} />
                    <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>{dateTime(x.createdAt)}</Typography.Text>
                  </Space>
                ))}
              </Space>
            ) : (
              none
            ),
          },
        ]
      : []),
  ];

  return (
    <EndDrawer
      open={Boolean(orderNumber)}
      onClose={onClose}
      size={560}
      title={orderNumber ? t('orders.drawerTitle', { number: orderNumber }) : undefined}
      footer={
        order &&
        canReadTransactions && (
          <Link to={transactionsBetweenPath(order.customerId, order.merchantId)} data-testid="order-drawer-transactions-link">
            {t('orders.transactionsBetween')}
          </Link>
        )
      }
      data-testid="order-drawer"
    >
      {query.isError && (
<LoadFailedAlert error={query.error} onRetry={() => void query.refetch()} style={{ marginBottom: 16 }} testId="order-drawer-error" />
      )}
      {order ? (
        <Descriptions bordered column={1} size="small" items={items} styles={{ label: { width: 180 } }} />
      ) : (
        !query.isError && <Skeleton active paragraph={{ rows: 10 }} />
      )}
    </EndDrawer>
  );
}
