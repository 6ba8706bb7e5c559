import { PlusOutlined } from '@ant-design/icons';
import type { CryptoDeposit } from '@exchange/contract/crypto/crypto-deposits';
import { Button } from 'antd';
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
import { ConfirmationsCell } from './ConfirmationsCell.tsx';
import { CryptoDepositActions } from './CryptoDepositActions.tsx';
import { CryptoDepositDrawer } from './CryptoDepositDrawer.tsx';
import { ExplorerLink } from './ExplorerLink.tsx';
import { NetworkCell } from './NetworkCell.tsx';
import { RecoverDepositDrawer } from './RecoverDepositDrawer.tsx';
import { cryptoDepositFilters } from './crypto-filters.ts';
import { useCryptoDeposits } from './crypto-queries.ts';

/** Receive Transactions: the crypto deposits the wallet service reported or admins recovered, 1000 a page. */
export default function ReceiveTransactionsPage() {
  const { t } = useTranslation();
  const list = useUrlListState(cryptoDepositFilters.defaults);
  const query = useCryptoDeposits(apiQueryOf(cryptoDepositFilters, list));
  const { openId, open, close } = useDrawerParam('detail');
  const canRecover = useCan('crypto.deposits.recover');
  const [recovering, setRecovering] = useState(false);

  const columns: ColumnsType<CryptoDeposit> = [
    { key: 'number', title: t('crypto.fields.depositNumber'), fixed: 'start', render: (_, d) => <RecordNumberCell number={d.depositNumber} createdAt={d.createdAt} /> },
    { key: 'customer', title: t('crypto.fields.customer'), render: (_, d) => <CustomerCell customer={d.customer} /> },
    { key: 'network', title: t('crypto.fields.network'), render: (_, d) => <NetworkCell coin={d.coin} network={d.network} /> },
    {
      key: 'tx',
      title: t('crypto.fields.addressAndTx'),
      render: (_, d) => (
        <div style={{ lineHeight: 1.5 }}>
          <ExplorerLink value={d.txHash} url={d.txUrl} testId="row-tx" />
          <div style={{ fontSize: 12 }}><ExplorerLink value={d.address} url={d.addressUrl} /></div>
        </div>
      ),
    },
    { key: 'amount', title: t('crypto.fields.amount'), align: 'end', render: (_, d) => <MoneyCell value={d.amount} currency={d.coin} testId="row-amount" /> },
    { key: 'confirmations', title: t('crypto.fields.confirmations'), render: (_, d) => <ConfirmationsCell confirmations={d.confirmations} required={d.requiredConfirmations} /> },
    { key: 'status', title: t('crypto.fields.status'), render: (_, d) => <StatusTag status={d.status} testId="row-status" /> },
    { key: 'actions', title: t('crypto.fields.actions'), fixed: 'end', render: (_, d) => <CryptoDepositActions deposit={d} size="small" /> },
  ];

  return (
    <ListPage live="cryptoDeposits" listKey="crypto-received"
      testId="crypto-deposits-page"
      filters={cryptoDepositFilters}
      filtersTestId="crypto-deposit-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="crypto-deposits-table"
      empty={{ none: t('crypto.deposits.empty'), filtered: t('crypto.deposits.emptyFiltered') }}
      exportCsv={{ path: '/admin/crypto/deposits', fileName: 'crypto-deposits.csv', testId: 'crypto-deposits-export' }}
      toolbar={
        canRecover && (
          <Button icon={<PlusOutlined />} onClick={() => setRecovering(true)} data-testid="crypto-recover-open">
            {t('crypto.recover.open')}
          </Button>
        )
      }
      table={drawerRows<CryptoDeposit>({ openId, open }, (d) => ({ 'data-row-number': d.depositNumber }))}
    >
      <CryptoDepositDrawer openId={openId} fromList={query.data?.items.find((d) => d.id === openId)} onClose={close} />
      {recovering && (
        <RecoverDepositDrawer
          onClose={() => setRecovering(false)}
          onCreated={(id) => {
            setRecovering(false);
            open(id);
          }}
        />
      )}
    </ListPage>
  );
}
