import { z } from 'zod';
import {
  approveFiatDepositSchema,
  createFiatDepositSchema,
  fiatDepositListSchema,
  fiatDepositMatchListSchema,
  fiatDepositSchema,
  listFiatDepositsQuerySchema,
  matchFiatDepositsQuerySchema,
  rejectFiatDepositSchema,
} from '@exchange/contract/fiat/fiat-deposits';
import {
  approveFiatWithdrawalSchema,
  createFiatWithdrawalSchema,
  fiatWithdrawalListSchema,
  fiatWithdrawalSchema,
  listFiatWithdrawalsQuerySchema,
  markFiatWithdrawalFailedSchema,
  markFiatWithdrawalSentSchema,
  rejectFiatWithdrawalSchema,
  submitFiatWithdrawalSchema,
} from '@exchange/contract/fiat/fiat-withdrawals';
import { sendCsvExport, streamCsvExport } from '../../platform/db/csv-export.ts';
import type { CsvCopy, Db } from '../../platform/db/database.ts';
import { checkDateRange } from '../../platform/db/list-helpers.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf, unlessExporting } from '../../platform/http/route-access.ts';
import { fiatDepositsCsvSource, fiatWithdrawalsCsvSource } from './fiat-csv.ts';
import { approveFiatDeposit, createFiatDeposit, rejectFiatDeposit } from './fiat-deposit-commands.ts';
import { getFiatDeposit, listFiatDeposits, matchFiatDeposits } from './fiat-deposit-queries.ts';
import {
  approveFiatWithdrawal,
  createFiatWithdrawal,
  markFiatWithdrawalFailed,
  markFiatWithdrawalSent,
  rejectFiatWithdrawal,
  submitFiatWithdrawal,
} from './fiat-withdrawal-commands.ts';
import { getFiatWithdrawal, listFiatWithdrawals } from './fiat-withdrawal-queries.ts';

const tags = ['fiat'];
const params = z.object({ id: z.string().uuid() });
const deposit = { 200: fiatDepositSchema };
const withdrawal = { 200: fiatWithdrawalSchema };

export function registerFiatRoutes(app: ApiApp, db: Db, copyCsv: CsvCopy | undefined) {
  app.get('/admin/fiat/deposits', { config: { access: 'fiat.deposits.read', readsAlongsideSession: unlessExporting }, schema: { tags, querystring: listFiatDepositsQuerySchema, response: { 200: fiatDepositListSchema } } },
    async (request, reply) => {
      if (request.query.format === 'json') return listFiatDeposits(db, request.query);
      checkDateRange(request.query);
      const { format: _format, page: _page, limit: _limit, withTotal: _withTotal, ...filters } = request.query;
      return sendCsvExport(db, reply, { action: 'fiat.deposits.export_csv', targetType: 'fiat_deposits', filename: 'fiat-deposits', filters, actor: actorOf(request) },
        await streamCsvExport(fiatDepositsCsvSource(db, request.query), copyCsv));
    });
  app.get('/admin/fiat/deposits/match', { config: { access: 'fiat.deposits.read' }, schema: { tags, querystring: matchFiatDepositsQuerySchema, response: { 200: fiatDepositMatchListSchema } } },
    async (request) => ({ items: await matchFiatDeposits(db, request.query) }));
  app.get('/admin/fiat/deposits/:id', { config: { access: 'fiat.deposits.read' }, schema: { tags, params, response: deposit } },
    (request) => getFiatDeposit(db, request.params.id));
  app.post('/admin/fiat/deposits', { config: { access: 'fiat.deposits.create' }, schema: { tags, body: createFiatDepositSchema, response: deposit } },
    (request) => createFiatDeposit(db, request.body, actorOf(request)));
  app.post('/admin/fiat/deposits/:id/approve', { config: { access: 'fiat.deposits.decide' }, schema: { tags, params, body: approveFiatDepositSchema, response: deposit } },
    (request) => approveFiatDeposit(db, request.params.id, request.body, actorOf(request)));
  app.post('/admin/fiat/deposits/:id/reject', { config: { access: 'fiat.deposits.decide' }, schema: { tags, params, body: rejectFiatDepositSchema, response: deposit } },
    (request) => rejectFiatDeposit(db, request.params.id, request.body.reason, actorOf(request)));

  app.get('/admin/fiat/withdrawals', { config: { access: 'fiat.withdrawals.read', readsAlongsideSession: unlessExporting }, schema: { tags, querystring: listFiatWithdrawalsQuerySchema, response: { 200: fiatWithdrawalListSchema } } },
    async (request, reply) => {
      if (request.query.format === 'json') return listFiatWithdrawals(db, request.query);
      checkDateRange(request.query);
      const { format: _format, page: _page, limit: _limit, withTotal: _withTotal, ...filters } = request.query;
      return sendCsvExport(db, reply, { action: 'fiat.withdrawals.export_csv', targetType: 'fiat_withdrawals', filename: 'fiat-withdrawals', filters, actor: actorOf(request) },
        await streamCsvExport(fiatWithdrawalsCsvSource(db, request.query), copyCsv));
    });
  app.get('/admin/fiat/withdrawals/:id', { config: { access: 'fiat.withdrawals.read' }, schema: { tags, params, response: withdrawal } },
    (request) => getFiatWithdrawal(db, request.params.id));
  app.post('/admin/fiat/withdrawals', { config: { access: 'fiat.withdrawals.create' }, schema: { tags, body: createFiatWithdrawalSchema, response: withdrawal } },
    (request) => createFiatWithdrawal(db, request.body, actorOf(request)));
  app.post('/admin/fiat/withdrawals/:id/submitForApproval', { config: { access: 'fiat.withdrawals.submit' }, schema: { tags, params, body: submitFiatWithdrawalSchema, response: withdrawal } },
    (request) => submitFiatWithdrawal(db, request.params.id, request.body.note, actorOf(request)));
  app.post('/admin/fiat/withdrawals/:id/approve', { config: { access: 'fiat.withdrawals.approve' }, schema: { tags, params, body: approveFiatWithdrawalSchema, response: withdrawal } },
    (request) => approveFiatWithdrawal(db, request.params.id, request.body, actorOf(request)));
  app.post('/admin/fiat/withdrawals/:id/reject', { config: { access: 'fiat.withdrawals.reject' }, schema: { tags, params, body: rejectFiatWithdrawalSchema, response: withdrawal } },
    (request) => rejectFiatWithdrawal(db, request.params.id, request.body.reason, actorOf(request)));
  app.post('/admin/fiat/withdrawals/:id/markSent', { config: { access: 'fiat.withdrawals.payout' }, schema: { tags, params, body: markFiatWithdrawalSentSchema, response: withdrawal } },
    (request) => markFiatWithdrawalSent(db, request.params.id, request.body.payoutReference, actorOf(request)));
  app.post('/admin/fiat/withdrawals/:id/markFailed', { config: { access: 'fiat.withdrawals.payout' }, schema: { tags, params, body: markFiatWithdrawalFailedSchema, response: withdrawal } },
    (request) => markFiatWithdrawalFailed(db, request.params.id, request.body.reason, actorOf(request)));
}
