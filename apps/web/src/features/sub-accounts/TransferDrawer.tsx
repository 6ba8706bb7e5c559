import { SwapOutlined } from '@ant-design/icons';
import type { CustomerBalances } from '@exchange/contract/ledger/ledger';
import { SUB_ACCOUNT_MEMO_MAX } from '@exchange/contract/sub-accounts/sub-account-statuses';
import { Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessageApi } from '../../app/message-api-context.ts';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { MoneyCell } from '../../components/MoneyCell.tsx';
import { AmountInput, useAmountRules } from '../ledger/AmountInput.tsx';
import { useSubAccountTransfer } from './sub-account-queries.ts';

interface Values {
  from: string;
  to: string;
  asset: string;
  amount: string;
  memo: string;
}
const fields = ['asset', 'amount', 'memo'] as const;
const MAIN = 'main';

/** Moves a customer's available funds between its main account and its open sub-accounts. */
export function TransferDrawer({ customer, subAccounts, balances, onClose }: {
  customer: { id: string; name: string };
  subAccounts: readonly { id: string; name: string }[];
  balances: CustomerBalances['items'];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [form] = Form.useForm<Values>();
  const transfer = useSubAccountTransfer(customer.id);
  const from = Form.useWatch('from', form) ?? MAIN;
  const asset = Form.useWatch('asset', form);
  const amountRules = useAmountRules(asset);
  const accounts = [{ value: MAIN, label: t('customers.balances.main') }, ...subAccounts.map((s) => ({ value: s.id, label: s.name }))];
  const held = balances.filter((b) => (b.subAccount?.id ?? MAIN) === from && /[1-9]/.test(b.available));
  const available = held.find((b) => b.asset === asset)?.available ?? '0';
  const nameOf = (id: string) => accounts.find((a) => a.value === id)?.label ?? '';

  const onFinish = async (values: Values) => {
    await transfer.mutateAsync({
      fromSubAccountId: values.from === MAIN ? null : values.from,
      toSubAccountId: values.to === MAIN ? null : values.to,
      asset: values.asset,
      amount: values.amount.trim(),
      memo: values.memo.trim() || undefined,
    });
    void message.success(t('subAccounts.transfer.done', { amount: values.amount.trim(), asset: values.asset, from: nameOf(values.from), to: nameOf(values.to) }));
    onClose();
  };

  return (
    <FormDrawer<Values>
      title={t('subAccounts.transfer.title', { customer: customer.name })}
      onClose={onClose}
      saving={transfer.isPending}
      submitLabel={t('subAccounts.transfer.submit')}
      submitIcon={<SwapOutlined />}
      testId="transfer-form"
      submitTestId="transfer-submit"
      form={form}
      formName="subAccountTransfer"
      initialValues={{ from: MAIN, to: subAccounts[0]?.id ?? MAIN, asset: held[0]?.asset, amount: '', memo: '' }}
      onFinish={onFinish}
      fields={fields}
      requiredMark
    >
      <Form.Item name="from" label={t('subAccounts.transfer.from')}>
        <Select options={accounts} onChange={() => form.setFieldValue('asset', undefined)} data-testid="transfer-from" />
      </Form.Item>
      <Form.Item
        name="to"
        label={t('subAccounts.transfer.to')}
        dependencies={['from']}
        rules={[{ validator: (_r, to: string) => (to === form.getFieldValue('from') ? Promise.reject(new Error(t('subAccounts.transfer.sameAccount'))) : Promise.resolve()) }]}
      >
        <Select options={accounts} data-testid="transfer-to" />
      </Form.Item>
      <Form.Item name="asset" label={t('ledger.reconciliation.asset')} rules={[{ required: true, message: t('ledger.form.assetRequired') }]} extra={held.length === 0 ? t('subAccounts.transfer.nothingHeld') : undefined}>
        <Select options={held.map((b) => ({ value: b.asset, label: b.asset }))} data-testid="transfer-asset" />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('reimbursements.fields.amount')}
        rules={amountRules}
        extra={asset ? <Typography.Text type="secondary">{t('subAccounts.transfer.available')} <MoneyCell value={available} currency={asset} /></Typography.Text> : undefined}
      >
        <AmountInput asset={asset} testId="transfer-amount" />
      </Form.Item>
      <Form.Item name="memo" label={t('subAccounts.transfer.memo')}>
        <Input maxLength={SUB_ACCOUNT_MEMO_MAX} dir="auto" data-testid="transfer-memo" />
      </Form.Item>
    </FormDrawer>
  );
}
