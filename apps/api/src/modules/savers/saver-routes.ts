import { z } from 'zod';
import {
  createSaverProductSchema,
  listSaverPageQuerySchema,
  listSaverProductsQuerySchema,
  postSaverYieldResultSchema,
  saverChangeListSchema,
  saverProductListSchema,
  saverProductSchema,
  saverYieldPostingListSchema,
  setSaverStateSchema,
  updateSaverProductSchema,
} from '@exchange/contract/savers/savers';
import type { Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { createSaverProduct, postSaverYield, setSaverProductState, updateSaverProduct } from './saver-commands.ts';
import { getSaverProduct, listSaverChanges, listSaverProducts, listSaverYieldPostings } from './saver-queries.ts';

const tags = ['savers'];
const params = z.object({ id: z.string().uuid() });
const read = { access: 'savers.read' } as const;
const manage = { access: 'savers.manage' } as const;
const product = { 200: saverProductSchema };

/** Savers: flexible savings products per coin, their yield rate, history and daily yield postings. */
export function registerSaverRoutes(app: ApiApp, db: Db) {
  app.get('/admin/savers/products', { config: read, schema: { tags, querystring: listSaverProductsQuerySchema, response: { 200: saverProductListSchema } } },
    (request) => listSaverProducts(db, request.query));
  app.get('/admin/savers/products/:id', { config: read, schema: { tags, params, response: product } },
    (request) => getSaverProduct(db, request.params.id));
  app.get('/admin/savers/products/:id/history', { config: read, schema: { tags, params, querystring: listSaverPageQuerySchema, response: { 200: saverChangeListSchema } } },
    (request) => listSaverChanges(db, request.params.id, request.query));
  app.get('/admin/savers/products/:id/yield', { config: read, schema: { tags, params, querystring: listSaverPageQuerySchema, response: { 200: saverYieldPostingListSchema } } },
    (request) => listSaverYieldPostings(db, request.params.id, request.query));
  app.post('/admin/savers/products', { config: manage, schema: { tags, body: createSaverProductSchema, response: product } },
    (request) => createSaverProduct(db, request.body, actorOf(request)));
  app.put('/admin/savers/products/:id', { config: manage, schema: { tags, params, body: updateSaverProductSchema, response: product } },
    (request) => updateSaverProduct(db, request.params.id, request.body, actorOf(request)));
  app.put('/admin/savers/products/:id/state', { config: manage, schema: { tags, params, body: setSaverStateSchema, response: product } },
    (request) => setSaverProductState(db, request.params.id, request.body.state, actorOf(request)));
  app.post('/admin/savers/products/:id/yield', { config: manage, schema: { tags, params, response: { 200: postSaverYieldResultSchema } } },
    (request) => postSaverYield(db, request.params.id, actorOf(request)));
}
