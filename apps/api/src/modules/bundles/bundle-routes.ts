import { z } from 'zod';
import {
  bundleChangeListSchema,
  bundleListSchema,
  bundleSchema,
  createBundleSchema,
  listBundleChangesQuerySchema,
  listBundlesQuerySchema,
  setBundleStateSchema,
  updateBundleSchema,
} from '@exchange/contract/bundles/bundles';
import type { Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { createBundle, setBundleState, updateBundle } from './bundle-commands.ts';
import { getBundle, listBundleChanges, listBundles } from './bundle-queries.ts';

const tags = ['bundles'];
const params = z.object({ id: z.string().uuid() });
const read = { access: 'bundles.read' } as const;
const manage = { access: 'bundles.manage' } as const;
const bundle = { 200: bundleSchema };

/** Crypto Bundles: baskets of coins with weights, their subscribers and value, activation and history. */
export function registerBundleRoutes(app: ApiApp, db: Db) {
  app.get('/admin/bundles', { config: read, schema: { tags, querystring: listBundlesQuerySchema, response: { 200: bundleListSchema } } },
    (request) => listBundles(db, request.query));
  app.get('/admin/bundles/:id', { config: read, schema: { tags, params, response: bundle } },
    (request) => getBundle(db, request.params.id));
  app.get('/admin/bundles/:id/history', { config: read, schema: { tags, params, querystring: listBundleChangesQuerySchema, response: { 200: bundleChangeListSchema } } },
    (request) => listBundleChanges(db, request.params.id, request.query));
  app.post('/admin/bundles', { config: manage, schema: { tags, body: createBundleSchema, response: bundle } },
    (request) => createBundle(db, request.body, actorOf(request)));
  app.put('/admin/bundles/:id', { config: manage, schema: { tags, params, body: updateBundleSchema, response: bundle } },
    (request) => updateBundle(db, request.params.id, request.body, actorOf(request)));
  app.put('/admin/bundles/:id/state', { config: manage, schema: { tags, params, body: setBundleStateSchema, response: bundle } },
    (request) => setBundleState(db, request.params.id, request.body.state, actorOf(request)));
}
