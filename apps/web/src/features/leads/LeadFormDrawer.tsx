import { ISO_COUNTRY_CODES, type IsoCountryCode } from '@exchange/contract/platform/countries';
import { LEAD_COMPANY_MAX, LEAD_NAME_MAX, LEAD_NAME_MIN, LEAD_SOURCES, type LeadSource } from '@exchange/contract/leads/lead-rules';
import type { CreateLead } from '@exchange/contract/leads/leads';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessageApi } from '../../app/message-api-context.ts';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { useCountryOptions } from '../../components/use-country-options.ts';
import { useCreateLead } from './lead-queries.ts';
import { LEAD_SOURCE_KEYS } from './lead-text-keys.ts';

interface LeadFormValues {
  name: string;
  email: string;
  phone?: string;
  country: IsoCountryCode;
  company?: string;
  source: LeadSource;
}

const leadFields = ['name', 'email', 'phone', 'country', 'company', 'source'] as const;
const PHONE = /^\+[1-9][0-9]{6,14}$/;

/** A new lead, typed in by hand (a call, a business card): it starts NEW, unowned. */
export function LeadFormDrawer({ onClose, onCreated }: { onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [form] = Form.useForm<LeadFormValues>();
  const create = useCreateLead();
  const countries = useCountryOptions(ISO_COUNTRY_CODES);

  const onFinish = async (values: LeadFormValues) => {
    const body: CreateLead = {
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone?.trim() || null,
      country: values.country,
      company: values.company?.trim() || null,
      source: values.source,
    };
    const saved = await create.mutateAsync(body);
    void message.success(t('leads.form.created', { name: saved.name }));
    onCreated(saved.id);
  };

  return (
    <FormDrawer
      title={t('leads.form.title')}
      onClose={onClose}
      saving={create.isPending}
      submitLabel={t('leads.form.create')}
      size={520}
      testId="lead-form"
      submitTestId="lead-form-submit"
      form={form}
      formName="leadForm"
      initialValues={{ source: 'WEBSITE' }}
      onFinish={onFinish}
      fields={leadFields}
    >
      <Form.Item
        name="name"
        label={t('leads.fields.name')}
        rules={[
          { required: true, whitespace: true, message: t('leads.form.nameRequired') },
          { min: LEAD_NAME_MIN, max: LEAD_NAME_MAX, message: t('leads.form.nameLength', { min: LEAD_NAME_MIN, max: LEAD_NAME_MAX }) },
        ]}
      >
        <Input dir="auto" autoFocus autoComplete="off" maxLength={LEAD_NAME_MAX} data-testid="lead-form-name" />
      </Form.Item>
      <Form.Item name="email" label={t('leads.fields.email')} rules={[{ required: true, type: 'email', message: t('leads.form.emailInvalid') }]}>
        <Input dir="ltr" autoComplete="off" data-testid="lead-form-email" />
      </Form.Item>
      <Form.Item name="phone" label={t('leads.fields.phone')} rules={[{ pattern: PHONE, message: t('leads.form.phoneInvalid') }]} extra={t('leads.form.phoneHint')}>
        <Input dir="ltr" autoComplete="off" inputMode="tel" data-testid="lead-form-phone" />
      </Form.Item>
      <Form.Item name="country" label={t('leads.fields.country')} rules={[{ required: true, message: t('leads.form.countryRequired') }]}>
        <Select showSearch={{ optionFilterProp: 'label' }} options={countries} data-testid="lead-form-country" />
      </Form.Item>
      <Form.Item name="company" label={t('leads.fields.company')}>
        <Input dir="auto" maxLength={LEAD_COMPANY_MAX} data-testid="lead-form-company" />
      </Form.Item>
      <Form.Item name="source" label={t('leads.fields.source')} rules={[{ required: true }]}>
        <Select options={LEAD_SOURCES.map((source) => ({ value: source, label: t(LEAD_SOURCE_KEYS[source]) }))} data-testid="lead-form-source" />
      </Form.Item>
    </FormDrawer>
  );
}
