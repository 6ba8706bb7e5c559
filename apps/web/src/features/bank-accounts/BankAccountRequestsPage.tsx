import type { BankAccount } from '@exchange/contract/bank-accounts/bank-accounts';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { StatusTag } from '../../components/StatusTag.tsx';
import { TwoLineCell } from '../../components/TwoLineCell.tsx';
import { useCountryName } from '../../components/use-country-options.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { BankAccountActions } from './BankAccountActions.tsx';
import { bankAccountFilters } from './bank-account-filters.ts';
import { useBankAccountList } from './bank-account-queries.ts';
import { HolderNameCell } from './HolderNameCell.tsx';
import { useBankAccountBulk } from '../bulk/queue-bulk-actions.ts';

/** Bank A/C Requests: customers' bank accounts awaiting verification, the holder beside the KYC name. */
export default function BankAccountRequestsPage() {
  const { t } = useTranslation();
  const bulk = useBankAccountBulk();
  const countryName = useCountryName();
  const list = useUrlListState(bankAccountFilters.defaults);
  const apiQuery = apiQueryOf(bankAccountFilters, list);
  const query = useBankAccountList(apiQuery);
  const status = apiQuery.status;

  const columns: ColumnsType<BankAccount> = [
    { key: 'customer', title: t('bankAccounts.columns.customer'), render: (_, a) => <TwoLineCell primary={a.customer.name} secondary={a.customer.email} title={`${a.customer.name} <${a.customer.email}>`} width={190} /> },
    { key: 'holder', title: t('bankAccounts.columns.holder'), render: (_, a) => <HolderNameCell account={a} /> },
    {
      key: 'account',
      title: t('bankAccounts.columns.account'),
      render: (_, a) => (
        <div style={{ lineHeight: 1.35 }}>
          <div style={{ whiteSpace: 'nowrap' }} dir="auto">{a.bankName}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12, fontFamily: 'monospace', whiteSpace: 'nowrap' }} dir="ltr" data-testid="bank-account-number">{a.accountNumber}</Typography.Text>
        </div>
      ),
    },
    { key: 'country', title: t('bankAccounts.fields.country'), render: (_, a) => <span style={{ whiteSpace: 'nowrap' }}>{`${countryName(a.country)} · ${a.currency}`}</span> },
    { key: 'createdAt', title: t('bankAccounts.columns.added'), render: (_, a) => <DateTimeCell value={a.createdAt} /> },
    // The pending queue's rows are all pending: the column is for the other views.
    ...(status === 'PENDING' ? [] : [{
      key: 'status',
      title: t('bankAccounts.fields.status'),
      render: (_: unknown, a: BankAccount) => (
        <div style={{ lineHeight: 1.35 }}>
          <StatusTag status={a.status} testId="bank-status" />
          {a.rejectReason && <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, maxWidth: 220 }} dir="auto">{a.rejectReason}</Typography.Text>}
        </div>
      ),
    }]),
    ...(status === 'PENDING' || status === undefined
      ? [{ key: 'actions', title: t('bankAccounts.columns.actions'), fixed: 'end' as const, render: (_: unknown, a: BankAccount) => <BankAccountActions account={a} /> }]
      : []),
  ];

  return (
    <ListPage live="bankAccounts"
      testId="bank-accounts-page"
      filters={bankAccountFilters}
      filtersTestId="bank-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="bank-table"
      listKey="bank-account-requests"
      bulk={bulk}
      empty={{ none: t('bankAccounts.empty'), filtered: t('bankAccounts.emptyFiltered') }}
      exportCsv={{ path: '/admin/bankAccounts', fileName: 'bank-accounts.csv', testId: 'bank-export' }}
      table={{ onRow: (a) => ({ 'data-row-id': a.id }) as HTMLAttributes<HTMLElement> }}
    />
  );
}
