import { POST_MODERATION_LIST, type PostModeration } from '@exchange/contract/posts/post-rules';
import type { AuditSampleContext, Sample } from '../../testing/audit-samples.ts';
import { newCustomer } from '../../testing/earn-test-helpers.ts';
import { postComments, posts } from './post-tables.ts';

/** One valid call per mutating post route, for the audit-coverage suite; each makes its own post (and comment). */
export function postsAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  const db = () => c.server.database.db;
  // A post (and a comment) already in the status a moderation leaves, when the sample restores.
  const made = async (moderation: PostModeration) => {
    const authorId = await newCustomer(c.server, `poster-${c.seq()}@example.com`);
    const status = moderation === 'restore' ? 'HIDDEN' : 'VISIBLE';
    const [post] = await db().insert(posts).values({ authorId, body: `Audit post ${c.seq()}`, language: 'en', status }).returning({ id: posts.id });
    if (!post) throw new Error('prepare post');
    const [comment] = await db().insert(postComments).values({ postId: post.id, authorId, body: 'A comment', status }).returning({ id: postComments.id });
    if (!comment) throw new Error('prepare comment');
    return { postId: post.id, commentId: comment.id };
  };
  const samples: Record<string, Sample> = {};
  for (const moderation of POST_MODERATION_LIST) {
    samples[`POST /admin/posts/:id/${moderation}`] = {
      actions: [`post.${moderation}`],
      state: 'update',
      prepare: async () => {
        const { postId } = await made(moderation);
        return { path: `/admin/posts/${postId}/${moderation}`, body: { reason: 'Audit sample' }, targetId: postId };
      },
    };
    samples[`POST /admin/posts/comments/:id/${moderation}`] = {
      actions: [`post.comment.${moderation}`],
      state: 'update',
      prepare: async () => {
        const { commentId } = await made(moderation);
        return { path: `/admin/posts/comments/${commentId}/${moderation}`, body: { reason: 'Audit sample' }, targetId: commentId };
      },
    };
  }
  return samples;
}
