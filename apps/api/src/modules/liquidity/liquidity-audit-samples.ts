import type { AuditSampleContext, Sample } from '../../testing/audit-samples.ts';

/** The one mutating liquidity route of the console, for the audit-coverage suite. */
export function liquidityAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  return {
    'PUT /admin/liquidity/thresholds': {
      actions: ['liquidity.threshold.set'],
      state: 'update',
      prepare: () => Promise.resolve({ path: '/admin/liquidity/thresholds', body: { coin: 'ETH', venueKind: 'HOT_WALLET', venueName: `Audit wallet ${c.seq()}`, minBalance: '12.5' } }),
    },
  };
}
