import { FEE_REASON_MAX, FEE_REASON_MIN, amountProblem, assetScaleOf, percentProblem, type Asset } from '@exchange/contract/fees/fee-rules';
import { compareDecimal } from '@exchange/contract/p2p/money-rules';
import { Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';

/** The form's amounts as typed: trimmed, "" as null (an optional bound or limit left empty). */
export const optionalAmount = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** Checks an amount as the API will: not negative, at most the asset's decimals; empty passes unless required. */
export function useAmountRules() {
  const { t } = useTranslation();
  return (asset: Asset | undefined, required: boolean): Rule[] => [
    ...(required ? [{ required: true, whitespace: true, message: t('fees.form.required') }] : []),
    {
      validator: (_rule, value: string | undefined) => {
        if (!value?.trim()) return Promise.resolve();
        const scale = asset ? assetScaleOf(asset) : 8;
        const problem = amountProblem('amount', value.trim(), scale);
        if (!problem) return Promise.resolve();
        return Promise.reject(new Error(problem.kind === 'negative' ? t('fees.form.notNegative') : t('fees.form.decimals', { scale })));
      },
    },
  ];
}

export function usePercentRules() {
  const { t } = useTranslation();
  return (): Rule[] => [
    { required: true, whitespace: true, message: t('fees.form.required') },
    {
      validator: (_rule, value: string | undefined) => {
        if (!value?.trim()) return Promise.resolve();
        const problem = percentProblem('percentage', value.trim());
        if (!problem) return Promise.resolve();
        return Promise.reject(new Error(problem.kind === 'negative' ? t('fees.form.notNegative') : t('fees.form.percentRange')));
      },
    },
  ];
}

/** "must not be below <other>": for a maximum against its minimum, a 30-day limit against the 24-hour one. */
export function useOrderRule() {
  const { t } = useTranslation();
  return (lowerField: string, message: string): Rule => ({ getFieldValue }) => ({
    validator: (_rule, value: string | undefined) => {
      const lower = optionalAmount(getFieldValue(lowerField) as string | undefined);
      const upper = optionalAmount(value);
      if (lower === null || upper === null || amountProblem('a', lower, 18) || amountProblem('b', upper, 18)) return Promise.resolve();
      return compareDecimal(lower, upper) <= 0 ? Promise.resolve() : Promise.reject(new Error(t(message)));
    },
  });
}

export const amountInput = (testId: string, suffix?: string, placeholder?: string) => (
  <Input inputMode="decimal" autoComplete="off" suffix={suffix} dir="ltr" placeholder={placeholder} data-testid={testId} />
);

/** Why: every change of a fee, tax or limit keeps one in its history. */
export function ReasonItem({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="reason"
      label={t('fees.fields.reason')}
      extra={t('fees.form.reasonHint')}
      rules={[
        { required: true, whitespace: true, message: t('fees.form.reasonRequired') },
        { validator: (_rule, value: string | undefined) => (!value?.trim() || value.trim().length >= FEE_REASON_MIN ? Promise.resolve() : Promise.reject(new Error(t('fees.form.reasonTooShort', { min: FEE_REASON_MIN })))) },
      ]}
    >
      <Input.TextArea rows={2} maxLength={FEE_REASON_MAX} showCount dir="auto" data-testid={testId} />
    </Form.Item>
  );
}
