import { Alert, Button, Empty, Result, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { useDateFormat } from '../../components/use-date-format.ts';
import { useCustomerBalances } from './customer-queries.ts';

/** Balances per asset as the back office knows them today (its credits to the customer); the money issue completes them. */
export function CustomerBalancesTab({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const { data, error, isPending, refetch } = useCustomerBalances(customerId);
  if (isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (error || !data) return <Result status="warning" title={t('customers.tabs.loadFailed')} subTitle={errorMessage(error)} extra={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>} />;
  return (
    <>
      <Alert type="info" showIcon title={t('customers.balances.partial')} style={{ marginBottom: 12 }} />
      <Table
        data-testid="customer-balances"
        size="small"
        pagination={false}
        rowKey="asset"
        dataSource={data.items}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('customers.balances.empty')} /> }}
        columns={[
          { key: 'asset', title: t('customers.balances.asset'), render: (_, b) => <Typography.Text strong>{b.asset}</Typography.Text> },
          { key: 'amount', title: t('customers.balances.amount'), align: 'end', render: (_, b) => <MoneyCell value={b.amount} /> },
          { key: 'entries', title: t('customers.balances.entries'), align: 'end', render: (_, b) => b.entries },
          { key: 'last', title: t('customers.balances.lastEntry'), render: (_, b) => dateTime(b.lastEntryAt) },
        ]}
      />
    </>
  );
}
