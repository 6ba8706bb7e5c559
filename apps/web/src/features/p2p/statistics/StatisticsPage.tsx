import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Result, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../app/error-message.ts';
import {
  RANGE_DAYS,
  StatisticsCoinCard,
  StatisticsDailyChartCard,
  StatisticsFiatCard,
  StatisticsStatusCharts,
  type RangeDays,
} from './StatisticsCharts.tsx';
import { StatisticsFigureGrid } from './StatisticsFigureGrid.tsx';
import { useStatistics } from './statistics-queries.ts';

const defaultDays: RangeDays = 30;

function parseDays(raw: string | null): RangeDays {
  return RANGE_DAYS.find((d) => String(d) === raw) ?? defaultDays;
}

/** P2P figures at a glance: counts to act on, approved volume over time, and splits by coin and status. */
export default function StatisticsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const days = parseDays(params.get('days'));
  const { data, error, isFetching, isPending, refetch } = useStatistics(days);

  // The range lives in the URL so that a shared link shows the same chart; other parameters stay.
  const setDays = (next: RangeDays) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === defaultDays) updated.delete('days');
      else updated.set('days', String(next));
      return updated;
    });

  const retry = (
    <Button onClick={() => void refetch()} data-testid="statistics-retry">
      {t('common.retry')}
    </Button>
  );

  if (!data && error && !isFetching) {
    return (
      <Card data-testid="statistics-page" data-state="error">
        <Result status="warning" title={t('statistics.loadFailed')} subTitle={errorMessage(error)} extra={retry} />
      </Card>
    );
  }

  const updatedAt = data
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium', numberingSystem: 'latn' }).format(new Date(data.generatedAt))
    : null;

  return (
    <Flex vertical gap={16} data-testid="statistics-page" data-state={isPending ? 'loading' : 'ready'}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary" data-testid="statistics-updated-at">
          {updatedAt ? t('statistics.updatedAt', { time: updatedAt }) : t('app.loading')}
        </Typography.Text>
        <Button icon={<ReloadOutlined />} loading={isFetching} onClick={() => void refetch()} data-testid="statistics-refresh">
          {t('statistics.refresh')}
        </Button>
      </Flex>
      {data && error && !isFetching && (
        <Alert type="warning" showIcon title={t('statistics.refreshFailed')} description={errorMessage(error)} action={retry} />
      )}
      <StatisticsFigureGrid statistics={data} />
      {data ? (
        <>
          <StatisticsDailyChartCard statistics={data} days={days} onDaysChange={setDays} />
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={14}>
              <StatisticsCoinCard statistics={data} />
            </Col>
            <Col xs={24} xl={10}>
              <StatisticsFiatCard statistics={data} />
            </Col>
          </Row>
          <StatisticsStatusCharts statistics={data} />
        </>
      ) : (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      )}
    </Flex>
  );
}
