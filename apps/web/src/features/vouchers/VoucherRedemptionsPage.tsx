import type { VoucherRedemption } from '@exchange/contract/vouchers/vouchers';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { CustomerLink } from '../../components/CustomerLink.tsx';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { voucherRedemptionFilters } from './voucher-filters.ts';
import { useVoucherRedemptions } from './voucher-queries.ts';

/** The redemption log: every code redeemed, by whom, and the journal entry that credited it; exportable as CSV. */
export default function VoucherRedemptionsPage() {
  const { t } = useTranslation();
  const list = useUrlListState(voucherRedemptionFilters.defaults);
  const query = useVoucherRedemptions(apiQueryOf(voucherRedemptionFilters, list));

  const columns: ColumnsType<VoucherRedemption> = [
    { key: 'redeemedAt', title: t('vouchers.redemptions.redeemedAt'), render: (_, r) => <DateTimeCell value={r.redeemedAt} /> },
    {
      key: 'batch',
      title: t('vouchers.redemptions.batch'),
      render: (_, r) => (
        <Typography.Text dir="auto" data-testid="redemption-batch">
          {r.batchName}
        </Typography.Text>
      ),
    },
    {
      key: 'code',
      title: t('vouchers.redemptions.code'),
      render: (_, r) => (
        <Typography.Text code dir="ltr" data-testid="redemption-code">
          {t('vouchers.redemptions.codeHint', { hint: r.codeHint })}
        </Typography.Text>
      ),
    },
    { key: 'customer', title: t('vouchers.redemptions.customer'), render: (_, r) => <CustomerLink customerId={r.customer.id} text={r.customer.name} maxWidth={220} testId="redemption-customer" /> },
    { key: 'amount', title: t('vouchers.redemptions.amount'), align: 'end', render: (_, r) => <MoneyCell value={r.amount} currency={r.asset} testId="redemption-amount" /> },
    {
      key: 'entry',
      title: t('vouchers.redemptions.entry'),
      render: (_, r) => (
        <Typography.Text type="secondary" copyable={{ text: r.ledgerEntryId }} dir="ltr" style={{ fontSize: 12 }} data-testid="redemption-entry">
          {r.ledgerEntryId.slice(0, 8)}
        </Typography.Text>
      ),
    },
  ];

  return (
    <ListPage
      testId="voucher-redemptions-page"
      filters={voucherRedemptionFilters}
      filtersTestId="redemption-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="redemption-table"
      empty={{ none: t('vouchers.redemptions.empty'), filtered: t('common.noResults') }}
      exportCsv={{ path: '/admin/vouchers/redemptions', fileName: 'voucher-redemptions', testId: 'voucher-redemptions-export' }}
      table={{ scroll: { x: 'max-content' } }}
    />
  );
}
