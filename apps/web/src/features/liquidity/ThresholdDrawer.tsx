import { COINS, LIQUIDITY_AMOUNT_SCALE, LIQUIDITY_VENUE_KINDS, LIQUIDITY_VENUE_NAME_MAX, LIQUIDITY_VENUE_NAME_MIN, type Coin, type LiquidityVenueKind } from '@exchange/contract/liquidity/liquidity-rules';
import type { LiquidityVenue } from '@exchange/contract/liquidity/liquidity';
import { decimalPattern } from '@exchange/contract/p2p/money-rules';
import { Checkbox, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMessageApi } from '../../app/message-api-context.ts';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { requiredTrimmedText } from '../../components/form-rules.ts';
import { useSetThreshold } from './liquidity-queries.ts';
import { VENUE_KIND_KEYS } from './liquidity-text-keys.ts';

const AMOUNT = decimalPattern(LIQUIDITY_AMOUNT_SCALE);

interface ThresholdFormValues {
  coin?: Coin;
  venueKind?: LiquidityVenueKind;
  venueName: string;
  minBalance: string;
  clear: boolean;
}

const fields = ['coin', 'venueKind', 'venueName', 'minBalance'] as const;

/** Set or clear a venue's threshold; without a venue, a new one of a coin is named (it waits for its first balance). Mount it only while open. */
export function ThresholdDrawer({ venue, onClose }: { venue: LiquidityVenue | null; onClose: () => void }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [form] = Form.useForm<ThresholdFormValues>();
  const save = useSetThreshold();
  const clear = Form.useWatch('clear', form) ?? false;
  const coin = Form.useWatch('coin', form) ?? venue?.coin;

  const onFinish = async (values: ThresholdFormValues) => {
    if (!values.coin || !values.venueKind) return;
    const saved = await save.mutateAsync({ coin: values.coin, venueKind: values.venueKind, venueName: values.venueName.trim(), minBalance: values.clear ? null : values.minBalance.trim() });
    void message.success(saved.minBalance === null ? t('liquidity.threshold.cleared', { name: saved.venueName }) : t('liquidity.threshold.saved', { name: saved.venueName }));
    onClose();
  };

  return (
    <FormDrawer
      title={venue ? t('liquidity.threshold.editTitle', { name: venue.venueName, coin: venue.coin }) : t('liquidity.threshold.createTitle')}
      onClose={onClose}
      saving={save.isPending}
      submitLabel={t('liquidity.threshold.save')}
      testId="threshold-form"
      submitTestId="threshold-form-submit"
      form={form}
      formName="thresholdForm"
      initialValues={{ coin: venue?.coin, venueKind: venue?.venueKind, venueName: venue?.venueName ?? '', minBalance: venue?.minBalance ?? '', clear: false }}
      onFinish={onFinish}
      fields={fields}
      before={<p>{t('liquidity.threshold.hint')}</p>}
    >
      <Flex gap={12}>
        <Form.Item name="coin" label={t('liquidity.fields.coin')} style={{ width: 120 }} rules={[{ required: true, message: t('liquidity.threshold.coinRequired') }]}>
          <Select disabled={Boolean(venue)} options={COINS.map((c) => ({ value: c, label: c }))} data-testid="threshold-form-coin" />
        </Form.Item>
        <Form.Item name="venueKind" label={t('liquidity.fields.kind')} style={{ flex: 1 }} rules={[{ required: true, message: t('liquidity.threshold.kindRequired') }]}>
          <Select disabled={Boolean(venue)} options={LIQUIDITY_VENUE_KINDS.map((k) => ({ value: k, label: t(VENUE_KIND_KEYS[k]) }))} data-testid="threshold-form-kind" />
        </Form.Item>
      </Flex>
      <Form.Item
        name="venueName"
        label={t('liquidity.fields.venue')}
        rules={requiredTrimmedText(LIQUIDITY_VENUE_NAME_MIN, LIQUIDITY_VENUE_NAME_MAX, { required: t('liquidity.threshold.nameRequired'), length: t('liquidity.threshold.nameLength', { max: LIQUIDITY_VENUE_NAME_MAX }) })}
      >
        <Input dir="auto" disabled={Boolean(venue)} autoComplete="off" maxLength={LIQUIDITY_VENUE_NAME_MAX} data-testid="threshold-form-name" />
      </Form.Item>
      <Form.Item
        name="minBalance"
        label={t('liquidity.fields.threshold')}
        rules={[
          { required: !clear, whitespace: true, message: t('liquidity.threshold.amountRequired') },
          { validator: (_r, v: string | undefined) => (clear || !v?.trim() || AMOUNT.test(v.trim()) ? Promise.resolve() : Promise.reject(new Error(t('liquidity.threshold.amountInvalid')))) },
        ]}
      >
        <Input dir="ltr" inputMode="decimal" autoComplete="off" disabled={clear} suffix={coin} data-testid="threshold-form-amount" />
      </Form.Item>
      {venue?.minBalance !== null && venue !== null && (
        <Form.Item name="clear" valuePropName="checked">
          <Checkbox data-testid="threshold-form-clear">{t('liquidity.threshold.clear')}</Checkbox>
        </Form.Item>
      )}
    </FormDrawer>
  );
}
