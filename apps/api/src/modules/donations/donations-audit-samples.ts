import type { DonationCause } from '@exchange/contract/donations/donations';
import type { AuditSampleContext, Sample } from '../../testing/audit-samples.ts';

/** One valid call per mutating donation route, for the audit-coverage suite; each makes its own cause. */
export function donationsAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  const cause = () => ({ name: `Audit cause ${c.seq()}`, asset: 'USDT', target: '1000' });
  const made = async () => {
    const answer = await c.server.call<DonationCause>('POST', '/admin/donations/causes', { token: c.superToken, body: cause() });
    if (answer.status !== 200) throw new Error(`prepare cause: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.id;
  };
  return {
    'POST /admin/donations/causes': { actions: ['donations.cause.create'], state: 'create', prepare: () => Promise.resolve({ path: '/admin/donations/causes', body: cause() }) },
    'PUT /admin/donations/causes/:id': {
      actions: ['donations.cause.update'], state: 'update',
      prepare: async () => {
        const id = await made();
        return { path: `/admin/donations/causes/${id}`, body: { target: '2000' }, targetId: id };
      },
    },
    'POST /admin/donations/causes/:id/close': {
      actions: ['donations.cause.close'], state: 'update',
      prepare: async () => {
        const id = await made();
        return { path: `/admin/donations/causes/${id}/close`, body: { reason: 'Target met' }, targetId: id };
      },
    },
  };
}
