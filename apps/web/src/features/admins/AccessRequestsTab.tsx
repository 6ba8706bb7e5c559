import { ACCESS_REQUEST_STATUSES } from '@exchange/contract/auth/access-request-rules';
import { CloseOutlined } from '@ant-design/icons';
import type { AccessRequest, AccessRequestStatus } from '@exchange/contract/auth/access-requests';
import { Card, Empty, Flex, Segmented, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { ExportCsvButton } from '../../components/ExportCsvButton.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { ResourceTable } from '../../components/ResourceTable.tsx';
import { useDateFormat } from '../../components/use-date-format.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { AccessRequestApproveButton } from './AccessRequestApproveButton.tsx';
import { accessRequestFilters } from './admin-filters.ts';
import { useAccessRequests, useRefuseAccessRequest } from './admin-queries.ts';

const statusColors: Readonly<Record<AccessRequestStatus, string>> = { PENDING: 'gold', APPROVED: 'success', REFUSED: 'error' };

function RefuseButton({ request }: { request: AccessRequest }) {
  const { t } = useTranslation();
  const refuse = useRefuseAccessRequest();
  return (
    <ConfirmReasonButton
      label={t('accessRequests.refuse')}
      icon={<CloseOutlined />}
      size="small"
      danger
      title={t('accessRequests.refuseTitle', { name: request.username })}
      description={t('accessRequests.refuseBody', { email: request.email })}
      okText={t('accessRequests.refuse')}
      onConfirm={() => refuse.mutateAsync(request.id)}
      successMessage={t('accessRequests.refused', { email: request.email })}
      testId="access-request-refuse"
    />
  );
}

/** Sign-up requests from /signup, to approve with a role or refuse. Shown to admins.manage holders only. */
export function AccessRequestsTab() {
  const { t } = useTranslation();
  const dates = useDateFormat();
  // The status is a filter of the URL like any list's, switched by the segmented control above the table.
  const list = useUrlListState(accessRequestFilters.defaults);
  const query = apiQueryOf(accessRequestFilters, list);
  const status = query.status ?? 'PENDING';
  const requests = useAccessRequests(query);

  const columns: ColumnsType<AccessRequest> = [
    { key: 'username', title: t('accessRequests.fields.username'), dataIndex: 'username' },
    { key: 'email', title: t('accessRequests.fields.email'), dataIndex: 'email' },
    {
      key: 'status',
      title: t('accessRequests.fields.status'),
      render: (_, r) => (
        <Tag color={statusColors[r.status]} data-testid="access-request-status" style={{ marginInlineEnd: 0 }}>
          {t(`accessRequests.status.${r.status}`)}
        </Tag>
      ),
    },
    { key: 'createdAt', title: t('accessRequests.fields.createdAt'), render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{dates.dateTime(r.createdAt)}</span> },
    ...(status === 'PENDING'
      ? [
          {
            key: 'actions',
            title: t('accessRequests.fields.actions'),
            render: (_: unknown, r: AccessRequest) => (
              <Space size={8}>
                <AccessRequestApproveButton request={r} />
                <RefuseButton request={r} />
              </Space>
            ),
          },
        ]
      : [
          {
            key: 'decidedAt',
            title: t('accessRequests.fields.decidedAt'),
            render: (_: unknown, r: AccessRequest) => <span style={{ whiteSpace: 'nowrap' }}>{dates.dateTime(r.decidedAt)}</span>,
          },
          {
            key: 'decidedBy',
            title: t('accessRequests.fields.decidedBy'),
            render: (_: unknown, r: AccessRequest) =>
              r.decidedBy ? (r.decidedByName ?? r.decidedBy) : <Typography.Text type="secondary">{t('common.none')}</Typography.Text>,
          },
        ]),
  ];

  return (
    <Card size="small" data-testid="access-requests">
      <Flex vertical gap={16}>
        <Flex wrap gap={8} align="center" justify="space-between">
          <Segmented<AccessRequestStatus>
            value={status}
            onChange={(next) => list.setFilters({ status: next })}
            options={ACCESS_REQUEST_STATUSES.map((s) => ({ value: s, label: t(`accessRequests.status.${s}`) }))}
            data-testid="access-request-status-filter"
          />
          <Typography.Text type="secondary">{t('accessRequests.help')}</Typography.Text>
          <ExportCsvButton path="/admin/accessRequests" filters={{ status }} fallbackName="access-requests.csv" testId="access-requests-export" />
        </Flex>
        <ResourceTable<AccessRequest>
          columns={columns}
          data={requests.data}
          loading={requests.isFetching}
          error={requests.error}
          onRetry={() => void requests.refetch()}
          rowKey="id"
          page={list.page}
          limit={list.limit}
          pageSizes={accessRequestFilters.defaults.pageSizes}
          onPageChange={list.setPage}
          emptyText={
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={status === 'PENDING' ? t('accessRequests.emptyPending') : t('accessRequests.empty')}
            />
          }
          testId="access-requests-table"
        />
      </Flex>
    </Card>
  );
}
