import { sql } from 'drizzle-orm';
import type { Campaign, CampaignReward } from '@exchange/contract/campaigns/campaigns';
import { oneRow, type AuditSampleContext, type Sample } from '../../testing/audit-samples.ts';

/** One valid call per mutating campaign route, for the audit-coverage suite; each makes its own campaign and reward. */
export function campaignsAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  const campaign = () => ({ name: `Audit campaign ${c.seq()}`, startsAt: new Date(Date.now() - 86_400_000).toISOString(), endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(), rewardAsset: 'USDT', rewardAmount: '5' });
  const made = async () => {
    const answer = await c.server.call<Campaign>('POST', '/admin/campaigns', { token: c.superToken, body: campaign() });
    if (answer.status !== 200) throw new Error(`prepare campaign: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.id;
  };
  // A demo ACTIVE customer of any target (the sample campaigns have none), a different one each time.
  const customer = () => oneRow<{ id: string }>(c.server, sql`select id from customers where state = 'ACTIVE' order by email offset ${c.seq() % 200} limit 1`);
  const granted = async () => {
    const campaignId = await made();
    const { id: customerId } = await customer();
    const answer = await c.server.call<CampaignReward>('POST', `/admin/campaigns/${campaignId}/grant`, { token: c.superToken, body: { customerId } });
    if (answer.status !== 200) throw new Error(`prepare reward: ${answer.status} ${JSON.stringify(answer.body)}`);
    return { campaignId, rewardId: answer.body.id, customerId };
  };
  return {
    'POST /admin/campaigns': { actions: ['campaigns.campaign.create'], state: 'create', prepare: () => Promise.resolve({ path: '/admin/campaigns', body: campaign() }) },
    'PUT /admin/campaigns/:id': {
      actions: ['campaigns.campaign.update'], state: 'update',
      prepare: async () => {
        const id = await made();
        return { path: `/admin/campaigns/${id}`, body: campaign(), targetId: id };
      },
    },
    'POST /admin/campaigns/:id/grant': {
      actions: ['campaigns.reward.grant'], state: 'create',
      prepare: async () => {
        const id = await made();
        const { id: customerId } = await customer();
        return { path: `/admin/campaigns/${id}/grant`, body: { customerId } };
      },
    },
    'POST /admin/campaigns/rewards/:id/approve': {
      actions: ['campaigns.reward.approve'], state: 'update',
      prepare: async () => {
        const { rewardId } = await granted();
        return { path: `/admin/campaigns/rewards/${rewardId}/approve`, targetId: rewardId };
      },
    },
    'POST /admin/campaigns/rewards/:id/reject': {
      actions: ['campaigns.reward.reject'], state: 'update',
      prepare: async () => {
        const { rewardId } = await granted();
        return { path: `/admin/campaigns/rewards/${rewardId}/reject`, body: { reason: 'Duplicate account' }, targetId: rewardId };
      },
    },
    'POST /admin/campaigns/rewards/:id/disburse': {
      actions: ['campaigns.reward.disburse'], state: 'update',
      prepare: async () => {
        const { rewardId } = await granted();
        // Four-eyes: approved by someone other than the super admin who disburses in the sample.
        const [approver] = await c.server.database.db.execute(sql`select id from admins where id <> ${c.superId} order by email limit 1`).then((r) => (r as unknown as { rows: { id: string }[] }).rows);
        if (!approver) throw new Error('no second admin for the four-eyes sample');
        await c.server.database.db.execute(sql`update campaign_rewards set status = 'APPROVED', approved_by = ${approver.id}, approved_at = now() where id = ${rewardId}`);
        return { path: `/admin/campaigns/rewards/${rewardId}/disburse`, targetId: rewardId };
      },
    },
  };
}
