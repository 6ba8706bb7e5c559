import { PlusOutlined } from '@ant-design/icons';
import type { CryptoWithdrawal } from '@exchange/contract/crypto/crypto-withdrawals';
import { Button, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list/ListPage.tsx';
import { drawerRows } from '../../components/list/drawer-rows.ts';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { CustomerCell, RecordNumberCell } from '../../components/list/record-cells.tsx';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useCan } from '../../components/use-can.ts';
import { useDrawerParam } from '../../components/use-drawer-param.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { CryptoWithdrawalActions } from './CryptoWithdrawalActions.tsx';
import { CryptoWithdrawalDrawer } from './CryptoWithdrawalDrawer.tsx';
import { ExplorerLink } from './ExplorerLink.tsx';
import { HoldTags } from './HoldTags.tsx';
import { NetworkCell } from './NetworkCell.tsx';
import { NewCryptoWithdrawalDrawer } from './NewCryptoWithdrawalDrawer.tsx';
import { cryptoWithdrawalFilters } from './crypto-filters.ts';
import { useCryptoWithdrawals } from './crypto-queries.ts';

/** Sent Transactions: crypto withdrawals through their two approval steps, then the wallet service's broadcast. */
export default function SentTransactionsPage() {
  const { t } = useTranslation();
  const list = useUrlListState(cryptoWithdrawalFilters.defaults);
  const query = useCryptoWithdrawals(apiQueryOf(cryptoWithdrawalFilters, list));
  const { openId, open, close } = useDrawerParam('detail');
  const canCreate = useCan('crypto.withdrawals.create');
  const [creating, setCreating] = useState(false);

  const columns: ColumnsType<CryptoWithdrawal> = [
    { key: 'number', title: t('crypto.fields.withdrawalNumber'), fixed: 'start', render: (_, w) => <RecordNumberCell number={w.withdrawalNumber} createdAt={w.createdAt} /> },
    { key: 'customer', title: t('crypto.fields.customer'), render: (_, w) => <CustomerCell customer={w.customer} /> },
    { key: 'network', title: t('crypto.fields.network'), render: (_, w) => <NetworkCell coin={w.coin} network={w.network} /> },
    {
      key: 'address',
      title: t('crypto.fields.addressAndTx'),
      render: (_, w) => (
        <div style={{ lineHeight: 1.5 }}>
          <ExplorerLink value={w.address} url={w.addressUrl} />
          {w.txHash && <div style={{ fontSize: 12 }}><ExplorerLink value={w.txHash} url={w.txUrl} testId="row-tx" /></div>}
        </div>
      ),
    },
    { key: 'amount', title: t('crypto.fields.amount'), align: 'end', render: (_, w) => <MoneyCell value={w.amount} currency={w.coin} testId="row-amount" /> },
    { key: 'total', title: t('crypto.fields.total'), align: 'end', render: (_, w) => <Typography.Text strong><MoneyCell value={w.total} currency={w.coin} testId="row-total" /></Typography.Text> },
    {
      key: 'status',
      title: t('crypto.fields.status'),
      render: (_, w) => (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 4, alignItems: 'flex-start' }}>
          <StatusTag status={w.status} testId="row-status" />
          <HoldTags withdrawal={w} />
        </div>
      ),
    },
    { key: 'actions', title: t('crypto.fields.actions'), fixed: 'end', render: (_, w) => <CryptoWithdrawalActions withdrawal={w} size="small" /> },
  ];

  return (
    <ListPage live="cryptoWithdrawals" listKey="crypto-sent"
      testId="crypto-withdrawals-page"
      filters={cryptoWithdrawalFilters}
      filtersTestId="crypto-withdrawal-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="crypto-withdrawals-table"
      empty={{ none: t('crypto.withdrawals.empty'), filtered: t('crypto.withdrawals.emptyFiltered') }}
      exportCsv={{ path: '/admin/crypto/withdrawals', fileName: 'crypto-withdrawals.csv', testId: 'crypto-withdrawals-export' }}
      toolbar={
        canCreate && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="crypto-withdrawal-new">
            {t('crypto.newWithdrawal.open')}
          </Button>
        )
      }
      table={drawerRows<CryptoWithdrawal>({ openId, open }, (w) => ({ 'data-row-number': w.withdrawalNumber }))}
    >
      <CryptoWithdrawalDrawer openId={openId} fromList={query.data?.items.find((w) => w.id === openId)} onClose={close} />
      {creating && (
        <NewCryptoWithdrawalDrawer
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            open(id);
          }}
        />
      )}
    </ListPage>
  );
}
