import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { decimalSeparators, formatDecimal } from './format-decimal.ts';

export interface MoneyCellProps {
  /** A decimal string as the API sends it; never a JS number. */
  value: string;
  /** Currency or coin code shown after the amount, e.g. USD or BTC. */
  currency?: string | undefined;
  testId?: string;
}

/** An amount with its currency, digits grouped in the console's language, every decimal kept. */
export function MoneyCell({ value, currency, testId }: MoneyCellProps) {
  const { i18n } = useTranslation();
  return (
    <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
      {formatDecimal(value, decimalSeparators(i18n.language))}
      {currency && <Typography.Text type="secondary"> {currency}</Typography.Text>}
    </span>
  );
}
