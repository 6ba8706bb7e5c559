import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { currencyOfCountry } from '@exchange/contract/platform/country-currencies';
import type { PaymentMethod, PaymentMethodLimit } from '@exchange/contract/payment-methods/payment-methods';
import { Button, Empty, Flex, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useTranslation } from 'react-i18next';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { useCountryName } from '../../components/use-country-options.ts';
import { ConfirmSwitch } from '../../components/ConfirmSwitch.tsx';
import { useArchivePaymentMethodLimit, useRestorePaymentMethodLimit, useUpdatePaymentMethodLimit } from './payment-method-queries.ts';
import { ArchiveRestoreButton } from '../../components/ArchiveRestoreButton.tsx';
import { useDateFormat } from '../../components/use-date-format.ts';
import { RowIconButton } from '../../components/RowIconButton.tsx';
import { LIMIT_TYPE_KEYS } from './payment-method-text-keys.ts';

function LimitActiveSwitch({ method, limit, canWrite }: { method: PaymentMethod; limit: PaymentMethodLimit; canWrite: boolean }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const update = useUpdatePaymentMethodLimit();
  const names = { name: method.name, country: countryName(limit.country), type: t(LIMIT_TYPE_KEYS[limit.type]) };
  return (
    <ConfirmSwitch
      checked={limit.isActive}
      pending={update.isPending}
      canWrite={canWrite}
      ariaLabel={t('paymentMethodCatalog.limitToggle.label', names)}
      checkedLabel={t('paymentMethodCatalog.state.active')}
      uncheckedLabel={t('paymentMethodCatalog.state.inactive')}
      copy={(next) =>
        next
          ? { title: t('paymentMethodCatalog.limitToggle.activateTitle', names), description: t('paymentMethodCatalog.limitToggle.activateBody', names), okText: t('paymentMethodCatalog.toggle.activate') }
          : { title: t('paymentMethodCatalog.limitToggle.deactivateTitle', names), description: t('paymentMethodCatalog.limitToggle.deactivateBody', names), okText: t('paymentMethodCatalog.toggle.deactivate') }
      }
      onConfirm={async (isActive) => {
        const saved = await update.mutateAsync({ id: limit.id, isActive });
        return saved.isActive ? t('paymentMethodCatalog.limitToggle.activated', names) : t('paymentMethodCatalog.limitToggle.deactivated', names);
      }}
      testId="limit-active-switch"
    />
  );
}

function LimitArchiveButton({ method, limit }: { method: PaymentMethod; limit: PaymentMethodLimit }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const archive = useArchivePaymentMethodLimit();
  const restore = useRestorePaymentMethodLimit();
  const names = { name: method.name, country: countryName(limit.country), type: t(LIMIT_TYPE_KEYS[limit.type]) };
  return (
    <ArchiveRestoreButton
      archiveLabel={t('paymentMethodCatalog.limitArchive.archiveNamed', names)}
      restoreLabel={t('paymentMethodCatalog.limitArchive.restoreNamed', names)}
      archived={limit.archivedAt !== null}
      archiveCopy={{ title: t('paymentMethodCatalog.limitArchive.title', names), description: t('paymentMethodCatalog.limitArchive.body', names), done: t('paymentMethodCatalog.limitArchive.done', names) }}
      restoreCopy={{ title: t('paymentMethodCatalog.limitArchive.restoreTitle', names), description: t('paymentMethodCatalog.limitArchive.restoreBody', names), done: t('paymentMethodCatalog.limitArchive.restored', names) }}
      onArchive={(reason) => archive.mutateAsync({ id: limit.id, reason })}
      onRestore={(reason) => restore.mutateAsync({ id: limit.id, reason })}
      testId="limit"
    />
  );
}

export interface PaymentMethodLimitsTableProps {
  method: PaymentMethod;
  canWrite: boolean;
  onAdd: () => void;
  onEdit: (limit: PaymentMethodLimit) => void;
}

