import { MERCHANT_PAYMENT_TYPES } from '@exchange/contract/p2p/merchant-rules';
import type { MerchantPaymentMethod } from '@exchange/contract/p2p/merchant-payment-methods';
import { Form, Input, Select } from 'antd';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { useDrawerSave } from '../../../components/use-drawer-save.ts';
import { requiredTrimmedText } from '../../../components/form-rules.ts';
import { useTranslation } from 'react-i18next';
import { changedFields } from '../../../components/changed-fields.ts';
import { useCreateMerchantPaymentMethod, useUpdateMerchantPaymentMethod } from './merchant-queries.ts';
import {
  normalizePaymentMethod,
  paymentMethodFields,
  paymentMethodFormValues,
  paymentMethodLimits,
  type PaymentMethodFormValues,
} from './payment-method-form.ts';
import { usePaymentTypeLabel } from './use-payment-type-label.ts';

export interface MerchantPaymentMethodFormDrawerProps {
  merchantId: string;
  /** The method to edit; null creates one. */
  method: MerchantPaymentMethod | null;
  onClose: () => void;
}

/** Create or edit a payment method. Mount it only while open, so that every opening starts from the method as it is. */
export function MerchantPaymentMethodFormDrawer({ merchantId, method, onClose }: MerchantPaymentMethodFormDrawerProps) {
  const { t } = useTranslation();
  const save = useDrawerSave(onClose);
  const typeLabel = usePaymentTypeLabel();
  const [form] = Form.useForm<PaymentMethodFormValues>();
  const create = useCreateMerchantPaymentMethod(merchantId);
  const update = useUpdateMerchantPaymentMethod(merchantId);
  const saving = create.isPending || update.isPending;

  const lengthRules = (min: number, max: number, required: string) =>
    requiredTrimmedText(min, max, { required, length: t('paymentMethods.form.length', { min, max }) });

  const onFinish = async (values: PaymentMethodFormValues) => {
    const input = normalizePaymentMethod(values);
    if (method) {
      const changes = changedFields(normalizePaymentMethod(paymentMethodFormValues(method)), input);
      await save.update(changes, (body) => update.mutateAsync({ id: method.id, changes: body }), {
        none: t('paymentMethods.form.noChanges'),
        done: () => t('paymentMethods.form.updated', { label: input.label }),
      });
    } else {
      await save.create(() => create.mutateAsync(input), () => t('paymentMethods.form.created', { label: input.label }));
    }
  };

  const { label, accountName, accountNumber, bankName } = paymentMethodLimits;
  return (
    <FormDrawer
      title={method ? t('paymentMethods.form.editTitle', { label: method.label }) : t('paymentMethods.form.createTitle')}
      onClose={onClose}
      saving={saving}
      submitLabel={method ? t('paymentMethods.form.save') : t('paymentMethods.form.create')}
      testId="payment-method-form"
      submitTestId="payment-method-form-submit"
      form={form}
      formName="paymentMethodForm"
      initialValues={method ? paymentMethodFormValues(method) : { type: 'BANK_TRANSFER' }}
      onFinish={onFinish}
      fields={paymentMethodFields}
    >
      <Form.Item name="type" label={t('paymentMethods.fields.type')} rules={[{ required: true, message: t('paymentMethods.form.typeRequired') }]}>
        <Select options={MERCHANT_PAYMENT_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))} />
      </Form.Item>
      <Form.Item
        name="label"
        label={t('paymentMethods.fields.label')}
        extra={t('paymentMethods.form.labelHint')}
        rules={lengthRules(label.min, label.max, t('paymentMethods.form.labelRequired'))}
      >
        <Input autoComplete="off" maxLength={label.max} autoFocus />
      </Form.Item>
      <Form.Item
        name="accountName"
        label={t('paymentMethods.fields.accountName')}
        rules={lengthRules(accountName.min, accountName.max, t('paymentMethods.form.accountNameRequired'))}
      >
        <Input autoComplete="off" maxLength={accountName.max} />
      </Form.Item>
      <Form.Item
        name="accountNumber"
        label={t('paymentMethods.fields.accountNumber')}
        rules={lengthRules(accountNumber.min, accountNumber.max, t('paymentMethods.form.accountNumberRequired'))}
      >
        <Input autoComplete="off" maxLength={accountNumber.max} spellCheck={false} />
      </Form.Item>
      <Form.Item
        name="bankName"
        label={t('paymentMethods.fields.bankName')}
        rules={[{ max: bankName.max, message: t('paymentMethods.form.tooLong', { max: bankName.max }) }]}
      >
        <Input autoComplete="off" maxLength={bankName.max} placeholder={t('paymentMethods.form.bankNamePlaceholder')} />
      </Form.Item>
    </FormDrawer>
  );
}
