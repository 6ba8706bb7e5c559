import { PlusOutlined } from '@ant-design/icons';
import { CRYPTO_ADDRESS_MAX, CRYPTO_LABEL_MAX, CRYPTO_REASON_MAX, CRYPTO_REASON_MIN, WHITELIST_COOL_DOWN_HOURS, type Coin } from '@exchange/contract/crypto/crypto-rules';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessageApi } from '../../app/message-api-context.ts';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { CustomerIdField } from '../fiat/CustomerIdField.tsx';
import { NetworkFields } from './NetworkFields.tsx';
import { useAddWhitelistAddress } from './crypto-queries.ts';

interface WhitelistValues {
  customerId: string;
  coin: Coin;
  network: string;
  address: string;
  label?: string;
  reason: string;
}

const fields = ['customerId', 'coin', 'network', 'address', 'label', 'reason'] as const;

/** Adds an allowed withdrawal address for a customer, with a reason; withdrawals to it are held during the cool-down. Mount it only while open. */
export function AddWhitelistDrawer({ customerId: fixedCustomer, onClose }: { customerId?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [form] = Form.useForm<WhitelistValues>();
  const customerId = Form.useWatch('customerId', form)?.trim();
  const add = useAddWhitelistAddress();

  const onFinish = async (v: WhitelistValues) => {
    await add.mutateAsync({ customerId: v.customerId.trim(), coin: v.coin, network: v.network, address: v.address.trim(), label: v.label?.trim() || undefined, reason: v.reason.trim() });
    void message.success(t('crypto.whitelist.added', { hours: WHITELIST_COOL_DOWN_HOURS }));
    onClose();
  };

  return (
    <FormDrawer<WhitelistValues>
      title={t('crypto.whitelist.addTitle')}
      onClose={onClose}
      saving={add.isPending}
      submitLabel={t('crypto.whitelist.add')}
      submitIcon={<PlusOutlined />}
      testId="crypto-whitelist-form"
      submitTestId="crypto-whitelist-form-submit"
      form={form}
      formName="cryptoWhitelist"
      initialValues={{ coin: 'USDT', customerId: fixedCustomer }}
      onFinish={onFinish}
      fields={fields}
      requiredMark
      before={<Typography.Paragraph type="secondary">{t('crypto.whitelist.help', { hours: WHITELIST_COOL_DOWN_HOURS })}</Typography.Paragraph>}
    >
      <CustomerIdField value={customerId} />
      <NetworkFields />
      <Form.Item name="address" label={t('crypto.fields.address')} rules={[{ required: true, whitespace: true, message: t('crypto.validation.address') }]}>
        <Input maxLength={CRYPTO_ADDRESS_MAX} dir="ltr" data-testid="crypto-form-address" />
      </Form.Item>
      <Form.Item name="label" label={t('crypto.fields.labelOptional')}>
        <Input maxLength={CRYPTO_LABEL_MAX} data-testid="crypto-form-label" />
      </Form.Item>
      <Form.Item name="reason" label={t('crypto.fields.reason')} rules={[{ required: true, whitespace: true, message: t('crypto.validation.reason') }, { min: CRYPTO_REASON_MIN, message: t('crypto.validation.reasonLength', { min: CRYPTO_REASON_MIN }) }]}>
        <Input.TextArea rows={2} maxLength={CRYPTO_REASON_MAX} showCount data-testid="crypto-form-reason" />
      </Form.Item>
    </FormDrawer>
  );
}
