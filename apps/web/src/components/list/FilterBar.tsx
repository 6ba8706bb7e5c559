import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Badge, Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../app/form-errors.ts';
import { FilterBarActions } from '../FilterBarActions.tsx';
import { useCountryName } from '../use-country-options.ts';
import type { UrlListState } from '../use-url-list-state.ts';
import type { FilterField, ListFilters } from './list-filters.ts';

type FormValues = Record<string, string | [Dayjs | null, Dayjs | null] | null | undefined>;
type Filters = Record<string, string | undefined>;

const dayFormat = 'YYYY-MM-DD';
// dayjs rolls 2024-13-45 over into 2025; only a date that reads back the same is one.
const day = (value: string | undefined) => {
  const parsed = value ? dayjs(value) : null;
  return parsed?.isValid() && parsed.format(dayFormat) === value ? parsed : null;
};
// Checked as it will be sent: a pasted value with spaces around it is still valid.
const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const text = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : undefined);

function toForm<Q>(fields: readonly FilterField<Q>[], filters: Filters): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (field.kind === 'dates') {
      const [from, to] = [filters[field.key], filters[field.to]];
      values[field.key] = from || to ? [day(from), day(to)] : null;
    } else {
      values[field.key] = filters[field.key];
      if (field.kind === 'range') values[field.to] = filters[field.to];
    }
  }
  return values;
}

function fromForm<Q>(fields: readonly FilterField<Q>[], values: FormValues): Filters {
  const filters: Filters = {};
  for (const field of fields) {
    const value = values[field.key];
    if (field.kind === 'dates') {
      const range = Array.isArray(value) ? value : null;
      filters[field.key] = range?.[0]?.format(dayFormat);
      filters[field.to] = range?.[1]?.format(dayFormat);
    } else if (field.kind === 'text') {
      filters[field.key] = field.lowercase ? text(value)?.toLowerCase() : text(value);
    } else {
      filters[field.key] = text(value);
      if (field.kind === 'range') filters[field.to] = text(values[field.to]);
    }
  }
  return filters;
}

export interface FilterBarProps<Q> {
  filters: ListFilters<Q>;
  list: UrlListState<Filters>;
  /** The list's last error: a 400 names the filter it refused, shown under that field. */
  error: unknown;
  testId: string;
}

/**
 * The filter form of a list, drawn from its declaration. The URL is the truth: this form only
 * edits it. Choices and dates apply at once; typed text waits for Enter or Search.
 */
