import {
  emailEventListSchema,
  emailPreviewSchema,
  emailTemplateParamsSchema,
  emailTemplateSchema,
  emailTestSendSchema,
  saveEmailTemplateSchema,
} from '@exchange/contract/email-templates/email-templates';
import type { Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { getEmailTemplate, listEmailEvents, previewEmailTemplate, resetEmailTemplate, saveEmailTemplate, sendTestEmail } from './email-templates.ts';

const tags = ['email-templates'];
const params = emailTemplateParamsSchema;
const read = { access: 'emailTemplates.read' } as const;
const manage = { access: 'emailTemplates.manage' } as const;
const template = { 200: emailTemplateSchema };

/** Email Templates: per event and language, checked against the event's variables, previewed and test-sent. */
export function registerEmailTemplateRoutes(app: ApiApp, deps: { db: Db; mailer: Mailer }) {
  const { db, mailer } = deps;
  app.get('/admin/email-templates', { config: read, schema: { tags, response: { 200: emailEventListSchema } } },
    () => listEmailEvents(db));
  app.get('/admin/email-templates/:event/:language', { config: read, schema: { tags, params, response: template } },
    (request) => getEmailTemplate(db, request.params.event, request.params.language));
  app.put('/admin/email-templates/:event/:language', { config: manage, schema: { tags, params, body: saveEmailTemplateSchema, response: template } },
    (request) => saveEmailTemplate(db, request.params.event, request.params.language, request.body, actorOf(request)));
  app.delete('/admin/email-templates/:event/:language', { config: manage, schema: { tags, params, response: template } },
    (request) => resetEmailTemplate(db, request.params.event, request.params.language, actorOf(request)));
  // Changes nothing: the editor asks for it as the admin types.
  app.post('/admin/email-templates/:event/:language/preview', { config: read, schema: { tags, params, body: saveEmailTemplateSchema, response: { 200: emailPreviewSchema } } },
    (request) => previewEmailTemplate(request.params.event, request.body));
  app.post('/admin/email-templates/:event/:language/test', { config: manage, schema: { tags, params, body: saveEmailTemplateSchema, response: { 200: emailTestSendSchema } } },
    (request) => sendTestEmail(db, mailer, request.params.event, request.params.language, request.body, actorOf(request)));
}
