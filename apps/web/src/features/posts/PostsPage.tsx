import { EyeOutlined, FlagOutlined, MessageOutlined } from '@ant-design/icons';
import type { Post } from '@exchange/contract/posts/posts';
import { isRightToLeft } from '@exchange/contract/platform/content-languages';
import { Badge, Button, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../components/list/ListPage.tsx';
import { apiQueryOf } from '../../components/list/list-filters.ts';
import { useCan } from '../../components/use-can.ts';
import { useDateFormat } from '../../components/use-date-format.ts';
import { useUrlListState } from '../../components/use-url-list-state.ts';
import { PostDrawer } from './PostDrawer.tsx';
import { PostModerationButtons } from './PostModerationButtons.tsx';
import { postFilters } from './post-filters.ts';
import { usePosts } from './post-queries.ts';
import { POST_STATUS_COLORS, POST_STATUS_KEYS } from './post-text-keys.ts';

/** Posts: the social feed's moderation queue, the most reported first. */
export default function PostsPage() {
  const { t } = useTranslation();
  const { dateTime } = useDateFormat();
  const canModerate = useCan('posts.moderate');
  const list = useUrlListState(postFilters.defaults);
  const query = usePosts(apiQueryOf(postFilters, list));
  const [openId, setOpenId] = useState<string>();

  const columns: ColumnsType<Post> = [
    {
      key: 'body',
      title: t('posts.fields.body'),
      render: (_, post) => (
        <Flex vertical style={{ maxWidth: 360 }} dir={isRightToLeft(post.language) ? 'rtl' : 'ltr'}>
          <Typography.Text ellipsis={{ tooltip: post.body }} data-testid="post-text">{post.body}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{post.author.name} · {post.language.toUpperCase()}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'reports',
      title: t('posts.fields.reports'),
      sorter: true,
      render: (_, post) => (
        <Space size={12}>
          <Tooltip title={t('posts.fields.reports')}>
            <span data-testid="post-reports-count" data-count={post.reportCount}>
              <Badge count={post.reportCount} showZero color={post.reportCount > 0 ? 'red' : 'gray'}><FlagOutlined style={{ fontSize: 16, padding: 2 }} /></Badge>
            </span>
          </Tooltip>
          <Tooltip title={t('posts.fields.comments')}>
            <Badge count={post.commentCount} showZero color="blue"><MessageOutlined style={{ fontSize: 16, padding: 2 }} /></Badge>
          </Tooltip>
        </Space>
      ),
    },
    { key: 'createdAt', title: t('posts.fields.createdAt'), sorter: true, render: (_, post) => dateTime(post.createdAt) },
    { key: 'status', title: t('posts.fields.status'), render: (_, post) => <Tag color={POST_STATUS_COLORS[post.status]} data-testid="post-status">{t(POST_STATUS_KEYS[post.status])}</Tag> },
    {
      key: 'actions',
      title: t('posts.list.actions'),
      render: (_, post) => (
        <Space size={2}>
          <Tooltip title={t('posts.list.open')}>
            <Button type="text" size="small" icon={<EyeOutlined />} aria-label={t('posts.list.open')} onClick={() => setOpenId(post.id)} data-testid="post-open" />
          </Tooltip>
          {canModerate && <PostModerationButtons kind="post" id={post.id} status={post.status} iconOnly />}
        </Space>
      ),
    },
  ];

  return (
    <ListPage
      testId="posts-page"
      filters={postFilters}
      filtersTestId="post-filters"
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      tableTestId="post-table"
      empty={{ none: t('posts.list.empty'), filtered: t('common.noResults') }}
      table={{ scroll: { x: 'max-content' } }}
    >
      <PostDrawer postId={openId} onClose={() => setOpenId(undefined)} />
    </ListPage>
  );
}
