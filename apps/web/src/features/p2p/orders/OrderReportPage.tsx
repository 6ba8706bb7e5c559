import type { P2POrder } from '@exchange/contract/p2p/orders';
import { Button, Card, Skeleton, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerLink } from '../../../components/CustomerLink.tsx';
import { DateTimeCell } from '../../../components/DateTimeCell.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../../components/list/list-filters.ts';
import { MoneyCell } from '../../../components/MoneyCell.tsx';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { useDateFormat } from '../../../components/use-date-format.ts';
import { useDrawerParam } from '../../../components/use-drawer-param.ts';
import { useUrlListState } from '../../../components/use-url-list-state.ts';
import { MerchantLink } from '../merchants/MerchantLink.tsx';
import { OrderDetailDrawer } from './OrderDetailDrawer.tsx';
import { OrderSums } from './OrderSums.tsx';
import { orderDrawerParam } from './order-paths.ts';
import { orderFilters } from './order-filters.ts';
import { useOrdersReport } from './order-queries.ts';

/** P2P orders with their sums per coin and fiat, and a CSV export of exactly what is filtered. */
export default function OrderReportPage() {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const list = useUrlListState(orderFilters.defaults);
  const query = useOrdersReport(apiQueryOf(orderFilters, list));
  const { openId, open, close } = useDrawerParam(orderDrawerParam);

  const columns: ColumnsType<P2POrder> = [
    {
      key: 'orderNumber',
      title: t('orders.columns.orderNumber'),
      fixed: 'start',
      render: (_, o) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(o.orderNumber)} aria-label={t('orders.openOrder', { number: o.orderNumber })} data-testid="order-open">
          {o.orderNumber}
        </Button>
      ),
    },
    { key: 'createdAt', title: t('orders.columns.createdAt'), render: (_, o) => <DateTimeCell value={o.createdAt} /> },
    { key: 'merchant', title: t('orders.columns.merchant'), render: (_, o) => <MerchantLink merchantId={o.merchantId} name={o.merchantName} maxWidth={120} testId="row-merchant" /> },
    { key: 'customer', title: t('orders.columns.customer'), render: (_, o) => <CustomerLink customerId={o.customerId} text={o.customerEmail} maxWidth={160} testId="row-customer" /> },
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
      listKey="p2p-orders"
      empty={{ none: t('orders.empty'), filtered: t('orders.emptyFiltered') }}
      exportCsv={{ path: '/admin/p2p/ordersReport', fileName: 'p2p-orders.csv', testId: 'orders-export' }}
      summary={sums}
      table={{
        onRow: (o) => ({ 'data-order-number': o.orderNumber }) as HTMLAttributes<HTMLElement>,
        rowClassName: (o) => (o.orderNumber === openId ? 'ant-table-row-selected' : ''),
      }}
    >
      <OrderDetailDrawer orderNumber={openId} onClose={close} />
    </ListPage>
  );
}
