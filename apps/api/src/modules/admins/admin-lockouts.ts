import { and, eq, gt } from 'drizzle-orm';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { AuthenticatedAdmin } from '../../platform/http/route-access.ts';
import { accountKey } from '../../platform/security/login-throttle.ts';
import { getAdminAccess } from '../access/access-queries.ts';
import { admins, loginThrottle } from '../auth/auth-tables.ts';
import { getSubAdmin } from './sub-admins.ts';

/**
 * Lifts another admin's sign-in lockout (LOGIN_MAX_FAILURES wrong passwords or codes) before it
 * expires, from the console: the counters live in the database (login_throttle), shared by every
 * instance, so the server keeps running. The address lockout (LOGIN_IP_MAX_FAILURES) belongs to no
 * admin and stays with the command line tool.
 *
 * Not oneself: a stolen session could otherwise lift the lock that stops it from guessing the
 * password (a password change asks for the current one and counts the failures).
 */
export async function unlockAdmin(db: Db, adminId: string, admin: AuthenticatedAdmin, actor: Actor, now = new Date()) {
  if (adminId === admin.id) throw conflict('admin.cannotUnlockSelf', 'You cannot unlock yourself: another admin must do it');
  await db.transaction(async (tx) => {
    const [target] = await tx.select({ email: admins.email }).from(admins).where(eq(admins.id, adminId));
    if (!target) throw notFound('admin.notFound', 'Admin');
    if ((await getAdminAccess(tx, adminId)).isSuper && admin.role !== 'superAdmin') throw forbidden('access.superAdminOnly', 'Only a super admin changes a super admin');
    // Guarded by the current state: of two admins unlocking at once, one lifts the lock, the other gets 409.
    const [lifted] = await tx
      .delete(loginThrottle)
      .where(and(eq(loginThrottle.key, accountKey(target.email)), gt(loginThrottle.lockedUntil, now)))
      .returning();
    if (!lifted) throw conflict('admin.notLocked', 'This admin is not locked out: there is nothing to unlock');
    await writeAudit(tx, actor, {
      action: 'admins.unlock',
      outcome: 'SUCCESS',
      targetType: 'admin',
      targetId: adminId,
      before: { lockedUntil: lifted.lockedUntil?.toISOString() ?? null, failures: lifted.failures },
      after: { lockedUntil: null, failures: 0 },
    });
  });
  return getSubAdmin(db, adminId);
}
