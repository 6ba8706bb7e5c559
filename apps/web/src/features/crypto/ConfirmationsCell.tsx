import { Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Confirmations against the required count ("7 / 12"), with a bar that fills when the count is reached. */
export function ConfirmationsCell({ confirmations, required }: { confirmations: number; required: number }) {
  const { t } = useTranslation();
  const done = confirmations >= required;
  return (
    <div style={{ minWidth: 90 }} data-testid="row-confirmations" data-done={done}>
      <Typography.Text style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>{t('crypto.fields.confirmationsOf', { done: confirmations, required })}</Typography.Text>
      <Progress percent={required === 0 ? 100 : Math.min(100, Math.round((confirmations / required) * 100))} showInfo={false} size="small" status={done ? 'success' : 'active'} />
    </div>
  );
}
