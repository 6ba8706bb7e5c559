import { PlusOutlined } from '@ant-design/icons';
import { CRYPTO_ADDRESS_MAX, CRYPTO_NOTE_MAX, CRYPTO_REASON_MIN, CRYPTO_TX_HASH_MAX, type Coin } from '@exchange/contract/crypto/crypto-rules';
import { Form, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessageApi } from '../../app/message-api-context.ts';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { CustomerIdField } from '../fiat/CustomerIdField.tsx';
import { NetworkFields } from './NetworkFields.tsx';
import { CRYPTO_AMOUNT } from './crypto-form-rules.ts';
import { useProposeRecovery } from './crypto-queries.ts';

interface RecoveryValues {
  customerId: string;
  coin: Coin;
  network: string;
  address: string;
  txHash: string;
  outputIndex: number;
  amount: string;
  note: string;
}

const fields = ['customerId', 'coin', 'network', 'address', 'txHash', 'outputIndex', 'amount', 'note'] as const;

/** "Recover a missed deposit": an admin proposes it from the explorer, another admin approves it. Mount it only while open. */
export function RecoverDepositDrawer({ onClose, onCreated }: { onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [form] = Form.useForm<RecoveryValues>();
  const customerId = Form.useWatch('customerId', form)?.trim();
  const propose = useProposeRecovery();

  const onFinish = async (v: RecoveryValues) => {
    const deposit = await propose.mutateAsync({
      customerId: v.customerId.trim(),
      coin: v.coin,
      network: v.network,
      address: v.address.trim(),
      txHash: v.txHash.trim(),
      outputIndex: v.outputIndex,
      amount: v.amount.trim(),
      note: v.note.trim(),
    });
    void message.success(t('crypto.recover.created', { number: deposit.depositNumber }));
    onCreated(deposit.id);
  };

  return (
    <FormDrawer<RecoveryValues>
      title={t('crypto.recover.title')}
      onClose={onClose}
      saving={propose.isPending}
      submitLabel={t('crypto.recover.submit')}
      submitIcon={<PlusOutlined />}
      testId="crypto-recover-form"
      submitTestId="crypto-recover-form-submit"
      form={form}
      formName="cryptoRecovery"
      initialValues={{ coin: 'USDT', outputIndex: 0 }}
      onFinish={onFinish}
      fields={fields}
      requiredMark
      before={<Typography.Paragraph type="secondary">{t('crypto.recover.help')}</Typography.Paragraph>}
    >
      <CustomerIdField value={customerId} />
      <NetworkFields />
      <Form.Item name="address" label={t('crypto.fields.address')} rules={[{ required: true, whitespace: true, message: t('crypto.validation.address') }]}>
        <Input maxLength={CRYPTO_ADDRESS_MAX} dir="ltr" data-testid="crypto-form-address" />
      </Form.Item>
      <Form.Item name="txHash" label={t('crypto.fields.txHash')} rules={[{ required: true, whitespace: true, message: t('crypto.validation.txHash') }]}>
        <Input maxLength={CRYPTO_TX_HASH_MAX} dir="ltr" data-testid="crypto-form-tx" />
      </Form.Item>
      <Form.Item name="outputIndex" label={t('crypto.fields.outputIndex')} rules={[{ required: true }]}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="crypto-form-output" />
      </Form.Item>
      <Form.Item name="amount" label={t('crypto.fields.amount')} rules={[{ required: true, message: t('crypto.validation.amount') }, { pattern: CRYPTO_AMOUNT, message: t('crypto.validation.amount') }]}>
        <Input inputMode="decimal" dir="ltr" data-testid="crypto-form-amount" />
      </Form.Item>
      <Form.Item name="note" label={t('crypto.fields.reason')} rules={[{ required: true, whitespace: true, message: t('crypto.validation.reason') }, { min: CRYPTO_REASON_MIN, message: t('crypto.validation.reasonLength', { min: CRYPTO_REASON_MIN }) }]}>
        <Input.TextArea rows={2} maxLength={CRYPTO_NOTE_MAX} showCount data-testid="crypto-form-note" />
      </Form.Item>
    </FormDrawer>
  );
}
