import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { ALERTS_PAGE_SIZE } from '@exchange/contract/alerts/alert-rules';
import type { AlertRule } from '@exchange/contract/alerts/alerts';
import { Button, Card, Flex, Pagination, Popconfirm, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { ConfirmSwitch } from '../../components/ConfirmSwitch.tsx';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { LoadFailedAlert } from '../../components/LoadFailedAlert.tsx';
import { useCan } from '../../components/use-can.ts';
import { queueLabelKeys } from '../queues/queue-labels.ts';
import { alertKindKeys, alertUnitKeys } from './alert-text.ts';
import { useAlertRules, useDeleteAlertRule, useRaisedAlerts, useSetAlertRuleEnabled } from './alert-queries.ts';
import { AlertRuleDrawer } from './AlertRuleDrawer.tsx';
import { RaisedAlertList } from './RaisedAlertList.tsx';

/** Alert rules on queue age and size and on coverage, and the alerts they raised. */
export default function AlertsPage() {
  const { t } = useTranslation();
  const message = useMessageApi();
  const canManage = useCan('alerts.manage');
  const rules = useAlertRules();
  const [page, setPage] = useState(0);
  const raised = useRaisedAlerts(page, ALERTS_PAGE_SIZE);
  const setEnabled = useSetAlertRuleEnabled();
  const remove = useDeleteAlertRule();
  const [editing, setEditing] = useState<AlertRule | 'new' | null>(null);

  const columns: ColumnsType<AlertRule> = [
    { key: 'name', title: t('alerts.fields.name'), render: (_, rule) => <Typography.Text strong>{rule.name}</Typography.Text> },
    {
      key: 'watched',
      title: t('alerts.fields.watched'),
      render: (_, rule) => (
        <Space orientation="vertical" size={0}>
          <span>{t(alertKindKeys[rule.kind])}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{rule.queue ? t(queueLabelKeys[rule.queue]) : rule.asset}</Typography.Text>
        </Space>
      ),
    },
    { key: 'threshold', title: t('alerts.fields.threshold'), render: (_, rule) => `${rule.threshold} ${t(alertUnitKeys[rule.kind])}` },
    { key: 'period', title: t('alerts.fields.periodMinutes'), render: (_, rule) => t('alerts.everyMinutes', { count: rule.periodMinutes }) },
    { key: 'emails', title: t('alerts.fields.emails'), render: (_, rule) => (rule.emails.length === 0 ? '—' : rule.emails.join(', ')) },
    { key: 'lastRaisedAt', title: t('alerts.fields.lastRaisedAt'), render: (_, rule) => (rule.lastRaisedAt ? <DateTimeCell value={rule.lastRaisedAt} /> : '—') },
    {
      key: 'enabled',
      title: t('alerts.fields.enabled'),
      render: (_, rule) => (
        <ConfirmSwitch
          checked={rule.enabled}
          pending={setEnabled.isPending && setEnabled.variables.id === rule.id}
          canWrite={canManage}
          ariaLabel={t('alerts.fields.enabled')}
          checkedLabel={t('alerts.on')}
          uncheckedLabel={t('alerts.off')}
          copy={(next) => ({
            title: next ? t('alerts.enableTitle', { name: rule.name }) : t('alerts.disableTitle', { name: rule.name }),
            description: next ? t('alerts.enableText') : t('alerts.disableText'),
            okText: next ? t('alerts.enable') : t('alerts.disable'),
          })}
          onConfirm={async (next) => {
            await setEnabled.mutateAsync({ id: rule.id, enabled: next });
            return next ? t('alerts.enabled') : t('alerts.disabled');
          }}
          testId="alert-rule-enabled"
        />
      ),
    },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: t('alerts.fields.actions'),
            fixed: 'right' as const,
            render: (_: unknown, rule: AlertRule) => (
              <Space size={4}>
                <Button size="small" icon={<EditOutlined />} aria-label={t('alerts.editRule')} onClick={() => setEditing(rule)} data-testid="alert-rule-edit" />
                <Popconfirm
                  title={t('alerts.deleteTitle', { name: rule.name })}
                  description={t('alerts.deleteText')}
                  okText={t('alerts.delete')}
                  okButtonProps={{ danger: true }}
                  onConfirm={async () => {
                    try {
                      await remove.mutateAsync(rule.id);
                      message.success(t('alerts.deleted'));
                    } catch (error) {
                      message.error(errorMessage(error));
                    }
                  }}
                >
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('alerts.delete')} data-testid="alert-rule-delete" />
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="alerts-page">
      <Card
        size="small"
        title={t('alerts.rulesTitle')}
        extra={canManage && <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="alert-rule-new">{t('alerts.newRule')}</Button>}
      >
        <Typography.Paragraph type="secondary">{t('alerts.rulesHelp')}</Typography.Paragraph>
        {rules.error ? (
          <LoadFailedAlert error={rules.error} onRetry={() => void rules.refetch()} />
        ) : (
          <Table<AlertRule>
            size="small"
            rowKey="id"
            columns={columns}
            dataSource={rules.data?.items ?? []}
            loading={rules.isFetching}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('alerts.noRules') }}
            data-testid="alert-rules-table"
          />
        )}
      </Card>
      <Card size="small" title={t('alerts.raisedTitle')}>
        {raised.error ? (
          <LoadFailedAlert error={raised.error} onRetry={() => void raised.refetch()} />
        ) : (
          <>
            <RaisedAlertList alerts={raised.data?.items ?? []} testId="raised-alerts" />
            <Flex justify="end" style={{ marginTop: 8 }}>
              <Pagination size="small" current={page + 1} pageSize={ALERTS_PAGE_SIZE} total={raised.data?.total ?? 0} onChange={(p) => setPage(p - 1)} showSizeChanger={false} hideOnSinglePage />
            </Flex>
          </>
        )}
      </Card>
      {editing && <AlertRuleDrawer rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Space>
  );
}
