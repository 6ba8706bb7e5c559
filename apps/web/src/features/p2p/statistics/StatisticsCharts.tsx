import { COINS } from '@exchange/contract/p2p/money-rules';
import { ORDER_STATUSES } from '@exchange/contract/p2p/order-statuses';
import type { P2PStatistics } from '@exchange/contract/p2p/statistics';
import { TRANSACTION_STATUSES } from '@exchange/contract/p2p/transaction-statuses';
import { Card, Col, Row, Segmented, Table, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/charts/BarChart.tsx';
import { useChartPalette } from '../../../components/charts/use-chart-palette.ts';
import { MoneyCell } from '../../../components/MoneyCell.tsx';
import { useCountFormat } from '../../../components/use-count-format.ts';
import { inStatusOrder, perDayChart } from './statistics-series.ts';

/** The ranges the per-day chart offers; the API accepts 1..365 days. */
export const RANGE_DAYS = [7, 30, 90] as const;
export type RangeDays = (typeof RANGE_DAYS)[number];

const coinOrder: readonly string[] = COINS;
const transactionStatusOrder: readonly string[] = TRANSACTION_STATUSES;
const orderStatusOrder: readonly string[] = ORDER_STATUSES;

function TooltipRow({ color, label, value }: { color?: string | undefined; label: ReactNode; value: ReactNode }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, whiteSpace: 'nowrap' }}>
      {color && <span style={{ width: 8, height: 8, borderRadius: 2, background: color, flex: 'none' }} />}
      <span style={{ flex: 1 }}>{label}</span>
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>{value}</span>
    </div>
  );
}

interface DailyChartCardProps {
  statistics: P2PStatistics;
  days: RangeDays;
  onDaysChange: (days: RangeDays) => void;
}

export function StatisticsDailyChartCard({ statistics, days, onDaysChange }: DailyChartCardProps) {
  const { t, i18n } = useTranslation();
  const format = useCountFormat();
  const palette = useChartPalette();
  const lastDay = statistics.generatedAt.slice(0, 10);
  const chart = perDayChart(statistics.transactions.perDay, lastDay, days, coinOrder);
  const series = chart.series.map((s) => ({ ...s, color: palette[Math.max(0, coinOrder.indexOf(s.key)) % palette.length] }));
  // Days are UTC dates, as the API groups them; formatting them in local time could show the day before.
  const short = new Intl.DateTimeFormat(i18n.language, { month: 'short', day: 'numeric', timeZone: 'UTC', numberingSystem: 'latn' });
  const long = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC', numberingSystem: 'latn' });
  const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
  const approvedInRange = series.reduce((sum, s) => sum + s.values.reduce((a, b) => a + b, 0), 0);
  const title = t('statistics.charts.perDay');

  return (
    <Card
      title={title}
      data-testid="statistics-chart-per-day-card"
      extra={
        <Segmented<RangeDays>
          value={days}
          onChange={onDaysChange}
          options={RANGE_DAYS.map((d) => ({ value: d, label: t('statistics.range.days', { count: d }) }))}
          data-testid="statistics-range"
        />
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }} data-testid="statistics-approved-in-range">
        {t('statistics.charts.perDayTotal', { total: format.count(approvedInRange), days })}
      </Typography.Paragraph>
      <BarChart
        title={title}
        categories={chart.days}
        series={series}
        integer
        height={260}
        formatCategory={(day) => short.format(asDate(day))}
        formatValue={format.count}
        totalLabel={t('statistics.charts.total')}
        emptyText={t('statistics.charts.noApprovedInRange')}
        testId="statistics-chart-per-day"
        renderTooltip={(index) => {
          const day = chart.days[index] ?? '';
          const rows = series.filter((s) => (s.values[index] ?? 0) > 0);
          return (
            <div>
              <div style={{ fontWeight: 600, marginBottom: 4 }}>{long.format(asDate(day))}</div>
              {rows.map((s) => (
                <TooltipRow
                  key={s.key}
                  color={s.color}
                  label={s.label}
                  value={
                    <>
                      {format.count(s.values[index] ?? 0)} · <MoneyCell value={chart.amountOf(index, s.key)} currency={s.key} />
                    </>
                  }
                />
              ))}
              {rows.length === 0 && <div>{t('statistics.charts.noneThatDay')}</div>}
            </div>
          );
        }}
      />
    </Card>
  );
}

