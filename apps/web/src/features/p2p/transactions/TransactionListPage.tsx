import type { P2PTransaction } from '@exchange/contract/p2p/transactions';
import { Alert, Button, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerLink } from '../../../components/CustomerLink.tsx';
import { DateTimeCell } from '../../../components/DateTimeCell.tsx';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../../components/list/list-filters.ts';
import { MoneyCell } from '../../../components/MoneyCell.tsx';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { TwoLineCell } from '../../../components/TwoLineCell.tsx';
import { useDrawerParam } from '../../../components/use-drawer-param.ts';
import { useUrlListState } from '../../../components/use-url-list-state.ts';
import { MerchantLink } from '../merchants/MerchantLink.tsx';
import { TransactionDetailDrawer } from './TransactionDetailDrawer.tsx';
import { transactionFilters } from './transaction-filters.ts';
import { useTransactionList } from './transaction-queries.ts';
import { useTransactionBulk } from '../../bulk/queue-bulk-actions.ts';

/** The URL parameter of the open drawer: a link can point at one transaction inside its list. */
const drawerParam = 'tx';

export default function TransactionListPage() {
  const { t } = useTranslation();
  const bulk = useTransactionBulk();
  const list = useUrlListState(transactionFilters.defaults);
  const query = useTransactionList(apiQueryOf(transactionFilters, list));
  const { openId, open, close } = useDrawerParam(drawerParam);

  const none = <Typography.Text type="secondary">{t('common.none')}</Typography.Text>;
  const columns: ColumnsType<P2PTransaction> = [
    {
      key: 'transactionNumber',
      title: t('transactions.columns.number'),
      fixed: 'start',
      render: (_, tx) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(tx.id)} data-testid="transaction-open">
          {tx.transactionNumber}
        </Button>
      ),
    },
    {
      key: 'createdAt',
      title: t('transactions.columns.createdAt'),
      render: (_, tx) => (
        <DateTimeCell value={tx.createdAt} />
      ),
    },
    {
      key: 'customer',
      title: t('transactions.columns.customer'),
      render: (_, tx) => (
        <TwoLineCell primary={<CustomerLink customerId={tx.customerId} text={tx.customerName} testId="row-customer" />} secondary={tx.customerEmail} title={`${tx.customerName} <${tx.customerEmail}>`} width={150} />
      ),
    },
    {
      key: 'merchant',
      title: t('transactions.columns.merchant'),
      render: (_, tx) => (tx.merchantId && tx.merchantName ? <MerchantLink merchantId={tx.merchantId} name={tx.merchantName} maxWidth={110} testId="row-merchant" /> : none),
    },
    { key: 'type', title: t('transactions.columns.type'), render: (_, tx) => t(`transactions.type.${tx.type}`) },
    // The coin sits with its amount, as the fiat does: one column less on a crowded row.
    { key: 'cryptoAmount', title: t('transactions.columns.cryptoAmount'), align: 'end', render: (_, tx) => <MoneyCell value={tx.cryptoAmount} currency={tx.coin} /> },
    { key: 'fiatAmount', title: t('transactions.columns.fiatAmount'), align: 'end', render: (_, tx) => <MoneyCell value={tx.fiatAmount} currency={tx.fiat} /> },
    { key: 'price', title: t('transactions.columns.price'), align: 'end', render: (_, tx) => <MoneyCell value={tx.price} /> },
    // Pinned with Status: the two decision states stay in view together while the amounts scroll,
    // and no column can slide under the pinned one with its header hidden (issue 17, at 1440 px).
    {
      key: 'withdrawalStatus',
      title: t('transactions.columns.withdrawalStatus'),
      fixed: 'end',
      render: (_, tx) => (tx.withdrawalStatus ? <StatusTag status={tx.withdrawalStatus} label={t(`transactions.withdrawalShort.${tx.withdrawalStatus}`)} testId="row-withdrawal-status" /> : none),
    },
    { key: 'status', title: t('transactions.columns.status'), fixed: 'end', render: (_, tx) => <StatusTag status={tx.status} testId="row-status" /> },
  ];

  const row = query.data?.items.find((tx) => tx.id === openId);
  // An amount range without its currency compares 500 NGN with 500 GBP: allowed, but said.
  const { fiat, coin, fiatAmountStart, fiatAmountEnd, cryptoAmountStart, cryptoAmountEnd } = list.filters;
  const across = [
    (fiatAmountStart || fiatAmountEnd) && !fiat && t('transactions.filters.amountAcrossFiats'),
    (cryptoAmountStart || cryptoAmountEnd) && !coin && t('transactions.filters.amountAcrossCoins'),
  ].filter((text): text is string => Boolean(text));
  const acrossWarning = across.length > 0 && <Alert type="warning" showIcon title={across.join(' ')} data-testid="amount-across-currencies" />;
  return (
    <ListPage live="p2pTransactions"
      testId="p2p-transactions-page"
      filters={transactionFilters}
      filtersTestId="transaction-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="transactions-table"
      listKey="p2p-transactions"
      bulk={bulk}
      empty={{ none: t('transactions.empty'), filtered: t('transactions.emptyFiltered') }}
      exportCsv={{ path: '/admin/p2p/transactions', fileName: 'p2p-transactions.csv', testId: 'transactions-export' }}
      summary={acrossWarning}
      table={{
        onRow: (tx) => ({ 'data-row-number': tx.transactionNumber }) as HTMLAttributes<HTMLElement>,
        rowClassName: (tx) => (tx.id === openId ? 'ant-table-row-selected' : ''),
      }}
    >
      <TransactionDetailDrawer id={openId} row={row} onClose={close} />
    </ListPage>
  );
}
