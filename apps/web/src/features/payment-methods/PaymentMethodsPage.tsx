import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { PaymentMethod, PaymentMethodLimit } from '@exchange/contract/payment-methods/payment-methods';
import { Button, Card, Empty, Flex, Select, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { ISO_COUNTRY_CODES } from '../../components/iso-country-codes.ts';
import { ResourceTable } from '../../components/ResourceTable.tsx';
import { useCan } from '../../components/use-can.ts';
import { useCountFormat } from '../../components/use-count-format.ts';
import { useCountryOptions } from '../../components/use-country-options.ts';
import { listQuery, useUrlListState, type ListDefaults } from '../../components/use-url-list-state.ts';
import { ConfirmSwitch } from '../../components/ConfirmSwitch.tsx';
import { usePaymentMethods, useSetPaymentMethodActive } from './payment-method-api.ts';
import { PAYMENT_TYPES, PAYMENT_TYPE_KEYS } from './payment-method-constants.ts';
import { PaymentMethodFormDrawer } from './PaymentMethodFormDrawer.tsx';
import { PaymentMethodIcon } from './PaymentMethodIcon.tsx';
import { PaymentMethodLimitFormDrawer } from './PaymentMethodLimitFormDrawer.tsx';
import { PaymentMethodLimitsTable } from './PaymentMethodLimitsTable.tsx';
import { ListSearchBox } from '../../components/ListSearchBox.tsx';
import { RowIconButton } from '../../components/RowIconButton.tsx';

interface PaymentMethodFilters {
  search: string | undefined;
  paymentType: string | undefined;
  isActive: string | undefined;
  onRamp: string | undefined;
  country: string | undefined;
}

const booleans = ['true', 'false'];

const listDefaults: ListDefaults<PaymentMethodFilters> = {
  filters: { search: undefined, paymentType: undefined, isActive: undefined, onRamp: undefined, country: undefined },
  allowed: { paymentType: PAYMENT_TYPES, isActive: booleans, onRamp: booleans, country: ISO_COUNTRY_CODES },
  limit: 20,
  sort: 'name',
  // The contract's paymentMethodSortFields.
  sorts: ['name', 'createdAt'],
  order: 'asc',
};

type Drawer =
  | { kind: 'method'; method: PaymentMethod | null }
  | { kind: 'limit'; method: PaymentMethod; limit: PaymentMethodLimit | null };

const stopRowClick = (event: { stopPropagation: () => void }) => event.stopPropagation();

function MethodActiveSwitch({ method, canWrite }: { method: PaymentMethod; canWrite: boolean }) {
  const { t } = useTranslation();
  const setActive = useSetPaymentMethodActive();
  const name = { name: method.name };
  return (
    <ConfirmSwitch
      checked={method.isActive}
      pending={setActive.isPending}
      canWrite={canWrite}
      ariaLabel={t('paymentMethodCatalog.toggle.label', name)}
      checkedLabel={t('paymentMethodCatalog.state.active')}
      uncheckedLabel={t('paymentMethodCatalog.state.inactive')}
      copy={(next) =>
        next
          ? { title: t('paymentMethodCatalog.toggle.activateTitle', name), description: t('paymentMethodCatalog.toggle.activateBody'), okText: t('paymentMethodCatalog.toggle.activate') }
          : { title: t('paymentMethodCatalog.toggle.deactivateTitle', name), description: t('paymentMethodCatalog.toggle.deactivateBody'), okText: t('paymentMethodCatalog.toggle.deactivate') }
      }
      onConfirm={async (isActive) => {
        const saved = await setActive.mutateAsync({ id: method.id, isActive });
        return saved.isActive ? t('paymentMethodCatalog.toggle.activated', { name: saved.name }) : t('paymentMethodCatalog.toggle.deactivated', { name: saved.name });
      }}
      testId="payment-method-active-switch"
    />
  );
}

/** The exchange's catalogue of payment methods, each with its limits per country. */
export default function PaymentMethodsPage() {
  const { t } = useTranslation();
  const canWrite = useCan('payments.methods.write');
  const format = useCountFormat();
  const countries = useCountryOptions(ISO_COUNTRY_CODES);
  const list = useUrlListState(listDefaults);
  const { data, error, isFetching, refetch } = usePaymentMethods(listQuery(list));
  const [drawer, setDrawer] = useState<Drawer | null>(null);
  const [expanded, setExpanded] = useState<readonly Key[]>([]);

  const booleanOptions = (yes: string, no: string) => [
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ];

  const columns: ColumnsType<PaymentMethod> = [
    {
      key: 'icon',
      width: 56,
      render: (_, m) => <PaymentMethodIcon paymentType={m.paymentType} iconUrl={m.iconUrl} />,
    },
    {
      key: 'name',
      title: t('paymentMethodCatalog.fields.name'),
      sorter: true,
      render: (_, m) => (
        <Flex vertical style={{ maxWidth: 360 }}>
          <Typography.Text strong data-testid="payment-method-name">
            {m.name}
          </Typography.Text>
          {m.description && (
            <Typography.Text type="secondary" ellipsis={{ tooltip: m.description }} style={{ fontSize: 12 }}>
              {m.description}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { key: 'paymentType', title: t('paymentMethodCatalog.fields.paymentType'), render: (_, m) => <Tag>{t(PAYMENT_TYPE_KEYS[m.paymentType])}</Tag> },
    {
      key: 'onRamp',
      title: t('paymentMethodCatalog.fields.onRamp'),
      render: (_, m) =>
        m.onRamp ? (
          <Tag color="purple" data-testid="payment-method-on-ramp">
            {t('paymentMethodCatalog.state.onRamp')}
          </Tag>
        ) : (
          <Typography.Text type="secondary">{t('common.none')}</Typography.Text>
        ),
    },
    {
      key: 'limits',
      title: t('paymentMethodCatalog.list.limitsCountries'),
      align: 'end',
      render: (_, m) => {
        const codes = [...new Set(m.limits.map((l) => l.country))];
        return (
          <Tooltip title={codes.length > 0 ? codes.join(', ') : undefined}>
            <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} data-testid="payment-method-limit-count">
              {format.count(m.limits.length)} / {format.count(codes.length)}
            </span>
          </Tooltip>
        );
      },
    },
    {
      key: 'isActive',
      title: t('paymentMethodCatalog.fields.isActive'),
      render: (_, m) => <MethodActiveSwitch method={m} canWrite={canWrite} />,
    },
    ...(canWrite
      ? [
          {
            key: 'actions',
            title: t('paymentMethodCatalog.list.actions'),
            render: (_: unknown, m: PaymentMethod) => (
              <Space size={4} onClick={stopRowClick}>
                <RowIconButton title={t('paymentMethodCatalog.list.edit')} ariaLabel={t('paymentMethodCatalog.list.editNamed', { name: m.name })} icon={<EditOutlined />} onClick={() => setDrawer({ kind: 'method', method: m })} testId="payment-method-edit" />
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card data-testid="payment-methods-page">
      <Flex wrap gap={8} justify="space-between" style={{ marginBottom: 16 }}>
        <Flex wrap gap={8} role="search" aria-label={t('common.filters')}>
          <ListSearchBox value={list.filters.search} onSearch={(search) => list.setFilters({ search })} placeholder={t('paymentMethodCatalog.list.searchPlaceholder')} width={240} testId="payment-method-search" />
          <Select
            allowClear
            value={list.filters.paymentType}
            placeholder={t('paymentMethodCatalog.list.anyType')}
            aria-label={t('paymentMethodCatalog.fields.paymentType')}
            options={PAYMENT_TYPES.map((type) => ({ value: type, label: t(PAYMENT_TYPE_KEYS[type]) }))}
            onChange={(value?: string) => list.setFilters({ paymentType: value })}
            style={{ width: 170 }}
            popupMatchSelectWidth={false}
            data-testid="payment-method-filter-type"
          />
          <Select
            allowClear
            value={list.filters.isActive}
            placeholder={t('paymentMethodCatalog.list.anyActive')}
            aria-label={t('paymentMethodCatalog.fields.isActive')}
            options={booleanOptions(t('paymentMethodCatalog.state.active'), t('paymentMethodCatalog.state.inactive'))}
            onChange={(value?: string) => list.setFilters({ isActive: value })}
            style={{ width: 140 }}
            data-testid="payment-method-filter-active"
          />
          <Select
            allowClear
            value={list.filters.onRamp}
            placeholder={t('paymentMethodCatalog.list.anyOnRamp')}
            aria-label={t('paymentMethodCatalog.fields.onRamp')}
            options={booleanOptions(t('paymentMethodCatalog.state.onRamp'), t('paymentMethodCatalog.state.notOnRamp'))}
            onChange={(value?: string) => list.setFilters({ onRamp: value })}
            style={{ width: 150 }}
            popupMatchSelectWidth={false}
            data-testid="payment-method-filter-on-ramp"
          />
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={list.filters.country}
            placeholder={t('paymentMethodCatalog.list.anyCountry')}
            aria-label={t('paymentMethodCatalog.limitFields.country')}
            options={countries}
            onChange={(value?: string) => list.setFilters({ country: value })}
            style={{ width: 220 }}
            popupMatchSelectWidth={false}
            data-testid="payment-method-filter-country"
          />
          {list.isFiltered && (
            <Button onClick={list.reset} data-testid="payment-method-filters-reset">
              {t('common.reset')}
            </Button>
          )}
        </Flex>
        {canWrite && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ kind: 'method', method: null })} data-testid="payment-method-create">
            {t('paymentMethodCatalog.list.create')}
          </Button>
        )}
      </Flex>
      <ResourceTable<PaymentMethod>
        columns={columns}
        data={data}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        rowKey="id"
        page={list.page}
        limit={list.limit}
        onPageChange={list.setPage}
        sortField={list.sort}
        sortOrder={list.order}
        onSortChange={list.setSort}
        emptyText={list.isFiltered ? undefined : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('paymentMethodCatalog.list.empty')} />}
        expandable={{
          expandRowByClick: true,
          expandedRowKeys: [...expanded],
          onExpandedRowsChange: (keys) => setExpanded(keys),
          expandedRowRender: (m) => (
            <PaymentMethodLimitsTable
              method={m}
              canWrite={canWrite}
              onAdd={() => setDrawer({ kind: 'limit', method: m, limit: null })}
              onEdit={(limit) => setDrawer({ kind: 'limit', method: m, limit })}
            />
          ),
        }}
        onRow={() => ({ style: { cursor: 'pointer' } })}
        testId="payment-method-table"
      />
      {drawer?.kind === 'method' && <PaymentMethodFormDrawer method={drawer.method} onClose={() => setDrawer(null)} />}
      {drawer?.kind === 'limit' && <PaymentMethodLimitFormDrawer method={drawer.method} limit={drawer.limit} onClose={() => setDrawer(null)} />}
    </Card>
  );
}
