import { desc, eq } from 'drizzle-orm';
import type { LoginRequest, LoginResponse, LoginResult, Role, VerifyGauthOtpRequest } from '@exchange/contract/auth/session';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import { appError, badField, forbidden, tooManyAttempts } from '../../platform/errors.ts';
import { accountKey, clearFailures, ipKey, isLocked, recordFailure } from '../../platform/security/login-throttle.ts';
import { verifyPassword } from '../../platform/security/passwords.ts';
import { createSession, revokeSession, type SessionPrincipal } from '../../platform/security/sessions.ts';
import { accountRule, type AuthDeps, ipRule } from './auth-context.ts';
import { accessRequests, admins } from './auth-tables.ts';
import { consumeTotpCode } from './totp-codes.ts';

const invalidCredentials = () => appError(401, 'auth.invalidCredentials', 'Invalid email or password');

/**
 * Told only to whoever typed the password the applicant chose: anyone else gets the generic answer,
 * so sign-in still does not reveal which e-mails are known.
 */
const accessRequestRefusal = (status: string) =>
  status === 'PENDING'
    ? forbidden('auth.accessRequestPending', 'Your access request is waiting for approval by a super admin. You can sign in once it is approved.')
    : forbidden('auth.accessRequestRefused', 'Your access request was refused. Ask a super admin if you think this is a mistake.');

/** The newest undecided or refused access request for an e-mail that is no admin's: its password hash stands in. */
async function undecidedOrRefusedRequest(deps: AuthDeps, email: string) {
  const [request] = await deps.db
    .select({ status: accessRequests.status, passwordHash: accessRequests.passwordHash })
    .from(accessRequests)
    .where(eq(accessRequests.email, email))
    .orderBy(desc(accessRequests.createdAt), desc(accessRequests.id))
    .limit(1);
  return request && (request.status === 'PENDING' || request.status === 'REFUSED') ? request : undefined;
}

async function recordLoginFailure(deps: AuthDeps, email: string, ip: string) {
  await recordFailure(deps.db, accountKey(email), accountRule(deps.config));
  await recordFailure(deps.db, ipKey(ip), ipRule(deps.config));
}

function ipAllowed(deps: AuthDeps, ip: string): boolean {
  const list = deps.config.ipAllowlist;
  return !list || list.check(ip, ip.includes(':') ? 'ipv6' : 'ipv4');
}

export async function login(deps: AuthDeps, body: LoginRequest, actor: Actor): Promise<LoginResponse> {
  const { db } = deps;
  const audit = (outcome: 'SUCCESS' | 'FAILURE' | 'DENIED', detail: string, adminId?: string) =>
    writeAudit(db, { ...actor, id: adminId ?? null, email: body.email }, { action: 'auth.login', outcome, detail, targetType: 'admin', targetId: adminId });

  if (!ipAllowed(deps, actor.ip)) {
    await audit('DENIED', 'address outside ADMIN_IP_ALLOWLIST');
    return { result: false, reason: 'IP_NOT_ALLOWED' };
  }
  if (await isLocked(db, [ipKey(actor.ip), accountKey(body.email)])) {
    await audit('DENIED', 'locked out after repeated failures');
    throw tooManyAttempts();
  }
  // The same two reads and one argon2 verification on every path (admin, access request, unknown
  // e-mail): the time taken does not tell them apart.
  const [[admin], found] = await Promise.all([db.select().from(admins).where(eq(admins.email, body.email)), undecidedOrRefusedRequest(deps, body.email)]);
  const request = admin ? undefined : found;
  const passwordOk = await verifyPassword(admin?.passwordHash ?? request?.passwordHash, body.password);
  if (request && passwordOk) {
    // Not a guess: the applicant's own password. It neither counts as a failure nor clears one.
    await audit('DENIED', request.status === 'PENDING' ? 'access request waiting for approval' : 'access request refused');
    throw accessRequestRefusal(request.status);
  }
  if (!admin || !passwordOk || !admin.isActive) {
    await recordLoginFailure(deps, body.email, actor.ip);
    await audit('FAILURE', !admin ? (request ? 'wrong password of an access request' : 'unknown email') : !passwordOk ? 'wrong password' : 'account deactivated', admin?.id);
    throw invalidCredentials();
  }
  await clearFailures(db, accountKey(body.email));

  const kind = admin.totpEnabled ? 'pending' : 'full';
  const session = await db.transaction(async (tx) => {
    const created = await createSession(tx, { adminId: admin.id, kind, ip: actor.ip, userAgent: actor.userAgent }, deps.config);
    await writeAudit(tx, { ...actor, id: admin.id, email: admin.email }, {
      action: 'auth.login',
      outcome: 'SUCCESS',
      targetType: 'admin',
      targetId: admin.id,
      detail: kind === 'pending' ? 'password accepted, waiting for the 2FA code' : 'signed in',
    });
    return created;
  });
  return { result: true, data: loginResult(admin, session.token) };
}

function loginResult(admin: { id: string; name: string; role: string; totpEnabled: boolean }, token: string): LoginResult {
  return { id: admin.id, name: admin.name, role: admin.role as Role, accessToken: token, isGAuthEnabled: admin.totpEnabled };
}

/** Second step of a 2FA sign-in: trades the pending session for a full one. */
export async function verifySecondFactor(
  deps: AuthDeps,
  pending: SessionPrincipal,
  body: VerifyGauthOtpRequest,
  actor: Actor,
): Promise<LoginResponse> {
  const { db } = deps;
  const who = { ...actor, id: pending.id, email: pending.email };
  if (body.email !== pending.email) {
    await writeAudit(db, who, { action: 'auth.verify_otp', outcome: 'DENIED', detail: 'email does not match the pending sign-in' });
    throw badField('email', 'auth.signInMismatch', 'does not match the sign-in in progress');
  }
  if (await isLocked(db, [ipKey(actor.ip), accountKey(pending.email)])) {
    await writeAudit(db, who, { action: 'auth.verify_otp', outcome: 'DENIED', detail: 'locked out after repeated failures' });
    throw tooManyAttempts();
  }
  const verdict = await consumeTotpCode(deps, pending.id, 'active', body.otpCode);
  if (verdict !== 'accepted') {
    if (verdict === 'wrong') await recordLoginFailure(deps, pending.email, actor.ip);
    await writeAudit(db, who, { action: 'auth.verify_otp', outcome: 'FAILURE', detail: verdict === 'replayed' ? 'code already used' : 'wrong code' });
    throw verdict === 'replayed'
      ? appError(401, 'auth.otpReused', 'This code was already used. Wait for the next one.')
      : appError(401, 'auth.invalidOtp', 'Invalid authentication code');
  }
  await clearFailures(db, accountKey(pending.email));
  const session = await db.transaction(async (tx) => {
    await revokeSession(tx, pending.sessionId);
    const created = await createSession(tx, { adminId: pending.id, kind: 'full', ip: actor.ip, userAgent: actor.userAgent }, deps.config);
    await writeAudit(tx, who, { action: 'auth.verify_otp', outcome: 'SUCCESS', targetType: 'admin', targetId: pending.id, detail: 'signed in with 2FA' });
    return created;
  });
  return {
    result: true,
    data: loginResult({ id: pending.id, name: pending.name, role: pending.role, totpEnabled: true }, session.token),
  };
}
