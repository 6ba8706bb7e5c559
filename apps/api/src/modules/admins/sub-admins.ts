import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { InviteSubAdmin, SubAdmin, listSubAdminsQuerySchema } from '@exchange/contract/admins/sub-admins';
import type { Role } from '@exchange/contract/auth/session';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { containing, defineFilters, listPage } from '../../platform/db/list-query.ts';
import type { AuthenticatedAdmin } from '../../platform/http/route-access.ts';
import { conflict, conflictOn, forbidden, notFound } from '../../platform/errors.ts';
import { accountKeySql } from '../../platform/security/login-throttle.ts';
import { hashPassword } from '../../platform/security/passwords.ts';
import { revokeAdminSessions } from '../../platform/security/sessions.ts';
import { requireAnotherSuper, setAdminGroups } from '../access/access-commands.ts';
import { getAdminAccess } from '../access/access-queries.ts';
import { adminSessions, admins } from '../auth/auth-tables.ts';
import { issuePasswordLink, mailPasswordLink, type PasswordLinkDeps } from './password-links.ts';

export type SubAdminDeps = PasswordLinkDeps;

const columns = {
  id: admins.id,
  name: admins.name,
  email: admins.email,
  role: admins.role,
  isActive: admins.isActive,
  isGAuthEnabled: admins.totpEnabled,
  invitationPending: sql<boolean>`not ${admins.passwordIsSet}`,
  createdAt: admins.createdAt,
  groups: sql<{ id: string; name: string }[]>`coalesce((select json_agg(json_build_object('id', g.id, 'name', g.name) order by g.name) from admin_groups ag join access_groups g on g.id = ag.group_id where ag.admin_id = "admins"."id"), '[]'::json)`,
  lastSeenAt: sql<string | null>`(select max(s.last_seen_at)::text from admin_sessions s where s.admin_id = "admins"."id")`,
  // The sign-in lockout as every instance sees it (table login_throttle), not any process's memory.
  lockedUntil: sql<string | null>`(select t.locked_until::text from login_throttle t where t.key = ${accountKeySql(admins.email)} and t.locked_until > now())`,
};

const toSubAdmin = (r: { createdAt: Date; lastSeenAt: string | null; lockedUntil: string | null } & Omit<SubAdmin, 'createdAt' | 'lastSeenAt' | 'lockedUntil'>): SubAdmin => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  lastSeenAt: r.lastSeenAt ? new Date(r.lastSeenAt).toISOString() : null,
  lockedUntil: r.lockedUntil ? new Date(r.lockedUntil).toISOString() : null,
});

export type ListSubAdminsFilters = z.infer<typeof listSubAdminsQuerySchema>;

export const subAdminFilters = defineFilters<ListSubAdminsFilters>({
  search: (v) => or(ilike(admins.name, containing(v)), ilike(admins.email, containing(v))),
  isActive: (v) => eq(admins.isActive, v === 'true'),
});

export async function listSubAdmins(db: DbOrTx, q: z.infer<typeof listSubAdminsQuerySchema>) {
  const list = await listPage(db, {
    select: db.select(columns).from(admins).$dynamic(),
    count: admins,
    where: subAdminFilters.where(q),
    orderBy: [desc(admins.createdAt), desc(admins.id)],
    page: q.page,
    limit: q.limit,
    withTotal: q.withTotal,
  });
  return { ...list, items: list.items.map(toSubAdmin) };
}

export async function getSubAdmin(db: DbOrTx, id: string) {
  const [row] = await db.select(columns).from(admins).where(eq(admins.id, id));
  if (!row) throw notFound('admin.notFound', 'Admin');
  return toSubAdmin(row);
}

export async function inviteSubAdmin(deps: SubAdminDeps, input: InviteSubAdmin, admin: AuthenticatedAdmin, actor: Actor) {
  const { db } = deps;
  const { id, link } = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(admins)
      // The stored hash is of a random secret nobody knows: the account is unusable until the link is used.
      .values({ email: input.email, name: input.name, role: 'support' satisfies Role, passwordHash: await hashPassword(randomBytes(32).toString('hex')), passwordIsSet: false })
      .onConflictDoNothing()
      .returning({ id: admins.id });
    if (!created) throw conflictOn('email', 'admin.emailTaken', 'belongs to an admin already');
    await setAdminGroups(tx, created.id, input.groupIds, admin, actor);
    const issued = await issuePasswordLink(tx, deps, created.id, admin.id, 'invitation');
    await writeAudit(tx, actor, { action: 'admins.invite', outcome: 'SUCCESS', targetType: 'admin', targetId: created.id, after: { email: input.email, name: input.name, groupIds: input.groupIds } });
    return { id: created.id, link: issued };
  });
  await mailPasswordLink(deps, input.email, input.name, link, 'invitation');
  return getSubAdmin(db, id);
}

const linkSent = {
  invitation: { audit: 'admins.invitation.resend', mail: 'invitation' },
  reset: { audit: 'admins.password.reset_link_send', mail: 'reset-sent' },
} as const;

