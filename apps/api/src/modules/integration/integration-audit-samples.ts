import { sql } from 'drizzle-orm';
import type { CreatedServiceAccount } from '@exchange/contract/integration/service-accounts';
import type { CreatedWebhookEndpoint } from '@exchange/contract/integration/webhooks';
import { oneRow, type AuditSampleContext, type Sample } from '../../testing/audit-samples.ts';
import { scheduleDelivery } from './emit-event.ts';

/** One valid call per mutating integration route, for the audit-coverage suite. */
export function integrationAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  const post = async <T>(path: string, body: unknown) => (await c.server.call<T>('POST', path, { token: c.superToken, body })).body;
  const newAccount = () => post<CreatedServiceAccount>('/admin/integration/service-accounts', { name: `Audit service ${c.seq()}`, scopes: ['deposits.report'] });
  const newEndpoint = () => post<CreatedWebhookEndpoint>('/admin/integration/webhooks', { url: 'http://127.0.0.1:9/audit', eventTypes: ['kyc.approved'] });
  return {
    'POST /admin/integration/service-accounts': {
      actions: ['integration.serviceAccount.create'], state: 'create',
      prepare: async () => ({ path: '/admin/integration/service-accounts', body: { name: `Audit rails ${c.seq()}`, scopes: ['deposits.report', 'payouts.report'] } }),
    },
    'POST /admin/integration/service-accounts/:id/revoke': {
      actions: ['integration.serviceAccount.revoke'], state: 'update',
      prepare: async () => {
        const { account } = await newAccount();
        return { path: `/admin/integration/service-accounts/${account.id}/revoke`, body: { reason: 'audit sample' }, targetId: account.id };
      },
    },
    'POST /admin/integration/webhooks': {
      actions: ['integration.webhook.create'], state: 'create',
      prepare: async () => ({ path: '/admin/integration/webhooks', body: { url: 'https://exchange.example/hooks', eventTypes: ['deposit.credited'] } }),
    },
    'PATCH /admin/integration/webhooks/:id': {
      actions: ['integration.webhook.update'], state: 'update',
      prepare: async () => {
        const { endpoint } = await newEndpoint();
        return { path: `/admin/integration/webhooks/${endpoint.id}`, body: { enabled: false }, targetId: endpoint.id };
      },
    },
    'POST /admin/integration/deliveries/:id/redeliver': {
      actions: ['integration.webhook.redeliver'], state: 'update',
      prepare: async () => {
        const { endpoint } = await newEndpoint();
        const event = await oneRow<{ id: string }>(c.server, sql`insert into integration_events (type, subject_type, subject_id, data) values ('kyc.approved', 'KYC_REQUEST', 'audit', '{}') returning id`);
        const id = await c.server.database.db.transaction((tx) => scheduleDelivery(tx, event.id, endpoint.id, 'kyc.approved'));
        return { path: `/admin/integration/deliveries/${id}/redeliver`, targetId: id };
      },
    },
  };
}
