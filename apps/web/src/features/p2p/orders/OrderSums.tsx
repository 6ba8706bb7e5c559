import type { OrdersReport } from '@exchange/contract/p2p/orders';
import { Card, Empty, Flex, Typography } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyCell } from '../../../components/MoneyCell.tsx';
import { addDecimals } from '../../../components/format-decimal.ts';
import { useCountFormat } from '../../../components/use-count-format.ts';

type Sum = OrdersReport['sums'][number];

function byCoin(sums: readonly Sum[]): [string, Sum[]][] {
  const groups = new Map<string, Sum[]>();
  for (const sum of sums) groups.set(sum.coin, [...(groups.get(sum.coin) ?? []), sum]);
  return [...groups];
}

/**
 * The exact totals over every matching order, not only the page shown: one card per coin with its
 * crypto total, and below it what was paid in each fiat (a total across fiats would mean nothing).
 */
export function OrderSums({ sums }: { sums: OrdersReport['sums'] }) {
  const { t } = useTranslation();
  const { count } = useCountFormat();
  const orders = sums.reduce((n, s) => n + s.orders, 0);

  return (
    <div data-testid="order-sums">
      <Typography.Text strong>{t('orders.sums.title', { orders: count(orders) })}</Typography.Text>
      {sums.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.sums.none')} />
      ) : (
        <Flex wrap gap={12} style={{ marginTop: 8 }}>
          {byCoin(sums).map(([coin, pairs]) => (
            <Card key={coin} size="small" style={{ flex: '1 1 190px', maxWidth: 420 }} data-testid={`order-sum-${coin}`}>
              <Typography.Text strong style={{ fontSize: 16, display: 'block' }}>
                <MoneyCell value={addDecimals(pairs.map((p) => p.cryptoAmount))} currency={coin} />
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('orders.sums.orders', { orders: count(pairs.reduce((n, p) => n + p.orders, 0)) })}
              </Typography.Text>
              <div style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 12, marginTop: 8, fontSize: 13 }}>
                {pairs.map((pair) => (
                  <Fragment key={pair.fiat}>
                    <Typography.Text type="secondary" style={{ fontSize: 13, whiteSpace: 'nowrap' }} title={t('orders.sums.pairTitle', { fiat: pair.fiat, orders: count(pair.orders) })}>
                      {t('orders.sums.pairOrders', { fiat: pair.fiat, orders: count(pair.orders) })}
                    </Typography.Text>
                    {/* The fiat code is on the left already. */}
                    <span style={{ textAlign: 'end' }} data-testid={`order-sum-${coin}-${pair.fiat}`}>
                      <MoneyCell value={pair.fiatAmount} />
                    </span>
                  </Fragment>
                ))}
              </div>
            </Card>
          ))}
        </Flex>
      )}
    </div>
  );
}
