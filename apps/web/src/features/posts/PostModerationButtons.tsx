import { DeleteOutlined, EyeInvisibleOutlined, UndoOutlined } from '@ant-design/icons';
import type { PostModeration, PostStatus } from '@exchange/contract/posts/post-rules';
import { Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmReasonButton } from '../../components/ConfirmReasonButton.tsx';
import { useModerateComment, useModeratePost } from './post-queries.ts';
import { MODERATIONS_FROM } from './post-text-keys.ts';

const ICONS: Readonly<Record<PostModeration, ReactNode>> = { hide: <EyeInvisibleOutlined />, restore: <UndoOutlined />, delete: <DeleteOutlined /> };

/** Hide, restore or delete a post or a comment, each asking for the reason the audit keeps. */
export function PostModerationButtons({ kind, id, status, iconOnly }: { kind: 'post' | 'comment'; id: string; status: PostStatus; iconOnly?: boolean }) {
  const { t } = useTranslation();
  const moderatePost = useModeratePost();
  const moderateComment = useModerateComment();
  const moderate = kind === 'post' ? moderatePost : moderateComment;
  return (
    <Space size={2} wrap>
      {MODERATIONS_FROM[status].map((moderation) => (
        <ConfirmReasonButton
          key={moderation}
          label={t(`posts.moderate.${moderation}.label`)}
          icon={ICONS[moderation]}
          iconOnly={iconOnly}
          type={iconOnly ? 'text' : 'default'}
          size="small"
          danger={moderation === 'delete'}
          title={t(`posts.moderate.${moderation}.${kind}Title`)}
          description={t(`posts.moderate.${moderation}.body`)}
          okText={t(`posts.moderate.${moderation}.label`)}
          reason="required"
          successMessage={t(`posts.moderate.${moderation}.done`)}
          onConfirm={(reason) => moderate.mutateAsync({ id, moderation, reason: reason ?? '' })}
          testId={`${kind}-${moderation}`}
        />
      ))}
    </Space>
  );
}
