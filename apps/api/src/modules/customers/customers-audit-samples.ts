import { sql } from 'drizzle-orm';
import { oneRow, type AuditSampleContext, type Sample } from '../../testing/audit-samples.ts';

/** One valid call per mutating customer route, for the audit-coverage suite. */
export function customersAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  // Each call takes a different demo customer, so a rerun of a sample never meets one it changed already.
  const customer = (where: ReturnType<typeof sql>) =>
    oneRow<{ id: string }>(c.server, sql`select id from customers where ${where} order by email offset ${c.seq() % 20} limit 1`);
  const plain = sql`state = 'ACTIVE' and withdrawals_blocked_at is null and trading_blocked_at is null`;
  const sample = (action: string, where: ReturnType<typeof sql>, path: (id: string) => string, body: unknown, state: Sample['state'] = 'update'): Sample => ({
    actions: [action], state,
    prepare: async () => {
      const { id } = await customer(where);
      return { path: path(id), body, targetId: id };
    },
  });
  return {
    'POST /admin/customers/:customerId/activate': sample('customers.activate', sql`state = 'PENDING'`, (id) => `/admin/customers/${id}/activate`, {}),
    'POST /admin/customers/:customerId/freeze': sample('customers.freeze', plain, (id) => `/admin/customers/${id}/freeze`, { reason: 'Suspicious logins' }),
    'POST /admin/customers/:customerId/unfreeze': sample('customers.unfreeze', sql`state = 'FROZEN' and frozen_until is null`, (id) => `/admin/customers/${id}/unfreeze`, { reason: 'Cleared' }),
    'POST /admin/customers/:customerId/close': sample('customers.close', plain, (id) => `/admin/customers/${id}/close`, { reason: 'Asked to close' }),
    'POST /admin/customers/:customerId/block': sample('customers.block.trading', plain, (id) => `/admin/customers/${id}/block`, { block: 'TRADING', reason: 'Pattern review' }),
    'POST /admin/customers/:customerId/unblock': sample('customers.unblock.withdrawals', sql`state = 'ACTIVE' and withdrawals_blocked_at is not null and withdrawals_blocked_until is null`,
      (id) => `/admin/customers/${id}/unblock`, { block: 'WITHDRAWALS', reason: 'Documents received' }),
    'PUT /admin/customers/:customerId/labels': sample('customers.labels', plain, (id) => `/admin/customers/${id}/labels`, { labels: ['VIP'] }),
    'PATCH /admin/customers/:customerId': sample('customers.profile', plain, (id) => `/admin/customers/${id}`, { name: 'Renamed Customer', reason: 'Passport spelling' }),
    'POST /admin/customers/:customerId/notes': sample('customers.note', plain, (id) => `/admin/customers/${id}/notes`, { body: 'Called the customer' }, 'create'),
  };
}
