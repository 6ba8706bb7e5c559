import type { Customer } from '@exchange/contract/customers/customers';
import type { CustomerState } from '@exchange/contract/customers/customer-states';
import { StopOutlined } from '@ant-design/icons';
import { Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { ExportCsvButton } from '../../components/ExportCsvButton.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { TwoLineCell } from '../../components/TwoLineCell.tsx';
import { useCountryName } from '../../components/use-country-options.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { CustomerKycTags, CustomerStateTag } from './CustomerStateTags.tsx';
import { accountViewFilters, customerFilters } from './customer-filters.ts';
import { customerPath } from './customer-paths.ts';
import { useCustomerList } from './customer-queries.ts';

/** The three screens over the customers: all of them, or one state's (the spec's Pending and Approved Accounts). */
export type CustomerView = { kind: 'all' } | { kind: 'state'; state: CustomerState; testId: string };

export function CustomerListView({ view }: { view: CustomerView }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const filters = view.kind === 'all' ? customerFilters : accountViewFilters;
  const list = useUrlListState(filters.defaults);
  const fixed = view.kind === 'state' ? { state: view.state } : {};
  const query = useCustomerList({ ...apiQueryOf(filters, list), ...fixed });

  const columns: ColumnsType<Customer> = [
    {
      key: 'customer',
      title: t('customers.columns.customer'),
      render: (_, c) => (
        <Link to={customerPath(c.id)} data-testid="customer-open">
          <TwoLineCell primary={c.name} secondary={c.email} title={`${c.name} <${c.email}>`} width={220} />
        </Link>
      ),
    },
    { key: 'phone', title: t('customers.fields.phone'), render: (_, c) => (c.phone ? <span dir="ltr" style={{ whiteSpace: 'nowrap' }}>{c.phone}</span> : <Typography.Text type="secondary">{t('common.none')}</Typography.Text>) },
    { key: 'country', title: t('customers.fields.country'), render: (_, c) => <span title={c.country}>{countryName(c.country)}</span> },
    { key: 'kyc', title: t('customers.columns.kyc'), render: (_, c) => <CustomerKycTags customer={c} /> },
    {
      key: 'labels',
      title: t('customers.fields.labels'),
      render: (_, c) => (
        <Space size={4} wrap>
          {c.labels.map((label) => <Tag key={label} style={{ marginInlineEnd: 0 }}>{label}</Tag>)}
        </Space>
      ),
    },
    { key: 'createdAt', title: t('customers.fields.createdAt'), render: (_, c) => <DateTimeCell value={c.createdAt} /> },
    {
      key: 'state',
      title: t('customers.fields.state'),
      fixed: 'end',
      render: (_, c) => (
        <Space size={4}>
          <CustomerStateTag customer={c} testId="row-state" />
          {(c.withdrawalsBlock || c.tradingBlock) && (
            <Tooltip title={[c.withdrawalsBlock && t('customers.blocks.WITHDRAWALS'), c.tradingBlock && t('customers.blocks.TRADING')].filter(Boolean).join(', ')}>
              <StopOutlined style={{ color: '#cf1322' }} data-testid="row-blocked" />
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];

  const exportCsv = { path: '/admin/customers', fileName: 'customer-list.csv', testId: 'customers-export' } as const;
  return (
    <ListPage live="customers"
      listKey={view.kind === 'all' ? 'customers' : `customers-${view.state.toLowerCase()}`}
      testId={view.kind === 'all' ? 'customers-page' : view.testId}
      filters={filters}
      filtersTestId="customer-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="customers-table"
      empty={{ none: t('customers.list.empty'), filtered: t('customers.list.emptyFiltered') }}
      table={{ onRow: (c) => ({ 'data-customer-id': c.id }) as HTMLAttributes<HTMLElement> }}
      // The fixed state travels with the export, so the file holds what the view shows.
      {...(view.kind === 'all'
        ? { exportCsv }
        : { toolbar: <ExportCsvButton path={exportCsv.path} filters={{ ...list.filters, ...fixed }} fallbackName={exportCsv.fileName} testId={exportCsv.testId} /> })}
    />
  );
}
