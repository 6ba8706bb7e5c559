import { EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { LiquidityAlert, LiquidityCoin, LiquidityVenue } from '@exchange/contract/liquidity/liquidity';
import { Alert, Button, Card, Flex, Skeleton, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { decimalSeparators, formatDecimal } from '../../components/format-decimal.ts';
import { LoadFailedAlert } from '../../components/LoadFailedAlert.tsx';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { RowIconButton } from '../../components/RowIconButton.tsx';
import { useCan } from '../../components/use-can.ts';
import { useDateFormat } from '../../components/use-date-format.ts';
import { useLiquidity } from './liquidity-queries.ts';
import { VENUE_KIND_KEYS, VENUE_STATUS_COLORS, VENUE_STATUS_KEYS } from './liquidity-text-keys.ts';
import { ThresholdDrawer } from './ThresholdDrawer.tsx';

/** Full cover is green, a little short is amber, well short is red. */
const coverageColor = (coverage: string) => (Number(coverage) >= 100 ? 'success' : Number(coverage) >= 90 ? 'warning' : 'error');
const tableProps = { size: 'small', pagination: false, scroll: { x: 'max-content' } } as const;

function VenueName({ kind, name }: { kind: LiquidityVenue['venueKind']; name: string }) {
  const { t } = useTranslation();
  return (
    <div style={{ lineHeight: 1.35 }}>
      <Typography.Text strong dir="auto">{name}</Typography.Text>
      <div>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t(VENUE_KIND_KEYS[kind])}</Typography.Text>
      </div>
    </div>
  );
}

/** The open alerts, each a venue below its threshold since a time: what the treasury must refill. */
function OpenAlerts({ alerts }: { alerts: LiquidityAlert[] }) {
  const { t, i18n } = useTranslation();
  const dates = useDateFormat();
  const open = alerts.filter((a) => a.recoveredAt === null);
  if (open.length === 0) return null;
  const amount = (value: string) => formatDecimal(value, decimalSeparators(i18n.language));
  return (
    <Alert
      type="error"
      showIcon
      data-testid="liquidity-open-alerts"
      title={t('liquidity.alerts.open', { count: open.length })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {open.map((a) => (
            <li key={a.id} data-testid="liquidity-open-alert">
              {t('liquidity.alerts.line', { coin: a.coin, name: a.venueName, balance: amount(a.balance), threshold: amount(a.minBalance), since: dates.dateTime(a.raisedAt) })}
            </li>
          ))}
        </ul>
      }
    />
  );
}

/** Liquidity Monitoring: per coin, holdings reported by the venues against what customers are owed; each venue against its threshold; the alerts. */
export default function LiquidityPage() {
  const { t } = useTranslation();
  const canManage = useCan('liquidity.manage');
  const dates = useDateFormat();
  const query = useLiquidity();
  const [editing, setEditing] = useState<{ venue: LiquidityVenue | null } | null>(null);
  const data = query.data;

  const coinColumns: ColumnsType<LiquidityCoin> = [
    { key: 'coin', title: t('liquidity.fields.coin'), render: (_, c) => <Typography.Text strong>{c.coin}</Typography.Text> },
    { key: 'liabilities', title: t('liquidity.fields.liabilities'), align: 'end', render: (_, c) => <MoneyCell value={c.liabilities} currency={c.coin} /> },
    { key: 'holdings', title: t('liquidity.fields.holdings'), align: 'end', render: (_, c) => <MoneyCell value={c.holdings} currency={c.coin} testId="liquidity-holdings" /> },
    {
      key: 'coverage',
      title: t('liquidity.fields.coverage'),
      align: 'end',
      render: (_, c) => (c.coverage === null ? <Typography.Text type="secondary">{t('liquidity.nothingOwed')}</Typography.Text> : <Tag color={coverageColor(c.coverage)} style={{ marginInlineEnd: 0 }} data-testid="liquidity-coverage">{t('liquidity.percent', { value: c.coverage })}</Tag>),
    },
    { key: 'venues', title: t('liquidity.fields.venues'), align: 'end', render: (_, c) => c.venues },
    { key: 'lowVenues', title: t('liquidity.fields.lowVenues'), align: 'end', render: (_, c) => (c.lowVenues > 0 ? <Tag color="error" style={{ marginInlineEnd: 0 }}>{c.lowVenues}</Tag> : c.lowVenues) },
  ];

  const venueColumns: ColumnsType<LiquidityVenue> = [
    { key: 'coin', title: t('liquidity.fields.coin'), render: (_, v) => <Typography.Text strong>{v.coin}</Typography.Text> },
    { key: 'venue', title: t('liquidity.fields.venue'), render: (_, v) => <VenueName kind={v.venueKind} name={v.venueName} /> },
    { key: 'balance', title: t('liquidity.fields.balance'), align: 'end', render: (_, v) => (v.balance === null ? <Typography.Text type="secondary">{t('liquidity.notReported')}</Typography.Text> : <MoneyCell value={v.balance} currency={v.coin} testId="venue-balance" />) },
    { key: 'threshold', title: t('liquidity.fields.threshold'), align: 'end', render: (_, v) => (v.minBalance === null ? <Typography.Text type="secondary">{t('common.none')}</Typography.Text> : <MoneyCell value={v.minBalance} currency={v.coin} testId="venue-threshold" />) },
    {
      key: 'status',
      title: t('liquidity.fields.status'),
      render: (_, v) => (
        <div style={{ lineHeight: 1.35 }}>
          <Tag color={VENUE_STATUS_COLORS[v.status]} style={{ marginInlineEnd: 0 }} data-testid="venue-status" data-status={v.status}>
            {t(VENUE_STATUS_KEYS[v.status])}
          </Tag>
          {v.lowSince && (
            <div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('liquidity.lowSince', { time: dates.dateTime(v.lowSince) })}</Typography.Text>
            </div>
          )}
        </div>
      ),
    },
    {
      key: 'reported',
      title: t('liquidity.fields.reported'),
      render: (_, v) =>
        v.reportedAt ? (
          <div style={{ lineHeight: 1.35 }}>
            <DateTimeCell value={v.reportedAt} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>{v.reportedBy?.name}</Typography.Text>
          </div>
        ) : (
          <Typography.Text type="secondary">{t('liquidity.notReported')}</Typography.Text>
        ),
    },
    ...(canManage
      ? [
          {
            key: 'actions',
            title: t('liquidity.fields.actions'),
            render: (_: unknown, v: LiquidityVenue) => (
              <RowIconButton title={t('liquidity.threshold.edit')} ariaLabel={t('liquidity.threshold.editNamed', { name: v.venueName, coin: v.coin })} icon={<EditOutlined />} onClick={() => setEditing({ venue: v })} testId="venue-threshold-edit" />
            ),
          },
        ]
      : []),
  ];

  const alertColumns: ColumnsType<LiquidityAlert> = [
    { key: 'raisedAt', title: t('liquidity.alerts.raisedAt'), render: (_, a) => <DateTimeCell value={a.raisedAt} /> },
    { key: 'coin', title: t('liquidity.fields.coin'), render: (_, a) => <Typography.Text strong>{a.coin}</Typography.Text> },
    { key: 'venue', title: t('liquidity.fields.venue'), render: (_, a) => <VenueName kind={a.venueKind} name={a.venueName} /> },
    { key: 'balance', title: t('liquidity.fields.balance'), align: 'end', render: (_, a) => <MoneyCell value={a.balance} currency={a.coin} /> },
    { key: 'threshold', title: t('liquidity.fields.threshold'), align: 'end', render: (_, a) => <MoneyCell value={a.minBalance} currency={a.coin} /> },
    {
      key: 'recoveredAt',
      title: t('liquidity.alerts.recoveredAt'),
      render: (_, a) => (a.recoveredAt ? <DateTimeCell value={a.recoveredAt} /> : <Tag color="error" style={{ marginInlineEnd: 0 }}>{t('liquidity.alerts.ongoing')}</Tag>),
    },
  ];

  return (
    <Flex vertical gap={16} data-testid="liquidity-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary" data-testid="liquidity-generated-at">
          {data ? t('liquidity.generatedAt', { time: dates.dateTime(data.generatedAt) }) : t('app.loading')}
        </Typography.Text>
        <Flex gap={8}>
          <Button icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()} data-testid="liquidity-refresh">
            {t('liquidity.refresh')}
          </Button>
          {canManage && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ venue: null })} data-testid="liquidity-add-threshold">
              {t('liquidity.threshold.add')}
            </Button>
          )}
        </Flex>
      </Flex>
      {query.isError && <LoadFailedAlert type="error" error={query.error} onRetry={() => void query.refetch()} />}
      {!data ? (
        <Card size="small">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : (
        <>
          <OpenAlerts alerts={data.alerts} />
          <Card size="small" title={t('liquidity.coverageTitle')} extra={<Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('liquidity.coverageHint')}</Typography.Text>}>
            <Table<LiquidityCoin> {...tableProps} rowKey="coin" dataSource={data.coins} columns={coinColumns} data-testid="liquidity-coins" />
          </Card>
          <Card size="small" title={t('liquidity.venuesTitle')}>
            <Table<LiquidityVenue> {...tableProps} rowKey="id" dataSource={data.venues} columns={venueColumns} locale={{ emptyText: t('liquidity.noVenues') }} data-testid="liquidity-venues" />
          </Card>
          <Card size="small" title={t('liquidity.alerts.title')} extra={<Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('liquidity.alerts.hint')}</Typography.Text>}>
            <Table<LiquidityAlert> {...tableProps} rowKey="id" dataSource={data.alerts} columns={alertColumns} locale={{ emptyText: t('liquidity.alerts.empty') }} data-testid="liquidity-alerts" />
          </Card>
        </>
      )}
      {editing && <ThresholdDrawer venue={editing.venue} onClose={() => setEditing(null)} />}
    </Flex>
  );
}
