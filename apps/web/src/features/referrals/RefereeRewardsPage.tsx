import { HistoryOutlined } from '@ant-design/icons';
import type { RefereeReward } from '@exchange/contract/referrals/referrals';
import { Button, Flex } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useDrawerParam } from '../../components/use-drawer-param.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { ReferralPartyCell } from './ReferralPartyCell.tsx';
import { RewardActions } from './RewardActions.tsx';
import { RewardDetailDrawer } from './RewardDetailDrawer.tsx';
import { rewardFilters } from './referral-filters.ts';
import { useRefereeRewards } from './referral-queries.ts';
import { useRewardBulk } from '../bulk/queue-bulk-actions.ts';

/** The URL parameter of the open drawer: a link can point at one reward inside its list. */
const drawerParam = 'reward';

export default function RefereeRewardsPage() {
  const { t } = useTranslation();
  const bulk = useRewardBulk();
  const list = useUrlListState(rewardFilters.defaults);
  const query = useRefereeRewards(apiQueryOf(rewardFilters, list));
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
    <ListPage live="referralRewards"
      testId="referee-rewards-page"
      filters={rewardFilters}
      filtersTestId="reward-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="rewards-table"
      listKey="referee-rewards"
      bulk={bulk}
      empty={{ none: t('referrals.rewards.empty'), filtered: t('referrals.rewards.emptyFiltered') }}
      exportCsv={{ path: '/admin/referral/refereeRewardRecord', fileName: 'referee-rewards.csv', testId: 'rewards-export' }}
      table={{
        onRow: (item) => ({ 'data-reward-id': item.id, onClick: () => open(item.id), style: { cursor: 'pointer' } }) as HTMLAttributes<HTMLElement>,
        rowClassName: (item) => (item.id === openId ? 'ant-table-row-selected' : ''),
      }}
    >
      <RewardDetailDrawer reward={reward} missing={missing} onClose={close} />
    </ListPage>
  );
}
