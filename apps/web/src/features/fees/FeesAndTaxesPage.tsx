import { PlusOutlined } from '@ant-design/icons';
import { FEE_OPERATIONS, FEE_OPERATION_ASSETS, isFiat, type Asset, type FeeOperation } from '@exchange/contract/fees/fee-rules';
import type { FeeSchedule, TaxRule } from '@exchange/contract/fees/fees';
import { decimalPattern } from '@exchange/contract/p2p/money-rules';
import { Alert, Button, Card, Col, Descriptions, Flex, Form, Input, Row, Select, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../app/error-message.ts';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { EndDrawer } from '../../components/EndDrawer.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { useCan } from '../../components/use-can.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { feeScheduleFilters, taxRuleFilters } from './fee-filters.ts';
import { amountText, priceText } from './fee-format.ts';
import { useFeeHistory, useFeeQuote, useFeeScheduleList, useSetFeeScheduleActive, useSetTaxRuleActive, useTaxRuleList, type FeeQuoteQuery } from './fee-queries.ts';
import { FeeHistoryTable } from './FeeHistoryTable.tsx';
import { FeeRowActions } from './FeeRowActions.tsx';
import { FeeScheduleFormDrawer, assetsOf } from './FeeScheduleFormDrawer.tsx';
import { TaxRuleFormDrawer } from './TaxRuleFormDrawer.tsx';

const TABS = ['schedules', 'taxes', 'history', 'quote'] as const;
type Tab = (typeof TABS)[number];

/** In force now, scheduled for later, active but replaced by a later one, or inactive. */
function StateTag({ row }: { row: Pick<FeeSchedule, 'isActive' | 'inForce' | 'scheduled'> }) {
  const { t } = useTranslation();
  const state = !row.isActive ? 'inactive' : row.inForce ? 'inForce' : row.scheduled ? 'scheduled' : 'superseded';
  const color = { inForce: 'green', scheduled: 'blue', superseded: 'default', inactive: 'red' }[state];
  return <Tag color={color} style={{ marginInlineEnd: 0 }} data-testid="fee-state">{t(`fees.state.${state}`)}</Tag>;
}

function HistoryDrawer({ subjectId, title, onClose }: { subjectId: string; title: string; onClose: () => void }) {
  const [page, setPage] = useState(0);
  const history = useFeeHistory({ page, subjectId });
  return (
    <EndDrawer open title={title} size={880} onClose={onClose} data-testid="fee-history-drawer">
      <FeeHistoryTable query={history} page={page} onPageChange={setPage} testId="fee-history-drawer-table" />
    </EndDrawer>
  );
}

function useScheduleLabel() {
  const { t } = useTranslation();
  return (s: FeeSchedule) => [t(`fees.operation.${s.operation}`), s.asset, s.kycLevel === null ? t('fees.anyLevel') : t(`fees.level.${s.kycLevel}`)].join(' · ');
}

function ScheduleActions({ schedule, onEdit, onHistory }: { schedule: FeeSchedule; onEdit: () => void; onHistory: () => void }) {
  const label = useScheduleLabel()(schedule);
  const setActive = useSetFeeScheduleActive(schedule.id);
  return (
    <FeeRowActions kind="schedule" label={label} isActive={schedule.isActive} canManage={useCan('fees.manage')} onEdit={onEdit} onHistory={onHistory}
      onSetActive={(active, reason) => setActive.mutateAsync({ active, reason })} testId="fee-schedule" />
  );
}

function SchedulesTab() {
  const { t, i18n } = useTranslation();
  const canManage = useCan('fees.manage');
  const list = useUrlListState(feeScheduleFilters.defaults);
  const query = useFeeScheduleList(apiQueryOf(feeScheduleFilters, list));
  const [editing, setEditing] = useState<FeeSchedule | null | undefined>(undefined);
  const [history, setHistory] = useState<FeeSchedule>();
  const labelOf = useScheduleLabel();
  const bound = (value: string | null, asset: string) => (value === null ? <Typography.Text type="secondary">{t('fees.none')}</Typography.Text> : <MoneyCell value={value} currency={asset} />);

  const columns: ColumnsType<FeeSchedule> = [
    { key: 'operation', title: t('fees.fields.operation'), render: (_, s) => <span style={{ whiteSpace: 'nowrap' }}>{t(`fees.operation.${s.operation}`)}</span> },
    { key: 'asset', title: t('fees.fields.asset'), render: (_, s) => <Tag style={{ marginInlineEnd: 0 }}>{s.asset}</Tag> },
    { key: 'level', title: t('fees.fields.kycLevel'), render: (_, s) => (s.kycLevel === null ? <Typography.Text type="secondary">{t('fees.anyLevel')}</Typography.Text> : t(`fees.level.${s.kycLevel}`)) },
    { key: 'price', title: t('fees.columns.price'), render: (_, s) => <span dir="ltr" style={{ whiteSpace: 'nowrap' }} data-testid="fee-price">{priceText(s, i18n.language)}</span> },
    { key: 'minimum', title: t('fees.fields.minimumFee'), render: (_, s) => bound(s.minimumFee, s.asset) },
    { key: 'maximum', title: t('fees.fields.maximumFee'), render: (_, s) => bound(s.maximumFee, s.asset) },
    { key: 'effectiveFrom', title: t('fees.fields.effectiveFrom'), render: (_, s) => <DateTimeCell value={s.effectiveFrom} /> },
    { key: 'state', title: t('fees.fields.status'), render: (_, s) => <StateTag row={s} /> },
    { key: 'updated', title: t('fees.columns.lastChange'), render: (_, s) => <Flex vertical><DateTimeCell value={s.updatedAt} /><Typography.Text type="secondary" style={{ fontSize: 12 }}>{s.updatedBy?.name}</Typography.Text></Flex> },
    { key: 'actions', title: '', fixed: 'end', render: (_, s) => <ScheduleActions schedule={s} onEdit={() => setEditing(s)} onHistory={() => setHistory(s)} /> },
  ];

  return (
    <ListPage
      testId="fee-schedules"
      filters={feeScheduleFilters}
      filtersTestId="fee-schedule-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="fee-schedule-table"
      empty={{ none: t('fees.emptySchedules'), filtered: t('fees.emptyFiltered') }}
      exportCsv={{ path: '/admin/fees/schedules', fileName: 'fee-schedules.csv', testId: 'fee-schedule-export' }}
      toolbar={canManage && <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="fee-schedule-new">{t('fees.actions.newSchedule')}</Button>}
      table={{ onRow: (s) => ({ 'data-row-id': s.id, 'data-asset': s.asset, 'data-operation': s.operation }) as HTMLAttributes<HTMLElement>, scroll: { x: 'max-content' } }}
    >
      {editing !== undefined && <FeeScheduleFormDrawer schedule={editing} onClose={() => setEditing(undefined)} />}
      {history && <HistoryDrawer subjectId={history.id} title={t('fees.history.titleOf', { what: labelOf(history) })} onClose={() => setHistory(undefined)} />}
    </ListPage>
  );
}

function RuleActions({ rule, onEdit, onHistory }: { rule: TaxRule; onEdit: () => void; onHistory: () => void }) {
  const setActive = useSetTaxRuleActive(rule.id);
  return (
    <FeeRowActions kind="rule" label={`${rule.name} · ${rule.asset}`} isActive={rule.isActive} canManage={useCan('fees.manage')} onEdit={onEdit} onHistory={onHistory}
      onSetActive={(active, reason) => setActive.mutateAsync({ active, reason })} testId="tax-rule" />
  );
}

function TaxesTab() {
  const { t, i18n } = useTranslation();
  const canManage = useCan('fees.manage');
  const list = useUrlListState(taxRuleFilters.defaults);
  const query = useTaxRuleList(apiQueryOf(taxRuleFilters, list));
  const [editing, setEditing] = useState<TaxRule | null | undefined>(undefined);
  const [history, setHistory] = useState<TaxRule>();
  const columns: ColumnsType<TaxRule> = [
    { key: 'name', title: t('fees.fields.name'), render: (_, r) => <Typography.Text strong dir="auto">{r.name}</Typography.Text> },
    { key: 'asset', title: t('fees.fields.asset'), render: (_, r) => <Tag style={{ marginInlineEnd: 0 }}>{r.asset}</Tag> },
    { key: 'operation', title: t('fees.fields.operation'), render: (_, r) => (r.operation ? t(`fees.operation.${r.operation}`) : <Typography.Text type="secondary">{t('fees.allOperations')}</Typography.Text>) },
    { key: 'rate', title: t('fees.columns.rate'), render: (_, r) => <span dir="ltr">{`${amountText(r.percentage, i18n.language)} %`}</span> },
    { key: 'basis', title: t('fees.fields.basis'), render: (_, r) => t(`fees.basis.${r.basis}`) },
    { key: 'effectiveFrom', title: t('fees.fields.effectiveFrom'), render: (_, r) => <DateTimeCell value={r.effectiveFrom} /> },
    { key: 'state', title: t('fees.fields.status'), render: (_, r) => <StateTag row={r} /> },
    { key: 'updated', title: t('fees.columns.lastChange'), render: (_, r) => <Flex vertical><DateTimeCell value={r.updatedAt} /><Typography.Text type="secondary" style={{ fontSize: 12 }}>{r.updatedBy?.name}</Typography.Text></Flex> },
    { key: 'actions', title: '', fixed: 'end', render: (_, r) => <RuleActions rule={r} onEdit={() => setEditing(r)} onHistory={() => setHistory(r)} /> },
  ];
  return (
    <ListPage
      testId="tax-rules"
      filters={taxRuleFilters}
      filtersTestId="tax-rule-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="tax-rule-table"
      empty={{ none: t('fees.emptyRules'), filtered: t('fees.emptyFiltered') }}
      exportCsv={{ path: '/admin/fees/taxRules', fileName: 'tax-rules.csv', testId: 'tax-rule-export' }}
      toolbar={canManage && <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="tax-rule-new">{t('fees.actions.newRule')}</Button>}
      table={{ onRow: (r) => ({ 'data-row-id': r.id }) as HTMLAttributes<HTMLElement>, scroll: { x: 'max-content' } }}
    >
      {editing !== undefined && <TaxRuleFormDrawer rule={editing} onClose={() => setEditing(undefined)} />}
      {history && <HistoryDrawer subjectId={history.id} title={t('fees.history.titleOf', { what: `${history.name} · ${history.asset}` })} onClose={() => setHistory(undefined)} />}
    </ListPage>
  );
}

function HistoryTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [subject, setSubject] = useState<'FEE_SCHEDULE' | 'TAX_RULE'>();
  const history = useFeeHistory({ page, ...(subject ? { subject } : {}) });
  return (
    <Card size="small">
      <Flex vertical gap={12}>
        <Select allowClear placeholder={t('fees.history.allSubjects')} value={subject} style={{ width: 240 }} data-testid="fee-history-subject"
          onChange={(value: 'FEE_SCHEDULE' | 'TAX_RULE' | undefined) => { setSubject(value); setPage(0); }}
          options={(['FEE_SCHEDULE', 'TAX_RULE'] as const).map((s) => ({ value: s, label: t(`fees.subject.${s}`) }))} />
        <FeeHistoryTable query={history} page={page} onPageChange={setPage} testId="fee-history-table" />
      </Flex>
    </Card>
  );
}

