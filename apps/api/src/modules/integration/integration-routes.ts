import { z } from 'zod';
import {
  createServiceAccountSchema,
  createdServiceAccountSchema,
  listServiceAccountsQuerySchema,
  revokeServiceAccountSchema,
  serviceAccountListSchema,
  serviceAccountSchema,
} from '@exchange/contract/integration/service-accounts';
import {
  createWebhookEndpointSchema,
  createdWebhookEndpointSchema,
  listWebhookDeliveriesQuerySchema,
  listWebhookEndpointsQuerySchema,
  updateWebhookEndpointSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
} from '@exchange/contract/integration/webhooks';
import type { Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { createServiceAccount, revokeServiceAccount } from './service-account-commands.ts';
import { getServiceAccount, listServiceAccounts } from './service-account-queries.ts';
import { createWebhookEndpoint, redeliverWebhook, updateWebhookEndpoint } from './webhook-commands.ts';
import type { SecretBox } from '../../platform/security/secret-box.ts';
import { badField } from '../../platform/errors.ts';
import { internalAddressOf } from './webhook-address.ts';
import { listWebhookDeliveries, listWebhookEndpoints } from './webhook-queries.ts';

const tags = ['integration'];
const params = z.object({ id: z.string().uuid() });

/** The console's side of the integration: service accounts, webhook endpoints, the delivery log. */
export function registerIntegrationRoutes(app: ApiApp, db: Db, box: SecretBox, allowInternalUrls: boolean) {
  app.get('/admin/integration/service-accounts', { config: { access: 'integration.read' }, schema: { tags, querystring: listServiceAccountsQuerySchema, response: { 200: serviceAccountListSchema } } },
    (request) => listServiceAccounts(db, request.query));
  app.get('/admin/integration/service-accounts/:id', { config: { access: 'integration.read' }, schema: { tags, params, response: { 200: serviceAccountSchema } } },
    (request) => getServiceAccount(db, request.params.id));
  app.post('/admin/integration/service-accounts', { config: { access: 'integration.manage' }, schema: { tags, body: createServiceAccountSchema, response: { 200: createdServiceAccountSchema } } },
    (request) => createServiceAccount(db, request.body, actorOf(request)));
  app.post('/admin/integration/service-accounts/:id/revoke', { config: { access: 'integration.manage' }, schema: { tags, params, body: revokeServiceAccountSchema, response: { 200: serviceAccountSchema } } },
    (request) => revokeServiceAccount(db, request.params.id, request.body.reason, actorOf(request)));

  app.get('/admin/integration/webhooks', { config: { access: 'integration.read' }, schema: { tags, querystring: listWebhookEndpointsQuerySchema, response: { 200: webhookEndpointListSchema } } },
    (request) => listWebhookEndpoints(db, request.query));
  app.post('/admin/integration/webhooks', { config: { access: 'integration.manage' }, schema: { tags, body: createWebhookEndpointSchema, response: { 200: createdWebhookEndpointSchema } } },
    async (request) => {
      if (!allowInternalUrls && (await internalAddressOf(request.body.url))) {
        throw badField('url', 'integration.webhookUrlInternal', "This URL points into the exchange's own network (a loopback, private or link-local address): webhooks go to outside receivers only");
      }
      return createWebhookEndpoint(db, request.body, actorOf(request), box);
    });
  app.patch('/admin/integration/webhooks/:id', { config: { access: 'integration.manage' }, schema: { tags, params, body: updateWebhookEndpointSchema, response: { 200: webhookEndpointSchema } } },
    (request) => updateWebhookEndpoint(db, request.params.id, request.body, actorOf(request)));

  app.get('/admin/integration/deliveries', { config: { access: 'integration.read' }, schema: { tags, querystring: listWebhookDeliveriesQuerySchema, response: { 200: webhookDeliveryListSchema } } },
    (request) => listWebhookDeliveries(db, request.query));
  app.post('/admin/integration/deliveries/:id/redeliver', { config: { access: 'integration.manage' }, schema: { tags, params, response: { 200: webhookDeliverySchema } } },
    (request) => redeliverWebhook(db, request.params.id, actorOf(request)));
}
