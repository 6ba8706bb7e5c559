import { listProfitLedgerQuerySchema, profitLedgerSchema } from '@exchange/contract/profit/profit-ledger';
import { sendCsvExport, streamCsvExport } from '../../platform/db/csv-export.ts';
import type { CsvCopy, Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { checkDateRange } from '../../platform/db/list-helpers.ts';
import { profitCsvSource } from './profit-csv.ts';
import { listProfitLedger } from './profit-queries.ts';

export function registerProfitRoutes(app: ApiApp, db: Db, copyCsv: CsvCopy | undefined) {
  app.get('/admin/profitLedger', { config: { access: 'ledger.read' }, schema: { tags: ['profit'], querystring: listProfitLedgerQuerySchema, response: { 200: profitLedgerSchema } } },
    async (request, reply) => {
      if (request.query.format === 'json') return listProfitLedger(db, request.query);
      checkDateRange(request.query);
      const { format: _format, page: _page, limit: _limit, withTotal: _withTotal, ...filters } = request.query;
      return sendCsvExport(db, reply, { action: 'profit.export_csv', targetType: 'profit_ledger', filename: 'profit-ledger', filters, actor: actorOf(request) },
        await streamCsvExport(profitCsvSource(db, request.query), copyCsv));
    });
}
