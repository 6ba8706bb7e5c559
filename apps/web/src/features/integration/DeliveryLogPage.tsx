import { RedoOutlined } from '@ant-design/icons';
import type { WebhookDelivery } from '@exchange/contract/integration/webhooks';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useCan } from '../../components/use-can.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { eventTypeLabelKey } from './event-type-label.ts';
import { webhookDeliveryFilters } from './integration-filters.ts';
import { useRedeliver, useWebhookDeliveries } from './integration-queries.ts';

/** Each event to each endpoint: how it went, when it goes again, and redelivery. */
export default function DeliveryLogPage() {
  const { t } = useTranslation();
  const list = useUrlListState(webhookDeliveryFilters.defaults);
  const query = useWebhookDeliveries(apiQueryOf(webhookDeliveryFilters, list));
  const canManage = useCan('integration.manage');
  const redeliver = useRedeliver();

  const columns: ColumnsType<WebhookDelivery> = [
    {
      key: 'event',
      title: t('integration.fields.event'),
      fixed: 'start',
      render: (_, d) => (
        <div style={{ lineHeight: 1.35 }}>
          <Typography.Text strong style={{ whiteSpace: 'nowrap' }} data-testid="row-event-type">{t(eventTypeLabelKey(d.eventType))}</Typography.Text>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, whiteSpace: 'nowrap' }} dir="ltr">{`${d.subjectType} ${d.subjectId.slice(0, 8)}`}</Typography.Text>
        </div>
      ),
    },
    { key: 'occurredAt', title: t('integration.fields.occurredAt'), render: (_, d) => <DateTimeCell value={d.occurredAt} /> },
    { key: 'endpoint', title: t('integration.fields.url'), render: (_, d) => <Typography.Text dir="ltr" style={{ fontSize: 12, wordBreak: 'break-all', display: 'inline-block', maxWidth: 260 }}>{d.endpoint.url}</Typography.Text> },
    { key: 'status', title: t('integration.fields.status'), render: (_, d) => <StatusTag status={d.status} label={t(`integration.deliveryStatus.${d.status}`)} testId="row-status" /> },
    { key: 'attempts', title: t('integration.fields.attempts'), align: 'end', render: (_, d) => <span data-testid="row-attempts">{d.attempts}</span> },
    {
      key: 'last',
      title: t('integration.fields.lastAttempt'),
      render: (_, d) =>
        d.lastAttemptAt ? (
          <div style={{ lineHeight: 1.35, maxWidth: 240 }}>
            <DateTimeCell value={d.lastAttemptAt} />
            <Typography.Text type={d.lastError ? 'danger' : 'secondary'} style={{ display: 'block', fontSize: 12 }} dir="ltr">
              {d.lastError ?? (d.lastHttpStatus === null ? '' : t('integration.httpStatus', { status: d.lastHttpStatus }))}
            </Typography.Text>
          </div>
        ) : (
          '—'
        ),
    },
    { key: 'next', title: t('integration.fields.nextAttempt'), render: (_, d) => (d.nextAttemptAt ? <DateTimeCell value={d.nextAttemptAt} /> : '—') },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: t('integration.fields.actions'),
            fixed: 'end' as const,
            render: (_: unknown, d: WebhookDelivery) => (
              <ConfirmReasonButton
                size="small"
                icon={<RedoOutlined />}
                label={t('integration.deliveries.redeliver')}
                title={t('integration.deliveries.redeliverTitle')}
                description={t('integration.deliveries.redeliverEffect', { url: d.endpoint.url })}
                okText={t('integration.deliveries.redeliver')}
                onConfirm={() => redeliver.mutateAsync(d.id)}
                successMessage={t('integration.deliveries.redelivered')}
                testId="integration-redeliver"
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <ListPage
      testId="integration-deliveries-page"
      filters={webhookDeliveryFilters}
      filtersTestId="integration-delivery-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="integration-deliveries-table"
      empty={{ none: t('integration.deliveries.empty'), filtered: t('integration.emptyFiltered') }}
      table={{ onRow: (d) => ({ 'data-row-subject': d.subjectId, 'data-row-type': d.eventType }) as HTMLAttributes<HTMLElement> }}
    />
  );
}
