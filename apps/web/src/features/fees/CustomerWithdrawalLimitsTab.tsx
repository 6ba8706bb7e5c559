import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { CustomerAssetLimits } from '@exchange/contract/fees/fees';
import { Alert, Button, Empty, Flex, Space, Table, Tag, Typography } from 'antd';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { DeleteIconButton } from '../../components/DeleteIconButton.tsx';
import { RowIconButton } from '../../components/RowIconButton.tsx';
import { useCan } from '../../components/use-can.ts';
import { useDateFormat } from '../../components/use-date-format.ts';
import { useCustomerOverride, useCustomerWithdrawalLimits, useLimitHistory } from './fee-queries.ts';
import { FeeHistoryTable } from './FeeHistoryTable.tsx';
import { LimitAmount } from './LimitAmount.tsx';
import { LimitOverrideFormDrawer } from './LimitOverrideFormDrawer.tsx';

const SOURCE_COLORS = { OVERRIDE: 'purple', LEVEL: 'blue', NONE: 'default' } as const;

function RemoveOverride({ customerId, row }: { customerId: string; row: CustomerAssetLimits }) {
  const { t } = useTranslation();
  const { remove } = useCustomerOverride(customerId);
  return (
    <DeleteIconButton
      label={t('fees.overrides.remove')}
      title={t('fees.overrides.removeTitle', { asset: row.asset })}
      description={t('fees.overrides.removeEffect')}
      reason="required"
      reasonLabel={t('fees.fields.reason')}
      onConfirm={(reason) => remove.mutateAsync({ asset: row.asset, reason: reason ?? '' })}
      successMessage={t('fees.overrides.removed', { asset: row.asset })}
      testId="override-remove"
    />
  );
}

/** The customer page's withdrawal limits: per asset, the level's, the customer's override (with why and until when) and which holds. */
export function CustomerWithdrawalLimitsTab({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const canManage = useCan('limits.manage');
  const query = useCustomerWithdrawalLimits(customerId);
  const [editing, setEditing] = useState<CustomerAssetLimits | null | undefined>(undefined);
  const [page, setPage] = useState(0);
  const history = useLimitHistory({ page, customerId, subject: 'LIMIT_OVERRIDE' });
  if (query.isError) return <Alert type="error" showIcon title={errorMessage(query.error)} action={<Button size="small" onClick={() => void query.refetch()}>{t('common.retry')}</Button>} />;
  const level = query.data?.kycLevel;
  return (
    <Flex vertical gap={16} data-testid="customer-limits-tab">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">{level === undefined ? '' : t('fees.overrides.levelNote', { level: t(`fees.level.${level}`) })}</Typography.Text>
        {canManage && <Button icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="override-new">{t('fees.overrides.new')}</Button>}
      </Flex>
      <Table<CustomerAssetLimits>
        size="small"
        rowKey="asset"
        loading={query.isFetching}
        dataSource={query.data?.items ?? []}
        pagination={false}
        data-testid="customer-limits-table"
        onRow={(row) => ({ 'data-asset': row.asset }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('fees.overrides.empty')} /> }}
        scroll={{ x: 'max-content' }}
        columns={[
          { key: 'asset', title: t('fees.fields.asset'), render: (_, r) => <Tag style={{ marginInlineEnd: 0 }}>{r.asset}</Tag> },
          { key: 'per24h', title: t('fees.fields.per24h'), render: (_, r) => <LimitAmount value={r.effective.per24h} asset={r.asset} testId="effective-24h" /> },
          { key: 'per30d', title: t('fees.fields.per30d'), render: (_, r) => <LimitAmount value={r.effective.per30d} asset={r.asset} testId="effective-30d" /> },
          { key: 'source', title: t('fees.overrides.source'), render: (_, r) => <Tag color={SOURCE_COLORS[r.effective.source]} data-testid="limit-source">{t(`fees.source.${r.effective.source}`)}</Tag> },
          {
            key: 'level',
            title: t('fees.overrides.levelLimits'),
            render: (_, r) => (r.level
              ? <Typography.Text type="secondary" style={{ fontSize: 12 }}><LimitAmount value={r.level.per24h} asset={r.asset} /> / <LimitAmount value={r.level.per30d} asset={r.asset} /></Typography.Text>
              : <Typography.Text type="secondary">{t('fees.none')}</Typography.Text>),
          },
          {
            key: 'override',
            title: t('fees.overrides.override'),
            render: (_, r) => r.override && (
              <Flex vertical style={{ maxWidth: 280 }} data-testid="override-details">
                <Typography.Text dir="auto">{r.override.reason}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {[r.override.setBy?.name, dateTime(r.override.setAt)].filter(Boolean).join(' · ')}
                </Typography.Text>
                <Typography.Text type={r.override.expired ? 'danger' : 'secondary'} style={{ fontSize: 12 }}>
                  {r.override.expiresAt ? t(r.override.expired ? 'fees.overrides.expired' : 'fees.overrides.until', { when: dateTime(r.override.expiresAt) }) : t('fees.noExpiry')}
                </Typography.Text>
              </Flex>
            ),
          },
          ...(canManage ? [{
            key: 'actions', title: '',
            render: (_: unknown, r: CustomerAssetLimits) => (
              <Space size={2}>
                <RowIconButton title={t('fees.overrides.set')} ariaLabel={t('fees.overrides.editTitle', { asset: r.asset })} icon={<EditOutlined />} onClick={() => setEditing(r)} testId="override-edit" />
                {r.override && <RemoveOverride customerId={customerId} row={r} />}
              </Space>
            ),
          }] : []),
        ]}
      />
      <Typography.Title level={5} style={{ margin: 0 }}>{t('fees.overrides.history')}</Typography.Title>
      <FeeHistoryTable query={history} page={page} onPageChange={setPage} showCustomer={false} testId="override-history" />
      {editing !== undefined && <LimitOverrideFormDrawer customerId={customerId} row={editing} onClose={() => setEditing(undefined)} />}
    </Flex>
  );
}
