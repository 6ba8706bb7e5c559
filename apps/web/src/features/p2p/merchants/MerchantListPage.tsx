import { EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import type { Merchant } from '@exchange/contract/p2p/merchants';
import { Button, Space, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ListPage } from '../../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../../components/list/list-filters.ts';
import { useCan } from '../../../components/use-can.ts';
import { useCountFormat } from '../../../components/use-count-format.ts';
import { useUrlListState } from '../../../components/use-url-list-state.ts';
import { merchantFilters } from './merchant-filters.ts';
import { useMerchants } from './merchant-queries.ts';
import { merchantPagePath } from './merchant-paths.ts';
import { MerchantFormDrawer } from './MerchantFormDrawer.tsx';
import { MerchantStatusSwitch } from './MerchantStatusSwitch.tsx';
import { useCountryName } from '../../../components/use-country-options.ts';
import { RowIconButton } from '../../../components/RowIconButton.tsx';

type Drawer = { mode: 'create' } | { mode: 'edit'; merchant: Merchant };

export default function MerchantListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const canWrite = useCan('p2p.merchants.write');
  const format = useCountFormat();
  const countryName = useCountryName();
  const list = useUrlListState(merchantFilters.defaults);
  const query = useMerchants(apiQueryOf(merchantFilters, list));
  const [drawer, setDrawer] = useState<Drawer | null>(null);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', numberingSystem: 'latn' });

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
        <Tooltip title={countryName(m.country)}>
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
    <ListPage
      testId="merchant-list-page"
      filters={merchantFilters}
      filtersTestId="merchant-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="merchant-table"
      empty={{ none: t('merchants.list.empty'), filtered: t('common.noResults') }}
      exportCsv={{ path: '/admin/p2p/merchants', fileName: 'p2p-merchants.csv', testId: 'merchants-export' }}
      toolbar={
        canWrite && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ mode: 'create' })} data-testid="merchant-create">
            {t('merchants.list.create')}
          </Button>
        )
      }
      table={{ onRow: (m) => ({ onClick: () => void navigate(merchantPagePath(m.id)), style: { cursor: 'pointer' } }) }}
    >
      {drawer && <MerchantFormDrawer merchant={drawer.mode === 'edit' ? drawer.merchant : null} onClose={() => setDrawer(null)} />}
    </ListPage>
  );
}
