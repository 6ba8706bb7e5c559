import { COINS, SAVER_NAME_MAX, SAVER_NAME_MIN, type Coin } from '@exchange/contract/savers/saver-rules';
import type { SaverProduct } from '@exchange/contract/savers/savers';
import { Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { changedFields } from '../../components/changed-fields.ts';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { useDrawerSave } from '../../components/use-drawer-save.ts';
import { NameField } from '../../components/NameFields.tsx';
import { rateRules } from '../staking/staking-form-rules.ts';
import { useCreateSaver, useUpdateSaver } from './saver-queries.ts';

interface SaverFormValues {
  coin?: Coin;
  name: string;
  yieldRate: string;
}

const fields = ['coin', 'name', 'yieldRate'] as const;

/** Create a savers product (one per coin) or change its name and rate. Mount it only while open. */
export function SaverFormDrawer({ product, onClose }: { product: SaverProduct | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useDrawerSave(onClose);
  const [form] = Form.useForm<SaverFormValues>();
  const create = useCreateSaver();
  const update = useUpdateSaver();

  const onFinish = async (values: SaverFormValues) => {
    const next = { name: values.name.trim(), yieldRate: values.yieldRate.trim() };
    if (product) {
      const before = { name: product.name, yieldRate: product.yieldRate };
      await save.update(changedFields(before, next), (body) => update.mutateAsync({ id: product.id, body }), {
        none: t('savers.form.noChanges'),
        done: (saved) => t('savers.form.saved', { name: saved.name }),
      });
    } else {
      const { coin } = values;
      if (!coin) return;
      await save.create(() => create.mutateAsync({ coin, ...next }), (saved) => t('savers.form.created', { name: saved.name }));
    }
  };

  return (
    <FormDrawer
      title={product ? t('savers.form.editTitle', { name: product.name }) : t('savers.form.createTitle')}
      onClose={onClose}
      saving={create.isPending || update.isPending}
      submitLabel={product ? t('savers.form.save') : t('savers.form.create')}
      testId="saver-form"
      submitTestId="saver-form-submit"
      form={form}
      formName="saverForm"
      initialValues={product ? { coin: product.coin, name: product.name, yieldRate: product.yieldRate } : { name: '', yieldRate: '' }}
      onFinish={onFinish}
      fields={fields}
    >
      <Flex gap={12}>
        <Form.Item name="coin" label={t('savers.fields.coin')} style={{ width: 130 }} rules={[{ required: true, message: t('savers.form.coinRequired') }]} extra={product ? t('savers.form.coinFixed') : undefined}>
          <Select disabled={Boolean(product)} options={COINS.map((c) => ({ value: c, label: c }))} data-testid="saver-form-coin" />
        </Form.Item>
        <Form.Item name="yieldRate" label={t('savers.fields.yieldRate')} style={{ flex: 1 }} extra={product ? t('savers.form.rateHint') : undefined} rules={rateRules({ required: t('savers.form.rateRequired'), invalid: t('savers.form.rateInvalid') })}>
          <Input dir="ltr" inputMode="decimal" autoComplete="off" suffix="%" data-testid="saver-form-rate" />
        </Form.Item>
      </Flex>
      <NameField label={t('savers.fields.name')} min={SAVER_NAME_MIN} max={SAVER_NAME_MAX} requiredKey="savers.form.nameRequired" lengthKey="savers.form.nameLength" testId="saver-form-name" />
    </FormDrawer>
  );
}
