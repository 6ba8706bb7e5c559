import { EditOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import type { StakingDuration, StakingProtocol } from '@exchange/contract/staking/staking';
import { Button, Flex, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { RowIconButton } from '../../components/RowIconButton.tsx';
import { useCan } from '../../components/use-can.ts';
import { useCountFormat } from '../../components/use-count-format.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { DurationFormDrawer } from './DurationFormDrawer.tsx';
import { DurationsTable } from './DurationsTable.tsx';
import { ProtocolFormDrawer } from './ProtocolFormDrawer.tsx';
import { protocolFilters } from './staking-filters.ts';
import { useSetProtocolState, useStakingProtocols } from './staking-queries.ts';
import { StakingHistoryDrawer, type HistorySubject } from './StakingHistoryDrawer.tsx';
import { StakingStateSwitch } from './StakingStateSwitch.tsx';
import { durationTag } from './staking-text.ts';

type Drawer = { kind: 'protocol'; protocol: StakingProtocol | null } | { kind: 'duration'; protocol: StakingProtocol; duration: StakingDuration | null };

function ProtocolSwitch({ protocol, canManage }: { protocol: StakingProtocol; canManage: boolean }) {
  const { t } = useTranslation();
  const setState = useSetProtocolState();
  return (
    <StakingStateSwitch
      state={protocol.state}
      name={protocol.name}
      pending={setState.isPending}
      canManage={canManage}
      activateBody={t('staking.protocols.activateBody')}
      deactivateBody={t('staking.protocols.deactivateBody', { stakes: String(protocol.activeStakes) })}
      onChange={(state) => setState.mutateAsync({ id: protocol.id, body: { state } })}
      testId="protocol-state-switch"
    />
  );
}

/** Protocols: each provider's staking of a coin with its minimum and lock periods; a row opens on its durations. */
export default function ProtocolsPage() {
  const { t } = useTranslation();
  const canManage = useCan('staking.manage');
  const format = useCountFormat();
  const list = useUrlListState(protocolFilters.defaults);
  const query = useStakingProtocols(apiQueryOf(protocolFilters, list));
  const [drawer, setDrawer] = useState<Drawer | null>(null);
  const [history, setHistory] = useState<HistorySubject>();

  const columns: ColumnsType<StakingProtocol> = [
    {
      key: 'name',
      title: t('staking.fields.name'),
      sorter: true,
      render: (_, p) => (
        <Flex vertical style={{ maxWidth: 320 }}>
          <Typography.Text strong dir="auto" data-testid="protocol-name">
            {p.name}
          </Typography.Text>
          <Typography.Text type="secondary" dir="auto" style={{ fontSize: 12 }}>
            {p.provider.name}
            {p.provider.state === 'INACTIVE' && <> · {t('staking.protocols.providerOff')}</>}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'coin', title: t('staking.fields.coin'), sorter: true, render: (_, p) => <Typography.Text strong>{p.coin}</Typography.Text> },
    { key: 'minAmount', title: t('staking.fields.minAmount'), align: 'end', render: (_, p) => <MoneyCell value={p.minAmount} currency={p.coin} /> },
    {
      key: 'durations',
      title: t('staking.fields.durations'),
      render: (_, p) => (
        <Flex gap={4} wrap style={{ maxWidth: 260 }}>
          {p.durations.length === 0 && <Typography.Text type="secondary">{t('common.none')}</Typography.Text>}
          {p.durations.map((d) => (
            <Tag key={d.id} color={d.state === 'ACTIVE' ? 'blue' : 'default'} style={{ marginInlineEnd: 0 }}>
              {durationTag(t, d.days, d.apy)}
            </Tag>
          ))}
        </Flex>
      ),
    },
    { key: 'staked', title: t('staking.fields.staked'), sorter: true, align: 'end', render: (_, p) => <MoneyCell value={p.staked} currency={p.coin} testId="protocol-staked" /> },
    { key: 'activeStakes', title: t('staking.fields.activeStakes'), align: 'end', render: (_, p) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{format.count(p.activeStakes)}</span> },
    { key: 'state', title: t('staking.fields.state'), render: (_, p) => <ProtocolSwitch protocol={p} canManage={canManage} /> },
    {
      key: 'actions',
      title: t('staking.list.actions'),
      render: (_, p) => (
        <Space size={4}>
          <RowIconButton title={t('staking.list.history')} ariaLabel={t('staking.list.historyNamed', { name: p.name })} icon={<HistoryOutlined />} onClick={() => setHistory({ kind: 'protocol', id: p.id, name: p.name })} testId="protocol-history" />
          {canManage && <RowIconButton title={t('staking.list.edit')} ariaLabel={t('staking.list.editNamed', { name: p.name })} icon={<EditOutlined />} onClick={() => setDrawer({ kind: 'protocol', protocol: p })} testId="protocol-edit" />}
        </Space>
      ),
    },
  ];

  return (
    <ListPage
      testId="protocols-page"
      filters={protocolFilters}
      filtersTestId="protocol-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="protocol-table"
      empty={{ none: t('staking.protocols.empty'), filtered: t('common.noResults') }}
      toolbar={
        canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ kind: 'protocol', protocol: null })} data-testid="protocol-create">
            {t('staking.protocols.create')}
          </Button>
        )
      }
      table={{
        scroll: { x: 'max-content' },
        expandable: {
          expandedRowRender: (p) => (
            <DurationsTable protocol={p} canManage={canManage} onAdd={() => setDrawer({ kind: 'duration', protocol: p, duration: null })} onEdit={(d) => setDrawer({ kind: 'duration', protocol: p, duration: d })} />
          ),
        },
      }}
    >
      {drawer?.kind === 'protocol' && <ProtocolFormDrawer protocol={drawer.protocol} onClose={() => setDrawer(null)} />}
      {drawer?.kind === 'duration' && <DurationFormDrawer protocol={drawer.protocol} duration={drawer.duration} onClose={() => setDrawer(null)} />}
      <StakingHistoryDrawer subject={history} onClose={() => setHistory(undefined)} />
    </ListPage>
  );
}
