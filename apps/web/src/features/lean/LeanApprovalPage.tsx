import type { LeanTransaction } from '@exchange/contract/lean/lean-transactions';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useCan } from '../../components/use-can.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { LEAN_DECIDE_POLICY, LeanActions } from './LeanActions.tsx';
import { LeanDetailDrawer } from './LeanDetailDrawer.tsx';
import { leanFilters } from './lean-filters.ts';
import { useLeanList } from './lean-queries.ts';
import { PayerNameCell } from './PayerNameCell.tsx';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { TwoLineCell } from '../../components/TwoLineCell.tsx';

/** LEAN Approval: open-banking deposits, the ones LEAN confirmed waiting for an operator's check. */
export default function LeanApprovalPage() {
  const { t } = useTranslation();
  const canDecide = useCan(LEAN_DECIDE_POLICY);
  const list = useUrlListState(leanFilters.defaults);
  const apiQuery = apiQueryOf(leanFilters, list);
  // A hand-cleared status means "any", which the API spells ALL (absent would mean the queue).
  const query = useLeanList({ ...apiQuery, status: apiQuery.status ?? 'ALL' });
  // The drawer keeps the deposit it opened with: after a decision it may leave this view's list.
  const [selected, setSelected] = useState<LeanTransaction | undefined>();
  const shown = selected && (query.data?.items.find((tx) => tx.id === selected.id) ?? selected);
  const status = list.filters.status;

  // The payer's bank sits under the payer's name: together they are what the operator checks.
  const columns: ColumnsType<LeanTransaction> = [
    {
      key: 'reference',
      title: t('lean.columns.reference'),
      fixed: 'start',
      render: (_, tx) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setSelected(tx)} data-testid="lean-open">
          {tx.reference}
        </Button>
      ),
    },
    {
      key: 'createdAt',
      title: t('lean.columns.createdAt'),
      render: (_, tx) => (
        <DateTimeCell value={tx.createdAt} />
      ),
    },
    {
      key: 'customer',
      title: t('lean.columns.customer'),
      render: (_, tx) => (
        <TwoLineCell primary={tx.customer.name} secondary={tx.customer.email} title={`${tx.customer.name} <${tx.customer.email}>`} width={180} />
      ),
    },
    { key: 'amount', title: t('lean.columns.amount'), align: 'end', render: (_, tx) => <MoneyCell value={tx.amount} currency={tx.currency} testId="row-amount" /> },
    { key: 'payer', title: t('lean.columns.payer'), render: (_, tx) => <PayerNameCell transaction={tx} withBank /> },
    { key: 'status', title: t('lean.columns.status'), render: (_, tx) => <StatusTag status={tx.status} testId="row-status" /> },
    // Only deposits awaiting an approval take decisions: views without any have no column of empty cells.
    ...(canDecide && (status === 'AWAITING_APPROVAL' || status === 'AWAITING_SECOND_APPROVAL' || status === 'ALL' || status === undefined)
      ? [
          {
            key: 'actions',
            title: t('lean.columns.actions'),
            fixed: 'end' as const,
            render: (_: unknown, tx: LeanTransaction) => <LeanActions transaction={tx} compact />,
          },
        ]
      : []),
  ];

  return (
    <ListPage live="leanTransactions" listKey="lean-approval"
      testId="lean-page"
      filters={leanFilters}
      filtersTestId="lean-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="lean-table"
      empty={{ none: t('lean.empty'), filtered: t('lean.emptyFiltered') }}
      exportCsv={{ path: '/admin/lean/listTransaction', fileName: 'lean-transactions.csv', testId: 'lean-export' }}
      table={{
        onRow: (tx) => ({ 'data-row-reference': tx.reference }) as HTMLAttributes<HTMLElement>,
        rowClassName: (tx) => (tx.id === selected?.id ? 'ant-table-row-selected' : ''),
      }}
    >
      <LeanDetailDrawer transaction={shown} onClose={() => setSelected(undefined)} onDecided={setSelected} onStale={() => setSelected(undefined)} />
    </ListPage>
  );
}
