import { ICON_URL_MAX, PAYMENT_METHOD_DESCRIPTION_MAX, PAYMENT_METHOD_NAME_MAX, PAYMENT_METHOD_NAME_MIN, PAYMENT_TYPES } from '@exchange/contract/payment-methods/payment-method-kinds';
import type { PaymentMethod } from '@exchange/contract/payment-methods/payment-methods';
import { Flex, Form, Input, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { useDrawerSave } from '../../components/use-drawer-save.ts';
import { requiredTrimmedText } from '../../components/form-rules.ts';
import { changedFields } from '../../components/changed-fields.ts';
import { useCreatePaymentMethod, useUpdatePaymentMethod } from './payment-method-queries.ts';
import {
  isHttpsUrl,
  normalizePaymentMethod,
  paymentMethodFields,
  paymentMethodFormValues,
  type PaymentMethodFormValues,
} from './payment-method-form.ts';
import { PaymentMethodIcon } from './PaymentMethodIcon.tsx';
import { PAYMENT_TYPE_KEYS } from './payment-method-text-keys.ts';

export interface PaymentMethodFormDrawerProps {
  /** The method to edit; null creates one. */
  method: PaymentMethod | null;
  onClose: () => void;
}

const newMethod: Partial<PaymentMethodFormValues> = { description: '', iconUrl: '', onRamp: false };

/** Create or edit a payment method. Mount it only while open, so that every opening starts from the method as it is. */
export function PaymentMethodFormDrawer({ method, onClose }: PaymentMethodFormDrawerProps) {
  const { t } = useTranslation();
  const save = useDrawerSave(onClose);
  const [form] = Form.useForm<PaymentMethodFormValues>();
  const create = useCreatePaymentMethod();
  const update = useUpdatePaymentMethod();
  const saving = create.isPending || update.isPending;
  const paymentType = Form.useWatch('paymentType', form) ?? method?.paymentType;
  const iconUrl = Form.useWatch('iconUrl', form) ?? method?.iconUrl ?? '';
  const previewUrl = isHttpsUrl(iconUrl.trim()) ? iconUrl.trim() : null;

  const onFinish = async (values: PaymentMethodFormValues) => {
    const input = normalizePaymentMethod(values);
    if (method) {
      const changes = changedFields(normalizePaymentMethod(paymentMethodFormValues(method)), input);
      await save.update(changes, (body) => update.mutateAsync({ id: method.id, ...body }), {
        none: t('paymentMethodCatalog.form.noChanges'),
        done: (saved) => t('paymentMethodCatalog.form.updated', { name: saved.name }),
      });
    } else {
      await save.create(() => create.mutateAsync(input), (saved) => t('paymentMethodCatalog.form.created', { name: saved.name }));
    }
  };

  const nameRules = requiredTrimmedText(PAYMENT_METHOD_NAME_MIN, PAYMENT_METHOD_NAME_MAX, {
    required: t('paymentMethodCatalog.form.nameRequired'),
    length: t('paymentMethodCatalog.form.nameLength', { min: PAYMENT_METHOD_NAME_MIN, max: PAYMENT_METHOD_NAME_MAX }),
  });
  const iconRules: Rule[] = [
    { max: ICON_URL_MAX, message: t('paymentMethodCatalog.form.tooLong', { max: ICON_URL_MAX }) },
    {
      validator: (_rule, value: string | undefined) =>
        !value?.trim() || isHttpsUrl(value.trim()) ? Promise.resolve() : Promise.reject(new Error(t('paymentMethodCatalog.form.iconUrlInvalid'))),
    },
  ];

  return (
    <FormDrawer
      title={method ? t('paymentMethodCatalog.form.editTitle', { name: method.name }) : t('paymentMethodCatalog.form.createTitle')}
      onClose={onClose}
      saving={saving}
      submitLabel={method ? t('paymentMethodCatalog.form.save') : t('paymentMethodCatalog.form.create')}
      testId="payment-method-form"
      submitTestId="payment-method-form-submit"
      form={form}
      formName="paymentMethodForm"
      initialValues={method ? paymentMethodFormValues(method) : newMethod}
      onFinish={onFinish}
      fields={paymentMethodFields}
    >
      <Form.Item name="name" label={t('paymentMethodCatalog.fields.name')} rules={nameRules}>
        <Input dir="auto" autoFocus autoComplete="off" maxLength={PAYMENT_METHOD_NAME_MAX} />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('paymentMethodCatalog.fields.description')}
        rules={[{ max: PAYMENT_METHOD_DESCRIPTION_MAX, message: t('paymentMethodCatalog.form.tooLong', { max: PAYMENT_METHOD_DESCRIPTION_MAX }) }]}
      >
        <Input.TextArea dir="auto" rows={3} maxLength={PAYMENT_METHOD_DESCRIPTION_MAX} showCount />
      </Form.Item>
      <Form.Item name="paymentType" label={t('paymentMethodCatalog.fields.paymentType')} rules={[{ required: true, message: t('paymentMethodCatalog.form.typeRequired') }]}>
        <Select
          placeholder={t('paymentMethodCatalog.form.typePlaceholder')}
          options={PAYMENT_TYPES.map((type) => ({ value: type, label: t(PAYMENT_TYPE_KEYS[type]) }))}
          data-testid="payment-method-form-type"
        />
      </Form.Item>
      <Form.Item label={t('paymentMethodCatalog.fields.iconUrl')} extra={t('paymentMethodCatalog.form.iconUrlHint')} required={false}>
        <Flex gap={12} align="center">
          {paymentType && <PaymentMethodIcon paymentType={paymentType} iconUrl={previewUrl} />}
          <Form.Item name="iconUrl" rules={iconRules} noStyle>
            <Input dir="ltr" type="url" inputMode="url" autoComplete="off" placeholder={t('paymentMethodCatalog.form.iconUrlPlaceholder')} allowClear />
          </Form.Item>
        </Flex>
      </Form.Item>
      <Form.Item name="onRamp" label={t('paymentMethodCatalog.fields.onRamp')} extra={t('paymentMethodCatalog.form.onRampHint')} valuePropName="checked">
        <Switch data-testid="payment-method-form-on-ramp" />
      </Form.Item>
    </FormDrawer>
  );
}
