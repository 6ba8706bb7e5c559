import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Badge, Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../app/form-errors.ts';
import type { UrlListState } from '../../../components/use-url-list-state.ts';
import { COINS, FIATS } from '../p2p-constants.ts';
import { TRANSACTION_TYPES, WITHDRAWAL_STATUSES } from './transaction-constants.ts';
import { TRANSACTION_STATUS_FILTERS, type TransactionFilters } from './transaction-list-state.ts';
import { FilterBarActions } from '../../../components/FilterBarActions.tsx';

interface FilterForm {
  status?: string | undefined;
  withdrawalStatus?: string | undefined;
  type?: string | undefined;
  coin?: string | undefined;
  fiat?: string | undefined;
  customerId?: string | undefined;
  email?: string | undefined;
  transactionNumber?: string | undefined;
  fiatAmountStart?: string | undefined;
  fiatAmountEnd?: string | undefined;
  cryptoAmountStart?: string | undefined;
  cryptoAmountEnd?: string | undefined;
  dates?: [Dayjs | null, Dayjs | null] | null | undefined;
}

const dayFormat = 'YYYY-MM-DD';
// A hand-edited link may hold a date that is no date; the picker then stays empty (the server says why).
const day = (value: string | undefined) => {
  const parsed = value ? dayjs(value) : null;
  // dayjs rolls 2024-13-45 over into 2025; only a date that reads back the same is one.
  return parsed?.isValid() && parsed.format(dayFormat) === value ? parsed : null;
};
const moreFilters = ['withdrawalStatus', 'customerId', 'fiatAmountStart', 'fiatAmountEnd', 'cryptoAmountStart', 'cryptoAmountEnd', 'startDate', 'endDate'] as const;
/** The fields that apply as soon as they change; text fields wait for Enter or Search. */
const instantFields = new Set(['status', 'withdrawalStatus', 'type', 'coin', 'fiat', 'dates']);
const serverFields = ['status', 'withdrawalStatus', 'type', 'coin', 'fiat', 'customerId', 'email', 'transactionNumber', 'fiatAmountStart', 'fiatAmountEnd', 'cryptoAmountStart', 'cryptoAmountEnd'] as const;

// The contract's decimal rule: up to 18 integer digits and `scale` decimals.
const amountPattern = (scale: number) => new RegExp(`^(0|[1-9]\\d{0,17})(\\.\\d{1,${scale}})?$`);
const fiatPattern = amountPattern(2);
const cryptoPattern = amountPattern(8);
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toForm(filters: TransactionFilters): FilterForm {
  const { startDate, endDate, status, ...rest } = filters;
  return {
    ...rest,
    status: status ?? 'ALL',
    dates: startDate || endDate ? [day(startDate), day(endDate)] : null,
  };
}

function fromForm(values: FilterForm): Partial<TransactionFilters> {
  const { dates, ...rest } = values;
  const text = (value: string | undefined) => value?.trim() || undefined;
  return {
    status: rest.status,
    withdrawalStatus: rest.withdrawalStatus,
    type: rest.type,
    coin: rest.coin,
    fiat: rest.fiat,
    customerId: text(rest.customerId),
    email: text(rest.email)?.toLowerCase(),
    transactionNumber: text(rest.transactionNumber),
    fiatAmountStart: text(rest.fiatAmountStart),
    fiatAmountEnd: text(rest.fiatAmountEnd),
    cryptoAmountStart: text(rest.cryptoAmountStart),
    cryptoAmountEnd: text(rest.cryptoAmountEnd),
    startDate: dates?.[0]?.format(dayFormat),
    endDate: dates?.[1]?.format(dayFormat),
  };
}

export interface TransactionFilterBarProps {
  list: UrlListState<TransactionFilters>;
  /** The list's last error: a 400 names the filter it refused. */
  error: unknown;
}

