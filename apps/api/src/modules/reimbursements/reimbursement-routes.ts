import {
  approveReimbursementSchema,
  createReimbursementSchema,
  listReimbursementsQuerySchema,
  reimbursementListSchema,
  reimbursementParamsSchema,
  reimbursementSchema,
  rejectReimbursementSchema,
} from '@exchange/contract/reimbursements/reimbursements';
import { sendCsvExport, streamCsvExport } from '../../platform/db/csv-export.ts';
import type { CsvCopy, Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { approveReimbursement, createReimbursement, rejectReimbursement } from './reimbursement-commands.ts';
import { checkReimbursementDates, getReimbursement, listReimbursements } from './reimbursement-queries.ts';
import { reimbursementsCsvSource } from './reimbursements-csv.ts';

const tags = ['reimbursements'];
const params = reimbursementParamsSchema;

/** Reimbursements: manual credits and debits to customers, proposed by one admin and decided by another. */
export function registerReimbursementRoutes(app: ApiApp, db: Db, copyCsv: CsvCopy | undefined) {
  app.get('/admin/reimbursements', { config: { access: 'reimbursements.read' }, schema: { tags, querystring: listReimbursementsQuerySchema, response: { 200: reimbursementListSchema } } },
    async (request, reply) => {
      const { format, ...query } = request.query;
      if (format === 'json') return listReimbursements(db, query);
      const { page: _page, limit: _limit, withTotal: _withTotal, ...filters } = query;
      checkReimbursementDates(filters);
      return sendCsvExport(db, reply, { action: 'reimbursements.export_csv', targetType: 'reimbursements', filename: 'reimbursements', filters, actor: actorOf(request) },
        await streamCsvExport(reimbursementsCsvSource(db, filters), copyCsv));
    });
  app.get('/admin/reimbursements/:reimbursementId', { config: { access: 'reimbursements.read' }, schema: { tags, params, response: { 200: reimbursementSchema } } },
    (request) => getReimbursement(db, request.params.reimbursementId));
  // The customer (and sub-account) travel in the body: 404 when they name none.
  app.post('/admin/reimbursements', { config: { access: 'reimbursements.create', errors: [404] }, schema: { tags, body: createReimbursementSchema, response: { 200: reimbursementSchema } } },
    (request) => createReimbursement(db, request.body, actorOf(request)));
  app.post('/admin/reimbursements/:reimbursementId/approve', { config: { access: 'reimbursements.approve' }, schema: { tags, params, body: approveReimbursementSchema, response: { 200: reimbursementSchema } } },
    (request) => approveReimbursement(db, request.params.reimbursementId, request.body.note, actorOf(request)));
  app.post('/admin/reimbursements/:reimbursementId/reject', { config: { access: 'reimbursements.approve' }, schema: { tags, params, body: rejectReimbursementSchema, response: { 200: reimbursementSchema } } },
    (request) => rejectReimbursement(db, request.params.reimbursementId, request.body.reason, actorOf(request)));
}
