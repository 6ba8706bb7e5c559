import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../platform/content-languages.ts';
import { PAGE_SIZE_MAX, SEARCH_MAX_LENGTH } from '../platform/list-limits.ts';
import { listResponseSchema, pageQuerySchema, queryBoolean } from '../platform/lists.ts';
import { noNul } from '../platform/text-rules.ts';
import {
  COMMENT_BODY_MAX,
  POST_BODY_MAX,
  POST_MODERATION_REASON_MAX,
  POST_MODERATION_REASON_MIN,
  POST_PAGE_SIZE,
  POST_REPORT_REASON_MAX,
  POST_SORT_FIELDS,
  POST_STATUSES,
} from './post-rules.ts';

export const postStatusSchema = z.enum(POST_STATUSES);

const customerRef = z.object({ id: z.string(), name: z.string(), email: z.string() });
const personRef = z.object({ id: z.string(), name: z.string() });

/** The last moderation of a post or comment: who, when, why; null while nobody has moderated it. */
const moderationSchema = z.object({ by: personRef, at: z.string(), reason: z.string() }).nullable();

export const postCommentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  author: customerRef,
  body: z.string(),
  status: postStatusSchema,
  createdAt: z.string(),
  moderation: moderationSchema,
});
export type PostComment = z.infer<typeof postCommentSchema>;

export const postSchema = z.object({
  id: z.string(),
  author: customerRef,
  body: z.string(),
  language: z.enum(CONTENT_LANGUAGES),
  status: postStatusSchema,
  /** How many customers reported it (one report each). */
  reportCount: z.number().int(),
  commentCount: z.number().int(),
  createdAt: z.string(),
  moderation: moderationSchema,
});
export type Post = z.infer<typeof postSchema>;
export const postListSchema = listResponseSchema(postSchema);

export const postReportSchema = z.object({ customer: customerRef, reason: z.string(), createdAt: z.string() });
export type PostReport = z.infer<typeof postReportSchema>;

/** A post with its comments (oldest first) and its reports (newest first). */
export const postDetailSchema = postSchema.extend({ comments: z.array(postCommentSchema), reports: z.array(postReportSchema) });
export type PostDetail = z.infer<typeof postDetailSchema>;

export const listPostsQuerySchema = z.object({
  ...pageQuerySchema,
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(POST_PAGE_SIZE),
  status: postStatusSchema.optional(),
  /** true: only posts some customer reported. */
  reported: queryBoolean.optional(),
  /** Part of the body, without case. */
  search: z.string().trim().max(SEARCH_MAX_LENGTH).refine(...noNul).optional(),
  customerId: z.uuid().optional(),
  sort: z.enum(POST_SORT_FIELDS).default('reports'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ListPostsQuery = z.input<typeof listPostsQuerySchema>;

const requiredText = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`).refine(...noNul);

export const moderatePostSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(POST_MODERATION_REASON_MIN, `must be ${POST_MODERATION_REASON_MIN} to ${POST_MODERATION_REASON_MAX} characters`)
    .max(POST_MODERATION_REASON_MAX, `must be ${POST_MODERATION_REASON_MIN} to ${POST_MODERATION_REASON_MAX} characters`)
    .refine(...noNul),
});
export type ModeratePost = z.infer<typeof moderatePostSchema>;

// The integration API: the customer app sends what its customers write.

/** A customer's new post, VISIBLE at once (moderation comes after, on reports). */
export const platformCreatePostSchema = z.object({ customerId: z.uuid(), body: requiredText(POST_BODY_MAX), language: z.enum(CONTENT_LANGUAGES).default('en') });
export const platformCreateCommentSchema = z.object({ customerId: z.uuid(), body: requiredText(COMMENT_BODY_MAX) });
/** A customer reports a post once; the reason is optional. */
export const platformReportPostSchema = z.object({ customerId: z.uuid(), reason: z.string().trim().max(POST_REPORT_REASON_MAX).refine(...noNul).default('') });
export const platformPostReportedSchema = z.object({ postId: z.string(), reportCount: z.number().int() });
