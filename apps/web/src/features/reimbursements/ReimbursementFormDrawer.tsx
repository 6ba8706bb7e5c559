import { SendOutlined } from '@ant-design/icons';
import { REIMBURSEMENT_REASON_MAX, REIMBURSEMENT_REASON_MIN, REIMBURSEMENT_REFERENCE_MAX, type ReimbursementDirection } from '@exchange/contract/reimbursements/reimbursement-statuses';
import { Alert, AutoComplete, Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessageApi } from '../../app/message-api-context.ts';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { requiredTrimmedText } from '../../components/form-rules.ts';
import { AmountInput, useAmountRules } from '../ledger/AmountInput.tsx';
import { useProposeReimbursement } from './reimbursement-queries.ts';

interface Values {
  account: string;
  asset: string;
  direction: ReimbursementDirection;
  amount: string;
  reason: string;
  reference: string;
}

const fields = ['asset', 'direction', 'amount', 'reason', 'reference'] as const;
const MAIN = 'main';
const COMMON_ASSETS = ['USDT', 'USDC', 'BTC', 'ETH', 'AED', 'USD', 'EUR', 'GBP', 'SAR'];

export interface ReimbursementFormDrawerProps {
  customer: { id: string; name: string };
  /** The customer's open sub-accounts, which may take it instead of the main account. */
  subAccounts: readonly { id: string; name: string }[];
  /** Assets the customer holds, offered first. */
  assets: readonly string[];
  onClose: () => void;
}

/** The maker's side of a reimbursement: a credit or debit with a reason and a reference, which another admin approves. */
export function ReimbursementFormDrawer({ customer, subAccounts, assets, onClose }: ReimbursementFormDrawerProps) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [form] = Form.useForm<Values>();
  const asset = Form.useWatch('asset', form);
  const amountRules = useAmountRules(asset);
  const propose = useProposeReimbursement();
  const offered = [...new Set([...assets, ...COMMON_ASSETS])];

  const onFinish = async (values: Values) => {
    await propose.mutateAsync({
      customerId: customer.id,
      subAccountId: values.account === MAIN ? null : values.account,
      asset: values.asset.trim().toUpperCase(),
      direction: values.direction,
      amount: values.amount.trim(),
      reason: values.reason.trim(),
      reference: values.reference.trim(),
    });
    void message.success(t('reimbursements.form.proposed', { customer: customer.name }));
    onClose();
  };

  return (
    <FormDrawer<Values>
      title={t('reimbursements.form.title', { customer: customer.name })}
      onClose={onClose}
      saving={propose.isPending}
      submitLabel={t('reimbursements.form.submit')}
      submitIcon={<SendOutlined />}
      testId="reimbursement-form"
      submitTestId="reimbursement-submit"
      form={form}
      formName="reimbursement"
      initialValues={{ account: MAIN, direction: 'CREDIT', asset: assets[0] ?? 'USDT', amount: '', reason: '', reference: '' }}
      onFinish={onFinish}
      fields={fields}
      requiredMark
      before={<Alert type="info" showIcon title={t('reimbursements.form.fourEyes')} style={{ marginBottom: 16 }} />}
    >
      <Form.Item name="direction" label={t('reimbursements.fields.direction')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={(['CREDIT', 'DEBIT'] as const).map((d) => ({ value: d, label: t(`reimbursements.direction.${d}`) }))}
          data-testid="reimbursement-direction"
        />
      </Form.Item>
      <Form.Item name="account" label={t('customers.balances.account')}>
        <Select
          options={[{ value: MAIN, label: t('customers.balances.main') }, ...subAccounts.map((s) => ({ value: s.id, label: s.name }))]}
          data-testid="reimbursement-account"
        />
      </Form.Item>
      <Form.Item name="asset" label={t('reimbursements.fields.asset')} normalize={(v: string) => v.toUpperCase()} rules={[{ required: true, message: t('ledger.form.assetRequired') }, { pattern: /^[A-Z][A-Z0-9]{1,11}$/, message: t('ledger.reconciliation.assetFormat') }]}>
        <AutoComplete options={offered.map((value) => ({ value }))} data-testid="reimbursement-asset" />
      </Form.Item>
      <Form.Item name="amount" label={t('reimbursements.fields.amount')} rules={amountRules}>
        <AmountInput asset={asset} testId="reimbursement-amount-input" />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('reimbursements.fields.reason')}
        rules={requiredTrimmedText(REIMBURSEMENT_REASON_MIN, REIMBURSEMENT_REASON_MAX, {
          required: t('reimbursements.form.reasonRequired'),
          length: t('reimbursements.form.reasonLength', { min: REIMBURSEMENT_REASON_MIN, max: REIMBURSEMENT_REASON_MAX }),
        })}
      >
        <Input.TextArea rows={3} maxLength={REIMBURSEMENT_REASON_MAX} showCount data-testid="reimbursement-reason" />
      </Form.Item>
      <Form.Item
        name="reference"
        label={t('reimbursements.fields.reference')}
        extra={t('reimbursements.form.referenceHint')}
        rules={requiredTrimmedText(1, REIMBURSEMENT_REFERENCE_MAX, { required: t('reimbursements.form.referenceRequired'), length: t('reimbursements.form.referenceLength', { max: REIMBURSEMENT_REFERENCE_MAX }) })}
      >
        <Input maxLength={REIMBURSEMENT_REFERENCE_MAX} dir="ltr" placeholder={t('reimbursements.form.referencePlaceholder')} data-testid="reimbursement-reference" />
      </Form.Item>
    </FormDrawer>
  );
}
