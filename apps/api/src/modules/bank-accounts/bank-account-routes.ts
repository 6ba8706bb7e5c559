import { bankAccountListSchema, bankAccountParamsSchema, bankAccountSchema, listBankAccountsQuerySchema, rejectBankAccountSchema } from '@exchange/contract/bank-accounts/bank-accounts';
import { sendCsvExport, streamCsvExport } from '../../platform/db/csv-export.ts';
import type { CsvCopy, Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { rejectBankAccount, verifyBankAccount } from './bank-account-decisions.ts';
import { listBankAccounts } from './bank-account-queries.ts';
import { bankAccountsCsvSource } from './bank-accounts-csv.ts';

const tags = ['bank accounts'];
const params = bankAccountParamsSchema;

/** Bank A/C Requests: customers' bank accounts, verified or rejected before any payout. */
export function registerBankAccountRoutes(app: ApiApp, db: Db, copyCsv: CsvCopy | undefined) {
  app.get('/admin/bankAccounts', { config: { access: 'bankAccounts.read' }, schema: { tags, querystring: listBankAccountsQuerySchema, response: { 200: bankAccountListSchema } } },
    async (request, reply) => {
      const { format, ...query } = request.query;
      if (format === 'json') return listBankAccounts(db, query);
      const { page: _page, limit: _limit, withTotal: _withTotal, ...filters } = query;
      return sendCsvExport(db, reply, { action: 'bankAccounts.export_csv', targetType: 'customer_bank_accounts', filename: 'bank-accounts', filters, actor: actorOf(request) },
        await streamCsvExport(bankAccountsCsvSource(db, filters), copyCsv));
    });
  app.post('/admin/bankAccounts/:bankAccountId/verify', { config: { access: 'bankAccounts.decide' }, schema: { tags, params, response: { 200: bankAccountSchema } } },
    (request) => verifyBankAccount(db, request.params.bankAccountId, actorOf(request)));
  app.post('/admin/bankAccounts/:bankAccountId/reject', { config: { access: 'bankAccounts.decide' }, schema: { tags, params, body: rejectBankAccountSchema, response: { 200: bankAccountSchema } } },
    (request) => rejectBankAccount(db, request.params.bankAccountId, request.body.reason, actorOf(request)));
}
