import type { P2PTransaction } from '@exchange/contract/p2p/transactions';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { answer, api } from '../../app/api.ts';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { tableStateOf, useListQuery } from '../../components/list/use-list-query.ts';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { ResourceTable } from '../../components/ResourceTable.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { customerKeys } from './customer-queries.ts';
import { useTabPage } from './use-tab-page.ts';

/** The customer's P2P transactions, every status, newest first (the P2P Transactions list's own call). */
export function CustomerTransactionsTab({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const paging = useTabPage();
  const query = useListQuery([...customerKeys.all, 'transactions', customerId, paging.page, paging.limit], ({ signal, withTotal }) =>
    answer(api.GET('/admin/p2p/transactions', { params: { query: { customerId, status: 'ALL', page: paging.page, limit: paging.limit, withTotal } }, signal })),
  );
  const columns: ColumnsType<P2PTransaction> = [
    { key: 'number', title: t('transactions.columns.number'), render: (_, tx) => tx.transactionNumber },
    { key: 'createdAt', title: t('transactions.columns.createdAt'), render: (_, tx) => <DateTimeCell value={tx.createdAt} /> },
    { key: 'type', title: t('transactions.columns.type'), render: (_, tx) => t(`transactions.type.${tx.type}`) },
    { key: 'crypto', title: t('transactions.columns.cryptoAmount'), align: 'end', render: (_, tx) => <MoneyCell value={tx.cryptoAmount} currency={tx.coin} /> },
    { key: 'fiat', title: t('transactions.columns.fiatAmount'), align: 'end', render: (_, tx) => <MoneyCell value={tx.fiatAmount} currency={tx.fiat} /> },
    { key: 'status', title: t('transactions.columns.status'), render: (_, tx) => <StatusTag status={tx.status} /> },
  ];
  return (
    <ResourceTable<P2PTransaction>
      testId="customer-transactions"
      columns={columns}
      rowKey="id"
      {...tableStateOf(query)}
      {...paging}
      emptyText={t('customers.tabs.noTransactions')}
    />
  );
}
