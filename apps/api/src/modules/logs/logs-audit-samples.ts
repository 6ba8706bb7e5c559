import type { AuditSampleContext, Sample } from '../../testing/audit-samples.ts';

export function logsAuditSamples(_c: AuditSampleContext): Record<string, Sample> {
  return {
    'POST /admin/listCloudWatchLogs': {
      actions: ['logs.download_link.create'],
      state: 'create',
      prepare: async () => ({ path: '/admin/listCloudWatchLogs', body: { from: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10), to: new Date().toISOString().slice(0, 10) }, targetId: 'public-api' }),
    },
  };
}
