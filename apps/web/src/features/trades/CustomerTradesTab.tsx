import type { Customer } from '@exchange/contract/customers/customers';
import type { TradeOrder } from '@exchange/contract/trades/trade-orders';
import { Flex, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { tableStateOf } from '../../components/list/use-list-query.ts';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { ResourceTable } from '../../components/ResourceTable.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useTabPage } from '../customers/use-tab-page.ts';
import { CancelAllOrdersButton } from './CancelAllOrdersButton.tsx';
import { TradeOrderActions } from './TradeOrderActions.tsx';
import { TradeFilled, TradePair, TradeSideTag } from './TradeOrderCells.tsx';
import { orderLink } from './trade-paths.ts';
import { useTradeOrders } from './trade-queries.ts';

const kindKeys = { MARKET: 'trades.kind.MARKET', LIMIT: 'trades.kind.LIMIT', SWAP: 'trades.kind.SWAP' } as const;

/** The customer's spot orders of every kind, newest first, with a cancel per open order and one for all of them. */
export function CustomerTradesTab({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const paging = useTabPage(20);
  const query = useTradeOrders({ customerId: customer.id, page: paging.page, limit: paging.limit });
  const columns: ColumnsType<TradeOrder> = [
    { key: 'number', title: t('trades.fields.orderNumber'), render: (_, o) => <Link to={orderLink(o)}>{o.orderNumber}</Link> },
    { key: 'createdAt', title: t('trades.fields.createdAt'), render: (_, o) => <DateTimeCell value={o.createdAt} /> },
    {
      key: 'order',
      title: t('trades.fields.order'),
      render: (_, o) => (
        <Flex gap={6} align="center">
          <TradeSideTag side={o.side} />
          <span>{t(kindKeys[o.kind])}</span>
          <TradePair order={o} />
        </Flex>
      ),
    },
    { key: 'price', title: t('trades.fields.price'), align: 'end', render: (_, o) => <MoneyCell value={o.price} currency={o.quoteAsset} /> },
    { key: 'filled', title: t('trades.fields.filled'), render: (_, o) => <TradeFilled order={o} /> },
    { key: 'held', title: t('trades.fields.held'), align: 'end', render: (_, o) => <MoneyCell value={o.heldAmount} currency={o.heldAsset} testId="customer-trade-held" /> },
    { key: 'status', title: t('trades.fields.status'), render: (_, o) => <StatusTag status={o.status} testId="customer-trade-status" /> },
    { key: 'actions', title: t('trades.fields.actions'), render: (_, o) => <TradeOrderActions order={o} size="small" iconOnly /> },
  ];
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Flex justify="end">
        <CancelAllOrdersButton scope={{ customerId: customer.id, customerLabel: customer.name }} />
      </Flex>
      <ResourceTable<TradeOrder>
        testId="customer-trades"
        columns={columns}
        rowKey="id"
        {...tableStateOf(query)}
        {...paging}
        emptyText={t('trades.empty.customer')}
      />
    </Space>
  );
}
