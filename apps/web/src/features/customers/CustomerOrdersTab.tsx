import type { P2POrder } from '@exchange/contract/p2p/orders';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { answer, api } from '../../app/api.ts';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { tableStateOf, useListQuery } from '../../components/list/use-list-query.ts';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { ResourceTable } from '../../components/ResourceTable.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { customerKeys } from './customer-queries.ts';
import { useTabPage } from './use-tab-page.ts';

/** The customer's P2P orders, newest first (the P2P Orders list's own call). */
export function CustomerOrdersTab({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const paging = useTabPage();
  const query = useListQuery([...customerKeys.all, 'orders', customerId, paging.page, paging.limit], ({ signal, withTotal }) =>
    answer(api.GET('/admin/p2p/orders', { params: { query: { customerId, page: paging.page, limit: paging.limit, withTotal } }, signal })),
  );
  const columns: ColumnsType<P2POrder> = [
    { key: 'orderNumber', title: t('orders.columns.orderNumber'), render: (_, o) => <Link to={`/P2POrders?detail=${encodeURIComponent(o.orderNumber)}`}>{o.orderNumber}</Link> },
    { key: 'createdAt', title: t('orders.columns.createdAt'), render: (_, o) => <DateTimeCell value={o.createdAt} /> },
    { key: 'side', title: t('orders.columns.side'), render: (_, o) => t(`orders.side.${o.side}`) },
    { key: 'merchant', title: t('orders.columns.merchant'), render: (_, o) => o.merchantName },
    { key: 'crypto', title: t('orders.columns.cryptoAmount'), align: 'end', render: (_, o) => <MoneyCell value={o.cryptoAmount} currency={o.coin} /> },
    { key: 'fiat', title: t('orders.columns.fiatAmount'), align: 'end', render: (_, o) => <MoneyCell value={o.fiatAmount} currency={o.fiat} /> },
    { key: 'status', title: t('orders.columns.status'), render: (_, o) => <StatusTag status={o.status} /> },
  ];
  return (
    <ResourceTable<P2POrder>
      testId="customer-orders"
      columns={columns}
      rowKey="id"
      {...tableStateOf(query)}
      {...paging}
      emptyText={t('customers.tabs.noOrders')}
    />
  );
}
