import { FEE_OPERATIONS, TAX_BASES, TAX_RULE_NAME_MAX, type Asset, type FeeOperation, type TaxBase } from '@exchange/contract/fees/fee-rules';
import type { TaxRule } from '@exchange/contract/fees/fees';
import { Col, DatePicker, Form, Input, Radio, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useMessageApi } from '../../app/message-api-context.ts';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { ReasonItem, amountInput, usePercentRules } from './fee-form-items.tsx';
import { useSaveTaxRule } from './fee-queries.ts';
import { assetsOf } from './FeeScheduleFormDrawer.tsx';

interface Values {
  name: string;
  asset: Asset;
  /** 'ALL' or an operation. */
  operation: FeeOperation | 'ALL';
  percentage: string;
  basis: TaxBase;
  effectiveFrom?: Dayjs | null;
  reason: string;
}

const fields = ['name', 'asset', 'operation', 'percentage', 'basis', 'effectiveFrom', 'reason'] as const;

/** Create a tax rule, or edit one's name, rate and basis (its asset and operation stay). Mount it only while open. */
export function TaxRuleFormDrawer({ rule, onClose }: { rule: TaxRule | null; onClose: () => void }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [form] = Form.useForm<Values>();
  const save = useSaveTaxRule();
  const percentRules = usePercentRules();
  const operation = Form.useWatch('operation', form);

  const onFinish = async (v: Values) => {
    const common = { name: v.name.trim(), percentage: v.percentage.trim(), basis: v.basis, reason: v.reason.trim(), ...(v.effectiveFrom ? { effectiveFrom: v.effectiveFrom.toISOString() } : {}) };
    if (rule) await save.mutateAsync({ id: rule.id, body: common });
    else await save.mutateAsync({ id: null, body: { ...common, asset: v.asset, operation: v.operation === 'ALL' ? null : v.operation } });
    void message.success(t(rule ? 'fees.form.ruleSaved' : 'fees.form.ruleCreated'));
    onClose();
  };

  const initialValues: Partial<Values> = rule
    ? { name: rule.name, asset: rule.asset, operation: rule.operation ?? 'ALL', percentage: rule.percentage, basis: rule.basis, effectiveFrom: dayjs(rule.effectiveFrom) }
    : { operation: 'ALL', basis: 'FEE' };

  return (
    <FormDrawer<Values>
      title={rule ? t('fees.form.editRuleTitle') : t('fees.form.newRuleTitle')}
      onClose={onClose}
      saving={save.isPending}
      submitLabel={rule ? t('fees.form.save') : t('fees.form.create')}
      size={520}
      testId="tax-rule-form"
      submitTestId="tax-rule-submit"
      form={form}
      formName="taxRuleForm"
      initialValues={initialValues}
      onFinish={onFinish}
      fields={fields}
    >
      <Form.Item name="name" label={t('fees.fields.name')} rules={[{ required: true, whitespace: true, message: t('fees.form.required') }]}>
        <Input maxLength={TAX_RULE_NAME_MAX} dir="auto" placeholder={t('fees.form.namePlaceholder')} data-testid="tax-form-name" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={14}>
          <Form.Item name="operation" label={t('fees.fields.operation')}>
            <Select
              disabled={rule !== null}
              options={[{ value: 'ALL', label: t('fees.allOperations') }, ...FEE_OPERATIONS.map((op) => ({ value: op, label: t(`fees.operation.${op}`) }))]}
              data-testid="tax-form-operation"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={10}>
          <Form.Item name="asset" label={t('fees.fields.asset')} rules={[{ required: true, message: t('fees.form.required') }]}>
            <Select disabled={rule !== null} showSearch options={assetsOf(operation === 'ALL' ? undefined : operation).map((a) => ({ value: a, label: a }))} data-testid="tax-form-asset" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={10}>
          <Form.Item name="percentage" label={t('fees.fields.percentage')} rules={percentRules()}>
            {amountInput('tax-form-percentage', '%')}
          </Form.Item>
        </Col>
        <Col xs={24} sm={14}>
          <Form.Item name="basis" label={t('fees.fields.basis')}>
            <Radio.Group optionType="button" buttonStyle="solid" options={TAX_BASES.map((b) => ({ value: b, label: t(`fees.basis.${b}`) }))} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="effectiveFrom" label={t('fees.fields.effectiveFrom')} extra={t('fees.form.effectiveHint')}>
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" placeholder={t('fees.form.now')} style={{ width: '100%' }} data-testid="tax-form-effective" />
      </Form.Item>
      <ReasonItem testId="tax-form-reason" />
    </FormDrawer>
  );
}
