import type { FeeChange, FeeSnapshot } from '@exchange/contract/fees/fees';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { CustomerLink } from '../../components/CustomerLink.tsx';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { useDateFormat } from '../../components/use-date-format.ts';
import { amountText } from './fee-format.ts';

const ACTION_COLORS: Record<FeeChange['action'], string> = { CREATE: 'green', UPDATE: 'blue', DEACTIVATE: 'orange', ACTIVATE: 'cyan', REMOVE: 'red' };
const AMOUNT_FIELDS = new Set(['fixedFee', 'minimumFee', 'maximumFee', 'per24h', 'per30d', 'percentage']);
type SnapshotValue = NonNullable<FeeSnapshot>[string];

/** The order the fields of a change are listed in (PostgreSQL keeps a JSON object's keys in an order of its own). */
const FIELD_ORDER = ['fixedFee', 'percentage', 'minimumFee', 'maximumFee', 'per24h', 'per30d', 'basis', 'isActive', 'effectiveFrom', 'expiresAt'];
const rank = (field: string) => (FIELD_ORDER.includes(field) ? FIELD_ORDER.indexOf(field) : FIELD_ORDER.length);
/** Amounts read left to right in every language; dates and words follow the page. */
const dirOf = (field: string) => (AMOUNT_FIELDS.has(field) ? 'ltr' : undefined);

/** The fields that say what a row is about; the others are what changed. */
const IDENTITY_FIELDS = ['operation', 'asset', 'kycLevel', 'name'];

/** A snapshot's value as the screen shows it: translated, grouped, dated; null per the field's meaning. */
function useValueText() {
  const { t, i18n } = useTranslation();
  const { dateTime } = useDateFormat();
  return (field: string, value: SnapshotValue): string => {
    if (value === null || value === undefined) {
      if (field === 'kycLevel') return t('fees.anyLevel');
      if (field === 'operation') return t('fees.allOperations');
      if (field === 'per24h' || field === 'per30d') return t('fees.noLimit');
      if (field === 'expiresAt') return t('fees.noExpiry');
      return t('fees.none');
    }
    if (typeof value === 'boolean') return t(value ? 'fees.active' : 'fees.inactive');
    if (field === 'operation') return t(`fees.operation.${String(value)}`);
    if (field === 'basis') return t(`fees.basis.${String(value)}`);
    if (field === 'kycLevel') return t(`fees.level.${String(value)}`);
    if (field === 'effectiveFrom' || field === 'expiresAt') return dateTime(String(value));
    if (AMOUNT_FIELDS.has(field)) return `${amountText(String(value), i18n.language)}${field === 'percentage' ? ' %' : ''}`;
    return String(value);
  };
}

/** What a change did, field by field: "Fixed fee 1.00 → 0.50"; a creation lists what it set. */
function ChangeCell({ change }: { change: FeeChange }) {
  const { t } = useTranslation();
  const text = useValueText();
  const before = change.before ?? {};
  const after = change.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((f) => !IDENTITY_FIELDS.includes(f) && f !== 'reason').sort((a, b) => rank(a) - rank(b));
  const shown = change.action === 'CREATE' || change.action === 'REMOVE' ? fields : fields.filter((f) => before[f] !== after[f]);
  const line = (field: string): ReactNode => {
    const label = t(`fees.fields.${field}`);
    const dir = dirOf(field);
    if (change.action === 'CREATE') return <>{label}: <b dir={dir}>{text(field, after[field] ?? null)}</b></>;
    if (change.action === 'REMOVE') return <>{label}: <Typography.Text delete dir={dir}>{text(field, before[field] ?? null)}</Typography.Text></>;
    return (
      <>
        {label}: <Typography.Text type="secondary" dir={dir}>{text(field, before[field] ?? null)}</Typography.Text>
        <span className="app-flip-rtl" aria-hidden> → </span>
        <b dir={dir}>{text(field, after[field] ?? null)}</b>
      </>
    );
  };
  return (
    <Flex vertical gap={2} data-testid="fee-change-fields">
      {shown.length === 0 ? <Typography.Text type="secondary">{t('fees.history.noFieldChanged')}</Typography.Text> : shown.map((field) => <span key={field}>{line(field)}</span>)}
    </Flex>
  );
}

/** What the row is about: "Fiat withdrawal · USD · any level", "VAT · AED", "Level 2 · AED". */
function SubjectCell({ change, showCustomer }: { change: FeeChange; showCustomer: boolean }) {
  const { t } = useTranslation();
  const text = useValueText();
  const row = change.after ?? change.before ?? {};
  const parts = change.subject === 'TAX_RULE'
    ? [String(row.name ?? ''), String(row.asset ?? ''), text('operation', row.operation ?? null)]
    : change.subject === 'LIMIT_OVERRIDE'
      ? [String(row.asset ?? '')]
      : change.subject === 'WITHDRAWAL_LIMIT'
        ? [text('kycLevel', row.kycLevel ?? null), String(row.asset ?? '')]
        : [text('operation', row.operation ?? null), String(row.asset ?? ''), text('kycLevel', row.kycLevel ?? null)];
  return (
    <Flex vertical gap={2}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t(`fees.subject.${change.subject}`)}</Typography.Text>
      <span>{parts.filter(Boolean).join(' · ')}</span>
      {showCustomer && change.customerId && <CustomerLink customerId={change.customerId} text={change.customerName ?? t('fees.history.customer')} maxWidth={200} />}
    </Flex>
  );
}

export interface FeeHistoryTableProps {
  query: Pick<UseQueryResult<ListResponse<FeeChange>>, 'data' | 'isFetching' | 'error' | 'refetch'>;
  page: number;
  onPageChange: (page: number) => void;
  /** Overrides link their customer, except on that customer's own page. */
  showCustomer?: boolean;
  testId: string;
}

/** Every change of fees, taxes or limits: when, what, before and after, why and who; newest first, 20 a page. */
export function FeeHistoryTable({ query, page, onPageChange, showCustomer = true, testId }: FeeHistoryTableProps) {
  const { t } = useTranslation();
  if (query.error) return <Alert type="error" showIcon title={errorMessage(query.error)} action={<Button size="small" onClick={() => void query.refetch()}>{t('common.retry')}</Button>} />;
  return (
    <Table<FeeChange>
      rowKey="id"
      size="middle"
      data-testid={testId}
      loading={query.isFetching}
      dataSource={query.data?.items ?? []}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fees.history.empty')} /> }}
      pagination={{ current: page + 1, pageSize: 20, total: query.data?.total ?? 0, showSizeChanger: false, hideOnSinglePage: true, onChange: (next) => onPageChange(next - 1) }}
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'when', title: t('fees.history.when'), render: (_, c) => <DateTimeCell value={c.createdAt} /> },
        { key: 'subject', title: t('fees.history.subject'), render: (_, c) => <SubjectCell change={c} showCustomer={showCustomer} /> },
        { key: 'action', title: t('fees.history.action'), render: (_, c) => <Tag color={ACTION_COLORS[c.action]} data-testid="fee-change-action">{t(`fees.action.${c.action}`)}</Tag> },
        { key: 'change', title: t('fees.history.change'), render: (_, c) => <ChangeCell change={c} /> },
        { key: 'reason', title: t('fees.history.reason'), render: (_, c) => <Typography.Text dir="auto" style={{ maxWidth: 260, display: 'inline-block' }} data-testid="fee-change-reason">{c.reason}</Typography.Text> },
        { key: 'who', title: t('fees.history.who'), render: (_, c) => c.admin?.name ?? t('fees.history.system') },
      ]}
    />
  );
}
