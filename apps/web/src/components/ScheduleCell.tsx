import type { AnnouncementSchedule } from '@exchange/contract/announcements/announcement-rules';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from './use-date-format.ts';

const SCHEDULE_COLORS: Readonly<Record<AnnouncementSchedule, string>> = { SCHEDULED: 'processing', LIVE: 'green', ENDED: 'default' };

/**
 * A start and an optional end, and where a shown item stands against them now (scheduled, live,
 * ended): announcements and banners alike.
 */
export function ScheduleCell({ startsAt, endsAt, schedule, testId }: { startsAt: string; endsAt: string | null; schedule: AnnouncementSchedule | null; testId: string }) {
  const { t } = useTranslation();
  const { shortDateTime } = useDateFormat();
  return (
    <Flex vertical gap={2} style={{ whiteSpace: 'nowrap' }}>
      <span>{shortDateTime(startsAt)} →</span>
      <span>{endsAt ? shortDateTime(endsAt) : t('content.schedule.noEnd')}</span>
      {schedule && (
        <span>
          <Tag color={SCHEDULE_COLORS[schedule]} data-testid={testId}>
            {t(`content.schedule.${schedule}`)}
          </Tag>
        </span>
      )}
      {!schedule && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('content.schedule.notShown')}</Typography.Text>}
    </Flex>
  );
}
