import type { PostModeration, PostStatus } from '@exchange/contract/posts/post-rules';

export const POST_STATUS_KEYS: Readonly<Record<PostStatus, string>> = {
  VISIBLE: 'posts.status.VISIBLE',
  HIDDEN: 'posts.status.HIDDEN',
  DELETED: 'posts.status.DELETED',
};

export const POST_STATUS_COLORS: Readonly<Record<PostStatus, string>> = { VISIBLE: 'success', HIDDEN: 'warning', DELETED: 'error' };

/** Which moderations a post or comment in a status offers: never the one that leads to where it is. */
export const MODERATIONS_FROM: Readonly<Record<PostStatus, readonly PostModeration[]>> = {
  VISIBLE: ['hide', 'delete'],
  HIDDEN: ['restore', 'delete'],
  DELETED: ['restore'],
};
