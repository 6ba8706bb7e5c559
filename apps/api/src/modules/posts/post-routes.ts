import { z } from 'zod';
import { POST_MODERATION_LIST } from '@exchange/contract/posts/post-rules';
import { listPostsQuerySchema, moderatePostSchema, postCommentSchema, postDetailSchema, postListSchema, postSchema } from '@exchange/contract/posts/posts';
import type { Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { moderateComment, moderatePost } from './post-commands.ts';
import { getPostDetail, listPosts } from './post-queries.ts';

const tags = ['posts'];
const params = z.object({ id: z.uuid() });
const read = { access: 'posts.read' } as const;
const moderate = { access: 'posts.moderate' } as const;

/** Posts: the social feed's moderation queue; hide, restore or delete a post or a comment, with a reason. */
export function registerPostRoutes(app: ApiApp, db: Db) {
  app.get('/admin/posts', { config: read, schema: { tags, querystring: listPostsQuerySchema, response: { 200: postListSchema } } },
    (request) => listPosts(db, request.query));
  app.get('/admin/posts/:id', { config: read, schema: { tags, params, response: { 200: postDetailSchema } } },
    (request) => getPostDetail(db, request.params.id));
  for (const moderation of POST_MODERATION_LIST) {
    app.post(`/admin/posts/:id/${moderation}`, { config: moderate, schema: { tags, params, body: moderatePostSchema, response: { 200: postSchema } } },
      (request) => moderatePost(db, request.params.id, moderation, request.body.reason, actorOf(request)));
    app.post(`/admin/posts/comments/:id/${moderation}`, { config: moderate, schema: { tags, params, body: moderatePostSchema, response: { 200: postCommentSchema } } },
      (request) => moderateComment(db, request.params.id, moderation, request.body.reason, actorOf(request)));
  }
}
