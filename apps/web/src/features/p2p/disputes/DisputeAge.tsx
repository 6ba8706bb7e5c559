import { ClockCircleOutlined } from '@ant-design/icons';
import { Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { ageLabel } from '../../../components/age-label.ts';

/** How long a dispute has been open (until resolution for closed ones), with the SLA flag. */
export function DisputeAge({ ageSeconds, slaBreached, slaHours }: { ageSeconds: number; slaBreached: boolean; slaHours: number | undefined }) {
  const { t } = useTranslation();
  const { key, values } = ageLabel(ageSeconds);
  return (
    <Space size={6} wrap={false} style={{ whiteSpace: 'nowrap' }}>
      <span>{t(key, { ...values })}</span>
      {slaBreached && (
        <Tooltip title={slaHours === undefined ? t('disputes.slaBreachedHint') : t('disputes.slaTooltip', { hours: slaHours })}>
          <Tag color="red" icon={<ClockCircleOutlined />} data-testid="sla-breached" style={{ marginInlineEnd: 0 }}>
            {t('disputes.slaBreached')}
          </Tag>
        </Tooltip>
      )}
    </Space>
  );
}
