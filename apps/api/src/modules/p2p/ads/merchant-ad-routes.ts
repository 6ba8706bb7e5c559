import {
  adPriceReferenceQuerySchema,
  adPriceReferenceSchema,
  listMerchantAdsQuerySchema,
  merchantAdInputSchema,
  merchantAdListSchema,
  merchantAdSchema,
  merchantAdUpdateSchema,
} from '@exchange/contract/p2p/ads';
import { archiveBodySchema } from '@exchange/contract/platform/archive';
import { merchantChildParamsSchema, merchantParamsSchema } from '@exchange/contract/p2p/merchant-payment-methods';
import { setActiveSchema } from '@exchange/contract/p2p/merchants';
import { sendCsvExport, streamCsvExport } from '../../../platform/db/csv-export.ts';
import type { CsvCopy, Db } from '../../../platform/db/database.ts';
import type { ApiApp } from '../../../platform/http/api-app.ts';
import { actorOf } from '../../../platform/http/route-access.ts';
import {
  adPriceReference,
  archiveMerchantAd,
  createMerchantAd,
  getMerchantAd,
  listMerchantAds,
  restoreMerchantAd,
  setMerchantAdActive,
  updateMerchantAd,
} from './merchant-ads.ts';
import { merchantAdsCsvSource } from './merchant-ads-csv.ts';
import { requireMerchant } from '../merchant-payment-methods/merchant-payment-methods.ts';

const tags = ['p2p merchant ads'];
const read = { access: 'p2p.merchants.read' } as const;
const write = { access: 'p2p.merchants.write' } as const;
const base = '/admin/p2p/merchants/:merchantId/ads';

export function registerMerchantAdRoutes(app: ApiApp, db: Db, copyCsv: CsvCopy | undefined) {
  app.get(base, { config: read, schema: { tags, params: merchantParamsSchema, querystring: listMerchantAdsQuerySchema, response: { 200: merchantAdListSchema } } },
    async (request, reply) => {
      if (request.query.format === 'json') return listMerchantAds(db, request.params.merchantId, request.query);
      const { merchantId } = request.params;
      await requireMerchant(db, merchantId);
      const { format: _format, page: _page, limit: _limit, withTotal: _withTotal, ...filters } = request.query;
      return sendCsvExport(db, reply, { action: 'p2p.merchant_ads.export_csv', targetType: 'merchant_ads', filename: 'merchant-ads', filters: { merchantId, ...filters }, actor: actorOf(request) },
        await streamCsvExport(merchantAdsCsvSource(db, { ...request.query, merchantId }), copyCsv));
    });
  app.post(base, { config: write, schema: { tags, params: merchantParamsSchema, body: merchantAdInputSchema, response: { 200: merchantAdSchema } } },
    (request) => createMerchantAd(db, request.params.merchantId, request.body, actorOf(request)));
  app.get(`${base}/:id`, { config: read, schema: { tags, params: merchantChildParamsSchema, response: { 200: merchantAdSchema } } },
    (request) => getMerchantAd(db, request.params.merchantId, request.params.id));
  app.put(`${base}/:id`, { config: write, schema: { tags, params: merchantChildParamsSchema, body: merchantAdUpdateSchema, response: { 200: merchantAdSchema } } },
    (request) => updateMerchantAd(db, request.params.merchantId, request.params.id, request.body, actorOf(request)));
  app.put(`${base}/:id/activateDeactivateMerchantAds`, { config: write, schema: { tags, params: merchantChildParamsSchema, body: setActiveSchema, response: { 200: merchantAdSchema } } },
    (request) => setMerchantAdActive(db, request.params.merchantId, request.params.id, request.body.isActive, actorOf(request)));
  app.put(`${base}/:id/archive`, { config: write, schema: { tags, params: merchantChildParamsSchema, body: archiveBodySchema, response: { 200: merchantAdSchema } } },
    (request) => archiveMerchantAd(db, request.params.merchantId, request.params.id, request.body.reason, actorOf(request)));
  app.put(`${base}/:id/restore`, { config: write, schema: { tags, params: merchantChildParamsSchema, body: archiveBodySchema, response: { 200: merchantAdSchema } } },
    (request) => restoreMerchantAd(db, request.params.merchantId, request.params.id, request.body.reason, actorOf(request)));
  // Across merchants: the other live ads of the pair, whoever's they are.
  app.get('/admin/p2p/adPriceReference', { config: read, schema: { tags, querystring: adPriceReferenceQuerySchema, response: { 200: adPriceReferenceSchema } } },
    (request) => adPriceReference(db, request.query));
}
