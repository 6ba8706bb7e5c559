import { ASSETS, assetScaleOf, type Asset } from '@exchange/contract/fees/fee-rules';
import { decimalPattern } from '@exchange/contract/p2p/money-rules';
import { VOUCHER_CAP_MAX, VOUCHER_CODES_MAX, VOUCHER_CODES_MIN, VOUCHER_NAME_MAX, VOUCHER_NAME_MIN } from '@exchange/contract/vouchers/voucher-rules';
import type { CreatedVoucherBatch } from '@exchange/contract/vouchers/vouchers';
import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { NameField } from '../../components/NameFields.tsx';
import { useCreateVoucherBatch } from './voucher-queries.ts';

interface VoucherBatchFormValues {
  name: string;
  asset: Asset;
  amountPerCode: string;
  codeCount: number;
  budget?: string;
  perCustomerCap: number;
  expiresAt: Dayjs;
}

const fields = ['name', 'asset', 'amountPerCode', 'codeCount', 'budget', 'perCustomerCap', 'expiresAt'] as const;

/** A new batch: its codes come back once, for the caller to show. */
export function VoucherBatchFormDrawer({ onClose, onCreated }: { onClose: () => void; onCreated: (created: CreatedVoucherBatch) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<VoucherBatchFormValues>();
  const create = useCreateVoucherBatch();
  const asset = Form.useWatch('asset', form) ?? 'USDT';
  const scale = assetScaleOf(asset);
  const amountRules = (required: boolean) => [
    ...(required ? [{ required: true, message: t('vouchers.form.amountRequired') }] : []),
    { pattern: decimalPattern(scale), message: t('vouchers.form.amountFormat', { scale }) },
  ];

  const onFinish = async (values: VoucherBatchFormValues) => {
    const budget = values.budget?.trim();
    const created = await create.mutateAsync({
      name: values.name.trim(),
      asset: values.asset,
      amountPerCode: values.amountPerCode.trim(),
      codeCount: values.codeCount,
      ...(budget ? { budget } : {}),
      perCustomerCap: values.perCustomerCap,
      expiresAt: values.expiresAt.toISOString(),
    });
    onCreated(created);
  };

  return (
    <FormDrawer
      title={t('vouchers.form.title')}
      onClose={onClose}
      saving={create.isPending}
      submitLabel={t('vouchers.form.create')}
      testId="voucher-form"
      submitTestId="voucher-form-submit"
      form={form}
      formName="voucherBatchForm"
      initialValues={{ asset: 'USDT', codeCount: 10, perCustomerCap: 1, expiresAt: dayjs().add(30, 'day').endOf('day') }}
      onFinish={onFinish}
      fields={fields}
    >
      <NameField label={t('vouchers.fields.name')} min={VOUCHER_NAME_MIN} max={VOUCHER_NAME_MAX} requiredKey="vouchers.form.nameRequired" lengthKey="vouchers.form.nameLength" autoFocus testId="voucher-form-name" />
      <Form.Item name="asset" label={t('vouchers.fields.asset')} rules={[{ required: true }]}>
        <Select options={ASSETS.map((a) => ({ value: a, label: a }))} showSearch data-testid="voucher-form-asset" />
      </Form.Item>
      <Form.Item name="amountPerCode" label={t('vouchers.fields.amountPerCode')} rules={amountRules(true)} extra={t('vouchers.form.amountHint')}>
        <Input dir="ltr" inputMode="decimal" suffix={asset} data-testid="voucher-form-amount" />
      </Form.Item>
      <Form.Item name="codeCount" label={t('vouchers.fields.codeCount')} rules={[{ required: true, message: t('vouchers.form.codeCountRequired', { min: VOUCHER_CODES_MIN, max: VOUCHER_CODES_MAX }) }]}>
        <InputNumber min={VOUCHER_CODES_MIN} max={VOUCHER_CODES_MAX} precision={0} style={{ width: '100%' }} data-testid="voucher-form-count" />
      </Form.Item>
      <Form.Item name="budget" label={t('vouchers.fields.budget')} rules={amountRules(false)} extra={t('vouchers.form.budgetHint')}>
        <Input dir="ltr" inputMode="decimal" suffix={asset} data-testid="voucher-form-budget" />
      </Form.Item>
      <Form.Item name="perCustomerCap" label={t('vouchers.fields.perCustomerCap')} rules={[{ required: true, message: t('vouchers.form.capRequired', { max: VOUCHER_CAP_MAX }) }]}>
        <InputNumber min={1} max={VOUCHER_CAP_MAX} precision={0} style={{ width: '100%' }} data-testid="voucher-form-cap" />
      </Form.Item>
      <Form.Item name="expiresAt" label={t('vouchers.fields.expiresAt')} rules={[{ required: true, message: t('vouchers.form.expiryRequired') }]}>
        <DatePicker showTime style={{ width: '100%' }} disabledDate={(day) => day.isBefore(dayjs().startOf('day'))} data-testid="voucher-form-expiry" />
      </Form.Item>
    </FormDrawer>
  );
}
