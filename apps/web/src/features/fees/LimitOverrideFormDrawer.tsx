import { ASSETS, type Asset } from '@exchange/contract/fees/fee-rules';
import type { CustomerAssetLimits } from '@exchange/contract/fees/fees';
import { DatePicker, Form, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useMessageApi } from '../../app/message-api-context.ts';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { ReasonItem, amountInput, optionalAmount, useAmountRules, useOrderRule } from './fee-form-items.tsx';
import { useCustomerOverride } from './fee-queries.ts';

interface Values {
  asset: Asset;
  per24h?: string;
  per30d?: string;
  expiresAt?: Dayjs | null;
  reason: string;
}
const fields = ['asset', 'per24h', 'per30d', 'expiresAt', 'reason'] as const;

/** Sets a customer's own limits for an asset (replacing a live override). Mount it only while open. */
export function LimitOverrideFormDrawer({ customerId, row, onClose }: { customerId: string; row: CustomerAssetLimits | null; onClose: () => void }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [form] = Form.useForm<Values>();
  const { set } = useCustomerOverride(customerId);
  const amountRules = useAmountRules();
  const orderRule = useOrderRule();
  const asset = Form.useWatch('asset', form) ?? row?.asset;
  const start = row?.override ?? row?.level;

  const onFinish = async (v: Values) => {
    await set.mutateAsync({ asset: v.asset, per24h: optionalAmount(v.per24h), per30d: optionalAmount(v.per30d), expiresAt: v.expiresAt ? v.expiresAt.toISOString() : null, reason: v.reason.trim() });
    void message.success(t('fees.overrides.saved', { asset: v.asset }));
    onClose();
  };

  return (
    <FormDrawer<Values>
      title={row ? t('fees.overrides.editTitle', { asset: row.asset }) : t('fees.overrides.newTitle')}
      onClose={onClose}
      saving={set.isPending}
      submitLabel={t('fees.overrides.set')}
      size={480}
      testId="limit-override-form"
      submitTestId="limit-override-submit"
      form={form}
      formName="limitOverrideForm"
      initialValues={{ asset: row?.asset, per24h: start?.per24h ?? '', per30d: start?.per30d ?? '', expiresAt: row?.override?.expiresAt ? dayjs(row.override.expiresAt) : null }}
      onFinish={onFinish}
      fields={fields}
      before={<Typography.Paragraph type="secondary">{t('fees.overrides.formHelp')}</Typography.Paragraph>}
    >
      <Form.Item name="asset" label={t('fees.fields.asset')} rules={[{ required: true, message: t('fees.form.required') }]}>
        <Select disabled={row !== null} showSearch options={ASSETS.map((a) => ({ value: a, label: a }))} data-testid="override-form-asset" />
      </Form.Item>
      <Form.Item name="per24h" label={t('fees.fields.per24h')} rules={amountRules(asset, false)}>
        {amountInput('override-form-24h', asset, t('fees.noLimit'))}
      </Form.Item>
      <Form.Item name="per30d" label={t('fees.fields.per30d')} dependencies={['per24h']} rules={[...amountRules(asset, false), orderRule('per24h', 'fees.form.monthBelowDay')]}>
        {amountInput('override-form-30d', asset, t('fees.noLimit'))}
      </Form.Item>
      <Form.Item name="expiresAt" label={t('fees.fields.expiresAt')} extra={t('fees.overrides.expiryHint')}>
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" disabledDate={(day) => day.isBefore(dayjs().startOf('day'))} placeholder={t('fees.noExpiry')} style={{ width: '100%' }} data-testid="override-form-expires" />
      </Form.Item>
      <ReasonItem testId="override-form-reason" />
    </FormDrawer>
  );
}
