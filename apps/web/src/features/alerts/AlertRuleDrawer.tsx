import { SaveOutlined } from '@ant-design/icons';
import { ALERT_EMAILS_MAX, ALERT_PERIOD_MINUTES_MAX, ALERT_PERIOD_MINUTES_MIN, ALERT_RULE_KINDS, ALERT_RULE_NAME_MAX, type AlertRuleKind } from '@exchange/contract/alerts/alert-rules';
import type { AlertRule, AlertRuleInput } from '@exchange/contract/alerts/alerts';
import { WORK_QUEUE_NAMES, type WorkQueue } from '@exchange/contract/queues/queue-names';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { queueLabelKeys } from '../queues/queue-labels.ts';
import { alertKindKeys, alertUnitKeys } from './alert-text.ts';
import { useCreateAlertRule, useUpdateAlertRule } from './alert-queries.ts';

interface Values {
  name: string;
  kind: AlertRuleKind;
  queue?: WorkQueue;
  asset?: string;
  threshold: number;
  periodMinutes: number;
  emails: string[];
}

const fields = ['name', 'kind', 'queue', 'asset', 'threshold', 'periodMinutes', 'emails'] as const;

/** The body the API takes for the kind chosen: a queue rule names a queue, a coverage rule an asset. */
function inputOf(values: Values): AlertRuleInput {
  const common = { name: values.name.trim(), threshold: values.threshold, periodMinutes: values.periodMinutes, emails: values.emails };
  if (values.kind === 'LIABILITY_COVERAGE') return { kind: values.kind, asset: (values.asset ?? '').trim().toUpperCase(), ...common };
  return { kind: values.kind, queue: values.queue ?? 'kycToReview', ...common };
}

/** A new rule, or the rule given. Mount it only while open. */
export function AlertRuleDrawer({ rule, onClose }: { rule: AlertRule | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? rule?.kind ?? 'QUEUE_AGE';
  const create = useCreateAlertRule();
  const update = useUpdateAlertRule();
  const onFinish = async (values: Values) => {
    if (rule) await update.mutateAsync({ id: rule.id, body: inputOf(values) });
    else await create.mutateAsync(inputOf(values));
    onClose();
  };
  return (
    <FormDrawer
      title={rule ? t('alerts.editRule') : t('alerts.newRule')}
      onClose={onClose}
      saving={create.isPending || update.isPending}
      submitLabel={t('alerts.save')}
      submitIcon={<SaveOutlined />}
      testId="alert-rule-drawer"
      submitTestId="alert-rule-save"
      form={form}
      formName="alertRule"
      initialValues={
        rule
          ? { name: rule.name, kind: rule.kind, queue: rule.queue ?? undefined, asset: rule.asset ?? undefined, threshold: rule.threshold, periodMinutes: rule.periodMinutes, emails: rule.emails }
          : { kind: 'QUEUE_AGE', queue: 'fiatWithdrawalsAwaitingSecondApprover', threshold: 30, periodMinutes: 60, emails: [] }
      }
      onFinish={onFinish}
      fields={fields}
    >
      <Form.Item name="name" label={t('alerts.fields.name')} rules={[{ required: true, min: 2, max: ALERT_RULE_NAME_MAX, message: t('alerts.validation.name') }]}>
        <Input maxLength={ALERT_RULE_NAME_MAX} data-testid="alert-rule-name" />
      </Form.Item>
      <Form.Item name="kind" label={t('alerts.fields.kind')} rules={[{ required: true }]}>
        <Select data-testid="alert-rule-kind" options={ALERT_RULE_KINDS.map((k) => ({ value: k, label: t(alertKindKeys[k]) }))} />
      </Form.Item>
      {kind === 'LIABILITY_COVERAGE' ? (
        <Form.Item name="asset" label={t('alerts.fields.asset')} rules={[{ required: true, pattern: /^[A-Za-z][A-Za-z0-9]{1,11}$/, message: t('alerts.validation.asset') }]}>
          <Input dir="ltr" maxLength={12} style={{ textTransform: 'uppercase' }} data-testid="alert-rule-asset" />
        </Form.Item>
      ) : (
        <Form.Item name="queue" label={t('alerts.fields.queue')} rules={[{ required: true }]}>
          <Select data-testid="alert-rule-queue" showSearch optionFilterProp="label" options={WORK_QUEUE_NAMES.map((q) => ({ value: q, label: t(queueLabelKeys[q]) }))} />
        </Form.Item>
      )}
      <Form.Item
        name="threshold"
        label={t('alerts.fields.threshold')}
        extra={t(alertUnitKeys[kind])}
        rules={[{ required: true, type: 'integer', min: 1, max: kind === 'LIABILITY_COVERAGE' ? 1000 : 1_000_000, message: t('alerts.validation.threshold') }]}
      >
        <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid="alert-rule-threshold" />
      </Form.Item>
      <Form.Item
        name="periodMinutes"
        label={t('alerts.fields.periodMinutes')}
        extra={t('alerts.periodHelp')}
        rules={[{ required: true, type: 'integer', min: ALERT_PERIOD_MINUTES_MIN, max: ALERT_PERIOD_MINUTES_MAX, message: t('alerts.validation.period', { min: ALERT_PERIOD_MINUTES_MIN }) }]}
      >
        <InputNumber min={ALERT_PERIOD_MINUTES_MIN} max={ALERT_PERIOD_MINUTES_MAX} precision={0} style={{ width: '100%' }} data-testid="alert-rule-period" />
      </Form.Item>
      <Form.Item name="emails" label={t('alerts.fields.emails')} extra={t('alerts.emailsHelp')} rules={[{ type: 'array', max: ALERT_EMAILS_MAX, defaultField: { type: 'email', message: t('alerts.validation.email') } }]}>
        <Select mode="tags" tokenSeparators={[',', ' ']} open={false} data-testid="alert-rule-emails" />
      </Form.Item>
    </FormDrawer>
  );
}
