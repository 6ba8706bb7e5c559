import { PlusOutlined } from '@ant-design/icons';
import type { FiatWithdrawal } from '@exchange/contract/fiat/fiat-withdrawals';
import { Button, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../components/ExportCsvButton.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { drawerRows } from '../../components/list/drawer-rows.ts';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { CustomerCell, RecordNumberCell } from '../../components/list/record-cells.tsx';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useCan } from '../../components/use-can.ts';
import { useDrawerParam } from '../../components/use-drawer-param.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { BankAccountCell } from './BankAccountCell.tsx';
import { FiatWithdrawalActions } from './FiatWithdrawalActions.tsx';
import { FiatWithdrawalDrawer } from './FiatWithdrawalDrawer.tsx';
import { fiatWithdrawalFilters } from './fiat-filters.ts';
import { useFiatWithdrawals } from './fiat-queries.ts';
import { HoldTags } from './LimitCheck.tsx';
import { NewWithdrawalDrawer } from './NewWithdrawalDrawer.tsx';
import { useFiatWithdrawalBulk } from '../bulk/fiat-bulk-actions.ts';

/** Withdrawal Requests (submitted and pending approval) and Approved Withdrawal (approved, sent, failed). */
export type FiatWithdrawalView = 'requests' | 'approved';

export function FiatWithdrawalsPage({ view }: { view: FiatWithdrawalView }) {
  const { t } = useTranslation();
  const bulk = useFiatWithdrawalBulk();
  const list = useUrlListState(fiatWithdrawalFilters.defaults);
  const status = view === 'requests' ? ('OPEN' as const) : ('APPROVED_VIEW' as const);
  const query = useFiatWithdrawals({ ...apiQueryOf(fiatWithdrawalFilters, list), status });
  const { openId, open, close } = useDrawerParam('detail');
  const canCreate = useCan('fiat.withdrawals.create');
  const [creating, setCreating] = useState(false);

  const columns: ColumnsType<FiatWithdrawal> = [
    { key: 'number', title: t('fiat.fields.withdrawalNumber'), fixed: 'start', render: (_, w) => <RecordNumberCell number={w.withdrawalNumber} createdAt={w.createdAt} /> },
    {
      key: 'customer',
      title: t('fiat.fields.customer'),
      render: (_, w) => (
        <CustomerCell customer={w.customer}>
          <Tag style={{ marginTop: 2, fontSize: 11 }} data-testid="row-kyc-level">{t(`customers.kycLevel.${w.customer.kycLevel}`)}</Tag>
        </CustomerCell>
      ),
    },
    { key: 'amount', title: t('fiat.fields.amount'), align: 'end', render: (_, w) => <MoneyCell value={w.amount} currency={w.currency} testId="row-amount" /> },
    { key: 'fee', title: t('fiat.fields.fee'), align: 'end', render: (_, w) => <MoneyCell value={w.fee} /> },
    { key: 'tax', title: t('fiat.fields.tax'), align: 'end', render: (_, w) => <MoneyCell value={w.tax} /> },
    { key: 'total', title: t('fiat.fields.total'), align: 'end', render: (_, w) => <Typography.Text strong><MoneyCell value={w.total} currency={w.currency} testId="row-total" /></Typography.Text> },
    { key: 'bank', title: t('fiat.fields.bankAccount'), render: (_, w) => <BankAccountCell account={w.bankAccount} /> },
    {
      key: 'status',
      title: t('fiat.fields.status'),
      render: (_, w) => (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 4, alignItems: 'flex-start' }}>
          <StatusTag status={w.status} testId="row-status" />
          <HoldTags withdrawal={w} />
        </div>
      ),
    },
    { key: 'actions', title: t('fiat.fields.actions'), fixed: 'end', render: (_, w) => <FiatWithdrawalActions withdrawal={w} size="small" /> },
  ];

  const toolbar = (
    <>
      {canCreate && view === 'requests' && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="fiat-withdrawal-new">
          {t('fiat.newWithdrawal.open')}
        </Button>
      )}
      <ExportCsvButton path="/admin/fiat/withdrawals" filters={{ ...list.filters, status }} fallbackName="fiat-withdrawals.csv" testId="fiat-withdrawals-export" />
    </>
  );

  return (
    <ListPage live="fiatWithdrawals"
      testId={view === 'requests' ? 'fiat-withdrawal-requests-page' : 'fiat-approved-withdrawals-page'}
      filters={fiatWithdrawalFilters}
      filtersTestId="fiat-withdrawal-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="fiat-withdrawals-table"
      listKey={`fiat-withdrawals-${view}`}
      {...(view === 'requests' ? { bulk } : {})}
      empty={{ none: t(`fiat.withdrawals.empty.${view}`), filtered: t('fiat.withdrawals.emptyFiltered') }}
      toolbar={toolbar}
      table={drawerRows<FiatWithdrawal>({ openId, open }, (w) => ({ 'data-row-number': w.withdrawalNumber }))}
    >
      <FiatWithdrawalDrawer openId={openId} fromList={query.data?.items.find((w) => w.id === openId)} onClose={close} />
      {creating && (
        <NewWithdrawalDrawer
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
