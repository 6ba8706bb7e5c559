import { DURATION_DAYS_MAX, DURATION_DAYS_MIN } from '@exchange/contract/staking/staking-rules';
import type { StakingDuration, StakingProtocol } from '@exchange/contract/staking/staking';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { useDrawerSave } from '../../components/use-drawer-save.ts';
import { rateRules } from './staking-form-rules.ts';
import { useCreateDuration, useUpdateDuration } from './staking-queries.ts';
import { daysText } from './staking-text.ts';

interface DurationFormValues {
  days: number | null;
  apy: string;
}

const fields = ['days', 'apy'] as const;

/** Add a lock period to a protocol, or change a period's APY (for stakes opened from then on). Mount it only while open. */
export function DurationFormDrawer({ protocol, duration, onClose }: { protocol: StakingProtocol; duration: StakingDuration | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useDrawerSave(onClose);
  const [form] = Form.useForm<DurationFormValues>();
  const create = useCreateDuration();
  const update = useUpdateDuration();

  const onFinish = async (values: DurationFormValues) => {
    const apy = values.apy.trim();
    if (duration) {
      // The rate is the one thing a duration's edit can change.
      await save.update(apy === duration.apy ? {} : { apy }, () => update.mutateAsync({ id: duration.id, body: { apy } }), {
        none: t('staking.form.noChanges'),
        done: () => t('staking.durations.saved', { days: daysText(t, duration.days) }),
      });
    } else {
      const { days } = values;
      if (days === null) return;
      await save.create(() => create.mutateAsync({ id: protocol.id, body: { days, apy } }), () => t('staking.durations.created', { days: daysText(t, days) }));
    }
  };

  return (
    <FormDrawer
      title={duration ? t('staking.durations.editTitle', { days: daysText(t, duration.days), name: protocol.name }) : t('staking.durations.createTitle', { name: protocol.name })}
      onClose={onClose}
      saving={create.isPending || update.isPending}
      submitLabel={duration ? t('staking.form.save') : t('staking.durations.create')}
      testId="duration-form"
      submitTestId="duration-form-submit"
      form={form}
      formName="durationForm"
      initialValues={{ days: duration?.days ?? null, apy: duration?.apy ?? '' }}
      onFinish={onFinish}
      fields={fields}
      before={duration ? undefined : <p>{t('staking.durations.createHint')}</p>}
    >
      <Form.Item
        name="days"
        label={t('staking.fields.days')}
        extra={duration ? t('staking.durations.daysFixed') : undefined}
        rules={[{ required: true, message: t('staking.form.daysRequired') }, { type: 'integer', min: DURATION_DAYS_MIN, max: DURATION_DAYS_MAX, message: t('staking.form.daysInvalid', { min: DURATION_DAYS_MIN, max: DURATION_DAYS_MAX }) }]}
      >
        <InputNumber disabled={Boolean(duration)} min={DURATION_DAYS_MIN} max={DURATION_DAYS_MAX} precision={0} style={{ width: '100%' }} suffix={t('staking.durations.daysUnit')} data-testid="duration-form-days" />
      </Form.Item>
      <Form.Item name="apy" label={t('staking.fields.apy')} extra={duration ? t('staking.durations.apyHint') : undefined} rules={rateRules({ required: t('staking.form.apyRequired'), invalid: t('staking.form.rateInvalid') })}>
        <Input dir="ltr" inputMode="decimal" autoComplete="off" suffix="%" data-testid="duration-form-apy" />
      </Form.Item>
    </FormDrawer>
  );
}
