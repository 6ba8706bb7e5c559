import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { BUILTIN_GROUPS, type Policy, type groupInputSchema, type groupUpdateSchema } from '@exchange/contract/access/policies';
import type { Role } from '@exchange/contract/auth/session';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import type { AuthenticatedAdmin } from '../../platform/http/route-access.ts';
import { AppError, badField, conflict, forbidden } from '../../platform/errors.ts';
import { admins } from '../auth/auth-tables.ts';
import { accessGroupPolicies, accessGroups, adminGroups, adminPolicies } from './access-tables.ts';
import { getAdminAccess, getGroup, groupPolicies } from './access-queries.ts';
import { primaryRole } from './effective-access.ts';

// The role is the strongest built-in group: 'superAdmin' exactly when the admin is in the super group.
const isSuperActor = (actor: AuthenticatedAdmin) => actor.role === 'superAdmin';

/** Nobody hands out (or takes away) a capability it does not hold itself. */
export function requireHolds(actor: AuthenticatedAdmin, changed: Iterable<string>, field: string) {
  const missing = [...changed].filter((p) => !actor.policies.includes(p as Policy));
  if (missing.length > 0) {
    const policies = missing.join(', ');
    throw new AppError(403, 'access.grantNotHeld', `${field}: you cannot grant or revoke what you do not hold (${policies})`, { policies }, [
      { field, code: 'access.grantNotHeld', message: `holds policies you do not have: ${policies}`, params: { policies } },
    ]);
  }
}

const symmetricDifference = (a: Iterable<string>, b: Iterable<string>) => {
  const setA = new Set(a);
  const setB = new Set(b);
  return [...setA].filter((x) => !setB.has(x)).concat([...setB].filter((x) => !setA.has(x)));
};

async function requireMayChangeAdmin(db: DbOrTx, actor: AuthenticatedAdmin, targetId: string) {
  const target = await getAdminAccess(db, targetId);
  if (target.isSuper && !isSuperActor(actor)) throw forbidden('access.superAdminOnly', 'Only a super admin changes a super admin');
  return target;
}

export async function createGroup(db: Db, input: z.infer<typeof groupInputSchema>, actor: Actor) {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(accessGroups).values(input).onConflictDoNothing().returning({ id: accessGroups.id });
    if (!row) throw conflict('group.nameTaken', 'A group with this name exists already');
    await writeAudit(tx, actor, { action: 'access.group.create', outcome: 'SUCCESS', targetType: 'access_group', targetId: row.id, after: input });
    return row.id;
  });
  return getGroup(db, id);
}

export async function updateGroup(db: Db, id: string, input: z.infer<typeof groupUpdateSchema>, admin: AuthenticatedAdmin, actor: Actor) {
  await db.transaction(async (tx) => {
    const before = await getGroup(tx, id);
    // Its 2FA rule and description guard every super admin: only one of them may change it.
    if (before.isSuper && !isSuperActor(admin)) throw forbidden('access.superGroupOnly', 'Only a super admin changes the super admin group');
    if (before.isBuiltin && input.name !== undefined && input.name !== before.name) throw conflict('group.builtinKeepsName', 'A built-in group keeps its name');
    try {
      await tx.update(accessGroups).set({ ...input, updatedAt: new Date() }).where(eq(accessGroups.id, id));
    } catch {
      throw conflict('group.nameTaken', 'A group with this name exists already');
    }
    await writeAudit(tx, actor, {
      action: 'access.group.update', outcome: 'SUCCESS', targetType: 'access_group', targetId: id,
      before: { name: before.name, description: before.description, require2fa: before.require2fa }, after: input,
    });
  });
  return getGroup(db, id);
}

