import { eq } from 'drizzle-orm';
import type { ChangePasswordRequest } from '@exchange/contract/auth/session';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { AuthenticatedAdmin } from '../../platform/http/route-access.ts';
import { hashPassword } from '../../platform/security/passwords.ts';
import { revokeAdminSessions } from '../../platform/security/sessions.ts';
import type { AuthDeps } from './auth-context.ts';
import { admins } from './auth-tables.ts';
import { confirmCurrentPassword } from './password-check.ts';

/** Keeps the caller's session and ends every other one: whoever knew the old password is out. */
export async function changePassword(deps: AuthDeps, admin: AuthenticatedAdmin, body: ChangePasswordRequest, actor: Actor) {
  const action = 'auth.password.change';
  await confirmCurrentPassword(deps, admin.id, admin.email, body.password, 'password', action, actor);
  const passwordHash = await hashPassword(body.newPassword);
  await deps.db.transaction(async (tx) => {
    await tx.update(admins).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(admins.id, admin.id));
    const ended = await revokeAdminSessions(tx, admin.id, admin.sessionId);
    await writeAudit(tx, actor, {
      action,
      outcome: 'SUCCESS',
      targetType: 'admin',
      targetId: admin.id,
      detail: `${ended} other session(s) ended`,
    });
  });
  return { ok: true as const, message: 'Password updated successfully' };
}
