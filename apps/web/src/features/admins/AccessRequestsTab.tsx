import { CloseOutlined } from '@ant-design/icons';
import type { AccessRequest, AccessRequestStatus } from '@exchange/contract/auth/access-requests';
import { Empty, Flex, Segmented, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { ResourceTable } from '../../components/ResourceTable.tsx';
import { useDateFormat } from '../../components/use-date-format.ts';
import { AccessRequestApproveButton } from './AccessRequestApproveButton.tsx';
import { useAccessRequests, useAdminDirectory, useRefuseAccessRequest } from './admin-api.ts';

const STATUSES = ['PENDING', 'APPROVED', 'REFUSED'] as const satisfies readonly AccessRequestStatus[];
const statusParam = 'requestStatus';
const PAGE_SIZES = [20, 50, 100] as const;

const statusColors: Readonly<Record<AccessRequestStatus, string>> = { PENDING: 'gold', APPROVED: 'success', REFUSED: 'error' };
const statusKeys: Readonly<Record<AccessRequestStatus, string>> = {
  PENDING: 'accessRequests.status.PENDING',
  APPROVED: 'accessRequests.status.APPROVED',
  REFUSED: 'accessRequests.status.REFUSED',
};

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
  const [params, setParams] = useSearchParams();
  const raw = params.get(statusParam);
  const status: AccessRequestStatus = STATUSES.find((s) => s === raw) ?? 'PENDING';
  // Paging is local: the page's list owns the URL's page parameters.
  const [paging, setPaging] = useState({ page: 0, limit: 20 as number });
  const requests = useAccessRequests(status, paging.page, paging.limit);
  const directory = useAdminDirectory(status !== 'PENDING');
  const adminName = new Map((directory.data?.items ?? []).map((a) => [a.id, a.name]));

  const chooseStatus = (next: AccessRequestStatus) => {
    const updated = new URLSearchParams(params);
    if (next === 'PENDING') updated.delete(statusParam);
    else updated.set(statusParam, next);
    setParams(updated);
    setPaging((p) => ({ ...p, page: 0 }));
  };

  const columns: ColumnsType<AccessRequest> = [
    { key: 'username', title: t('accessRequests.fields.username'), dataIndex: 'username' },
    { key: 'email', title: t('accessRequests.fields.email'), dataIndex: 'email' },
    {
      key: 'status',
      title: t('accessRequests.fields.status'),
      render: (_, r) => (
        <Tag color={statusColors[r.status]} data-testid="access-request-status" style={{ marginInlineEnd: 0 }}>
          {t(statusKeys[r.status])}
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
              r.decidedBy ? (adminName.get(r.decidedBy) ?? r.decidedBy) : <Typography.Text type="secondary">{t('common.none')}</Typography.Text>,
          },
        ]),
  ];

  return (
    <Flex vertical gap={16} data-testid="access-requests">
      <Flex wrap gap={8} align="center" justify="space-between">
        <Segmented<AccessRequestStatus>
          value={status}
          onChange={chooseStatus}
          options={STATUSES.map((s) => ({ value: s, label: t(statusKeys[s]) }))}
          data-testid="access-request-status-filter"
        />
        <Typography.Text type="secondary">{t('accessRequests.help')}</Typography.Text>
      </Flex>
      <ResourceTable<AccessRequest>
        columns={columns}
        data={requests.data}
        loading={requests.isFetching}
        error={requests.error}
        onRetry={() => void requests.refetch()}
        rowKey="id"
        page={paging.page}
        limit={paging.limit}
        pageSizes={PAGE_SIZES}
        onPageChange={(page, limit) => setPaging(limit !== paging.limit ? { page: 0, limit } : { page, limit })}
        emptyText={
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={status === 'PENDING' ? t('accessRequests.emptyPending') : t('accessRequests.empty')}
          />
        }
        testId="access-requests-table"
      />
    </Flex>
  );
}
