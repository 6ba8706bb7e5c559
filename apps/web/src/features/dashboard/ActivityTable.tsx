import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { ActivityLine, ActivityMetric } from '@exchange/contract/dashboard/dashboard';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { useCountFormat } from '../../components/use-count-format.ts';

const metricKeys: Readonly<Record<ActivityMetric, string>> = {
  newCustomers: 'dashboard.metrics.newCustomers',
  fiatDeposits: 'dashboard.metrics.fiatDeposits',
  fiatWithdrawals: 'dashboard.metrics.fiatWithdrawals',
  cryptoDeposits: 'dashboard.metrics.cryptoDeposits',
  cryptoWithdrawals: 'dashboard.metrics.cryptoWithdrawals',
  p2pVolume: 'dashboard.metrics.p2pVolume',
};

/** Today's count against the 7-day daily average, as an arrow: the eye finds the unusual day. */
function Trend({ today, average }: { today: number; average: number }) {
  if (average === 0 || today === average) return null;
  const up = today > average;
  return up ? <ArrowUpOutlined style={{ color: '#52c41a' }} /> : <ArrowDownOutlined style={{ color: '#faad14' }} />;
}

export function ActivityTable({ lines }: { lines: readonly ActivityLine[] }) {
  const { t } = useTranslation();
  const { count } = useCountFormat();
  // A measure's name once, over the rows of its assets.
  const spans = lines.map((line, i) => {
    if (i > 0 && lines[i - 1]?.metric === line.metric) return 0;
    const next = lines.findIndex((l, j) => j > i && l.metric !== line.metric);
    return (next === -1 ? lines.length : next) - i;
  });
  const columns: ColumnsType<ActivityLine> = [
    { key: 'metric', title: t('dashboard.fields.metric'), render: (_, line) => t(metricKeys[line.metric]), onCell: (_, index) => ({ rowSpan: spans[index ?? 0] ?? 1 }) },
    { key: 'asset', title: t('dashboard.fields.asset'), render: (_, line) => line.asset ?? <Typography.Text type="secondary">—</Typography.Text> },
    {
      key: 'today',
      title: t('dashboard.fields.today'),
      align: 'end',
      render: (_, line) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <Trend today={line.todayCount} average={Number(line.averageCount)} /> {count(line.todayCount)}
        </span>
      ),
    },
    { key: 'todayAmount', title: t('dashboard.fields.todayAmount'), align: 'end', render: (_, line) => (line.todayAmount === null ? '—' : <MoneyCell value={line.todayAmount} />) },
    { key: 'average', title: t('dashboard.fields.averageCount'), align: 'end', render: (_, line) => line.averageCount },
    { key: 'averageAmount', title: t('dashboard.fields.averageAmount'), align: 'end', render: (_, line) => (line.averageAmount === null ? '—' : <MoneyCell value={line.averageAmount} />) },
  ];
  return (
    <Table<ActivityLine>
      size="small"
      rowKey={(line) => `${line.metric}-${line.asset ?? ''}`}
      columns={columns}
      dataSource={[...lines]}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('dashboard.noActivity') }}
      data-testid="dashboard-activity"
    />
  );
}
