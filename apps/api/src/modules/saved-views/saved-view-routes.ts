import { z } from 'zod';
import { okResponseSchema } from '@exchange/contract/auth/session';
import {
  createSavedViewSchema,
  listSavedViewsQuerySchema,
  savedViewGroupListSchema,
  savedViewListSchema,
  savedViewSchema,
  updateSavedViewSchema,
} from '@exchange/contract/saved-views/saved-views';
import type { Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf, requireAdmin } from '../../platform/http/route-access.ts';
import { createSavedView, deleteSavedView, updateSavedView } from './saved-view-commands.ts';
import { groupsOf, listSavedViews } from './saved-view-queries.ts';

const tags = ['savedViews'];
const params = z.object({ id: z.string().uuid() });
// Every admin keeps its own views of the lists it can open; the lists themselves check their policies.
const config = { access: 'anySession' } as const;

export function registerSavedViewRoutes(app: ApiApp, db: Db) {
  app.get('/admin/savedViews', { config, schema: { tags, querystring: listSavedViewsQuerySchema, response: { 200: savedViewListSchema } } },
    async (request) => ({ items: await listSavedViews(db, request.query.listKey, requireAdmin(request).id) }));
  app.get('/admin/savedViews/groups', { config, schema: { tags, response: { 200: savedViewGroupListSchema } } },
    async (request) => ({ items: await groupsOf(db, requireAdmin(request).id) }));
  app.post('/admin/savedViews', { config, schema: { tags, body: createSavedViewSchema, response: { 200: savedViewSchema } } },
    (request) => createSavedView(db, request.body, actorOf(request)));
  app.put('/admin/savedViews/:id', { config, schema: { tags, params, body: updateSavedViewSchema, response: { 200: savedViewSchema } } },
    (request) => updateSavedView(db, request.params.id, request.body, actorOf(request)));
  app.delete('/admin/savedViews/:id', { config, schema: { tags, params, response: { 200: okResponseSchema } } },
    async (request) => {
      await deleteSavedView(db, request.params.id, actorOf(request));
      return { ok: true as const };
    });
}
