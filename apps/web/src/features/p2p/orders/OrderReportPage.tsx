import type { P2POrder } from '@exchange/contract/p2p/orders';
import { Card, Empty, Skeleton, Space, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { MoneyCell } from '../../../components/MoneyCell.tsx';
import { ResourceTable } from '../../../components/ResourceTable.tsx';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { useDateFormat } from '../../../components/use-date-format.ts';
import { useUrlListState } from '../../../components/use-url-list-state.ts';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import { OrderFilterBar } from './OrderFilterBar.tsx';
import { OrderSums } from './OrderSums.tsx';
import { orderFilterQuery, orderListDefaults, orderReportQuery } from './order-list-state.ts';
import { useOrdersReport } from './order-queries.ts';
import { DateTimeCell } from '../../../components/DateTimeCell.tsx';

/** P2P orders with their sums per coin and fiat, and a CSV export of exactly what is filtered. */
export default function OrderReportPage() {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const list = useUrlListState(orderListDefaults);
  const query = useOrdersReport(orderReportQuery(list));

  const when = (iso: string) => (
    <DateTimeCell value={iso} />
  );
  const clipped = (text: string, width: number) => (
    <div style={{ maxWidth: width, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={text}>
      {text}
    </div>
  );
  const columns: ColumnsType<P2POrder> = [
    { key: 'orderNumber', title: t('orders.columns.orderNumber'), dataIndex: 'orderNumber', fixed: 'start' },
    { key: 'createdAt', title: t('orders.columns.createdAt'), render: (_, o) => when(o.createdAt) },
    { key: 'merchant', title: t('orders.columns.merchant'), render: (_, o) => clipped(o.merchantName, 120) },
    { key: 'customer', title: t('orders.columns.customer'), render: (_, o) => clipped(o.customerEmail, 160) },
    { key: 'side', title: t('orders.columns.side'), render: (_, o) => t(`orders.side.${o.side}`) },
    { key: 'cryptoAmount', title: t('orders.columns.cryptoAmount'), align: 'end', render: (_, o) => <MoneyCell value={o.cryptoAmount} currency={o.coin} /> },
    { key: 'fiatAmount', title: t('orders.columns.fiatAmount'), align: 'end', render: (_, o) => <MoneyCell value={o.fiatAmount} currency={o.fiat} /> },
    { key: 'price', title: t('orders.columns.price'), align: 'end', render: (_, o) => <MoneyCell value={o.price} /> },
    // Pinned: on a narrow screen the state stays in view while the amounts scroll. The completion time
    // rides on the status as a tooltip rather than taking a column of mostly empty cells.
    {
      key: 'status',
      title: t('orders.columns.status'),
      fixed: 'end',
      render: (_, o) =>
        o.completedAt ? (
          <Tooltip title={t('orders.completedAt', { time: dateTime(o.completedAt) })}>
            <span>
              <StatusTag status={o.status} />
            </span>
          </Tooltip>
        ) : (
          <StatusTag status={o.status} />
        ),
    },
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="p2p-orders-page">
      <Card size="small">
        <OrderFilterBar list={list} error={query.error} extra={<ExportCsvButton path="/admin/p2p/ordersReport" filters={orderFilterQuery(list.filters)} fallbackName="p2p-orders.csv" testId="orders-export" />} />
      </Card>
      {(query.data || query.isPending) && (
        <Card size="small">{query.data ? <OrderSums sums={query.data.sums} /> : <Skeleton active title={false} paragraph={{ rows: 3 }} />}</Card>
      )}
      <Card size="small">
        <ResourceTable<P2POrder>
          testId="orders-table"
          columns={columns}
          rowKey="id"
          data={query.data}
          loading={query.isFetching}
          error={query.error}
          onRetry={() => void query.refetch()}
          page={list.page}
          limit={list.limit}
          onPageChange={list.setPage}
          emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={list.isFiltered ? t('orders.emptyFiltered') : t('orders.empty')} />}
        />
      </Card>
    </Space>
  );
}
