import { PlusOutlined } from '@ant-design/icons';
import { CRYPTO_ADDRESS_MAX, CRYPTO_NOTE_MAX, type Coin } from '@exchange/contract/crypto/crypto-rules';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessageApi } from '../../app/message-api-context.ts';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { CustomerIdField } from '../fiat/CustomerIdField.tsx';
import { NetworkFields } from './NetworkFields.tsx';
import { CRYPTO_AMOUNT } from './crypto-form-rules.ts';
import { useCreateCryptoWithdrawal } from './crypto-queries.ts';

interface NewWithdrawalValues {
  customerId: string;
  coin: Coin;
  network: string;
  address: string;
  amount: string;
  note?: string;
}

const fields = ['customerId', 'coin', 'network', 'address', 'amount', 'note'] as const;

/** A crypto withdrawal request taken for a customer, to an address on their whitelist. Mount it only while open. */
export function NewCryptoWithdrawalDrawer({ onClose, onCreated }: { onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [form] = Form.useForm<NewWithdrawalValues>();
  const customerId = Form.useWatch('customerId', form)?.trim();
  const create = useCreateCryptoWithdrawal();

  const onFinish = async (v: NewWithdrawalValues) => {
    const withdrawal = await create.mutateAsync({
      customerId: v.customerId.trim(),
      coin: v.coin,
      network: v.network,
      address: v.address.trim(),
      amount: v.amount.trim(),
      note: v.note?.trim() || undefined,
    });
    void message.success(t('crypto.newWithdrawal.created', { number: withdrawal.withdrawalNumber }));
    onCreated(withdrawal.id);
  };

  return (
    <FormDrawer<NewWithdrawalValues>
      title={t('crypto.newWithdrawal.title')}
      onClose={onClose}
      saving={create.isPending}
      submitLabel={t('crypto.newWithdrawal.submit')}
      submitIcon={<PlusOutlined />}
      testId="crypto-withdrawal-form"
      submitTestId="crypto-withdrawal-form-submit"
      form={form}
      formName="newCryptoWithdrawal"
      initialValues={{ coin: 'USDT' }}
      onFinish={onFinish}
      fields={fields}
      requiredMark
      before={<Typography.Paragraph type="secondary">{t('crypto.newWithdrawal.help')}</Typography.Paragraph>}
    >
      <CustomerIdField value={customerId} />
      <NetworkFields />
      <Form.Item name="address" label={t('crypto.fields.address')} extra={t('crypto.newWithdrawal.whitelistedOnly')} rules={[{ required: true, whitespace: true, message: t('crypto.validation.address') }]}>
        <Input maxLength={CRYPTO_ADDRESS_MAX} dir="ltr" data-testid="crypto-form-address" />
      </Form.Item>
      <Form.Item name="amount" label={t('crypto.fields.amount')} rules={[{ required: true, message: t('crypto.validation.amount') }, { pattern: CRYPTO_AMOUNT, message: t('crypto.validation.amount') }]}>
        <Input inputMode="decimal" dir="ltr" data-testid="crypto-form-amount" />
      </Form.Item>
      <Form.Item name="note" label={t('crypto.fields.noteOptional')}>
        <Input.TextArea rows={2} maxLength={CRYPTO_NOTE_MAX} showCount data-testid="crypto-form-note" />
      </Form.Item>
    </FormDrawer>
  );
}
