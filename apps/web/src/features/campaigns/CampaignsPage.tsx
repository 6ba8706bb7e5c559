import { EditOutlined, GiftOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { Campaign } from '@exchange/contract/campaigns/campaigns';
import { Button, Flex, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { RowIconButton } from '../../components/RowIconButton.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useCan } from '../../components/use-can.ts';
import { useCountFormat } from '../../components/use-count-format.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { NameWithDescriptionCell } from '../../components/NameWithDescriptionCell.tsx';
import { CampaignFormDrawer } from './CampaignFormDrawer.tsx';
import { GrantRewardModal } from './GrantRewardModal.tsx';
import { campaignFilters } from './campaign-filters.ts';
import { useCampaigns } from './campaign-queries.ts';

type Open = { kind: 'form'; campaign: Campaign | null } | { kind: 'grant'; campaign: Campaign };

/** Campaign: marketing campaigns with their period, target and reward rule, and what they paid. */
export default function CampaignsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canManage = useCan('campaigns.manage');
  const format = useCountFormat();
  const list = useUrlListState(campaignFilters.defaults);
  const query = useCampaigns(apiQueryOf(campaignFilters, list));
  const [open, setOpen] = useState<Open | null>(null);

  const target = (c: Campaign) => {
    const parts = [
      c.targetCountry ? t('campaigns.target.country', { country: c.targetCountry }) : null,
      c.minKycLevel !== null ? t('campaigns.kycLevel', { level: c.minKycLevel }) : null,
      c.newCustomersOnly ? t('campaigns.target.new') : null,
    ].filter((p): p is string => p !== null);
    return parts.length === 0 ? <Typography.Text type="secondary">{t('campaigns.target.everyone')}</Typography.Text> : <Space size={4} wrap>{parts.map((p) => <Tag key={p}>{p}</Tag>)}</Space>;
  };

  const columns: ColumnsType<Campaign> = [
    {
      key: 'name',
      title: t('campaigns.fields.name'),
      render: (_, c) => <NameWithDescriptionCell name={c.name} description={c.description} width={300} testId="campaign-name" />,
    },
    {
      key: 'period',
      title: t('campaigns.fields.period'),
      render: (_, c) => (
        <Flex vertical>
          <DateTimeCell value={c.startsAt} />
          <DateTimeCell value={c.endsAt} />
        </Flex>
      ),
    },
    { key: 'phase', title: t('campaigns.fields.phase'), render: (_, c) => <StatusTag status={c.phase} testId="campaign-phase" /> },
    { key: 'target', title: t('campaigns.fields.target'), render: (_, c) => target(c) },
    { key: 'reward', title: t('campaigns.fields.reward'), align: 'end', render: (_, c) => <MoneyCell value={c.rewardAmount} currency={c.rewardAsset} testId="campaign-reward" /> },
    {
      key: 'granted',
      title: t('campaigns.fields.granted'),
      align: 'end',
      render: (_, c) => (
        <Flex vertical align="end">
          <span>{format.count(c.rewardCount)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('campaigns.list.disbursed', { amount: c.disbursed, asset: c.rewardAsset })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: t('campaigns.list.actions'),
      render: (_, c) => (
        <Space size={4}>
          <RowIconButton title={t('campaigns.list.rewards')} ariaLabel={t('campaigns.list.rewardsNamed', { name: c.name })} icon={<UnorderedListOutlined />} onClick={() => void navigate(`/campaigns/rewards?campaignId=${c.id}`)} testId="campaign-rewards" />
          {canManage && (
            <>
              <RowIconButton title={t('campaigns.list.edit')} ariaLabel={t('campaigns.list.editNamed', { name: c.name })} icon={<EditOutlined />} onClick={() => setOpen({ kind: 'form', campaign: c })} testId="campaign-edit" />
              {c.phase === 'RUNNING' && (
                <RowIconButton title={t('campaigns.list.grant')} ariaLabel={t('campaigns.list.grantNamed', { name: c.name })} icon={<GiftOutlined />} onClick={() => setOpen({ kind: 'grant', campaign: c })} testId="campaign-grant" />
              )}
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <ListPage
      testId="campaigns-page"
      filters={campaignFilters}
      filtersTestId="campaign-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="campaign-table"
      empty={{ none: t('campaigns.list.empty'), filtered: t('common.noResults') }}
      toolbar={
        canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen({ kind: 'form', campaign: null })} data-testid="campaign-create">
            {t('campaigns.list.create')}
          </Button>
        )
      }
      table={{ scroll: { x: 'max-content' } }}
    >
      {open?.kind === 'form' && <CampaignFormDrawer campaign={open.campaign} onClose={() => setOpen(null)} />}
      {open?.kind === 'grant' && <GrantRewardModal campaign={open.campaign} onClose={() => setOpen(null)} />}
    </ListPage>
  );
}