export function FilterBar<Q>({ filters, list, error, testId }: FilterBarProps<Q>) {
  const { t, i18n } = useTranslation();
  const countryName = useCountryName();
  const [form] = Form.useForm<FormValues>();
  const folded = filters.fields.filter((field) => field.more);
  const activeMore = folded.filter((field) => list.filters[field.key] !== undefined || ('to' in field && list.filters[field.to] !== undefined)).length;
  const [showMore, setShowMore] = useState(activeMore > 0);
  const instant = new Set<string>(
    filters.fields.filter((f) => f.kind === 'choice' || f.kind === 'dates' || (f.kind === 'custom' && f.instant !== false)).map((f) => f.key),
  );

  // The back button or a shared link refills the form.
  useEffect(() => {
    // Not resetFields: it rebuilds every control, and the box where Enter was pressed would lose focus.
    form.setFieldsValue(toForm(filters.fields, list.filters));
    // A refusal belonged to the filters before: it goes with them (a new one comes with the new answer).
    form.setFields(filters.keys.map((name) => ({ name, errors: [] })));
  }, [form, filters.fields, filters.keys, list.filters]);

  useEffect(() => {
    const fieldErrors = fieldErrorsOf(error, filters.keys);
    if (fieldErrors.length > 0) form.setFields(fieldErrors);
  }, [form, error, filters.keys]);

  const col = { xs: 24, sm: 12, lg: 8, xl: 4 } as const;
  const wideCol = { xs: 24, sm: 12, lg: 8, xl: 6 } as const;

  const control = (field: FilterField<Q>) => {
    const testIdOf = (key: string) => (key === field.key && field.testId) || `filter-${key}`;
    // antd types a field name from the form's values; these are plain strings.
    const name: string = field.key;
    const label = t(field.label);
    const tooltip = field.hint ? t(field.hint) : undefined;
    switch (field.kind) {
      case 'choice': {
        const options = field.values.map((value) => ({
          value,
          label: field.countries ? `${countryName(value)} (${value})` : field.valueText ? field.valueText(value) : field.valueLabel ? t(field.valueLabel(value)) : value,
        }));
        // A long list of countries: in alphabetical order of their names, found by typing.
        const countries = field.countries ? { showSearch: { optionFilterProp: 'label' }, popupMatchSelectWidth: false } : {};
        if (field.countries) options.sort((a, b) => a.label.localeCompare(b.label, i18n.language));
        return (
          <Col {...col} key={field.key}>
            <Form.Item name={name} label={label} tooltip={tooltip}>
              <Select
                {...countries}
                allowClear={field.initial === undefined}
                placeholder={t('common.any')}
                data-testid={testIdOf(field.key)}
                options={options}
              />
            </Form.Item>
          </Col>
        );
      }
      case 'search':
        return (
          <Col {...wideCol} key={field.key}>
            <Form.Item name={name} label={label} tooltip={tooltip} rules={[{ max: 100, message: t('common.tooLong', { max: 100 }) }]}>
              <Input.Search allowClear placeholder={t(field.placeholder)} onSearch={() => form.submit()} data-testid={testIdOf(field.key)} />
            </Form.Item>
          </Col>
        );
      case 'text': {
        const rules = [
          ...(field.max ? [{ max: field.max, message: t('common.tooLong', { max: field.max }) }] : []),
          ...(field.pattern ? [{ pattern: field.pattern.rule, message: t(field.pattern.message), transform: trimmed }] : []),
        ];
        return (
          <Col {...col} key={field.key}>
            <Form.Item name={name} label={label} tooltip={tooltip} rules={rules}>
              <Input allowClear data-testid={testIdOf(field.key)} />
            </Form.Item>
          </Col>
        );
      }
      case 'range': {
        const rules = field.pattern ? [{ pattern: field.pattern.rule, message: t(field.pattern.message), transform: trimmed }] : [];
        return (
          <Col {...wideCol} key={field.key}>
            <Form.Item label={label} tooltip={tooltip}>
              <Space.Compact block>
                <Form.Item name={name} noStyle rules={rules}>
                  <Input allowClear placeholder={t('common.from')} inputMode="decimal" data-testid={testIdOf(field.key)} />
                </Form.Item>
                <Form.Item name={String(field.to)} noStyle rules={rules}>
                  <Input allowClear placeholder={t('common.to')} inputMode="decimal" data-testid={testIdOf(field.to)} />
                </Form.Item>
              </Space.Compact>
            </Form.Item>
          </Col>
        );
      }
      case 'custom':
        return (
          <Col {...wideCol} key={field.key}>
            <Form.Item name={name} label={label} tooltip={tooltip}>
              <field.control testId={testIdOf(field.key)} />
            </Form.Item>
          </Col>
        );
      case 'dates':
        return (
          <Col {...wideCol} key={field.key}>
            <Form.Item name={name} label={label} tooltip={tooltip}>
              <DatePicker.RangePicker
                allowEmpty={[true, true]}
                placeholder={[t('common.startDate'), t('common.endDate')]}
                style={{ width: '100%' }}
                data-testid={testIdOf(field.key)}
              />
            </Form.Item>
          </Col>
        );
    }
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      name={testId}
      className="filter-bar"
      onFinish={(values) => list.setFilters(fromForm(filters.fields, values))}
      onValuesChange={(changed: FormValues) => {
        if (Object.keys(changed).some((key) => instant.has(key))) form.submit();
      }}
      data-testid={testId}
    >
      <Row gutter={[12, 0]}>
        {filters.fields.filter((field) => !field.more || showMore).map(control)}
        <FilterBarActions onReset={list.reset} canReset={list.isFiltered}>
          {folded.length > 0 && (
            <Button type="link" onClick={() => setShowMore((shown) => !shown)} data-testid="filter-more">
              {showMore ? <UpOutlined /> : <DownOutlined />}
              {showMore ? t('common.fewerFilters') : t('common.moreFilters')}
              {!showMore && activeMore > 0 && <Badge count={activeMore} size="small" />}
            </Button>
          )}
        </FilterBarActions>
      </Row>
    </Form>
  );
}
