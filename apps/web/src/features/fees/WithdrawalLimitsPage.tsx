import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { WithdrawalLimit } from '@exchange/contract/fees/fees';
import { Button, Card, Flex, Select, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { RowIconButton } from '../../components/RowIconButton.tsx';
import { useCan } from '../../components/use-can.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { withdrawalLimitFilters } from './fee-filters.ts';
import { useLimitHistory, useWithdrawalLimitList } from './fee-queries.ts';
import { FeeHistoryTable } from './FeeHistoryTable.tsx';
import { LimitAmount } from './LimitAmount.tsx';
import { WithdrawalLimitFormDrawer } from './WithdrawalLimitFormDrawer.tsx';

function LimitsTab() {
  const { t } = useTranslation();
  const canManage = useCan('limits.manage');
  const list = useUrlListState(withdrawalLimitFilters.defaults);
  const query = useWithdrawalLimitList(apiQueryOf(withdrawalLimitFilters, list));
  const [editing, setEditing] = useState<WithdrawalLimit | null | undefined>(undefined);
  const columns: ColumnsType<WithdrawalLimit> = [
    { key: 'asset', title: t('fees.fields.asset'), render: (_, l) => <Tag style={{ marginInlineEnd: 0 }}>{l.asset}</Tag> },
    { key: 'level', title: t('fees.fields.kycLevel'), render: (_, l) => t(`fees.level.${l.kycLevel}`) },
    { key: 'per24h', title: t('fees.fields.per24h'), render: (_, l) => <LimitAmount value={l.per24h} asset={l.asset} testId="limit-24h" /> },
    { key: 'per30d', title: t('fees.fields.per30d'), render: (_, l) => <LimitAmount value={l.per30d} asset={l.asset} testId="limit-30d" /> },
    { key: 'updated', title: t('fees.columns.lastChange'), render: (_, l) => <Flex vertical><DateTimeCell value={l.updatedAt} /><Typography.Text type="secondary" style={{ fontSize: 12 }}>{l.updatedBy?.name}</Typography.Text></Flex> },
    ...(canManage ? [{
      key: 'actions', title: '', fixed: 'end' as const,
      render: (_: unknown, l: WithdrawalLimit) => <RowIconButton title={t('fees.actions.edit')} ariaLabel={t('fees.limits.editOf', { level: t(`fees.level.${l.kycLevel}`), asset: l.asset })} icon={<EditOutlined />} onClick={() => setEditing(l)} testId="withdrawal-limit-edit" />,
    }] : []),
  ];
  return (
    <ListPage
      testId="withdrawal-limits"
      filters={withdrawalLimitFilters}
      filtersTestId="withdrawal-limit-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="withdrawal-limit-table"
      empty={{ none: t('fees.limits.empty'), filtered: t('fees.emptyFiltered') }}
      exportCsv={{ path: '/admin/withdrawalLimits', fileName: 'withdrawal-limits.csv', testId: 'withdrawal-limit-export' }}
      summary={<Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('fees.limits.help')}</Typography.Paragraph>}
      toolbar={canManage && <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="withdrawal-limit-new">{t('fees.limits.new')}</Button>}
      table={{ onRow: (l) => ({ 'data-row-id': l.id, 'data-asset': l.asset, 'data-level': String(l.kycLevel) }) as HTMLAttributes<HTMLElement> }}
    >
      {editing !== undefined && <WithdrawalLimitFormDrawer limit={editing} onClose={() => setEditing(undefined)} />}
    </ListPage>
  );
}

function HistoryTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [subject, setSubject] = useState<'WITHDRAWAL_LIMIT' | 'LIMIT_OVERRIDE'>();
  const history = useLimitHistory({ page, ...(subject ? { subject } : {}) });
  return (
    <Card size="small">
      <Flex vertical gap={12}>
        <Select allowClear placeholder={t('fees.history.allSubjects')} value={subject} style={{ width: 260 }} data-testid="limit-history-subject"
          onChange={(value: 'WITHDRAWAL_LIMIT' | 'LIMIT_OVERRIDE' | undefined) => { setSubject(value); setPage(0); }}
          options={(['WITHDRAWAL_LIMIT', 'LIMIT_OVERRIDE'] as const).map((s) => ({ value: s, label: t(`fees.subject.${s}`) }))} />
        <FeeHistoryTable query={history} page={page} onPageChange={setPage} testId="limit-history-table" />
      </Flex>
    </Card>
  );
}

/** Withdrawal limits per KYC level and asset (rolling 24 hours and 30 days), and every change of them and of customers' overrides. */
export default function WithdrawalLimitsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'history' ? 'history' : 'limits';
  return (
    <div data-testid="withdrawal-limits-page">
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'limits' ? {} : { tab: key })}
        destroyOnHidden
        items={[
          { key: 'limits', label: <span data-testid="limits-tab-limits">{t('fees.limits.tabs.limits')}</span>, children: <LimitsTab /> },
          { key: 'history', label: <span data-testid="limits-tab-history">{t('fees.limits.tabs.history')}</span>, children: <HistoryTab /> },
        ]}
      />
    </div>
  );
}
