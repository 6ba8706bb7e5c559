import type { Beneficiary } from '@exchange/contract/remittance/beneficiaries';
import { Button, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { useCan } from '../../components/use-can.ts';
import { useCountryName } from '../../components/use-country-options.ts';
import { useDateFormat } from '../../components/use-date-format.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { BeneficiaryActions, REMITTANCE_DECIDE_POLICY } from './BeneficiaryActions.tsx';
import { BeneficiaryDetailDrawer } from './BeneficiaryDetailDrawer.tsx';
import { beneficiaryFilters } from './beneficiary-filters.ts';
import { useBeneficiaryList } from './beneficiary-queries.ts';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { TwoLineCell } from '../../components/TwoLineCell.tsx';
import { RISK_COLORS } from './risk-colors.ts';

/** Long names end in an ellipsis (full text on hover) so the row keeps its height. */
const clipped = (width: number) => ({ maxWidth: width, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }) as const;

/** Remittance Approval: the due-diligence queue of beneficiaries, by status, with the review decisions. */
export default function RemittanceApprovalPage() {
  const { t } = useTranslation();
  const { date } = useDateFormat();
  const countryName = useCountryName();
  const canDecide = useCan(REMITTANCE_DECIDE_POLICY);
  const list = useUrlListState(beneficiaryFilters.defaults);
  const apiQuery = apiQueryOf(beneficiaryFilters, list);
  // The queue always names a status; a hand-cleared one falls back to the review queue.
  const status = apiQuery.status ?? 'PENDING_REVIEW';
  const query = useBeneficiaryList({ ...apiQuery, status });
  // The drawer keeps the row it opened with: after a decision the row may leave this status's list.
  const [selected, setSelected] = useState<Beneficiary | undefined>();
  const shown = selected && (query.data?.items.find((b) => b.id === selected.id) ?? selected);

  const secondary = (text: string, width: number) => (
    <Typography.Text type="secondary" style={{ ...clipped(width), display: 'block', fontSize: 12 }} title={text} dir="auto">{text}</Typography.Text>
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
          <div style={clipped(190)} title={b.bankName} dir="auto">{b.bankName}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
            <span title={b.country}>{countryName(b.country)}</span> · <span style={{ fontFamily: 'monospace' }} dir="ltr" data-testid="row-account">{b.accountNumber}</span>
          </Typography.Text>
        </div>
      ),
    },
    { key: 'purpose', title: t('remittance.columns.purpose'), render: (_, b) => <div style={clipped(150)} title={b.purpose} dir="auto">{b.purpose}</div> },
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
    // The decided statuses show who decided; the open ones show the decisions instead.
    ...(status === 'APPROVED' || status === 'REJECTED'
      ? [
          {
            key: 'reviewedBy',
            title: t('remittance.columns.reviewedBy'),
            render: (_: unknown, b: Beneficiary) => (
              <div style={{ lineHeight: 1.3 }}>
                <div style={clipped(160)} dir="auto">{b.reviewedBy?.name}</div>
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

  // Each status says what its empty queue means; other filters say that nothing matches them.
  const emptyStatus = t(`remittance.empty.${status}`);
  const filtered = Boolean(list.filters.search || list.filters.riskLevel || list.filters.country);

  return (
    <ListPage live="remittanceBeneficiaries" listKey="remittance-approval"
      testId="remittance-page"
      filters={beneficiaryFilters}
      filtersTestId="beneficiary-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="beneficiaries-table"
      empty={{ none: emptyStatus, filtered: filtered ? t('remittance.emptyFiltered') : emptyStatus }}
      exportCsv={{ path: '/admin/remittance/getCddBeneficiaries', fileName: 'remittance-beneficiaries.csv', testId: 'beneficiaries-export' }}
      table={{
        onRow: (b) => ({ 'data-row-id': b.id }) as HTMLAttributes<HTMLElement>,
        rowClassName: (b) => (b.id === selected?.id ? 'ant-table-row-selected' : ''),
      }}
    >
      <BeneficiaryDetailDrawer
        beneficiary={shown}
        onClose={() => setSelected(undefined)}
        onDecided={setSelected}
        onStale={() => setSelected(undefined)}
      />
    </ListPage>
  );
}
