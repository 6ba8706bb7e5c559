import { Button, Card, Col, Row, Skeleton, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../components/use-can.ts';
import { LoadFailedAlert } from '../../components/LoadFailedAlert.tsx';
import { useDateFormat } from '../../components/use-date-format.ts';
import { RaisedAlertList } from '../alerts/RaisedAlertList.tsx';
import { useLiveQueues } from '../queues/live-queues-context.ts';
import { ActivityTable } from './ActivityTable.tsx';
import { useDashboard } from './dashboard-queries.ts';
import { LiabilitiesTable } from './LiabilitiesTable.tsx';
import { QueueCards } from './QueueCards.tsx';

/** Counts move live; the rest is fetched again at most this often after a count moves. */
const REFETCH_AFTER_COUNTS_MS = 5_000;

/** The operator's home: where work waits, how today compares, what customers are owed, the last alerts. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { time } = useDateFormat();
  const canSeeAlerts = useCan('alerts.read');
  const dashboard = useDashboard();
  const live = useLiveQueues();
  const [now, setNow] = useState(() => Date.now());

  // Ages are relative to now: the cards age by the minute without a fetch.
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(tick);
  }, []);

  // A count that moved means a decision somewhere: today's figures follow, a few seconds later.
  const lastRefetch = useRef(0);
  const { refetch } = dashboard;
  useEffect(() => {
    if (!live.counts || Date.now() - lastRefetch.current < REFETCH_AFTER_COUNTS_MS) return;
    lastRefetch.current = Date.now();
    void refetch();
  }, [live.counts, refetch]);

  if (dashboard.error && !dashboard.data) return <LoadFailedAlert error={dashboard.error} onRetry={() => void dashboard.refetch()} testId="dashboard-load-failed" />;
  if (!dashboard.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const data = dashboard.data;
  const queues = live.counts ?? data.queues;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="dashboard">
      <Card size="small" title={t('dashboard.queuesTitle')} extra={<Typography.Text type="secondary">{t('dashboard.updatedAt', { time: time(data.generatedAt) })}</Typography.Text>}>
        <QueueCards queues={queues} now={now} />
      </Card>
      <Card size="small" title={t('dashboard.activityTitle')}>
        <ActivityTable lines={data.activity} />
      </Card>
      <Row gutter={[16, 16]}>
        {data.liabilities && (
          <Col xs={24} xl={data.alerts ? 14 : 24}>
            <Card size="small" title={t('dashboard.liabilitiesTitle')} style={{ height: '100%' }}>
              <LiabilitiesTable lines={data.liabilities} />
            </Card>
          </Col>
        )}
        {data.alerts && (
          <Col xs={24} xl={data.liabilities ? 10 : 24}>
            <Card
              size="small"
              title={t('dashboard.alertsTitle')}
              style={{ height: '100%' }}
              extra={canSeeAlerts && <Link to="/alerts"><Button type="link" size="small">{t('dashboard.allAlerts')}</Button></Link>}
            >
              <RaisedAlertList alerts={data.alerts} testId="dashboard-alerts" />
            </Card>
          </Col>
        )}
      </Row>
    </Space>
  );
}
