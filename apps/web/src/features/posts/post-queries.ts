import type { PostModeration } from '@exchange/contract/posts/post-rules';
import { useQuery } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';
import { useListQuery } from '../../components/list/use-list-query.ts';
import { useRefreshingMutation } from '../../components/use-refreshing-mutation.ts';
import type { PostQuery } from './post-filters.ts';

export const postKeys = {
  all: ['posts'] as const,
  list: (query: PostQuery) => [...postKeys.all, 'list', query] as const,
  detail: (id: string) => [...postKeys.all, 'detail', id] as const,
};

export function usePosts(query: PostQuery) {
  return useListQuery(postKeys.list(query), ({ signal, withTotal }) => answer(api.GET('/admin/posts', { params: { query: { ...query, withTotal } }, signal })));
}

export function usePostDetail(id: string | undefined) {
  return useQuery({
    queryKey: postKeys.detail(id ?? ''),
    queryFn: ({ signal }) => answer(api.GET('/admin/posts/{id}', { params: { path: { id: id ?? '' } }, signal })),
    enabled: Boolean(id),
  });
}

const POST_PATHS = { hide: '/admin/posts/{id}/hide', restore: '/admin/posts/{id}/restore', delete: '/admin/posts/{id}/delete' } as const;
const COMMENT_PATHS = { hide: '/admin/posts/comments/{id}/hide', restore: '/admin/posts/comments/{id}/restore', delete: '/admin/posts/comments/{id}/delete' } as const;

/** A moderation of a post or a comment; the queue and the open post load again after it (or after a 409). */
export const useModeratePost = () =>
  useRefreshingMutation(postKeys.all, ({ id, moderation, reason }: { id: string; moderation: PostModeration; reason: string }) =>
    answer(api.POST(POST_PATHS[moderation], { params: { path: { id } }, body: { reason } })));
export const useModerateComment = () =>
  useRefreshingMutation(postKeys.all, ({ id, moderation, reason }: { id: string; moderation: PostModeration; reason: string }) =>
    answer(api.POST(COMMENT_PATHS[moderation], { params: { path: { id } }, body: { reason } })));
