import { PlusOutlined } from '@ant-design/icons';
import type { Customer } from '@exchange/contract/customers/customers';
import { Button, Empty, Flex, Result, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { useDateFormat } from '../../components/use-date-format.ts';
import { useCan } from '../../components/use-can.ts';
import { ReimbursementFormDrawer } from '../reimbursements/ReimbursementFormDrawer.tsx';
import { useSubAccountList } from '../sub-accounts/sub-account-queries.ts';
import { useCustomerBalances } from './customer-queries.ts';

/**
 * The customer's balances from the ledger: per account (main, then each sub-account) and asset,
 * available and held; and the maker's side of a reimbursement, which another admin approves.
 */
export function CustomerBalancesTab({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const canPropose = useCan('reimbursements.create');
  const canSeeSubAccounts = useCan('subAccounts.read');
  const [proposing, setProposing] = useState(false);
  const { data, error, isPending, refetch } = useCustomerBalances(customer.id);
  const subs = useSubAccountList({ customerId: customer.id, status: 'OPEN', page: 0, limit: 200 }, proposing && canSeeSubAccounts);
  if (isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (error || !data) return <Result status="warning" title={t('customers.tabs.loadFailed')} subTitle={errorMessage(error)} extra={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>} />;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {canPropose && customer.state !== 'CLOSED' && (
        <Flex justify="end">
          <Button icon={<PlusOutlined />} onClick={() => setProposing(true)} data-testid="reimbursement-propose">
            {t('reimbursements.form.open')}
          </Button>
        </Flex>
      )}
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
          { key: 'earn', title: t('customers.balances.earn'), align: 'end', render: (_, b) => <MoneyCell value={b.earn} testId={`balance-earn-${b.subAccount?.id ?? 'main'}-${b.asset}`} /> },
          { key: 'lines', title: t('customers.balances.lines'), align: 'end', render: (_, b) => b.lines },
          { key: 'last', title: t('customers.balances.lastPosting'), render: (_, b) => (b.lastPostedAt ? dateTime(b.lastPostedAt) : '') },
        ]}
      />
      {proposing && (
        <ReimbursementFormDrawer
          customer={customer}
          subAccounts={subs.data?.items ?? []}
          assets={[...new Set(data.items.map((b) => b.asset))]}
          onClose={() => setProposing(false)}
        />
      )}
    </Space>
  );
}
