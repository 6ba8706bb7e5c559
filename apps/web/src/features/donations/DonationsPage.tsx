import type { Donation } from '@exchange/contract/donations/donations';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { CustomerLink } from '../../components/CustomerLink.tsx';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { donationFilters } from './donation-filters.ts';
import { useDonations } from './donation-queries.ts';

/** Every donation customers made, newest first, exportable as CSV. */
export default function DonationsPage() {
  const { t } = useTranslation();
  const list = useUrlListState(donationFilters.defaults);
  const query = useDonations(apiQueryOf(donationFilters, list));

  const columns: ColumnsType<Donation> = [
    { key: 'createdAt', title: t('donations.list.createdAt'), render: (_, d) => <DateTimeCell value={d.createdAt} /> },
    { key: 'cause', title: t('donations.list.cause'), render: (_, d) => <Typography.Text dir="auto">{d.causeName}</Typography.Text> },
    { key: 'customer', title: t('donations.list.customer'), render: (_, d) => <CustomerLink customerId={d.customer.id} text={d.customer.name} maxWidth={220} testId="donation-customer" /> },
    { key: 'amount', title: t('donations.list.amount'), align: 'end', render: (_, d) => <MoneyCell value={d.amount} currency={d.asset} testId="donation-amount" /> },
  ];

  return (
    <ListPage
      testId="donations-page"
      filters={donationFilters}
      filtersTestId="donation-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="donation-table"
      empty={{ none: t('donations.list.empty'), filtered: t('common.noResults') }}
      exportCsv={{ path: '/admin/donations', fileName: 'donations', testId: 'donations-export' }}
      table={{ scroll: { x: 'max-content' } }}
    />
  );
}
