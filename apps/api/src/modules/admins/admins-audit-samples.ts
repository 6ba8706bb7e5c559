import { TEST_PASSWORD } from '../../testing/access-test-helpers.ts';
import type { AuditSampleContext, Sample } from '../../testing/audit-samples.ts';
import { loginThrottle } from '../auth/auth-tables.ts';

/** Password reset links and unlocking, for the audit-coverage suite. */
export function adminsAuditSamples(c: AuditSampleContext): Record<string, Sample> {
  const newAdmin = async (prefix: string) => {
    const email = `${prefix}${c.seq()}@example.com`;
    const id = await c.server.createAdmin({ email, password: TEST_PASSWORD, role: 'support' });
    return { id, email };
  };
  return {
    'POST /auth/forgotPassword': {
      actions: ['admins.password.reset_request'], state: 'none',
      prepare: async () => {
        const { id, email } = await newAdmin('forgetful');
        return { path: '/auth/forgotPassword', token: null, actorId: null, body: { email }, targetId: id };
      },
    },
    'POST /admin/subAdmins/:adminId/sendPasswordReset': {
      actions: ['admins.password.reset_link_send'], state: 'none',
      prepare: async () => {
        const { id } = await newAdmin('reset');
        return { path: `/admin/subAdmins/${id}/sendPasswordReset`, body: {}, targetId: id };
      },
    },
    'POST /admin/subAdmins/:adminId/unlock': {
      actions: ['admins.unlock'], state: 'update',
      prepare: async () => {
        const { id, email } = await newAdmin('locked');
        // The counter as LOGIN_MAX_FAILURES wrong passwords leave it (the suite's limits are relaxed).
        await c.server.database.db.insert(loginThrottle).values({ key: `account:${email}`, failures: 5, windowStartedAt: new Date(), lockedUntil: new Date(Date.now() + 600_000) });
        return { path: `/admin/subAdmins/${id}/unlock`, body: {}, targetId: id };
      },
    },
  };
}
