import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { GenerateUserToken, SendOtpResult, UserToken, VerifyEmailOtpResult } from '@exchange/contract/view-as/view-as';
import {
  VIEW_AS_AUDIENCE,
  VIEW_AS_OTP_ATTEMPTS,
  VIEW_AS_OTP_DIGITS,
  VIEW_AS_OTP_MINUTES,
  VIEW_AS_OTP_RESEND_SECONDS,
  VIEW_AS_PROOF_MINUTES,
  VIEW_AS_SCOPE,
  VIEW_AS_TOKEN_MINUTES,
} from '@exchange/contract/view-as/view-as-rules';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError, badField, notFound } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { composeEmail } from '../email-templates/email-templates.ts';
import { admins } from '../auth/auth-tables.ts';
import { customers } from '../customers/customer-tables.ts';
import type { SigningKey } from './signing-key.ts';
import { adminEmailOtps, viewAsProofs, viewAsTokens } from './view-as-tables.ts';

export interface ViewAsDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  key: SigningKey;
}

/** Codes and proofs are kept as keyed hashes: a copy of the table tells nobody a live code. */
const hashOf = (deps: ViewAsDeps, adminId: string, secret: string) =>
  createHmac('sha256', deps.key.kid).update(`${adminId}:${secret}`).digest('hex');

const adminIdOf = (actor: Actor) => {
  if (!actor.id || !actor.email) throw new Error('view-as needs a signed-in admin');
  return { id: actor.id, email: actor.email };
};

/** "a***@example.com": enough to know which mailbox to open. */
const masked = (email: string) => {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
};

/**
 * E-mails the calling admin a 6-digit code (through the outbox, like invitations), kept hashed for
 * 5 minutes. One live code per admin: a new one replaces the old, at most one a minute.
 */
export async function sendOtp(deps: ViewAsDeps, actor: Actor): Promise<SendOtpResult> {
  const admin = adminIdOf(actor);
  const code = String(randomInt(0, 10 ** VIEW_AS_OTP_DIGITS)).padStart(VIEW_AS_OTP_DIGITS, '0');
  const sent = await deps.db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ tooSoon: sql<boolean>`${adminEmailOtps.sentAt} > now() - make_interval(secs => ${VIEW_AS_OTP_RESEND_SECONDS})` })
      .from(adminEmailOtps)
      .where(eq(adminEmailOtps.adminId, admin.id))
      .for('update');
    if (previous?.tooSoon) {
      throw new AppError(429, 'viewAs.otpTooSoon', `A code was sent less than ${VIEW_AS_OTP_RESEND_SECONDS} seconds ago: use it or wait`);
    }
    const values = { codeHash: hashOf(deps, admin.id, code), attempts: 0, sentAt: sql`now()`, expiresAt: sql`now() + make_interval(mins => ${VIEW_AS_OTP_MINUTES})` };
    const [row] = await tx
      .insert(adminEmailOtps)
      .values({ adminId: admin.id, ...values })
      .onConflictDoUpdate({ target: adminEmailOtps.adminId, set: values })
      .returning({ at: adminEmailOtps.sentAt, expiresAt: adminEmailOtps.expiresAt });
    if (!row) throw new Error('code not stored');
    await writeAudit(tx, actor, { action: 'viewAs.otp.send', outcome: 'SUCCESS', targetType: 'admin', targetId: admin.id, after: { expiresAt: row.expiresAt.toISOString() } });
    return row;
  });
  const mail = await composeEmail(deps.db, 'admin.viewAsCode', 'en', { exchangeName: deps.config.exchangeName, code, minutes: String(VIEW_AS_OTP_MINUTES) });
  await deps.mailer.send({ to: admin.email, ...mail });
  return {
    sentTo: masked(admin.email),
    expiresAt: sent.expiresAt.toISOString(),
    resendAfter: new Date(sent.at.getTime() + VIEW_AS_OTP_RESEND_SECONDS * 1000).toISOString(),
  };
}

type Checked = { kind: 'ok'; proof: string; expiresAt: Date } | { kind: 'missing' } | { kind: 'wrong'; left: number } | { kind: 'dead' };

/**
 * Checks the code once. A wrong code counts (and the count commits, so the refusal does not undo
 * it); the fifth wrong one kills the code. The right one is used up and gives a proof, good once,
 * for 5 minutes.
 */
