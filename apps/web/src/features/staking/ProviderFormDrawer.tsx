import { STAKING_DESCRIPTION_MAX, STAKING_NAME_MAX, STAKING_NAME_MIN } from '@exchange/contract/staking/staking-rules';
import type { StakingProvider } from '@exchange/contract/staking/staking';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { changedFields } from '../../components/changed-fields.ts';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { useDrawerSave } from '../../components/use-drawer-save.ts';
import { DescriptionField, NameField } from '../../components/NameFields.tsx';
import { useCreateProvider, useUpdateProvider } from './staking-queries.ts';

interface ProviderFormValues {
  name: string;
  description: string;
}

const fields = ['name', 'description'] as const;

/** Create or edit a provider. Mount it only while open, so that every opening starts from the provider as it is. */
export function ProviderFormDrawer({ provider, onClose }: { provider: StakingProvider | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useDrawerSave(onClose);
  const [form] = Form.useForm<ProviderFormValues>();
  const create = useCreateProvider();
  const update = useUpdateProvider();

  const onFinish = async (values: ProviderFormValues) => {
    const next = { name: values.name.trim(), description: (values.description ?? '').trim() };
    if (provider) {
      const before = { name: provider.name, description: provider.description };
      await save.update(changedFields(before, next), (body) => update.mutateAsync({ id: provider.id, body }), {
        none: t('staking.form.noChanges'),
        done: (saved) => t('staking.form.saved', { name: saved.name }),
      });
    } else {
      await save.create(() => create.mutateAsync(next), (saved) => t('staking.form.created', { name: saved.name }));
    }
  };

  return (
    <FormDrawer
      title={provider ? t('staking.providers.editTitle', { name: provider.name }) : t('staking.providers.createTitle')}
      onClose={onClose}
      saving={create.isPending || update.isPending}
      submitLabel={provider ? t('staking.form.save') : t('staking.providers.create')}
      testId="provider-form"
      submitTestId="provider-form-submit"
      form={form}
      formName="providerForm"
      initialValues={{ name: provider?.name ?? '', description: provider?.description ?? '' }}
      onFinish={onFinish}
      fields={fields}
    >
      <NameField label={t('staking.fields.name')} min={STAKING_NAME_MIN} max={STAKING_NAME_MAX} requiredKey="staking.form.nameRequired" lengthKey="staking.form.nameLength" autoFocus testId="provider-form-name" />
      <DescriptionField label={t('staking.fields.description')} max={STAKING_DESCRIPTION_MAX} rows={3} testId="provider-form-description" />
    </FormDrawer>
  );
}