/**
 * A fresh one-time link: the invitation again for an admin who has not set a password yet, or a
 * password reset link for one who has (it forgot it, or should change it). A reset changes the
 * password only when the admin uses the link, which also ends its sessions.
 */
export async function sendPasswordLink(deps: SubAdminDeps, adminId: string, kind: 'invitation' | 'reset', admin: AuthenticatedAdmin, actor: Actor) {
  const link = await deps.db.transaction(async (tx) => {
    await lockLinkTarget(tx, adminId, admin, kind);
    const issued = await issuePasswordLink(tx, deps, adminId, admin.id, kind);
    await writeAudit(tx, actor, { action: linkSent[kind].audit, outcome: 'SUCCESS', targetType: 'admin', targetId: adminId });
    return issued;
  });
  const target = await getSubAdmin(deps.db, adminId);
  await mailPasswordLink(deps, target.email, target.name, link, linkSent[kind].mail);
  return target;
}

/**
 * Who may be sent a link, checked on the locked row (a link being used at the same moment waits):
 * an active admin, a super admin only by a super admin; an invitation while no password is set, a
 * reset once one is.
 */
async function lockLinkTarget(tx: DbOrTx, adminId: string, admin: AuthenticatedAdmin, kind: 'invitation' | 'reset') {
  const [target] = await tx.select({ isActive: admins.isActive, passwordIsSet: admins.passwordIsSet }).from(admins).where(eq(admins.id, adminId)).for('update');
  if (!target) throw notFound('admin.notFound', 'Admin');
  if ((await getAdminAccess(tx, adminId)).isSuper && admin.role !== 'superAdmin') throw forbidden('access.superAdminOnly', 'Only a super admin changes a super admin');
  if (!target.isActive) throw conflict('admin.deactivated', 'The admin is deactivated: activate it first');
  if (kind === 'invitation' && target.passwordIsSet) throw conflict('admin.passwordAlreadySet', 'This admin has set a password already: send a password reset link instead');
  if (kind === 'reset' && !target.passwordIsSet) throw conflict('admin.passwordNotSet', 'This admin has not set a password yet: resend the invitation instead');
}

export async function setSubAdminActive(db: Db, adminId: string, isActive: boolean, admin: AuthenticatedAdmin, actor: Actor) {
  if (adminId === admin.id) throw conflict('admin.cannotDeactivateSelf', 'You cannot deactivate yourself');
  await db.transaction(async (tx) => {
    const access = await getAdminAccess(tx, adminId);
    if (access.isSuper && admin.role !== 'superAdmin') throw forbidden('access.superAdminOnly', 'Only a super admin changes a super admin');
    const [before] = await tx.select({ isActive: admins.isActive }).from(admins).where(eq(admins.id, adminId)).for('update');
    if (!before) throw notFound('admin.notFound', 'Admin');
    if (!isActive && access.isSuper) await requireAnotherSuper(tx, adminId);
    await tx.update(admins).set({ isActive }).where(eq(admins.id, adminId));
    // Deactivation is immediate: every open session ends in the same transaction.
    const ended = isActive ? 0 : await revokeAdminSessions(tx, adminId);
    await writeAudit(tx, actor, {
      action: isActive ? 'admins.activate' : 'admins.deactivate', outcome: 'SUCCESS', targetType: 'admin', targetId: adminId,
      before: { isActive: before.isActive }, after: { isActive }, detail: ended ? `${ended} session(s) ended` : undefined,
    });
  });
  return getSubAdmin(db, adminId);
}

export async function listAdminSessions(db: DbOrTx, adminId: string, currentSessionId: string) {
  await getSubAdmin(db, adminId);
  const rows = await db
    .select()
    .from(adminSessions)
    .where(and(eq(adminSessions.adminId, adminId), isNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, new Date())))
    .orderBy(desc(adminSessions.lastSeenAt));
  return {
    items: rows.map((s) => ({
      id: s.id,
      kind: s.kind as 'pending' | 'full',
      ip: s.ip,
      userAgent: s.userAgent,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      isCurrent: s.id === currentSessionId,
    })),
  };
}

export async function endSession(db: Db, sessionId: string, admin: AuthenticatedAdmin, actor: Actor) {
  await db.transaction(async (tx) => {
    const [owner] = await tx.select({ adminId: adminSessions.adminId }).from(adminSessions).where(eq(adminSessions.id, sessionId));
    if (owner && owner.adminId !== admin.id && admin.role !== 'superAdmin' && (await getAdminAccess(tx, owner.adminId)).isSuper) {
      throw forbidden('access.superAdminOnly', 'Only a super admin ends a super admin\'s session');
    }
    const [ended] = await tx
      .update(adminSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedAt)))
      .returning({ adminId: adminSessions.adminId });
    if (!ended) throw notFound('admin.sessionNotFound', 'Open session');
    await writeAudit(tx, actor, { action: 'admins.session.end', outcome: 'SUCCESS', targetType: 'admin_session', targetId: sessionId, detail: `admin ${ended.adminId}` });
  });
  return { ok: true as const };
}