interface QuoteValues {
  operation: FeeOperation;
  asset: Asset;
  kycLevel: '0' | '1' | '2' | '3';
  amount: string;
}

/** What a customer would be charged now: quoteFees itself, through the API. */
function QuoteTab() {
  const { t } = useTranslation();
  const [form] = Form.useForm<QuoteValues>();
  const values = Form.useWatch([], form) as Partial<QuoteValues> | undefined;
  const amount = values?.amount?.trim() ?? '';
  const valid = values?.operation && values.asset && values.kycLevel && decimalPattern(8).test(amount)
    && (FEE_OPERATION_ASSETS[values.operation] === 'FIAT') === isFiat(values.asset);
  const query: FeeQuoteQuery | undefined = valid && values.operation && values.asset && values.kycLevel ? { operation: values.operation, asset: values.asset, kycLevel: values.kycLevel, amount } : undefined;
  const quote = useFeeQuote(query);
  return (
    <Card size="small" data-testid="fee-quote">
      <Typography.Paragraph type="secondary">{t('fees.quote.intro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ operation: 'FIAT_WITHDRAWAL', asset: 'USD', kycLevel: '1', amount: '1000' }}>
        <Row gutter={16}>
          <Col xs={24} md={7}>
            <Form.Item name="operation" label={t('fees.fields.operation')}>
              <Select options={FEE_OPERATIONS.map((op) => ({ value: op, label: t(`fees.operation.${op}`) }))}
                onChange={(next: FeeOperation) => { if (values?.asset && !assetsOf(next).includes(values.asset)) form.setFieldValue('asset', assetsOf(next)[0]); }} />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item name="asset" label={t('fees.fields.asset')}>
              <Select showSearch options={assetsOf(values?.operation).map((a) => ({ value: a, label: a }))} data-testid="fee-quote-asset" />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item name="kycLevel" label={t('fees.fields.kycLevel')}>
              <Select options={['0', '1', '2', '3'].map((level) => ({ value: level, label: t(`fees.level.${level}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={7}>
            <Form.Item name="amount" label={t('fees.fields.amount')}>
              <Input inputMode="decimal" dir="ltr" suffix={values?.asset} data-testid="fee-quote-amount" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {quote.error ? <Alert type="error" showIcon title={errorMessage(quote.error)} />
        : quote.data && values?.asset && (
          <Descriptions bordered size="small" column={1} data-testid="fee-quote-result">
            <Descriptions.Item label={t('fees.quote.fee')}><MoneyCell value={quote.data.fee} currency={values.asset} testId="fee-quote-fee" /></Descriptions.Item>
            <Descriptions.Item label={t('fees.quote.tax')}><MoneyCell value={quote.data.tax} currency={values.asset} testId="fee-quote-tax" /></Descriptions.Item>
            <Descriptions.Item label={t('fees.quote.schedule')}>{quote.data.feeScheduleId ? t('fees.quote.found') : t('fees.quote.noSchedule')}</Descriptions.Item>
            <Descriptions.Item label={t('fees.quote.rule')}>{quote.data.taxRuleId ? t('fees.quote.found') : t('fees.quote.noRule')}</Descriptions.Item>
          </Descriptions>
        )}
    </Card>
  );
}

/** The spec's "Fees and Taxes" (page size 20): fee schedules, tax rules, their change history, and a quote. */
export default function FeesAndTaxesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((key) => key === params.get('tab')) ?? 'schedules';
  // Each tab keeps its filters in the URL: another tab starts from none.
  const open = (key: string) => setParams(key === 'schedules' ? {} : { tab: key });
  const panel = (key: Tab) => {
    switch (key) {
      case 'schedules': return <SchedulesTab />;
      case 'taxes': return <TaxesTab />;
      case 'history': return <HistoryTab />;
      case 'quote': return <QuoteTab />;
    }
  };
  return (
    <div data-testid="fees-page">
      <Tabs
        activeKey={tab}
        onChange={open}
        destroyOnHidden
        items={TABS.map((key) => ({ key, label: <span data-testid={`fees-tab-${key}`}>{t(`fees.tabs.${key}`)}</span>, children: panel(key) }))}
      />
    </div>
  );
}
