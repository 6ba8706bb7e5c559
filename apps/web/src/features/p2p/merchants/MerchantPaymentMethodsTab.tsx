import { EditOutlined, EyeInvisibleOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import type { MerchantPaymentMethod } from '@exchange/contract/p2p/merchant-payment-methods';
import { Button, Empty, Flex, Switch, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportCsvButton } from '../../../components/ExportCsvButton.tsx';
import { ResourceTable } from '../../../components/ResourceTable.tsx';
import { useArchiveMerchantPaymentMethod, useMerchantPaymentMethods, useRestoreMerchantPaymentMethod, useSetMerchantPaymentMethodActive } from './merchant-queries.ts';
import { ArchiveRestoreButton } from '../../../components/ArchiveRestoreButton.tsx';
import { ConfirmSwitch } from '../../../components/ConfirmSwitch.tsx';
import { MerchantPaymentMethodFormDrawer } from './MerchantPaymentMethodFormDrawer.tsx';
import { maskAccountNumber } from './payment-method-form.ts';
import { usePaymentTypeLabel } from './use-payment-type-label.ts';
import { RowIconButton } from '../../../components/RowIconButton.tsx';

const pageSizes = [10, 20, 50];

function PaymentMethodActiveSwitch({ merchantId, method, canWrite }: { merchantId: string; method: MerchantPaymentMethod; canWrite: boolean }) {
  const { t } = useTranslation();
  const setActive = useSetMerchantPaymentMethodActive(merchantId);
  const label = { label: method.label };
  return (
    <ConfirmSwitch
      checked={method.isActive}
      pending={setActive.isPending}
      canWrite={canWrite}
      ariaLabel={t('paymentMethods.toggle.label', label)}
      checkedLabel={t('merchants.state.active')}
      uncheckedLabel={t('merchants.state.inactive')}
      copy={(next) =>
        next
          ? { title: t('paymentMethods.toggle.activateTitle', label), description: t('paymentMethods.toggle.activateBody'), okText: t('merchants.toggle.activate') }
          : { title: t('paymentMethods.toggle.deactivateTitle', label), description: t('paymentMethods.toggle.deactivateBody'), okText: t('merchants.toggle.deactivate') }
      }
      onConfirm={async (isActive) => {
        const updated = await setActive.mutateAsync({ id: method.id, isActive });
        return updated.isActive ? t('paymentMethods.toggle.activated', label) : t('paymentMethods.toggle.deactivated', label);
      }}
      testId="payment-method-active-switch"
    />
  );
}

function PaymentMethodArchiveButton({ merchantId, method }: { merchantId: string; method: MerchantPaymentMethod }) {
  const { t } = useTranslation();
  const archive = useArchiveMerchantPaymentMethod(merchantId);
  const restore = useRestoreMerchantPaymentMethod(merchantId);
  const label = { label: method.label };
  return (
    <ArchiveRestoreButton
      archiveLabel={t('paymentMethods.archive.archiveNamed', label)}
      restoreLabel={t('paymentMethods.archive.restoreNamed', label)}
      archived={method.archivedAt !== null}
      archiveCopy={{ title: t('paymentMethods.archive.title', label), description: t('paymentMethods.archive.body'), done: t('paymentMethods.archive.done', label) }}
      restoreCopy={{ title: t('paymentMethods.archive.restoreTitle', label), description: t('paymentMethods.archive.restoreBody'), done: t('paymentMethods.archive.restored', label) }}
      onArchive={(reason) => archive.mutateAsync({ id: method.id, reason })}
      onRestore={(reason) => restore.mutateAsync({ id: method.id, reason })}
      testId="payment-method"
    />
  );
}

export function MerchantPaymentMethodsTab({ merchantId, canWrite }: { merchantId: string; canWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const typeLabel = usePaymentTypeLabel();
  // Paged here rather than in the URL: the ads tab owns the page's list parameters.
  const [paging, setPaging] = useState({ page: 0, limit: 20 });
  const [showArchived, setShowArchived] = useState(false);
  const { data, error, isFetching, refetch } = useMerchantPaymentMethods(merchantId, showArchived ? { ...paging, includeArchived: 'true' } : paging);
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const [drawer, setDrawer] = useState<{ method: MerchantPaymentMethod | null } | null>(null);
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', numberingSystem: 'latn' });

  const toggleReveal = (id: string) =>
    setRevealed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const columns: ColumnsType<MerchantPaymentMethod> = [
    { key: 'type', title: t('paymentMethods.fields.type'), render: (_, m) => typeLabel(m.type) },
    { key: 'label', title: t('paymentMethods.fields.label'), dataIndex: 'label' },
    { key: 'accountName', title: t('paymentMethods.fields.accountName'), dataIndex: 'accountName' },
    {
      key: 'accountNumber',
      title: t('paymentMethods.fields.accountNumber'),
      render: (_, m) => {
        const shown = revealed.has(m.id);
        return (
          <Flex align="center" gap={4}>
            <Typography.Text code style={{ whiteSpace: 'nowrap' }} data-testid="payment-method-account-number">
              {shown ? m.accountNumber : maskAccountNumber(m.accountNumber)}
            </Typography.Text>
            <Tooltip title={shown ? t('paymentMethods.list.hide') : t('paymentMethods.list.reveal')}>
              <Button
                type="text"
                size="small"
                icon={shown ? <EyeInvisibleOutlined /> : <EyeOutlined />}
                aria-label={shown ? t('paymentMethods.list.hide') : t('paymentMethods.list.reveal')}
                aria-pressed={shown}
                onClick={() => toggleReveal(m.id)}
                data-testid="payment-method-reveal"
              />
            </Tooltip>
          </Flex>
        );
      },
    },
    {
      key: 'bankName',
      title: t('paymentMethods.fields.bankName'),
      render: (_, m) => m.bankName ?? <Typography.Text type="secondary">{t('common.none')}</Typography.Text>,
    },
    {
      key: 'isActive',
      title: t('paymentMethods.fields.active'),
      render: (_, m) =>
        m.archivedAt ? (
          <Tooltip title={t('archive.archivedOn', { date: dates.format(new Date(m.archivedAt)) })}>
            <Tag data-testid="payment-method-archived-tag">{t('archive.archived')}</Tag>
          </Tooltip>
        ) : (
          <PaymentMethodActiveSwitch merchantId={merchantId} method={m} canWrite={canWrite} />
        ),
    },
    { key: 'createdAt', title: t('paymentMethods.fields.createdAt'), render: (_, m) => <span style={{ whiteSpace: 'nowrap' }}>{dates.format(new Date(m.createdAt))}</span> },
    ...(canWrite
      ? [
          {
            key: 'actions',
            title: t('merchants.list.actions'),
            render: (_: unknown, m: MerchantPaymentMethod) => (
              <Flex gap={4} align="center" wrap={false}>
                {!m.archivedAt && (
                  <RowIconButton title={t('paymentMethods.list.edit')} ariaLabel={t('paymentMethods.list.editNamed', { label: m.label })} icon={<EditOutlined />} onClick={() => setDrawer({ method: m })} testId="payment-method-edit" />
                )}
                <PaymentMethodArchiveButton merchantId={merchantId} method={m} />
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <div data-testid="merchant-payment-methods-tab">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <Switch
            size="small"
            checked={showArchived}
            onChange={(on) => {
              setShowArchived(on);
              setPaging((current) => ({ ...current, page: 0 }));
            }}
            data-testid="payment-method-show-archived"
          />
          {t('archive.showArchived')}
        </label>
        <Flex gap={8} wrap>
          {canWrite && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ method: null })} data-testid="payment-method-create">
              {t('paymentMethods.list.create')}
            </Button>
          )}
          <ExportCsvButton
            path="/admin/p2p/merchants/{merchantId}/paymentMethods"
            pathParams={{ merchantId }}
            filters={{ includeArchived: showArchived ? 'true' : undefined }}
            fallbackName="merchant-payment-methods.csv"
            testId="merchant-payment-methods-export"
          />
        </Flex>
      </Flex>
      <ResourceTable<MerchantPaymentMethod>
        columns={columns}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        rowKey="id"
        page={paging.page}
        limit={paging.limit}
        pageSizes={pageSizes}
        onPageChange={(page, limit) => setPaging(limit === paging.limit ? { page, limit } : { page: 0, limit })}
        emptyText={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('paymentMethods.list.empty')} />}
        testId="payment-method-table"
      />
      {drawer && <MerchantPaymentMethodFormDrawer merchantId={merchantId} method={drawer.method} onClose={() => setDrawer(null)} />}
    </div>
  );
}
