import { PlayCircleOutlined } from '@ant-design/icons';
import type { Stake } from '@exchange/contract/staking/staking';
import { Alert, Button, Card, Flex, Skeleton, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { CustomerLink } from '../../components/CustomerLink.tsx';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { LoadFailedAlert } from '../../components/LoadFailedAlert.tsx';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useCan } from '../../components/use-can.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { StakingFiguresTabs } from './StakingFiguresTabs.tsx';
import { stakeFilters } from './staking-filters.ts';
import { useRunStatistics, useStakes, useStakingStatistics } from './staking-queries.ts';
import { STAKE_STATUS_KEYS, STATISTICS_TRIGGER_KEYS } from './staking-text-keys.ts';
import { durationTag } from './staking-text.ts';

/** To the second: a run now and the next one may fall in the same minute. */
function useSecondsFormat() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium', numberingSystem: 'latn' });
  return (iso: string) => format.format(new Date(iso));
}

/** When the figures were computed and by what, the next scheduled run, and "Run now". */
function StatisticsPanel() {
  const { t } = useTranslation();
  const message = useMessageApi();
  const canManage = useCan('staking.manage');
  const query = useStakingStatistics();
  const run = useRunStatistics();
  const at = useSecondsFormat();
  const data = query.data;
  const runNow = async () => {
    try {
      await run.mutateAsync();
      void message.info(t('staking.statistics.queued'));
    } catch (error) {
      void message.error(errorMessage(error));
    }
  };
  return (
    <Card size="small" data-testid="staking-statistics">
      {query.isError && <LoadFailedAlert type="error" error={query.error} onRetry={() => void query.refetch()} />}
      {!data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <Flex vertical gap={8}>
          <Flex justify="space-between" align="start" wrap gap={12}>
            <Space orientation="vertical" size={2}>
              <Typography.Text data-testid="staking-statistics-updated-at" data-computed-at={data.computedAt ?? ''}>
                {data.computedAt ? t('staking.statistics.updatedAt', { time: at(data.computedAt) }) : t('staking.statistics.never')}
              </Typography.Text>
              {data.lastRun && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="staking-statistics-last-run">
                  {data.lastRun.requestedBy
                    ? t('staking.statistics.lastRunBy', { trigger: t(STATISTICS_TRIGGER_KEYS[data.lastRun.trigger]), name: data.lastRun.requestedBy.name })
                    : t(STATISTICS_TRIGGER_KEYS[data.lastRun.trigger])}
                </Typography.Text>
              )}
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="staking-statistics-next-run">
                {t('staking.statistics.nextRun', { time: at(data.nextRunAt), minutes: data.intervalMinutes })}
              </Typography.Text>
            </Space>
            <Space wrap>
              {data.runPending && (
                <Tag color="processing" data-testid="staking-statistics-pending">
                  {t('staking.statistics.pending')}
                </Tag>
              )}
              {canManage && (
                <Button icon={<PlayCircleOutlined />} loading={run.isPending} disabled={data.runPending} onClick={() => void runNow()} data-testid="staking-statistics-run">
                  {t('staking.statistics.runNow')}
                </Button>
              )}
            </Space>
          </Flex>
          {data.computedAt === null && <Alert type="info" showIcon title={t('staking.statistics.neverHint')} />}
          <StakingFiguresTabs statistics={data} />
        </Flex>
      )}
    </Card>
  );
}

/** Customers' stakes: what each locks, on which protocol and duration, until when, and the reward paid. */
function StakesList() {
  const { t } = useTranslation();
  const list = useUrlListState(stakeFilters.defaults);
  const query = useStakes(apiQueryOf(stakeFilters, list));
  const columns: ColumnsType<Stake> = [
    {
      key: 'customer',
      title: t('staking.stakes.customer'),
      render: (_, s) => (
        <div style={{ lineHeight: 1.35 }}>
          <CustomerLink customerId={s.customer.id} text={s.customer.name} maxWidth={200} />
          <div>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>{s.customer.email}</Typography.Text>
          </div>
        </div>
      ),
    },
    {
      key: 'protocol',
      title: t('staking.fields.protocol'),
      render: (_, s) => (
        <div style={{ lineHeight: 1.35, maxWidth: 220 }}>
          <Typography.Text dir="auto">{s.protocol.name}</Typography.Text>
          <div>
            <Typography.Text type="secondary" dir="auto" style={{ fontSize: 12 }}>{s.provider.name}</Typography.Text>
          </div>
        </div>
      ),
    },
    { key: 'duration', title: t('staking.fields.duration'), render: (_, s) => durationTag(t, s.days, s.apy) },
    { key: 'amount', title: t('staking.stakes.amount'), sorter: true, align: 'end', render: (_, s) => <MoneyCell value={s.amount} currency={s.coin} testId="stake-amount" /> },
    { key: 'status', title: t('staking.stakes.status'), render: (_, s) => <StatusTag status={s.status} color={s.status === 'ACTIVE' ? 'processing' : 'success'} label={t(STAKE_STATUS_KEYS[s.status])} testId="stake-status" /> },
    { key: 'startedAt', title: t('staking.stakes.startedAt'), sorter: true, render: (_, s) => <DateTimeCell value={s.startedAt} /> },
    { key: 'unlocksAt', title: t('staking.stakes.unlocksAt'), sorter: true, render: (_, s) => <DateTimeCell value={s.unlocksAt} /> },
    {
      key: 'rewardsPaid',
      title: t('staking.fields.rewardsPaid'),
      align: 'end',
      render: (_, s) =>
        s.status === 'UNLOCKED' ? (
          <MoneyCell value={s.rewardsPaid} currency={s.coin} />
        ) : (
          <Typography.Text type="secondary" title={t('staking.stakes.rewardDue')}>
            <MoneyCell value={s.reward} currency={s.coin} />
          </Typography.Text>
        ),
    },
  ];
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('staking.stakes.title')}
      </Typography.Title>
      <ListPage
        testId="stakes-list"
        filters={stakeFilters}
        filtersTestId="stake-filters"
        list={list}
        query={query}
        columns={columns}
        rowKey="id"
        tableTestId="stake-table"
        empty={{ none: t('staking.stakes.empty'), filtered: t('common.noResults') }}
        table={{ scroll: { x: 'max-content' } }}
      />
    </Flex>
  );
}

/** Staking statistics (auto-updated every 30 minutes), then customers' stakes. */
export default function StakingStatisticsPage() {
  return (
    <Flex vertical gap={16} data-testid="staking-statistics-page">
      <StatisticsPanel />
      <StakesList />
    </Flex>
  );
}
