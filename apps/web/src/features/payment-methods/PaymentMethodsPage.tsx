import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { PaymentMethod, PaymentMethodLimit } from '@exchange/contract/payment-methods/payment-methods';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { useCan } from '../../components/use-can.ts';
import { useCountFormat } from '../../components/use-count-format.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { ConfirmSwitch } from '../../components/ConfirmSwitch.tsx';
import { paymentMethodFilters } from './payment-method-filters.ts';
import { usePaymentMethods, useSetPaymentMethodActive } from './payment-method-queries.ts';
import { PaymentMethodFormDrawer } from './PaymentMethodFormDrawer.tsx';
import { PaymentMethodIcon } from './PaymentMethodIcon.tsx';
import { PaymentMethodLimitFormDrawer } from './PaymentMethodLimitFormDrawer.tsx';
import { PaymentMethodLimitsTable } from './PaymentMethodLimitsTable.tsx';
import { RowIconButton } from '../../components/RowIconButton.tsx';
import { NameWithDescriptionCell } from '../../components/NameWithDescriptionCell.tsx';
import { PAYMENT_TYPE_KEYS } from './payment-method-text-keys.ts';

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
  const list = useUrlListState(paymentMethodFilters.defaults);
  const query = usePaymentMethods(apiQueryOf(paymentMethodFilters, list));
  const [drawer, setDrawer] = useState<Drawer | null>(null);
  const [expanded, setExpanded] = useState<readonly Key[]>([]);

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
      render: (_, m) => <NameWithDescriptionCell name={m.name} description={m.description} width={360} testId="payment-method-name" />,
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
    <ListPage
      testId="payment-methods-page"
      filters={paymentMethodFilters}
      filtersTestId="payment-method-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="payment-method-table"
      empty={{ none: t('paymentMethodCatalog.list.empty'), filtered: t('common.noResults') }}
      exportCsv={{ path: '/admin/paymentMethod/listPaymentMethods', fileName: 'payment-methods.csv', testId: 'payment-methods-export' }}
      toolbar={
        canWrite && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ kind: 'method', method: null })} data-testid="payment-method-create">
            {t('paymentMethodCatalog.list.create')}
          </Button>
        )
      }
      table={{
        expandable: {
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
        },
        onRow: () => ({ style: { cursor: 'pointer' } }),
      }}
    >
      {drawer?.kind === 'method' && <PaymentMethodFormDrawer method={drawer.method} onClose={() => setDrawer(null)} />}
      {drawer?.kind === 'limit' && <PaymentMethodLimitFormDrawer method={drawer.method} limit={drawer.limit} onClose={() => setDrawer(null)} />}
    </ListPage>
  );
}