/** Every filter of the spec; the URL holds them, this form only edits them. */
export function TransactionFilterBar({ list, error }: TransactionFilterBarProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterForm>();
  const activeMore = moreFilters.filter((key) => list.filters[key] !== undefined).length;
  const [showMore, setShowMore] = useState(activeMore > 0);

  // The URL is the truth: the back button or a shared link refills the form.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toForm(list.filters));
  }, [form, list.filters]);

  useEffect(() => {
    const fieldErrors = fieldErrorsOf(error, serverFields);
    if (fieldErrors.length > 0) form.setFields(fieldErrors);
  }, [form, error]);

  const amountRule = (pattern: RegExp, message: string) => ({ pattern, message });
  const fiatRule = amountRule(fiatPattern, t('transactions.filters.fiatAmountInvalid'));
  const cryptoRule = amountRule(cryptoPattern, t('transactions.filters.cryptoAmountInvalid'));
  const col = { xs: 24, sm: 12, lg: 8, xl: 4 } as const;
  const wideCol = { xs: 24, sm: 12, lg: 8, xl: 6 } as const;

  return (
    <Form<FilterForm>
      form={form}
      layout="vertical"
      name="transactionFilters"
      className="filter-bar"
      onFinish={(values) => list.setFilters(fromForm(values))}
      onValuesChange={(changed: Partial<FilterForm>) => {
        if (Object.keys(changed).some((key) => instantFields.has(key))) form.submit();
      }}
      data-testid="transaction-filters"
    >
      <Row gutter={[12, 0]}>
        <Col {...col}>
          <Form.Item name="status" label={t('transactions.filters.status')}>
            <Select
              data-testid="filter-status"
              options={TRANSACTION_STATUS_FILTERS.map((status) => ({
                value: status,
                label: status === 'ALL' ? t('transactions.filters.allStatuses') : t(`status.${status}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="type" label={t('transactions.filters.type')}>
            <Select
              allowClear
              placeholder={t('common.any')}
              data-testid="filter-type"
              options={TRANSACTION_TYPES.map((type) => ({ value: type, label: t(`transactions.type.${type}`) }))}
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="coin" label={t('transactions.filters.coin')}>
            <Select allowClear placeholder={t('common.any')} data-testid="filter-coin" options={COINS.map((coin) => ({ value: coin, label: coin }))} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="fiat" label={t('transactions.filters.fiat')} tooltip={t('transactions.filters.fiatHint')}>
            <Select allowClear placeholder={t('common.any')} data-testid="filter-fiat" options={FIATS.map((fiat) => ({ value: fiat, label: fiat }))} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="transactionNumber" label={t('transactions.filters.transactionNumber')} rules={[{ max: 40, message: t('transactions.filters.tooLong', { max: 40 }) }]}>
            <Input allowClear data-testid="filter-transactionNumber" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="email" label={t('transactions.filters.email')} rules={[{ type: 'email', message: t('transactions.filters.emailInvalid') }]}>
            <Input allowClear type="email" data-testid="filter-email" />
          </Form.Item>
        </Col>
        {showMore && (
          <>
            <Col {...col}>
              <Form.Item name="customerId" label={t('transactions.filters.customerId')} rules={[{ pattern: uuidPattern, message: t('transactions.filters.customerIdInvalid') }]}>
                <Input allowClear data-testid="filter-customerId" />
              </Form.Item>
            </Col>
            <Col {...col}>
              <Form.Item name="withdrawalStatus" label={t('transactions.filters.withdrawalStatus')}>
                <Select
                  allowClear
                  placeholder={t('common.any')}
                  data-testid="filter-withdrawalStatus"
                  options={WITHDRAWAL_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
                />
              </Form.Item>
            </Col>
            <Col {...wideCol}>
              <Form.Item label={t('transactions.filters.fiatAmount')}>
                <Space.Compact block>
                  <Form.Item name="fiatAmountStart" noStyle rules={[fiatRule]}>
                    <Input allowClear placeholder={t('common.from')} inputMode="decimal" data-testid="filter-fiatAmountStart" />
                  </Form.Item>
                  <Form.Item name="fiatAmountEnd" noStyle rules={[fiatRule]}>
                    <Input allowClear placeholder={t('common.to')} inputMode="decimal" data-testid="filter-fiatAmountEnd" />
                  </Form.Item>
                </Space.Compact>
              </Form.Item>
            </Col>
            <Col {...wideCol}>
              <Form.Item label={t('transactions.filters.cryptoAmount')}>
                <Space.Compact block>
                  <Form.Item name="cryptoAmountStart" noStyle rules={[cryptoRule]}>
                    <Input allowClear placeholder={t('common.from')} inputMode="decimal" data-testid="filter-cryptoAmountStart" />
                  </Form.Item>
                  <Form.Item name="cryptoAmountEnd" noStyle rules={[cryptoRule]}>
                    <Input allowClear placeholder={t('common.to')} inputMode="decimal" data-testid="filter-cryptoAmountEnd" />
                  </Form.Item>
                </Space.Compact>
              </Form.Item>
            </Col>
            <Col {...wideCol}>
              <Form.Item name="dates" label={t('transactions.filters.dates')}>
                <DatePicker.RangePicker
                  allowEmpty={[true, true]}
                  placeholder={[t('common.startDate'), t('common.endDate')]}
                  style={{ width: '100%' }}
                  data-testid="filter-dates"
                />
              </Form.Item>
            </Col>
          </>
        )}
        <FilterBarActions onReset={list.reset} canReset={list.isFiltered}>
          <Button type="link" onClick={() => setShowMore((shown) => !shown)} data-testid="filter-more">
            {showMore ? <UpOutlined /> : <DownOutlined />}
            {showMore ? t('transactions.filters.fewer') : t('transactions.filters.more')}
            {!showMore && activeMore > 0 && <Badge count={activeMore} size="small" />}
          </Button>
        </FilterBarActions>
      </Row>
    </Form>
  );
}
