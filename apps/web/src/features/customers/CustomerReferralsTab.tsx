import type { RefereeReward } from '@exchange/contract/referrals/referrals';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { answer, api } from '../../app/api.ts';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { fromPageNo, toPageNo } from '../../components/list/page-no.ts';
import { tableStateOf, useListQuery } from '../../components/list/use-list-query.ts';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { ResourceTable } from '../../components/ResourceTable.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { customerPath } from './customer-paths.ts';
import { customerKeys } from './customer-queries.ts';
import { useTabPage } from './use-tab-page.ts';

/** Referral rewards where the customer referred someone or was referred (Referee Rewards' own call). */
export function CustomerReferralsTab({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const paging = useTabPage();
  const query = useListQuery([...customerKeys.all, 'referrals', customerId, paging.page, paging.limit], async ({ signal, withTotal }) =>
    fromPageNo(await answer(api.GET('/admin/referral/refereeRewardRecord', { params: { query: { ...toPageNo({ page: paging.page, limit: paging.limit }), customerId, withTotal } }, signal }))),
  );
  const columns: ColumnsType<RefereeReward> = [
    {
      key: 'role',
      title: t('customers.referrals.role'),
      render: (_, r) => <Tag color={r.referrer.id === customerId ? 'blue' : 'purple'}>{t(r.referrer.id === customerId ? 'customers.referrals.referrer' : 'customers.referrals.referee')}</Tag>,
    },
    {
      key: 'other',
      title: t('customers.referrals.otherParty'),
      render: (_, r) => {
        const other = r.referrer.id === customerId ? r.referee : r.referrer;
        return <Link to={customerPath(other.id)}>{other.name}</Link>;
      },
    },
    { key: 'trigger', title: t('referrals.fields.trigger'), render: (_, r) => t(`referrals.trigger.${r.trigger}`) },
    { key: 'amount', title: t('referrals.fields.amount'), align: 'end', render: (_, r) => <MoneyCell value={r.amount} currency={r.coin} /> },
    { key: 'createdAt', title: t('referrals.fields.createdAt'), render: (_, r) => <DateTimeCell value={r.createdAt} /> },
    { key: 'status', title: t('referrals.fields.status'), render: (_, r) => <StatusTag status={r.status} /> },
  ];
  return (
    <ResourceTable<RefereeReward>
      testId="customer-referrals"
      columns={columns}
      rowKey="id"
      {...tableStateOf(query)}
      {...paging}
      emptyText={t('customers.tabs.noReferrals')}
    />
  );
}
