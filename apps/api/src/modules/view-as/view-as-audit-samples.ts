import { sql } from 'drizzle-orm';
import type { VerifyEmailOtpResult } from '@exchange/contract/view-as/view-as';
import { mailsTo } from '../../testing/access-test-helpers.ts';
import { oneRow, type AuditSampleContext, type Sample } from '../../testing/audit-samples.ts';

/** One valid call per mutating view-as route, for the audit-coverage suite. */
export function viewAsAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  /** A fresh code in the super admin's mailbox (the one-a-minute limit moved out of the way). */
  const mailedCode = async () => {
    await c.server.database.db.execute(sql`update admin_email_otps set sent_at = now() - interval '2 minutes' where admin_id = ${c.superId}`);
    const sent = await c.server.call('GET', '/admin/sendOtp', { token: c.superToken });
    if (sent.status !== 200) throw new Error(`sendOtp: ${sent.status}`);
    const mails = mailsTo(c.outbox, c.superEmail);
    const code = /code is (\d{6})/.exec(mails[mails.length - 1]?.body ?? '')?.[1];
    if (!code) throw new Error('no code mailed');
    return code;
  };
  return {
    'POST /admin/verifyEmailOtp': {
      actions: ['viewAs.otp.verify'], state: 'none',
      prepare: async () => ({ path: '/admin/verifyEmailOtp', body: { code: await mailedCode() }, targetId: c.superId }),
    },
    'POST /admin/generateUserToken': {
      actions: ['customers.view_as'], state: 'create',
      prepare: async () => {
        const verified = await c.server.call<VerifyEmailOtpResult>('POST', '/admin/verifyEmailOtp', { token: c.superToken, body: { code: await mailedCode() } });
        const customer = await oneRow<{ id: string }>(c.server, sql`select id from customers order by email limit 1`);
        return { path: '/admin/generateUserToken', body: { customerId: customer.id, reason: 'Customer asked for help with a deposit', proof: verified.body.proof }, targetId: customer.id };
      },
    },
  };
}