export async function verifyEmailOtp(deps: ViewAsDeps, actor: Actor, code: string): Promise<VerifyEmailOtpResult> {
  const admin = adminIdOf(actor);
  const checked = await deps.db.transaction(async (tx): Promise<Checked> => {
    const [live] = await tx
      .select({ codeHash: adminEmailOtps.codeHash, attempts: adminEmailOtps.attempts, expired: sql<boolean>`${adminEmailOtps.expiresAt} <= now()` })
      .from(adminEmailOtps)
      .where(eq(adminEmailOtps.adminId, admin.id))
      .for('update');
    if (!live || live.expired) {
      if (live) await tx.delete(adminEmailOtps).where(eq(adminEmailOtps.adminId, admin.id));
      await writeAudit(tx, actor, { action: 'viewAs.otp.verify', outcome: 'FAILURE', targetType: 'admin', targetId: admin.id, detail: 'no live code' });
      return { kind: 'missing' };
    }
    const given = Buffer.from(hashOf(deps, admin.id, code), 'hex');
    if (!timingSafeEqual(given, Buffer.from(live.codeHash, 'hex'))) {
      const attempts = live.attempts + 1;
      if (attempts >= VIEW_AS_OTP_ATTEMPTS) await tx.delete(adminEmailOtps).where(eq(adminEmailOtps.adminId, admin.id));
      else await tx.update(adminEmailOtps).set({ attempts }).where(eq(adminEmailOtps.adminId, admin.id));
      await writeAudit(tx, actor, { action: 'viewAs.otp.verify', outcome: 'FAILURE', targetType: 'admin', targetId: admin.id, detail: `wrong code (attempt ${attempts})` });
      return attempts >= VIEW_AS_OTP_ATTEMPTS ? { kind: 'dead' } : { kind: 'wrong', left: VIEW_AS_OTP_ATTEMPTS - attempts };
    }
    await tx.delete(adminEmailOtps).where(eq(adminEmailOtps.adminId, admin.id));
    const proof = randomBytes(32).toString('base64url');
    const [row] = await tx
      .insert(viewAsProofs)
      .values({ tokenHash: hashOf(deps, admin.id, proof), adminId: admin.id, expiresAt: sql`now() + make_interval(mins => ${VIEW_AS_PROOF_MINUTES})` })
      .returning({ expiresAt: viewAsProofs.expiresAt });
    await writeAudit(tx, actor, { action: 'viewAs.otp.verify', outcome: 'SUCCESS', targetType: 'admin', targetId: admin.id, after: { proofExpiresAt: row?.expiresAt.toISOString() } });
    return { kind: 'ok', proof, expiresAt: row?.expiresAt ?? new Date() };
  });
  switch (checked.kind) {
    case 'ok':
      return { proof: checked.proof, expiresAt: checked.expiresAt.toISOString() };
    case 'missing':
      throw new AppError(410, 'viewAs.otpMissing', 'There is no live code: it expired, was used, or none was sent. Send a new one');
    case 'dead':
      throw new AppError(410, 'viewAs.otpDead', `Too many wrong codes: this one no longer works. Send a new one`);
    case 'wrong':
      throw badField('code', 'viewAs.otpWrong', `is wrong (${checked.left} tries left)`, { max: checked.left });
  }
}

/**
 * A 15-minute, read-only token for one customer in the customer app, for the admin who proved just
 * now that it reads its own e-mail. Signed with EdDSA; the customer app checks it against the JWKS.
 */
export async function generateUserToken(deps: ViewAsDeps, actor: Actor, body: GenerateUserToken): Promise<UserToken> {
  const admin = adminIdOf(actor);
  const reason = body.reason.trim();
  const tokenId = randomUUID();
  return deps.db.transaction(async (tx) => {
    const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, body.customerId));
    if (!customer) throw notFound('customer.notFound', 'Customer');
    const [used] = await tx
      .update(viewAsProofs)
      .set({ usedAt: sql`now()` })
      .where(and(eq(viewAsProofs.tokenHash, hashOf(deps, admin.id, body.proof)), eq(viewAsProofs.adminId, admin.id), isNull(viewAsProofs.usedAt), gt(viewAsProofs.expiresAt, sql`now()`)))
      .returning({ at: viewAsProofs.usedAt });
    if (!used?.at) throw badField('proof', 'viewAs.proofInvalid', 'is not a live proof of yours: confirm the e-mailed code again');
    const [who] = await tx.select({ name: admins.name }).from(admins).where(eq(admins.id, admin.id));
    const issuedAt = Math.floor(used.at.getTime() / 1000);
    const expiresAt = new Date((issuedAt + VIEW_AS_TOKEN_MINUTES * 60) * 1000);
    const token = await new SignJWT({
      scope: VIEW_AS_SCOPE,
      act: { sub: admin.id, email: admin.email, name: who?.name },
      reason_sha256: createHash('sha256').update(reason).digest('hex'),
    })
      .setProtectedHeader({ alg: 'EdDSA', kid: deps.key.kid, typ: 'JWT' })
      .setIssuer(deps.config.publicUrl)
      .setSubject(customer.id)
      .setAudience(VIEW_AS_AUDIENCE)
      .setJti(tokenId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(deps.key.privateKey);
    await tx.insert(viewAsTokens).values({ id: tokenId, adminId: admin.id, customerId: customer.id, reason, issuedAt: used.at, expiresAt });
    await writeAudit(tx, actor, {
      action: 'customers.view_as',
      outcome: 'SUCCESS',
      targetType: 'customer',
      targetId: customer.id,
      customerId: customer.id,
      after: { tokenId, reason, scope: VIEW_AS_SCOPE, expiresAt: expiresAt.toISOString() },
    });
    return {
      token,
      tokenId,
      expiresAt: expiresAt.toISOString(),
      customerAppUrl: deps.config.customerAppUrl ? `${deps.config.customerAppUrl}/#viewAsToken=${token}` : null,
    };
  });
}
