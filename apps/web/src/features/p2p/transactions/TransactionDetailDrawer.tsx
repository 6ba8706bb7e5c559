import type { P2PTransaction } from '@exchange/contract/p2p/transactions';
import { Descriptions, Skeleton, Space, Typography, type DescriptionsProps } from 'antd';
import { Link } from 'react-router';
import { CustomerLink } from '../../../components/CustomerLink.tsx';
import { EndDrawer } from '../../../components/EndDrawer.tsx';
import { useTranslation } from 'react-i18next';
import { MoneyCell } from '../../../components/MoneyCell.tsx';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { useCan } from '../../../components/use-can.ts';
import { useDateFormat } from '../../../components/use-date-format.ts';
import { MerchantLink } from '../merchants/MerchantLink.tsx';
import { orderPagePath, ordersBetweenPath } from '../orders/order-paths.ts';
import { TransactionActions } from './TransactionActions.tsx';
import { useTransaction } from './transaction-queries.ts';
import { LoadFailedAlert } from '../../../components/LoadFailedAlert.tsx';

export interface TransactionDetailDrawerProps {
  id: string | undefined;
  /** The list's copy, shown while the fresh one loads. */
  row: P2PTransaction | undefined;
  onClose: () => void;
}

/** Every field of one transaction, who decided what and when, and the decisions still open. */
export function TransactionDetailDrawer({ id, row, onClose }: TransactionDetailDrawerProps) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const query = useTransaction(id, row);
  const canReadOrders = useCan('p2p.orders.read');
  const tx = query.data;
  const none = <Typography.Text type="secondary">{t('common.none')}</Typography.Text>;
  const decider = (name: string | null, adminId: string | null) => (adminId ? (name ?? adminId) : none);

  const items: DescriptionsProps['items'] = tx && [
    { key: 'number', label: t('transactions.fields.transactionNumber'), children: <Typography.Text copyable>{tx.transactionNumber}</Typography.Text> },
    { key: 'id', label: t('transactions.fields.id'), children: <Typography.Text copyable style={{ fontSize: 12 }}>{tx.id}</Typography.Text> },
    { key: 'createdAt', label: t('transactions.fields.createdAt'), children: dateTime(tx.createdAt) },
    { key: 'type', label: t('transactions.fields.type'), children: t(`transactions.type.${tx.type}`) },
    {
      key: 'customer',
      label: t('transactions.fields.customer'),
      children: (
        <Space orientation="vertical" size={0}>
          <CustomerLink customerId={tx.customerId} text={tx.customerName} testId="transaction-drawer-customer" />
          <Typography.Text type="secondary">{tx.customerEmail}</Typography.Text>
          <Typography.Text type="secondary" copyable style={{ fontSize: 12 }}>{tx.customerId}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'merchant',
      label: t('transactions.fields.merchant'),
      children: tx.merchantId && tx.merchantName ? <MerchantLink merchantId={tx.merchantId} name={tx.merchantName} testId="transaction-drawer-merchant" /> : none,
    },
    // The order the transaction settles, when it has one; the orders between the two parties too.
    ...(tx.orderNumber && canReadOrders
      ? [
          {
            key: 'order',
            label: t('transactions.fields.order'),
            children: (
              <Link to={orderPagePath(tx.orderNumber)} data-testid="transaction-drawer-order-link">
                {tx.orderNumber}
              </Link>
            ),
          },
        ]
      : []),
    ...(tx.merchantId && canReadOrders
      ? [
          {
            key: 'orders',
            label: t('transactions.fields.orders'),
            children: (
              <Link to={ordersBetweenPath(tx.customerEmail, tx.merchantId)} data-testid="transaction-drawer-orders-link">
                {t('transactions.ordersBetween')}
              </Link>
            ),
          },
        ]
      : []),
    { key: 'cryptoAmount', label: t('transactions.fields.cryptoAmount'), children: <MoneyCell value={tx.cryptoAmount} currency={tx.coin} /> },
    { key: 'fiatAmount', label: t('transactions.fields.fiatAmount'), children: <MoneyCell value={tx.fiatAmount} currency={tx.fiat} /> },
    { key: 'price', label: t('transactions.fields.price'), children: <MoneyCell value={tx.price} currency={`${tx.fiat}/${tx.coin}`} /> },
    { key: 'status', label: t('transactions.fields.status'), children: <StatusTag status={tx.status} testId="drawer-status" /> },
    { key: 'decidedBy', label: t('transactions.fields.decidedBy'), children: decider(tx.decidedByName, tx.decidedBy) },
    { key: 'decidedAt', label: t('transactions.fields.decidedAt'), children: tx.decidedAt ? dateTime(tx.decidedAt) : none },
    { key: 'rejectReason', label: t('transactions.fields.rejectReason'), children: tx.rejectReason ?? none },
    {
      key: 'withdrawalStatus',
      label: t('transactions.fields.withdrawalStatus'),
      children: tx.withdrawalStatus ? (
        <StatusTag status={tx.withdrawalStatus} testId="drawer-withdrawal-status" />
      ) : (
        <Typography.Text type="secondary">{t(tx.type === 'SELL' ? 'transactions.fields.noWithdrawalYet' : 'transactions.fields.noWithdrawal')}</Typography.Text>
      ),
    },
    // Only an approved SELL has a withdrawal; without one these rows would be three empty lines.
    ...(tx.withdrawalStatus
      ? [
          { key: 'withdrawalDecidedBy', label: t('transactions.fields.withdrawalDecidedBy'), children: decider(tx.withdrawalDecidedByName, tx.withdrawalDecidedBy) },
          { key: 'withdrawalDecidedAt', label: t('transactions.fields.withdrawalDecidedAt'), children: tx.withdrawalDecidedAt ? dateTime(tx.withdrawalDecidedAt) : none },
          {
            key: 'withdrawalNote',
            label: t(tx.withdrawalStatus === 'WITHDRAWAL_REJECTED' ? 'transactions.fields.withdrawalRejectReason' : 'transactions.fields.withdrawalNote'),
            children: tx.withdrawalNote ?? none,
          },
        ]
      : []),
  ];

  return (
    <EndDrawer
      open={Boolean(id)}
      onClose={onClose}
      size={560}
      title={tx ? t('transactions.drawerTitle', { number: tx.transactionNumber }) : t('transactions.drawerTitleLoading')}
      footer={tx && <TransactionActions transaction={tx} />}
      data-testid="transaction-drawer"
    >
      {query.isError && (
<LoadFailedAlert error={query.error} onRetry={() => void query.refetch()} style={{ marginBottom: 16 }} />
      )}
      {tx ? (
        <Descriptions bordered column={1} size="small" items={items} styles={{ label: { width: 180 } }} />
      ) : (
        !query.isError && <Skeleton active paragraph={{ rows: 10 }} />
      )}
    </EndDrawer>
  );
}
