import type { Beneficiary } from '@exchange/contract/remittance/beneficiaries';
import { Button, Card, Empty, Space, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceTable } from '../../components/ResourceTable.tsx';
import { useCan } from '../../components/use-can.ts';
import { useCountryName } from '../../components/use-country-options.ts';
import { useDateFormat } from '../../components/use-date-format.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { BeneficiaryActions, REMITTANCE_DECIDE_POLICY } from './BeneficiaryActions.tsx';
import { BeneficiaryDetailDrawer } from './BeneficiaryDetailDrawer.tsx';
import { BeneficiaryFilterBar } from './BeneficiaryFilterBar.tsx';
import { beneficiaryListDefaults, beneficiaryQuery } from './beneficiary-list-state.ts';
import { useBeneficiaryList } from './beneficiary-queries.ts';
import { BENEFICIARY_STATUSES, RISK_COLORS } from './remittance-constants.ts';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { TwoLineCell } from '../../components/TwoLineCell.tsx';

/** Long names end in an ellipsis (full text on hover) so the row keeps its height. */
const clipped = (width: number) => ({ maxWidth: width, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }) as const;

/** Remittance Approval: the due-diligence queue of beneficiaries, by status, with the review decisions. */
export default function RemittanceApprovalPage() {
  const { t } = useTranslation();
  const { date } = useDateFormat();
  const countryName = useCountryName();
  const canDecide = useCan(REMITTANCE_DECIDE_POLICY);
  const list = useUrlListState(beneficiaryListDefaults);
  const query = useBeneficiaryList(beneficiaryQuery(list));
  // The drawer keeps the row it opened with: after a decision the row may leave this tab's list.
  const [selected, setSelected] = useState<Beneficiary | undefined>();
  const status = list.filters.status ?? 'PENDING_REVIEW';
  const shown = selected && (query.data?.items.find((b) => b.id === selected.id) ?? selected);

  const secondary = (text: string, width: number) => (
    <Typography.Text type="secondary" style={{ ...clipped(width), display: 'block', fontSize: 12 }} title={text}>{text}</Typography.Text>
  );
  // Related facts share a cell (name and relationship; bank, country and account) so that the
  // row, with its decisions, fits a laptop screen without scrolling sideways.
  const columns: ColumnsType<Beneficiary> = [
    {
      key: 'customer',
      title: t('remittance.columns.customer'),
      render: (_, b) => (
        <TwoLineCell primary={b.customer.name} secondary={b.customer.email} title={`${b.customer.name} <${b.customer.email}>`} width={180} />
      ),
    },
    {
      key: 'fullName',
      title: t('remittance.columns.beneficiary'),
      render: (_, b) => (
        <div style={{ lineHeight: 1.3 }}>
          <Button type="link" size="small" style={{ padding: 0, height: 'auto', ...clipped(170) }} title={b.fullName} onClick={() => setSelected(b)} data-testid="beneficiary-open">
            {b.fullName}
          </Button>
          {secondary(b.relationship, 170)}
        </div>
      ),
    },
    {
      key: 'bank',
      title: t('remittance.columns.bankAccount'),
      render: (_, b) => (
        <div style={{ lineHeight: 1.3 }}>
          <div style={clipped(190)} title={b.bankName}>{b.bankName}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
            <span title={b.country}>{countryName(b.country)}</span> · <span style={{ fontFamily: 'monospace' }} dir="ltr" data-testid="row-account">{b.accountNumber}</span>
          </Typography.Text>
        </div>
      ),
    },
    { key: 'purpose', title: t('remittance.columns.purpose'), render: (_, b) => <div style={clipped(150)} title={b.purpose}>{b.purpose}</div> },
    {
      key: 'riskLevel',
      title: t('remittance.columns.risk'),
      render: (_, b) => <Tag color={RISK_COLORS[b.riskLevel]} style={{ marginInlineEnd: 0 }} data-testid="row-risk">{t(`remittance.risk.${b.riskLevel}`)}</Tag>,
    },
    {
      key: 'createdAt',
      title: t('remittance.columns.submitted'),
      render: (_, b) => (
        <DateTimeCell value={b.createdAt} />
      ),
    },
    // The decided tabs show who decided; the open ones show the decisions instead.
    ...(status === 'APPROVED' || status === 'REJECTED'
      ? [
          {
            key: 'reviewedBy',
            title: t('remittance.columns.reviewedBy'),
            render: (_: unknown, b: Beneficiary) => (
              <div style={{ lineHeight: 1.3 }}>
                <div style={clipped(160)}>{b.reviewedBy?.name}</div>
                <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>{b.reviewedAt ? date(b.reviewedAt) : ''}</Typography.Text>
              </div>
            ),
          },
        ]
      : []),
    ...(canDecide && (status === 'PENDING_REVIEW' || status === 'INFO_REQUESTED')
      ? [
          {
            key: 'actions',
            title: t('remittance.columns.actions'),
            fixed: 'end' as const,
            render: (_: unknown, b: Beneficiary) => <BeneficiaryActions beneficiary={b} compact />,
          },
        ]
      : []),
  ];

  const filtered = Boolean(list.filters.search || list.filters.riskLevel || list.filters.country);
  const emptyText = filtered ? t('remittance.emptyFiltered') : t(`remittance.empty.${status}`);

  return (
    <Card data-testid="remittance-page">
      <Tabs
        activeKey={status}
        onChange={(key) => list.setFilters({ status: key })}
        items={BENEFICIARY_STATUSES.map((s) => ({ key: s, label: <span data-testid={`tab-${s}`}>{t(`remittance.tabs.${s}`)}</span> }))}
      />
      <Space orientation="vertical" size={8} style={{ width: '100%' }}>
        <BeneficiaryFilterBar list={list} error={query.error} />
        <ResourceTable<Beneficiary>
          testId="beneficiaries-table"
          columns={columns}
          rowKey="id"
          data={query.data}
          loading={query.isFetching}
          error={query.error}
          onRetry={() => void query.refetch()}
          page={list.page}
          limit={list.limit}
          onPageChange={list.setPage}
          emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />}
          onRow={(b) => ({ 'data-row-id': b.id }) as HTMLAttributes<HTMLElement>}
          rowClassName={(b) => (b.id === selected?.id ? 'ant-table-row-selected' : '')}
        />
      </Space>
      <BeneficiaryDetailDrawer
        beneficiary={shown}
        onClose={() => setSelected(undefined)}
        onDecided={setSelected}
        onStale={() => setSelected(undefined)}
      />
    </Card>
  );
}
