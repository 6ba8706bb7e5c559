import { eq } from 'drizzle-orm';
import {
  changePasswordRequestSchema,
  disableGauthRequestSchema,
  gauthSetupRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  okResponseSchema,
  policiesQuerySchema,
  policiesResponseSchema,
  qrCodeResponseSchema,
  verifyGauthOtpRequestSchema,
} from '@exchange/contract/auth/session';
import { publicSettingsSchema } from '@exchange/contract/platform/public-settings';
import { PASSWORD_MIN_LENGTH } from '@exchange/contract/auth/credentials';
import { accessColumns, effectivePolicies } from '../access/effective-access.ts';
import { writeAudit } from '../../platform/audit/write-audit.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf, requireAdmin } from '../../platform/http/route-access.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { revokeSession } from '../../platform/security/sessions.ts';
import type { AuthDeps } from './auth-context.ts';
import { admins } from './auth-tables.ts';
import { changePassword } from './change-password.ts';
import { login, verifySecondFactor } from './login.ts';
import { disableTwoFactor, enableTwoFactor, issueQrCode } from './two-factor-setup.ts';

const tags = ['auth'];

export function registerAuthRoutes(app: ApiApp, deps: AuthDeps) {
  app.get('/admin/publicSettings', {
    config: { access: 'public' },
    schema: { tags, response: { 200: publicSettingsSchema } },
  }, async () => ({ exchangeName: deps.config.exchangeName, passwordMinLength: PASSWORD_MIN_LENGTH, leadsApiUrl: deps.config.leads.apiUrl }));

  app.post('/admin/login', {
    // 403: the right password of an access request not approved (ACCESS_REQUEST_PENDING or _REFUSED).
    config: { access: 'public', errors: [403, 429] },
    schema: { tags, body: loginRequestSchema, response: { 200: loginResponseSchema } },
  }, (request) => login(deps, request.body, actorOf(request)));

  app.post('/admin/verifyGauthOtp', {
    config: { access: 'pendingSession', errors: [429] },
    schema: { tags, body: verifyGauthOtpRequestSchema, response: { 200: loginResponseSchema } },
  }, (request) => verifySecondFactor(deps, requireAdmin(request), request.body, actorOf(request)));

  app.post('/admin/logout', {
    config: { access: 'anySession', allowedBefore2fa: true },
    schema: { tags, response: { 200: okResponseSchema } },
  }, async (request) => {
    const admin = requireAdmin(request);
    await deps.db.transaction(async (tx) => {
      await revokeSession(tx, admin.sessionId);
      await writeAudit(tx, actorOf(request), { action: 'auth.logout', outcome: 'SUCCESS', targetType: 'admin', targetId: admin.id });
    });
    return { ok: true as const };
  });

  app.get('/admin/me', {
    config: { access: 'anySession', allowedBefore2fa: true, readsAlongsideSession: true },
    schema: { tags, response: { 200: meResponseSchema } },
  }, async (request) => {
    const admin = requireAdmin(request);
    return {
      id: admin.id,
      name: admin.name,
      email: admin.email,
      role: admin.role,
      isGAuthEnabled: admin.totpEnabled,
      mustSetUp2fa: admin.mustSetUp2fa,
      policies: [...admin.policies],
    };
  });

  app.get('/admin/policies', {
    config: { access: 'anySession', allowedBefore2fa: true, errors: [404] },
    schema: { tags, querystring: policiesQuerySchema, response: { 200: policiesResponseSchema } },
  }, async (request) => {
    const admin = requireAdmin(request);
    const audit = (outcome: 'SUCCESS' | 'DENIED', detail?: string) =>
      writeAudit(deps.db, actorOf(request), { action: 'auth.policies.read', outcome, targetType: 'admin', targetId: request.query.id, detail });
    if (request.query.id !== admin.id && !admin.policies.includes('admins.read')) {
      await audit('DENIED', 'another admin\'s policies without admins.read');
      throw forbidden('access.policyRequired', 'You do not have permission to do this', { policy: 'admins.read' });
    }
    const [target] = await deps.db.select(accessColumns()).from(admins).where(eq(admins.id, request.query.id));
    if (!target) throw notFound('admin.notFound', 'Admin');
    // The console reads its own policies at every sign-in: that is no activity. Reading another's is.
    if (request.query.id !== admin.id) await audit('SUCCESS');
    return { policies: effectivePolicies(target.isSuper, target.grantedPolicies) };
  });

  app.get('/admin/otp/qrcode', {
    config: { access: 'anySession', allowedBefore2fa: true, errors: [409] },
    schema: { tags, response: { 200: qrCodeResponseSchema } },
  }, (request) => issueQrCode(deps, requireAdmin(request), actorOf(request)));

  app.post('/admin/otp/gauth/setup', {
    config: { access: 'anySession', allowedBefore2fa: true, errors: [429] },
    schema: { tags, body: gauthSetupRequestSchema, response: { 200: okResponseSchema } },
  }, (request) => enableTwoFactor(deps, requireAdmin(request), request.body, actorOf(request)));

  app.patch('/admin/user/disableGauth', {
    config: { access: 'anySession', errors: [429] },
    schema: { tags, body: disableGauthRequestSchema, response: { 200: okResponseSchema } },
  }, (request) => disableTwoFactor(deps, requireAdmin(request), request.body, actorOf(request)));

  app.post('/admin/changePassword', {
    config: { access: 'anySession', errors: [429] },
    schema: { tags, body: changePasswordRequestSchema, response: { 200: okResponseSchema } },
  }, (request) => changePassword(deps, requireAdmin(request), request.body, actorOf(request)));
}

