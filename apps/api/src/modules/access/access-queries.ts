import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AccessGroup, AdminAccess } from '@exchange/contract/access/policies';
import { POLICIES } from '@exchange/contract/access/policies';
import type { DbOrTx } from '../../platform/db/database.ts';
import { notFound } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { accessGroupPolicies, accessGroups, adminGroups, adminPolicies } from './access-tables.ts';
import { accessColumns, effectivePolicies } from './effective-access.ts';

export const policyCatalogue = () => ({ items: POLICIES.map((name) => ({ name, area: name.slice(0, name.lastIndexOf('.')) })) });

export async function listGroups(db: DbOrTx, ids?: string[]): Promise<AccessGroup[]> {
  const rows = await db
    .select({
      id: accessGroups.id,
      name: accessGroups.name,
      description: accessGroups.description,
      isBuiltin: accessGroups.isBuiltin,
      isSuper: accessGroups.isSuper,
      require2fa: accessGroups.require2fa,
      policies: sql<string[]>`array(select p.policy from access_group_policies p where p.group_id = "access_groups"."id" order by p.policy)`,
      members: sql<number>`(select count(*)::int from admin_groups m where m.group_id = "access_groups"."id")`,
    })
    .from(accessGroups)
    .where(ids ? inArray(accessGroups.id, ids) : undefined)
    .orderBy(asc(accessGroups.isBuiltin), asc(accessGroups.name));
  return rows.map((g) => ({ ...g, policies: g.isSuper ? [...POLICIES] : g.policies }));
}

export async function getGroup(db: DbOrTx, id: string): Promise<AccessGroup> {
  const [group] = await listGroups(db, [id]);
  if (!group) throw notFound('group.notFound', 'Group');
  return group;
}

export async function getAdminAccess(db: DbOrTx, adminId: string): Promise<AdminAccess & { isSuper: boolean }> {
  const [admin] = await db.select({ id: admins.id, role: admins.role, ...accessColumns() }).from(admins).where(eq(admins.id, adminId));
  if (!admin) throw notFound('admin.notFound', 'Admin');
  const [groups, own] = await Promise.all([
    db.select({ id: accessGroups.id, name: accessGroups.name }).from(adminGroups).innerJoin(accessGroups, eq(accessGroups.id, adminGroups.groupId)).where(eq(adminGroups.adminId, adminId)).orderBy(accessGroups.name),
    db.select({ policy: adminPolicies.policy }).from(adminPolicies).where(eq(adminPolicies.adminId, adminId)).orderBy(adminPolicies.policy),
  ]);
  return {
    adminId,
    role: admin.role,
    isSuper: admin.isSuper,
    groups,
    ownPolicies: own.map((p) => p.policy),
    effectivePolicies: effectivePolicies(admin.isSuper, admin.grantedPolicies),
  };
}

export async function groupPolicies(db: DbOrTx, groupIds: string[]): Promise<{ policies: Set<string>; includesSuper: boolean; names: string[] }> {
  if (groupIds.length === 0) return { policies: new Set(), includesSuper: false, names: [] };
  const groups = await db.select({ id: accessGroups.id, name: accessGroups.name, isSuper: accessGroups.isSuper }).from(accessGroups).where(inArray(accessGroups.id, groupIds));
  const rows = await db.select({ policy: accessGroupPolicies.policy }).from(accessGroupPolicies).where(inArray(accessGroupPolicies.groupId, groupIds));
  const includesSuper = groups.some((g) => g.isSuper);
  return { policies: new Set(includesSuper ? POLICIES : rows.map((r) => r.policy)), includesSuper, names: groups.map((g) => g.name) };
}
