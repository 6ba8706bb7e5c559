import { z } from 'zod';
import {
  createVoucherBatchSchema,
  createdVoucherBatchSchema,
  listVoucherBatchesQuerySchema,
  listVoucherRedemptionsQuerySchema,
  voucherBatchListSchema,
  voucherBatchSchema,
  voucherReasonSchema,
  voucherRedemptionListSchema,
} from '@exchange/contract/vouchers/vouchers';
import { sendCsvExport, streamCsvExport } from '../../platform/db/csv-export.ts';
import type { CsvCopy, Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { createVoucherBatch, revokeVoucherBatch, setVoucherBatchPaused } from './voucher-commands.ts';
import { getVoucherBatch, listVoucherBatches, listVoucherRedemptions } from './voucher-queries.ts';
import { voucherRedemptionsCsvSource } from './voucher-redemptions-csv.ts';

const tags = ['vouchers'];
const params = z.object({ id: z.string().uuid() });
const read = { access: 'vouchers.read' } as const;
const manage = { access: 'vouchers.manage' } as const;
const batch = { 200: voucherBatchSchema };

/** Gift Vouchers: batches of codes funded from the rewards account, pause, resume, revoke, and the redemption log (exportable). */
export function registerVoucherRoutes(app: ApiApp, db: Db, copyCsv: CsvCopy | undefined) {
  app.get('/admin/vouchers', { config: read, schema: { tags, querystring: listVoucherBatchesQuerySchema, response: { 200: voucherBatchListSchema } } },
    (request) => listVoucherBatches(db, request.query));
  app.get('/admin/vouchers/redemptions', { config: read, schema: { tags, querystring: listVoucherRedemptionsQuerySchema, response: { 200: voucherRedemptionListSchema } } },
    async (request, reply) => {
      if (request.query.format === 'json') return listVoucherRedemptions(db, request.query);
      const { format: _format, page: _page, limit: _limit, withTotal: _withTotal, ...filters } = request.query;
      return sendCsvExport(db, reply, { action: 'vouchers.redemptions.export_csv', targetType: 'voucher_redemptions', filename: 'voucher-redemptions', filters, actor: actorOf(request) },
        await streamCsvExport(voucherRedemptionsCsvSource(db, request.query), copyCsv));
    });
  app.get('/admin/vouchers/:id', { config: read, schema: { tags, params, response: batch } },
    (request) => getVoucherBatch(db, request.params.id));
  app.post('/admin/vouchers', { config: manage, schema: { tags, body: createVoucherBatchSchema, response: { 200: createdVoucherBatchSchema } } },
    (request) => createVoucherBatch(db, request.body, actorOf(request)));
  app.post('/admin/vouchers/:id/pause', { config: manage, schema: { tags, params, body: voucherReasonSchema, response: batch } },
    (request) => setVoucherBatchPaused(db, request.params.id, true, request.body.reason, actorOf(request)));
  app.post('/admin/vouchers/:id/resume', { config: manage, schema: { tags, params, response: batch } },
    (request) => setVoucherBatchPaused(db, request.params.id, false, null, actorOf(request)));
  app.post('/admin/vouchers/:id/revoke', { config: manage, schema: { tags, params, body: voucherReasonSchema, response: batch } },
    (request) => revokeVoucherBatch(db, request.params.id, request.body.reason, actorOf(request)));
}
