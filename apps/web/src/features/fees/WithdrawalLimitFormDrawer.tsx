import { ASSETS, type Asset } from '@exchange/contract/fees/fee-rules';
import type { WithdrawalLimit } from '@exchange/contract/fees/fees';
import { Col, Form, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessageApi } from '../../app/message-api-context.ts';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { ReasonItem, amountInput, optionalAmount, useAmountRules, useOrderRule } from './fee-form-items.tsx';
import { useSetWithdrawalLimit } from './fee-queries.ts';

interface Values {
  kycLevel: '0' | '1' | '2' | '3';
  asset: Asset;
  per24h?: string;
  per30d?: string;
  reason: string;
}
const fields = ['kycLevel', 'asset', 'per24h', 'per30d', 'reason'] as const;

/** A level's limits for an asset: set anew, or changed (level and asset then stay). Mount it only while open. */
export function WithdrawalLimitFormDrawer({ limit, onClose }: { limit: WithdrawalLimit | null; onClose: () => void }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [form] = Form.useForm<Values>();
  const save = useSetWithdrawalLimit();
  const amountRules = useAmountRules();
  const orderRule = useOrderRule();
  const asset = Form.useWatch('asset', form) ?? limit?.asset;

  const onFinish = async (v: Values) => {
    await save.mutateAsync({ kycLevel: Number(v.kycLevel) as 0 | 1 | 2 | 3, asset: v.asset, per24h: optionalAmount(v.per24h), per30d: optionalAmount(v.per30d), reason: v.reason.trim() });
    void message.success(t('fees.limits.saved'));
    onClose();
  };
  const initialValues: Partial<Values> = limit
    ? { kycLevel: String(limit.kycLevel) as Values['kycLevel'], asset: limit.asset, per24h: limit.per24h ?? '', per30d: limit.per30d ?? '' }
    : { kycLevel: '1' };

  return (
    <FormDrawer<Values>
      title={limit ? t('fees.limits.editTitle', { level: t(`fees.level.${limit.kycLevel}`), asset: limit.asset }) : t('fees.limits.newTitle')}
      onClose={onClose}
      saving={save.isPending}
      submitLabel={t('fees.form.save')}
      size={480}
      testId="withdrawal-limit-form"
      submitTestId="withdrawal-limit-submit"
      form={form}
      formName="withdrawalLimitForm"
      initialValues={initialValues}
      onFinish={onFinish}
      fields={fields}
      before={<Typography.Paragraph type="secondary">{t('fees.limits.formHelp')}</Typography.Paragraph>}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="kycLevel" label={t('fees.fields.kycLevel')} rules={[{ required: true, message: t('fees.form.required') }]}>
            <Select disabled={limit !== null} options={['0', '1', '2', '3'].map((level) => ({ value: level, label: t(`fees.level.${level}`) }))} data-testid="limit-form-level" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="asset" label={t('fees.fields.asset')} rules={[{ required: true, message: t('fees.form.required') }]}>
            <Select disabled={limit !== null} showSearch options={ASSETS.map((a) => ({ value: a, label: a }))} data-testid="limit-form-asset" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="per24h" label={t('fees.fields.per24h')} rules={amountRules(asset, false)}>
        {amountInput('limit-form-24h', asset, t('fees.noLimit'))}
      </Form.Item>
      <Form.Item name="per30d" label={t('fees.fields.per30d')} dependencies={['per24h']} rules={[...amountRules(asset, false), orderRule('per24h', 'fees.form.monthBelowDay')]}>
        {amountInput('limit-form-30d', asset, t('fees.noLimit'))}
      </Form.Item>
      <ReasonItem testId="limit-form-reason" />
    </FormDrawer>
  );
}
