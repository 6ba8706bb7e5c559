import { z } from 'zod';
import {
  coinChangeListSchema,
  coinSchema,
  cryptoCoinListSchema,
  cryptoCoinSchema,
  cryptoNetworkSchema,
  listCoinChangesQuerySchema,
  listCryptoCoinsQuerySchema,
  setCoinActiveSchema,
  updateCryptoNetworkSchema,
} from '@exchange/contract/crypto/crypto-coins';
import {
  approveCryptoDepositRecoverySchema,
  cryptoDepositListSchema,
  cryptoDepositSchema,
  listCryptoDepositsQuerySchema,
  proposeCryptoDepositRecoverySchema,
  rejectCryptoDepositRecoverySchema,
} from '@exchange/contract/crypto/crypto-deposits';
import {
  addExchangeAddressSchema,
  addWhitelistAddressSchema,
  exchangeAddressListSchema,
  exchangeAddressSchema,
  listExchangeAddressesQuerySchema,
  listWhitelistQuerySchema,
  removeAddressSchema,
  whitelistAddressListSchema,
  whitelistAddressSchema,
} from '@exchange/contract/crypto/crypto-whitelist';
import {
  approveCryptoWithdrawalSchema,
  createCryptoWithdrawalSchema,
  cryptoWithdrawalListSchema,
  cryptoWithdrawalSchema,
  listCryptoWithdrawalsQuerySchema,
  markCryptoWithdrawalFailedSchema,
  markCryptoWithdrawalSentSchema,
  rejectCryptoWithdrawalSchema,
  retryCryptoWithdrawalSchema,
  submitCryptoWithdrawalSchema,
} from '@exchange/contract/crypto/crypto-withdrawals';
import { sendCsvExport, streamCsvExport } from '../../platform/db/csv-export.ts';
import type { CsvCopy, Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { checkDateRange } from '../../platform/db/list-helpers.ts';
import { setCoinActive, updateCryptoNetwork } from './coin-commands.ts';
import { getCryptoCoin, listCoinChanges, listCryptoCoins } from './coin-queries.ts';
import { cryptoDepositsCsvSource, cryptoWithdrawalsCsvSource } from './crypto-csv.ts';
import { approveCryptoDepositRecovery, proposeCryptoDepositRecovery, rejectCryptoDepositRecovery } from './deposit-commands.ts';
import { getCryptoDeposit, listCryptoDeposits } from './deposit-queries.ts';
import { addExchangeAddress, addWhitelistAddress, removeExchangeAddress, removeWhitelistAddress } from './whitelist-commands.ts';
import { listExchangeAddresses, listWhitelist } from './whitelist-queries.ts';
import {
  approveCryptoWithdrawal,
  createCryptoWithdrawal,
  markCryptoWithdrawalFailed,
  markCryptoWithdrawalSent,
  rejectCryptoWithdrawal,
  retryCryptoWithdrawal,
  submitCryptoWithdrawal,
} from './withdrawal-commands.ts';
import { getCryptoWithdrawal, listCryptoWithdrawals } from './withdrawal-queries.ts';

const tags = ['crypto'];
const params = z.object({ id: z.string().uuid() });
const coinParams = z.object({ code: coinSchema });
const deposit = { 200: cryptoDepositSchema };
const withdrawal = { 200: cryptoWithdrawalSchema };

/** The admin console's crypto routes; the exchange's wallet service calls the same commands through /platform. */
export function registerCryptoRoutes(app: ApiApp, db: Db, copyCsv: CsvCopy | undefined) {
  app.get('/admin/crypto/coins', { config: { access: 'crypto.coins.read' }, schema: { tags, querystring: listCryptoCoinsQuerySchema, response: { 200: cryptoCoinListSchema } } },
    (request) => listCryptoCoins(db, request.query));
  app.get('/admin/crypto/coins/:code', { config: { access: 'crypto.coins.read' }, schema: { tags, params: coinParams, response: { 200: cryptoCoinSchema } } },
    (request) => getCryptoCoin(db, request.params.code));
  app.get('/admin/crypto/coins/:code/history', { config: { access: 'crypto.coins.read' }, schema: { tags, params: coinParams, querystring: listCoinChangesQuerySchema, response: { 200: coinChangeListSchema } } },
    (request) => listCoinChanges(db, request.params.code, request.query));
  app.put('/admin/crypto/coins/:code/active', { config: { access: 'crypto.coins.manage' }, schema: { tags, params: coinParams, body: setCoinActiveSchema, response: { 200: cryptoCoinSchema } } },
    (request) => setCoinActive(db, request.params.code, request.body, actorOf(request)));
  app.put('/admin/crypto/networks/:id', { config: { access: 'crypto.coins.manage' }, schema: { tags, params, body: updateCryptoNetworkSchema, response: { 200: cryptoNetworkSchema } } },
    (request) => updateCryptoNetwork(db, request.params.id, request.body, actorOf(request)));

  app.get('/admin/crypto/deposits', { config: { access: 'crypto.deposits.read' }, schema: { tags, querystring: listCryptoDepositsQuerySchema, response: { 200: cryptoDepositListSchema } } },
    async (request, reply) => {
      if (request.query.format === 'json') return listCryptoDeposits(db, request.query);
      checkDateRange(request.query);
      const { format: _format, page: _page, limit: _limit, withTotal: _withTotal, ...filters } = request.query;
      return sendCsvExport(db, reply, { action: 'crypto.deposits.export_csv', targetType: 'crypto_deposits', filename: 'crypto-deposits', filters, actor: actorOf(request) },
        await streamCsvExport(cryptoDepositsCsvSource(db, request.query), copyCsv));
    });
  app.get('/admin/crypto/deposits/:id', { config: { access: 'crypto.deposits.read' }, schema: { tags, params, response: deposit } },
    (request) => getCryptoDeposit(db, request.params.id));
  app.post('/admin/crypto/deposits/recoveries', { config: { access: 'crypto.deposits.recover' }, schema: { tags, body: proposeCryptoDepositRecoverySchema, response: deposit } },
    (request) => proposeCryptoDepositRecovery(db, request.body, actorOf(request)));
  app.post('/admin/crypto/deposits/:id/approveRecovery', { config: { access: 'crypto.deposits.approveRecovery' }, schema: { tags, params, body: approveCryptoDepositRecoverySchema, response: deposit } },
    (request) => approveCryptoDepositRecovery(db, request.params.id, request.body.note, actorOf(request)));
  app.post('/admin/crypto/deposits/:id/rejectRecovery', { config: { access: 'crypto.deposits.approveRecovery' }, schema: { tags, params, body: rejectCryptoDepositRecoverySchema, response: deposit } },
    (request) => rejectCryptoDepositRecovery(db, request.params.id, request.body.reason, actorOf(request)));

  app.get('/admin/crypto/withdrawals', { config: { access: 'crypto.withdrawals.read' }, schema: { tags, querystring: listCryptoWithdrawalsQuerySchema, response: { 200: cryptoWithdrawalListSchema } } },
    async (request, reply) => {
      if (request.query.format === 'json') return listCryptoWithdrawals(db, request.query);
      checkDateRange(request.query);
      const { format: _format, page: _page, limit: _limit, withTotal: _withTotal, ...filters } = request.query;
      return sendCsvExport(db, reply, { action: 'crypto.withdrawals.export_csv', targetType: 'crypto_withdrawals', filename: 'crypto-withdrawals', filters, actor: actorOf(request) },
        await streamCsvExport(cryptoWithdrawalsCsvSource(db, request.query), copyCsv));
    });
  app.get('/admin/crypto/withdrawals/:id', { config: { access: 'crypto.withdrawals.read' }, schema: { tags, params, response: withdrawal } },
    (request) => getCryptoWithdrawal(db, request.params.id));
  app.post('/admin/crypto/withdrawals', { config: { access: 'crypto.withdrawals.create' }, schema: { tags, body: createCryptoWithdrawalSchema, response: withdrawal } },
    (request) => createCryptoWithdrawal(db, request.body, actorOf(request)));
  app.post('/admin/crypto/withdrawals/:id/submitForApproval', { config: { access: 'crypto.withdrawals.submit' }, schema: { tags, params, body: submitCryptoWithdrawalSchema, response: withdrawal } },
    (request) => submitCryptoWithdrawal(db, request.params.id, request.body.note, actorOf(request)));
  app.post('/admin/crypto/withdrawals/:id/approve', { config: { access: 'crypto.withdrawals.approve' }, schema: { tags, params, body: approveCryptoWithdrawalSchema, response: withdrawal } },
    (request) => approveCryptoWithdrawal(db, request.params.id, request.body, actorOf(request)));
  app.post('/admin/crypto/withdrawals/:id/reject', { config: { access: 'crypto.withdrawals.reject' }, schema: { tags, params, body: rejectCryptoWithdrawalSchema, response: withdrawal } },
    (request) => rejectCryptoWithdrawal(db, request.params.id, request.body.reason, actorOf(request)));
  app.post('/admin/crypto/withdrawals/:id/markSent', { config: { access: 'crypto.withdrawals.payout' }, schema: { tags, params, body: markCryptoWithdrawalSentSchema, response: withdrawal } },
    (request) => markCryptoWithdrawalSent(db, request.params.id, request.body.txHash, actorOf(request)));
  app.post('/admin/crypto/withdrawals/:id/markFailed', { config: { access: 'crypto.withdrawals.payout' }, schema: { tags, params, body: markCryptoWithdrawalFailedSchema, response: withdrawal } },
    (request) => markCryptoWithdrawalFailed(db, request.params.id, request.body.reason, actorOf(request)));
  app.post('/admin/crypto/withdrawals/:id/retry', { config: { access: 'crypto.withdrawals.create' }, schema: { tags, params, body: retryCryptoWithdrawalSchema, response: withdrawal } },
    (request) => retryCryptoWithdrawal(db, request.params.id, request.body.note, actorOf(request)));

  app.get('/admin/crypto/whitelist', { config: { access: 'crypto.whitelist.read' }, schema: { tags, querystring: listWhitelistQuerySchema, response: { 200: whitelistAddressListSchema } } },
    (request) => listWhitelist(db, request.query));
  app.post('/admin/crypto/whitelist', { config: { access: 'crypto.whitelist.manage' }, schema: { tags, body: addWhitelistAddressSchema, response: { 200: whitelistAddressSchema } } },
    (request) => addWhitelistAddress(db, request.body, actorOf(request)));
  app.post('/admin/crypto/whitelist/:id/remove', { config: { access: 'crypto.whitelist.manage' }, schema: { tags, params, body: removeAddressSchema, response: { 200: whitelistAddressSchema } } },
    (request) => removeWhitelistAddress(db, request.params.id, request.body.reason, actorOf(request)));
  app.get('/admin/crypto/fexWhitelist', { config: { access: 'crypto.whitelist.read' }, schema: { tags, querystring: listExchangeAddressesQuerySchema, response: { 200: exchangeAddressListSchema } } },
    (request) => listExchangeAddresses(db, request.query));
  app.post('/admin/crypto/fexWhitelist', { config: { access: 'crypto.fexWhitelist.manage' }, schema: { tags, body: addExchangeAddressSchema, response: { 200: exchangeAddressSchema } } },
    (request) => addExchangeAddress(db, request.body, actorOf(request)));
  app.post('/admin/crypto/fexWhitelist/:id/remove', { config: { access: 'crypto.fexWhitelist.manage' }, schema: { tags, params, body: removeAddressSchema, response: { 200: exchangeAddressSchema } } },
    (request) => removeExchangeAddress(db, request.params.id, request.body.reason, actorOf(request)));
}
