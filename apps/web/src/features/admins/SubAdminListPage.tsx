import { LockOutlined, UserAddOutlined } from '@ant-design/icons';
import type { SubAdmin } from '@exchange/contract/admins/sub-admins';
import { Badge, Button, Flex, Space, Tabs, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppState } from '../../app/state/use-app-state.ts';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { useCan } from '../../components/use-can.ts';
import { useDateFormat } from '../../components/use-date-format.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { useAccessLabels } from '../access/use-access-labels.ts';
import { AccessRequestsTab } from './AccessRequestsTab.tsx';
import { subAdminFilters } from './admin-filters.ts';
import { useAccessRequests, useSubAdmins } from './admin-queries.ts';
import { SubAdminActions, type SubAdminDialog } from './SubAdminActions.tsx';
import { SubAdminActiveSwitch } from './SubAdminActiveSwitch.tsx';
import { SubAdminGroupsModal } from './SubAdminGroupsModal.tsx';
import { SubAdminInviteDrawer } from './SubAdminInviteDrawer.tsx';
import { SubAdminResendModal } from './SubAdminResendModal.tsx';
import { SubAdminSessionsDrawer } from './SubAdminSessionsDrawer.tsx';
import { SubAdminUnlockModal } from './SubAdminUnlockModal.tsx';

const tabParam = 'tab';
const requestsTab = 'requests';

function SubAdminsList({ testId }: { testId: string }) {
  const { t } = useTranslation();
  const dates = useDateFormat();
  const labels = useAccessLabels();
  const canManage = useCan('admins.manage');
  const canSessions = useCan('sessions.manage');
  const selfId = useAppState().auth.authUser?.id;
  const list = useUrlListState(subAdminFilters.defaults);
  const query = useSubAdmins(apiQueryOf(subAdminFilters, list));
  const [dialog, setDialog] = useState<SubAdminDialog | null>(null);
  const close = () => setDialog(null);

  const columns: ColumnsType<SubAdmin> = [
    {
      key: 'name',
      title: t('subAdmins.fields.nameAndEmail'),
      render: (_, a) => (
        <Flex vertical>
          <Space size={6}>
            <Typography.Text strong data-testid="subadmin-name">
              {a.name}
            </Typography.Text>
            {a.id === selfId && <Tag>{t('subAdmins.list.you')}</Tag>}
            {a.lockedUntil && (
              <Tooltip title={t('subAdmins.list.lockedUntil', { until: dates.shortDateTime(a.lockedUntil) })}>
                <Tag color="error" icon={<LockOutlined />} style={{ marginInlineEnd: 0 }} data-testid="subadmin-locked">
                  {t('subAdmins.list.locked')}
                </Tag>
              </Tooltip>
            )}
          </Space>
          <Typography.Text type="secondary" data-testid="subadmin-email">
            {a.email}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'roleAndGroups',
      title: t('subAdmins.fields.roleAndGroups'),
      render: (_, a) => (
        <Flex wrap gap={4} style={{ maxWidth: 240 }}>
          {/* The role is the strongest built-in group; the other groups follow it. */}
          <Tag color="blue" style={{ marginInlineEnd: 0 }} data-testid="subadmin-role">
            {labels.role(a.role)}
          </Tag>
          {a.groups
            .filter((g) => g.name !== a.role)
            .map((g) => (
              <Tag key={g.id} style={{ marginInlineEnd: 0 }}>
                {labels.role(g.name)}
              </Tag>
            ))}
        </Flex>
      ),
    },
    {
      key: 'twoFactor',
      title: t('subAdmins.fields.twoFactor'),
      render: (_, a) => (
        <Tag color={a.isGAuthEnabled ? 'success' : 'default'} style={{ marginInlineEnd: 0 }}>
          {a.isGAuthEnabled ? t('subAdmins.list.twoFactorOn') : t('subAdmins.list.twoFactorOff')}
        </Tag>
      ),
    },
    {
      key: 'invitation',
      title: t('subAdmins.fields.invitation'),
      render: (_, a) =>
        a.invitationPending ? (
          <Tag color="gold" data-testid="subadmin-invitation-pending" style={{ marginInlineEnd: 0 }}>
            {t('subAdmins.list.invitationPending')}
          </Tag>
        ) : (
          <Typography.Text type="secondary">{t('subAdmins.list.invitationAccepted')}</Typography.Text>
        ),
    },
    {
      key: 'lastSeenAt',
      title: t('subAdmins.fields.lastSeen'),
      render: (_, a) =>
        a.lastSeenAt ? (
          <span style={{ whiteSpace: 'nowrap' }}>{dates.shortDateTime(a.lastSeenAt)}</span>
        ) : (
          <Typography.Text type="secondary">{t('subAdmins.list.never')}</Typography.Text>
        ),
    },
    { key: 'createdAt', title: t('subAdmins.fields.createdAt'), render: (_, a) => <span style={{ whiteSpace: 'nowrap' }}>{dates.date(a.createdAt)}</span> },
    {
      key: 'isActive',
      title: t('subAdmins.fields.active'),
      render: (_, a) => <SubAdminActiveSwitch admin={a} canManage={canManage} isSelf={a.id === selfId} />,
    },
    ...(canManage || canSessions
      ? [
          {
            key: 'actions',
            title: t('subAdmins.fields.actions'),
            fixed: 'end' as const,
            render: (_: unknown, a: SubAdmin) => <SubAdminActions admin={a} canManage={canManage} isSelf={a.id === selfId} canSessions={canSessions} onOpen={setDialog} />,
          },
        ]
      : []),
  ];

  return (
    <ListPage
      testId={testId}
      filters={subAdminFilters}
      filtersTestId="subadmin-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="subadmins-table"
      empty={{ none: t('subAdmins.list.empty'), filtered: t('common.noResults') }}
      exportCsv={{ path: '/admin/subAdmins', fileName: 'sub-admins.csv', testId: 'sub-admins-export' }}
      toolbar={
        canManage && (
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setDialog({ kind: 'invite' })} data-testid="subadmin-invite">
            {t('subAdmins.list.invite')}
          </Button>
        )
      }
      table={{
        onRow: (a) => ({ 'data-admin-email': a.email }) as HTMLAttributes<HTMLElement>,
      }}
    >
      {dialog?.kind === 'invite' && <SubAdminInviteDrawer onClose={close} />}
      {dialog?.kind === 'groups' && <SubAdminGroupsModal admin={dialog.admin} onClose={close} />}
      {dialog?.kind === 'sessions' && <SubAdminSessionsDrawer admin={dialog.admin} onClose={close} />}
      {dialog?.kind === 'resend' && <SubAdminResendModal admin={dialog.admin} onClose={close} />}
      {dialog?.kind === 'unlock' && <SubAdminUnlockModal admin={dialog.admin} onClose={close} />}
    </ListPage>
  );
}

