import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  BUNDLE_AMOUNT_SCALE,
  BUNDLE_COINS_MAX,
  BUNDLE_COINS_MIN,
  BUNDLE_DESCRIPTION_MAX,
  BUNDLE_NAME_MAX,
  BUNDLE_NAME_MIN,
  BUNDLE_QUOTE_ASSETS,
  BUNDLE_WEIGHTS_TOTAL,
  COINS,
  WEIGHT_PATTERN,
  isWeight,
  sumWeights,
} from '@exchange/contract/bundles/bundle-rules';
import type { Bundle } from '@exchange/contract/bundles/bundles';
import { decimalPattern } from '@exchange/contract/p2p/money-rules';
import { Button, Flex, Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { useDrawerSave } from '../../components/use-drawer-save.ts';
import { DescriptionField, NameField } from '../../components/NameFields.tsx';
import { bundleFields, bundleFormValues, createBody, newBundleValues, updateBody, type BundleFormValues } from './bundle-form.ts';
import { useCreateBundle, useUpdateBundle } from './bundle-queries.ts';

const AMOUNT = decimalPattern(BUNDLE_AMOUNT_SCALE);

/** The basket's running total, exact: green at 100, otherwise how far off it is. */
function WeightsTotal({ weights }: { weights: string[] }) {
  const { t } = useTranslation();
  const valid = weights.filter((w) => isWeight(w.trim())).map((w) => w.trim());
  const total = sumWeights(valid);
  const complete = valid.length === weights.length && total === BUNDLE_WEIGHTS_TOTAL;
  return (
    <Typography.Text type={complete ? 'success' : 'warning'} data-testid="bundle-form-total">
      {complete ? t('bundles.form.totalOk', { total }) : t('bundles.form.totalOff', { total, target: BUNDLE_WEIGHTS_TOTAL })}
    </Typography.Text>
  );
}

/** Create or edit a bundle. Mount it only while open, so that every opening starts from the bundle as it is. */
export function BundleFormDrawer({ bundle, onClose }: { bundle: Bundle | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useDrawerSave(onClose);
  const [form] = Form.useForm<BundleFormValues>();
  const create = useCreateBundle();
  const update = useUpdateBundle();
  const coins = Form.useWatch('coins', form) ?? (bundle ? bundleFormValues(bundle).coins : newBundleValues.coins);
  const quoteAsset = Form.useWatch('quoteAsset', form) ?? bundle?.quoteAsset ?? 'USDT';
  const chosen = new Set(coins.map((c) => c?.coin).filter(Boolean));

  const onFinish = async (values: BundleFormValues) => {
    if (bundle) {
      await save.update(updateBody(bundle, values), (body) => update.mutateAsync({ id: bundle.id, body }), {
        none: t('bundles.form.noChanges'),
        done: (saved) => t('bundles.form.updated', { name: saved.name }),
      });
    } else {
      await save.create(() => create.mutateAsync(createBody(values)), (saved) => t('bundles.form.created', { name: saved.name }));
    }
  };

  return (
    <FormDrawer
      title={bundle ? t('bundles.form.editTitle', { name: bundle.name }) : t('bundles.form.createTitle')}
      onClose={onClose}
      saving={create.isPending || update.isPending}
      submitLabel={bundle ? t('bundles.form.save') : t('bundles.form.create')}
      size={560}
      testId="bundle-form"
      submitTestId="bundle-form-submit"
      form={form}
      formName="bundleForm"
      initialValues={bundle ? bundleFormValues(bundle) : newBundleValues}
      onFinish={onFinish}
      fields={bundleFields}
    >
      <NameField label={t('bundles.fields.name')} min={BUNDLE_NAME_MIN} max={BUNDLE_NAME_MAX} requiredKey="bundles.form.nameRequired" lengthKey="bundles.form.nameLength" autoFocus testId="bundle-form-name" />
      <DescriptionField label={t('bundles.fields.description')} max={BUNDLE_DESCRIPTION_MAX} testId="bundle-form-description" />
      <Flex gap={12}>
        <Form.Item
          name="minInvestment"
          label={t('bundles.fields.minInvestment')}
          style={{ flex: 1 }}
          rules={[
            { required: true, whitespace: true, message: t('bundles.form.minRequired') },
            { validator: (_r, v: string | undefined) => (!v?.trim() || (AMOUNT.test(v.trim()) && /[1-9]/.test(v)) ? Promise.resolve() : Promise.reject(new Error(t('bundles.form.minInvalid')))) },
          ]}
        >
          <Input dir="ltr" inputMode="decimal" autoComplete="off" suffix={quoteAsset} data-testid="bundle-form-min" />
        </Form.Item>
        <Form.Item name="quoteAsset" label={t('bundles.fields.quoteAsset')} extra={bundle ? t('bundles.form.quoteFixed') : undefined} style={{ width: 160 }}>
          <Select disabled={Boolean(bundle)} options={BUNDLE_QUOTE_ASSETS.map((asset) => ({ value: asset, label: asset }))} data-testid="bundle-form-quote" />
        </Form.Item>
      </Flex>
      <Form.List
        name="coins"
        rules={[
          {
            validator: async (_rule, rows: BundleFormValues['coins'] | undefined) => {
              const weights = (rows ?? []).map((r) => (r?.weight ?? '').trim());
              if (weights.length < BUNDLE_COINS_MIN) throw new Error(t('bundles.form.coinsTooFew', { min: BUNDLE_COINS_MIN }));
              if (weights.every(isWeight) && sumWeights(weights) !== BUNDLE_WEIGHTS_TOTAL) throw new Error(t('apiErrors.bundle.weightsSum'));
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <div data-testid="bundle-form-coins">
            <Typography.Text strong>{t('bundles.fields.coins')}</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
              {t('bundles.form.coinsHint')}
            </Typography.Paragraph>
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} align="start" data-testid="bundle-form-coin-row">
                <Form.Item name={[field.name, 'coin']} rules={[{ required: true, message: t('bundles.form.coinRequired') }]} style={{ flex: 1, marginBottom: 8 }}>
                  <Select
                    placeholder={t('bundles.form.coinPlaceholder')}
                    aria-label={t('bundles.form.coinNumbered', { n: index + 1 })}
                    options={COINS.map((coin) => ({ value: coin, label: coin, disabled: chosen.has(coin) && coins[index]?.coin !== coin }))}
                    data-testid="bundle-form-coin"
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'weight']}
                  rules={[
                    { required: true, whitespace: true, message: t('bundles.form.weightRequired') },
                    { validator: (_r, v: string | undefined) => (!v?.trim() || (WEIGHT_PATTERN.test(v.trim()) && isWeight(v.trim())) ? Promise.resolve() : Promise.reject(new Error(t('bundles.form.weightInvalid')))) },
                  ]}
                  style={{ width: 160, marginBottom: 8 }}
                >
                  <Input dir="ltr" inputMode="decimal" autoComplete="off" suffix="%" aria-label={t('bundles.form.weightNumbered', { n: index + 1 })} data-testid="bundle-form-weight" />
                </Form.Item>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  disabled={fields.length <= BUNDLE_COINS_MIN}
                  aria-label={t('bundles.form.removeCoin', { n: index + 1 })}
                  onClick={() => remove(field.name)}
                  data-testid="bundle-form-remove-coin"
                />
              </Flex>
            ))}
            <Flex justify="space-between" align="center" wrap gap={8}>
              <Button icon={<PlusOutlined />} onClick={() => add({ weight: '' })} disabled={fields.length >= Math.min(BUNDLE_COINS_MAX, COINS.length)} data-testid="bundle-form-add-coin">
                {t('bundles.form.addCoin')}
              </Button>
              <WeightsTotal weights={coins.map((c) => c?.weight ?? '')} />
            </Flex>
            <Form.ErrorList errors={errors} />
          </div>
        )}
      </Form.List>
    </FormDrawer>
  );
}
