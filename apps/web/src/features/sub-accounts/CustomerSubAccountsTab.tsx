import { PlusOutlined, SwapOutlined } from '@ant-design/icons';
import type { SubAccount, SubAccountTransfer } from '@exchange/contract/sub-accounts/sub-accounts';
import { Button, Flex, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { tableStateOf } from '../../components/list/use-list-query.ts';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { ResourceTable } from '../../components/ResourceTable.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useCan } from '../../components/use-can.ts';
import { useCustomerBalances } from '../customers/customer-queries.ts';
import { useTabPage } from '../customers/use-tab-page.ts';
import { SubAccountActions } from './SubAccountActions.tsx';
import { SubAccountBalancesCell } from './SubAccountBalancesCell.tsx';
import { SubAccountNameDrawer } from './SubAccountNameDrawer.tsx';
import { useSubAccountList, useSubAccountTransfers } from './sub-account-queries.ts';
import { TransferDrawer } from './TransferDrawer.tsx';

/** The customer's sub-accounts with their balances, opened, renamed and closed here, and the transfers between its accounts. */
export function CustomerSubAccountsTab({ customer }: { customer: { id: string; name: string } }) {
  const { t } = useTranslation();
  const canManage = useCan('subAccounts.manage');
  const canTransfer = useCan('subAccounts.transfer');
  const paging = useTabPage(20);
  const transfersPaging = useTabPage(10);
  const subs = useSubAccountList({ customerId: customer.id, page: paging.page, limit: paging.limit });
  const transfers = useSubAccountTransfers(customer.id, transfersPaging.page, transfersPaging.limit);
  const balances = useCustomerBalances(customer.id);
  const [drawer, setDrawer] = useState<'open' | 'transfer' | null>(null);
  const open = (subs.data?.items ?? []).filter((s) => s.status === 'OPEN');

  const columns: ColumnsType<SubAccount> = [
    { key: 'name', title: t('subAccounts.fields.name'), render: (_, s) => <Typography.Text strong dir="auto">{s.name}</Typography.Text> },
    { key: 'balances', title: t('subAccounts.fields.balances'), render: (_, s) => <SubAccountBalancesCell balances={s.balances} /> },
    {
      key: 'status',
      title: t('subAccounts.fields.status'),
      render: (_, s) => (
        <div style={{ lineHeight: 1.3, maxWidth: 220 }}>
          <StatusTag status={s.status} color={s.status === 'OPEN' ? 'success' : undefined} label={t(`subAccounts.status.${s.status}`)} />
          {s.closedReason && <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} dir="auto">{s.closedReason}</Typography.Text>}
        </div>
      ),
    },
    { key: 'createdAt', title: t('subAccounts.fields.opened'), render: (_, s) => <DateTimeCell value={s.createdAt} /> },
    { key: 'actions', title: '', render: (_, s) => <SubAccountActions subAccount={s} /> },
  ];
  const place = (ref: SubAccountTransfer['from']) => ref?.name ?? t('customers.balances.main');
  const transferColumns: ColumnsType<SubAccountTransfer> = [
    { key: 'createdAt', title: t('ledger.statement.date'), render: (_, x) => <DateTimeCell value={x.createdAt} /> },
    { key: 'route', title: t('subAccounts.transfer.route'), render: (_, x) => <span dir="auto">{`${place(x.from)} → ${place(x.to)}`}</span> },
    { key: 'amount', title: t('reimbursements.fields.amount'), align: 'end', render: (_, x) => <MoneyCell value={x.amount} currency={x.asset} /> },
    { key: 'memo', title: t('subAccounts.transfer.memo'), render: (_, x) => <Typography.Text type="secondary" dir="auto">{x.memo ?? ''}</Typography.Text> },
    { key: 'by', title: t('ledger.statement.postedBy'), render: (_, x) => x.createdBy.name },
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="customer-sub-accounts">
      <Flex justify="end" gap={8}>
        {canTransfer && (
          <Button icon={<SwapOutlined />} onClick={() => setDrawer('transfer')} disabled={open.length === 0} data-testid="sub-account-transfer">
            {t('subAccounts.transfer.open')}
          </Button>
        )}
        {canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer('open')} data-testid="sub-account-open">
            {t('subAccounts.form.open')}
          </Button>
        )}
      </Flex>
      <ResourceTable<SubAccount> testId="customer-sub-accounts-table" columns={columns} rowKey="id" {...tableStateOf(subs)} {...paging} emptyText={t('subAccounts.empty.customer')} />
      <div>
        <Typography.Title level={5}>{t('subAccounts.transfer.history')}</Typography.Title>
        <ResourceTable<SubAccountTransfer> testId="customer-transfers-table" columns={transferColumns} rowKey="id" {...tableStateOf(transfers)} {...transfersPaging} emptyText={t('subAccounts.empty.transfers')} />
      </div>
      {drawer === 'open' && <SubAccountNameDrawer target={{ customerId: customer.id, customerName: customer.name }} onClose={() => setDrawer(null)} />}
      {drawer === 'transfer' && <TransferDrawer customer={customer} subAccounts={open} balances={balances.data?.items ?? []} onClose={() => setDrawer(null)} />}
    </Space>
  );
}
