import type { TradeOrder } from '@exchange/contract/trades/trade-orders';
import { TRADE_BASE_ASSETS, TRADE_QUOTE_ASSETS, TRADE_SCREENS, type TradeScreen } from '@exchange/contract/trades/trade-rules';
import { Flex, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerLink } from '../../components/CustomerLink.tsx';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { ExportCsvButton } from '../../components/ExportCsvButton.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useDrawerParam } from '../../components/use-drawer-param.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { CancelAllOrdersButton, type CancelAllScope } from './CancelAllOrdersButton.tsx';
import { TradeOrderActions } from './TradeOrderActions.tsx';
import { TradeFilled, TradePair, TradeSideTag } from './TradeOrderCells.tsx';
import { TradeOrderDrawer } from './TradeOrderDrawer.tsx';
import { tradeFilters } from './trade-filters.ts';
import { useTradeOrders } from './trade-queries.ts';

const screens: Readonly<Record<TradeScreen, { testId: string; empty: string; csv: string }>> = {
  buy: { testId: 'trades-buy-page', empty: 'trades.empty.buy', csv: 'buy-orders.csv' },
  sell: { testId: 'trades-sell-page', empty: 'trades.empty.sell', csv: 'sell-orders.csv' },
  swap: { testId: 'trades-swap-page', empty: 'trades.empty.swap', csv: 'swap-orders.csv' },
  limit: { testId: 'trades-limit-page', empty: 'trades.empty.limit', csv: 'limit-orders.csv' },
};

/**
 * One of the order screens (Buy, Sell, Swap, Limit Orders): the one list with the screen's kind
 * (and side) fixed, its filters in the URL, capped totals and CSV of exactly what is filtered; a
 * row opens the order with its fills and fees; cancel one order, or every open one of the filtered customer or pair.
 */
export function TradeOrdersPage({ screen }: { screen: TradeScreen }) {
  const { t } = useTranslation();
  const filters = tradeFilters[screen];
  const fixed = TRADE_SCREENS[screen];
  const { testId, empty, csv } = screens[screen];
  const list = useUrlListState(filters.defaults);
  const query = useTradeOrders({ ...apiQueryOf(filters, list), ...fixed });
  const { openId, open, close } = useDrawerParam('detail');
  const bothSides = screen === 'swap' || screen === 'limit';

  const columns: ColumnsType<TradeOrder> = [
    {
      key: 'number',
      title: t('trades.fields.orderNumber'),
      fixed: 'start',
      render: (_, o) => (
        <div style={{ lineHeight: 1.35 }}>
          <Typography.Text strong style={{ whiteSpace: 'nowrap' }} data-testid="row-number">{o.orderNumber}</Typography.Text>
          <DateTimeCell value={o.createdAt} />
        </div>
      ),
    },
    {
      key: 'customer',
      title: t('trades.fields.customer'),
      render: (_, o) => (
        <div style={{ lineHeight: 1.35 }}>
          <CustomerLink customerId={o.customer.id} text={o.customer.name} maxWidth={170} />
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, maxWidth: 190, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} dir="ltr">
            {o.customer.email}
          </Typography.Text>
        </div>
      ),
    },
    {
      key: 'pair',
      title: t(screen === 'swap' ? 'trades.fields.swap' : 'trades.fields.pair'),
      render: (_, o) => (
        <Flex gap={6} align="center">
          {bothSides && <TradeSideTag side={o.side} />}
          <TradePair order={o} />
        </Flex>
      ),
    },
    { key: 'price', title: t(screen === 'limit' ? 'trades.fields.limitPrice' : 'trades.fields.worstPrice'), align: 'end', render: (_, o) => <MoneyCell value={o.price} currency={o.quoteAsset} /> },
    { key: 'filled', title: t('trades.fields.filled'), render: (_, o) => <TradeFilled order={o} /> },
    { key: 'held', title: t('trades.fields.held'), align: 'end', render: (_, o) => <MoneyCell value={o.heldAmount} currency={o.heldAsset} testId="row-held" /> },
    { key: 'status', title: t('trades.fields.status'), render: (_, o) => <StatusTag status={o.status} testId="row-status" /> },
    { key: 'actions', title: t('trades.fields.actions'), fixed: 'end', render: (_, o) => <TradeOrderActions order={o} size="small" iconOnly /> },
  ];

  // "Cancel all" needs a customer or a whole pair in the filters: never every order of a screen at once.
  const { customerId } = list.filters;
  const baseAsset = TRADE_BASE_ASSETS.find((a) => a === list.filters.baseAsset);
  const quoteAsset = TRADE_QUOTE_ASSETS.find((a) => a === list.filters.quoteAsset);
  const firstRow = query.data?.items[0];
  const scope: CancelAllScope | undefined = customerId
    ? { customerId, customerLabel: firstRow?.customer.id === customerId ? firstRow.customer.name : customerId }
    : baseAsset && quoteAsset
      ? { baseAsset, quoteAsset }
      : undefined;
  const toolbar = (
    <>
      <CancelAllOrdersButton scope={scope} kind={fixed.kind} {...('side' in fixed ? { side: fixed.side } : {})} />
      <ExportCsvButton path="/admin/trades/orders" filters={{ ...list.filters, ...fixed }} fallbackName={csv} testId="trades-export" />
    </>
  );

  return (
    <ListPage
      testId={testId}
      filters={filters}
      filtersTestId="trades-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="trades-table"
      listKey={`trades-${screen}`}
      empty={{ none: t(empty), filtered: t('trades.empty.filtered') }}
      toolbar={toolbar}
      table={{
        onRow: (o) => ({ 'data-row-number': o.orderNumber, 'data-row-id': o.id, onClick: () => open(o.id), style: { cursor: 'pointer' } }) as HTMLAttributes<HTMLElement>,
        rowClassName: (o) => (o.id === openId ? 'ant-table-row-selected' : ''),
      }}
    >
      <TradeOrderDrawer openId={openId} fromList={query.data?.items.find((o) => o.id === openId)} onClose={close} />
    </ListPage>
  );
}
