import { sql } from 'drizzle-orm';
import { oneRow, type AuditSampleContext, type Sample } from '../../testing/audit-samples.ts';

/** One valid call per mutating LEAN route, for the audit-coverage suite. */
export function leanAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  const awaiting = (offset: number) =>
    oneRow<{ id: string }>(c.server, sql`select id from lean_transactions where status = 'AWAITING_APPROVAL' order by reference limit 1 offset ${offset}`);
  return {
    'POST /admin/lean/approveTransaction': {
      actions: ['lean.transaction.approve'], state: 'update',
      prepare: async () => {
        const t = await awaiting(0);
        return { path: '/admin/lean/approveTransaction', body: { transactionId: t.id, notes: 'Payer verified' }, targetId: t.id };
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
