import { CAMPAIGN_DESCRIPTION_MAX, CAMPAIGN_NAME_MAX, CAMPAIGN_NAME_MIN } from '@exchange/contract/campaigns/campaign-rules';
import type { Campaign } from '@exchange/contract/campaigns/campaigns';
import { ASSETS, assetScaleOf, type Asset } from '@exchange/contract/fees/fee-rules';
import { KYC_LEVELS, type KycLevel } from '@exchange/contract/kyc/kyc-levels';
import { decimalPattern } from '@exchange/contract/p2p/money-rules';
import { ISO_COUNTRY_CODES, type IsoCountryCode } from '@exchange/contract/platform/countries';
import { DatePicker, Form, Input, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useMessageApi } from '../../app/message-api-context.ts';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { useCountryOptions } from '../../components/use-country-options.ts';
import { DescriptionField, NameField } from '../../components/NameFields.tsx';
import { useSaveCampaign } from './campaign-queries.ts';

interface CampaignFormValues {
  name: string;
  description: string;
  period: [Dayjs, Dayjs];
  targetCountry?: IsoCountryCode;
  minKycLevel?: KycLevel;
  newCustomersOnly: boolean;
  rewardAsset: Asset;
  rewardAmount: string;
}

const fields = ['name', 'description', 'period', 'targetCountry', 'minKycLevel', 'newCustomersOnly', 'rewardAsset', 'rewardAmount'] as const;

/** Create or edit a campaign: period, target and reward rule. Mount it only while open. */
export function CampaignFormDrawer({ campaign, onClose }: { campaign: Campaign | null; onClose: () => void }) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [form] = Form.useForm<CampaignFormValues>();
  const save = useSaveCampaign();
  const countries = useCountryOptions(ISO_COUNTRY_CODES);
  const asset = Form.useWatch('rewardAsset', form) ?? campaign?.rewardAsset ?? 'USDT';
  const scale = assetScaleOf(asset);

  const onFinish = async (values: CampaignFormValues) => {
    const [start, end] = values.period;
    const saved = await save.mutateAsync({
      id: campaign?.id ?? null,
      body: {
        name: values.name.trim(),
        description: (values.description ?? '').trim(),
        startsAt: start.toISOString(),
        endsAt: end.toISOString(),
        targetCountry: values.targetCountry ?? null,
        minKycLevel: values.minKycLevel ?? null,
        newCustomersOnly: values.newCustomersOnly,
        rewardAsset: values.rewardAsset,
        rewardAmount: values.rewardAmount.trim(),
      },
    });
    void message.success(t(campaign ? 'campaigns.form.saved' : 'campaigns.form.created', { name: saved.name }));
    onClose();
  };

  return (
    <FormDrawer
      title={campaign ? t('campaigns.form.editTitle', { name: campaign.name }) : t('campaigns.form.createTitle')}
      onClose={onClose}
      saving={save.isPending}
      submitLabel={campaign ? t('campaigns.form.save') : t('campaigns.form.create')}
      testId="campaign-form"
      submitTestId="campaign-form-submit"
      form={form}
      formName="campaignForm"
      initialValues={{
        name: campaign?.name ?? '',
        description: campaign?.description ?? '',
        period: campaign ? [dayjs(campaign.startsAt), dayjs(campaign.endsAt)] : [dayjs().startOf('day'), dayjs().add(30, 'day').endOf('day')],
        targetCountry: campaign?.targetCountry ?? undefined,
        minKycLevel: campaign?.minKycLevel ?? undefined,
        newCustomersOnly: campaign?.newCustomersOnly ?? false,
        rewardAsset: campaign?.rewardAsset ?? 'USDT',
        rewardAmount: campaign?.rewardAmount ?? '',
      }}
      onFinish={onFinish}
      fields={fields}
    >
      <NameField label={t('campaigns.fields.name')} min={CAMPAIGN_NAME_MIN} max={CAMPAIGN_NAME_MAX} requiredKey="campaigns.form.nameRequired" lengthKey="campaigns.form.nameLength" autoFocus testId="campaign-form-name" />
      <DescriptionField label={t('campaigns.fields.description')} max={CAMPAIGN_DESCRIPTION_MAX} testId="campaign-form-description" />
      <Form.Item name="period" label={t('campaigns.fields.period')} rules={[{ required: true, message: t('campaigns.form.periodRequired') }]}>
        <DatePicker.RangePicker showTime style={{ width: '100%' }} data-testid="campaign-form-period" />
      </Form.Item>
      <Form.Item name="targetCountry" label={t('campaigns.fields.targetCountry')} extra={t('campaigns.form.anyHint')}>
        <Select allowClear showSearch optionFilterProp="label" options={countries} data-testid="campaign-form-country" />
      </Form.Item>
      <Form.Item name="minKycLevel" label={t('campaigns.fields.minKycLevel')} extra={t('campaigns.form.anyHint')}>
        <Select allowClear options={KYC_LEVELS.map((level) => ({ value: level, label: t('campaigns.kycLevel', { level }) }))} data-testid="campaign-form-kyc" />
      </Form.Item>
      <Form.Item name="newCustomersOnly" label={t('campaigns.fields.newCustomersOnly')} valuePropName="checked" extra={t('campaigns.form.newHint')}>
        <Switch data-testid="campaign-form-new" />
      </Form.Item>
      <Form.Item name="rewardAsset" label={t('campaigns.fields.rewardAsset')} rules={[{ required: true }]}>
        <Select options={ASSETS.map((a) => ({ value: a, label: a }))} showSearch data-testid="campaign-form-asset" />
      </Form.Item>
      <Form.Item
        name="rewardAmount"
        label={t('campaigns.fields.rewardAmount')}
        rules={[{ required: true, message: t('campaigns.form.amountRequired') }, { pattern: decimalPattern(scale), message: t('campaigns.form.amountFormat', { scale }) }]}
      >
        <Input dir="ltr" inputMode="decimal" suffix={asset} data-testid="campaign-form-amount" />
      </Form.Item>
    </FormDrawer>
  );
}
