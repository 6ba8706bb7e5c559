import {
  addDisputeNoteSchema,
  changeAssignerParamsSchema,
  disputeDetailSchema,
  disputeListSchema,
  listDisputesQuerySchema,
  orderNumberParamsSchema,
  updateDisputeStatusSchema,
} from '@exchange/contract/p2p/disputes';
import { sendCsvExport, streamCsvExport } from '../../../platform/db/csv-export.ts';
import type { CsvCopy, Db } from '../../../platform/db/database.ts';
import type { ApiApp } from '../../../platform/http/api-app.ts';
import { actorOf, requireAdmin } from '../../../platform/http/route-access.ts';
import { addDisputeNote, changeDisputeAssignee, updateDisputeStatus } from './dispute-commands.ts';
import { getDisputeDetail, listDisputes } from './dispute-queries.ts';
import { disputesCsvSource } from './disputes-csv.ts';

const tags = ['p2p disputes'];
const read = { access: 'p2p.disputes.read' } as const;
const write = { access: 'p2p.disputes.write' } as const;
const response = { 200: disputeDetailSchema };

export function registerDisputeRoutes(app: ApiApp, db: Db, slaMs: number, copyCsv: CsvCopy | undefined) {
  app.get('/admin/p2p/orderDisputes', { config: read, schema: { tags, querystring: listDisputesQuerySchema, response: { 200: disputeListSchema } } },
    async (request, reply) => {
      if (request.query.format === 'json') return listDisputes(db, request.query, slaMs);
      const { format: _format, page: _page, limit: _limit, withTotal: _withTotal, sort: _sort, ...filters } = request.query;
      return sendCsvExport(db, reply, { action: 'p2p.disputes.export_csv', targetType: 'order_disputes', filename: 'p2p-disputes', filters, actor: actorOf(request) },
        await streamCsvExport(disputesCsvSource(db, request.query, slaMs), copyCsv));
    });
  app.get('/admin/p2p/orderDisputes/:orderNumber', { config: read, schema: { tags, params: orderNumberParamsSchema, response } },
    (request) => getDisputeDetail(db, request.params.orderNumber, slaMs));
  app.put('/admin/p2p/orderDisputes/:orderNumber', { config: write, schema: { tags, params: orderNumberParamsSchema, body: updateDisputeStatusSchema, response } },
    (request) => updateDisputeStatus(db, slaMs, request.params.orderNumber, request.body, requireAdmin(request), actorOf(request)));
  app.put('/admin/p2p/orderDisputes/:orderNumber/changeAssigner/:targetAdminId', { config: write, schema: { tags, params: changeAssignerParamsSchema, response } },
    (request) => changeDisputeAssignee(db, slaMs, request.params.orderNumber, request.params.targetAdminId, actorOf(request)));
  app.put('/admin/p2p/orderDisputes/:orderNumber/notes', { config: write, schema: { tags, params: orderNumberParamsSchema, body: addDisputeNoteSchema, response } },
    (request) => addDisputeNote(db, slaMs, request.params.orderNumber, request.body.notes, requireAdmin(request), actorOf(request)));
}
