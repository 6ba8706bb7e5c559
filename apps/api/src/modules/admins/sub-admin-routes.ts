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
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf, requireAdmin } from '../../platform/http/route-access.ts';
import {
  endSession,
  inviteSubAdmin,
  listAdminSessions,
  listSubAdmins,
  resendInvitation,
  setPasswordFromLink,
  setSubAdminActive,
  type SubAdminDeps,
} from './sub-admins.ts';

const tags = ['sub-admins'];

export function registerSubAdminRoutes(app: ApiApp, deps: SubAdminDeps) {
  const { db } = deps;
  app.get('/admin/subAdmins', { config: { access: 'admins.read' }, schema: { tags, querystring: listSubAdminsQuerySchema, response: { 200: subAdminListSchema } } },
    (request) => listSubAdmins(db, request.query));
  app.post('/admin/subAdmins', { config: { access: 'admins.manage' }, schema: { tags, body: inviteSubAdminSchema, response: { 200: subAdminSchema } } },
    (request) => inviteSubAdmin(deps, request.body, requireAdmin(request), actorOf(request)));
  app.post('/admin/subAdmins/:adminId/resendInvitation', { config: { access: 'admins.manage' }, schema: { tags, params: subAdminParamsSchema, response: { 200: subAdminSchema } } },
    (request) => resendInvitation(deps, request.params.adminId, requireAdmin(request), actorOf(request)));
  app.put('/admin/subAdmins/:adminId/activateDeactivate', { config: { access: 'admins.manage' }, schema: { tags, params: subAdminParamsSchema, body: setSubAdminActiveSchema, response: { 200: subAdminSchema } } },
    (request) => setSubAdminActive(db, request.params.adminId, request.body.isActive, requireAdmin(request), actorOf(request)));
  app.get('/admin/subAdmins/:adminId/sessions', { config: { access: 'sessions.manage' }, schema: { tags, params: subAdminParamsSchema, response: { 200: adminSessionListSchema } } },
    (request) => listAdminSessions(db, request.params.adminId, requireAdmin(request).sessionId));
  app.delete('/admin/sessions/:sessionId', { config: { access: 'sessions.manage' }, schema: { tags, params: sessionParamsSchema, response: { 200: okResponseSchema } } },
    (request) => endSession(db, request.params.sessionId, requireAdmin(request), actorOf(request)));
  app.post('/auth/setPassword', { config: { access: 'public', errors: [429] }, schema: { tags, body: setPasswordSchema, response: { 200: okResponseSchema } } },
    (request) => setPasswordFromLink(db, request.body.token, request.body.password, actorOf(request)));
}
