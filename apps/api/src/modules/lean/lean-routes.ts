import {
  approveLeanTransactionSchema,
  leanTransactionListSchema,
  leanTransactionSchema,
  listLeanTransactionsQuerySchema,
  rejectLeanTransactionSchema,
  secondApproveLeanTransactionSchema,
} from '@exchange/contract/lean/lean-transactions';
import { sendCsvExport, streamCsvExport } from '../../platform/db/csv-export.ts';
import type { CsvCopy, Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { approveLeanTransaction, rejectLeanTransaction, secondApproveLeanTransaction } from './lean-decisions.ts';
import { checkLeanDates, listLeanTransactions } from './lean-queries.ts';
import { leanCsvSource } from './lean-csv.ts';

const tags = ['lean'];
// The transaction's id is in the body: 404 when it names none.
const decide = { access: 'lean.decide', errors: [404] } as const;
const response = { 200: leanTransactionSchema };

export function registerLeanRoutes(app: ApiApp, db: Db, copyCsv: CsvCopy | undefined) {
  app.get('/admin/lean/listTransaction', { config: { access: 'lean.read' }, schema: { tags, querystring: listLeanTransactionsQuerySchema, response: { 200: leanTransactionListSchema } } },
    async (request, reply) => {
      if (request.query.format === 'json') return listLeanTransactions(db, request.query);
      checkLeanDates(request.query);
      const { format: _format, page: _page, limit: _limit, withTotal: _withTotal, ...filters } = request.query;
      return sendCsvExport(db, reply, { action: 'lean.transactions.export_csv', targetType: 'lean_transactions', filename: 'lean-transactions', filters, actor: actorOf(request) },
        await streamCsvExport(leanCsvSource(db, request.query), copyCsv));
    });
  app.post('/admin/lean/approveTransaction', { config: decide, schema: { tags, body: approveLeanTransactionSchema, response } },
    (request) => approveLeanTransaction(db, request.body.transactionId, request.body.notes, actorOf(request)));
  // Four-eyes: a third-party deposit's credit, by another admin than the one who approved it first.
  app.post('/admin/lean/secondApproveTransaction', { config: decide, schema: { tags, body: secondApproveLeanTransactionSchema, response } },
    (request) => secondApproveLeanTransaction(db, request.body.transactionId, request.body.notes, actorOf(request)));
  app.post('/admin/lean/rejectTransaction', { config: decide, schema: { tags, body: rejectLeanTransactionSchema, response } },
    (request) => rejectLeanTransaction(db, request.body.transactionId, request.body.reason, actorOf(request)));
}
