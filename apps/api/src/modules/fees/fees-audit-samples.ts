import { sql } from 'drizzle-orm';
import { oneRow, type AuditSampleContext, type Sample } from '../../testing/audit-samples.ts';

/** One valid call per mutating fees, taxes and limits route, for the audit-coverage suite. */
export function feesAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  const reason = 'Audit coverage sample';
  // Each created schedule or rule starts on a day of its own, so none collides with another.
  const futureDay = () => new Date(Date.UTC(2030, 0, 1) + c.seq() * 86_400_000).toISOString();
  const created = async (path: string, body: object) => {
    const answer = await c.server.call<{ id: string }>('POST', path, { token: c.superToken, body });
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.id;
  };
  const newSchedule = () => created('/admin/fees/schedules', { operation: 'FIAT_DEPOSIT', asset: 'EUR', kycLevel: null, fixedFee: '1', percentage: '0.1', effectiveFrom: futureDay(), reason });
  const newRule = () => created('/admin/fees/taxRules', { name: 'Sample tax', asset: 'EUR', operation: null, percentage: '5', basis: 'FEE', effectiveFrom: futureDay(), reason });
  const customer = () => oneRow<{ id: string }>(c.server, sql`select id from customers order by created_at, id offset ${c.seq() % 20} limit 1`);

  return {
    'POST /admin/fees/schedules': {
      actions: ['fees.schedule.create'], state: 'create',
      prepare: async () => ({ path: '/admin/fees/schedules', body: { operation: 'FIAT_WITHDRAWAL', asset: 'GBP', kycLevel: 1, fixedFee: '0.5', percentage: '0.2', minimumFee: '1', maximumFee: '20', effectiveFrom: futureDay(), reason } }),
    },
    'PUT /admin/fees/schedules/:id': {
      actions: ['fees.schedule.update'], state: 'update',
      prepare: async () => {
        const id = await newSchedule();
        return { path: `/admin/fees/schedules/${id}`, body: { fixedFee: '2', percentage: '0.15', minimumFee: null, maximumFee: '30', reason }, targetId: id };
      },
    },
    'POST /admin/fees/schedules/:id/deactivate': {
      actions: ['fees.schedule.deactivate'], state: 'update',
      prepare: async () => {
        const id = await newSchedule();
        return { path: `/admin/fees/schedules/${id}/deactivate`, body: { reason }, targetId: id };
      },
    },
    'POST /admin/fees/schedules/:id/activate': {
      actions: ['fees.schedule.activate'], state: 'update',
      prepare: async () => {
        const id = await newSchedule();
        await c.server.call('POST', `/admin/fees/schedules/${id}/deactivate`, { token: c.superToken, body: { reason } });
        return { path: `/admin/fees/schedules/${id}/activate`, body: { reason }, targetId: id };
      },
    },
    'POST /admin/fees/taxRules': {
      actions: ['fees.taxRule.create'], state: 'create',
      prepare: async () => ({ path: '/admin/fees/taxRules', body: { name: 'Stamp duty', asset: 'GBP', operation: 'FIAT_WITHDRAWAL', percentage: '0.5', basis: 'AMOUNT', effectiveFrom: futureDay(), reason } }),
    },
    'PUT /admin/fees/taxRules/:id': {
      actions: ['fees.taxRule.update'], state: 'update',
      prepare: async () => {
        const id = await newRule();
        return { path: `/admin/fees/taxRules/${id}`, body: { name: 'Sample tax', percentage: '7.5', basis: 'FEE', reason }, targetId: id };
      },
    },
    'POST /admin/fees/taxRules/:id/deactivate': {
      actions: ['fees.taxRule.deactivate'], state: 'update',
      prepare: async () => {
        const id = await newRule();
        return { path: `/admin/fees/taxRules/${id}/deactivate`, body: { reason }, targetId: id };
      },
    },
    'POST /admin/fees/taxRules/:id/activate': {
      actions: ['fees.taxRule.activate'], state: 'update',
      prepare: async () => {
        const id = await newRule();
        await c.server.call('POST', `/admin/fees/taxRules/${id}/deactivate`, { token: c.superToken, body: { reason } });
        return { path: `/admin/fees/taxRules/${id}/activate`, body: { reason }, targetId: id };
      },
    },
    'PUT /admin/withdrawalLimits': {
      actions: ['limits.level.set'], state: 'update',
      prepare: async () => {
        // The demo sets USD limits for every level: this changes one.
        const { id } = await oneRow<{ id: string }>(c.server, sql`select id from withdrawal_limits where asset = 'USD' and kyc_level = 2`);
        return { path: '/admin/withdrawalLimits', body: { kycLevel: 2, asset: 'USD', per24h: '12000', per30d: '60000', reason }, targetId: id };
      },
    },
    'PUT /admin/customers/:customerId/withdrawalLimitOverrides': {
      actions: ['limits.override.set'], state: 'create',
      prepare: async () => {
        const { id } = await customer();
        return { path: `/admin/customers/${id}/withdrawalLimitOverrides`, body: { asset: 'GBP', per24h: '500', per30d: null, expiresAt: null, reason } };
      },
    },
    'POST /admin/customers/:customerId/withdrawalLimitOverrides/:asset/remove': {
      actions: ['limits.override.remove'], state: 'update',
      prepare: async () => {
        const { id } = await customer();
        await c.server.call('PUT', `/admin/customers/${id}/withdrawalLimitOverrides`, { token: c.superToken, body: { asset: 'TRY', per24h: '1000', per30d: '5000', expiresAt: null, reason } });
        return { path: `/admin/customers/${id}/withdrawalLimitOverrides/TRY/remove`, body: { reason } };
      },
    },
  };
}
