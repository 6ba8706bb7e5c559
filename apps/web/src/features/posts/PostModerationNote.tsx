import type { Post } from '@exchange/contract/posts/posts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../components/use-date-format.ts';

/** Who moderated it last, when and why (the audit trail holds every step). */
export function PostModerationNote({ moderation, testId }: { moderation: Post['moderation']; testId: string }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  if (!moderation) return null;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={testId}>
      {t('posts.detail.moderatedBy', { name: moderation.by.name, at: dateTime(moderation.at), reason: moderation.reason })}
    </Typography.Text>
  );
}
