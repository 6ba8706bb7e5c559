import {
  accessRequestIdParamsSchema,
  accessRequestListSchema,
  accessRequestSchema,
  approveAccessRequestSchema,
  listAccessRequestsQuerySchema,
  registerRequestSchema,
  registerResponseSchema,
} from '@exchange/contract/auth/access-requests';
import { sendCsvExport, streamCsvExport } from '../../platform/db/csv-export.ts';
import type { CsvCopy } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf, requireAdmin } from '../../platform/http/route-access.ts';
import type { AuthDeps } from './auth-context.ts';
import { decideAccessRequest, fileAccessRequest, listAccessRequests } from './access-requests.ts';
import { accessRequestsCsvSource } from './access-requests-csv.ts';

const tags = ['access requests'];

export function registerAccessRequestRoutes(app: ApiApp, deps: AuthDeps, copyCsv: CsvCopy | undefined) {
  app.post('/auth/register', {
    config: { access: 'public', errors: [429] },
    schema: { tags, body: registerRequestSchema, response: { 202: registerResponseSchema } },
  }, async (request, reply) => {
    const result = await fileAccessRequest(deps, request.body, actorOf(request));
    return reply.code(202).send(result);
  });

  app.get('/admin/accessRequests', {
    config: { access: 'admins.manage' },
    schema: { tags, querystring: listAccessRequestsQuerySchema, response: { 200: accessRequestListSchema } },
  }, async (request, reply) => {
    if (request.query.format === 'json') return listAccessRequests(deps, request.query);
    return sendCsvExport(deps.db, reply, { action: 'access_request.export_csv', targetType: 'access_requests', filename: 'access-requests', filters: { status: request.query.status }, actor: actorOf(request) },
      await streamCsvExport(accessRequestsCsvSource(deps.db, request.query.status), copyCsv));
  });

  app.put('/admin/accessRequests/:id/approve', {
    config: { access: 'admins.manage' },
    schema: { tags, params: accessRequestIdParamsSchema, body: approveAccessRequestSchema, response: { 200: accessRequestSchema } },
  }, (request) => decideAccessRequest(deps, request.params.id, { approve: true, body: request.body }, requireAdmin(request), actorOf(request)));

  app.put('/admin/accessRequests/:id/refuse', {
    config: { access: 'admins.manage' },
    schema: { tags, params: accessRequestIdParamsSchema, response: { 200: accessRequestSchema } },
  }, (request) => decideAccessRequest(deps, request.params.id, { approve: false }, requireAdmin(request), actorOf(request)));
}
