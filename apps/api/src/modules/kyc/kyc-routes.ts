import { z } from 'zod';
import {
  approveKycRequestSchema,
  kycDocumentKindSchema,
  kycDocumentParamsSchema,
  kycDocumentSchema,
  kycRequestCountsQuerySchema,
  kycRequestCountsSchema,
  kycRequestDetailSchema,
  kycRequestListSchema,
  kycRequestParamsSchema,
  kycRequestSchema,
  listKycRequestsQuerySchema,
  rejectKycRequestSchema,
} from '@exchange/contract/kyc/kyc-requests';
import { writeAudit } from '../../platform/audit/write-audit.ts';
import { sendCsvExport, streamCsvExport } from '../../platform/db/csv-export.ts';
import type { CsvCopy, Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { inlineDisposition } from './document-sniffing.ts';
import { approveKycRequest, assignKycRequest, rejectKycRequest } from './kyc-decisions.ts';
import { readUpload, storeKycDocument } from './kyc-documents.ts';
import { countKycRequests, getKycRequestDetail, listKycRequests, readKycDocument } from './kyc-queries.ts';
import { kycRequestsCsvSource } from './kyc-requests-csv.ts';

const tags = ['kyc'];
const read = { access: 'kyc.read' } as const;
const decide = { access: 'kyc.decide' } as const;
const params = kycRequestParamsSchema;

/**
 * The headers a stored document is served with: its sniffed type and nothing else (nosniff), shown
 * inline under a policy that lets nothing in it run or load (an image or a PDF needs neither), and
 * never kept by a cache.
 */
const DOCUMENT_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'no-store',
  'cross-origin-resource-policy': 'same-origin',
} as const;

export function registerKycRoutes(app: ApiApp, db: Db, copyCsv: CsvCopy | undefined) {
  app.get('/admin/kyc/requests', { config: read, schema: { tags, querystring: listKycRequestsQuerySchema, response: { 200: kycRequestListSchema } } },
    async (request, reply) => {
      const { format, ...query } = request.query;
      if (format === 'json') return listKycRequests(db, query);
      const { page: _page, limit: _limit, withTotal: _withTotal, ...filters } = query;
      return sendCsvExport(db, reply, { action: 'kyc.requests.export_csv', targetType: 'kyc_requests', filename: 'kyc-requests', filters, actor: actorOf(request) },
        await streamCsvExport(kycRequestsCsvSource(db, filters), copyCsv));
    });
  app.get('/admin/kyc/requestCounts', { config: read, schema: { tags, querystring: kycRequestCountsQuerySchema, response: { 200: kycRequestCountsSchema } } },
    (request) => countKycRequests(db, request.query));
  app.get('/admin/kyc/requests/:requestId', { config: read, schema: { tags, params, response: { 200: kycRequestDetailSchema } } },
    (request) => getKycRequestDetail(db, request.params.requestId));
  app.post('/admin/kyc/requests/:requestId/assign', { config: decide, schema: { tags, params, response: { 200: kycRequestSchema } } },
    (request) => assignKycRequest(db, request.params.requestId, actorOf(request)));
  app.post('/admin/kyc/requests/:requestId/approve', { config: decide, schema: { tags, params, body: approveKycRequestSchema, response: { 200: kycRequestSchema } } },
    (request) => approveKycRequest(db, request.params.requestId, request.body, actorOf(request)));
  app.post('/admin/kyc/requests/:requestId/reject', { config: decide, schema: { tags, params, body: rejectKycRequestSchema, response: { 200: kycRequestSchema } } },
    (request) => rejectKycRequest(db, request.params.requestId, request.body, actorOf(request)));
  // The customer app will send documents through the integration API; this admin route serves the
  // demo and the tests. multipart/form-data with one field, "file".
  app.post('/admin/kyc/requests/:requestId/documents', {
    config: { ...decide, errors: [413, 415] },
    schema: { tags, params, querystring: z.object({ kind: kycDocumentKindSchema }), consumes: ['multipart/form-data'], response: { 200: kycDocumentSchema } },
  }, async (request) => {
    const upload = await readUpload(request.isMultipart() ? await request.file() : undefined);
    return storeKycDocument(db, request.params.requestId, request.query.kind, upload, actorOf(request));
  });
  app.get('/admin/kyc/documents/:documentId', {
    config: { access: 'kyc.viewDocuments' },
    schema: { tags, params: kycDocumentParamsSchema, produces: ['image/jpeg', 'image/png', 'application/pdf'] },
  }, async (request, reply) => {
    const doc = await readKycDocument(db, request.params.documentId);
    // Every look at a customer's document is on record, on the customer's timeline too.
    await writeAudit(db, actorOf(request), {
      action: 'kyc.document.view', outcome: 'SUCCESS', targetType: 'kyc_document', targetId: doc.id, customerId: doc.customerId,
      detail: JSON.stringify({ requestId: doc.requestId, kind: doc.kind, sha256: doc.sha256 }),
    });
    return reply.headers(DOCUMENT_HEADERS).header('content-type', doc.contentType).header('content-disposition', inlineDisposition(doc.fileName)).send(doc.content);
  });
}
