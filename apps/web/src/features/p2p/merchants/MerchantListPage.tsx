import { EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import type { Merchant } from '@exchange/contract/p2p/merchants';
import { Button, Card, Empty, Flex, Select, Space, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ResourceTable } from '../../../components/ResourceTable.tsx';
import { useCan } from '../../../components/use-can.ts';
import { useCountFormat } from '../../../components/use-count-format.ts';
import { listQuery, useUrlListState, type ListDefaults } from '../../../components/use-url-list-state.ts';
import { useMerchants } from './merchant-api.ts';
import { merchantPagePath } from './merchant-paths.ts';
import { MerchantFormDrawer } from './MerchantFormDrawer.tsx';
import { MerchantStatusSwitch } from './MerchantStatusSwitch.tsx';
import { useCountryOptions } from '../../../components/use-country-options.ts';
import { COUNTRY_CODES } from '../p2p-constants.ts';
import { ListSearchBox } from '../../../components/ListSearchBox.tsx';
import { RowIconButton } from '../../../components/RowIconButton.tsx';

interface MerchantFilters {
  search: string | undefined;
  isActive: string | undefined;
  isOnline: string | undefined;
  country: string | undefined;
}

const booleans = ['true', 'false'];

const listDefaults: ListDefaults<MerchantFilters> = {
  filters: { search: undefined, isActive: undefined, isOnline: undefined, country: undefined },
  allowed: { isActive: booleans, isOnline: booleans, country: COUNTRY_CODES },
  limit: 20,
  sort: 'createdAt',
  // The contract's merchantSortFields.
  sorts: ['createdAt', 'name', 'completedOrders'],
  order: 'desc',
};

type Drawer = { mode: 'create' } | { mode: 'edit'; merchant: Merchant };

export default function MerchantListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const canWrite = useCan('p2p.merchants.write');
  const format = useCountFormat();
  const countries = useCountryOptions(COUNTRY_CODES);
  const list = useUrlListState(listDefaults);
  const { data, error, isFetching, refetch } = useMerchants(listQuery(list));
  const [drawer, setDrawer] = useState<Drawer | null>(null);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', numberingSystem: 'latn' });
  const countryName = new Map(countries.map((c) => [c.value, c.label]));

  const booleanOptions = (yes: string, no: string) => [
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ];

  const columns: ColumnsType<Merchant> = [
    {
      key: 'name',
      title: t('merchants.fields.name'),
      sorter: true,
      render: (_, m) => (
        <Link to={merchantPagePath(m.id)} onClick={(e) => e.stopPropagation()} data-testid="merchant-name-link">
          {m.name}
        </Link>
      ),
    },
    { key: 'email', title: t('merchants.fields.email'), dataIndex: 'email' },
    { key: 'phone', title: t('merchants.fields.phone'), dataIndex: 'phone', render: (phone: string) => <span dir="ltr" style={{ whiteSpace: 'nowrap' }}>{phone}</span> },
    {
      key: 'country',
      title: t('merchants.fields.country'),
      render: (_, m) => (
        <Tooltip title={countryName.get(m.country)}>
          <span>{m.country}</span>
        </Tooltip>
      ),
    },
    { key: 'isActive', title: t('merchants.fields.active'), render: (_, m) => <MerchantStatusSwitch merchant={m} kind="active" canWrite={canWrite} /> },
    { key: 'isOnline', title: t('merchants.fields.online'), render: (_, m) => <MerchantStatusSwitch merchant={m} kind="online" canWrite={canWrite} /> },
    { key: 'completedOrders', title: t('merchants.fields.completedOrders'), sorter: true, align: 'end', width: 96, render: (_, m) => format.count(m.completedOrders) },
    {
      key: 'completionRate',
      title: t('merchants.fields.completionRate'),
      align: 'end',
      width: 96,
      render: (_, m) => (m.completionRate === null ? <Typography.Text type="secondary">{t('common.none')}</Typography.Text> : format.percent(m.completionRate)),
    },
    { key: 'activeAds', title: t('merchants.fields.activeAds'), align: 'end', width: 64, render: (_, m) => format.count(m.activeAds) },
    {
      key: 'createdAt',
      title: t('merchants.fields.createdAt'),
      sorter: true,
      render: (_, m) => <span style={{ whiteSpace: 'nowrap' }}>{dates.format(new Date(m.createdAt))}</span>,
    },
    {
      key: 'actions',
      title: t('merchants.list.actions'),
      render: (_, m) => (
        <Space size={4} onClick={(e) => e.stopPropagation()}>
          <RowIconButton title={t('merchants.list.view')} ariaLabel={t('merchants.list.viewNamed', { name: m.name })} icon={<EyeOutlined />} onClick={() => void navigate(merchantPagePath(m.id))} testId="merchant-view" />
          {canWrite && (
            <RowIconButton title={t('merchants.list.edit')} ariaLabel={t('merchants.list.editNamed', { name: m.name })} icon={<EditOutlined />} onClick={() => setDrawer({ mode: 'edit', merchant: m })} testId="merchant-edit" />
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card data-testid="merchant-list-page">
      <Flex wrap gap={8} justify="space-between" style={{ marginBottom: 16 }}>
        <Flex wrap gap={8} role="search" aria-label={t('common.filters')}>
          <ListSearchBox value={list.filters.search} onSearch={(search) => list.setFilters({ search })} placeholder={t('merchants.list.searchPlaceholder')} width={260} testId="merchant-search" />
          <Select
            allowClear
            value={list.filters.isActive}
            placeholder={t('merchants.list.anyActive')}
            aria-label={t('merchants.fields.active')}
            options={booleanOptions(t('merchants.state.active'), t('merchants.state.inactive'))}
            onChange={(value?: string) => list.setFilters({ isActive: value })}
            style={{ width: 150 }}
            data-testid="merchant-filter-active"
          />
          <Select
            allowClear
            value={list.filters.isOnline}
            placeholder={t('merchants.list.anyOnline')}
            aria-label={t('merchants.fields.online')}
            options={booleanOptions(t('merchants.state.online'), t('merchants.state.offline'))}
            onChange={(value?: string) => list.setFilters({ isOnline: value })}
            style={{ width: 150 }}
            data-testid="merchant-filter-online"
          />
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={list.filters.country}
            placeholder={t('merchants.list.anyCountry')}
            aria-label={t('merchants.fields.country')}
            options={countries}
            onChange={(value?: string) => list.setFilters({ country: value })}
            style={{ width: 220 }}
            popupMatchSelectWidth={false}
            data-testid="merchant-filter-country"
          />
          {list.isFiltered && (
            <Button onClick={list.reset} data-testid="merchant-filters-reset">
              {t('common.reset')}
            </Button>
          )}
        </Flex>
        {canWrite && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ mode: 'create' })} data-testid="merchant-create">
            {t('merchants.list.create')}
          </Button>
        )}
      </Flex>
      <ResourceTable<Merchant>
        columns={columns}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        rowKey="id"
        page={list.page}
        limit={list.limit}
        onPageChange={list.setPage}
        sortField={list.sort}
        sortOrder={list.order}
        onSortChange={list.setSort}
        emptyText={list.isFiltered ? undefined : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('merchants.list.empty')} />}
        onRow={(m) => ({ onClick: () => void navigate(merchantPagePath(m.id)), style: { cursor: 'pointer' } })}
        testId="merchant-table"
      />
      {drawer && (
        <MerchantFormDrawer merchant={drawer.mode === 'edit' ? drawer.merchant : null} onClose={() => setDrawer(null)} />
      )}
    </Card>
  );
}
