import type { Dispute } from '@exchange/contract/p2p/disputes';
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

/** Disputes over the customer's orders, every status, newest first (Dispute Management's own call). */
export function CustomerDisputesTab({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const paging = useTabPage();
  const query = useListQuery([...customerKeys.all, 'disputes', customerId, paging.page, paging.limit], ({ signal, withTotal }) =>
    answer(api.GET('/admin/p2p/orderDisputes', { params: { query: { customerId, status: 'ALL', sort: 'newest', page: paging.page, limit: paging.limit, withTotal } }, signal })),
  );
  const columns: ColumnsType<Dispute> = [
    { key: 'orderNumber', title: t('disputes.columns.orderNumber'), render: (_, d) => <Link to={`/disputes/${encodeURIComponent(d.orderNumber)}`}>{d.orderNumber}</Link> },
    { key: 'createdAt', title: t('orders.columns.createdAt'), render: (_, d) => <DateTimeCell value={d.createdAt} /> },
    { key: 'reason', title: t('disputes.columns.reason'), render: (_, d) => d.reason },
    { key: 'amount', title: t('disputes.columns.amount'), align: 'end', render: (_, d) => <MoneyCell value={d.fiatAmount} currency={d.fiat} /> },
    { key: 'status', title: t('disputes.columns.status'), render: (_, d) => <StatusTag status={d.status} /> },
  ];
  return (
    <ResourceTable<Dispute>
      testId="customer-disputes"
      columns={columns}
      rowKey="id"
      {...tableStateOf(query)}
      {...paging}
      emptyText={t('customers.tabs.noDisputes')}
    />
  );
}
