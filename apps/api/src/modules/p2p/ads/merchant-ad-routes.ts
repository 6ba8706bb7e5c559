import { listMerchantAdsQuerySchema, merchantAdInputSchema, merchantAdListSchema, merchantAdSchema, merchantAdUpdateSchema } from '@exchange/contract/p2p/ads';
import { merchantChildParamsSchema, merchantParamsSchema } from '@exchange/contract/p2p/merchant-payment-methods';
import { setActiveSchema } from '@exchange/contract/p2p/merchants';
import type { Db } from '../../../platform/db/database.ts';
import type { ApiApp } from '../../../platform/http/api-app.ts';
import { actorOf } from '../../../platform/http/route-access.ts';
import { createMerchantAd, getMerchantAd, listMerchantAds, setMerchantAdActive, updateMerchantAd } from './merchant-ads.ts';

const tags = ['p2p merchant ads'];
const read = { access: 'p2p.merchants.read' } as const;
const write = { access: 'p2p.merchants.write' } as const;
const base = '/admin/p2p/merchants/:merchantId/ads';

export function registerMerchantAdRoutes(app: ApiApp, db: Db) {
  app.get(base, { config: read, schema: { tags, params: merchantParamsSchema, querystring: listMerchantAdsQuerySchema, response: { 200: merchantAdListSchema } } },
    (request) => listMerchantAds(db, request.params.merchantId, request.query));
  app.post(base, { config: write, schema: { tags, params: merchantParamsSchema, body: merchantAdInputSchema, response: { 200: merchantAdSchema } } },
    (request) => createMerchantAd(db, request.params.merchantId, request.body, actorOf(request)));
  app.get(`${base}/:id`, { config: read, schema: { tags, params: merchantChildParamsSchema, response: { 200: merchantAdSchema } } },
    (request) => getMerchantAd(db, request.params.merchantId, request.params.id));
  app.put(`${base}/:id`, { config: write, schema: { tags, params: merchantChildParamsSchema, body: merchantAdUpdateSchema, response: { 200: merchantAdSchema } } },
    (request) => updateMerchantAd(db, request.params.merchantId, request.params.id, request.body, actorOf(request)));
  app.put(`${base}/:id/activateDeactivateMerchantAds`, { config: write, schema: { tags, params: merchantChildParamsSchema, body: setActiveSchema, response: { 200: merchantAdSchema } } },
    (request) => setMerchantAdActive(db, request.params.merchantId, request.params.id, request.body.isActive, actorOf(request)));
}
