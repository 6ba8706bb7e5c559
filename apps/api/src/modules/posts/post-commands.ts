import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { POST_MODERATIONS, type PostModeration, type PostStatus } from '@exchange/contract/posts/post-rules';
import type { Post, PostComment, platformCreateCommentSchema, platformCreatePostSchema, platformReportPostSchema } from '@exchange/contract/posts/posts';
import { type Actor, adminOf, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, Tx } from '../../platform/db/database.ts';
import { badField, conflict } from '../../platform/errors.ts';
import { customers } from '../customers/customer-tables.ts';
import { commentNotFound, getComment, getPost, postNotFound } from './post-queries.ts';
import { postComments as c, postReports as r, posts as p } from './post-tables.ts';

/**
 * Hides, restores or deletes a post in one guarded UPDATE (WHERE status <> the target): of two
 * moderators hiding it at once one does, the other gets 409 post.wrongStatus; the audit row with
 * the reason commits with the change.
 */
export async function moderatePost(db: Db, id: string, moderation: PostModeration, reason: string, actor: Actor): Promise<Post> {
  const adminId = adminOf(actor);
  const target = POST_MODERATIONS[moderation];
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ status: p.status, authorId: p.authorId }).from(p).where(eq(p.id, id));
    if (!before) throw postNotFound();
    const [changed] = await tx
      .update(p)
      .set({ status: target, moderatedBy: adminId, moderatedAt: sql`now()`, moderationReason: reason })
      .where(and(eq(p.id, id), ne(p.status, target)))
      .returning({ id: p.id });
    if (!changed) throw conflict('post.wrongStatus', `the post is already ${target}`, { status: before.status as PostStatus, target });
    await writeAudit(tx, actor, { action: `post.${moderation}`, outcome: 'SUCCESS', targetType: 'post', targetId: id, customerId: before.authorId, before: { status: before.status }, after: { status: target, reason } });
  });
  return getPost(db, id);
}

/** The same for one comment. */
export async function moderateComment(db: Db, id: string, moderation: PostModeration, reason: string, actor: Actor): Promise<PostComment> {
  const adminId = adminOf(actor);
  const target = POST_MODERATIONS[moderation];
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ status: c.status, authorId: c.authorId, postId: c.postId }).from(c).where(eq(c.id, id));
    if (!before) throw commentNotFound();
    const [changed] = await tx
      .update(c)
      .set({ status: target, moderatedBy: adminId, moderatedAt: sql`now()`, moderationReason: reason })
      .where(and(eq(c.id, id), ne(c.status, target)))
      .returning({ id: c.id });
    if (!changed) throw conflict('postComment.wrongStatus', `the comment is already ${target}`, { status: before.status as PostStatus, target });
    await writeAudit(tx, actor, {
      action: `post.comment.${moderation}`,
      outcome: 'SUCCESS',
      targetType: 'post_comment',
      targetId: id,
      customerId: before.authorId,
      before: { status: before.status, postId: before.postId },
      after: { status: target, reason },
    });
  });
  return getComment(db, id);
}

async function checkCustomer(tx: Tx, id: string) {
  const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, id));
  if (!customer) throw badField('customerId', 'customer.notFound', 'no customer has this id');
}

/** The post, read under a share lock so a moderation commits before or after this comment or report; 404 when there is none, 409 when customers no longer see it. */
async function visiblePost(tx: Tx, id: string) {
  const [post] = await tx.select({ status: p.status }).from(p).where(eq(p.id, id)).for('share');
  if (!post) throw postNotFound();
  if (post.status !== 'VISIBLE') throw conflict('post.notVisible', 'the post is not visible to customers: it takes no comments or reports');
}

/** A customer's post from the customer app (in the /platform route's transaction), VISIBLE at once. */
export async function createPost(tx: Tx, input: z.infer<typeof platformCreatePostSchema>, actor: Actor): Promise<Post> {
  await checkCustomer(tx, input.customerId);
  const [row] = await tx.insert(p).values({ authorId: input.customerId, body: input.body, language: input.language }).returning({ id: p.id });
  if (!row) throw new Error('post insert returned nothing');
  await writeAudit(tx, actor, { action: 'post.create', outcome: 'SUCCESS', targetType: 'post', targetId: row.id, customerId: input.customerId, after: { language: input.language } });
  return getPost(tx, row.id);
}

/** A customer's comment on a visible post. */
export async function createComment(tx: Tx, postId: string, input: z.infer<typeof platformCreateCommentSchema>, actor: Actor): Promise<PostComment> {
  await visiblePost(tx, postId);
  await checkCustomer(tx, input.customerId);
  const [row] = await tx.insert(c).values({ postId, authorId: input.customerId, body: input.body }).returning({ id: c.id });
  if (!row) throw new Error('comment insert returned nothing');
  await writeAudit(tx, actor, { action: 'post.comment.create', outcome: 'SUCCESS', targetType: 'post_comment', targetId: row.id, customerId: input.customerId, after: { postId } });
  return getComment(tx, row.id);
}

/** A customer reports a visible post, once: the count moves with the report row, in one transaction. */
export async function reportPost(tx: Tx, postId: string, input: z.infer<typeof platformReportPostSchema>, actor: Actor) {
  await visiblePost(tx, postId);
  await checkCustomer(tx, input.customerId);
  const [made] = await tx.insert(r).values({ postId, customerId: input.customerId, reason: input.reason }).onConflictDoNothing().returning({ postId: r.postId });
  if (!made) throw conflict('post.alreadyReported', 'this customer has reported this post already');
  const [counted] = await tx.update(p).set({ reportCount: sql`${p.reportCount} + 1` }).where(eq(p.id, postId)).returning({ reportCount: p.reportCount });
  if (!counted) throw postNotFound();
  await writeAudit(tx, actor, { action: 'post.report', outcome: 'SUCCESS', targetType: 'post', targetId: postId, customerId: input.customerId, after: { reason: input.reason, reportCount: counted.reportCount } });
  return { postId, reportCount: counted.reportCount };
}
