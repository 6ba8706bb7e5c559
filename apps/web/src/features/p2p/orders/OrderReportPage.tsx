import type { P2POrder } from '@exchange/contract/p2p/orders';
import { Card, Skeleton, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { DateTimeCell } from '../../../components/DateTimeCell.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../../components/list/list-filters.ts';
import { MoneyCell } from '../../../components/MoneyCell.tsx';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { useDateFormat } from '../../../components/use-date-format.ts';
import { useUrlListState } from '../../../components/use-url-list-state.ts';
import { OrderSums } from './OrderSums.tsx';
import { orderFilters } from './order-filters.ts';
import { useOrdersReport } from './order-queries.ts';

const clipped = (text: string, width: number) => (
  <div style={{ maxWidth: width, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={text} dir="auto">
    {text}
  </div>
);

/** P2P orders with their sums per coin and fiat, and a CSV export of exactly what is filtered. */
export default function OrderReportPage() {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const list = useUrlListState(orderFilters.defaults);
  const query = useOrdersReport(apiQueryOf(orderFilters, list));

  const columns: ColumnsType<P2POrder> = [
    { key: 'orderNumber', title: t('orders.columns.orderNumber'), dataIndex: 'orderNumber', fixed: 'start' },
    { key: 'createdAt', title: t('orders.columns.createdAt'), render: (_, o) => <DateTimeCell value={o.createdAt} /> },
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

  const sums = (query.data || query.isPending) && (
    <Card size="small">{query.data ? <OrderSums sums={query.data.sums} /> : <Skeleton active title={false} paragraph={{ rows: 3 }} />}</Card>
  );
  return (
    <ListPage
      testId="p2p-orders-page"
      filters={orderFilters}
      filtersTestId="order-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="orders-table"
      empty={{ none: t('orders.empty'), filtered: t('orders.emptyFiltered') }}
      exportCsv={{ path: '/admin/p2p/ordersReport', fileName: 'p2p-orders.csv', testId: 'orders-export' }}
      summary={sums}
    />
  );
}
