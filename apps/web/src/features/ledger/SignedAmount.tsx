import { Typography } from 'antd';
import { MoneyCell } from '../../components/MoneyCell.tsx';

/** A journal line's amount: what came in green with a plus, what went out red (the sign is the API's). */
export function SignedAmount({ value, currency, testId }: { value: string; currency?: string; testId?: string }) {
  const out = value.startsWith('-');
  return (
    <Typography.Text type={out ? 'danger' : 'success'} data-testid={testId}>
      {out ? '' : '+'}
      <MoneyCell value={value} currency={currency} />
    </Typography.Text>
  );
}
