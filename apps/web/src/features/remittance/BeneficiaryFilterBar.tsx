import { Col, Form, Input, Row, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../app/form-errors.ts';
import { ISO_COUNTRY_CODES } from '../../components/iso-country-codes.ts';
import { useCountryOptions } from '../../components/use-country-options.ts';
import type { UrlListState } from '../../components/use-url-list-state.ts';
import type { BeneficiaryFilters } from './beneficiary-list-state.ts';
import { BENEFICIARY_RISK_LEVELS } from './remittance-constants.ts';
import { FilterBarActions } from '../../components/FilterBarActions.tsx';

interface FilterForm {
  search?: string | undefined;
  riskLevel?: string | undefined;
  country?: string | undefined;
}

const serverFields = ['search', 'riskLevel', 'country'] as const;

/** Search, risk and country; the status is the page's tabs. The URL holds them all, this form only edits them. */
export function BeneficiaryFilterBar({ list, error }: { list: UrlListState<BeneficiaryFilters>; error: unknown }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FilterForm>();
  const countries = useCountryOptions(ISO_COUNTRY_CODES);

  // The URL is the truth: the back button or a shared link refills the form.
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue({ search: list.filters.search, riskLevel: list.filters.riskLevel, country: list.filters.country });
  }, [form, list.filters]);

  useEffect(() => {
    const fieldErrors = fieldErrorsOf(error, serverFields);
    if (fieldErrors.length > 0) form.setFields(fieldErrors);
  }, [form, error]);

  const col = { xs: 24, sm: 12, lg: 5 } as const;
  return (
    <Form<FilterForm>
      form={form}
      layout="vertical"
      name="beneficiaryFilters"
      className="filter-bar"
      onFinish={(values) => list.setFilters({ search: values.search?.trim() || undefined, riskLevel: values.riskLevel, country: values.country })}
      onValuesChange={(changed: Partial<FilterForm>) => {
        // The selects apply at once; the search waits for Enter or the button.
        if (!('search' in changed)) form.submit();
      }}
      data-testid="beneficiary-filters"
    >
      <Row gutter={[12, 0]}>
        <Col xs={24} sm={24} lg={7}>
          <Form.Item name="search" label={t('remittance.filters.search')} rules={[{ max: 100, message: t('remittance.filters.tooLong', { max: 100 }) }]}>
            <Input allowClear placeholder={t('remittance.filters.searchPlaceholder')} data-testid="filter-search" />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="riskLevel" label={t('remittance.filters.riskLevel')}>
            <Select
              allowClear
              placeholder={t('common.any')}
              data-testid="filter-riskLevel"
              options={BENEFICIARY_RISK_LEVELS.map((risk) => ({ value: risk, label: t(`remittance.risk.${risk}`) }))}
            />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="country" label={t('remittance.filters.country')}>
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('common.any')} data-testid="filter-country" options={countries} popupMatchSelectWidth={false} />
          </Form.Item>
        </Col>
        <FilterBarActions onReset={() => list.setFilters({ search: undefined, riskLevel: undefined, country: undefined })} canReset={Boolean(list.filters.search || list.filters.riskLevel || list.filters.country)} />
      </Row>
    </Form>
  );
}
