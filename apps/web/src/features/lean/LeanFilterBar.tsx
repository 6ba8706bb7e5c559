import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../app/form-errors.ts';
import type { UrlListState } from '../../components/use-url-list-state.ts';
import { LEAN_CURRENCIES } from './lean-constants.ts';
import { LEAN_STATUS_FILTERS, type LeanFilters } from './lean-list-state.ts';
import { FilterBarActions } from '../../components/FilterBarActions.tsx';

interface FilterForm {
  status?: string | undefined;
  search?: string | undefined;
  currency?: string | undefined;
  dates?: [Dayjs | null, Dayjs | null] | null | undefined;
}

const dayFormat = 'YYYY-MM-DD';
// A hand-edited link may hold a date that is no date; the picker then stays empty (the server says why).
const day = (value: string | undefined) => {
  const parsed = value ? dayjs(value) : null;
  return parsed?.isValid() && parsed.format(dayFormat) === value ? parsed : null;
};
const serverFields = ['status', 'search', 'currency'] as const;

/** Status, search, currency and dates; the URL holds them, this form only edits them. */
export function LeanFilterBar({ list, error }: { list: UrlListState<LeanFilters>; error: unknown }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterForm>();
  const { startDate, endDate } = list.filters;

  // The URL is the truth: the back button or a shared link refills the form.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue({
      status: list.filters.status ?? 'ALL',
      search: list.filters.search,
      currency: list.filters.currency,
      dates: startDate || endDate ? [day(startDate), day(endDate)] : null,
    });
  }, [form, list.filters, startDate, endDate]);

  useEffect(() => {
    const fieldErrors = fieldErrorsOf(error, serverFields);
    if (fieldErrors.length > 0) form.setFields(fieldErrors);
  }, [form, error]);

  const col = { xs: 24, sm: 12, lg: 4 } as const;
  return (
    <Form<FilterForm>
      form={form}
      layout="vertical"
      name="leanFilters"
      className="filter-bar"
      onFinish={(values) =>
        list.setFilters({
          status: values.status,
          search: values.search?.trim() || undefined,
          currency: values.currency,
          startDate: values.dates?.[0]?.format(dayFormat),
          endDate: values.dates?.[1]?.format(dayFormat),
        })
      }
      onValuesChange={(changed: Partial<FilterForm>) => {
        // The selects and dates apply at once; the search waits for Enter or the button.
        if (!('search' in changed)) form.submit();
      }}
      data-testid="lean-filters"
    >
      <Row gutter={[12, 0]}>
        <Col {...col}>
          <Form.Item name="status" label={t('lean.filters.status')}>
            <Select
              data-testid="filter-status"
              options={LEAN_STATUS_FILTERS.map((status) => ({ value: status, label: status === 'ALL' ? t('lean.filters.allStatuses') : t(`status.${status}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={5}>
          <Form.Item name="search" label={t('lean.filters.search')} rules={[{ max: 100, message: t('lean.filters.tooLong', { max: 100 }) }]}>
            <Input allowClear placeholder={t('lean.filters.searchPlaceholder')} data-testid="filter-search" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={3}>
          <Form.Item name="currency" label={t('lean.filters.currency')}>
            <Select allowClear placeholder={t('common.any')} data-testid="filter-currency" options={LEAN_CURRENCIES.map((c) => ({ value: c, label: c }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Form.Item name="dates" label={t('lean.filters.dates')}>
            <DatePicker.RangePicker
              allowEmpty={[true, true]}
              placeholder={[t('common.startDate'), t('common.endDate')]}
              style={{ width: '100%' }}
              data-testid="filter-dates"
            />
          </Form.Item>
        </Col>
        <FilterBarActions onReset={list.reset} canReset={list.isFiltered} />
      </Row>
    </Form>
  );
}
