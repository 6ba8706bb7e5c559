import { sql } from 'drizzle-orm';
import { oneRow, type AuditSampleContext, type Sample } from '../../testing/audit-samples.ts';

/** One valid call per mutating KYC route, for the audit-coverage suite. */
export function kycAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  const request = (status: string) => oneRow<{ id: string }>(c.server, sql`select id from kyc_requests where status = ${status} order by submitted_at, id offset ${c.seq() % 3} limit 1`);
  const assigned = async () => {
    const { id } = await request('SUBMITTED');
    const answer = await c.server.call('POST', `/admin/kyc/requests/${id}/assign`, { token: c.superToken });
    if (answer.status !== 200) throw new Error(`prepare assign: ${answer.status}`);
    return id;
  };
  return {
    'POST /admin/kyc/requests/:requestId/assign': {
      actions: ['kyc.request.assign'], state: 'update',
      prepare: async () => {
        const { id } = await request('SUBMITTED');
        return { path: `/admin/kyc/requests/${id}/assign`, targetId: id };
      },
    },
    'POST /admin/kyc/requests/:requestId/approve': {
      actions: ['kyc.request.approve'], state: 'update',
      prepare: async () => {
        const id = await assigned();
        return { path: `/admin/kyc/requests/${id}/approve`, body: { note: 'Checked' }, targetId: id };
      },
    },
    'POST /admin/kyc/requests/:requestId/reject': {
      actions: ['kyc.request.request_resubmission'], state: 'update',
      prepare: async () => {
        const id = await assigned();
        return { path: `/admin/kyc/requests/${id}/reject`, body: { type: 'RETRY', reason: 'DOCUMENT_UNREADABLE', retryItems: ['ID_DOCUMENT'] }, targetId: id };
      },
    },
    'POST /admin/kyc/requests/:requestId/documents': {
      actions: ['kyc.document.upload'], state: 'create',
      // The upload is multipart: its own suite (kyc.test.ts) checks it; here it needs a form body.
      prepare: async () => {
        const { id } = await request('SUBMITTED');
        return { path: `/admin/kyc/requests/${id}/documents?kind=SELFIE`, multipart: { field: 'file', fileName: 'selfie.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') } };
      },
    },
  };
}
