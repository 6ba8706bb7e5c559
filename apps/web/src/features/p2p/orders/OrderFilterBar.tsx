import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../app/form-errors.ts';
import type { UrlListState } from '../../../components/use-url-list-state.ts';
import { OrderMerchantSelect } from './OrderMerchantSelect.tsx';
import { COINS, FIATS } from '../p2p-constants.ts';
import { ORDER_SIDES, ORDER_STATUSES } from './order-constants.ts';
import type { OrderFilters } from './order-list-state.ts';
import { FilterBarActions } from '../../../components/FilterBarActions.tsx';

type FilterForm = Partial<Omit<OrderFilters, 'startDate' | 'endDate'>> & { dates?: [Dayjs | null, Dayjs | null] | null };

const dayFormat = 'YYYY-MM-DD';
// A hand-edited link may hold a date that is no date; the picker then stays empty (the server says why).
const day = (value: string | undefined) => {
  const parsed = value ? dayjs(value) : null;
  // dayjs rolls 2024-13-45 over into 2025; only a date that reads back the same is one.
  return parsed?.isValid() && parsed.format(dayFormat) === value ? parsed : null;
};
const instantFields = new Set(['status', 'side', 'coin', 'fiat', 'merchantId', 'dates']);
const serverFields = ['status', 'side', 'coin', 'fiat', 'merchantId', 'email', 'orderNumber', 'startDate', 'endDate'] as const;

function toForm({ startDate, endDate, ...rest }: OrderFilters): FilterForm {
  return { ...rest, dates: startDate || endDate ? [day(startDate), day(endDate)] : null };
}

function fromForm({ dates, ...rest }: FilterForm): Partial<OrderFilters> {
  const text = (value: string | undefined) => value?.trim() || undefined;
  return {
    status: rest.status,
    side: rest.side,
    coin: rest.coin,
    fiat: rest.fiat,
    merchantId: rest.merchantId,
    email: text(rest.email)?.toLowerCase(),
    orderNumber: text(rest.orderNumber),
    startDate: dates?.[0]?.format(dayFormat),
    endDate: dates?.[1]?.format(dayFormat),
  };
}

export interface OrderFilterBarProps {
  list: UrlListState<OrderFilters>;
  error: unknown;
  /** Shown beside Search: the export button, which exports exactly these filters. */
  extra?: ReactNode;
}

export function OrderFilterBar({ list, error, extra }: OrderFilterBarProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterForm>();

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toForm(list.filters));
  }, [form, list.filters]);

  useEffect(() => {
    // The two dates share one picker, which shows the errors of both.
    const fieldErrors = fieldErrorsOf(error, serverFields).map(({ name, errors }) => ({
      name: name === 'startDate' || name === 'endDate' ? ('dates' as const) : name,
      errors,
    }));
    if (fieldErrors.length > 0) form.setFields(fieldErrors);
  }, [form, error]);

  // Wide screens: four short pickers and the merchant on one row, the texts, dates and buttons on the next.
  const col = (xl: number) => ({ xs: 24, sm: 12, lg: 8, xl }) as const;
  const anyOf = (values: readonly string[], label: (value: string) => string) => values.map((value) => ({ value, label: label(value) }));

  return (
    <Form<FilterForm>
      form={form}
      layout="vertical"
      name="orderFilters"
      onFinish={(values) => list.setFilters(fromForm(values))}
      onValuesChange={(changed: Partial<FilterForm>) => {
        if (Object.keys(changed).some((key) => instantFields.has(key))) form.submit();
      }}
      data-testid="order-filters"
    >
      <Row gutter={[12, 0]}>
        <Col {...col(4)}>
          <Form.Item name="status" label={t('orders.filters.status')}>
            <Select allowClear placeholder={t('orders.filters.allStatuses')} data-testid="filter-status" options={anyOf(ORDER_STATUSES, (s) => t(`status.${s}`))} />
          </Form.Item>
        </Col>
        <Col {...col(4)}>
          <Form.Item name="side" label={t('orders.filters.side')}>
            <Select allowClear placeholder={t('common.any')} data-testid="filter-side" options={anyOf(ORDER_SIDES, (s) => t(`orders.side.${s}`))} />
          </Form.Item>
        </Col>
        <Col {...col(4)}>
          <Form.Item name="coin" label={t('orders.filters.coin')}>
            <Select allowClear placeholder={t('common.any')} data-testid="filter-coin" options={anyOf(COINS, (c) => c)} />
          </Form.Item>
        </Col>
        <Col {...col(4)}>
          <Form.Item name="fiat" label={t('orders.filters.fiat')}>
            <Select allowClear placeholder={t('common.any')} data-testid="filter-fiat" options={anyOf(FIATS, (f) => f)} />
          </Form.Item>
        </Col>
        <Col {...col(8)}>
          <Form.Item name="merchantId" label={t('orders.filters.merchant')}>
            <OrderMerchantSelect />
          </Form.Item>
        </Col>
        <Col {...col(5)}>
          <Form.Item name="email" label={t('orders.filters.email')} rules={[{ type: 'email', message: t('orders.filters.emailInvalid') }]}>
            <Input allowClear type="email" data-testid="filter-email" />
          </Form.Item>
        </Col>
        <Col {...col(5)}>
          <Form.Item name="orderNumber" label={t('orders.filters.orderNumber')} rules={[{ max: 40, message: t('orders.filters.tooLong', { max: 40 }) }]}>
            <Input allowClear data-testid="filter-orderNumber" />
          </Form.Item>
        </Col>
        <Col {...col(6)}>
          <Form.Item name="dates" label={t('orders.filters.dates')}>
            <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('common.startDate'), t('common.endDate')]} style={{ width: '100%' }} data-testid="filter-dates" />
          </Form.Item>
        </Col>
        <FilterBarActions onReset={list.reset} canReset={list.isFiltered} after={extra} />
      </Row>
    </Form>
  );
}
