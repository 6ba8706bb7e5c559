import { ASSETS, FEE_OPERATIONS, FEE_OPERATION_ASSETS, isFiat, type Asset, type FeeOperation } from '@exchange/contract/fees/fee-rules';
import type { FeeSchedule } from '@exchange/contract/fees/fees';
import { Col, DatePicker, Form, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useMessageApi } from '../../app/message-api-context.ts';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { ReasonItem, amountInput, optionalAmount, useAmountRules, useOrderRule, usePercentRules } from './fee-form-items.tsx';
import { useSaveFeeSchedule } from './fee-queries.ts';

interface Values {
  operation: FeeOperation;
  asset: Asset;
  /** 'ANY' or '0'..'3'. */
  kycLevel: string;
  fixedFee: string;
  percentage: string;
  minimumFee?: string;
  maximumFee?: string;
  effectiveFrom?: Dayjs | null;
  reason: string;
}

const fields = ['operation', 'asset', 'kycLevel', 'fixedFee', 'percentage', 'minimumFee', 'maximumFee', 'effectiveFrom', 'reason'] as const;
export const assetsOf = (operation: FeeOperation | undefined) => ASSETS.filter((asset) => !operation || (FEE_OPERATION_ASSETS[operation] === 'FIAT') === isFiat(asset));

/** Create a schedule, or edit one's amounts and start (what it prices stays). Mount it only while open. */
export function FeeScheduleFormDrawer({ schedule, onClose }: { schedule: FeeSchedule | null; onClose: () => void }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [form] = Form.useForm<Values>();
  const save = useSaveFeeSchedule();
  const amountRules = useAmountRules();
  const percentRules = usePercentRules();
  const orderRule = useOrderRule();
  const operation = Form.useWatch('operation', form) ?? schedule?.operation;
  const asset = Form.useWatch('asset', form) ?? schedule?.asset;

  const onFinish = async (v: Values) => {
    const amounts = {
      fixedFee: v.fixedFee.trim(),
      percentage: v.percentage.trim(),
      minimumFee: optionalAmount(v.minimumFee),
      maximumFee: optionalAmount(v.maximumFee),
      ...(v.effectiveFrom ? { effectiveFrom: v.effectiveFrom.toISOString() } : {}),
      reason: v.reason.trim(),
    };
    if (schedule) await save.mutateAsync({ id: schedule.id, body: amounts });
    else await save.mutateAsync({ id: null, body: { operation: v.operation, asset: v.asset, kycLevel: v.kycLevel === 'ANY' ? null : (Number(v.kycLevel) as 0 | 1 | 2 | 3), ...amounts } });
    void message.success(t(schedule ? 'fees.form.scheduleSaved' : 'fees.form.scheduleCreated'));
    onClose();
  };

  const initialValues: Partial<Values> = schedule
    ? {
        operation: schedule.operation,
        asset: schedule.asset,
        kycLevel: schedule.kycLevel === null ? 'ANY' : String(schedule.kycLevel),
        fixedFee: schedule.fixedFee,
        percentage: schedule.percentage,
        minimumFee: schedule.minimumFee ?? '',
        maximumFee: schedule.maximumFee ?? '',
        effectiveFrom: dayjs(schedule.effectiveFrom),
      }
    : { operation: 'FIAT_WITHDRAWAL', kycLevel: 'ANY', fixedFee: '0', percentage: '0' };

  return (
    <FormDrawer<Values>
      title={schedule ? t('fees.form.editScheduleTitle') : t('fees.form.newScheduleTitle')}
      onClose={onClose}
      saving={save.isPending}
      submitLabel={schedule ? t('fees.form.save') : t('fees.form.create')}
      size={560}
      testId="fee-schedule-form"
      submitTestId="fee-schedule-submit"
      form={form}
      formName="feeScheduleForm"
      initialValues={initialValues}
      onFinish={onFinish}
      fields={fields}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="operation" label={t('fees.fields.operation')} rules={[{ required: true, message: t('fees.form.required') }]}>
            <Select
              disabled={schedule !== null}
              options={FEE_OPERATIONS.map((op) => ({ value: op, label: t(`fees.operation.${op}`) }))}
              onChange={(next: FeeOperation) => {
                if (asset && !assetsOf(next).includes(asset)) form.setFieldValue('asset', undefined);
              }}
              data-testid="fee-form-operation"
            />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="asset" label={t('fees.fields.asset')} rules={[{ required: true, message: t('fees.form.required') }]}>
            <Select disabled={schedule !== null} showSearch options={assetsOf(operation).map((a) => ({ value: a, label: a }))} data-testid="fee-form-asset" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="kycLevel" label={t('fees.fields.kycLevel')}>
            <Select
              disabled={schedule !== null}
              options={['ANY', '0', '1', '2', '3'].map((level) => ({ value: level, label: level === 'ANY' ? t('fees.anyLevel') : t(`fees.level.${level}`) }))}
              data-testid="fee-form-level"
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="fixedFee" label={t('fees.fields.fixedFee')} rules={amountRules(asset, true)}>
            {amountInput('fee-form-fixed', asset)}
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="percentage" label={t('fees.fields.percentage')} extra={t('fees.form.percentageHint')} rules={percentRules()}>
            {amountInput('fee-form-percentage', '%')}
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="minimumFee" label={t('fees.fields.minimumFee')} rules={amountRules(asset, false)}>
            {amountInput('fee-form-minimum', asset, t('fees.form.noBound'))}
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="maximumFee" label={t('fees.fields.maximumFee')} dependencies={['minimumFee']} rules={[...amountRules(asset, false), orderRule('minimumFee', 'fees.form.maxBelowMin')]}>
            {amountInput('fee-form-maximum', asset, t('fees.form.noBound'))}
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="effectiveFrom" label={t('fees.fields.effectiveFrom')} extra={t('fees.form.effectiveHint')}>
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" placeholder={t('fees.form.now')} style={{ width: '100%' }} data-testid="fee-form-effective" />
      </Form.Item>
      <ReasonItem testId="fee-form-reason" />
    </FormDrawer>
  );
}
