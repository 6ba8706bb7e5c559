import {
  listMerchantPaymentMethodsQuerySchema,
  merchantChildParamsSchema,
  merchantParamsSchema,
  merchantPaymentMethodInputSchema,
  merchantPaymentMethodListSchema,
  merchantPaymentMethodSchema,
  merchantPaymentMethodUpdateSchema,
} from '@exchange/contract/p2p/merchant-payment-methods';
import { setActiveSchema } from '@exchange/contract/p2p/merchants';
import { archiveBodySchema } from '@exchange/contract/platform/archive';
import { sendCsvExport, streamCsvExport } from '../../../platform/db/csv-export.ts';
import type { CsvCopy, Db } from '../../../platform/db/database.ts';
import type { ApiApp } from '../../../platform/http/api-app.ts';
import { actorOf } from '../../../platform/http/route-access.ts';
import {
  archiveMerchantPaymentMethod,
  createMerchantPaymentMethod,
  restoreMerchantPaymentMethod,
  getMerchantPaymentMethod,
  listMerchantPaymentMethods,
  requireMerchant,
  setMerchantPaymentMethodActive,
  updateMerchantPaymentMethod,
} from './merchant-payment-methods.ts';
import { merchantPaymentMethodsCsvSource } from './merchant-payment-methods-csv.ts';

const tags = ['p2p merchant payment methods'];
const read = { access: 'p2p.merchants.read' } as const;
const write = { access: 'p2p.merchants.write' } as const;
const base = '/admin/p2p/merchants/:merchantId/paymentMethods';

export function registerMerchantPaymentMethodRoutes(app: ApiApp, db: Db, copyCsv: CsvCopy | undefined) {
  app.get(base, { config: read, schema: { tags, params: merchantParamsSchema, querystring: listMerchantPaymentMethodsQuerySchema, response: { 200: merchantPaymentMethodListSchema } } },
    async (request, reply) => {
      if (request.query.format === 'json') return listMerchantPaymentMethods(db, request.params.merchantId, request.query);
      const { merchantId } = request.params;
      await requireMerchant(db, merchantId);
      const { format: _format, page: _page, limit: _limit, withTotal: _withTotal, ...filters } = request.query;
      return sendCsvExport(db, reply, {
        action: 'p2p.merchant_payment_methods.export_csv', targetType: 'merchant_payment_methods', filename: 'merchant-payment-methods', filters: { merchantId, ...filters }, actor: actorOf(request),
      }, await streamCsvExport(merchantPaymentMethodsCsvSource(db, { ...request.query, merchantId }), copyCsv));
    });
  app.post(base, { config: write, schema: { tags, params: merchantParamsSchema, body: merchantPaymentMethodInputSchema, response: { 200: merchantPaymentMethodSchema } } },
    (request) => createMerchantPaymentMethod(db, request.params.merchantId, request.body, actorOf(request)));
  app.get(`${base}/:id`, { config: read, schema: { tags, params: merchantChildParamsSchema, response: { 200: merchantPaymentMethodSchema } } },
    (request) => getMerchantPaymentMethod(db, request.params.merchantId, request.params.id));
  app.put(`${base}/:id`, { config: write, schema: { tags, params: merchantChildParamsSchema, body: merchantPaymentMethodUpdateSchema, response: { 200: merchantPaymentMethodSchema } } },
    (request) => updateMerchantPaymentMethod(db, request.params.merchantId, request.params.id, request.body, actorOf(request)));
  app.put(`${base}/:id/activateDeactivateMerchantPaymentMethods`, { config: write, schema: { tags, params: merchantChildParamsSchema, body: setActiveSchema, response: { 200: merchantPaymentMethodSchema } } },
    (request) => setMerchantPaymentMethodActive(db, request.params.merchantId, request.params.id, request.body.isActive, actorOf(request)));
  app.put(`${base}/:id/archive`, { config: write, schema: { tags, params: merchantChildParamsSchema, body: archiveBodySchema, response: { 200: merchantPaymentMethodSchema } } },
    (request) => archiveMerchantPaymentMethod(db, request.params.merchantId, request.params.id, request.body.reason, actorOf(request)));
  app.put(`${base}/:id/restore`, { config: write, schema: { tags, params: merchantChildParamsSchema, body: archiveBodySchema, response: { 200: merchantPaymentMethodSchema } } },
    (request) => restoreMerchantPaymentMethod(db, request.params.merchantId, request.params.id, request.body.reason, actorOf(request)));
}
