import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../components/use-date-format.ts';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Where a field's values have texts of their own: a state, a block, a KYC level or status. */
const VALUE_TEXTS: Record<string, string> = {
  state: 'status.',
  status: 'status.',
  block: 'customers.blocks.',
  level: 'customers.kycLevel.',
  customerKycLevel: 'customers.kycLevel.',
  customerKycStatus: 'customers.kycStatus.',
};

/**
 * An audit row's before or after as labelled lines: a field this console knows reads in the
 * admin's language, times in local time, yes/no for flags; any other field as it was recorded.
 */
export function TimelineChange({ value }: { value: unknown }) {
  const { t, i18n } = useTranslation();
  const { dateTime } = useDateFormat();
  if (!value || typeof value !== 'object') return <Typography.Text type="secondary">—</Typography.Text>;
  const label = (field: string) => (i18n.exists(`customers.timeline.fields.${field}`) ? t(`customers.timeline.fields.${field}`) : field);
  const text = (v: unknown, field: string): string => {
    const texts = VALUE_TEXTS[field];
    if (texts && (typeof v === 'string' || typeof v === 'number') && i18n.exists(`${texts}${v}`)) return t(`${texts}${v}`);
    if (typeof v === 'boolean') return v ? t('common.yes') : t('common.no');
    if (typeof v === 'string' && ISO_INSTANT.test(v)) return dateTime(v);
    if (Array.isArray(v)) return v.map((item) => text(item, field)).join(', ');
    if (typeof v === 'object' && v !== null) return JSON.stringify(v);
    return String(v);
  };
  return (
    <div style={{ fontSize: 12, lineHeight: 1.4 }} data-testid="timeline-change">
      {Object.entries(value)
        .filter(([, v]) => v !== undefined && v !== null)
        .map(([field, v]) => (
          <div key={field} data-field={field}>
            <Typography.Text type="secondary">{label(field)}: </Typography.Text>
            <span dir="auto">{text(v, field)}</span>
          </div>
        ))}
    </div>
  );
}
