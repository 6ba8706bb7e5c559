import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ServiceAccount } from '@exchange/contract/integration/service-accounts';
import { SERVICE_SCOPES, type ServiceScope } from '@exchange/contract/integration/integration-rules';
import type { DbOrTx } from '../../platform/db/database.ts';
import { listPage } from '../../platform/db/list-query.ts';
import { notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { serviceAccounts as s } from './integration-tables.ts';

const creator = alias(admins, 'creator');
const revoker = alias(admins, 'revoker');

const isScope = (value: string): value is ServiceScope => (SERVICE_SCOPES as readonly string[]).includes(value);

const columns = {
  account: s,
  creatorName: creator.name,
  revokerName: revoker.name,
};

type Row = { account: typeof s.$inferSelect; creatorName: string | null; revokerName: string | null };

const toServiceAccount = ({ account: a, creatorName, revokerName }: Row): ServiceAccount => ({
  id: a.id,
  name: a.name,
  description: a.description,
  scopes: a.scopes.filter(isScope),
  keyPrefix: a.keyPrefix,
  createdBy: a.createdBy && creatorName !== null ? { id: a.createdBy, name: creatorName } : null,
  createdAt: a.createdAt.toISOString(),
  lastUsedAt: a.lastUsedAt?.toISOString() ?? null,
  revokedAt: a.revokedAt?.toISOString() ?? null,
  revokedBy: a.revokedBy && revokerName !== null ? { id: a.revokedBy, name: revokerName } : null,
  revokeReason: a.revokeReason,
});

const selectAccounts = (db: DbOrTx) =>
  db.select(columns).from(s).leftJoin(creator, eq(creator.id, s.createdBy)).leftJoin(revoker, eq(revoker.id, s.revokedBy)).$dynamic();

export async function getServiceAccount(db: DbOrTx, id: string): Promise<ServiceAccount> {
  const [row] = await selectAccounts(db).where(eq(s.id, id));
  if (!row) throw notFound('serviceAccount.notFound', 'Service account');
  return toServiceAccount(row);
}

export async function listServiceAccounts(db: DbOrTx, q: { page: number; limit: number; withTotal: boolean; status?: 'ACTIVE' | 'REVOKED' | undefined }) {
  const where = q.status === 'ACTIVE' ? isNull(s.revokedAt) : q.status === 'REVOKED' ? isNotNull(s.revokedAt) : undefined;
  const list = await listPage(db, { select: selectAccounts(db), count: s, where: and(where), orderBy: [desc(s.createdAt), desc(s.id)], page: q.page, limit: q.limit, withTotal: q.withTotal });
  return { ...list, items: list.items.map(toServiceAccount) };
}