/** The limits of one method, shown when its row is expanded: they come with the method, so no request of their own. */
export function PaymentMethodLimitsTable({ method, canWrite, onAdd, onEdit }: PaymentMethodLimitsTableProps) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const formatDate = useDateFormat().dateTime;
  const none = <Typography.Text type="secondary">{t('common.none')}</Typography.Text>;

  const columns: ColumnsType<PaymentMethodLimit> = [
    {
      key: 'country',
      title: t('paymentMethodCatalog.limitFields.country'),
      render: (_, l) => (
        <span style={{ whiteSpace: 'nowrap' }} data-testid="limit-country">
          {countryName(l.country)} <Typography.Text type="secondary">({l.country})</Typography.Text>
        </span>
      ),
    },
    {
      key: 'type',
      title: t('paymentMethodCatalog.limitFields.type'),
      render: (_, l) => <Tag color={l.type === 'DEPOSIT' ? 'green' : 'blue'}>{t(LIMIT_TYPE_KEYS[l.type])}</Tag>,
    },
    { key: 'fee', title: t('paymentMethodCatalog.limitFields.fee'), align: 'end', render: (_, l) => <MoneyCell value={l.fee} currency={currencyOfCountry(l.country)} testId="limit-fee" /> },
    {
      key: 'feePercentage',
      title: t('paymentMethodCatalog.limitFields.feePercentage'),
      align: 'end',
      render: (_, l) => (
        <span dir="ltr" style={{ whiteSpace: 'nowrap' }}>
          <MoneyCell value={l.feePercentage} testId="limit-fee-percentage" /> %
        </span>
      ),
    },
    {
      key: 'minBuyLimitInUsd',
      title: t('paymentMethodCatalog.limitFields.minBuyLimitInUsd'),
      align: 'end',
      // Withdrawals buy nothing.
      render: (_, l) => (l.type === 'DEPOSIT' ? <MoneyCell value={l.minBuyLimitInUsd} currency="USD" testId="limit-min-buy" /> : none),
    },
    // One table holds deposit and withdrawal limits: the columns say amount, the Type column says which.
    { key: 'minDeposit', title: t('paymentMethodCatalog.limitFields.minAmount'), align: 'end', render: (_, l) => <MoneyCell value={l.minDeposit} currency={currencyOfCountry(l.country)} testId="limit-min-deposit" /> },
    { key: 'maxDeposit', title: t('paymentMethodCatalog.limitFields.maxAmount'), align: 'end', render: (_, l) => <MoneyCell value={l.maxDeposit} currency={currencyOfCountry(l.country)} testId="limit-max-deposit" /> },
    {
      key: 'processingTime',
      title: t('paymentMethodCatalog.limitFields.processingTime'),
      // Typed by an admin in any language: its own direction, so "1-3 business days" keeps its order in Arabic.
      render: (_, l) => <span dir="auto" style={{ whiteSpace: 'nowrap' }}>{l.processingTime}</span>,
    },
    {
      key: 'isActive',
      title: t('paymentMethodCatalog.limitFields.isActive'),
      render: (_, l) =>
        l.archivedAt ? (
          <Tooltip title={t('archive.archivedOn', { date: formatDate(l.archivedAt) })}>
            <Tag data-testid="limit-archived-tag">{t('archive.archived')}</Tag>
          </Tooltip>
        ) : (
          <LimitActiveSwitch method={method} limit={l} canWrite={canWrite} />
        ),
    },
    ...(canWrite
      ? [
          {
            key: 'actions',
            title: t('paymentMethodCatalog.list.actions'),
            render: (_: unknown, l: PaymentMethodLimit) => (
              <Flex gap={4} align="center" wrap={false}>
                {!l.archivedAt && (
                  <RowIconButton title={t('paymentMethodCatalog.limits.edit')} ariaLabel={t('paymentMethodCatalog.limits.editNamed', { country: countryName(l.country), type: t(LIMIT_TYPE_KEYS[l.type]) })} icon={<EditOutlined />} onClick={() => onEdit(l)} testId="limit-edit" />
                )}
                <LimitArchiveButton method={method} limit={l} />
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <div data-testid="limits-panel" data-method={method.name} style={{ padding: '4px 0' }}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Typography.Text strong>{t('paymentMethodCatalog.limits.title', { name: method.name })}</Typography.Text>
        {canWrite && (
          <Button size="small" icon={<PlusOutlined />} onClick={onAdd} data-testid="limit-add">
            {t('paymentMethodCatalog.limits.add')}
          </Button>
        )}
      </Flex>
      <Table<PaymentMethodLimit>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={method.limits}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('paymentMethodCatalog.limits.empty')} /> }}
        data-testid="limits-table"
      />
    </div>
  );
}
