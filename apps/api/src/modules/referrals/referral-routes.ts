import {
  actionOnRewardSchema,
  listRefereeRewardsQuerySchema,
  listReferrerCommissionQuerySchema,
  refereeRewardListSchema,
  refereeRewardSchema,
  referrerCommissionListSchema,
  rewardActionLogQuerySchema,
  rewardActionLogSchema,
  rewardDisburseSchema,
} from '@exchange/contract/referrals/referrals';
import { sendCsvExport, streamCsvExport } from '../../platform/db/csv-export.ts';
import type { CsvCopy, Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { actOnReward, disburseReward } from './referral-commands.ts';
import { checkRewardDates, getRewardActionLog, listRefereeRewards, listReferrerCommission } from './referral-queries.ts';
import { commissionCsvSource, rewardsCsvSource } from './referrals-csv.ts';

const tags = ['referrals'];
const read = { access: 'referrals.read' } as const;
// The reward's id travels in the query or the body: 404 when it names none.
const aboutOneReward = { errors: [404] };

export function registerReferralRoutes(app: ApiApp, db: Db, copyCsv: CsvCopy | undefined) {
  app.get('/admin/referral/refereeRewardRecord', { config: read, schema: { tags, querystring: listRefereeRewardsQuerySchema, response: { 200: refereeRewardListSchema } } },
    async (request, reply) => {
      if (request.query.format === 'json') return listRefereeRewards(db, request.query);
      checkRewardDates(request.query);
      const { format: _format, pageNo: _pageNo, pageSize: _pageSize, withTotal: _withTotal, ...filters } = request.query;
      return sendCsvExport(db, reply, { action: 'referrals.rewards.export_csv', targetType: 'referral_rewards', filename: 'referee-rewards', filters, actor: actorOf(request) },
        await streamCsvExport(rewardsCsvSource(db, request.query), copyCsv));
    });
  app.get('/admin/referral/referrerCommission', { config: read, schema: { tags, querystring: listReferrerCommissionQuerySchema, response: { 200: referrerCommissionListSchema } } },
    async (request, reply) => {
      if (request.query.format === 'json') return listReferrerCommission(db, request.query);
      const { format: _format, pageNo: _pageNo, pageSize: _pageSize, withTotal: _withTotal, ...filters } = request.query;
      return sendCsvExport(db, reply, { action: 'referrals.commission.export_csv', targetType: 'referrer_commission', filename: 'referrer-commission', filters, actor: actorOf(request) },
        await streamCsvExport(commissionCsvSource(db, request.query), copyCsv));
    });
  app.get('/admin/referral/actionLog', { config: { ...read, ...aboutOneReward }, schema: { tags, querystring: rewardActionLogQuerySchema, response: { 200: rewardActionLogSchema } } },
    (request) => getRewardActionLog(db, request.query.rewardId));
  app.post('/admin/referral/actionOnReward', { config: { access: 'referrals.decide', ...aboutOneReward }, schema: { tags, body: actionOnRewardSchema, response: { 200: refereeRewardSchema } } },
    (request) => actOnReward(db, request.body, actorOf(request)));
  app.post('/admin/referral/rewardDisburse', { config: { access: 'referrals.disburse', ...aboutOneReward }, schema: { tags, body: rewardDisburseSchema, response: { 200: refereeRewardSchema } } },
    (request) => disburseReward(db, request.body.rewardId, actorOf(request)));
}
