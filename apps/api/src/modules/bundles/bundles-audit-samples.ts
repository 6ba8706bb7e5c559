import type { Bundle } from '@exchange/contract/bundles/bundles';
import type { AuditSampleContext, Sample } from '../../testing/audit-samples.ts';

/** One valid call per mutating bundle route, for the audit-coverage suite; each makes its own bundle. */
export function bundlesAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  const basket = () => ({ name: `Audit Bundle ${c.seq()}`, minInvestment: '10', coins: [{ coin: 'BTC', weight: '50' }, { coin: 'ETH', weight: '50' }] });
  const made = async () => {
    const answer = await c.server.call<Bundle>('POST', '/admin/bundles', { token: c.superToken, body: basket() });
    if (answer.status !== 200) throw new Error(`prepare bundle: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.id;
  };
  return {
    'POST /admin/bundles': {
      actions: ['bundle.create'],
      state: 'create',
      prepare: () => Promise.resolve({ path: '/admin/bundles', body: basket() }),
    },
    'PUT /admin/bundles/:id': {
      actions: ['bundle.update'],
      state: 'update',
      prepare: async () => {
        const id = await made();
        return { path: `/admin/bundles/${id}`, body: { coins: [{ coin: 'BTC', weight: '70' }, { coin: 'ETH', weight: '30' }] }, targetId: id };
      },
    },
    'PUT /admin/bundles/:id/state': {
      actions: ['bundle.activate'],
      state: 'update',
      prepare: async () => {
        const id = await made();
        return { path: `/admin/bundles/${id}/state`, body: { state: 'ACTIVE' }, targetId: id };
      },
    },
  };
}
