import { z } from 'zod';
import { queueCountsSchema } from '@exchange/contract/queues/work-queues';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { bearerToken, requireAdmin } from '../../platform/http/route-access.ts';
import { unauthenticated } from '../../platform/errors.ts';
import type { LiveHub } from './live-hub.ts';

const tags = ['queues'];

export function registerQueueRoutes(app: ApiApp, hub: LiveHub) {
  // Any session: each queue is counted for the admins holding its list's read policy.
  app.get('/admin/queues', { config: { access: 'anySession' }, schema: { tags, response: { 200: queueCountsSchema } } },
    (request) => hub.countsFor(new Set(requireAdmin(request).policies)));

  // Server-sent events (see LIVE_EVENT_TYPES). The session is checked on connecting and again
  // whenever sessions or access change anywhere, so a revoked one is cut off at once.
  app.get('/admin/live', {
    config: { access: 'anySession' },
    schema: { tags, description: 'A text/event-stream of queue counts and row changes (see LIVE_EVENT_TYPES in the contract).', response: { 200: z.string() } },
  }, async (request, reply) => {
    const admin = requireAdmin(request);
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    reply.hijack();
    await hub.open(reply.raw, token, admin);
  });
}
