import { FileSearchOutlined, PlusOutlined } from '@ant-design/icons';
import type { FiatDeposit } from '@exchange/contract/fiat/fiat-deposits';
import type { FiatDepositMethod, FiatDepositStatus } from '@exchange/contract/fiat/fiat-statuses';
import { Button, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerCell } from '../../components/list/record-cells.tsx';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { ExportCsvButton } from '../../components/ExportCsvButton.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { drawerRows } from '../../components/list/drawer-rows.ts';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useCan } from '../../components/use-can.ts';
import { useDrawerParam } from '../../components/use-drawer-param.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { EnterDepositDrawer } from './EnterDepositDrawer.tsx';
import { FiatDepositActions } from './FiatDepositActions.tsx';
import { FiatDepositDrawer } from './FiatDepositDrawer.tsx';
import { cardDepositFilters, fiatDepositFilters } from './fiat-filters.ts';
import { useFiatDeposits } from './fiat-queries.ts';
import { MatchDepositDrawer } from './MatchDepositDrawer.tsx';
import { useFiatDepositBulk } from '../bulk/fiat-bulk-actions.ts';

/** The menu's deposit views: what each fixes of the list (the filter bar holds the rest). */
export type FiatDepositView = 'requests' | 'approved' | 'card';
const views: Record<FiatDepositView, { method: FiatDepositMethod; status?: FiatDepositStatus; testId: string }> = {
  requests: { method: 'BANK_TRANSFER', status: 'PENDING', testId: 'fiat-deposit-requests-page' },
  approved: { method: 'BANK_TRANSFER', status: 'APPROVED', testId: 'fiat-approved-deposits-page' },
  card: { method: 'CARD', testId: 'fiat-card-deposits-page' },
};

export function FiatDepositsPage({ view }: { view: FiatDepositView }) {
  const { t } = useTranslation();
  const bulk = useFiatDepositBulk();
  const { method, status, testId } = views[view];
  const filters = view === 'card' ? cardDepositFilters : fiatDepositFilters;
  const list = useUrlListState(filters.defaults);
  const fixed = status ? { method, status } : { method };
  const query = useFiatDeposits({ ...apiQueryOf(filters, list), ...fixed });
  const { openId, open, close } = useDrawerParam('detail');
  const canCreate = useCan('fiat.deposits.create');
  const canDecide = useCan('fiat.deposits.decide');
  const [panel, setPanel] = useState<'enter' | 'match'>();
  const pending = status === 'PENDING' || (view === 'card' && list.filters.status !== 'APPROVED' && list.filters.status !== 'REJECTED');

  const columns: ColumnsType<FiatDeposit> = [
    {
      key: 'number',
      title: t('fiat.fields.depositNumber'),
      fixed: 'start',
      render: (_, d) => (
        <div style={{ lineHeight: 1.35 }}>
          <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>{d.depositNumber}</Typography.Text>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, whiteSpace: 'nowrap' }} dir="ltr" data-testid="row-reference">{d.reference}</Typography.Text>
        </div>
      ),
    },
    { key: 'createdAt', title: t('fiat.fields.createdAt'), render: (_, d) => <DateTimeCell value={d.createdAt} /> },
    { key: 'customer', title: t('fiat.fields.customer'), render: (_, d) => <CustomerCell customer={d.customer} /> },
    { key: 'amount', title: t('fiat.fields.amount'), align: 'end', render: (_, d) => <MoneyCell value={d.amount} currency={d.currency} testId="row-amount" /> },
    { key: 'sender', title: t('fiat.fields.senderName'), render: (_, d) => <span dir="auto" style={{ whiteSpace: 'nowrap' }}>{d.senderName ?? '—'}</span> },
    {
      key: 'people',
      title: t('fiat.fields.enteredDecided'),
      render: (_, d) => (
        <div style={{ lineHeight: 1.35, fontSize: 12, whiteSpace: 'nowrap' }}>
          <div>{t('fiat.fields.enteredByShort', { name: d.enteredBy?.name ?? t('fiat.fields.fromExchange') })}</div>
          {d.decidedBy && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('fiat.fields.decidedByShort', { name: d.decidedBy.name })}</Typography.Text>}
        </div>
      ),
    },
    ...(status === 'PENDING' ? [] : [{ key: 'status', title: t('fiat.fields.status'), render: (_: unknown, d: FiatDeposit) => <StatusTag status={d.status} testId="row-status" /> }]),
    ...(canDecide && pending
      ? [{ key: 'actions', title: t('fiat.fields.actions'), fixed: 'end' as const, render: (_: unknown, d: FiatDeposit) => <FiatDepositActions deposit={d} size="small" /> }]
      : []),
  ];

  const exportFilters = { ...list.filters, ...fixed };
  const toolbar = (
    <>
      {canDecide && view !== 'approved' && (
        <Button icon={<FileSearchOutlined />} onClick={() => setPanel('match')} data-testid="fiat-match-open">
          {t('fiat.match.open')}
        </Button>
      )}
      {canCreate && view !== 'approved' && (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setPanel('enter')} data-testid="fiat-enter-open">
          {t('fiat.enter.open')}
        </Button>
      )}
      <ExportCsvButton path="/admin/fiat/deposits" filters={exportFilters} fallbackName="fiat-deposits.csv" testId="fiat-deposits-export" />
    </>
  );

  return (
    <ListPage live="fiatDeposits"
      testId={testId}
      filters={filters}
      filtersTestId="fiat-deposit-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="fiat-deposits-table"
      listKey={`fiat-deposits-${view}`}
      {...(canDecide && pending ? { bulk } : {})}
      empty={{ none: t(`fiat.deposits.empty.${view}`), filtered: t('fiat.deposits.emptyFiltered') }}
      toolbar={toolbar}
      table={drawerRows<FiatDeposit>({ openId, open }, (d) => ({ 'data-row-reference': d.reference }))}
    >
      <FiatDepositDrawer openId={openId} fromList={query.data?.items.find((d) => d.id === openId)} onClose={close} />
      {panel === 'enter' && (
        <EnterDepositDrawer
          method={method}
          onClose={() => setPanel(undefined)}
          onCreated={(id) => {
            setPanel(undefined);
            open(id);
          }}
        />
      )}
      {panel === 'match' && <MatchDepositDrawer onClose={() => setPanel(undefined)} />}
    </ListPage>
  );
}
