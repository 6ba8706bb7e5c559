import {
  addScreeningNoteSchema,
  customerScreeningResultSchema,
  decideScreeningCaseSchema,
  listScreeningCasesQuerySchema,
  screeningCaseDetailSchema,
  screeningCaseListSchema,
  screeningCaseParamsSchema,
  screeningCustomerParamsSchema,
  screeningDecisionResultSchema,
  uploadWatchlistSchema,
  watchlistListSchema,
  watchlistUploadResultSchema,
} from '@exchange/contract/screening/screening';
import { WATCHLIST_CSV_MAX_BYTES } from '@exchange/contract/screening/screening-rules';
import { sendCsvExport, streamCsvExport } from '../../platform/db/csv-export.ts';
import type { CsvCopy, Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { addNote, decideCase, screenCustomerNow, uploadWatchlist } from './screening-commands.ts';
import { casesCsvSource } from './screening-csv.ts';
import { getCase, listCases, listWatchlists } from './screening-queries.ts';
import type { Screening } from './screening-service.ts';

const tags = ['screening'];
const read = { access: 'screening.read' } as const;

export function registerScreeningRoutes(app: ApiApp, db: Db, screening: Screening, copyCsv: CsvCopy | undefined) {
  app.get('/admin/screening/cases', { config: read, schema: { tags, querystring: listScreeningCasesQuerySchema, response: { 200: screeningCaseListSchema } } },
    async (request, reply) => {
      const { format, ...query } = request.query;
      if (format === 'json') return listCases(db, query);
      return sendCsvExport(db, reply, { action: 'screening.cases.export_csv', targetType: 'screening_cases', filename: 'screening-cases', filters: query, actor: actorOf(request) },
        await streamCsvExport(casesCsvSource(db, query), copyCsv));
    });
  app.get('/admin/screening/cases/:caseId', { config: read, schema: { tags, params: screeningCaseParamsSchema, response: { 200: screeningCaseDetailSchema } } },
    (request) => getCase(db, request.params.caseId));
  app.post('/admin/screening/cases/:caseId/decision', { config: { access: 'screening.decide' }, schema: { tags, params: screeningCaseParamsSchema, body: decideScreeningCaseSchema, response: { 200: screeningDecisionResultSchema } } },
    (request) => decideCase(db, actorOf(request), request.params.caseId, request.body));
  app.post('/admin/screening/cases/:caseId/notes', { config: { access: 'screening.decide' }, schema: { tags, params: screeningCaseParamsSchema, body: addScreeningNoteSchema, response: { 200: screeningCaseDetailSchema } } },
    (request) => addNote(db, actorOf(request), request.params.caseId, request.body));
  app.get('/admin/screening/watchlists', { config: read, schema: { tags, response: { 200: watchlistListSchema } } },
    () => listWatchlists(db));
  app.post('/admin/screening/watchlists', {
    config: { access: 'screening.manage' },
    // The CSV travels as JSON text: room for the largest list the contract takes, and its escaping.
    bodyLimit: WATCHLIST_CSV_MAX_BYTES * 2,
    schema: { tags, body: uploadWatchlistSchema, response: { 200: watchlistUploadResultSchema } },
  }, (request) => uploadWatchlist(db, actorOf(request), request.body, screening));
  app.post('/admin/screening/customers/:customerId/screen', { config: { access: 'screening.manage', errors: [502] }, schema: { tags, params: screeningCustomerParamsSchema, response: { 200: customerScreeningResultSchema } } },
    (request) => screenCustomerNow(db, actorOf(request), request.params.customerId, screening));
}
