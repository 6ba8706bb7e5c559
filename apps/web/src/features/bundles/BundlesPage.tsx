import { EditOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import type { Bundle } from '@exchange/contract/bundles/bundles';
import { Button, Space, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmSwitch } from '../../components/ConfirmSwitch.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { RowIconButton } from '../../components/RowIconButton.tsx';
import { useCan } from '../../components/use-can.ts';
import { useCountFormat } from '../../components/use-count-format.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { NameWithDescriptionCell } from '../../components/NameWithDescriptionCell.tsx';
import { BundleBasket } from './BundleBasket.tsx';
import { bundleFilters } from './bundle-filters.ts';
import { BundleFormDrawer } from './BundleFormDrawer.tsx';
import { BundleHistoryDrawer } from './BundleHistoryDrawer.tsx';
import { useBundles, useSetBundleState } from './bundle-queries.ts';

type Drawer = { kind: 'form'; bundle: Bundle | null } | { kind: 'history'; bundle: Bundle };

function BundleStateSwitch({ bundle, canManage }: { bundle: Bundle; canManage: boolean }) {
  const { t } = useTranslation();
  const setState = useSetBundleState();
  const name = { name: bundle.name };
  return (
    <ConfirmSwitch
      checked={bundle.state === 'ACTIVE'}
      pending={setState.isPending}
      canWrite={canManage}
      ariaLabel={t('bundles.toggle.label', name)}
      checkedLabel={t('bundles.state.ACTIVE')}
      uncheckedLabel={t('bundles.state.INACTIVE')}
      copy={(next) =>
        next
          ? { title: t('bundles.toggle.activateTitle', name), description: t('bundles.toggle.activateBody'), okText: t('bundles.toggle.activate') }
          : { title: t('bundles.toggle.deactivateTitle', name), description: t('bundles.toggle.deactivateBody', { subscribers: String(bundle.subscribers) }), okText: t('bundles.toggle.deactivate') }
      }
      onConfirm={async (next) => {
        const saved = await setState.mutateAsync({ id: bundle.id, body: { state: next ? 'ACTIVE' : 'INACTIVE' } });
        return saved.state === 'ACTIVE' ? t('bundles.toggle.activated', { name: saved.name }) : t('bundles.toggle.deactivated', { name: saved.name });
      }}
      testId="bundle-state-switch"
    />
  );
}

/** Crypto Bundles: baskets of coins customers invest in, with their subscribers and the value invested. */
export default function BundlesPage() {
  const { t } = useTranslation();
  const canManage = useCan('bundles.manage');
  const format = useCountFormat();
  const list = useUrlListState(bundleFilters.defaults);
  const query = useBundles(apiQueryOf(bundleFilters, list));
  const [drawer, setDrawer] = useState<Drawer | null>(null);

  const columns: ColumnsType<Bundle> = [
    {
      key: 'name',
      title: t('bundles.fields.name'),
      sorter: true,
      render: (_, b) => <NameWithDescriptionCell name={b.name} description={b.description} width={320} testId="bundle-name" />,
    },
    { key: 'coins', title: t('bundles.fields.coins'), render: (_, b) => <BundleBasket coins={b.coins} /> },
    { key: 'minInvestment', title: t('bundles.fields.minInvestment'), align: 'end', render: (_, b) => <MoneyCell value={b.minInvestment} currency={b.quoteAsset} testId="bundle-min" /> },
    {
      key: 'subscribers',
      title: t('bundles.fields.subscribers'),
      sorter: true,
      align: 'end',
      render: (_, b) => (
        <span style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="bundle-subscribers">
          {format.count(b.subscribers)}
        </span>
      ),
    },
    {
      key: 'value',
      title: (
        <Tooltip title={t('bundles.list.valueHint')}>
          <span>{t('bundles.fields.value')}</span>
        </Tooltip>
      ),
      sorter: true,
      align: 'end',
      render: (_, b) => <MoneyCell value={b.value} currency={b.quoteAsset} testId="bundle-value" />,
    },
    { key: 'state', title: t('bundles.fields.state'), render: (_, b) => <BundleStateSwitch bundle={b} canManage={canManage} /> },
    {
      key: 'actions',
      title: t('bundles.list.actions'),
      render: (_, b) => (
        <Space size={4}>
          <RowIconButton title={t('bundles.list.history')} ariaLabel={t('bundles.list.historyNamed', { name: b.name })} icon={<HistoryOutlined />} onClick={() => setDrawer({ kind: 'history', bundle: b })} testId="bundle-history" />
          {canManage && (
            <RowIconButton title={t('bundles.list.edit')} ariaLabel={t('bundles.list.editNamed', { name: b.name })} icon={<EditOutlined />} onClick={() => setDrawer({ kind: 'form', bundle: b })} testId="bundle-edit" />
          )}
        </Space>
      ),
    },
  ];

  return (
    <ListPage
      testId="bundles-page"
      filters={bundleFilters}
      filtersTestId="bundle-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="bundle-table"
      empty={{ none: t('bundles.list.empty'), filtered: t('common.noResults') }}
      toolbar={
        canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ kind: 'form', bundle: null })} data-testid="bundle-create">
            {t('bundles.list.create')}
          </Button>
        )
      }
      table={{ scroll: { x: 'max-content' } }}
    >
      {drawer?.kind === 'form' && <BundleFormDrawer bundle={drawer.bundle} onClose={() => setDrawer(null)} />}
      <BundleHistoryDrawer bundle={drawer?.kind === 'history' ? drawer.bundle : undefined} onClose={() => setDrawer(null)} />
    </ListPage>
  );
}
