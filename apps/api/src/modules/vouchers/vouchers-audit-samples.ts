import type { CreatedVoucherBatch } from '@exchange/contract/vouchers/vouchers';
import type { AuditSampleContext, Sample } from '../../testing/audit-samples.ts';

/** One valid call per mutating voucher route, for the audit-coverage suite; each makes its own batch. */
export function vouchersAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  const batch = () => ({ name: `Audit vouchers ${c.seq()}`, asset: 'USDT', amountPerCode: '5', codeCount: 2, expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString() });
  const made = async (paused = false) => {
    const answer = await c.server.call<CreatedVoucherBatch>('POST', '/admin/vouchers', { token: c.superToken, body: batch() });
    if (answer.status !== 200) throw new Error(`prepare voucher batch: ${answer.status} ${JSON.stringify(answer.body)}`);
    const id = answer.body.batch.id;
    if (paused) await c.server.call('POST', `/admin/vouchers/${id}/pause`, { token: c.superToken, body: { reason: 'Audit sample' } });
    return id;
  };
  return {
    'POST /admin/vouchers': { actions: ['vouchers.batch.create'], state: 'create', prepare: () => Promise.resolve({ path: '/admin/vouchers', body: batch() }) },
    'POST /admin/vouchers/:id/pause': {
      actions: ['vouchers.batch.pause'], state: 'update',
      prepare: async () => {
        const id = await made();
        return { path: `/admin/vouchers/${id}/pause`, body: { reason: 'Fraud check' }, targetId: id };
      },
    },
    'POST /admin/vouchers/:id/resume': {
      actions: ['vouchers.batch.resume'], state: 'update',
      prepare: async () => {
        const id = await made(true);
        return { path: `/admin/vouchers/${id}/resume`, targetId: id };
      },
    },
    'POST /admin/vouchers/:id/revoke': {
      actions: ['vouchers.batch.revoke'], state: 'update',
      prepare: async () => {
        const id = await made();
        return { path: `/admin/vouchers/${id}/revoke`, body: { reason: 'Campaign over' }, targetId: id };
      },
    },
  };
}
