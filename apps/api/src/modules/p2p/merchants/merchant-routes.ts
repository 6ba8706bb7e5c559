import {
  listMerchantsQuerySchema,
  merchantIdParamsSchema,
  merchantInputSchema,
  merchantListSchema,
  merchantSchema,
  merchantUpdateSchema,
  setActiveSchema,
  setOnlineSchema,
} from '@exchange/contract/p2p/merchants';
import { sendCsvExport, streamCsvExport } from '../../../platform/db/csv-export.ts';
import type { CsvCopy, Db } from '../../../platform/db/database.ts';
import type { ApiApp } from '../../../platform/http/api-app.ts';
import { actorOf } from '../../../platform/http/route-access.ts';
import { createMerchant, setMerchantActive, setMerchantOnline, updateMerchant } from './merchant-commands.ts';
import { getMerchant, listMerchants } from './merchant-queries.ts';
import { merchantsCsvSource } from './merchants-csv.ts';

const tags = ['p2p merchants'];
const read = { access: 'p2p.merchants.read' } as const;
const write = { access: 'p2p.merchants.write' } as const;

export function registerMerchantRoutes(app: ApiApp, db: Db, copyCsv: CsvCopy | undefined) {
  app.get('/admin/p2p/merchants', { config: read, schema: { tags, querystring: listMerchantsQuerySchema, response: { 200: merchantListSchema } } },
    async (request, reply) => {
      if (request.query.format === 'json') return listMerchants(db, request.query);
      const { format: _format, page: _page, limit: _limit, withTotal: _withTotal, sort: _sort, order: _order, ...filters } = request.query;
      return sendCsvExport(db, reply, { action: 'p2p.merchants.export_csv', targetType: 'merchants', filename: 'p2p-merchants', filters, actor: actorOf(request) },
        await streamCsvExport(merchantsCsvSource(db, request.query), copyCsv));
    });
  app.post('/admin/p2p/merchants', { config: write, schema: { tags, body: merchantInputSchema, response: { 200: merchantSchema } } },
    (request) => createMerchant(db, request.body, actorOf(request)));
  app.get('/admin/p2p/merchants/:id', { config: read, schema: { tags, params: merchantIdParamsSchema, response: { 200: merchantSchema } } },
    (request) => getMerchant(db, request.params.id));
  app.put('/admin/p2p/merchants/:id', { config: write, schema: { tags, params: merchantIdParamsSchema, body: merchantUpdateSchema, response: { 200: merchantSchema } } },
    (request) => updateMerchant(db, request.params.id, request.body, actorOf(request)));
  app.put('/admin/p2p/merchants/:id/activateDeactivateMerchants', { config: write, schema: { tags, params: merchantIdParamsSchema, body: setActiveSchema, response: { 200: merchantSchema } } },
    (request) => setMerchantActive(db, request.params.id, request.body.isActive, actorOf(request)));
  app.put('/admin/p2p/merchants/:id/onlineOfflineMerchants', { config: write, schema: { tags, params: merchantIdParamsSchema, body: setOnlineSchema, response: { 200: merchantSchema } } },
    (request) => setMerchantOnline(db, request.params.id, request.body.isOnline, actorOf(request)));
}
