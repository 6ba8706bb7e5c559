import type { TradeFill, TradeOrder } from '@exchange/contract/trades/trade-orders';
import { Alert, Descriptions, Empty, Flex, Skeleton, Space, Table, Tag, Typography, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { CustomerLink } from '../../components/CustomerLink.tsx';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { EndDrawer } from '../../components/EndDrawer.tsx';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useDateFormat } from '../../components/use-date-format.ts';
import { TradeOrderActions } from './TradeOrderActions.tsx';
import { TradeFilled, TradePair, TradeSideTag } from './TradeOrderCells.tsx';
import { useTradeOrder } from './trade-queries.ts';

const kindKeys = { MARKET: 'trades.kind.MARKET', LIMIT: 'trades.kind.LIMIT', SWAP: 'trades.kind.SWAP' } as const;
const liquidityKeys = { MAKER: 'trades.liquidity.MAKER', TAKER: 'trades.liquidity.TAKER' } as const;

/**
 * One order (opened from `?detail=id`): what it is, what it filled, paid in fees and still holds,
 * who cancelled it and why, then its fills with their fees; the cancel in the footer.
 */
export function TradeOrderDrawer({ openId, fromList, onClose }: { openId: string | undefined; fromList: TradeOrder | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const query = useTradeOrder(openId);
  const detail = query.data;
  const o: TradeOrder | undefined = detail ?? fromList;
  const none = <Typography.Text type="secondary">{t('common.none')}</Typography.Text>;

  const items: DescriptionsProps['items'] = o && [
    { key: 'number', label: t('trades.fields.orderNumber'), children: <Typography.Text copyable>{o.orderNumber}</Typography.Text> },
    { key: 'status', label: t('trades.fields.status'), children: <StatusTag status={o.status} testId="drawer-status" /> },
    {
      key: 'customer',
      label: t('trades.fields.customer'),
      children: (
        <Space orientation="vertical" size={0}>
          <CustomerLink customerId={o.customer.id} text={o.customer.name} />
          <Typography.Text type="secondary" dir="ltr">{o.customer.email}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'order',
      label: t('trades.fields.order'),
      children: (
        <Flex gap={8} align="center" wrap>
          <TradeSideTag side={o.side} />
          <Tag style={{ marginInlineEnd: 0 }}>{t(kindKeys[o.kind])}</Tag>
          <TradePair order={o} />
        </Flex>
      ),
    },
    { key: 'price', label: t(o.kind === 'LIMIT' ? 'trades.fields.limitPrice' : 'trades.fields.worstPrice'), children: <MoneyCell value={o.price} currency={o.quoteAsset} testId="drawer-price" /> },
    { key: 'filled', label: t('trades.fields.filled'), children: <TradeFilled order={o} /> },
    { key: 'average', label: t('trades.fields.averagePrice'), children: o.averagePrice ? <MoneyCell value={o.averagePrice} currency={o.quoteAsset} /> : none },
    { key: 'filledQuote', label: t('trades.fields.filledQuote'), children: <MoneyCell value={o.filledQuote} currency={o.quoteAsset} /> },
    { key: 'fee', label: t('trades.fields.fee'), children: <MoneyCell value={o.fee} currency={o.feeAsset} testId="drawer-fee" /> },
    { key: 'held', label: t('trades.fields.held'), children: <Typography.Text strong><MoneyCell value={o.heldAmount} currency={o.heldAsset} testId="drawer-held" /></Typography.Text> },
    { key: 'createdAt', label: t('trades.fields.createdAt'), children: dateTime(o.createdAt) },
    { key: 'updatedAt', label: t('trades.fields.updatedAt'), children: dateTime(o.updatedAt) },
    ...(o.cancelled
      ? [
          {
            key: 'cancelled',
            label: t('trades.fields.cancelledBy'),
            children: (
              <Space orientation="vertical" size={0}>
                <span data-testid="drawer-cancelled-by">{o.cancelled.by ? o.cancelled.by.name : t('trades.fields.byCustomer')}</span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>{dateTime(o.cancelled.at)}</Typography.Text>
                <span dir="auto" data-testid="drawer-cancel-reason">{o.cancelled.reason}</span>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <EndDrawer
      open={Boolean(openId)}
      onClose={onClose}
      size={720}
      title={o ? t('trades.drawer.title', { number: o.orderNumber }) : t('trades.drawer.titleLoading')}
      data-testid="trade-order-drawer"
      footer={o ? <TradeOrderActions order={o} /> : undefined}
    >
      {query.isError && !o && <Alert type="error" showIcon title={errorMessage(query.error)} />}
      {!o && query.isPending && <Skeleton active />}
      {items && <Descriptions column={1} size="small" bordered items={items} />}
      {o && (
        <>
          <Typography.Title level={5} style={{ marginTop: 20 }}>
            {t('trades.drawer.fills')}
          </Typography.Title>
          {detail ? (
            <Table<TradeFill>
              size="small"
              rowKey="id"
              data-testid="trade-fills"
              dataSource={detail.fills}
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('trades.drawer.noFills')} /> }}
              columns={[
                { key: 'at', title: t('trades.fields.time'), render: (_, f) => <DateTimeCell value={f.createdAt} /> },
                { key: 'price', title: t('trades.fields.price'), align: 'end', render: (_, f) => <MoneyCell value={f.price} /> },
                { key: 'amount', title: t('trades.fields.amount'), align: 'end', render: (_, f) => <MoneyCell value={f.amount} currency={o.baseAsset} /> },
                { key: 'quote', title: t('trades.fields.quoteAmount'), align: 'end', render: (_, f) => <MoneyCell value={f.quoteAmount} currency={o.quoteAsset} /> },
                { key: 'fee', title: t('trades.fields.fee'), align: 'end', render: (_, f) => <MoneyCell value={f.fee} currency={f.feeAsset} /> },
                { key: 'liquidity', title: t('trades.fields.liquidity'), render: (_, f) => t(liquidityKeys[f.liquidity]) },
              ]}
            />
          ) : query.isError ? (
            <Alert type="error" showIcon title={errorMessage(query.error)} />
          ) : (
            <Skeleton active paragraph={{ rows: 2 }} />
          )}
        </>
      )}
    </EndDrawer>
  );
}
