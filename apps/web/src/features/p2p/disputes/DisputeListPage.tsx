import type { Dispute } from '@exchange/contract/p2p/disputes';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAppState } from '../../../app/state/use-app-state.ts';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { MoneyCell } from '../../../components/MoneyCell.tsx';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { useUrlListState } from '../../../components/use-url-list-state.ts';
import { DisputeAge } from './DisputeAge.tsx';
import { disputeFilters, disputeQuery } from './dispute-filters.ts';
import { useDisputeList } from './dispute-queries.ts';

/** Where the detail page's "back" goes: this queue with its filters. */
export interface DisputeLinkState {
  backTo: string;
}

export default function DisputeListPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const currentAdminId = useAppState().auth.authUser?.id;
  const list = useUrlListState(disputeFilters.defaults);
  const query = useDisputeList(disputeQuery(list, currentAdminId));
  const slaHours = query.data?.slaHours;
  const linkState: DisputeLinkState = { backTo: location.pathname + location.search };

  const columns: ColumnsType<Dispute> = [
    {
      key: 'orderNumber',
      title: t('disputes.columns.orderNumber'),
      fixed: 'start',
      render: (_, d) => (
        <Link to={`/disputes/${encodeURIComponent(d.orderNumber)}`} state={linkState} data-testid="dispute-open">
          {d.orderNumber}
        </Link>
      ),
    },
    { key: 'status', title: t('disputes.columns.status'), render: (_, d) => <StatusTag status={d.status} testId="row-status" /> },
    { key: 'openedBy', title: t('disputes.columns.openedBy'), render: (_, d) => t(`disputes.role.${d.openedBy}`) },
    {
      key: 'reason',
      title: t('disputes.columns.reason'),
      width: 280,
      ellipsis: { showTitle: true },
      dataIndex: 'reason',
    },
    {
      key: 'amount',
      title: t('disputes.columns.amount'),
      align: 'end',
      render: (_, d) => (
        <div style={{ lineHeight: 1.3 }}>
          <MoneyCell value={d.fiatAmount} currency={d.fiat} />
          <div style={{ fontSize: 12 }}>
            <Typography.Text type="secondary">
              <MoneyCell value={d.cryptoAmount} currency={d.coin} />
            </Typography.Text>
          </div>
        </div>
      ),
    },
    {
      key: 'assignee',
      title: t('disputes.columns.assignee'),
      render: (_, d) =>
        d.assigneeId ? (
          <span data-testid="row-assignee">{d.assigneeName ?? d.assigneeId}</span>
        ) : (
          <Typography.Text type="secondary" data-testid="row-assignee">{t('disputes.unassigned')}</Typography.Text>
        ),
    },
    { key: 'age', title: t('disputes.columns.age'), render: (_, d) => <DisputeAge ageSeconds={d.ageSeconds} slaBreached={d.slaBreached} slaHours={slaHours} /> },
  ];

  return (
    <ListPage live="disputes"
      testId="disputes-page"
      filters={disputeFilters}
      filtersTestId="dispute-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="disputes-table"
      listKey="p2p-disputes"
      empty={{ none: t('disputes.empty'), filtered: t('disputes.emptyFiltered') }}
      exportCsv={{ path: '/admin/p2p/orderDisputes', fileName: 'p2p-disputes.csv', testId: 'disputes-export' }}
    />
  );
}
