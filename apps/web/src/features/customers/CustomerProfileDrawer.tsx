import { EditOutlined } from '@ant-design/icons';
import { CUSTOMER_REASON_MAX, CUSTOMER_REASON_MIN } from '@exchange/contract/customers/customer-states';
import type { Customer } from '@exchange/contract/customers/customers';
import { ISO_COUNTRY_CODES, isIsoCountryCode, type IsoCountryCode } from '@exchange/contract/platform/countries';
import { Alert, DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { changedFields } from '../../components/changed-fields.ts';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { useDrawerSave } from '../../components/use-drawer-save.ts';
import { requiredTrimmedText } from '../../components/form-rules.ts';
import { useCountryOptions } from '../../components/use-country-options.ts';
import { useCustomerChange } from './customer-queries.ts';

interface ProfileValues {
  name: string;
  phone: string;
  dateOfBirth: Dayjs | null;
  /** Undefined when the stored code is not in the ISO list: the admin then picks one. */
  country: IsoCountryCode | undefined;
  reason: string;
}

const fields = ['name', 'phone', 'dateOfBirth', 'country', 'reason'] as const;
const E164 = /^\+[1-9]\d{6,14}$/;

/** The profile as the API takes it: trimmed, an empty phone or date as null. */
const normalized = (v: Pick<ProfileValues, 'name' | 'phone' | 'dateOfBirth' | 'country'>) => ({
  name: v.name.trim(),
  phone: v.phone.trim() === '' ? null : v.phone.trim(),
  dateOfBirth: v.dateOfBirth ? v.dateOfBirth.format('YYYY-MM-DD') : null,
  country: v.country,
});

/**
 * Corrects a customer's name, phone, date of birth or country, with a reason; only what changed is
 * sent. The server screens the customer again when the name, birth date or country changes.
 */
export function CustomerProfileDrawer({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useDrawerSave(onClose);
  const [form] = Form.useForm<ProfileValues>();
  const change = useCustomerChange(customer.id);
  const countries = useCountryOptions(ISO_COUNTRY_CODES);
  const loaded: ProfileValues = {
    name: customer.name,
    phone: customer.phone ?? '',
    dateOfBirth: customer.dateOfBirth ? dayjs(customer.dateOfBirth) : null,
    country: isIsoCountryCode(customer.country) ? customer.country : undefined,
    reason: '',
  };

  const onFinish = async (values: ProfileValues) => {
    const changes = changedFields(normalized(loaded), normalized(values));
    await save.update(changes, (body) => change.mutateAsync({ kind: 'profile', changes: body, reason: values.reason.trim() }), {
      none: t('customers.profile.noChanges'),
      done: () => t('customers.profile.saved'),
    });
  };

  return (
    <FormDrawer
      title={t('customers.profile.title', { name: customer.name })}
      onClose={onClose}
      saving={change.isPending}
      submitLabel={t('customers.profile.save')}
      submitIcon={<EditOutlined />}
      testId="customer-profile-form"
      submitTestId="customer-profile-submit"
      form={form}
      formName="customerProfile"
      initialValues={loaded}
      onFinish={onFinish}
      fields={fields}
      requiredMark
      before={<Alert type="info" showIcon title={t('customers.profile.screeningNote')} style={{ marginBottom: 16 }} />}
    >
      <Form.Item name="name" label={t('customers.profile.nameLabel')} rules={requiredTrimmedText(2, 200, { required: t('customers.profile.nameRequired'), length: t('customers.profile.nameLength', { min: 2, max: 200 }) })}>
        <Input maxLength={200} dir="auto" data-testid="customer-profile-name" />
      </Form.Item>
      <Form.Item name="phone" label={t('customers.fields.phone')} extra={t('customers.profile.phoneHint')} rules={[{ pattern: E164, message: t('customers.profile.phoneFormat') }]}>
        <Input dir="ltr" placeholder="+971501234567" data-testid="customer-profile-phone" />
      </Form.Item>
      <Form.Item name="dateOfBirth" label={t('customers.fields.dateOfBirth')}>
        <DatePicker format="YYYY-MM-DD" disabledDate={(day) => day.isAfter(dayjs())} style={{ width: '100%' }} data-testid="customer-profile-dob" />
      </Form.Item>
      <Form.Item name="country" label={t('customers.fields.country')} rules={[{ required: true, message: t('customers.profile.countryRequired') }]}>
        <Select showSearch={{ optionFilterProp: 'label' }} options={countries} data-testid="customer-profile-country" />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('customers.profile.reasonLabel')}
        rules={requiredTrimmedText(CUSTOMER_REASON_MIN, CUSTOMER_REASON_MAX, { required: t('customers.profile.reasonRequired'), length: t('customers.profile.reasonLength', { min: CUSTOMER_REASON_MIN, max: CUSTOMER_REASON_MAX }) })}
      >
        <Input.TextArea rows={3} maxLength={CUSTOMER_REASON_MAX} showCount data-testid="customer-profile-reason" />
      </Form.Item>
    </FormDrawer>
  );
}
