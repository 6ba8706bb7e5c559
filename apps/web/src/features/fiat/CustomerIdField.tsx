import { Alert, Form, Input, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { CustomerLink } from '../../components/CustomerLink.tsx';
import { StatusTag } from '../../components/StatusTag.tsx';
import { useCustomer } from '../customers/customer-queries.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The customer's id, and once it is one, who that is (a link to their page) so the admin sees whom the money is for. */
export function CustomerIdField({ value }: { value: string | undefined }) {
  const { t } = useTranslation();
  const id = value?.trim();
  const valid = Boolean(id && UUID.test(id));
  const customer = useCustomer(valid ? id : undefined);
  return (
    <>
      <Form.Item
        name="customerId"
        label={t('fiat.fields.customerId')}
        rules={[{ required: true, whitespace: true, message: t('fiat.validation.customerId') }, { pattern: UUID, message: t('fiat.validation.customerIdFormat') }]}
      >
        <Input autoFocus autoComplete="off" dir="ltr" data-testid="fiat-form-customer" />
      </Form.Item>
      {valid && customer.data && (
        <Space wrap size={6} style={{ marginTop: -12, marginBottom: 16 }} data-testid="fiat-form-customer-preview">
          <CustomerLink customerId={customer.data.id} text={customer.data.name} />
          <span dir="ltr">{customer.data.email}</span>
          <StatusTag status={customer.data.state} />
          <Tag>{t(`customers.kycLevel.${customer.data.kycLevel}`)}</Tag>
        </Space>
      )}
      {valid && customer.isError && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={errorMessage(customer.error)} />}
    </>
  );
}
