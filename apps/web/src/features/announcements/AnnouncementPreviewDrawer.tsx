import type { Announcement } from '@exchange/contract/announcements/announcements';
import { Descriptions, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { EndDrawer } from '../../components/EndDrawer.tsx';
import { ScheduleCell } from '../../components/ScheduleCell.tsx';
import { useDateFormat } from '../../components/use-date-format.ts';
import { ANNOUNCEMENT_STATUS_COLORS, ANNOUNCEMENT_STATUS_KEYS } from './announcement-text-keys.ts';
import { AnnouncementPreview } from './AnnouncementPreview.tsx';

/** An announcement as customers see it, language by language, with who wrote and published it. */
export function AnnouncementPreviewDrawer({ announcement, onClose }: { announcement: Announcement | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  return (
    <EndDrawer open={Boolean(announcement)} onClose={onClose} size={520} title={t('announcements.preview.title')} destroyOnHidden data-testid="announcement-preview-drawer">
      {announcement && (
        <Flex vertical gap={16}>
          <Flex justify="center">
            <AnnouncementPreview texts={announcement.texts} mobile={announcement.channel === 'MOBILE'} />
          </Flex>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('announcements.fields.status')}>
              <Tag color={ANNOUNCEMENT_STATUS_COLORS[announcement.status]}>{t(ANNOUNCEMENT_STATUS_KEYS[announcement.status])}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('announcements.fields.schedule')}>
              <ScheduleCell startsAt={announcement.startsAt} endsAt={announcement.endsAt} schedule={announcement.schedule} testId="announcement-preview-schedule" />
            </Descriptions.Item>
            <Descriptions.Item label={t('announcements.fields.createdBy')}>
              {announcement.createdBy.name} · {dateTime(announcement.createdAt)}
            </Descriptions.Item>
            {announcement.publishedBy && (
              <Descriptions.Item label={t('announcements.fields.publishedBy')}>
                {announcement.publishedBy.name} · {dateTime(announcement.publishedAt)}
              </Descriptions.Item>
            )}
          </Descriptions>
        </Flex>
      )}
    </EndDrawer>
  );
}
