import type { OtpSettingList } from '@exchange/contract/otp/otp';
import type { AuditSampleContext, Sample } from '../../testing/audit-samples.ts';

/** One valid call per mutating OTP route, for the audit-coverage suite. */
export function otpAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  return {
    'PUT /admin/otp/methods/:operation': {
      actions: ['otp.method.set'], state: 'update',
      // SMS for adding a bank account, turned the other way each time (EMAIL stays on, so it is never the last).
      prepare: async () => {
        const { body } = await c.server.call<OtpSettingList>('GET', '/admin/otp/methods', { token: c.superToken });
        const sms = body.items.find((s) => s.operation === 'ADD_BANK_ACCOUNT')?.methods.find((m) => m.method === 'SMS');
        return { path: '/admin/otp/methods/ADD_BANK_ACCOUNT', body: { method: 'SMS', enabled: !sms?.enabled }, targetId: 'ADD_BANK_ACCOUNT' };
      },
    },
  };
}
