import { Typography } from 'antd';
import { MoneyCell } from '../../components/MoneyCell.tsx';

/**
 * A journal line's amount: what came in green with a plus, what went out red (the sign is the API's).
 * Kept left to right as one piece, so that right-to-left shows "+25.75", not "25.75+".
 */
export function SignedAmount({ value, currency, testId }: { value: string; currency?: string; testId?: string }) {
  const out = value.startsWith('-');
  return (
    <Typography.Text type={out ? 'danger' : 'success'} style={{ direction: 'ltr', unicodeBidi: 'isolate' }} data-testid={testId}>
      {out ? '' : '+'}
      <MoneyCell value={value} currency={currency} />
    </Typography.Text>
  );
}
