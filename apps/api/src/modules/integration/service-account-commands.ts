import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CreateServiceAccount, CreatedServiceAccount, ServiceAccount } from '@exchange/contract/integration/service-accounts';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { uniqueOr } from '../../platform/db/unique-violation.ts';
import { conflict, conflictOn } from '../../platform/errors.ts';
import { generateApiKey, hashApiKey, KEY_PREFIX_SHOWN } from './api-keys.ts';
import { serviceAccounts as s } from './integration-tables.ts';
import { getServiceAccount } from './service-account-queries.ts';

const audited = (account: ServiceAccount) => ({ name: account.name, scopes: account.scopes, keyPrefix: account.keyPrefix });

/** A new service account and its API key: the key is returned this once and kept only as a hash. */
export async function createServiceAccount(db: Db, body: CreateServiceAccount, actor: Actor): Promise<CreatedServiceAccount> {
  const apiKey = generateApiKey();
  const id = await db.transaction(async (tx) => {
    const [row] = await uniqueOr(
      () =>
        tx
          .insert(s)
          .values({ name: body.name, description: body.description ?? null, scopes: [...new Set(body.scopes)], keyPrefix: apiKey.slice(0, KEY_PREFIX_SHOWN), keyHash: hashApiKey(apiKey), createdBy: actor.id })
          .returning({ id: s.id }),
      () => conflictOn('name', 'serviceAccount.nameTaken', 'Another service account has this name'),
    );
    if (!row) throw new Error('service account insert returned nothing');
    const account = await getServiceAccount(tx, row.id);
    await writeAudit(tx, actor, { action: 'integration.serviceAccount.create', outcome: 'SUCCESS', targetType: 'service_account', targetId: row.id, after: audited(account) });
    return row.id;
  });
  return { account: await getServiceAccount(db, id), apiKey };
}

/**
 * Revokes the key for good: every instance looks the key up on every call (no cache), so the
 * next call with it is refused wherever it lands.
 */
export async function revokeServiceAccount(db: Db, id: string, reason: string, actor: Actor): Promise<ServiceAccount> {
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(s)
      .set({ revokedAt: sql`now()`, revokedBy: actor.id, revokeReason: reason })
      .where(and(eq(s.id, id), isNull(s.revokedAt)))
      .returning({ id: s.id });
    const account = await getServiceAccount(tx, id);
    if (!changed) throw conflict('serviceAccount.revoked', 'This service account is revoked already');
    await writeAudit(tx, actor, { action: 'integration.serviceAccount.revoke', outcome: 'SUCCESS', targetType: 'service_account', targetId: id, before: { revoked: false }, after: { ...audited(account), revoked: true, reason } });
  });
  return getServiceAccount(db, id);
}
