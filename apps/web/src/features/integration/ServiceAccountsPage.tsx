import { PlusOutlined, StopOutlined } from '@ant-design/icons';
import type { ServiceAccount } from '@exchange/contract/integration/service-accounts';
import { Button, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useCan } from '../../components/use-can.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { CreateServiceAccountDrawer } from './CreateServiceAccountDrawer.tsx';
import { serviceAccountFilters } from './integration-filters.ts';
import { useRevokeServiceAccount, useServiceAccounts } from './integration-queries.ts';
import { SecretShownOnce } from './SecretShownOnce.tsx';

/** The exchange's services that call /platform: their scopes, last use, and revocation. */
export default function ServiceAccountsPage() {
  const { t } = useTranslation();
  const list = useUrlListState(serviceAccountFilters.defaults);
  const query = useServiceAccounts(apiQueryOf(serviceAccountFilters, list));
  const canManage = useCan('integration.manage');
  const revoke = useRevokeServiceAccount();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<{ name: string; apiKey: string }>();

  const columns: ColumnsType<ServiceAccount> = [
    {
      key: 'name',
      title: t('integration.fields.name'),
      fixed: 'start',
      render: (_, a) => (
        <div style={{ lineHeight: 1.35 }}>
          <Typography.Text strong dir="auto">{a.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} dir="ltr">{`${a.keyPrefix}…`}</Typography.Text>
        </div>
      ),
    },
    {
      key: 'scopes',
      title: t('integration.fields.scopes'),
      // Wrapped in a bounded width: an account with every scope must not push the dates under the sticky actions.
      render: (_, a) => (
        <Space size={[4, 4]} wrap style={{ maxWidth: 340 }}>
          {a.scopes.map((scope) => (
            <Tag key={scope} style={{ marginInlineEnd: 0 }}>{t(`integration.scopes.${scope.replace(/\./g, '_')}`)}</Tag>
          ))}
        </Space>
      ),
    },
    { key: 'status', title: t('integration.fields.status'), render: (_, a) => <StatusTag status={a.revokedAt ? 'REVOKED' : 'ACTIVE'} testId="row-status" /> },
    { key: 'lastUsedAt', title: t('integration.fields.lastUsedAt'), render: (_, a) => (a.lastUsedAt ? <DateTimeCell value={a.lastUsedAt} /> : <Typography.Text type="secondary">{t('integration.neverUsed')}</Typography.Text>) },
    {
      key: 'created',
      title: t('integration.fields.createdAt'),
      render: (_, a) => (
        <div style={{ lineHeight: 1.35 }}>
          <DateTimeCell value={a.createdAt} />
          {a.createdBy && <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>{a.createdBy.name}</Typography.Text>}
        </div>
      ),
    },
    {
      key: 'revoked',
      title: t('integration.fields.revoked'),
      render: (_, a) =>
        a.revokedAt ? (
          <div style={{ lineHeight: 1.35, maxWidth: 260 }}>
            <DateTimeCell value={a.revokedAt} />
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} dir="auto">{[a.revokedBy?.name, a.revokeReason].filter(Boolean).join(': ')}</Typography.Text>
          </div>
        ) : (
          '—'
        ),
    },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: t('integration.fields.actions'),
            fixed: 'end' as const,
            render: (_: unknown, a: ServiceAccount) =>
              a.revokedAt ? null : (
                <ConfirmReasonButton
                  danger
                  size="small"
                  icon={<StopOutlined />}
                  label={t('integration.accounts.revoke')}
                  title={t('integration.accounts.revokeTitle', { name: a.name })}
                  description={t('integration.accounts.revokeEffect')}
                  okText={t('integration.accounts.revoke')}
                  reason="required"
                  reasonLabel={t('integration.fields.reason')}
                  onConfirm={(reason) => revoke.mutateAsync({ id: a.id, reason: reason ?? '' })}
                  successMessage={t('integration.accounts.revoked', { name: a.name })}
                  testId="integration-account-revoke"
                />
              ),
          },
        ]
      : []),
  ];

  return (
    <ListPage
      testId="integration-accounts-page"
      filters={serviceAccountFilters}
      filtersTestId="integration-account-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="integration-accounts-table"
      empty={{ none: t('integration.accounts.empty'), filtered: t('integration.emptyFiltered') }}
      toolbar={
        canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="integration-account-create-open">
            {t('integration.accounts.create')}
          </Button>
        )
      }
      table={{ onRow: (a) => ({ 'data-row-name': a.name }) as HTMLAttributes<HTMLElement> }}
    >
      {creating && (
        <CreateServiceAccountDrawer
          onClose={() => setCreating(false)}
          onCreated={(name, apiKey) => {
            setCreating(false);
            setCreated({ name, apiKey });
          }}
        />
      )}
      {created && <SecretShownOnce title={t('integration.accounts.keyTitle', { name: created.name })} secret={created.apiKey} onClose={() => setCreated(undefined)} testId="integration-api-key" />}
    </ListPage>
  );
}
