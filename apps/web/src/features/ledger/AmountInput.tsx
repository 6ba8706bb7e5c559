import { assetScale } from '@exchange/contract/ledger/ledger-accounts';
import { Input } from 'antd';
import type { ChangeEvent } from 'react';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';

/** A positive amount with at most the asset's decimals (2 for fiat, 8 for crypto), as the API takes it: a decimal string. */
export function useAmountRules(asset: string | undefined): Rule[] {
  const { t } = useTranslation();
  const scale = asset ? assetScale(asset) : 8;
  return [
    { required: true, whitespace: true, message: t('ledger.form.amountRequired') },
    {
      validator: (_rule, value: string | undefined) => {
        const text = value?.trim() ?? '';
        if (text === '') return Promise.resolve();
        if (!new RegExp(`^(0|[1-9]\\d{0,17})(\\.\\d{1,${scale}})?$`).test(text)) return Promise.reject(new Error(t('ledger.form.amountFormat', { scale })));
        return /[1-9]/.test(text) ? Promise.resolve() : Promise.reject(new Error(t('ledger.form.amountPositive')));
      },
    },
  ];
}

export function AmountInput({ asset, testId, ...rest }: { asset?: string | undefined; testId: string; value?: string; onChange?: (event: ChangeEvent<HTMLInputElement>) => void }) {
  return <Input {...rest} inputMode="decimal" dir="ltr" suffix={asset} placeholder="0.00" data-testid={testId} />;
}
