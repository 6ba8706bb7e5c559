import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { InviteSubAdmin, SubAdmin, listSubAdminsQuerySchema } from '@exchange/contract/admins/sub-admins';
import type { Role } from '@exchange/contract/auth/session';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Config } from '../../platform/config.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { containing, defineFilters, listPage } from '../../platform/db/list-query.ts';
import type { AuthenticatedAdmin } from '../../platform/http/route-access.ts';
import { badField, conflict, conflictOn, forbidden, notFound, tooManyAttempts } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { isLocked, recordFailure } from '../../platform/security/login-throttle.ts';
import { hashPassword } from '../../platform/security/passwords.ts';
import { revokeAdminSessions } from '../../platform/security/sessions.ts';
import { hashToken } from '../../platform/security/tokens.ts';
import { requireAnotherSuper, setAdminGroups } from '../access/access-commands.ts';
import { getAdminAccess } from '../access/access-queries.ts';
import { adminSessions, admins } from '../auth/auth-tables.ts';
import { adminInvitations } from './admin-invitation-tables.ts';

export interface SubAdminDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
}

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
};

const toSubAdmin = (r: { createdAt: Date; lastSeenAt: string | null } & Omit<SubAdmin, 'createdAt' | 'lastSeenAt'>): SubAdmin => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  lastSeenAt: r.lastSeenAt ? new Date(r.lastSeenAt).toISOString() : null,
});

const subAdminFilters = defineFilters<z.infer<typeof listSubAdminsQuerySchema>>({
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
  });
  return { ...list, items: list.items.map(toSubAdmin) };
}

export async function getSubAdmin(db: DbOrTx, id: string) {
  const [row] = await db.select(columns).from(admins).where(eq(admins.id, id));
  if (!row) throw notFound('admin.notFound', 'Admin');
  return toSubAdmin(row);
}

/** A fresh one-time link; earlier unused links of the admin stop working. */
async function issueInvitation(tx: DbOrTx, deps: SubAdminDeps, adminId: string, createdBy: string | null) {
  const token = randomBytes(32).toString('base64url');
  await tx.update(adminInvitations).set({ usedAt: new Date() }).where(and(eq(adminInvitations.adminId, adminId), isNull(adminInvitations.usedAt)));
  await tx.insert(adminInvitations).values({ adminId, tokenHash: hashToken(token), createdBy, expiresAt: new Date(Date.now() + deps.config.invitationMs) });
  return `${deps.config.publicUrl}/set-password?token=${token}`;
}

async function mailLink(deps: SubAdminDeps, to: string, name: string, link: string) {
  const hours = Math.round(deps.config.invitationMs / 3_600_000);
  await deps.mailer.send({
    to,
    subject: `${deps.config.exchangeName} back office: set your password`,
    text: `Hello ${name},\n\nSet your password for the ${deps.config.exchangeName} back office with this link (valid ${hours} hours, usable once):\n\n${link}\n\nIf you did not expect this message, ignore it.\n`,
  });
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
    const issued = await issueInvitation(tx, deps, created.id, admin.id);
    await writeAudit(tx, actor, { action: 'admins.invite', outcome: 'SUCCESS', targetType: 'admin', targetId: created.id, after: { email: input.email, name: input.name, groupIds: input.groupIds } });
    return { id: created.id, link: issued };
  });
  await mailLink(deps, input.email, input.name, link);
  return getSubAdmin(db, id);
}

export async function resendInvitation(deps: SubAdminDeps, adminId: string, admin: AuthenticatedAdmin, actor: Actor) {
  const target = await getSubAdmin(deps.db, adminId);
  const access = await getAdminAccess(deps.db, adminId);
  if (access.isSuper && admin.role !== 'superAdmin') throw forbidden('access.superAdminOnly', 'Only a super admin changes a super admin');
  if (!target.isActive) throw conflict('admin.deactivated', 'The admin is deactivated: activate it first');
  const link = await deps.db.transaction(async (tx) => {
    const issued = await issueInvitation(tx, deps, adminId, admin.id);
    await writeAudit(tx, actor, { action: 'admins.invitation.resend', outcome: 'SUCCESS', targetType: 'admin', targetId: adminId });
    return issued;
  });
  await mailLink(deps, target.email, target.name, link);
  return target;
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

const SET_PASSWORD_RULE = { maxFailures: 10, windowMs: 3_600_000, lockoutMs: 3_600_000 };

/** Public: the link's token is the credential. Used once; sets the password and ends any session. */
export async function setPasswordFromLink(db: Db, token: string, password: string, actor: Actor) {
  const key = `set-password:${actor.ip}`;
  if (await isLocked(db, [key])) throw tooManyAttempts();
  const passwordHash = await hashPassword(password);
  const adminId = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(adminInvitations)
      .set({ usedAt: new Date() })
      .where(and(eq(adminInvitations.tokenHash, hashToken(token)), isNull(adminInvitations.usedAt), gt(adminInvitations.expiresAt, new Date())))
      .returning({ adminId: adminInvitations.adminId });
    if (!used) return null;
    await tx.update(admins).set({ passwordHash, passwordIsSet: true, passwordChangedAt: new Date() }).where(eq(admins.id, used.adminId));
    await revokeAdminSessions(tx, used.adminId);
    await writeAudit(tx, { ...actor, id: used.adminId }, { action: 'admins.password.set_from_link', outcome: 'SUCCESS', targetType: 'admin', targetId: used.adminId });
    return used.adminId;
  });
  if (!adminId) {
    await recordFailure(db, key, SET_PASSWORD_RULE);
    await writeAudit(db, actor, { action: 'admins.password.set_from_link', outcome: 'FAILURE', detail: 'unknown, used or expired link' });
    throw badField('token', 'auth.linkInvalid', 'this link is not valid any more: ask for a new one');
  }
  return { ok: true as const, message: 'Password set: you can sign in now' };
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

