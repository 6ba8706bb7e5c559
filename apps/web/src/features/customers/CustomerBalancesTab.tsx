import { Button, Empty, Result, Skeleton, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { useDateFormat } from '../../components/use-date-format.ts';
import { useCustomerBalances } from './customer-queries.ts';

/** The customer's balances from the ledger: per account (main, then each sub-account) and asset, available and held. */
export function CustomerBalancesTab({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const { data, error, isPending, refetch } = useCustomerBalances(customerId);
  if (isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (error || !data) return <Result status="warning" title={t('customers.tabs.loadFailed')} subTitle={errorMessage(error)} extra={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>} />;
  return (
    <Table
      data-testid="customer-balances"
      size="small"
      pagination={false}
      rowKey={(b) => `${b.subAccount?.id ?? 'main'}/${b.asset}`}
      dataSource={data.items}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('customers.balances.empty')} /> }}
      columns={[
        {
          key: 'account',
          title: t('customers.balances.account'),
          render: (_, b) =>
            b.subAccount ? (
              <span>
                {b.subAccount.name} {b.subAccount.status === 'CLOSED' && <Tag>{t('customers.balances.closed')}</Tag>}
              </span>
            ) : (
              <Typography.Text type="secondary">{t('customers.balances.main')}</Typography.Text>
            ),
        },
        { key: 'asset', title: t('customers.balances.asset'), render: (_, b) => <Typography.Text strong>{b.asset}</Typography.Text> },
        { key: 'available', title: t('customers.balances.available'), align: 'end', render: (_, b) => <MoneyCell value={b.available} testId={`balance-available-${b.subAccount?.id ?? 'main'}-${b.asset}`} /> },
        { key: 'held', title: t('customers.balances.held'), align: 'end', render: (_, b) => <MoneyCell value={b.held} testId={`balance-held-${b.subAccount?.id ?? 'main'}-${b.asset}`} /> },
        { key: 'lines', title: t('customers.balances.lines'), align: 'end', render: (_, b) => b.lines },
        { key: 'last', title: t('customers.balances.lastPosting'), render: (_, b) => (b.lastPostedAt ? dateTime(b.lastPostedAt) : '') },
      ]}
    />
  );
}
