import { sql } from 'drizzle-orm';
import { oneRow, type AuditSampleContext, type Sample } from '../../testing/audit-samples.ts';

/** One valid call per mutating LEAN route, for the audit-coverage suite. */
export function leanAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  const payerIs = (customer: boolean) =>
    customer
      ? sql`lower(regexp_replace(t.payer_name, '\\s+', '', 'g')) = lower(regexp_replace(c.name, '\\s+', '', 'g'))`
      : sql`lower(regexp_replace(t.payer_name, '\\s+', '', 'g')) <> lower(regexp_replace(c.name, '\\s+', '', 'g'))`;
  // The customer paid: one approval credits it (a third party's would wait for a second admin).
  const awaiting = (offset: number) =>
    oneRow<{ id: string }>(c.server, sql`select t.id from lean_transactions t join customers c on c.id = t.customer_id
      where t.status = 'AWAITING_APPROVAL' and ${payerIs(true)} order by t.reference limit 1 offset ${offset}`);
  // The demo's first approvals are the finance admin's, so the super admin may give the second.
  const firstApproved = () =>
    oneRow<{ id: string }>(c.server, sql`select t.id from lean_transactions t join customers c on c.id = t.customer_id
      where t.status = 'AWAITING_SECOND_APPROVAL' and t.first_approved_by <> ${c.superId} order by t.reference limit 1`);
  return {
    'POST /admin/lean/approveTransaction': {
      actions: ['lean.transaction.approve'], state: 'update',
      prepare: async () => {
        const t = await awaiting(0);
        return { path: '/admin/lean/approveTransaction', body: { transactionId: t.id, notes: 'Payer verified' }, targetId: t.id };
      },
    },
    'POST /admin/lean/secondApproveTransaction': {
      actions: ['lean.transaction.approveSecond'], state: 'update',
      prepare: async () => {
        const t = await firstApproved();
        return { path: '/admin/lean/secondApproveTransaction', body: { transactionId: t.id, notes: 'Third-party payer verified' }, targetId: t.id };
      },
    },
    'POST /admin/lean/rejectTransaction': {
      actions: ['lean.transaction.reject'], state: 'update',
      prepare: async () => {
        const t = await awaiting(1);
        return { path: '/admin/lean/rejectTransaction', body: { transactionId: t.id, reason: 'Third-party payment' }, targetId: t.id };
      },
    },
  };
}
