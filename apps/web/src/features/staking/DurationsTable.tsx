import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { StakingDuration, StakingProtocol } from '@exchange/contract/staking/staking';
import { Button, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { RowIconButton } from '../../components/RowIconButton.tsx';
import { useCountFormat } from '../../components/use-count-format.ts';
import { useSetDurationState } from './staking-queries.ts';
import { StakingStateSwitch } from './StakingStateSwitch.tsx';
import { daysText } from './staking-text.ts';

function DurationSwitch({ protocol, duration, canManage }: { protocol: StakingProtocol; duration: StakingDuration; canManage: boolean }) {
  const { t } = useTranslation();
  const setState = useSetDurationState();
  return (
    <StakingStateSwitch
      state={duration.state}
      name={t('staking.durations.named', { days: daysText(t, duration.days), name: protocol.name })}
      pending={setState.isPending}
      canManage={canManage}
      activateBody={t('staking.durations.activateBody')}
      deactivateBody={t('staking.durations.deactivateBody', { stakes: String(duration.activeStakes) })}
      onChange={(state) => setState.mutateAsync({ id: duration.id, body: { state } })}
      testId="duration-state-switch"
    />
  );
}

/** A protocol's lock periods, shortest first: APY, what is staked in each, and their switches. */
export function DurationsTable({ protocol, canManage, onAdd, onEdit }: { protocol: StakingProtocol; canManage: boolean; onAdd: () => void; onEdit: (duration: StakingDuration) => void }) {
  const { t } = useTranslation();
  const format = useCountFormat();
  return (
    <Flex vertical gap={8} style={{ paddingInlineStart: 24, maxWidth: 760 }} data-testid="durations">
      <Table<StakingDuration>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={protocol.durations}
        data-testid="duration-table"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('staking.durations.empty') }}
        columns={[
          { key: 'days', title: t('staking.fields.days'), render: (_, d) => <Typography.Text strong data-testid="duration-days">{daysText(t, d.days)}</Typography.Text> },
          { key: 'apy', title: t('staking.fields.apy'), align: 'end', render: (_, d) => <span style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="duration-apy">{t('staking.durations.apyValue', { apy: d.apy })}</span> },
          { key: 'staked', title: t('staking.fields.staked'), align: 'end', render: (_, d) => <MoneyCell value={d.staked} currency={protocol.coin} /> },
          { key: 'activeStakes', title: t('staking.fields.activeStakes'), align: 'end', render: (_, d) => format.count(d.activeStakes) },
          { key: 'state', title: t('staking.fields.state'), render: (_, d) => <DurationSwitch protocol={protocol} duration={d} canManage={canManage} /> },
          ...(canManage
            ? [
                {
                  key: 'edit',
                  title: t('staking.list.actions'),
                  render: (_: unknown, d: StakingDuration) => (
                    <RowIconButton title={t('staking.durations.edit')} ariaLabel={t('staking.durations.editNamed', { days: daysText(t, d.days) })} icon={<EditOutlined />} onClick={() => onEdit(d)} testId="duration-edit" />
                  ),
                },
              ]
            : []),
        ]}
      />
      {canManage && (
        <div>
          <Button size="small" icon={<PlusOutlined />} onClick={onAdd} data-testid="duration-add">
            {t('staking.durations.add')}
          </Button>
        </div>
      )}
    </Flex>
  );
}
