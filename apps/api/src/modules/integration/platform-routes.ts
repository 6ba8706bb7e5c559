import { z } from 'zod';
import { createFiatDepositSchema, fiatDepositSchema } from '@exchange/contract/fiat/fiat-deposits';
import { createFiatWithdrawalSchema, fiatWithdrawalSchema } from '@exchange/contract/fiat/fiat-withdrawals';
import { cryptoDepositConfirmationsSchema, cryptoDepositSchema, reportCryptoDepositSchema } from '@exchange/contract/crypto/crypto-deposits';
import { createCryptoWithdrawalSchema, cryptoWithdrawalSchema } from '@exchange/contract/crypto/crypto-withdrawals';
import { cancelTradeOrderSchema, placeTradeOrderSchema, reportTradeFillSchema, tradeOrderDetailSchema } from '@exchange/contract/trades/trade-orders';
import {
  idempotencyKeyHeadersSchema,
  platformCryptoBroadcastSchema,
  platformCryptoConfirmationsSchema,
  platformCryptoFailedSchema,
  platformPayoutFailedSchema,
  platformPayoutSentSchema,
} from '@exchange/contract/integration/platform-api';
import { reportLiquidityBalancesResultSchema, reportLiquidityBalancesSchema } from '@exchange/contract/liquidity/liquidity';
import { apiErrorSchema } from '@exchange/contract/platform/errors';
import { saverDepositSchema, saverPositionSchema } from '@exchange/contract/savers/savers';
import { otpLogSchema, otpSettingListSchema, reportOtpLogSchema } from '@exchange/contract/otp/otp';
import { openStakeSchema, stakeSchema } from '@exchange/contract/staking/staking';
import { donationSchema, makeDonationSchema } from '@exchange/contract/donations/donations';
import { platformCreateCommentSchema, platformCreatePostSchema, platformPostReportedSchema, platformReportPostSchema, postCommentSchema, postSchema } from '@exchange/contract/posts/posts';
import { redeemVoucherSchema, voucherRedemptionSchema } from '@exchange/contract/vouchers/vouchers';
import { platformCourseListSchema, platformCoursesQuerySchema, quizAttemptResultSchema, quizAttemptSchema } from '@exchange/contract/courses/courses';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db, Tx } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { recordCryptoDepositConfirmations, reportCryptoDeposit } from '../crypto/deposit-commands.ts';
import { createCryptoWithdrawal, markCryptoWithdrawalFailed, recordCryptoWithdrawalConfirmations, reportCryptoWithdrawalBroadcast } from '../crypto/withdrawal-commands.ts';
import { getCryptoWithdrawal } from '../crypto/withdrawal-queries.ts';
import { createFiatDeposit } from '../fiat/fiat-deposit-commands.ts';
import { cancelTradeOrder, placeTradeOrder, reportTradeFill } from '../trades/order-commands.ts';
import { getTradeOrderDetail } from '../trades/order-queries.ts';
import { getFiatWithdrawal } from '../fiat/fiat-withdrawal-queries.ts';
import { createFiatWithdrawal, markFiatWithdrawalFailed, markFiatWithdrawalSent } from '../fiat/fiat-withdrawal-commands.ts';
import { reportLiquidityBalances } from '../liquidity/liquidity-commands.ts';
import { depositToSaver } from '../savers/saver-commands.ts';
import { openStake } from '../staking/stake-commands.ts';
import { listOtpSettings } from '../otp/otp-settings.ts';
import { reportOtpLog } from '../otp/otp-logs.ts';
import { makeDonation } from '../donations/donation-commands.ts';
import { redeemVoucher } from '../vouchers/redeem-voucher.ts';
import { createComment, createPost, reportPost } from '../posts/post-commands.ts';
import { listPublishedCourses } from '../courses/course-queries.ts';
import { attemptQuiz } from '../courses/quiz-attempts.ts';
import { type Answer, requestHash, withIdempotency } from './idempotency.ts';
import { makeServiceAccountHook, serviceActorOf } from './platform-auth.ts';

