import type { AlertRule } from '@exchange/contract/alerts/alerts';
import type { AuditSampleContext, Sample } from '../../testing/audit-samples.ts';

/** One valid call per mutating alert route, for the audit-coverage suite. */
export function alertsAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  const rule = (name: string) => ({ kind: 'QUEUE_SIZE', queue: 'kycToReview', name, threshold: 50, periodMinutes: 60 });
  const create = async () => {
    const answer = await c.server.call<AlertRule>('POST', '/admin/alerts/rules', { token: c.superToken, body: rule(`Audit rule ${c.seq()}`) });
    if (answer.status !== 201) throw new Error(`prepare alert rule: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.id;
  };
  return {
    'POST /admin/alerts/rules': {
      actions: ['alerts.rule.create'], state: 'create',
      prepare: async () => ({ path: '/admin/alerts/rules', body: rule(`Audit create ${c.seq()}`) }),
    },
    'PUT /admin/alerts/rules/:id': {
      actions: ['alerts.rule.update'], state: 'update',
      prepare: async () => {
        const id = await create();
        return { path: `/admin/alerts/rules/${id}`, body: { ...rule(`Audit update ${c.seq()}`), threshold: 80 }, targetId: id };
      },
    },
    'PUT /admin/alerts/rules/:id/enabled': {
      actions: ['alerts.rule.disable'], state: 'update',
      prepare: async () => {
        const id = await create();
        return { path: `/admin/alerts/rules/${id}/enabled`, body: { enabled: false }, targetId: id };
      },
    },
    'DELETE /admin/alerts/rules/:id': {
      actions: ['alerts.rule.delete'], state: 'none',
      prepare: async () => {
        const id = await create();
        return { path: `/admin/alerts/rules/${id}`, targetId: id };
      },
    },
  };
}
