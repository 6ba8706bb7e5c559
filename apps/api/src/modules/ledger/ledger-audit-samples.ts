import type { AuditSampleContext, Sample } from '../../testing/audit-samples.ts';

/** One valid call per mutating ledger route, for the audit-coverage suite. */
export function ledgerAuditSamples(_c: AuditSampleContext): Record<string, Sample> {
  return {
    'POST /admin/ledger/reconciliations': {
      actions: ['ledger.reconciliation.run'], state: 'create',
      prepare: async () => ({ path: '/admin/ledger/reconciliations' }),
    },
  };
}