const tags = ['platform'];
const params = z.object({ id: z.string().uuid() });
const error = { content: { 'application/json': { schema: apiErrorSchema } } };
/** The refusals every /platform POST may answer, for /docs. */
const postErrors = {
  400: { description: 'Bad input, or no Idempotency-Key: `error.details` names each field', ...error },
  401: { description: 'No API key, or an unknown or revoked one', ...error },
  403: { description: 'The service account lacks the scope', ...error },
  409: { description: 'Not in a state that allows this', ...error },
  422: { description: 'The Idempotency-Key was used with another request', ...error },
};

/**
 * One POST with its Idempotency-Key: the first request's answer is kept with the effect, and given
 * again to the same request (with an Idempotent-Replayed header).
 */
async function idempotent(db: Db, request: FastifyRequest, key: string, reply: FastifyReply, status: number, effect: (tx: Tx) => Promise<unknown>) {
  const actor = serviceActorOf(request);
  const answer = await withIdempotency(db, actor.serviceAccountId ?? '', key, requestHash(request.method, request.url, request.body), async (tx): Promise<Answer> => ({ status, body: await effect(tx) }));
  if (answer.replayed) void reply.header('idempotent-replayed', 'true');
  return reply.code(answer.status).send(answer.body);
}

/**
 * The service-to-service API: the exchange's services report what happened outside (a deposit
 * received, a customer's withdrawal request, a payout's result) with a service account's API key.
 * What they report goes into the same commands as the console's, as the service account; the
 * decisions (approvals) stay with admins.
 */
