import {
  addLeadNoteSchema,
  assignLeadSchema,
  convertLeadResultSchema,
  createLeadSchema,
  leadListSchema,
  leadNoteSchema,
  leadNotesSchema,
  leadOwnersSchema,
  leadParamsSchema,
  leadSchema,
  listLeadNotesQuerySchema,
  listLeadsQuerySchema,
  moveLeadSchema,
} from '@exchange/contract/leads/leads';
import { sendCsvExport, streamCsvExport } from '@exchange/api/src/platform/db/csv-export.ts';
import type { CsvCopy, Db } from '@exchange/api/src/platform/db/database.ts';
import { checkDateRange } from '@exchange/api/src/platform/db/list-helpers.ts';
import type { ApiApp } from '@exchange/api/src/platform/http/api-app.ts';
import { actorOf } from '@exchange/api/src/platform/http/route-access.ts';
import { addLeadNote, assignLead, convertLead, createLead, moveLead } from './lead-commands.ts';
import { getLead, listLeadNotes, listLeadOwners, listLeads } from './lead-queries.ts';
import { leadsCsvSource } from './leads-csv.ts';

const tags = ['leads'];
const read = { access: 'leads.read' } as const;
const manage = { access: 'leads.manage' } as const;
// The lead's id travels in the body or the query: 404 when it names none.
const aboutOneLead = { errors: [404] };

/** The leads API's routes: thin, one call each; the policies are the admin access model's. */
export function registerLeadRoutes(app: ApiApp, db: Db, copyCsv: CsvCopy | undefined) {
  app.get('/leads', { config: read, schema: { tags, querystring: listLeadsQuerySchema, response: { 200: leadListSchema } } }, async (request, reply) => {
    if (request.query.format === 'json') return listLeads(db, request.query);
    checkDateRange(request.query);
    const { format: _format, page: _page, limit: _limit, withTotal: _withTotal, sort: _sort, order: _order, ...filters } = request.query;
    return sendCsvExport(db, reply, { action: 'leads.export_csv', targetType: 'leads', filename: 'leads', filters, actor: actorOf(request) },
      await streamCsvExport(leadsCsvSource(db, request.query), copyCsv));
  });
  app.post('/leads', { config: manage, schema: { tags, body: createLeadSchema, response: { 201: leadSchema } } }, async (request, reply) =>
    reply.code(201).send(await createLead(db, request.body, actorOf(request))));
  app.get('/leads/owners', { config: read, schema: { tags, response: { 200: leadOwnersSchema } } }, () => listLeadOwners(db));
  app.get('/leads/:leadId', { config: read, schema: { tags, params: leadParamsSchema, response: { 200: leadSchema } } }, (request) => getLead(db, request.params.leadId));
  app.post('/leads/:leadId/status', { config: manage, schema: { tags, params: leadParamsSchema, body: moveLeadSchema, response: { 200: leadSchema } } }, (request) =>
    moveLead(db, request.params.leadId, request.body, actorOf(request)));
  app.put('/leads/:leadId/owner', { config: manage, schema: { tags, params: leadParamsSchema, body: assignLeadSchema, response: { 200: leadSchema } } }, (request) =>
    assignLead(db, request.params.leadId, request.body, actorOf(request)));
  app.post('/leads/:leadId/convert', { config: manage, schema: { tags, params: leadParamsSchema, response: { 200: convertLeadResultSchema } } }, (request) =>
    convertLead(db, request.params.leadId, actorOf(request)));
  // The spec's lead note: the thread is read and written by `leadId`.
  app.get('/notes', { config: { ...read, ...aboutOneLead }, schema: { tags, querystring: listLeadNotesQuerySchema, response: { 200: leadNotesSchema } } }, (request) =>
    listLeadNotes(db, request.query.leadId));
  app.post('/notes', { config: { ...manage, ...aboutOneLead }, schema: { tags, body: addLeadNoteSchema, response: { 201: leadNoteSchema } } }, async (request, reply) =>
    reply.code(201).send(await addLeadNote(db, request.body, actorOf(request))));
}
