import { COINS, STAKING_DESCRIPTION_MAX, STAKING_NAME_MAX, STAKING_NAME_MIN, type Coin } from '@exchange/contract/staking/staking-rules';
import type { StakingProtocol } from '@exchange/contract/staking/staking';
import { Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { changedFields } from '../../components/changed-fields.ts';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { useDrawerSave } from '../../components/use-drawer-save.ts';
import { DescriptionField, NameField } from '../../components/NameFields.tsx';
import { amountRules } from './staking-form-rules.ts';
import { useCreateProtocol, useProviderOptions, useUpdateProtocol } from './staking-queries.ts';

interface ProtocolFormValues {
  providerId?: string;
  coin?: Coin;
  name: string;
  description: string;
  minAmount: string;
}

const fields = ['providerId', 'coin', 'name', 'description', 'minAmount'] as const;

/** Create a protocol under a provider, or edit one (its provider and coin are fixed). Mount it only while open. */
export function ProtocolFormDrawer({ protocol, onClose }: { protocol: StakingProtocol | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useDrawerSave(onClose);
  const [form] = Form.useForm<ProtocolFormValues>();
  const create = useCreateProtocol();
  const update = useUpdateProtocol();
  const providers = useProviderOptions(!protocol);
  const coin = Form.useWatch('coin', form) ?? protocol?.coin;

  const onFinish = async (values: ProtocolFormValues) => {
    const next = { name: values.name.trim(), description: (values.description ?? '').trim(), minAmount: values.minAmount.trim() };
    if (protocol) {
      const before = { name: protocol.name, description: protocol.description, minAmount: protocol.minAmount };
      await save.update(changedFields(before, next), (body) => update.mutateAsync({ id: protocol.id, body }), {
        none: t('staking.form.noChanges'),
        done: (saved) => t('staking.form.saved', { name: saved.name }),
      });
    } else {
      // The form's rules require both before it sends.
      const { providerId, coin } = values;
      if (!providerId || !coin) return;
      await save.create(() => create.mutateAsync({ providerId, coin, ...next }), (saved) => t('staking.form.created', { name: saved.name }));
    }
  };

  return (
    <FormDrawer
      title={protocol ? t('staking.protocols.editTitle', { name: protocol.name }) : t('staking.protocols.createTitle')}
      onClose={onClose}
      saving={create.isPending || update.isPending}
      submitLabel={protocol ? t('staking.form.save') : t('staking.protocols.create')}
      size={520}
      testId="protocol-form"
      submitTestId="protocol-form-submit"
      form={form}
      formName="protocolForm"
      initialValues={protocol ? { providerId: protocol.provider.id, coin: protocol.coin, name: protocol.name, description: protocol.description, minAmount: protocol.minAmount } : { name: '', description: '', minAmount: '' }}
      onFinish={onFinish}
      fields={fields}
    >
      <Flex gap={12}>
        <Form.Item name="providerId" label={t('staking.fields.provider')} style={{ flex: 1 }} rules={[{ required: true, message: t('staking.form.providerRequired') }]} extra={protocol ? t('staking.form.fixed') : undefined}>
          <Select
            disabled={Boolean(protocol)}
            loading={providers.isFetching}
            showSearch={{ optionFilterProp: 'label' }}
            options={protocol ? [{ value: protocol.provider.id, label: protocol.provider.name }] : (providers.data?.items ?? []).map((p) => ({ value: p.id, label: p.name }))}
            data-testid="protocol-form-provider"
          />
        </Form.Item>
        <Form.Item name="coin" label={t('staking.fields.coin')} style={{ width: 120 }} rules={[{ required: true, message: t('staking.form.coinRequired') }]}>
          <Select disabled={Boolean(protocol)} options={COINS.map((c) => ({ value: c, label: c }))} data-testid="protocol-form-coin" />
        </Form.Item>
      </Flex>
      <NameField label={t('staking.fields.name')} min={STAKING_NAME_MIN} max={STAKING_NAME_MAX} requiredKey="staking.form.nameRequired" lengthKey="staking.form.nameLength" testId="protocol-form-name" />
      <DescriptionField label={t('staking.fields.description')} max={STAKING_DESCRIPTION_MAX} testId="protocol-form-description" />
      <Form.Item name="minAmount" label={t('staking.fields.minAmount')} rules={amountRules({ required: t('staking.form.minRequired'), invalid: t('staking.form.amountInvalid') })}>
        <Input dir="ltr" inputMode="decimal" autoComplete="off" suffix={coin} data-testid="protocol-form-min" />
      </Form.Item>
    </FormDrawer>
  );
}
