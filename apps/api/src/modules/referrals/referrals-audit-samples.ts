import { sql } from 'drizzle-orm';
import { oneRow, type AuditSampleContext, type Sample } from '../../testing/audit-samples.ts';

/** One valid call per mutating referral route, for the audit-coverage suite. */
export function referralsAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  // Each call takes a different demo reward, so a rerun of a sample never meets one it decided already;
  // never one the super admin approved (four-eyes: it disburses only another admin's approvals).
  const reward = (status: 'PENDING' | 'APPROVED') =>
    oneRow<{ id: string }>(c.server, sql`select id from referral_rewards where status = ${status} and approved_by is distinct from ${c.superId}
      order by created_at, id offset ${c.seq() % 20} limit 1`);

  return {
    'POST /admin/referral/actionOnReward': {
      actions: ['referrals.reward.approve'], state: 'update',
      prepare: async () => {
        const { id } = await reward('PENDING');
        return { path: '/admin/referral/actionOnReward', body: { rewardId: id, action: 'APPROVE', reason: 'Checks cleared' }, targetId: id };
      },
    },
    'POST /admin/referral/rewardDisburse': {
      actions: ['referrals.reward.disburse'], state: 'update',
      prepare: async () => {
        const { id } = await reward('APPROVED');
        return { path: '/admin/referral/rewardDisburse', body: { rewardId: id }, targetId: id };
      },
    },
  };
}
