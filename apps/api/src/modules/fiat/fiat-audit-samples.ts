import { sql } from 'drizzle-orm';
import { oneRow, type AuditSampleContext, type Sample } from '../../testing/audit-samples.ts';

/** One valid call per mutating fiat route, for the audit-coverage suite (the demo's rows are Felix's; the super admin checks them). */
export function fiatAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  const deposit = (offset: number) => oneRow<{ id: string }>(c.server, sql`select id from fiat_deposits where status = 'PENDING' order by deposit_number limit 1 offset ${offset}`);
  // Never one the super admin submitted: it approves only another admin's (four-eyes).
  const withdrawal = (status: string, offset = 0) =>
    oneRow<{ id: string }>(c.server, sql`select id from fiat_withdrawals where status = ${status} and submitted_by is distinct from ${c.superId}
      order by withdrawal_number limit 1 offset ${offset}`);
  const update = (path: (id: string) => string, body: unknown, row: () => Promise<{ id: string }>, action: string): Sample => ({
    actions: [action],
    state: 'update',
    prepare: async () => {
      const { id } = await row();
      return { path: path(id), body, targetId: id };
    },
  });
  return {
    'POST /admin/fiat/deposits': {
      actions: ['fiat.deposit.create'], state: 'create',
      prepare: async () => {
        const customer = await oneRow<{ id: string }>(c.server, sql`select id from customers where state = 'ACTIVE' order by email limit 1`);
        return { path: '/admin/fiat/deposits', body: { customerId: customer.id, method: 'BANK_TRANSFER', currency: 'USD', amount: '125.00', reference: `AUDIT-DEP-${c.seq()}` } };
      },
    },
    'POST /admin/fiat/deposits/:id/approve': update((id) => `/admin/fiat/deposits/${id}/approve`, { statementReference: 'AUDIT-STMT-1' }, () => deposit(0), 'fiat.deposit.approve'),
    'POST /admin/fiat/deposits/:id/reject': update((id) => `/admin/fiat/deposits/${id}/reject`, { reason: 'Not on the statement' }, () => deposit(1), 'fiat.deposit.reject'),
    'POST /admin/fiat/withdrawals': {
      actions: ['fiat.withdrawal.create'], state: 'create',
      prepare: async () => {
        // A customer with money, a verified account in its currency and nothing stopping a withdrawal.
        const payee = await oneRow<{ customer_id: string; bank_account_id: string; currency: string }>(c.server, sql`
          select w.customer_id, w.bank_account_id, w.currency from fiat_withdrawals w join customers c on c.id = w.customer_id
          where w.status = 'SENT' and c.state = 'ACTIVE' and c.withdrawals_blocked_at is null order by w.withdrawal_number limit 1`);
        return { path: '/admin/fiat/withdrawals', body: { customerId: payee.customer_id, currency: payee.currency, amount: '1.00', bankAccountId: payee.bank_account_id } };
      },
    },
    'POST /admin/fiat/withdrawals/:id/submitForApproval': update((id) => `/admin/fiat/withdrawals/${id}/submitForApproval`, {}, () => withdrawal('SUBMITTED', 0), 'fiat.withdrawal.submit'),
    'POST /admin/fiat/withdrawals/:id/approve': update((id) => `/admin/fiat/withdrawals/${id}/approve`, { acknowledgeHolds: true }, () => withdrawal('PENDING_APPROVAL'), 'fiat.withdrawal.approve'),
    'POST /admin/fiat/withdrawals/:id/reject': update((id) => `/admin/fiat/withdrawals/${id}/reject`, { reason: 'Customer cancelled' }, () => withdrawal('SUBMITTED', 1), 'fiat.withdrawal.reject'),
    'POST /admin/fiat/withdrawals/:id/markSent': update((id) => `/admin/fiat/withdrawals/${id}/markSent`, { payoutReference: 'AUDIT-PAY-1' }, () => withdrawal('APPROVED', 0), 'fiat.withdrawal.sent'),
    'POST /admin/fiat/withdrawals/:id/markFailed': update((id) => `/admin/fiat/withdrawals/${id}/markFailed`, { reason: 'Returned by the bank' }, () => withdrawal('APPROVED', 1), 'fiat.withdrawal.fail'),
  };
}
