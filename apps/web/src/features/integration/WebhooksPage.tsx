import { PlusOutlined } from '@ant-design/icons';
import type { WebhookEndpoint } from '@exchange/contract/integration/webhooks';
import { Button, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmSwitch } from '../../components/ConfirmSwitch.tsx';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { useCan } from '../../components/use-can.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { CreateWebhookDrawer } from './CreateWebhookDrawer.tsx';
import { eventTypeLabelKey } from './event-type-label.ts';
import { webhookEndpointFilters } from './integration-filters.ts';
import { useSetWebhookEnabled, useWebhookEndpoints } from './integration-queries.ts';
import { SecretShownOnce } from './SecretShownOnce.tsx';

/** Where the back office posts its events: URL, event types, on/off. */
export default function WebhooksPage() {
  const { t } = useTranslation();
  const list = useUrlListState(webhookEndpointFilters.defaults);
  const query = useWebhookEndpoints(apiQueryOf(webhookEndpointFilters, list));
  const canManage = useCan('integration.manage');
  const setEnabled = useSetWebhookEnabled();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string>();

  const columns: ColumnsType<WebhookEndpoint> = [
    {
      key: 'url',
      title: t('integration.fields.url'),
      fixed: 'start',
      render: (_, w) => (
        <div style={{ lineHeight: 1.35, maxWidth: 360 }}>
          <Typography.Text strong dir="ltr" style={{ wordBreak: 'break-all' }}>{w.url}</Typography.Text>
          {w.description && <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }} dir="auto">{w.description}</Typography.Text>}
        </div>
      ),
    },
    {
      key: 'eventTypes',
      title: t('integration.fields.eventTypes'),
      render: (_, w) => (
        <Space size={[4, 4]} wrap style={{ maxWidth: 360 }}>
          {w.eventTypes.map((type) => (
            <Tag key={type} style={{ marginInlineEnd: 0 }}>{t(eventTypeLabelKey(type))}</Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'enabled',
      title: t('integration.fields.enabled'),
      render: (_, w) => (
        <ConfirmSwitch
          checked={w.enabled}
          pending={setEnabled.isPending && setEnabled.variables.id === w.id}
          canWrite={canManage}
          ariaLabel={t('integration.fields.enabled')}
          checkedLabel={t('integration.webhooks.on')}
          uncheckedLabel={t('integration.webhooks.off')}
          copy={(next) => ({
            title: t(next ? 'integration.webhooks.enableTitle' : 'integration.webhooks.disableTitle', { url: w.url }),
            description: t(next ? 'integration.webhooks.enableEffect' : 'integration.webhooks.disableEffect'),
            okText: t(next ? 'integration.webhooks.enable' : 'integration.webhooks.disable'),
          })}
          onConfirm={async (next) => {
            await setEnabled.mutateAsync({ id: w.id, enabled: next });
            return t(next ? 'integration.webhooks.enabled' : 'integration.webhooks.disabled');
          }}
          testId="integration-webhook-enabled"
        />
      ),
    },
    {
      key: 'created',
      title: t('integration.fields.createdAt'),
      render: (_, w) => (
        <div style={{ lineHeight: 1.35 }}>
          <DateTimeCell value={w.createdAt} />
          {w.createdBy && <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>{w.createdBy.name}</Typography.Text>}
        </div>
      ),
    },
  ];

  return (
    <ListPage
      testId="integration-webhooks-page"
      filters={webhookEndpointFilters}
      filtersTestId="integration-webhook-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="integration-webhooks-table"
      empty={{ none: t('integration.webhooks.empty'), filtered: t('integration.emptyFiltered') }}
      toolbar={
        canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="integration-webhook-create-open">
            {t('integration.webhooks.create')}
          </Button>
        )
      }
    >
      {creating && (
        <CreateWebhookDrawer
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            setSecret(created);
          }}
        />
      )}
      {secret && <SecretShownOnce title={t('integration.webhooks.secretTitle')} secret={secret} onClose={() => setSecret(undefined)} testId="integration-webhook-secret" />}
    </ListPage>
  );
}
