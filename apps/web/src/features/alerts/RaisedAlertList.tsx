import type { RaisedAlert } from '@exchange/contract/alerts/alerts';
import { Empty, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { queueLabelKeys } from '../queues/queue-labels.ts';
import { alertKindKeys, alertUnitKeys } from './alert-text.ts';

/** Alerts as lines an operator scans: the rule, what it watched, what was seen against the rule, when. */
export function RaisedAlertList({ alerts, testId }: { alerts: readonly RaisedAlert[]; testId: string }) {
  const { t } = useTranslation();
  if (alerts.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('alerts.noAlerts')} />;
  return (
    <List
      size="small"
      data-testid={testId}
      dataSource={[...alerts]}
      renderItem={(alert) => (
        <List.Item key={alert.id} data-testid="raised-alert">
          <Space orientation="vertical" size={0} style={{ minWidth: 0 }}>
            <Space wrap size={4}>
              <Tag color="red">{t(alertKindKeys[alert.kind])}</Tag>
              <Typography.Text strong>{alert.ruleName}</Typography.Text>
            </Space>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {alert.queue ? t(queueLabelKeys[alert.queue]) : alert.asset}
              {' · '}
              {t('alerts.seenAgainst', { observed: alert.observed, threshold: alert.threshold, unit: t(alertUnitKeys[alert.kind]) })}
            </Typography.Text>
          </Space>
          <DateTimeCell value={alert.raisedAt} />
        </List.Item>
      )}
    />
  );
}
