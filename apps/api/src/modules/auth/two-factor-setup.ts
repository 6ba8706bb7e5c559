import { and, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { GauthSetupRequest, QrCodeResponse } from '@exchange/contract/auth/session';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { AuthenticatedAdmin } from '../../platform/http/route-access.ts';
import { badField, conflict } from '../../platform/errors.ts';
import { accountKey, recordFailure } from '../../platform/security/login-throttle.ts';
import { revokeAdminSessions } from '../../platform/security/sessions.ts';
import { newTotpSecret, totpUri } from '../../platform/security/totp.ts';
import { accountRule, type AuthDeps } from './auth-context.ts';
import { admins } from './auth-tables.ts';
import { confirmCurrentPassword } from './password-check.ts';
import { consumeTotpCode } from './totp-codes.ts';

/** QR step: offers a fresh secret; it becomes active only when a code for it is confirmed. */
export async function issueQrCode(deps: AuthDeps, admin: AuthenticatedAdmin, actor: Actor): Promise<QrCodeResponse> {
  if (admin.totpEnabled) throw conflict('auth.twoFactorAlreadyEnabled', 'Google Authenticator is already enabled');
  const secret = newTotpSecret();
  await deps.db.transaction(async (tx) => {
    await tx.update(admins).set({ totpPendingSecretEnc: deps.totpBox.seal(secret) }).where(eq(admins.id, admin.id));
    await writeAudit(tx, actor, { action: 'auth.2fa.qrcode', outcome: 'SUCCESS', targetType: 'admin', targetId: admin.id });
  });
  const qrcode = await QRCode.toDataURL(totpUri(secret, deps.config.exchangeName, admin.email), { margin: 1, width: 220 });
  return { qrcode, code: secret };
}

async function requireValidCode(deps: AuthDeps, admin: AuthenticatedAdmin, which: 'active' | 'pending', code: string, action: string, actor: Actor) {
  const verdict = await consumeTotpCode(deps, admin.id, which, code);
  if (verdict === 'accepted') return;
  if (verdict === 'wrong') await recordFailure(deps.db, accountKey(admin.email), accountRule(deps.config));
  await writeAudit(deps.db, actor, { action, outcome: 'FAILURE', detail: verdict === 'wrong' ? 'wrong code' : 'code already used' });
  throw verdict === 'wrong' ? badField('gAuthCode', 'auth.invalidOtp', 'is not a valid code') : badField('gAuthCode', 'auth.otpReused', 'was already used, wait for the next one');
}

export async function enableTwoFactor(deps: AuthDeps, admin: AuthenticatedAdmin, body: GauthSetupRequest, actor: Actor) {
  const action = 'auth.2fa.enable';
  const row = await confirmCurrentPassword(deps, admin.id, admin.email, body.loginPassword, 'loginPassword', action, actor);
  if (row.totpEnabled) throw conflict('auth.twoFactorAlreadyEnabled', 'Google Authenticator is already enabled');
  if (!row.totpPendingSecretEnc) throw conflict('auth.qrCodeFirst', 'Scan a QR code first');
  await requireValidCode(deps, admin, 'pending', body.gAuthCode, action, actor);
  await deps.db.transaction(async (tx) => {
    const changed = await tx
      .update(admins)
      .set({ totpEnabled: true, totpSecretEnc: row.totpPendingSecretEnc, totpPendingSecretEnc: null })
      .where(and(eq(admins.id, admin.id), eq(admins.totpEnabled, false)))
      .returning({ id: admins.id });
    if (changed.length === 0) throw conflict('auth.twoFactorAlreadyEnabled', 'Google Authenticator is already enabled');
    const ended = await revokeAdminSessions(tx, admin.id, admin.sessionId);
    await writeAudit(tx, actor, {
      action,
      outcome: 'SUCCESS',
      targetType: 'admin',
      targetId: admin.id,
      before: { isGAuthEnabled: false },
      after: { isGAuthEnabled: true },
      detail: `${ended} other session(s) ended`,
    });
  });
  return { ok: true as const, message: 'Google Authenticator is enabled' };
}

export async function disableTwoFactor(deps: AuthDeps, admin: AuthenticatedAdmin, body: GauthSetupRequest, actor: Actor) {
  const action = 'auth.2fa.disable';
  const row = await confirmCurrentPassword(deps, admin.id, admin.email, body.loginPassword, 'loginPassword', action, actor);
  if (!row.totpEnabled) throw conflict('auth.twoFactorNotEnabled', 'Google Authenticator is not enabled');
  await requireValidCode(deps, admin, 'active', body.gAuthCode, action, actor);
  await deps.db.transaction(async (tx) => {
    const changed = await tx
      .update(admins)
      .set({ totpEnabled: false, totpSecretEnc: null, totpPendingSecretEnc: null })
      .where(and(eq(admins.id, admin.id), eq(admins.totpEnabled, true)))
      .returning({ id: admins.id });
    if (changed.length === 0) throw conflict('auth.twoFactorNotEnabled', 'Google Authenticator is not enabled');
    const ended = await revokeAdminSessions(tx, admin.id, admin.sessionId);
    await writeAudit(tx, actor, {
      action,
      outcome: 'SUCCESS',
      targetType: 'admin',
      targetId: admin.id,
      before: { isGAuthEnabled: true },
      after: { isGAuthEnabled: false },
      detail: `${ended} other session(s) ended`,
    });
  });
  return { ok: true as const, message: 'Google Authenticator is disabled' };
}
