import { QUEUE_COUNT_CAP, WORK_QUEUES } from '@exchange/contract/queues/queue-names';
import type { QueueCount } from '@exchange/contract/queues/work-queues';
import { Card, Col, Empty, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ageLabel } from '../../components/age-label.ts';
import { useCountFormat } from '../../components/use-count-format.ts';
import { queueLabelKeys } from '../queues/queue-labels.ts';

/** The queues with work first, the longest waiting first; each card opens its list. */
export function QueueCards({ queues, now }: { queues: readonly QueueCount[]; now: number }) {
  const { t } = useTranslation();
  const { count } = useCountFormat();
  if (queues.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noQueues')} />;
  const ordered = [...queues].sort((a, b) => Number(b.count > 0) - Number(a.count > 0) || (a.oldestAt ?? '~').localeCompare(b.oldestAt ?? '~'));
  return (
    <Row gutter={[12, 12]} data-testid="dashboard-queues">
      {ordered.map((queue) => {
        const { navPath, search } = WORK_QUEUES[queue.queue];
        const age = queue.oldestAt ? ageLabel((now - Date.parse(queue.oldestAt)) / 1000) : null;
        return (
          <Col key={queue.queue} xs={24} sm={12} lg={8} xxl={6}>
            <Link to={`${navPath}${search}`} data-testid={`queue-${queue.queue}`} data-count={queue.count}>
              <Card size="small" hoverable style={{ height: '100%', opacity: queue.count === 0 ? 0.6 : 1 }}>
                <Statistic
                  title={t(queueLabelKeys[queue.queue])}
                  value={queue.capped ? `${count(QUEUE_COUNT_CAP)}+` : count(queue.count)}
                  styles={{ content: { color: queue.count > 0 ? undefined : 'inherit' } }}
                />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {age ? t('dashboard.oldestWaiting', { age: t(age.key, { ...age.values }) }) : t('dashboard.nothingWaiting')}
                </Typography.Text>
              </Card>
            </Link>
          </Col>
        );
      })}
    </Row>
  );
}
