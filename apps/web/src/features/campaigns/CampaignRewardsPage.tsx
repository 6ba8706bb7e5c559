import type { CampaignReward } from '@exchange/contract/campaigns/campaigns';
import { Flex, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { CustomerLink } from '../../components/CustomerLink.tsx';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { CampaignRewardActions } from './CampaignRewardActions.tsx';
import { campaignRewardFilters } from './campaign-filters.ts';
import { useCampaignRewards } from './campaign-queries.ts';

/** Rewards: what campaigns granted to customers, approved and paid through the ledger by two different admins; exportable as CSV. */
export default function CampaignRewardsPage() {
  const { t } = useTranslation();
  const list = useUrlListState(campaignRewardFilters.defaults);
  const query = useCampaignRewards(apiQueryOf(campaignRewardFilters, list));

  const columns: ColumnsType<CampaignReward> = [
    { key: 'createdAt', title: t('campaigns.rewards.grantedAt'), render: (_, r) => <DateTimeCell value={r.createdAt} /> },
    { key: 'campaign', title: t('campaigns.rewards.campaign'), render: (_, r) => <Typography.Text dir="auto">{r.campaignName}</Typography.Text> },
    { key: 'customer', title: t('campaigns.rewards.customer'), render: (_, r) => <CustomerLink customerId={r.customer.id} text={r.customer.name} maxWidth={200} testId="campaign-reward-customer" /> },
    { key: 'amount', title: t('campaigns.rewards.amount'), align: 'end', render: (_, r) => <MoneyCell value={r.amount} currency={r.asset} testId="campaign-reward-amount" /> },
    {
      key: 'status',
      title: t('campaigns.fields.status'),
      render: (_, r) => (
        <Tooltip title={r.statusReason ?? undefined}>
          <span>
            <StatusTag status={r.status} testId="campaign-reward-status" />
          </span>
        </Tooltip>
      ),
    },
    {
      key: 'people',
      title: t('campaigns.rewards.people'),
      render: (_, r) => (
        <Flex vertical style={{ fontSize: 12 }}>
          <span>{t('campaigns.rewards.grantedBy', { name: r.grantedBy.name })}</span>
          {r.approvedBy && <span>{t('campaigns.rewards.approvedBy', { name: r.approvedBy.name })}</span>}
          {r.disbursedBy && <span>{t('campaigns.rewards.disbursedBy', { name: r.disbursedBy.name })}</span>}
        </Flex>
      ),
    },
    { key: 'actions', title: t('campaigns.list.actions'), render: (_, r) => <CampaignRewardActions reward={r} /> },
  ];

  return (
    <ListPage
      testId="campaign-rewards-page"
      filters={campaignRewardFilters}
      filtersTestId="campaign-reward-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="campaign-reward-table"
      empty={{ none: t('campaigns.rewards.empty'), filtered: t('common.noResults') }}
      exportCsv={{ path: '/admin/campaigns/rewards', fileName: 'campaign-rewards', testId: 'campaign-rewards-export' }}
      table={{ scroll: { x: 'max-content' } }}
    />
  );
}