export function registerPlatformRoutes(app: ApiApp, db: Db) {
  void app.register(async (scope) => {
    const platform = scope.withTypeProvider<ZodTypeProvider>();
    platform.addHook('onRequest', makeServiceAccountHook(db));

    platform.post('/platform/fiat/deposits', {
      config: { serviceScope: 'deposits.report' },
      schema: { tags, summary: 'Report a fiat or card deposit (PENDING until an admin approves it)', headers: idempotencyKeyHeadersSchema, body: createFiatDepositSchema, response: { 201: fiatDepositSchema, ...postErrors } },
    }, (request, reply) => idempotent(db, request, request.headers['idempotency-key'], reply, 201, (tx) => createFiatDeposit(tx, request.body, serviceActorOf(request))));

    platform.post('/platform/fiat/withdrawals', {
      config: { serviceScope: 'withdrawals.request' },
      schema: { tags, summary: "A customer's withdrawal request from the customer app (funds held at once)", headers: idempotencyKeyHeadersSchema, body: createFiatWithdrawalSchema, response: { 201: fiatWithdrawalSchema, ...postErrors } },
    }, (request, reply) => idempotent(db, request, request.headers['idempotency-key'], reply, 201, (tx) => createFiatWithdrawal(tx, request.body, serviceActorOf(request))));

    platform.get('/platform/fiat/withdrawals/:id', {
      config: { serviceScope: 'withdrawals.request' },
      schema: { tags, summary: 'A withdrawal as it is now', params, response: { 200: fiatWithdrawalSchema, 401: postErrors[401], 403: postErrors[403], 404: { description: 'Not found', ...error } } },
    }, (request) => getFiatWithdrawal(db, request.params.id));

    platform.post('/platform/fiat/withdrawals/:id/sent', {
      config: { serviceScope: 'payouts.report' },
      schema: { tags, summary: 'The bank paid an approved withdrawal out', headers: idempotencyKeyHeadersSchema, params, body: platformPayoutSentSchema, response: { 200: fiatWithdrawalSchema, ...postErrors } },
    }, (request, reply) => idempotent(db, request, request.headers['idempotency-key'], reply, 200, (tx) => markFiatWithdrawalSent(tx, request.params.id, request.body.payoutReference, serviceActorOf(request))));

    platform.post('/platform/fiat/withdrawals/:id/failed', {
      config: { serviceScope: 'payouts.report' },
      schema: { tags, summary: 'The bank refused the payout of an approved withdrawal (funds released)', headers: idempotencyKeyHeadersSchema, params, body: platformPayoutFailedSchema, response: { 200: fiatWithdrawalSchema, ...postErrors } },
    }, (request, reply) => idempotent(db, request, request.headers['idempotency-key'], reply, 200, (tx) => markFiatWithdrawalFailed(tx, request.params.id, request.body.reason, serviceActorOf(request))));

    platform.post('/platform/crypto/deposits', {
      config: { serviceScope: 'crypto.deposits.report' },
      schema: { tags, summary: 'Report a crypto deposit seen on chain (one per network, tx hash and output; credited at the required confirmations)', headers: idempotencyKeyHeadersSchema, body: reportCryptoDepositSchema, response: { 201: cryptoDepositSchema, ...postErrors } },
    }, (request, reply) => idempotent(db, request, request.headers['idempotency-key'], reply, 201, (tx) => reportCryptoDeposit(tx, request.body, serviceActorOf(request))));

    platform.post('/platform/crypto/deposits/confirmations', {
      config: { serviceScope: 'crypto.confirmations.report' },
      schema: { tags, summary: "A reported deposit's confirmations now (credits it once, when they reach the network's required count)", headers: idempotencyKeyHeadersSchema, body: cryptoDepositConfirmationsSchema, response: { 200: cryptoDepositSchema, ...postErrors } },
    }, (request, reply) => idempotent(db, request, request.headers['idempotency-key'], reply, 200, (tx) => recordCryptoDepositConfirmations(tx, request.body, serviceActorOf(request))));

    platform.post('/platform/crypto/withdrawals', {
      config: { serviceScope: 'withdrawals.request' },
      schema: { tags, summary: "A customer's crypto withdrawal request from the customer app (funds held at once)", headers: idempotencyKeyHeadersSchema, body: createCryptoWithdrawalSchema, response: { 201: cryptoWithdrawalSchema, ...postErrors } },
    }, (request, reply) => idempotent(db, request, request.headers['idempotency-key'], reply, 201, (tx) => createCryptoWithdrawal(tx, request.body, serviceActorOf(request))));

    platform.get('/platform/crypto/withdrawals/:id', {
      config: { serviceScope: 'crypto.payouts.report' },
      schema: { tags, summary: 'A crypto withdrawal as it is now', params, response: { 200: cryptoWithdrawalSchema, 401: postErrors[401], 403: postErrors[403], 404: { description: 'Not found', ...error } } },
    }, (request) => getCryptoWithdrawal(db, request.params.id));

    platform.post('/platform/crypto/withdrawals/:id/broadcast', {
      config: { serviceScope: 'crypto.payouts.report' },
      schema: { tags, summary: 'The wallet service broadcast an approved withdrawal: its tx hash', headers: idempotencyKeyHeadersSchema, params, body: platformCryptoBroadcastSchema, response: { 200: cryptoWithdrawalSchema, ...postErrors } },
    }, (request, reply) => idempotent(db, request, request.headers['idempotency-key'], reply, 200, (tx) => reportCryptoWithdrawalBroadcast(tx, request.params.id, request.body.txHash, serviceActorOf(request))));

    platform.post('/platform/crypto/withdrawals/:id/confirmations', {
      config: { serviceScope: 'crypto.confirmations.report' },
      schema: { tags, summary: "A broadcast withdrawal's confirmations now (SENT at the required count)", headers: idempotencyKeyHeadersSchema, params, body: platformCryptoConfirmationsSchema, response: { 200: cryptoWithdrawalSchema, ...postErrors } },
    }, (request, reply) => idempotent(db, request, request.headers['idempotency-key'], reply, 200, (tx) => recordCryptoWithdrawalConfirmations(tx, request.params.id, request.body.confirmations, serviceActorOf(request))));

    platform.post('/platform/crypto/withdrawals/:id/failed', {
      config: { serviceScope: 'crypto.payouts.report' },
      schema: { tags, summary: 'The transaction was dropped or reverted (funds released)', headers: idempotencyKeyHeadersSchema, params, body: platformCryptoFailedSchema, response: { 200: cryptoWithdrawalSchema, ...postErrors } },
    }, (request, reply) => idempotent(db, request, request.headers['idempotency-key'], reply, 200, (tx) => markCryptoWithdrawalFailed(tx, request.params.id, request.body.reason, serviceActorOf(request))));

    platform.post('/platform/trades/orders', {
      config: { serviceScope: 'trades.report' },
      schema: { tags, summary: "The matching engine placed a customer's order (what it may spend is held at once)", headers: idempotencyKeyHeadersSchema, body: placeTradeOrderSchema, response: { 201: tradeOrderDetailSchema, ...postErrors } },
    }, (request, reply) => idempotent(db, request, request.headers['idempotency-key'], reply, 201, (tx) => placeTradeOrder(tx, request.body, serviceActorOf(request))));

    platform.get('/platform/trades/orders/:id', {
      config: { serviceScope: 'trades.report' },
      schema: { tags, summary: 'An order as it is now, with its fills', params, response: { 200: tradeOrderDetailSchema, 401: postErrors[401], 403: postErrors[403], 404: { description: 'Not found', ...error } } },
    }, (request) => getTradeOrderDetail(db, request.params.id));

    platform.post('/platform/trades/orders/:id/fills', {
      config: { serviceScope: 'trades.report' },
      schema: { tags, summary: 'Part (or the rest) of an order filled: settled from its held funds through the clearing account', headers: idempotencyKeyHeadersSchema, params, body: reportTradeFillSchema, response: { 200: tradeOrderDetailSchema, ...postErrors } },
    }, (request, reply) => idempotent(db, request, request.headers['idempotency-key'], reply, 200, (tx) => reportTradeFill(tx, request.params.id, request.body, serviceActorOf(request))));

    platform.post('/platform/trades/orders/:id/cancel', {
      config: { serviceScope: 'trades.report' },
      schema: { tags, summary: 'The customer cancelled an order in the app, or it expired (what it holds is released)', headers: idempotencyKeyHeadersSchema, params, body: cancelTradeOrderSchema, response: { 200: tradeOrderDetailSchema, ...postErrors } },
    }, (request, reply) => idempotent(db, request, request.headers['idempotency-key'], reply, 200, (tx) => cancelTradeOrder(tx, request.params.id, request.body.reason, serviceActorOf(request))));

    // Earn: a stake or a saving is the customer's decision in the customer app; the back office
    // sets the products and watches them, so the app opens them here, as the customer's service.
    platform.post('/platform/staking/stakes', {
      config: { serviceScope: 'staking.stakes.open' },
      schema: { tags, summary: "Open a customer's stake on an active duration (the amount moves from available to Earn until the unlock)", headers: idempotencyKeyHeadersSchema, body: openStakeSchema, response: { 201: stakeSchema, ...postErrors } },
    }, (request, reply) => idempotent(db, request, request.headers['idempotency-key'], reply, 201, (tx) => openStake(tx, request.body, serviceActorOf(request))));

    platform.post('/platform/savers/deposits', {
      config: { serviceScope: 'savers.deposits.report' },
      schema: { tags, summary: "Move coins of a customer's available balance into an active savers product", headers: idempotencyKeyHeadersSchema, body: saverDepositSchema, response: { 201: saverPositionSchema, ...postErrors } },
    }, (request, reply) => idempotent(db, request, request.headers['idempotency-key'], reply, 201, (tx) => depositToSaver(tx, request.body, serviceActorOf(request))));

    platform.post('/platform/liquidity/balances', {
      config: { serviceScope: 'liquidity.balances.report' },
      schema: { tags, summary: "Report venues' balances (hot and cold wallets, liquidity providers): each judged against its threshold, a fall below it sent once as liquidity.low", headers: idempotencyKeyHeadersSchema, body: reportLiquidityBalancesSchema, response: { 200: reportLiquidityBalancesResultSchema, ...postErrors } },
    }, (request, reply) => idempotent(db, request, request.headers['idempotency-key'], reply, 200, (tx) => reportLiquidityBalances(tx, request.body, serviceActorOf(request))));

    // The OTP service asks which methods it may use for an operation, and reports each code's fate.
    platform.get('/platform/otp/methods', {
      config: { serviceScope: 'otp.logs.report' },
      schema: { tags, summary: 'The OTP methods switched on for each customer operation', response: { 200: otpSettingListSchema, 401: postErrors[401], 403: postErrors[403] } },
    }, () => listOtpSettings(db));

    platform.post('/platform/otp/logs', {
      config: { serviceScope: 'otp.logs.report' },
      schema: { tags, summary: "A one-time code's fate: sent (only by a method switched on for its operation), verified, failed, expired or blocked", headers: idempotencyKeyHeadersSchema, body: reportOtpLogSchema, response: { 201: otpLogSchema, ...postErrors } },
    }, (request, reply) => idempotent(db, request, request.headers['idempotency-key'], reply, 201, (tx) => reportOtpLog(tx, request.body)));
    // Growth: a customer types a gift voucher code in the app; the app redeems it for that customer.
    platform.post('/platform/vouchers/redeem', {
      config: { serviceScope: 'vouchers.redeem' },
      schema: { tags, summary: "Redeem a gift voucher code for a customer (exactly once; the amount is credited to the customer's available balance)", headers: idempotencyKeyHeadersSchema, body: redeemVoucherSchema, response: { 201: voucherRedemptionSchema, 404: { description: 'No voucher has this code', ...error }, ...postErrors } },
    }, (request, reply) => idempotent(db, request, request.headers['idempotency-key'], reply, 201, (tx) => redeemVoucher(tx, request.body, serviceActorOf(request))));

    platform.post('/platform/donations', {
      config: { serviceScope: 'donations.make' },
      schema: { tags, summary: "A customer's donation to an open cause, from the customer's available balance", headers: idempotencyKeyHeadersSchema, body: makeDonationSchema, response: { 201: donationSchema, ...postErrors } },
    }, (request, reply) => idempotent(db, request, request.headers['idempotency-key'], reply, 201, (tx) => makeDonation(tx, request.body, serviceActorOf(request))));

    // The social feed: the customer app sends what its customers post, comment and report.
    const notFound = { 404: { description: 'No post has this id', ...error } };
    platform.post('/platform/posts', {
      config: { serviceScope: 'posts.write' },
      schema: { tags, summary: "A customer's post in the social feed, visible at once (moderators act on it afterwards)", headers: idempotencyKeyHeadersSchema, body: platformCreatePostSchema, response: { 201: postSchema, ...postErrors } },
    }, (request, reply) => idempotent(db, request, request.headers['idempotency-key'], reply, 201, (tx) => createPost(tx, request.body, serviceActorOf(request))));
    platform.post('/platform/posts/:id/comments', {
      config: { serviceScope: 'posts.write' },
      schema: { tags, summary: "A customer's comment on a visible post", params, headers: idempotencyKeyHeadersSchema, body: platformCreateCommentSchema, response: { 201: postCommentSchema, ...notFound, ...postErrors } },
    }, (request, reply) => idempotent(db, request, request.headers['idempotency-key'], reply, 201, (tx) => createComment(tx, request.params.id, request.body, serviceActorOf(request))));
    platform.post('/platform/posts/:id/reports', {
      config: { serviceScope: 'posts.write' },
      schema: { tags, summary: 'A customer reports a visible post (once per customer); reported posts come first in the moderation queue', params, headers: idempotencyKeyHeadersSchema, body: platformReportPostSchema, response: { 201: platformPostReportedSchema, ...notFound, ...postErrors } },
    }, (request, reply) => idempotent(db, request, request.headers['idempotency-key'], reply, 201, (tx) => reportPost(tx, request.params.id, request.body, serviceActorOf(request))));

    // Courses: the app shows the published courses and reports each quiz attempt, which is marked here.
    platform.get('/platform/courses', {
      config: { serviceScope: 'courses.learn' },
      schema: { tags, summary: 'The published courses with their chapters, topics and quizzes (without the right answers)', querystring: platformCoursesQuerySchema, response: { 200: platformCourseListSchema, 401: postErrors[401], 403: postErrors[403] } },
    }, (request) => listPublishedCourses(db, request.query.language));
    platform.post('/platform/courses/quizzes/:id/attempts', {
      config: { serviceScope: 'courses.learn' },
      schema: { tags, summary: "A customer's answers to a quiz: marked, and on the customer's first pass its reward paid from the rewards budget", params, headers: idempotencyKeyHeadersSchema, body: quizAttemptSchema, response: { 201: quizAttemptResultSchema, 404: { description: 'No quiz has this id', ...error }, ...postErrors } },
    }, (request, reply) => idempotent(db, request, request.headers['idempotency-key'], reply, 201, (tx) => attemptQuiz(tx, request.params.id, request.body, serviceActorOf(request))));
  });
}
