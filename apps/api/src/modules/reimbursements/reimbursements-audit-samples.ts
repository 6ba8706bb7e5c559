import { sql } from 'drizzle-orm';
import type { Reimbursement } from '@exchange/contract/reimbursements/reimbursements';
import { TEST_PASSWORD, signIn } from '../../testing/access-test-helpers.ts';
import { oneRow, type AuditSampleContext, type Sample } from '../../testing/audit-samples.ts';

/** One valid call per mutating reimbursement route, for the audit-coverage suite. */
export function reimbursementsAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  const customer = () => oneRow<{ id: string }>(c.server, sql`select id from customers where state = 'ACTIVE' order by email offset ${c.seq() % 20} limit 1`);
  /** A pending credit proposed by another admin than the super admin who decides it (four-eyes). */
  const proposedByAnother = async () => {
    const email = `maker${c.seq()}@example.com`;
    await c.server.createAdmin({ email, password: TEST_PASSWORD, role: 'superAdmin', name: 'Max Maker' });
    const token = await signIn(c.server, email);
    const body = { customerId: (await customer()).id, asset: 'USDT', direction: 'CREDIT', amount: '5', reason: 'Goodwill after an outage', reference: `INC-${c.seq()}` };
    const made = await c.server.call<Reimbursement>('POST', '/admin/reimbursements', { token, body });
    if (made.status !== 200) throw new Error(`prepare reimbursement: ${made.status} ${JSON.stringify(made.body)}`);
    return made.body.id;
  };
  return {
    'POST /admin/reimbursements': {
      actions: ['reimbursements.create'], state: 'create',
      prepare: async () => ({
        path: '/admin/reimbursements',
        body: { customerId: (await customer()).id, asset: 'AED', direction: 'CREDIT', amount: '12.50', reason: 'Bank fee charged twice', reference: `TCK-${c.seq()}` },
      }),
    },
    'POST /admin/reimbursements/:reimbursementId/approve': {
      actions: ['reimbursements.approve'], state: 'update',
      prepare: async () => {
        const id = await proposedByAnother();
        return { path: `/admin/reimbursements/${id}/approve`, body: { note: 'Checked the incident report' }, targetId: id };
      },
    },
    'POST /admin/reimbursements/:reimbursementId/reject': {
      actions: ['reimbursements.reject'], state: 'update',
      prepare: async () => {
        const id = await proposedByAnother();
        return { path: `/admin/reimbursements/${id}/reject`, body: { reason: 'Already refunded by the bank' }, targetId: id };
      },
    },
  };
}