export async function setGroupPolicies(db: Db, id: string, policies: Policy[], admin: AuthenticatedAdmin, actor: Actor) {
  await db.transaction(async (tx) => {
    const before = await getGroup(tx, id);
    if (before.isSuper) throw conflict('group.superGroupFixed', 'The super admin group holds every policy; it cannot be narrowed');
    requireHolds(admin, symmetricDifference(before.policies, policies), 'policies');
    await tx.delete(accessGroupPolicies).where(eq(accessGroupPolicies.groupId, id));
    const unique = [...new Set(policies)];
    if (unique.length) await tx.insert(accessGroupPolicies).values(unique.map((policy) => ({ groupId: id, policy })));
    await writeAudit(tx, actor, { action: 'access.group.policies', outcome: 'SUCCESS', targetType: 'access_group', targetId: id, before: { policies: before.policies }, after: { policies: unique } });
  });
  return getGroup(db, id);
}

export async function setAdminPolicies(db: Db, adminId: string, policies: Policy[], admin: AuthenticatedAdmin, actor: Actor) {
  await db.transaction(async (tx) => {
    const before = await requireMayChangeAdmin(tx, admin, adminId);
    requireHolds(admin, symmetricDifference(before.ownPolicies, policies), 'policies');
    await tx.delete(adminPolicies).where(eq(adminPolicies.adminId, adminId));
    const unique = [...new Set(policies)];
    if (unique.length) await tx.insert(adminPolicies).values(unique.map((policy) => ({ adminId, policy })));
    await writeAudit(tx, actor, { action: 'access.admin.policies', outcome: 'SUCCESS', targetType: 'admin', targetId: adminId, before: { policies: before.ownPolicies }, after: { policies: unique } });
  });
  return getAdminAccess(db, adminId);
}

/** Replaces an admin's groups; the set must hold one built-in group, which becomes its role. */
export async function setAdminGroups(db: Db, adminId: string, groupIds: string[], admin: AuthenticatedAdmin, actor: Actor) {
  await db.transaction(async (tx) => {
    const before = await requireMayChangeAdmin(tx, admin, adminId);
    const wanted = [...new Set(groupIds)];
    const next = await groupPolicies(tx, wanted);
    if (next.names.length !== wanted.length) throw badField('groupIds', 'group.unknown', 'contains an unknown group');
    const role = primaryRole(next.names) as Role | undefined;
    if (!role || !(BUILTIN_GROUPS as readonly string[]).includes(role)) throw badField('groupIds', 'group.builtinRequired', 'must include one built-in group (it becomes the role)');
    const prev = await groupPolicies(tx, before.groups.map((g) => g.id));
    if ((next.includesSuper || prev.includesSuper) && next.includesSuper !== prev.includesSuper && !isSuperActor(admin)) {
      throw forbidden('access.superGroupOnly', 'Only a super admin grants or removes the super admin group');
    }
    requireHolds(admin, symmetricDifference(prev.policies, next.policies), 'groupIds');
    if (prev.includesSuper && !next.includesSuper) await requireAnotherSuper(tx, adminId);
    await tx.delete(adminGroups).where(eq(adminGroups.adminId, adminId));
    await tx.insert(adminGroups).values(wanted.map((groupId) => ({ adminId, groupId })));
    await tx.update(admins).set({ role }).where(eq(admins.id, adminId));
    await writeAudit(tx, actor, {
      action: 'access.admin.groups', outcome: 'SUCCESS', targetType: 'admin', targetId: adminId,
      before: { groups: before.groups.map((g) => g.name), role: before.role }, after: { groups: next.names, role },
    });
  });
  return getAdminAccess(db, adminId);
}

/** The console must never lose its last super admin. */
export async function requireAnotherSuper(db: DbOrTx, leavingAdminId: string) {
  // Two super admins removing each other at once must not both see the other one still there:
  // whoever gets here second waits for the first to commit, then counts again.
  await db.execute(sql`select pg_advisory_xact_lock(727070002)`);
  const supers = await db
    .select({ id: adminGroups.adminId })
    .from(adminGroups)
    .innerJoin(accessGroups, eq(accessGroups.id, adminGroups.groupId))
    .innerJoin(admins, eq(admins.id, adminGroups.adminId))
    .where(and(eq(accessGroups.isSuper, true), eq(admins.isActive, true)));
  if (supers.every((s) => s.id === leavingAdminId)) throw conflict('admin.lastSuperAdmin', 'This is the last active super admin');
}
