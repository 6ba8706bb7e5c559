import type { StakingStatistics } from '@exchange/contract/staking/staking';
import { Table, Tabs, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { useCountFormat } from '../../components/use-count-format.ts';
import { durationTag } from './staking-text.ts';

type CoinRow = StakingStatistics['coins'][number];
type ProtocolRow = StakingStatistics['protocols'][number];
type DurationRow = StakingStatistics['durations'][number];
type Figures = Pick<CoinRow, 'coin' | 'activeStakes' | 'staked' | 'rewardsPaid' | 'unlocking7d' | 'unlocking30d'>;

/** The figures every grouping shows: running stakes, what they lock, rewards paid, and what unlocks soon. */
function useFigureColumns<T extends Figures>(): ColumnsType<T> {
  const { t } = useTranslation();
  const format = useCountFormat();
  return [
    { key: 'activeStakes', title: t('staking.fields.activeStakes'), align: 'end', render: (_, r) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{format.count(r.activeStakes)}</span> },
    { key: 'staked', title: t('staking.fields.staked'), align: 'end', render: (_, r) => <MoneyCell value={r.staked} currency={r.coin} testId="figure-staked" /> },
    { key: 'rewardsPaid', title: t('staking.fields.rewardsPaid'), align: 'end', render: (_, r) => <MoneyCell value={r.rewardsPaid} currency={r.coin} /> },
    { key: 'unlocking7d', title: t('staking.statistics.unlocking', { days: 7 }), align: 'end', render: (_, r) => <MoneyCell value={r.unlocking7d} currency={r.coin} /> },
    { key: 'unlocking30d', title: t('staking.statistics.unlocking', { days: 30 }), align: 'end', render: (_, r) => <MoneyCell value={r.unlocking30d} currency={r.coin} /> },
  ];
}

const tableProps = { size: 'small', pagination: false, scroll: { x: 'max-content' } } as const;

/** The statistics per coin, per protocol and per duration, one tab each. */
export function StakingFiguresTabs({ statistics }: { statistics: StakingStatistics }) {
  const { t } = useTranslation();
  const coinFigures = useFigureColumns<CoinRow>();
  const protocolFigures = useFigureColumns<ProtocolRow>();
  const durationFigures = useFigureColumns<DurationRow>();
  const empty = { emptyText: t('staking.statistics.empty') };
  return (
    <Tabs
      data-testid="staking-figures"
      items={[
        {
          key: 'coins',
          label: t('staking.statistics.byCoin'),
          children: (
            <Table<CoinRow>
              {...tableProps}
              rowKey="coin"
              locale={empty}
              dataSource={statistics.coins}
              data-testid="staking-by-coin"
              columns={[{ key: 'coin', title: t('staking.fields.coin'), render: (_, r) => <Typography.Text strong>{r.coin}</Typography.Text> }, ...coinFigures]}
            />
          ),
        },
        {
          key: 'protocols',
          label: t('staking.statistics.byProtocol'),
          children: (
            <Table<ProtocolRow>
              {...tableProps}
              rowKey={(r) => r.protocol.id}
              locale={empty}
              dataSource={statistics.protocols}
              data-testid="staking-by-protocol"
              columns={[
                {
                  key: 'protocol',
                  title: t('staking.fields.protocol'),
                  render: (_, r) => (
                    <div style={{ lineHeight: 1.35 }}>
                      <Typography.Text strong dir="auto">{r.protocol.name}</Typography.Text>
                      <div>
                        <Typography.Text type="secondary" dir="auto" style={{ fontSize: 12 }}>{r.provider.name} · {r.coin}</Typography.Text>
                      </div>
                    </div>
                  ),
                },
                ...protocolFigures,
              ]}
            />
          ),
        },
        {
          key: 'durations',
          label: t('staking.statistics.byDuration'),
          children: (
            <Table<DurationRow>
              {...tableProps}
              rowKey="durationId"
              locale={empty}
              dataSource={statistics.durations}
              data-testid="staking-by-duration"
              columns={[
                {
                  key: 'duration',
                  title: t('staking.fields.duration'),
                  render: (_, r) => (
                    <div style={{ lineHeight: 1.35 }}>
                      <Typography.Text strong>{durationTag(t, r.days, r.apy)}</Typography.Text>
                      <div>
                        <Typography.Text type="secondary" dir="auto" style={{ fontSize: 12 }}>{r.protocol.name} · {r.coin}</Typography.Text>
                      </div>
                    </div>
                  ),
                },
                ...durationFigures,
              ]}
            />
          ),
        },
      ]}
    />
  );
}
