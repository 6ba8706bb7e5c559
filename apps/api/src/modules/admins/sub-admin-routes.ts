import { okResponseSchema } from '@exchange/contract/auth/session';
import {
  adminSessionListSchema,
  inviteSubAdminSchema,
  listSubAdminsQuerySchema,
  sessionParamsSchema,
  setPasswordSchema,
  setSubAdminActiveSchema,
  subAdminListSchema,
  subAdminParamsSchema,
  subAdminSchema,
} from '@exchange/contract/admins/sub-admins';
import {
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  passwordLinkParamsSchema,
  passwordLinkStateSchema,
} from '@exchange/contract/auth/password-links';
import { sendCsvExport, streamCsvExport } from '../../platform/db/csv-export.ts';
import type { CsvCopy } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf, requireAdmin } from '../../platform/http/route-access.ts';
import {
  endSession,
  inviteSubAdmin,
  listAdminSessions,
  listSubAdmins,
  sendPasswordLink,
  setSubAdminActive,
  type SubAdminDeps,
} from './sub-admins.ts';
import { unlockAdmin } from './admin-lockouts.ts';
import { subAdminsCsvSource } from './sub-admins-csv.ts';
import { passwordLinkState, requestPasswordReset, setPasswordFromLink } from './password-links.ts';

const tags = ['sub-admins'];

export function registerSubAdminRoutes(app: ApiApp, deps: SubAdminDeps, copyCsv: CsvCopy | undefined) {
  const { db } = deps;
  app.get('/admin/subAdmins', { config: { access: 'admins.read' }, schema: { tags, querystring: listSubAdminsQuerySchema, response: { 200: subAdminListSchema } } },
    async (request, reply) => {
      if (request.query.format === 'json') return listSubAdmins(db, request.query);
      const { format: _format, page: _page, limit: _limit, withTotal: _withTotal, ...filters } = request.query;
      return sendCsvExport(db, reply, { action: 'admins.export_csv', targetType: 'admins', filename: 'sub-admins', filters, actor: actorOf(request) },
        await streamCsvExport(subAdminsCsvSource(db, request.query), copyCsv));
    });
  app.post('/admin/subAdmins', { config: { access: 'admins.manage' }, schema: { tags, body: inviteSubAdminSchema, response: { 200: subAdminSchema } } },
    (request) => inviteSubAdmin(deps, request.body, requireAdmin(request), actorOf(request)));
  app.post('/admin/subAdmins/:adminId/resendInvitation', { config: { access: 'admins.manage' }, schema: { tags, params: subAdminParamsSchema, response: { 200: subAdminSchema } } },
    (request) => sendPasswordLink(deps, request.params.adminId, 'invitation', requireAdmin(request), actorOf(request)));
  app.post('/admin/subAdmins/:adminId/sendPasswordReset', { config: { access: 'admins.manage' }, schema: { tags, params: subAdminParamsSchema, response: { 200: subAdminSchema } } },
    (request) => sendPasswordLink(deps, request.params.adminId, 'reset', requireAdmin(request), actorOf(request)));
  // Lifts a sign-in lockout, like activation gives sign-in back: admins.manage ("who may sign in").
  app.post('/admin/subAdmins/:adminId/unlock', { config: { access: 'admins.manage' }, schema: { tags, params: subAdminParamsSchema, response: { 200: subAdminSchema } } },
    (request) => unlockAdmin(db, request.params.adminId, requireAdmin(request), actorOf(request)));
  app.put('/admin/subAdmins/:adminId/activateDeactivate', { config: { access: 'admins.manage' }, schema: { tags, params: subAdminParamsSchema, body: setSubAdminActiveSchema, response: { 200: subAdminSchema } } },
    (request) => setSubAdminActive(db, request.params.adminId, request.body.isActive, requireAdmin(request), actorOf(request)));
  app.get('/admin/subAdmins/:adminId/sessions', { config: { access: 'sessions.manage' }, schema: { tags, params: subAdminParamsSchema, response: { 200: adminSessionListSchema } } },
    (request) => listAdminSessions(db, request.params.adminId, requireAdmin(request).sessionId));
  app.delete('/admin/sessions/:sessionId', { config: { access: 'sessions.manage' }, schema: { tags, params: sessionParamsSchema, response: { 200: okResponseSchema } } },
    (request) => endSession(db, request.params.sessionId, requireAdmin(request), actorOf(request)));
  app.post('/auth/setPassword', { config: { access: 'public', errors: [429] }, schema: { tags, body: setPasswordSchema, response: { 200: okResponseSchema } } },
    (request) => setPasswordFromLink(db, request.body.token, request.body.password, actorOf(request)));
  // Opened by the set-password page before it shows its form: reads the link, never uses it up.
  // The token is the credential: the request log keeps the route, not the path.
  app.get('/auth/passwordLinks/:token', { config: { access: 'public', secretInPath: true }, schema: { tags, params: passwordLinkParamsSchema, response: { 200: passwordLinkStateSchema } } },
    (request) => passwordLinkState(db, request.params.token));
  app.post('/auth/forgotPassword', { config: { access: 'public', errors: [429] }, schema: { tags, body: forgotPasswordRequestSchema, response: { 200: forgotPasswordResponseSchema } } },
    (request) => requestPasswordReset(deps, request.body.email, actorOf(request)));
}
