import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { matchTotpStep } from '../../platform/security/totp.ts';
import type { AuthDeps } from './auth-context.ts';
import { admins } from './auth-tables.ts';

export type CodeVerdict = 'accepted' | 'wrong' | 'replayed';

/**
 * Checks a code against the admin's active (or pending, during setup) secret and burns its time
 * step in one guarded UPDATE: of ten requests racing with the same code exactly one gets
 * 'accepted', and no code of that step or an earlier one is accepted afterwards.
 */
export async function consumeTotpCode(
  deps: AuthDeps,
  adminId: string,
  which: 'active' | 'pending',
  code: string,
  db: DbOrTx = deps.db,
): Promise<CodeVerdict> {
  const [row] = await db
    .select({ secret: admins.totpSecretEnc, pendingSecret: admins.totpPendingSecretEnc })
    .from(admins)
    .where(eq(admins.id, adminId));
  const sealed = which === 'active' ? row?.secret : row?.pendingSecret;
  if (!sealed) return 'wrong';
  const step = matchTotpStep(deps.totpBox.open(sealed), code, deps.now());
  if (step === null) return 'wrong';
  const burned = await db
    .update(admins)
    .set({ totpLastStep: step })
    .where(and(eq(admins.id, adminId), or(isNull(admins.totpLastStep), lt(admins.totpLastStep, step))))
    .returning({ id: admins.id });
  return burned.length === 1 ? 'accepted' : 'replayed';
}
