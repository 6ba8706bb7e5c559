import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { PasswordLinkPurpose } from '@exchange/contract/auth/password-link-rules';
import type { ForgotPasswordResponse, PasswordLinkState } from '@exchange/contract/auth/password-links';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Config } from '../../platform/config.ts';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { badField, tooManyAttempts } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { composeEmail } from '../email-templates/email-templates.ts';
import type { EmailEvent } from '@exchange/contract/email-templates/email-events';
import { accountKey, isLocked, recordFailure, type ThrottleRule } from '../../platform/security/login-throttle.ts';
import { hashPassword } from '../../platform/security/passwords.ts';
import { revokeAdminSessions } from '../../platform/security/sessions.ts';
import { hashToken } from '../../platform/security/tokens.ts';
import { admins, loginThrottle } from '../auth/auth-tables.ts';
import { adminInvitations } from './admin-invitation-tables.ts';

/*
 * Set-password links, one table for both purposes: an invitation (a first password) and a reset
 * (forgot password, or sent by an admin). Each is random, stored as its SHA-256 only, works once,
 * expires, and is replaced by the admin's next link.
 */

export interface PasswordLinkDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
}

type LinkKind = 'invitation' | 'reset';
const purposeOf = (kind: string): PasswordLinkPurpose => (kind === 'reset' ? 'RESET' : 'INVITATION');
const validityMs = (config: Config, kind: LinkKind) => (kind === 'invitation' ? config.invitationMs : config.passwordResetMs);

/** A fresh one-time link; the admin's earlier unused links stop working (they read as REPLACED). */
export async function issuePasswordLink(tx: DbOrTx, deps: PasswordLinkDeps, adminId: string, createdBy: string | null, kind: LinkKind) {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await tx
    .update(adminInvitations)
    .set({ usedAt: now, supersededAt: now })
    .where(and(eq(adminInvitations.adminId, adminId), isNull(adminInvitations.usedAt)));
  await tx.insert(adminInvitations).values({
    adminId,
    tokenHash: hashToken(token),
    kind,
    createdBy,
    expiresAt: new Date(now.getTime() + validityMs(deps.config, kind)),
  });
  return `${deps.config.publicUrl}/set-password?token=${token}`;
}

/** "60 minutes", "72 hours": how long a link works, as the e-mail says it. */
function validityText(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return minutes % 60 === 0 && minutes >= 120 ? `${minutes / 60} hours` : `${minutes} minutes`;
}

/**
 * - 'invitation': a new admin sets its first password.
 * - 'reset-requested': the admin asked for it ("Forgot password?").
 * - 'reset-sent': another admin sent it from Manage Sub Admins.
 */
export type PasswordMail = 'invitation' | 'reset-requested' | 'reset-sent';

const PASSWORD_MAIL_EVENTS = {
  invitation: 'admin.invitation',
  'reset-requested': 'admin.passwordResetRequested',
  'reset-sent': 'admin.passwordResetSent',
} as const satisfies Record<PasswordMail, EmailEvent>;

/** Sends the link through the event's e-mail template (Email Templates), the built-in text when none is stored. */
export async function mailPasswordLink(deps: PasswordLinkDeps, to: string, name: string, link: string, mail: PasswordMail) {
  const validity = validityText(mail === 'invitation' ? deps.config.invitationMs : deps.config.passwordResetMs);
  const { subject, text } = await composeEmail(deps.db, PASSWORD_MAIL_EVENTS[mail], 'en', { exchangeName: deps.config.exchangeName, name, link, validity });
  await deps.mailer.send({ to, subject, text });
}

/** What the set-password page shows when it opens: nothing changes, nothing about the admin is told. */
export async function passwordLinkState(db: DbOrTx, token: string, now = new Date()): Promise<PasswordLinkState> {
  const [link] = await db
    .select({ kind: adminInvitations.kind, usedAt: adminInvitations.usedAt, supersededAt: adminInvitations.supersededAt, expiresAt: adminInvitations.expiresAt })
    .from(adminInvitations)
    .where(eq(adminInvitations.tokenHash, hashToken(token)));
  if (!link) return { state: 'UNKNOWN', purpose: null };
  const state = link.supersededAt ? 'REPLACED' : link.usedAt ? 'USED' : link.expiresAt <= now ? 'EXPIRED' : 'VALID';
  return { state, purpose: purposeOf(link.kind) };
}

const SET_PASSWORD_RULE = { maxFailures: 10, windowMs: 3_600_000, lockoutMs: 3_600_000 };

