import {
  approveWithdrawalSchema,
  listTransactionsQuerySchema,
  p2pTransactionSchema,
  rejectTransactionSchema,
  rejectWithdrawalSchema,
  transactionIdParamsSchema,
  transactionListSchema,
} from '@exchange/contract/p2p/transactions';
import type { CsvCopy, Db } from '../../../platform/db/database.ts';
import { sendCsvExport, streamCsvExport } from '../../../platform/db/csv-export.ts';
import { transactionsCsvSource } from './transactions-csv.ts';
import type { ApiApp } from '../../../platform/http/api-app.ts';
import { actorOf, unlessExporting } from '../../../platform/http/route-access.ts';
import { approveTransaction, approveWithdrawal, rejectTransaction, rejectWithdrawal } from './transaction-decisions.ts';
import { getTransaction, listTransactions } from './transaction-queries.ts';

const tags = ['p2p transactions'];
const params = transactionIdParamsSchema;
const response = { 200: p2pTransactionSchema };

export function registerTransactionRoutes(app: ApiApp, db: Db, copyCsv: CsvCopy | undefined) {
  app.get('/admin/p2p/transactions', { config: { access: 'p2p.transactions.read', readsAlongsideSession: unlessExporting }, schema: { tags, querystring: listTransactionsQuerySchema, response: { 200: transactionListSchema } } },
    async (request, reply) => {
      if (request.query.format === 'json') return listTransactions(db, request.query);
      const { format: _format, page: _page, limit: _limit, withTotal: _withTotal, ...filters } = request.query;
      return sendCsvExport(db, reply, { action: 'p2p.transactions.export_csv', targetType: 'p2p_transactions', filename: 'p2p-transactions', filters, actor: actorOf(request) },
        await streamCsvExport(transactionsCsvSource(db, request.query), copyCsv));
    });
  app.get('/admin/p2p/transactions/:id', { config: { access: 'p2p.transactions.read' }, schema: { tags, params, response } },
    (request) => getTransaction(db, request.params.id));
  app.put('/admin/p2p/transactions/:id/approve', { config: { access: 'p2p.transactions.approve' }, schema: { tags, params, response } },
    (request) => approveTransaction(db, request.params.id, actorOf(request)));
  app.put('/admin/p2p/transactions/:id/reject', { config: { access: 'p2p.transactions.reject' }, schema: { tags, params, body: rejectTransactionSchema, response } },
    (request) => rejectTransaction(db, request.params.id, request.body.reason, actorOf(request)));
  app.put('/admin/p2p/transactions/:id/approveWithdrawal', { config: { access: 'p2p.withdrawals.decide' }, schema: { tags, params, body: approveWithdrawalSchema, response } },
    (request) => approveWithdrawal(db, request.params.id, request.body.notes, actorOf(request)));
  app.put('/admin/p2p/transactions/:id/rejectWithdrawal', { config: { access: 'p2p.withdrawals.decide' }, schema: { tags, params, body: rejectWithdrawalSchema, response } },
    (request) => rejectWithdrawal(db, request.params.id, request.body.reason, actorOf(request)));
}
