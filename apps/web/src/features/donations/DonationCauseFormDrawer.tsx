import { DONATION_DESCRIPTION_MAX, DONATION_NAME_MAX, DONATION_NAME_MIN } from '@exchange/contract/donations/donation-rules';
import type { DonationCause } from '@exchange/contract/donations/donations';
import { ASSETS, assetScaleOf, type Asset } from '@exchange/contract/fees/fee-rules';
import { decimalPattern } from '@exchange/contract/p2p/money-rules';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { changedFields } from '../../components/changed-fields.ts';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { useDrawerSave } from '../../components/use-drawer-save.ts';
import { DescriptionField, NameField } from '../../components/NameFields.tsx';
import { useCreateDonationCause, useUpdateDonationCause } from './donation-queries.ts';

interface CauseFormValues {
  name: string;
  description: string;
  asset: Asset;
  target: string;
}

const fields = ['name', 'description', 'asset', 'target'] as const;

/** Create or edit a cause; its asset is fixed once it exists. Mount it only while open. */
export function DonationCauseFormDrawer({ cause, onClose }: { cause: DonationCause | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useDrawerSave(onClose);
  const [form] = Form.useForm<CauseFormValues>();
  const create = useCreateDonationCause();
  const update = useUpdateDonationCause();
  const asset = Form.useWatch('asset', form) ?? cause?.asset ?? 'USDT';
  const scale = assetScaleOf(asset);

  const onFinish = async (values: CauseFormValues) => {
    const next = { name: values.name.trim(), description: (values.description ?? '').trim(), target: values.target.trim() };
    if (cause) {
      const before = { name: cause.name, description: cause.description, target: cause.target };
      await save.update(changedFields(before, next), (body) => update.mutateAsync({ id: cause.id, body }), {
        none: t('donations.form.noChanges'),
        done: (saved) => t('donations.form.saved', { name: saved.name }),
      });
    } else {
      await save.create(() => create.mutateAsync({ ...next, asset: values.asset }), (saved) => t('donations.form.created', { name: saved.name }));
    }
  };

  return (
    <FormDrawer
      title={cause ? t('donations.form.editTitle', { name: cause.name }) : t('donations.form.createTitle')}
      onClose={onClose}
      saving={create.isPending || update.isPending}
      submitLabel={cause ? t('donations.form.save') : t('donations.form.create')}
      testId="cause-form"
      submitTestId="cause-form-submit"
      form={form}
      formName="donationCauseForm"
      initialValues={{ name: cause?.name ?? '', description: cause?.description ?? '', asset: cause?.asset ?? 'USDT', target: cause?.target ?? '' }}
      onFinish={onFinish}
      fields={fields}
    >
      <NameField label={t('donations.fields.name')} min={DONATION_NAME_MIN} max={DONATION_NAME_MAX} requiredKey="donations.form.nameRequired" lengthKey="donations.form.nameLength" autoFocus testId="cause-form-name" />
      <DescriptionField label={t('donations.fields.description')} max={DONATION_DESCRIPTION_MAX} rows={3} testId="cause-form-description" />
      <Form.Item name="asset" label={t('donations.fields.asset')} extra={cause ? t('donations.form.assetFixed') : undefined}>
        <Select disabled={Boolean(cause)} options={ASSETS.map((a) => ({ value: a, label: a }))} showSearch data-testid="cause-form-asset" />
      </Form.Item>
      <Form.Item
        name="target"
        label={t('donations.fields.target')}
        rules={[{ required: true, message: t('donations.form.targetRequired') }, { pattern: decimalPattern(scale), message: t('donations.form.targetFormat', { scale }) }]}
      >
        <Input dir="ltr" inputMode="decimal" suffix={asset} data-testid="cause-form-target" />
      </Form.Item>
    </FormDrawer>
  );
}