export function StatisticsCoinCard({ statistics }: { statistics: P2PStatistics }) {
  const { t } = useTranslation();
  const format = useCountFormat();
  const { token } = theme.useToken();
  const rows = [...statistics.transactions.byCoin].sort((a, b) => coinOrder.indexOf(a.coin) - coinOrder.indexOf(b.coin));
  const title = t('statistics.charts.byCoin');

  return (
    <Card title={title} extra={<Typography.Text type="secondary">{t('statistics.allTime')}</Typography.Text>} style={{ height: '100%' }}>
      <BarChart
        title={title}
        categories={rows.map((r) => r.coin)}
        series={[{ key: 'count', label: t('statistics.charts.approvedCount'), values: rows.map((r) => r.count), color: token.colorPrimary }]}
        integer
        height={200}
        formatValue={format.count}
        totalLabel={t('statistics.charts.approvedCount')}
        emptyText={t('statistics.charts.noApproved')}
        testId="statistics-chart-by-coin"
        renderTooltip={(index) => {
          const row = rows[index];
          if (!row) return null;
          return (
            <div>
              <div style={{ fontWeight: 600, marginBottom: 4 }}>{row.coin}</div>
              <TooltipRow label={t('statistics.charts.approvedCount')} value={format.count(row.count)} />
              <TooltipRow label={t('statistics.charts.volume')} value={<MoneyCell value={row.cryptoAmount} currency={row.coin} />} />
            </div>
          );
        }}
      />
      <Table
        size="small"
        style={{ marginTop: 16 }}
        pagination={false}
        rowKey="coin"
        dataSource={rows}
        data-testid="statistics-by-coin-table"
        columns={[
          { key: 'coin', title: t('statistics.columns.coin'), dataIndex: 'coin' },
          { key: 'count', title: t('statistics.columns.approved'), align: 'end', render: (_: unknown, r: (typeof rows)[number]) => format.count(r.count) },
          { key: 'volume', title: t('statistics.columns.volume'), align: 'end', render: (_: unknown, r: (typeof rows)[number]) => <MoneyCell value={r.cryptoAmount} currency={r.coin} /> },
        ]}
      />
    </Card>
  );
}

export function StatisticsFiatCard({ statistics }: { statistics: P2PStatistics }) {
  const { t } = useTranslation();
  const format = useCountFormat();
  const rows = statistics.transactions.byFiat;

  return (
    <Card title={t('statistics.charts.byFiat')} extra={<Typography.Text type="secondary">{t('statistics.allTime')}</Typography.Text>} style={{ height: '100%' }}>
      <Table
        size="small"
        pagination={false}
        rowKey="fiat"
        dataSource={rows}
        data-testid="statistics-by-fiat-table"
        locale={{ emptyText: t('statistics.charts.noApproved') }}
        columns={[
          { key: 'fiat', title: t('statistics.columns.fiat'), dataIndex: 'fiat' },
          { key: 'count', title: t('statistics.columns.approved'), align: 'end', render: (_: unknown, r: (typeof rows)[number]) => format.count(r.count) },
          { key: 'volume', title: t('statistics.columns.volume'), align: 'end', render: (_: unknown, r: (typeof rows)[number]) => <MoneyCell value={r.fiatAmount} currency={r.fiat} /> },
        ]}
      />
    </Card>
  );
}

interface StatusChartCardProps {
  title: string;
  rows: readonly { status: string; count: number }[];
  order: readonly string[];
  testId: string;
}

function StatusChartCard({ title, rows, order, testId }: StatusChartCardProps) {
  const { t } = useTranslation();
  const format = useCountFormat();
  const { token } = theme.useToken();
  const sorted = inStatusOrder(rows, order);
  const label = (status: string) => t(`status.${status}`, { defaultValue: status });

  return (
    <Card title={title} extra={<Typography.Text type="secondary">{t('statistics.allTime')}</Typography.Text>} style={{ height: '100%' }}>
      <BarChart
        title={title}
        categories={sorted.map((r) => r.status)}
        series={[{ key: 'count', label: t('statistics.charts.count'), values: sorted.map((r) => r.count), color: token.colorPrimary }]}
        integer
        height={220}
        formatCategory={label}
        formatValue={format.count}
        totalLabel={t('statistics.charts.count')}
        emptyText={t('statistics.charts.noData')}
        testId={testId}
      />
    </Card>
  );
}

export function StatisticsStatusCharts({ statistics }: { statistics: P2PStatistics }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <StatusChartCard
          title={t('statistics.charts.transactionsByStatus')}
          rows={statistics.transactions.byStatus}
          order={transactionStatusOrder}
          testId="statistics-chart-transactions-by-status"
        />
      </Col>
      <Col xs={24} lg={12}>
        <StatusChartCard
          title={t('statistics.charts.ordersByStatus')}
          rows={statistics.orders.byStatus}
          order={orderStatusOrder}
          testId="statistics-chart-orders-by-status"
        />
      </Col>
    </Row>
  );
}
