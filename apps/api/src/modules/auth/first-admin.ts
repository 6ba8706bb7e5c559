import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/database.ts';
import { writeAudit } from '../../platform/audit/write-audit.ts';
import { hashPassword } from '../../platform/security/passwords.ts';
import { joinRoleGroup } from '../access/effective-access.ts';
import { admins } from './auth-tables.ts';

export const GENERATED_ADMIN_EMAIL = 'admin@example.com';

/**
 * With no super admin (demo colleagues may exist), creates the first super admin: from ADMIN_EMAIL/ADMIN_PASSWORD, or in
 * embedded mode with a random password returned once for printing. Returns what was created.
 */
export async function ensureFirstAdmin(db: Db, config: Config): Promise<{ email: string; generatedPassword?: string } | null> {
  const [existing] = await db.select({ n: count() }).from(admins).where(eq(admins.role, 'superAdmin'));
  if ((existing?.n ?? 0) > 0) return null;
  let email: string;
  let password: string;
  let generatedPassword: string | undefined;
  if (config.bootstrapAdmin) {
    ({ email, password } = config.bootstrapAdmin);
  } else if (!config.databaseUrl) {
    email = GENERATED_ADMIN_EMAIL;
    password = generatedPassword = randomBytes(12).toString('base64url');
  } else {
    return null;
  }
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(admins)
      .values({ email, name: 'Super Admin', role: 'superAdmin', passwordHash })
      .onConflictDoNothing()
      .returning({ id: admins.id });
    if (created) await joinRoleGroup(tx, created.id, 'superAdmin');
    await writeAudit(tx, { id: null, email: null, ip: 'local', userAgent: 'server start' }, {
      action: 'admin.bootstrap',
      outcome: 'SUCCESS',
      targetType: 'admin',
      targetId: created?.id,
      after: { email, role: 'superAdmin' },
    });
  });
  return { email, generatedPassword };
}
