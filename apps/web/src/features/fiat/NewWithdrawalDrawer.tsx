import { PlusOutlined } from '@ant-design/icons';
import { FIAT_NOTE_MAX } from '@exchange/contract/fiat/fiat-statuses';
import { FIATS, type Fiat } from '@exchange/contract/p2p/money-rules';
import { Alert, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { useMessageApi } from '../../app/message-api-context.ts';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { CustomerIdField, UUID } from './CustomerIdField.tsx';
import { AMOUNT } from './EnterDepositDrawer.tsx';
import { useCreateFiatWithdrawal, useVerifiedBankAccounts } from './fiat-queries.ts';

interface NewWithdrawalValues {
  customerId: string;
  currency: Fiat;
  amount: string;
  bankAccountId: string;
  note?: string;
}

const fields = ['customerId', 'currency', 'amount', 'bankAccountId', 'note'] as const;

/** A withdrawal request taken for a customer, to one of their verified bank accounts. Mount it only while open. */
export function NewWithdrawalDrawer({ onClose, onCreated }: { onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [form] = Form.useForm<NewWithdrawalValues>();
  const customerId = Form.useWatch('customerId', form)?.trim();
  const validCustomer = Boolean(customerId && UUID.test(customerId));
  const accounts = useVerifiedBankAccounts(validCustomer ? customerId : undefined);
  const options = validCustomer ? (accounts.data?.items ?? []) : [];
  const create = useCreateFiatWithdrawal();

  const onFinish = async (values: NewWithdrawalValues) => {
    const withdrawal = await create.mutateAsync({
      customerId: values.customerId.trim(),
      currency: values.currency,
      amount: values.amount.trim(),
      bankAccountId: values.bankAccountId,
      note: values.note?.trim() || undefined,
    });
    void message.success(t('fiat.newWithdrawal.created', { number: withdrawal.withdrawalNumber }));
    onCreated(withdrawal.id);
  };

  return (
    <FormDrawer<NewWithdrawalValues>
      title={t('fiat.newWithdrawal.title')}
      onClose={onClose}
      saving={create.isPending}
      submitLabel={t('fiat.newWithdrawal.submit')}
      submitIcon={<PlusOutlined />}
      testId="fiat-withdrawal-form"
      submitTestId="fiat-withdrawal-form-submit"
      form={form}
      formName="newFiatWithdrawal"
      initialValues={{ currency: 'AED' }}
      onFinish={onFinish}
      fields={fields}
      requiredMark
      before={<Typography.Paragraph type="secondary">{t('fiat.newWithdrawal.help')}</Typography.Paragraph>}
    >
      <CustomerIdField value={customerId} />
      <Form.Item name="currency" label={t('fiat.fields.currency')} rules={[{ required: true }]}>
        <Select options={FIATS.map((c) => ({ value: c, label: c }))} data-testid="fiat-withdrawal-form-currency" />
      </Form.Item>
      <Form.Item name="amount" label={t('fiat.fields.amount')} rules={[{ required: true, message: t('fiat.validation.amount') }, { pattern: AMOUNT, message: t('fiat.validation.amount') }]}>
        <Input inputMode="decimal" dir="ltr" data-testid="fiat-withdrawal-form-amount" />
      </Form.Item>
      <Form.Item
        name="bankAccountId"
        label={t('fiat.fields.bankAccount')}
        extra={validCustomer && accounts.data && options.length === 0 ? t('fiat.newWithdrawal.noVerifiedAccounts') : t('fiat.newWithdrawal.verifiedOnly')}
        rules={[{ required: true, message: t('fiat.validation.bankAccount') }]}
      >
        <Select
          disabled={!validCustomer}
          loading={validCustomer && accounts.isFetching}
          options={options.map((a) => ({ value: a.id, label: `${a.bankName} · ${a.accountNumber} · ${a.currency}` }))}
          data-testid="fiat-withdrawal-form-account"
        />
      </Form.Item>
      {accounts.isError && <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={errorMessage(accounts.error)} />}
      <Form.Item name="note" label={t('fiat.fields.noteOptional')}>
        <Input.TextArea rows={2} maxLength={FIAT_NOTE_MAX} showCount data-testid="fiat-withdrawal-form-note" />
      </Form.Item>
    </FormDrawer>
  );
}
