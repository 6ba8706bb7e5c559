import { sql } from 'drizzle-orm';
import { oneRow, type AuditSampleContext, type Sample } from '../../testing/audit-samples.ts';

/** One valid call per mutating remittance route, for the audit-coverage suite. */
export function remittanceAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  return {
    'POST /admin/remittance/updateCddBeneficiary': {
      actions: ['remittance.beneficiary.reject'], state: 'update',
      prepare: async () => {
        const b = await oneRow<{ id: string }>(c.server, sql`select id from remittance_beneficiaries where status = 'PENDING_REVIEW' order by created_at, id limit 1`);
        return { path: '/admin/remittance/updateCddBeneficiary', body: { beneficiaryId: b.id, status: 'REJECTED', reason: 'Account holder name differs' }, targetId: b.id };
      },
    },
  };
}
