import { ISO_COUNTRY_CODES } from '@exchange/contract/platform/countries';
import { PAYMENT_LIMIT_TYPES, PERCENTAGE_MAX, PROCESSING_TIME_MAX } from '@exchange/contract/payment-methods/payment-method-kinds';
import type { PaymentMethod, PaymentMethodLimit } from '@exchange/contract/payment-methods/payment-methods';
import { Col, Form, Input, Radio, Row, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { currencyOfCountry } from '@exchange/contract/platform/country-currencies';
import { FormDrawer } from '../../components/FormDrawer.tsx';
import { useDrawerSave } from '../../components/use-drawer-save.ts';
import { useCountryOptions } from '../../components/use-country-options.ts';
import {
  changedLimitFields,
  depositsInOrder,
  amountProblem,
  limitFields,
  limitFormValues,
  normalizeLimit,
  type LimitFormValues,
} from './limit-form.ts';
import { useCreatePaymentMethodLimit, useUpdatePaymentMethodLimit } from './payment-method-queries.ts';
import { LIMIT_TYPE_KEYS } from './payment-method-text-keys.ts';

export interface PaymentMethodLimitFormDrawerProps {
  method: PaymentMethod;
  /** The limit to edit; null adds one to the method. */
  limit: PaymentMethodLimit | null;
  onClose: () => void;
}

const newLimit: Partial<LimitFormValues> = { type: 'DEPOSIT', fee: '0', feePercentage: '0', minBuyLimitInUsd: '0', isActive: true };

/** Add or edit one limit of a method. Mount it only while open, so that every opening starts from the limit as it is. */
export function PaymentMethodLimitFormDrawer({ method, limit, onClose }: PaymentMethodLimitFormDrawerProps) {
  const { t } = useTranslation();
  const save = useDrawerSave(onClose);
  const [form] = Form.useForm<LimitFormValues>();
  const create = useCreatePaymentMethodLimit();
  const update = useUpdatePaymentMethodLimit();
  const countries = useCountryOptions(ISO_COUNTRY_CODES);
  const saving = create.isPending || update.isPending;

  const onFinish = async (values: LimitFormValues) => {
    const input = normalizeLimit(values);
    if (limit) {
      await save.update(changedLimitFields(limit, input), (changes) => update.mutateAsync({ id: limit.id, ...changes }), {
        none: t('paymentMethodCatalog.limitForm.noChanges'),
        done: () => t('paymentMethodCatalog.limitForm.updated', { name: method.name }),
      });
    } else {
      await save.create(() => create.mutateAsync({ paymentMethodId: method.id, ...input }), () => t('paymentMethodCatalog.limitForm.created', { name: method.name }));
    }
  };

  const amountRules = (required: string, max?: string): Rule[] => [
    { required: true, whitespace: true, message: required },
    {
      validator: (_rule, value: string | undefined) => {
        const problem = amountProblem(value, max);
        if (problem === null) return Promise.resolve();
        const text =
          problem === 'negative'
            ? t('paymentMethodCatalog.limitForm.notNegative')
            : problem === 'aboveMax'
              ? t('paymentMethodCatalog.limitForm.percentageRange', { max })
              : t('paymentMethodCatalog.limitForm.decimals');
        return Promise.reject(new Error(text));
      },
    },
  ];
  // The labels and units follow what is chosen: a withdrawal has no "deposit" and no "buy", and
  // fees and limits are in the country's currency.
  const type = Form.useWatch('type', form) ?? limit?.type ?? 'DEPOSIT';
  const country = Form.useWatch('country', form) ?? limit?.country;
  const currency = country ? currencyOfCountry(country) : undefined;
  const isDeposit = type === 'DEPOSIT';
  const amountInput = (testId: string, suffix?: string) => (
    <Input inputMode="decimal" autoComplete="off" suffix={suffix} dir="ltr" data-testid={testId} />
  );

  return (
    <FormDrawer
      title={limit ? t('paymentMethodCatalog.limitForm.editTitle', { name: method.name }) : t('paymentMethodCatalog.limitForm.createTitle', { name: method.name })}
      onClose={onClose}
      saving={saving}
      submitLabel={limit ? t('paymentMethodCatalog.limitForm.save') : t('paymentMethodCatalog.limitForm.create')}
      size={560}
      testId="limit-form"
      submitTestId="limit-form-submit"
      form={form}
      formName="paymentMethodLimitForm"
      initialValues={limit ? limitFormValues(limit) : newLimit}
      onFinish={onFinish}
      fields={limitFields}
    >
      <Row gutter={16}>
        <Col xs={24} sm={14}>
          <Form.Item name="country" label={t('paymentMethodCatalog.limitFields.country')} rules={[{ required: true, message: t('paymentMethodCatalog.limitForm.countryRequired') }]}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={countries}
              placeholder={t('paymentMethodCatalog.limitForm.countryPlaceholder')}
              data-testid="limit-form-country"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={10}>
          <Form.Item name="type" label={t('paymentMethodCatalog.limitFields.type')} rules={[{ required: true, message: t('paymentMethodCatalog.limitForm.typeRequired') }]}>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              options={PAYMENT_LIMIT_TYPES.map((type) => ({ value: type, label: t(LIMIT_TYPE_KEYS[type]) }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="fee" label={t('paymentMethodCatalog.limitFields.fee')} extra={t('paymentMethodCatalog.limitForm.feeHint')} rules={amountRules(t('paymentMethodCatalog.limitForm.feeRequired'))}>
            {amountInput('limit-form-fee', currency)}
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="feePercentage"
            label={t('paymentMethodCatalog.limitFields.feePercentage')}
            rules={amountRules(t('paymentMethodCatalog.limitForm.feePercentageRequired'), PERCENTAGE_MAX)}
          >
            {amountInput('limit-form-fee-percentage', '%')}
          </Form.Item>
        </Col>
      </Row>
      {/* Withdrawals buy nothing: the field keeps its value (0 for a new limit) out of sight. */}
      <Form.Item
        name="minBuyLimitInUsd"
        hidden={!isDeposit}
        label={t('paymentMethodCatalog.limitFields.minBuyLimitInUsd')}
        extra={t('paymentMethodCatalog.limitForm.minBuyHint')}
        rules={amountRules(t('paymentMethodCatalog.limitForm.minBuyRequired'))}
      >
        {amountInput('limit-form-min-buy', 'USD')}
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="minDeposit"
            label={t(isDeposit ? 'paymentMethodCatalog.limitFields.minDeposit' : 'paymentMethodCatalog.limitFields.minWithdrawal')}
            rules={amountRules(t(isDeposit ? 'paymentMethodCatalog.limitForm.minDepositRequired' : 'paymentMethodCatalog.limitForm.minWithdrawalRequired'))}
          >
            {amountInput('limit-form-min-deposit', currency)}
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="maxDeposit"
            label={t(isDeposit ? 'paymentMethodCatalog.limitFields.maxDeposit' : 'paymentMethodCatalog.limitFields.maxWithdrawal')}
            dependencies={['minDeposit']}
            rules={[
              ...amountRules(t(isDeposit ? 'paymentMethodCatalog.limitForm.maxDepositRequired' : 'paymentMethodCatalog.limitForm.maxWithdrawalRequired')),
              ({ getFieldValue }) => ({
                validator: (_rule, value: string | undefined) =>
                  depositsInOrder(getFieldValue('minDeposit') as string | undefined, value)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t(isDeposit ? 'paymentMethodCatalog.limitForm.depositsOrder' : 'paymentMethodCatalog.limitForm.withdrawalsOrder'))),
              }),
            ]}
          >
            {amountInput('limit-form-max-deposit', currency)}
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="processingTime"
        label={t('paymentMethodCatalog.limitFields.processingTime')}
        rules={[
          { required: true, whitespace: true, message: t('paymentMethodCatalog.limitForm.processingTimeRequired') },
          { max: PROCESSING_TIME_MAX, message: t('paymentMethodCatalog.limitForm.tooLong', { max: PROCESSING_TIME_MAX }) },
        ]}
      >
        <Input dir="auto" autoComplete="off" maxLength={PROCESSING_TIME_MAX} placeholder={t('paymentMethodCatalog.limitForm.processingTimePlaceholder')} />
      </Form.Item>
      <Form.Item name="isActive" label={t('paymentMethodCatalog.limitFields.isActive')} valuePropName="checked" extra={t('paymentMethodCatalog.limitForm.activeHint')}>
        <Switch data-testid="limit-form-active" />
      </Form.Item>
    </FormDrawer>
  );
}