/** Manage Sub Admins: the admins of the console and, for those who manage them, the sign-up requests. */
export default function SubAdminListPage() {
  const { t } = useTranslation();
  const canManage = useCan('admins.manage');
  const [params, setParams] = useSearchParams();
  const pending = useAccessRequests({ status: 'PENDING', page: 0, limit: 1 }, canManage);
  const pendingCount = pending.data?.total ?? 0;

  if (!canManage) return <SubAdminsList testId="subadmins-page" />;

  const active = params.get(tabParam) === requestsTab ? requestsTab : 'admins';
  // A tab change keeps only the parameters every tab shares (display settings), not the other tab's filters.
  const chooseTab = (key: string) => {
    const next = new URLSearchParams();
    for (const name of ['theme', 'nav-style', 'layout-type']) {
      const value = params.get(name);
      if (value !== null) next.set(name, value);
    }
    if (key === requestsTab) next.set(tabParam, requestsTab);
    setParams(next);
  };

  return (
    <div data-testid="subadmins-page">
      <Tabs
        activeKey={active}
        onChange={chooseTab}
        destroyOnHidden
        items={[
          { key: 'admins', label: t('subAdmins.tabs.admins'), children: <SubAdminsList testId="subadmins-list" /> },
          {
            key: requestsTab,
            label: (
              <Space size={6} data-testid="tab-access-requests">
                {t('subAdmins.tabs.requests')}
                {pendingCount > 0 && <Badge count={pendingCount} size="small" />}
              </Space>
            ),
            children: <AccessRequestsTab />,
          },
        ]}
      />
    </div>
  );
}
