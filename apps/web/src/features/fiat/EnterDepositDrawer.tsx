import { PlusOutlined } from '@ant-design/icons';
import { FIAT_DEPOSIT_METHODS, FIAT_NOTE_MAX, FIAT_REFERENCE_MAX, type FiatDepositMethod } from '@exchange/contract/fiat/fiat-statuses';
import { FIATS, type Fiat } from '@exchange/contract/p2p/money-rules';
import { Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessageApi } from '../../app/message-api-context.ts';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { CustomerIdField } from './CustomerIdField.tsx';
import { useCreateFiatDeposit } from './fiat-queries.ts';

interface EnterDepositValues {
  customerId: string;
  method: FiatDepositMethod;
  currency: Fiat;
  amount: string;
  reference: string;
  senderName?: string;
  note?: string;
}

const fields = ['customerId', 'method', 'currency', 'amount', 'reference', 'senderName', 'note'] as const;
export const AMOUNT = /^\d{1,15}(\.\d{1,2})?$/;

/** A deposit an admin enters from the exchange's statement; another admin approves it. Mount it only while open. */
export function EnterDepositDrawer({ method, onClose, onCreated }: { method: FiatDepositMethod; onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [form] = Form.useForm<EnterDepositValues>();
  const customerId = Form.useWatch('customerId', form);
  const create = useCreateFiatDeposit();
  const trimmed = (value: string | undefined) => value?.trim() || undefined;

  const onFinish = async (values: EnterDepositValues) => {
    const deposit = await create.mutateAsync({
      customerId: values.customerId.trim(),
      method: values.method,
      currency: values.currency,
      amount: values.amount.trim(),
      reference: values.reference.trim(),
      senderName: trimmed(values.senderName),
      note: trimmed(values.note),
    });
    void message.success(t('fiat.enter.created', { number: deposit.depositNumber }));
    onCreated(deposit.id);
  };

  return (
    <FormDrawer<EnterDepositValues>
      title={t('fiat.enter.title')}
      onClose={onClose}
      saving={create.isPending}
      submitLabel={t('fiat.enter.submit')}
      submitIcon={<PlusOutlined />}
      testId="fiat-enter-drawer"
      submitTestId="fiat-enter-submit"
      form={form}
      formName="enterFiatDeposit"
      initialValues={{ method, currency: 'AED' }}
      onFinish={onFinish}
      fields={fields}
      requiredMark
      before={<Typography.Paragraph type="secondary">{t('fiat.enter.help')}</Typography.Paragraph>}
    >
      <CustomerIdField value={customerId} />
      <Form.Item name="method" label={t('fiat.fields.method')} rules={[{ required: true }]}>
        <Select options={FIAT_DEPOSIT_METHODS.map((m) => ({ value: m, label: t(`fiat.method.${m}`) }))} data-testid="fiat-enter-method" />
      </Form.Item>
      <Form.Item name="currency" label={t('fiat.fields.currency')} rules={[{ required: true }]}>
        <Select options={FIATS.map((c) => ({ value: c, label: c }))} data-testid="fiat-enter-currency" />
      </Form.Item>
      <Form.Item name="amount" label={t('fiat.fields.amount')} rules={[{ required: true, message: t('fiat.validation.amount') }, { pattern: AMOUNT, message: t('fiat.validation.amount') }]}>
        <Input inputMode="decimal" dir="ltr" data-testid="fiat-enter-amount" />
      </Form.Item>
      <Form.Item name="reference" label={t('fiat.fields.reference')} rules={[{ required: true, whitespace: true, message: t('fiat.validation.reference') }, { min: 3, message: t('fiat.validation.referenceLength', { min: 3 }) }]}>
        <Input maxLength={FIAT_REFERENCE_MAX} dir="ltr" data-testid="fiat-enter-reference" />
      </Form.Item>
      <Form.Item name="senderName" label={t('fiat.fields.senderName')}>
        <Input maxLength={200} data-testid="fiat-enter-sender" />
      </Form.Item>
      <Form.Item name="note" label={t('fiat.fields.noteOptional')}>
        <Input.TextArea rows={2} maxLength={FIAT_NOTE_MAX} showCount data-testid="fiat-enter-note" />
      </Form.Item>
    </FormDrawer>
  );
}
