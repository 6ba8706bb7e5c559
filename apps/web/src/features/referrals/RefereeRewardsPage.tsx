import { HistoryOutlined } from '@ant-design/icons';
import type { RefereeReward } from '@exchange/contract/referrals/referrals';
import { Button, Card, DatePicker, Empty, Flex, Segmented, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import dayjs, { type Dayjs } from 'dayjs';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { ResourceTable } from '../../components/ResourceTable.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useUrlListState, type ListDefaults } from '../../components/use-url-list-state.ts';
import { ReferralPartyCell } from './ReferralPartyCell.tsx';
import { RewardActions } from './RewardActions.tsx';
import { RewardDetailDrawer } from './RewardDetailDrawer.tsx';
import { rewardQuery, useRefereeRewards, type RewardFilters } from './referral-api.ts';
import { REWARD_STATUSES } from './referral-constants.ts';
import { ListSearchBox } from '../../components/ListSearchBox.tsx';
import { useDrawerParam } from '../../components/use-drawer-param.ts';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';

/** The spec's page size default is 20. */
const listDefaults: ListDefaults<RewardFilters> = {
  filters: { rewardStatus: undefined, startAt: undefined, endAt: undefined, search: undefined },
  allowed: { rewardStatus: REWARD_STATUSES },
  limit: 20,
};

/** The URL parameter of the open drawer: a link can point at one reward inside its list. */
const drawerParam = 'reward';
const ALL = 'ALL';
const dayFormat = 'YYYY-MM-DD';
// A hand-edited link may hold a date that is no date; the picker then stays empty (the server says why).
const day = (value: string | undefined): Dayjs | null => {
  const parsed = value ? dayjs(value) : null;
  return parsed?.isValid() && parsed.format(dayFormat) === value ? parsed : null;
};

export default function RefereeRewardsPage() {
  const { t } = useTranslation();
  const list = useUrlListState(listDefaults);
  const query = useRefereeRewards(rewardQuery(list));
  const { openId, open, close } = useDrawerParam(drawerParam);

  const columns: ColumnsType<RefereeReward> = [
    { key: 'referrer', title: t('referrals.fields.referrer'), render: (_, reward) => <ReferralPartyCell party={reward.referrer} width={190} testId="row-referrer" /> },
    { key: 'referee', title: t('referrals.fields.referee'), render: (_, reward) => <ReferralPartyCell party={reward.referee} width={190} /> },
    { key: 'trigger', title: t('referrals.fields.trigger'), render: (_, reward) => <span style={{ whiteSpace: 'nowrap' }}>{t(`referrals.trigger.${reward.trigger}`)}</span> },
    { key: 'amount', title: t('referrals.fields.amount'), align: 'end', render: (_, reward) => <MoneyCell value={reward.amount} currency={reward.coin} testId="row-amount" /> },
    // Pinned with the actions: on a narrow screen the state and the decisions stay in view while the parties scroll.
    { key: 'status', title: t('referrals.fields.status'), fixed: 'end', render: (_, reward) => <StatusTag status={reward.status} testId="row-status" /> },
    {
      key: 'createdAt',
      title: t('referrals.fields.createdAt'),
      render: (_, reward) => (
        <DateTimeCell value={reward.createdAt} />
      ),
    },
    {
      key: 'actions',
      title: t('referrals.rewards.actions'),
      fixed: 'end',
      render: (_, reward) => (
        <Flex gap={4} align="center" wrap={false}>
          <RewardActions reward={reward} size="small" />
          <Button
            size="small"
            type="text"
            icon={<HistoryOutlined />}
            onClick={(event) => {
              event.stopPropagation();
              open(reward.id);
            }}
            data-testid="reward-open-log"
          >
            {t('referrals.rewards.log')}
          </Button>
        </Flex>
      ),
    },
  ];

  const reward = query.data?.items.find((item) => item.id === openId);
  // A link to a reward that is not on this page (other filters, or it moved): say so in the drawer.
  const missing = Boolean(openId) && !reward && Boolean(query.data) && !query.isFetching;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="referee-rewards-page">
      <Card size="small">
        <Flex wrap gap={12} align="center" justify="space-between" role="search" aria-label={t('common.filters')}>
          {/* Six tabs do not fit a phone: they scroll sideways instead of overflowing the card. */}
          <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
            <Segmented
              value={list.filters.rewardStatus ?? ALL}
              onChange={(value) => list.setFilters({ rewardStatus: value === ALL ? undefined : String(value) })}
              options={[ALL, ...REWARD_STATUSES].map((status) => ({
                value: status,
                label: status === ALL ? t('referrals.rewards.allStatuses') : t(`status.${status}`),
              }))}
              data-testid="reward-status-filter"
            />
          </div>
          <Flex wrap gap={8} align="center">
            {/* A hand-edited link with startAt after endAt gets the server's 400 in the table's error state. */}
            <DatePicker.RangePicker
              allowEmpty={[true, true]}
              value={list.filters.startAt || list.filters.endAt ? [day(list.filters.startAt), day(list.filters.endAt)] : null}
              onChange={(dates) => list.setFilters({ startAt: dates?.[0]?.format(dayFormat), endAt: dates?.[1]?.format(dayFormat) })}
              placeholder={[t('common.startDate'), t('common.endDate')]}
              aria-label={t('referrals.rewards.dates')}
              data-testid="reward-dates"
            />
            <ListSearchBox value={list.filters.search} onSearch={(search) => list.setFilters({ search })} placeholder={t('referrals.rewards.searchPlaceholder')} width={280} testId="reward-search" />
            <Button onClick={list.reset} disabled={!list.isFiltered} data-testid="reward-filters-reset">
              {t('common.reset')}
            </Button>
          </Flex>
        </Flex>
      </Card>
      <Card size="small">
        <ResourceTable<RefereeReward>
          testId="rewards-table"
          columns={columns}
          rowKey="id"
          data={query.data}
          loading={query.isFetching}
          error={query.error}
          onRetry={() => void query.refetch()}
          page={list.page}
          limit={list.limit}
          onPageChange={list.setPage}
          emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={list.isFiltered ? t('referrals.rewards.emptyFiltered') : t('referrals.rewards.empty')} />}
          onRow={(item) => ({ 'data-reward-id': item.id, onClick: () => open(item.id), style: { cursor: 'pointer' } }) as HTMLAttributes<HTMLElement>}
          rowClassName={(item) => (item.id === openId ? 'ant-table-row-selected' : '')}
        />
      </Card>
      <RewardDetailDrawer reward={reward} missing={missing} onClose={close} />
    </Space>
  );
}
