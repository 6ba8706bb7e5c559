import { z } from 'zod';
import {
  campaignListSchema,
  campaignRewardListSchema,
  campaignRewardSchema,
  campaignSchema,
  grantCampaignRewardSchema,
  listCampaignRewardsQuerySchema,
  listCampaignsQuerySchema,
  rejectCampaignRewardSchema,
  saveCampaignSchema,
} from '@exchange/contract/campaigns/campaigns';
import { sendCsvExport, streamCsvExport } from '../../platform/db/csv-export.ts';
import type { CsvCopy, Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { createCampaign, decideCampaignReward, disburseCampaignReward, grantCampaignReward, updateCampaign } from './campaign-commands.ts';
import { getCampaign, listCampaignRewards, listCampaigns } from './campaign-queries.ts';
import { campaignRewardsCsvSource } from './campaign-rewards-csv.ts';

const tags = ['campaigns'];
const params = z.object({ id: z.string().uuid() });
const read = { access: 'campaigns.read' } as const;
const manage = { access: 'campaigns.manage' } as const;
const reward = { 200: campaignRewardSchema };

/** Campaign and Rewards: campaigns with a period, target and reward rule; rewards granted, approved and paid (four-eyes), exportable. */
export function registerCampaignRoutes(app: ApiApp, db: Db, copyCsv: CsvCopy | undefined) {
  app.get('/admin/campaigns', { config: read, schema: { tags, querystring: listCampaignsQuerySchema, response: { 200: campaignListSchema } } },
    (request) => listCampaigns(db, request.query));
  app.get('/admin/campaigns/rewards', { config: read, schema: { tags, querystring: listCampaignRewardsQuerySchema, response: { 200: campaignRewardListSchema } } },
    async (request, reply) => {
      if (request.query.format === 'json') return listCampaignRewards(db, request.query);
      const { format: _format, page: _page, limit: _limit, withTotal: _withTotal, ...filters } = request.query;
      return sendCsvExport(db, reply, { action: 'campaigns.rewards.export_csv', targetType: 'campaign_rewards', filename: 'campaign-rewards', filters, actor: actorOf(request) },
        await streamCsvExport(campaignRewardsCsvSource(db, request.query), copyCsv));
    });
  app.get('/admin/campaigns/:id', { config: read, schema: { tags, params, response: { 200: campaignSchema } } },
    (request) => getCampaign(db, request.params.id));
  app.post('/admin/campaigns', { config: manage, schema: { tags, body: saveCampaignSchema, response: { 200: campaignSchema } } },
    (request) => createCampaign(db, request.body, actorOf(request)));
  app.put('/admin/campaigns/:id', { config: manage, schema: { tags, params, body: saveCampaignSchema, response: { 200: campaignSchema } } },
    (request) => updateCampaign(db, request.params.id, request.body, actorOf(request)));
  app.post('/admin/campaigns/:id/grant', { config: manage, schema: { tags, params, body: grantCampaignRewardSchema, response: reward } },
    (request) => grantCampaignReward(db, request.params.id, request.body.customerId, actorOf(request)));
  app.post('/admin/campaigns/rewards/:id/approve', { config: { access: 'campaigns.decide' }, schema: { tags, params, response: reward } },
    (request) => decideCampaignReward(db, request.params.id, { approve: true }, actorOf(request)));
  app.post('/admin/campaigns/rewards/:id/reject', { config: { access: 'campaigns.decide' }, schema: { tags, params, body: rejectCampaignRewardSchema, response: reward } },
    (request) => decideCampaignReward(db, request.params.id, { approve: false, reason: request.body.reason }, actorOf(request)));
  app.post('/admin/campaigns/rewards/:id/disburse', { config: { access: 'campaigns.disburse' }, schema: { tags, params, response: reward } },
    (request) => disburseCampaignReward(db, request.params.id, actorOf(request)));
}
