import type { PostComment } from '@exchange/contract/posts/posts';
import { isRightToLeft } from '@exchange/contract/platform/content-languages';
import { Alert, Descriptions, Divider, Empty, Flex, List, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/error-message.ts';
import { EndDrawer } from '../../components/EndDrawer.tsx';
import { useCan } from '../../components/use-can.ts';
import { useDateFormat } from '../../components/use-date-format.ts';
import { LANGUAGE_NAMES } from '../announcements/announcement-text-keys.ts';
import { PostModerationButtons } from './PostModerationButtons.tsx';
import { PostModerationNote } from './PostModerationNote.tsx';
import { usePostDetail } from './post-queries.ts';
import { POST_STATUS_COLORS, POST_STATUS_KEYS } from './post-text-keys.ts';

function CommentItem({ comment, canModerate }: { comment: PostComment; canModerate: boolean }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  return (
    <List.Item data-testid="post-comment" actions={canModerate ? [<PostModerationButtons key="moderate" kind="comment" id={comment.id} status={comment.status} iconOnly />] : []}>
      <Flex vertical gap={2} style={{ minWidth: 0 }}>
        <Flex gap={8} align="center" wrap>
          <Typography.Text strong>{comment.author.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{dateTime(comment.createdAt)}</Typography.Text>
          <Tag color={POST_STATUS_COLORS[comment.status]} data-testid="post-comment-status">{t(POST_STATUS_KEYS[comment.status])}</Tag>
        </Flex>
        <Typography.Paragraph style={{ marginBottom: 0 }} delete={comment.status === 'DELETED'}>{comment.body}</Typography.Paragraph>
        <PostModerationNote moderation={comment.moderation} testId="post-comment-moderation" />
      </Flex>
    </List.Item>
  );
}

/** A post as customers wrote it, with its reports and its comments, each moderated here. */
export function PostDrawer({ postId, onClose }: { postId: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const canModerate = useCan('posts.moderate');
  const detail = usePostDetail(postId);
  const post = detail.data;
  return (
    <EndDrawer open={Boolean(postId)} onClose={onClose} size={560} title={t('posts.detail.title')} destroyOnHidden data-testid="post-drawer">
      {detail.isPending && <Skeleton active />}
      {detail.isError && <Alert type="error" showIcon title={errorMessage(detail.error)} />}
      {post && (
        <Flex vertical gap={12}>
          <Typography.Paragraph style={{ fontSize: 15, whiteSpace: 'pre-wrap', marginBottom: 0 }} dir={isRightToLeft(post.language) ? 'rtl' : 'ltr'} data-testid="post-body">
            {post.body}
          </Typography.Paragraph>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('posts.fields.author')}>{post.author.name} · {post.author.email}</Descriptions.Item>
            <Descriptions.Item label={t('posts.fields.createdAt')}>{dateTime(post.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('posts.fields.language')}>{LANGUAGE_NAMES[post.language]}</Descriptions.Item>
            <Descriptions.Item label={t('posts.fields.status')}>
              <Flex vertical gap={4}>
                <span><Tag color={POST_STATUS_COLORS[post.status]} data-testid="post-drawer-status">{t(POST_STATUS_KEYS[post.status])}</Tag></span>
                <PostModerationNote moderation={post.moderation} testId="post-moderation" />
              </Flex>
            </Descriptions.Item>
          </Descriptions>
          {canModerate && <PostModerationButtons kind="post" id={post.id} status={post.status} />}
          <Divider titlePlacement="start" style={{ margin: '4px 0' }}>{t('posts.detail.reports', { n: post.reportCount })}</Divider>
          {post.reports.length === 0 ? (
            <Typography.Text type="secondary">{t('posts.detail.noReports')}</Typography.Text>
          ) : (
            <List
              size="small"
              dataSource={post.reports}
              data-testid="post-reports"
              renderItem={(report) => (
                <List.Item>
                  <Typography.Text>{report.customer.name}: {report.reason || t('posts.detail.noReason')}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>{dateTime(report.createdAt)}</Typography.Text>
                </List.Item>
              )}
            />
          )}
          <Divider titlePlacement="start" style={{ margin: '4px 0' }}>{t('posts.detail.comments', { n: post.comments.length })}</Divider>
          {post.comments.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('posts.detail.noComments')} />
          ) : (
            <List size="small" dataSource={post.comments} data-testid="post-comments" renderItem={(comment) => <CommentItem comment={comment} canModerate={canModerate} />} />
          )}
        </Flex>
      )}
    </EndDrawer>
  );
}
