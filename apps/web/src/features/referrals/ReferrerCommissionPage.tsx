import { InfoCircleOutlined } from '@ant-design/icons';
import type { ReferrerCommission } from '@exchange/contract/referrals/referrals';
import { Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { useCountFormat } from '../../components/use-count-format.ts';
import { useDateFormat } from '../../components/use-date-format.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { ReferralPartyCell } from './ReferralPartyCell.tsx';
import { commissionFilters } from './referral-filters.ts';
import { useReferrerCommission } from './referral-queries.ts';

/** The referee rewards behind one commission row: that referrer's rewards, searched by e-mail. */
const rewardsOf = (row: ReferrerCommission) => `/referee-rewards?${new URLSearchParams({ search: row.referrer.email }).toString()}`;

export default function ReferrerCommissionPage() {
  const { t } = useTranslation();
  const format = useCountFormat();
  const { date } = useDateFormat();
  const list = useUrlListState(commissionFilters.defaults);
  const query = useReferrerCommission(apiQueryOf(commissionFilters, list));

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
    <ListPage
      testId="referrer-commission-page"
      filters={commissionFilters}
      filtersTestId="commission-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey={(row) => `${row.referrer.id}/${row.coin}`}
      tableTestId="commission-table"
      empty={{ none: t('referrals.commission.empty'), filtered: t('referrals.commission.emptyFiltered') }}
      exportCsv={{ path: '/admin/referral/referrerCommission', fileName: 'referrer-commission.csv', testId: 'commission-export' }}
      table={{ onRow: (row) => ({ 'data-referrer-email': row.referrer.email, 'data-coin': row.coin }) as HTMLAttributes<HTMLElement> }}
    />
  );
}
