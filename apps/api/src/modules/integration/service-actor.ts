import { SERVICE_SCOPES } from '@exchange/contract/integration/integration-rules';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { serviceAccounts } from './integration-tables.ts';
import { createServiceAccount } from './service-account-commands.ts';

/**
 * The actor a /platform call gets, for a service account of this name (made with every scope if
 * there is none): demo data and tests call the reporting commands in-process as the exchange's
 * services would, so the ledger and the audit name a real service account.
 */
export async function serviceAccountActor(db: Db, name: string, by: Actor): Promise<Actor> {
  const [found] = await db.select({ id: serviceAccounts.id }).from(serviceAccounts).where(eq(serviceAccounts.name, name));
  const id = found?.id ?? (await createServiceAccount(db, { name, scopes: [...SERVICE_SCOPES] }, by)).account.id;
  return { id: null, email: null, serviceAccountId: id, ip: '127.0.0.1', userAgent: name };
}
