import { eq, sql } from 'drizzle-orm';
import { POLICIES, type Policy } from '@exchange/contract/access/policies';
import type { Role } from '@exchange/contract/auth/session';
import type { DbOrTx } from '../../platform/db/database.ts';
import { accessGroups, adminGroups } from './access-tables.ts';

// Spelled out: drizzle leaves columns unqualified in single-table selects, and inside these
// subqueries a bare "id" would be a group's.
const adminId = sql.raw('"admins"."id"');

/**
 * SQL pieces that compute an admin's access from the tables, for a query selecting from admins;
 * used inside the per-request session lookup so a change applies on the next call.
 */
export const accessColumns = () => ({
  isSuper: sql<boolean>`coalesce((select bool_or(g.is_super) from admin_groups ag join access_groups g on g.id = ag.group_id where ag.admin_id = ${adminId}), false)`,
  groupRequires2fa: sql<boolean>`coalesce((select bool_or(g.require_2fa) from admin_groups ag join access_groups g on g.id = ag.group_id where ag.admin_id = ${adminId}), false)`,
  grantedPolicies: sql<string[]>`array(
    select gp.policy from admin_groups ag join access_group_policies gp on gp.group_id = ag.group_id where ag.admin_id = ${adminId}
    union select ap.policy from admin_policies ap where ap.admin_id = ${adminId})`,
});

/** Super admins hold every policy of the catalogue; unknown names in the tables are ignored. */
export function effectivePolicies(isSuper: boolean, granted: readonly string[]): Policy[] {
  if (isSuper) return [...POLICIES];
  const set = new Set(granted);
  return POLICIES.filter((p) => set.has(p));
}

const ROLE_PRECEDENCE: Role[] = ['superAdmin', 'admin', 'finance', 'support', 'vendorsReadOnly'];

/** The login result's role: the strongest built-in group the admin belongs to. */
export function primaryRole(groupNames: readonly string[]): Role | undefined {
  return ROLE_PRECEDENCE.find((r) => groupNames.includes(r));
}

/** Puts a new admin in the built-in group of its role. */
export async function joinRoleGroup(db: DbOrTx, adminId: string, role: Role): Promise<void> {
  const [group] = await db.select({ id: accessGroups.id }).from(accessGroups).where(eq(accessGroups.name, role));
  if (!group) throw new Error(`built-in group ${role} is missing`);
  await db.insert(adminGroups).values({ adminId, groupId: group.id }).onConflictDoNothing();
}
