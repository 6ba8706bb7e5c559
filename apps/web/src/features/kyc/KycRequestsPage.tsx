import type { KycStatus } from '@exchange/contract/kyc/kyc-levels';
import type { KycRequest } from '@exchange/contract/kyc/kyc-requests';
import { Button, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { StatusTag } from '../../components/StatusTag.tsx';
import { TwoLineCell } from '../../components/TwoLineCell.tsx';
import { useCan } from '../../components/use-can.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { KycAge } from './KycAge.tsx';
import { KycAssignButton } from './KycAssignButton.tsx';
import { kycFilters } from './kyc-filters.ts';
import { useKycRequestCounts, useKycRequestList } from './kyc-queries.ts';
import { KycStatusTabs } from './KycStatusTabs.tsx';
import { useKycBulk } from '../bulk/queue-bulk-actions.ts';

export const KYC_DECIDE_POLICY = 'kyc.decide';
export const kycReviewPath = (id: string) => `/kyc-requests/${id}`;

/** KYC Requests: the review queue by status with counts, age, "assign to me", filters and export. */
export default function KycRequestsPage() {
  const { t } = useTranslation();
  const bulk = useKycBulk();
  const canDecide = useCan(KYC_DECIDE_POLICY);
  const list = useUrlListState(kycFilters.defaults);
  const apiQuery = apiQueryOf(kycFilters, list);
  // The queue always names a status; a hand-cleared one falls back to the submitted requests.
  const status: KycStatus = apiQuery.status ?? 'SUBMITTED';
  const query = useKycRequestList({ ...apiQuery, status });
  const counts = useKycRequestCounts(apiQuery);
  // Ages count from when the page opened: a re-render must not move them.
  const [now] = useState(() => Date.now());
  const open = status === 'SUBMITTED' || status === 'IN_REVIEW';

  const columns: ColumnsType<KycRequest> = [
    {
      key: 'customer',
      title: t('kyc.columns.customer'),
      render: (_, r) => <TwoLineCell primary={r.customer.name} secondary={r.customer.email} title={`${r.customer.name} <${r.customer.email}>`} width={200} />,
    },
    {
      key: 'declared',
      title: t('kyc.columns.declaredName'),
      render: (_, r) => (
        <Link to={kycReviewPath(r.id)} data-testid="kyc-open" style={{ whiteSpace: 'nowrap' }} dir="auto">
          {r.declared.fullName}
        </Link>
      ),
    },
    {
      key: 'level',
      title: t('kyc.fields.level'),
      render: (_, r) => <Tag color={r.level === 3 ? 'purple' : 'blue'} style={{ marginInlineEnd: 0 }} data-testid="kyc-level">{t(`kyc.levels.${r.level}`)}</Tag>,
    },
    { key: 'document', title: t('kyc.columns.document'), render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{t(`kyc.documentTypes.${r.declared.documentType}`)}</span> },
    { key: 'submittedAt', title: t('kyc.columns.submitted'), render: (_, r) => <DateTimeCell value={r.submittedAt} /> },
    { key: 'age', title: t('kyc.columns.age'), render: (_, r) => <KycAge from={r.submittedAt} to={r.decidedAt} now={now} /> },
    {
      key: 'reviewer',
      title: t('kyc.fields.reviewer'),
      render: (_, r) => (r.reviewer ? <span dir="auto">{r.reviewer.name}</span> : <Typography.Text type="secondary">{t('kyc.unassigned')}</Typography.Text>),
    },
    ...(open ? [] : [{ key: 'status', title: t('kyc.fields.status'), render: (_: unknown, r: KycRequest) => <StatusTag status={r.status} /> }]),
    {
      key: 'actions',
      title: t('kyc.columns.actions'),
      fixed: 'end' as const,
      render: (_: unknown, r: KycRequest) => (
        <Space size={6} wrap={false}>
          {canDecide && r.status === 'SUBMITTED' && <KycAssignButton request={r} compact />}
          <Link to={kycReviewPath(r.id)}>
            <Button size="small" data-testid="kyc-review">{t('kyc.actions.review')}</Button>
          </Link>
        </Space>
      ),
    },
  ];

  return (
    <ListPage live="kycRequests"
      testId="kyc-requests-page"
      filters={kycFilters}
      filtersTestId="kyc-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="kyc-table"
      listKey="kyc-requests"
      {...(canDecide ? { bulk } : {})}
      empty={{ none: t(`kyc.empty.${status}`), filtered: t('kyc.emptyFiltered') }}
      exportCsv={{ path: '/admin/kyc/requests', fileName: 'kyc-requests.csv', testId: 'kyc-export' }}
      summary={<KycStatusTabs value={status} counts={counts.data?.counts} onChange={(next) => list.setFilters({ status: next })} />}
      table={{ onRow: (r) => ({ 'data-row-id': r.id }) as HTMLAttributes<HTMLElement> }}
    />
  );
}
