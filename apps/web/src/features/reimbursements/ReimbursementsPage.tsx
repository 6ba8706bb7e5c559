import type { Reimbursement } from '@exchange/contract/reimbursements/reimbursements';
import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerLink } from '../../components/CustomerLink.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useDateFormat } from '../../components/use-date-format.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { ReimbursementActions } from './ReimbursementActions.tsx';
import { reimbursementFilters } from './reimbursement-filters.ts';
import { useReimbursementList } from './reimbursement-queries.ts';

/** Who did it and when, in two lines. */
function WhoWhen({ name, at, note, testId }: { name: string; at: string | null; note?: string | null; testId: string }) {
  const { dateTime } = useDateFormat();
  return (
    <div style={{ lineHeight: 1.3, maxWidth: 220 }} data-testid={testId}>
      <div dir="auto">{name}</div>
      <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }}>{at ? dateTime(at) : ''}</Typography.Text>
      {note && <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block' }} ellipsis={{ tooltip: note }} dir="auto">{note}</Typography.Text>}
    </div>
  );
}

/** Reimbursements: manual credits and debits to customers, each proposed by one admin and decided by another. */
export default function ReimbursementsPage() {
  const { t } = useTranslation();
  const list = useUrlListState(reimbursementFilters.defaults);
  const query = useReimbursementList(apiQueryOf(reimbursementFilters, list));

  const columns: ColumnsType<Reimbursement> = [
    {
      key: 'customer',
      title: t('reimbursements.fields.customer'),
      render: (_, r) => (
        <div style={{ lineHeight: 1.3 }}>
          <CustomerLink customerId={r.customer.id} text={r.customer.name} maxWidth={190} />
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>{r.subAccount ? r.subAccount.name : t('customers.balances.main')}</Typography.Text>
        </div>
      ),
    },
    {
      key: 'amount',
      title: t('reimbursements.fields.amount'),
      align: 'end',
      render: (_, r) => (
        <div style={{ lineHeight: 1.3 }}>
          <MoneyCell value={r.amount} currency={r.asset} testId="reimbursement-amount" />
          <div>
            <Tag color={r.direction === 'CREDIT' ? 'green' : 'volcano'} style={{ marginInlineEnd: 0 }}>{t(`reimbursements.direction.${r.direction}`)}</Tag>
          </div>
        </div>
      ),
    },
    {
      key: 'reason',
      title: t('reimbursements.fields.reason'),
      render: (_, r) => (
        <div style={{ lineHeight: 1.3, maxWidth: 260 }}>
          <Typography.Text ellipsis={{ tooltip: r.reason }} dir="auto" style={{ display: 'block' }}>{r.reason}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12, fontFamily: 'monospace' }} dir="ltr">{r.reference}</Typography.Text>
        </div>
      ),
    },
    { key: 'maker', title: t('reimbursements.fields.madeBy'), render: (_, r) => <WhoWhen name={r.createdBy.name} at={r.createdAt} testId="reimbursement-maker" /> },
    {
      key: 'checker',
      title: t('reimbursements.fields.decidedBy'),
      render: (_, r) => (r.decidedBy ? <WhoWhen name={r.decidedBy.name} at={r.decidedAt} note={r.decisionReason} testId="reimbursement-checker" /> : <Typography.Text type="secondary">{t('reimbursements.awaiting')}</Typography.Text>),
    },
    { key: 'status', title: t('reimbursements.fields.status'), render: (_, r) => <StatusTag status={r.status} testId="reimbursement-status" /> },
    { key: 'actions', title: t('reimbursements.fields.actions'), fixed: 'end', render: (_, r) => <ReimbursementActions reimbursement={r} /> },
  ];

  return (
    <ListPage live="reimbursements" listKey="reimbursements"
      testId="reimbursements-page"
      filters={reimbursementFilters}
      filtersTestId="reimbursement-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="reimbursements-table"
      empty={{ none: t(list.filters.status === 'PENDING' ? 'reimbursements.emptyPending' : 'reimbursements.empty'), filtered: t('reimbursements.emptyFiltered') }}
      exportCsv={{ path: '/admin/reimbursements', fileName: 'reimbursements-export.csv', testId: 'reimbursements-export' }}
      table={{ onRow: (r) => ({ 'data-row-id': r.id }) as HTMLAttributes<HTMLElement>, scroll: { x: 'max-content' } }}
    />
  );
}
