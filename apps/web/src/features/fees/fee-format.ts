import type { FeeSchedule } from '@exchange/contract/fees/fees';
import { decimalSeparators, formatDecimal } from '../../components/format-decimal.ts';

/** An amount in the console's language, every decimal kept ("36700.00" -> "36,700.00"). */
export const amountText = (value: string, language: string) => formatDecimal(value, decimalSeparators(language));

const isZero = (value: string) => /^0(\.0*)?$/.test(value);

/** A schedule's price in one line: "1.00 + 0.1 %", the fixed part or the percentage left out when zero. */
export function priceText(s: Pick<FeeSchedule, 'fixedFee' | 'percentage' | 'asset'>, language: string): string {
  const fixed = isZero(s.fixedFee) ? null : `${amountText(s.fixedFee, language)} ${s.asset}`;
  const percent = isZero(s.percentage) ? null : `${amountText(s.percentage, language)} %`;
  return [fixed, percent].filter(Boolean).join(' + ') || `0 ${s.asset}`;
}
