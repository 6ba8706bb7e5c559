import type { SavedView } from '@exchange/contract/saved-views/saved-views';
import type { AuditSampleContext, Sample } from '../../testing/audit-samples.ts';

/** One valid call per mutating saved-view route, for the audit-coverage suite. */
export function savedViewsAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  const save = async () => {
    const answer = await c.server.call<SavedView>('POST', '/admin/savedViews', { token: c.superToken, body: { listKey: 'fiat.deposits', name: `Audit view ${c.seq()}`, query: 'status=PENDING' } });
    if (answer.status !== 200) throw new Error(`prepare saved view: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.id;
  };
  return {
    'POST /admin/savedViews': {
      actions: ['savedView.create'], state: 'create',
      prepare: async () => ({ path: '/admin/savedViews', body: { listKey: 'customers', name: `Audit create ${c.seq()}`, query: 'state=FROZEN', columns: ['email'] } }),
    },
    'PUT /admin/savedViews/:id': {
      actions: ['savedView.update'], state: 'update',
      prepare: async () => {
        const id = await save();
        return { path: `/admin/savedViews/${id}`, body: { query: 'status=APPROVED' }, targetId: id };
      },
    },
    // The row keeps what was deleted in `before`; there is no `after`.
    'DELETE /admin/savedViews/:id': {
      actions: ['savedView.delete'], state: 'none',
      prepare: async () => {
        const id = await save();
        return { path: `/admin/savedViews/${id}`, targetId: id };
      },
    },
  };
}
