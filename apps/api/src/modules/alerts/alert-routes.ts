import { okResponseSchema } from '@exchange/contract/auth/session';
import {
  alertRuleEnabledSchema,
  alertRuleIdParamsSchema,
  alertRuleInputSchema,
  alertRuleListSchema,
  alertRuleSchema,
  listAlertsQuerySchema,
  raisedAlertListSchema,
} from '@exchange/contract/alerts/alerts';
import type { Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { createAlertRule, deleteAlertRule, setAlertRuleEnabled, updateAlertRule } from './alert-commands.ts';
import { getAlertRule, listAlertRules, listRaisedAlerts } from './alert-queries.ts';

const tags = ['alerts'];
const params = alertRuleIdParamsSchema;

export function registerAlertRoutes(app: ApiApp, db: Db) {
  app.get('/admin/alerts', { config: { access: 'alerts.read' }, schema: { tags, querystring: listAlertsQuerySchema, response: { 200: raisedAlertListSchema } } },
    (request) => listRaisedAlerts(db, request.query));
  app.get('/admin/alerts/rules', { config: { access: 'alerts.read' }, schema: { tags, response: { 200: alertRuleListSchema } } },
    async () => ({ items: await listAlertRules(db) }));
  app.get('/admin/alerts/rules/:id', { config: { access: 'alerts.read' }, schema: { tags, params, response: { 200: alertRuleSchema } } },
    (request) => getAlertRule(db, request.params.id));
  app.post('/admin/alerts/rules', { config: { access: 'alerts.manage' }, schema: { tags, body: alertRuleInputSchema, response: { 201: alertRuleSchema } } },
    async (request, reply) => reply.code(201).send(await createAlertRule(db, request.body, actorOf(request))));
  app.put('/admin/alerts/rules/:id', { config: { access: 'alerts.manage' }, schema: { tags, params, body: alertRuleInputSchema, response: { 200: alertRuleSchema } } },
    (request) => updateAlertRule(db, request.params.id, request.body, actorOf(request)));
  app.put('/admin/alerts/rules/:id/enabled', { config: { access: 'alerts.manage' }, schema: { tags, params, body: alertRuleEnabledSchema, response: { 200: alertRuleSchema } } },
    (request) => setAlertRuleEnabled(db, request.params.id, request.body.enabled, actorOf(request)));
  app.delete('/admin/alerts/rules/:id', { config: { access: 'alerts.manage' }, schema: { tags, params, response: { 200: okResponseSchema } } },
    async (request) => {
      await deleteAlertRule(db, request.params.id, actorOf(request));
      return { ok: true as const };
    });
}
