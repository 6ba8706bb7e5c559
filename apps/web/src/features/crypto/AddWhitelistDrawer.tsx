import { PlusOutlined } from '@ant-design/icons';
import { WHITELIST_COOL_DOWN_HOURS, type Coin } from '@exchange/contract/crypto/crypto-rules';
import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessageApi } from '../../app/message-api-context.ts';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { CustomerIdField } from '../fiat/CustomerIdField.tsx';
import { AddressFields } from './NetworkFields.tsx';
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
      <AddressFields />
    </FormDrawer>
  );
}
