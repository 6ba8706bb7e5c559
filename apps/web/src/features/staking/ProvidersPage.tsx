import { EditOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import type { StakingProvider } from '@exchange/contract/staking/staking';
import { Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { RowIconButton } from '../../components/RowIconButton.tsx';
import { useCan } from '../../components/use-can.ts';
import { useCountFormat } from '../../components/use-count-format.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { NameWithDescriptionCell } from '../../components/NameWithDescriptionCell.tsx';
import { ProviderFormDrawer } from './ProviderFormDrawer.tsx';
import { providerFilters } from './staking-filters.ts';
import { useSetProviderState, useStakingProviders } from './staking-queries.ts';
import { StakingHistoryDrawer, type HistorySubject } from './StakingHistoryDrawer.tsx';
import { StakingStateSwitch } from './StakingStateSwitch.tsx';

function ProviderSwitch({ provider, canManage }: { provider: StakingProvider; canManage: boolean }) {
  const { t } = useTranslation();
  const setState = useSetProviderState();
  return (
    <StakingStateSwitch
      state={provider.state}
      name={provider.name}
      pending={setState.isPending}
      canManage={canManage}
      activateBody={t('staking.providers.activateBody')}
      deactivateBody={t('staking.providers.deactivateBody', { stakes: String(provider.activeStakes) })}
      onChange={(state) => setState.mutateAsync({ id: provider.id, body: { state } })}
      testId="provider-state-switch"
    />
  );
}

/** Providers: who runs the validators the protocols stake with, switched on and off, with their history. */
export default function ProvidersPage() {
  const { t } = useTranslation();
  const canManage = useCan('staking.manage');
  const format = useCountFormat();
  const list = useUrlListState(providerFilters.defaults);
  const query = useStakingProviders(apiQueryOf(providerFilters, list));
  const [editing, setEditing] = useState<{ provider: StakingProvider | null } | null>(null);
  const [history, setHistory] = useState<HistorySubject>();

  const columns: ColumnsType<StakingProvider> = [
    {
      key: 'name',
      title: t('staking.fields.name'),
      sorter: true,
      render: (_, p) => <NameWithDescriptionCell name={p.name} description={p.description} width={360} testId="provider-name" />,
    },
    {
      key: 'protocols',
      title: t('staking.providers.protocols'),
      align: 'end',
      render: (_, p) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{t('staking.providers.protocolsCount', { active: format.count(p.activeProtocols), total: format.count(p.protocols) })}</span>,
    },
    { key: 'activeStakes', title: t('staking.fields.activeStakes'), align: 'end', render: (_, p) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{format.count(p.activeStakes)}</span> },
    { key: 'state', title: t('staking.fields.state'), render: (_, p) => <ProviderSwitch provider={p} canManage={canManage} /> },
    {
      key: 'actions',
      title: t('staking.list.actions'),
      render: (_, p) => (
        <Space size={4}>
          <RowIconButton title={t('staking.list.history')} ariaLabel={t('staking.list.historyNamed', { name: p.name })} icon={<HistoryOutlined />} onClick={() => setHistory({ kind: 'provider', id: p.id, name: p.name })} testId="provider-history" />
          {canManage && <RowIconButton title={t('staking.list.edit')} ariaLabel={t('staking.list.editNamed', { name: p.name })} icon={<EditOutlined />} onClick={() => setEditing({ provider: p })} testId="provider-edit" />}
        </Space>
      ),
    },
  ];

  return (
    <ListPage
      testId="providers-page"
      filters={providerFilters}
      filtersTestId="provider-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="provider-table"
      empty={{ none: t('staking.providers.empty'), filtered: t('common.noResults') }}
      toolbar={
        canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ provider: null })} data-testid="provider-create">
            {t('staking.providers.create')}
          </Button>
        )
      }
      table={{ scroll: { x: 'max-content' } }}
    >
      {editing && <ProviderFormDrawer provider={editing.provider} onClose={() => setEditing(null)} />}
      <StakingHistoryDrawer subject={history} onClose={() => setHistory(undefined)} />
    </ListPage>
  );
}
