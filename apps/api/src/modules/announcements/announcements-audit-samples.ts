import type { Announcement } from '@exchange/contract/announcements/announcements';
import type { AuditSampleContext, Sample } from '../../testing/audit-samples.ts';

/** One valid call per mutating announcement route, for the audit-coverage suite; each makes its own announcement. */
export function announcementsAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  const content = () => ({
    texts: { en: { title: `Audit news ${c.seq()}`, body: 'Body' } },
    audience: { kind: 'ALL' },
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt: null,
  });
  const made = async (then?: 'publish') => {
    const answer = await c.server.call<Announcement>('POST', '/admin/announcements', { token: c.superToken, body: { channel: 'WEB', ...content() } });
    if (answer.status !== 200) throw new Error(`prepare announcement: ${answer.status} ${JSON.stringify(answer.body)}`);
    if (then) await c.server.call('POST', `/admin/announcements/${answer.body.id}/${then}`, { token: c.superToken });
    return answer.body.id;
  };
  const move = (transition: 'publish' | 'unpublish' | 'archive', from?: 'publish'): Sample => ({
    actions: [`announcement.${transition}`],
    state: 'update',
    prepare: async () => {
      const id = await made(from);
      return { path: `/admin/announcements/${id}/${transition}`, targetId: id };
    },
  });
  return {
    'POST /admin/announcements': {
      actions: ['announcement.create'],
      state: 'create',
      prepare: () => Promise.resolve({ path: '/admin/announcements', body: { channel: 'MOBILE', ...content() } }),
    },
    'PUT /admin/announcements/:id': {
      actions: ['announcement.update'],
      state: 'update',
      prepare: async () => {
        const id = await made();
        return { path: `/admin/announcements/${id}`, body: content(), targetId: id };
      },
    },
    'POST /admin/announcements/:id/publish': move('publish'),
    'POST /admin/announcements/:id/unpublish': move('unpublish', 'publish'),
    'POST /admin/announcements/:id/archive': move('archive'),
  };
}
