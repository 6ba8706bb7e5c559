import { InfoCircleOutlined } from '@ant-design/icons';
import type { ReferrerCommission } from '@exchange/contract/referrals/referrals';
import { Button, Card, Empty, Flex, Select, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { ResourceTable } from '../../components/ResourceTable.tsx';
import { useCountFormat } from '../../components/use-count-format.ts';
import { useDateFormat } from '../../components/use-date-format.ts';
import { useUrlListState, type ListDefaults } from '../../components/use-url-list-state.ts';
import { COINS } from '../p2p/p2p-constants.ts';
import { ReferralPartyCell } from './ReferralPartyCell.tsx';
import { commissionQuery, useReferrerCommission, type CommissionFilters } from './referral-api.ts';
import { ListSearchBox } from '../../components/ListSearchBox.tsx';

const listDefaults: ListDefaults<CommissionFilters> = {
  filters: { search: undefined, coin: undefined },
  allowed: { coin: COINS },
  limit: 20,
};

/** The referee rewards behind one commission row: that referrer's rewards, searched by e-mail. */
const rewardsOf = (row: ReferrerCommission) => `/referee-rewards?${new URLSearchParams({ search: row.referrer.email }).toString()}`;

export default function ReferrerCommissionPage() {
  const { t } = useTranslation();
  const format = useCountFormat();
  const { date } = useDateFormat();
  const list = useUrlListState(listDefaults);
  const query = useReferrerCommission(commissionQuery(list));

  const amount = (key: 'pendingAmount' | 'approvedAmount' | 'disbursedAmount' | 'rejectedAmount') => (_: unknown, row: ReferrerCommission) => (
    <MoneyCell value={row[key]} currency={row.coin} testId={`row-${key}`} />
  );
  const titleWithHint = (title: string, hint: string) => (
    <Tooltip title={hint}>
      <span style={{ whiteSpace: 'nowrap' }}>
        {title} <InfoCircleOutlined style={{ fontSize: 12 }} />
      </span>
    </Tooltip>
  );

  const columns: ColumnsType<ReferrerCommission> = [
    {
      key: 'referrer',
      title: t('referrals.fields.referrer'),
      render: (_, row) => (
        <ReferralPartyCell
          party={row.referrer}
          width={220}
          testId="row-referrer"
          name={
            <Link to={rewardsOf(row)} title={t('referrals.commission.showRewards')}>
              {row.referrer.name}
            </Link>
          }
        />
      ),
    },
    { key: 'coin', title: t('referrals.commission.coin'), dataIndex: 'coin' },
    { key: 'referees', title: t('referrals.commission.referees'), align: 'end', render: (_, row) => format.count(row.referees) },
    { key: 'rewards', title: t('referrals.commission.rewards'), align: 'end', render: (_, row) => format.count(row.rewards) },
    { key: 'pending', title: titleWithHint(t('referrals.commission.pending'), t('referrals.commission.pendingHint')), align: 'end', render: amount('pendingAmount') },
    { key: 'approved', title: titleWithHint(t('referrals.commission.approved'), t('referrals.commission.approvedHint')), align: 'end', render: amount('approvedAmount') },
    { key: 'disbursed', title: t('referrals.commission.disbursed'), align: 'end', render: amount('disbursedAmount') },
    { key: 'rejected', title: t('referrals.commission.rejected'), align: 'end', render: amount('rejectedAmount') },
    { key: 'lastRewardAt', title: t('referrals.commission.lastRewardAt'), render: (_, row) => <span style={{ whiteSpace: 'nowrap' }}>{date(row.lastRewardAt)}</span> },
  ];

  return (
    <Card data-testid="referrer-commission-page">
      <Flex wrap gap={8} style={{ marginBottom: 16 }} role="search" aria-label={t('common.filters')}>
        <ListSearchBox value={list.filters.search} onSearch={(search) => list.setFilters({ search })} placeholder={t('referrals.commission.searchPlaceholder')} width={280} testId="commission-search" />
        <Select
          allowClear
          value={list.filters.coin}
          placeholder={t('referrals.commission.anyCoin')}
          aria-label={t('referrals.commission.coin')}
          options={COINS.map((coin) => ({ value: coin, label: coin }))}
          onChange={(value?: string) => list.setFilters({ coin: value })}
          style={{ width: 150 }}
          data-testid="commission-coin"
        />
        <Button onClick={list.reset} disabled={!list.isFiltered} data-testid="commission-filters-reset">
          {t('common.reset')}
        </Button>
      </Flex>
      <ResourceTable<ReferrerCommission>
        testId="commission-table"
        columns={columns}
        rowKey={(row) => `${row.referrer.id}/${row.coin}`}
        data={query.data}
        loading={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        page={list.page}
        limit={list.limit}
        onPageChange={list.setPage}
        emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={list.isFiltered ? t('referrals.commission.emptyFiltered') : t('referrals.commission.empty')} />}
        onRow={(row) => ({ 'data-referrer-email': row.referrer.email, 'data-coin': row.coin }) as HTMLAttributes<HTMLElement>}
      />
    </Card>
  );
}
