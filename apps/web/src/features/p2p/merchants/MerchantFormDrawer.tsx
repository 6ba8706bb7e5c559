import { COUNTRY_CODES } from '@exchange/contract/p2p/merchant-rules';
import type { Merchant } from '@exchange/contract/p2p/merchants';
import { Form, Input, Select } from 'antd';
import { FormDrawer } from '../../../components/FormDrawer.tsx';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../app/api-request-error.ts';
import { errorMessage } from '../../../app/error-message.ts';
import { errorText } from '../../../app/error-text.ts';
import { fieldErrorsOf } from '../../../app/form-errors.ts';
import { useMessageApi } from '../../../app/message-api-context.ts';
import { changedFields } from '../../../components/changed-fields.ts';
import { useCreateMerchant, useUpdateMerchant } from './merchant-queries.ts';
import {
  MERCHANT_EMAIL_MAX,
  MERCHANT_NAME_MAX,
  MERCHANT_NAME_MIN,
  MERCHANT_PHONE_PATTERN,
  merchantFields,
  normalizeMerchant,
  type MerchantFormValues,
} from './merchant-form.ts';
import { useCountryOptions } from '../../../components/use-country-options.ts';

export interface MerchantFormDrawerProps {
  /** The merchant to edit; null creates a new one. */
  merchant: Merchant | null;
  onClose: () => void;
  onSaved?: (merchant: Merchant) => void;
}

/** Create or edit a merchant. Mount it only while open, so that every opening starts from the merchant as it is. */
export function MerchantFormDrawer({ merchant, onClose, onSaved }: MerchantFormDrawerProps) {
  const { t } = useTranslation();
  const message = useMessageApi();
  const [form] = Form.useForm<MerchantFormValues>();
  const create = useCreateMerchant();
  const update = useUpdateMerchant();
  const countries = useCountryOptions(COUNTRY_CODES);
  const saving = create.isPending || update.isPending;

  const onFinish = async (values: MerchantFormValues) => {
    const input = normalizeMerchant(values);
    try {
      let saved: Merchant;
      if (merchant) {
        const changes = changedFields(normalizeMerchant(merchant), input);
        if (Object.keys(changes).length === 0) {
          void message.info(t('merchants.form.noChanges'));
          onClose();
          return;
        }
        saved = await update.mutateAsync({ id: merchant.id, changes });
        void message.success(t('merchants.form.updated', { name: saved.name }));
      } else {
        saved = await create.mutateAsync(input);
        void message.success(t('merchants.form.created', { name: saved.name }));
      }
      onSaved?.(saved);
      onClose();
    } catch (error) {
      // The only conflict these calls have is an e-mail another merchant uses: said on the e-mail field.
      if (error instanceof ApiRequestError && error.status === 409) {
        form.setFields([{ name: 'email', errors: [errorText(error.code, error.params) ?? error.message] }]);
        return;
      }
      const fieldErrors = fieldErrorsOf(error, merchantFields);
      if (fieldErrors.length > 0) form.setFields(fieldErrors);
      else void message.error(errorMessage(error));
    }
  };

  const trimmedLength = (min: number, max: number, text: string) => ({
    validator: (_rule: unknown, value: string | undefined) => {
      const length = value?.trim().length ?? 0;
      return length === 0 || (length >= min && length <= max) ? Promise.resolve() : Promise.reject(new Error(text));
    },
  });

  return (
    <FormDrawer
      title={merchant ? t('merchants.form.editTitle', { name: merchant.name }) : t('merchants.form.createTitle')}
      onClose={onClose}
      saving={saving}
      onSubmit={() => form.submit()}
      submitLabel={merchant ? t('merchants.form.save') : t('merchants.form.create')}
      testId="merchant-form"
      submitTestId="merchant-form-submit"
    >
      <Form<MerchantFormValues>
        form={form}
        name="merchantForm"
        layout="vertical"
        requiredMark
        initialValues={merchant ?? undefined}
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item
          name="name"
          label={t('merchants.fields.name')}
          rules={[
            { required: true, whitespace: true, message: t('merchants.form.nameRequired') },
            trimmedLength(MERCHANT_NAME_MIN, MERCHANT_NAME_MAX, t('merchants.form.nameLength', { min: MERCHANT_NAME_MIN, max: MERCHANT_NAME_MAX })),
          ]}
        >
          <Input autoFocus autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('merchants.fields.email')}
          rules={[
            { required: true, whitespace: true, message: t('merchants.form.emailRequired') },
            { type: 'email', transform: (v: string | undefined) => v?.trim(), message: t('merchants.form.emailInvalid') },
            { max: MERCHANT_EMAIL_MAX, message: t('merchants.form.tooLong', { max: MERCHANT_EMAIL_MAX }) },
          ]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('merchants.fields.phone')}
          extra={t('merchants.form.phoneHint')}
          rules={[
            { required: true, whitespace: true, message: t('merchants.form.phoneRequired') },
            {
              validator: (_rule: unknown, value: string | undefined) =>
                !value?.trim() || MERCHANT_PHONE_PATTERN.test(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('merchants.form.phoneInvalid'))),
            },
          ]}
        >
          <Input type="tel" autoComplete="off" />
        </Form.Item>
        <Form.Item name="country" label={t('merchants.fields.country')} rules={[{ required: true, message: t('merchants.form.countryRequired') }]}>
          <Select showSearch={{ optionFilterProp: 'label' }} options={countries} placeholder={t('merchants.form.countryPlaceholder')} />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
