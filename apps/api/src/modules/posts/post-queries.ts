import { asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ContentLanguage } from '@exchange/contract/platform/content-languages';
import type { PostStatus } from '@exchange/contract/posts/post-rules';
import type { Post, PostComment, PostDetail, listPostsQuerySchema } from '@exchange/contract/posts/posts';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { DbOrTx } from '../../platform/db/database.ts';
import { containing, defineFilters, listPage, sortBy } from '../../platform/db/list-query.ts';
import { notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import { postComments as c, postReports as r, posts as p } from './post-tables.ts';

type PostFilters = z.infer<typeof listPostsQuerySchema>;

export const postNotFound = () => notFound('post.notFound', 'Post');
export const commentNotFound = () => notFound('postComment.notFound', 'Comment');

type Moderated = { moderatedBy: string | null; moderatedAt: Date | null; moderationReason: string | null };
const moderationOf = (row: Moderated, moderatorName: string | null) =>
  row.moderatedBy && row.moderatedAt && moderatorName !== null ? { by: { id: row.moderatedBy, name: moderatorName }, at: row.moderatedAt.toISOString(), reason: row.moderationReason ?? '' } : null;

function selectPosts(db: DbOrTx) {
  return db
    .select({
      row: p,
      author: { id: customers.id, name: customers.name, email: customers.email },
      moderatorName: admins.name,
      commentCount: sql<number>`(select count(*) from ${c} where ${c.postId} = ${p.id})::int`,
    })
    .from(p)
    .innerJoin(customers, eq(customers.id, p.authorId))
    .leftJoin(admins, eq(admins.id, p.moderatedBy))
    .$dynamic();
}
type PostRow = Awaited<ReturnType<typeof selectPosts>>[number];

function toPost({ row, author, moderatorName, commentCount }: PostRow): Post {
  return {
    id: row.id,
    author,
    body: row.body,
    // Written only through the contract's schema (and the platform route's language enum).
    language: row.language as ContentLanguage,
    status: row.status as PostStatus,
    reportCount: row.reportCount,
    commentCount,
    createdAt: row.createdAt.toISOString(),
    moderation: moderationOf(row, moderatorName),
  };
}

const postFilters = defineFilters<PostFilters>({
  status: (v) => eq(p.status, v),
  reported: (v) => (v ? gt(p.reportCount, 0) : eq(p.reportCount, 0)),
  search: (v) => sql`${p.body} ilike ${containing(v)}`,
  customerId: (v) => eq(p.authorId, v),
});

/** The moderation queue: most reported first by default, then newest (the newest first within a count, whichever way the counts go). */
export async function listPosts(db: DbOrTx, f: PostFilters): Promise<ListResponse<Post>> {
  const d = f.order === 'asc' ? asc : desc;
  const list = await listPage(db, {
    select: selectPosts(db),
    count: p,
    where: postFilters.where(f),
    orderBy: sortBy({ reports: [d(p.reportCount), desc(p.createdAt), desc(p.id)], createdAt: [d(p.createdAt), d(p.id)] }, f.sort),
    page: f.page,
    limit: f.limit,
    withTotal: f.withTotal,
  });
  return { ...list, items: list.items.map(toPost) };
}

export async function getPost(db: DbOrTx, id: string): Promise<Post> {
  const [row] = await selectPosts(db).where(eq(p.id, id));
  if (!row) throw postNotFound();
  return toPost(row);
}

function selectComments(db: DbOrTx) {
  return db
    .select({ row: c, author: { id: customers.id, name: customers.name, email: customers.email }, moderatorName: admins.name })
    .from(c)
    .innerJoin(customers, eq(customers.id, c.authorId))
    .leftJoin(admins, eq(admins.id, c.moderatedBy))
    .$dynamic();
}
type CommentRow = Awaited<ReturnType<typeof selectComments>>[number];

const toComment = ({ row, author, moderatorName }: CommentRow): PostComment => ({
  id: row.id,
  postId: row.postId,
  author,
  body: row.body,
  status: row.status as PostStatus,
  createdAt: row.createdAt.toISOString(),
  moderation: moderationOf(row, moderatorName),
});

export async function getComment(db: DbOrTx, id: string): Promise<PostComment> {
  const [row] = await selectComments(db).where(eq(c.id, id));
  if (!row) throw commentNotFound();
  return toComment(row);
}

/** A post with all its comments, oldest first (a thread stays short), and its reports, newest first. */
export async function getPostDetail(db: DbOrTx, id: string): Promise<PostDetail> {
  const post = await getPost(db, id);
  const [comments, reports] = await Promise.all([
    selectComments(db).where(eq(c.postId, id)).orderBy(asc(c.createdAt), asc(c.id)),
    db
      .select({ customer: { id: customers.id, name: customers.name, email: customers.email }, reason: r.reason, createdAt: r.createdAt })
      .from(r)
      .innerJoin(customers, eq(customers.id, r.customerId))
      .where(eq(r.postId, id))
      .orderBy(desc(r.createdAt), asc(r.customerId)),
  ]);
  return { ...post, comments: comments.map(toComment), reports: reports.map((x) => ({ ...x, createdAt: x.createdAt.toISOString() })) };
}