/**
 * Public: the link's token is the credential. Used once; sets the password, ends every session of
 * the admin and lifts its sign-in lockout (whoever holds the mailbox has proved who it is).
 */
export async function setPasswordFromLink(db: Db, token: string, password: string, actor: Actor) {
  const key = `set-password:${actor.ip}`;
  if (await isLocked(db, [key])) throw tooManyAttempts();
  const passwordHash = await hashPassword(password);
  const done = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(adminInvitations)
      .set({ usedAt: new Date() })
      .where(and(eq(adminInvitations.tokenHash, hashToken(token)), isNull(adminInvitations.usedAt), gt(adminInvitations.expiresAt, new Date())))
      .returning({ adminId: adminInvitations.adminId, kind: adminInvitations.kind });
    if (!used) return null;
    const [admin] = await tx
      .update(admins)
      .set({ passwordHash, passwordIsSet: true, passwordChangedAt: new Date() })
      .where(eq(admins.id, used.adminId))
      .returning({ email: admins.email });
    const ended = await revokeAdminSessions(tx, used.adminId);
    const unlocked = admin ? await tx.delete(loginThrottle).where(eq(loginThrottle.key, accountKey(admin.email))).returning({ key: loginThrottle.key }) : [];
    const detail = [`${ended} session(s) ended`, ...(unlocked.length ? ['sign-in failures cleared'] : [])].join('; ');
    await writeAudit(tx, { ...actor, id: used.adminId, email: admin?.email ?? null }, {
      action: used.kind === 'reset' ? 'admins.password.reset_from_link' : 'admins.password.set_from_link',
      outcome: 'SUCCESS',
      targetType: 'admin',
      targetId: used.adminId,
      detail,
    });
    return used;
  });
  if (!done) {
    await recordFailure(db, key, SET_PASSWORD_RULE);
    await writeAudit(db, actor, { action: 'admins.password.set_from_link', outcome: 'FAILURE', detail: 'unknown, used or expired link' });
    throw badField('token', 'auth.linkInvalid', 'this link is not valid any more: ask for a new one');
  }
  return { ok: true as const, message: 'Password set: you can sign in now' };
}

/** Keys of their own, so that asking for links and failing to sign in do not use up each other's allowance. */
const forgotAccountKey = (email: string) => `forgot-password:${accountKey(email)}`;
const forgotIpKey = (ip: string) => `forgot-password:ip:${ip}`;

/**
 * "Forgot password?" on the sign-in page. The answer is the same whether or not an admin has this
 * e-mail, and every request counts toward the limits (per e-mail and per address, as sign-in's), so
 * neither the answer nor a 429 says whether the account exists. A deactivated admin gets no link.
 */
export async function requestPasswordReset(deps: PasswordLinkDeps, email: string, actor: Actor): Promise<ForgotPasswordResponse> {
  const { db, config } = deps;
  const who = { ...actor, email };
  const answer: ForgotPasswordResponse = { status: 'SENT_IF_KNOWN', linkValidMinutes: Math.round(config.passwordResetMs / 60_000) };
  const rule = (maxFailures: number): ThrottleRule => ({ maxFailures, windowMs: config.loginLockoutMs, lockoutMs: config.loginLockoutMs });
  if (await isLocked(db, [forgotIpKey(actor.ip), forgotAccountKey(email)])) {
    await writeAudit(db, who, { action: 'admins.password.reset_request', outcome: 'DENIED', detail: 'too many requests' });
    throw tooManyAttempts();
  }
  await recordFailure(db, forgotAccountKey(email), rule(config.loginMaxFailures));
  await recordFailure(db, forgotIpKey(actor.ip), rule(config.loginIpMaxFailures));

  const [admin] = await db.select({ id: admins.id, name: admins.name, isActive: admins.isActive }).from(admins).where(eq(admins.email, email));
  if (!admin?.isActive) {
    await writeAudit(db, who, {
      action: 'admins.password.reset_request',
      outcome: 'FAILURE',
      targetType: admin ? 'admin' : undefined,
      targetId: admin?.id,
      detail: admin ? 'admin deactivated: no link sent' : 'unknown email: no link sent',
    });
    return answer;
  }
  const link = await db.transaction(async (tx) => {
    const issued = await issuePasswordLink(tx, deps, admin.id, null, 'reset');
    await writeAudit(tx, who, { action: 'admins.password.reset_request', outcome: 'SUCCESS', targetType: 'admin', targetId: admin.id, detail: 'reset link e-mailed' });
    return issued;
  });
  await mailPasswordLink(deps, email, admin.name, link, 'reset-requested');
  return answer;
}
