import { eq } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import { badField, tooManyAttempts } from '../../platform/errors.ts';
import { accountKey, isLocked, ipKey, recordFailure } from '../../platform/security/login-throttle.ts';
import { verifyPassword } from '../../platform/security/passwords.ts';
import { accountRule, type AuthDeps } from './auth-context.ts';
import { admins } from './auth-tables.ts';

/**
 * Re-checks the current password of a signed-in admin before a sensitive change. Failures count
 * toward the same lockout as sign-in, so a stolen session cannot be used to guess the password.
 */
export async function confirmCurrentPassword(
  deps: AuthDeps,
  adminId: string,
  email: string,
  password: string,
  field: string,
  action: string,
  actor: Actor,
) {
  if (await isLocked(deps.db, [ipKey(actor.ip), accountKey(email)])) {
    await writeAudit(deps.db, actor, { action, outcome: 'DENIED', detail: 'locked out after repeated failures' });
    throw tooManyAttempts();
  }
  const [admin] = await deps.db.select().from(admins).where(eq(admins.id, adminId));
  if (!admin || !(await verifyPassword(admin.passwordHash, password))) {
    await recordFailure(deps.db, accountKey(email), accountRule(deps.config));
    await writeAudit(deps.db, actor, { action, outcome: 'FAILURE', detail: 'wrong current password' });
    throw badField(field, 'auth.wrongPassword', 'is not your current password');
  }
  return admin;
}
