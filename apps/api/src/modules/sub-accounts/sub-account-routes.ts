import {
  closeSubAccountSchema,
  createSubAccountSchema,
  createSubAccountTransferSchema,
  customerParamsSchema,
  listSubAccountTransfersQuerySchema,
  listSubAccountsQuerySchema,
  renameSubAccountSchema,
  subAccountListSchema,
  subAccountParamsSchema,
  subAccountSchema,
  subAccountTransferListSchema,
  subAccountTransferSchema,
} from '@exchange/contract/sub-accounts/sub-accounts';
import { sendCsvExport, streamCsvExport } from '../../platform/db/csv-export.ts';
import type { CsvCopy, Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { closeSubAccount, createSubAccount, renameSubAccount, transferBetweenSubAccounts } from './sub-account-commands.ts';
import { listSubAccountTransfers, listSubAccounts } from './sub-account-queries.ts';
import { subAccountsCsvSource } from './sub-accounts-csv.ts';

const tags = ['sub-accounts'];

/** Sub Account(s): customers' sub-accounts, their balances, and transfers between a customer's accounts. */
export function registerSubAccountRoutes(app: ApiApp, db: Db, copyCsv: CsvCopy | undefined) {
  app.get('/admin/subAccounts', { config: { access: 'subAccounts.read' }, schema: { tags, querystring: listSubAccountsQuerySchema, response: { 200: subAccountListSchema } } },
    async (request, reply) => {
      const { format, ...query } = request.query;
      if (format === 'json') return listSubAccounts(db, query);
      const { page: _page, limit: _limit, withTotal: _withTotal, ...filters } = query;
      return sendCsvExport(db, reply, { action: 'subAccounts.export_csv', targetType: 'customer_sub_accounts', filename: 'sub-accounts', filters, actor: actorOf(request) },
        await streamCsvExport(subAccountsCsvSource(db, filters), copyCsv));
    });
  app.post('/admin/customers/:customerId/subAccounts', { config: { access: 'subAccounts.manage' }, schema: { tags, params: customerParamsSchema, body: createSubAccountSchema, response: { 200: subAccountSchema } } },
    (request) => createSubAccount(db, request.params.customerId, request.body, actorOf(request)));
  app.patch('/admin/subAccounts/:subAccountId', { config: { access: 'subAccounts.manage' }, schema: { tags, params: subAccountParamsSchema, body: renameSubAccountSchema, response: { 200: subAccountSchema } } },
    (request) => renameSubAccount(db, request.params.subAccountId, request.body, actorOf(request)));
  app.post('/admin/subAccounts/:subAccountId/close', { config: { access: 'subAccounts.manage' }, schema: { tags, params: subAccountParamsSchema, body: closeSubAccountSchema, response: { 200: subAccountSchema } } },
    (request) => closeSubAccount(db, request.params.subAccountId, request.body.reason, actorOf(request)));
  app.get('/admin/customers/:customerId/subAccountTransfers',
    { config: { access: 'subAccounts.read' }, schema: { tags, params: customerParamsSchema, querystring: listSubAccountTransfersQuerySchema, response: { 200: subAccountTransferListSchema } } },
    (request) => listSubAccountTransfers(db, request.params.customerId, request.query));
  app.post('/admin/customers/:customerId/subAccountTransfers',
    { config: { access: 'subAccounts.transfer' }, schema: { tags, params: customerParamsSchema, body: createSubAccountTransferSchema, response: { 200: subAccountTransferSchema } } },
    (request) => transferBetweenSubAccounts(db, request.params.customerId, request.body, actorOf(request)));
}
