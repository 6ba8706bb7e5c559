import { HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import type { CreatedVoucherBatch, VoucherBatch } from '@exchange/contract/vouchers/vouchers';
import { Button, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DateTimeCell } from '../../components/DateTimeCell.tsx';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { RowIconButton } from '../../components/RowIconButton.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useCan } from '../../components/use-can.ts';
import { useCountFormat } from '../../components/use-count-format.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { VoucherBatchActions } from './VoucherBatchActions.tsx';
import { VoucherBatchFormDrawer } from './VoucherBatchFormDrawer.tsx';
import { VoucherCodesShownOnce } from './VoucherCodesShownOnce.tsx';
import { voucherBatchFilters } from './voucher-filters.ts';
import { useVoucherBatches } from './voucher-queries.ts';

/** Gift Vouchers: batches of codes funded from the rewards account, what they spent, and their controls. */
export default function VoucherBatchesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canManage = useCan('vouchers.manage');
  const format = useCountFormat();
  const list = useUrlListState(voucherBatchFilters.defaults);
  const query = useVoucherBatches(apiQueryOf(voucherBatchFilters, list));
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedVoucherBatch | null>(null);
  // Why the batch is in its state: the admin's reason, or what the expiry did (or is about to do) with the money.
  const statusHint = (b: VoucherBatch) => {
    if (b.status === 'EXPIRED') return t('vouchers.list.expiredReleased', { amount: b.released, asset: b.asset });
    if (b.expired && b.status !== 'REVOKED') return t('vouchers.list.expiredPending');
    return b.statusReason ?? undefined;
  };

  const columns: ColumnsType<VoucherBatch> = [
    {
      key: 'name',
      title: t('vouchers.fields.name'),
      sorter: true,
      render: (_, b) => (
        <Flex vertical>
          <Typography.Text strong dir="auto" data-testid="voucher-name">
            {b.name}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('vouchers.list.createdBy', { name: b.createdBy.name })}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'amountPerCode', title: t('vouchers.fields.amountPerCode'), align: 'end', render: (_, b) => <MoneyCell value={b.amountPerCode} currency={b.asset} testId="voucher-amount" /> },
    {
      key: 'codes',
      title: t('vouchers.fields.redeemed'),
      align: 'end',
      render: (_, b) => (
        <span style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="voucher-redeemed">
          {t('vouchers.list.redeemedOf', { redeemed: format.count(b.redeemedCount), total: format.count(b.codeCount) })}
        </span>
      ),
    },
    {
      key: 'budget',
      title: (
        <Tooltip title={t('vouchers.list.budgetHint')}>
          <span>{t('vouchers.fields.budget')}</span>
        </Tooltip>
      ),
      align: 'end',
      render: (_, b) => (
        <Flex vertical align="end">
          <MoneyCell value={b.budget} currency={b.asset} testId="voucher-budget" />
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="voucher-spent">
            {t('vouchers.list.spent', { amount: b.spent })}
            {b.released !== '0' && ` · ${t('vouchers.list.released', { amount: b.released })}`}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'perCustomerCap', title: t('vouchers.fields.perCustomerCap'), align: 'end', render: (_, b) => format.count(b.perCustomerCap) },
    {
      key: 'expiresAt',
      title: t('vouchers.fields.expiresAt'),
      sorter: true,
      render: (_, b) => (
        <Space size={4}>
          <DateTimeCell value={b.expiresAt} />
          {b.expired && b.status !== 'EXPIRED' && (
            <Tag color="default" data-testid="voucher-expired">
              {t('vouchers.list.expired')}
            </Tag>
          )}
        </Space>
      ),
    },
    {
      key: 'status',
      title: t('vouchers.fields.status'),
      render: (_, b) => (
        <Tooltip title={statusHint(b)}>
          <span>
            <StatusTag status={b.status} testId="voucher-status" />
          </span>
        </Tooltip>
      ),
    },
    {
      key: 'actions',
      title: t('vouchers.list.actions'),
      render: (_, b) => (
        <Space size={4}>
          <RowIconButton
            title={t('vouchers.list.redemptions')}
            ariaLabel={t('vouchers.list.redemptionsNamed', { name: b.name })}
            icon={<HistoryOutlined />}
            onClick={() => void navigate(`/vouchers/redemptions?batchId=${b.id}`)}
            testId="voucher-redemptions"
          />
          <VoucherBatchActions batch={b} />
        </Space>
      ),
    },
  ];

  return (
    <ListPage
      testId="vouchers-page"
      filters={voucherBatchFilters}
      filtersTestId="voucher-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="voucher-table"
      empty={{ none: t('vouchers.list.empty'), filtered: t('common.noResults') }}
      toolbar={
        canManage && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="voucher-create">
            {t('vouchers.list.create')}
          </Button>
        )
      }
      table={{ scroll: { x: 'max-content' } }}
    >
      {creating && (
        <VoucherBatchFormDrawer
          onClose={() => setCreating(false)}
          onCreated={(made) => {
            setCreating(false);
            setCreated(made);
          }}
        />
      )}
      {created && <VoucherCodesShownOnce created={created} onClose={() => setCreated(null)} />}
    </ListPage>
  );
}
