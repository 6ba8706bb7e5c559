import { sql } from 'drizzle-orm';
import { oneRow, type AuditSampleContext, type Sample } from '../../testing/audit-samples.ts';

/** One valid call per mutating bank account route, for the audit-coverage suite. */
export function bankAccountsAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  const pending = () => oneRow<{ id: string }>(c.server, sql`select id from customer_bank_accounts where status = 'PENDING' order by created_at, id offset ${c.seq() % 3} limit 1`);
  return {
    'POST /admin/bankAccounts/:bankAccountId/verify': {
      actions: ['bankAccounts.account.verify'], state: 'update',
      prepare: async () => {
        const { id } = await pending();
        return { path: `/admin/bankAccounts/${id}/verify`, targetId: id };
      },
    },
    'POST /admin/bankAccounts/:bankAccountId/reject': {
      actions: ['bankAccounts.account.reject'], state: 'update',
      prepare: async () => {
        const { id } = await pending();
        return { path: `/admin/bankAccounts/${id}/reject`, body: { reason: 'Holder is not the customer' }, targetId: id };
      },
    },
  };
}
