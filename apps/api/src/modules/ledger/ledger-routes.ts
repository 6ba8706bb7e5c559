import {
  customerParamsSchema,
  listReconciliationItemsQuerySchema,
  listReconciliationRunsQuerySchema,
  reconciliationItemListSchema,
  reconciliationParamsSchema,
  reconciliationRunListSchema,
  reconciliationRunSchema,
  statementQuerySchema,
  statementSchema,
} from '@exchange/contract/ledger/ledger';
import { sendCsvExport, streamCsvExport } from '../../platform/db/csv-export.ts';
import type { CsvCopy, Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf, unlessExporting } from '../../platform/http/route-access.ts';
import { getReconciliation, listReconciliationItems, listReconciliations, reconciliationCsvSource, runReconciliation } from './ledger-reconciliation.ts';
import { customerStatement, statementCsvSource } from './ledger-statement.ts';

const tags = ['ledger'];
const read = { access: 'ledger.read' } as const;

/** The ledger: customers' statements and the reconciliation of cached balances against the journal. */
export function registerLedgerRoutes(app: ApiApp, db: Db, copyCsv: CsvCopy | undefined) {
  app.get('/admin/ledger/customers/:customerId/statement',
    { config: { ...read, readsAlongsideSession: unlessExporting }, schema: { tags, params: customerParamsSchema, querystring: statementQuerySchema, response: { 200: statementSchema } } },
    async (request, reply) => {
      const { customerId } = request.params;
      const { format, ...query } = request.query;
      if (format === 'json') return customerStatement(db, customerId, query);
      const { page: _page, limit: _limit, withTotal: _withTotal, ...filters } = query;
      return sendCsvExport(db, reply, { action: 'ledger.statement.export_csv', targetType: 'customer', filename: `statement-${filters.asset}`, filters: { customerId, ...filters }, actor: actorOf(request) },
        await streamCsvExport(await statementCsvSource(db, customerId, query), copyCsv));
    });
  app.get('/admin/ledger/reconciliations', { config: read, schema: { tags, querystring: listReconciliationRunsQuerySchema, response: { 200: reconciliationRunListSchema } } },
    (request) => listReconciliations(db, request.query));
  app.post('/admin/ledger/reconciliations', { config: { access: 'ledger.reconcile' }, schema: { tags, response: { 200: reconciliationRunSchema } } },
    (request) => runReconciliation(db, actorOf(request)));
  app.get('/admin/ledger/reconciliations/:reconciliationId', { config: read, schema: { tags, params: reconciliationParamsSchema, response: { 200: reconciliationRunSchema } } },
    (request) => getReconciliation(db, request.params.reconciliationId));
  app.get('/admin/ledger/reconciliations/:reconciliationId/accounts',
    { config: read, schema: { tags, params: reconciliationParamsSchema, querystring: listReconciliationItemsQuerySchema, response: { 200: reconciliationItemListSchema } } },
    async (request, reply) => {
      const { reconciliationId } = request.params;
      const { format, ...query } = request.query;
      if (format === 'json') return listReconciliationItems(db, reconciliationId, query);
      const { page: _page, limit: _limit, withTotal: _withTotal, ...filters } = query;
      return sendCsvExport(db, reply, { action: 'ledger.reconciliation.export_csv', targetType: 'ledger_reconciliation', filename: 'ledger-reconciliation', filters: { reconciliationId, ...filters }, actor: actorOf(request) },
        await streamCsvExport(await reconciliationCsvSource(db, reconciliationId, query), copyCsv));
    });
}
