import type { FiatWithdrawal } from '@exchange/contract/fiat/fiat-withdrawals';
import { Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyCell } from '../../components/MoneyCell.tsx';

/** Why a withdrawal was held as red tags. */
export function HoldTags({ withdrawal: w }: { withdrawal: FiatWithdrawal }) {
  const { t } = useTranslation();
  if (w.holdReasons.length === 0) return null;
  return (
    <Space size={4} wrap data-testid="fiat-hold-reasons">
      {w.holdReasons.map((reason) => (
        <Tag key={reason} color="red" style={{ marginInlineEnd: 0 }}>{t(`fiat.holdReason.${reason}`)}</Tag>
      ))}
    </Space>
  );
}

/** The customer's rolling limits, what was used of them before this request, and this request's total. */
export function LimitCheck({ withdrawal: w }: { withdrawal: FiatWithdrawal }) {
  const { t } = useTranslation();
  const limit = (value: string | null) => (value === null ? t('fiat.limits.none') : <MoneyCell value={value} currency={w.currency} />);
  return (
    <Space orientation="vertical" size={6} style={{ width: '100%' }}>
      <HoldTags withdrawal={w} />
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'total', label: t('fiat.fields.total'), children: <MoneyCell value={w.total} currency={w.currency} /> },
          { key: 'd', label: t('fiat.limits.per24h'), children: <span>{limit(w.limitCheck.per24h)} · {t('fiat.limits.used')} <MoneyCell value={w.limitCheck.used24h} currency={w.currency} /></span> },
          { key: 'm', label: t('fiat.limits.per30d'), children: <span>{limit(w.limitCheck.per30d)} · {t('fiat.limits.used')} <MoneyCell value={w.limitCheck.used30d} currency={w.currency} /></span> },
        ]}
      />
    </Space>
  );
}
