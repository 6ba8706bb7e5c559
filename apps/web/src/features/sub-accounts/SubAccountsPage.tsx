import type { SubAccount } from '@exchange/contract/sub-accounts/sub-accounts';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerLink } from '../../components/CustomerLink.tsx';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { SubAccountActions } from './SubAccountActions.tsx';
import { SubAccountBalancesCell } from './SubAccountBalancesCell.tsx';
import { subAccountFilters } from './sub-account-filters.ts';
import { useSubAccountList } from './sub-account-queries.ts';

/** Sub Account(s): every customer's sub-accounts with what each holds; renamed or closed here, opened on the customer's page. */
export default function SubAccountsPage() {
  const { t } = useTranslation();
  const list = useUrlListState(subAccountFilters.defaults);
  const query = useSubAccountList(apiQueryOf(subAccountFilters, list));
  const columns: ColumnsType<SubAccount> = [
    { key: 'name', title: t('subAccounts.fields.name'), render: (_, s) => <Typography.Text strong dir="auto" data-testid="sub-account-row-name">{s.name}</Typography.Text> },
    {
      key: 'customer',
      title: t('subAccounts.fields.customer'),
      render: (_, s) => (
        <div style={{ lineHeight: 1.3 }}>
          <CustomerLink customerId={s.customer.id} text={s.customer.name} maxWidth={200} />
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} dir="auto">{s.customer.email}</Typography.Text>
        </div>
      ),
    },
    { key: 'balances', title: t('subAccounts.fields.balances'), render: (_, s) => <SubAccountBalancesCell balances={s.balances} /> },
    {
      key: 'status',
      title: t('subAccounts.fields.status'),
      render: (_, s) => (
        <div style={{ lineHeight: 1.3, maxWidth: 220 }}>
          <StatusTag status={s.status} color={s.status === 'OPEN' ? 'success' : undefined} label={t(`subAccounts.status.${s.status}`)} testId="sub-account-status" />
          {s.closedReason && <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} ellipsis={{ tooltip: s.closedReason }} dir="auto">{s.closedReason}</Typography.Text>}
        </div>
      ),
    },
    { key: 'createdAt', title: t('subAccounts.fields.opened'), render: (_, s) => <DateTimeCell value={s.createdAt} /> },
    { key: 'actions', title: t('subAccounts.fields.actions'), fixed: 'end', render: (_, s) => <SubAccountActions subAccount={s} /> },
  ];
  return (
    <ListPage
      testId="sub-accounts-page"
      filters={subAccountFilters}
      filtersTestId="sub-account-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="sub-accounts-table"
      empty={{ none: t('subAccounts.empty.none'), filtered: t('subAccounts.empty.filtered') }}
      exportCsv={{ path: '/admin/subAccounts', fileName: 'sub-accounts.csv', testId: 'sub-accounts-export' }}
      table={{ onRow: (s) => ({ 'data-row-id': s.id }) as HTMLAttributes<HTMLElement>, scroll: { x: 'max-content' } }}
    />
  );
}
