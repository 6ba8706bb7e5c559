import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyCell } from '../../components/MoneyCell.tsx';

/** A withdrawal limit: its amount, "No limit" for null, and "Not allowed" for zero. */
export function LimitAmount({ value, asset, testId }: { value: string | null; asset: string; testId?: string }) {
  const { t } = useTranslation();
  if (value === null) return <Typography.Text type="secondary" data-testid={testId}>{t('fees.noLimit')}</Typography.Text>;
  if (/^0(\.0*)?$/.test(value)) return <Typography.Text type="danger" data-testid={testId}>{t('fees.limits.notAllowed')}</Typography.Text>;
  return <MoneyCell value={value} currency={asset} testId={testId} />;
}
