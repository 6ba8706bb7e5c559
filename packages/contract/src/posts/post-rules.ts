// Without zod, so the console can import the rules for the price of the values.

/**
 * A post or a comment is VISIBLE to customers until a moderator hides it (HIDDEN, restorable) or
 * deletes it (DELETED: gone from the customer app, kept here for the record and restorable by a
 * moderator who deleted it by mistake).
 */
export const POST_STATUSES = ['VISIBLE', 'HIDDEN', 'DELETED'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** A moderator's decision and the status it leads to; each refused (409) when the item already has that status. */
export const POST_MODERATIONS = { hide: 'HIDDEN', restore: 'VISIBLE', delete: 'DELETED' } as const satisfies Record<string, PostStatus>;
export type PostModeration = keyof typeof POST_MODERATIONS;
export const POST_MODERATION_LIST = Object.keys(POST_MODERATIONS) as PostModeration[];

/** The queue's orders: most reported first (then newest), or newest first. */
export const POST_SORT_FIELDS = ['reports', 'createdAt'] as const;

export const POST_PAGE_SIZE = 20;
export const POST_BODY_MAX = 2000;
export const COMMENT_BODY_MAX = 1000;
export const POST_REPORT_REASON_MAX = 300;
export const POST_MODERATION_REASON_MIN = 3;
export const POST_MODERATION_REASON_MAX = 500;
