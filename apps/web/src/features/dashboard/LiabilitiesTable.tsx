import type { LiabilityLine } from '@exchange/contract/dashboard/dashboard';
import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { MoneyCell } from '../../components/MoneyCell.tsx';

/** Full cover is green, a little short is amber, well short is red. */
const coverageColor = (coverage: number) => (coverage >= 100 ? 'success' : coverage >= 90 ? 'warning' : 'error');

export function LiabilitiesTable({ lines }: { lines: readonly LiabilityLine[] }) {
  const { t } = useTranslation();
  const columns: ColumnsType<LiabilityLine> = [
    { key: 'asset', title: t('dashboard.fields.asset'), dataIndex: 'asset' },
    { key: 'liabilities', title: t('dashboard.fields.liabilities'), align: 'end', render: (_, line) => <MoneyCell value={line.liabilities} /> },
    { key: 'holdings', title: t('dashboard.fields.holdings'), align: 'end', render: (_, line) => <MoneyCell value={line.holdings} /> },
    {
      key: 'coverage',
      title: t('dashboard.fields.coverage'),
      align: 'end',
      render: (_, line) =>
        line.coverage === null ? '—' : <Tag color={coverageColor(Number(line.coverage))} data-testid="coverage">{`${line.coverage}%`}</Tag>,
    },
  ];
  return (
    <Table<LiabilityLine>
      size="small"
      rowKey="asset"
      columns={columns}
      dataSource={[...lines]}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('dashboard.noLiabilities') }}
      data-testid="dashboard-liabilities"
    />
  );
}
