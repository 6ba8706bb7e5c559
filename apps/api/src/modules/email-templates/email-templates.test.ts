import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailEventSummary, EmailPreview, EmailTemplate } from '@exchange/contract/email-templates/email-templates';
import type { ApiError } from '@exchange/contract/platform/errors';
import {
  RELAXED_LIMITS,
  TEST_PASSWORD,
  auditRowsAfter,
  createAdminWithOwnPolicies,
  lastAuditId,
  makeOutboxDir,
  mailsTo,
  signIn,
} from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { checkTemplate, renderTemplate } from './email-renderer.ts';

type Answer<T> = T & ApiError;

describe('e-mail template renderer', () => {
  it('puts values in as plain text (no HTML escaping), shows sections only with a value', () => {
    expect(renderTemplate('Go to {{link}}{{#reason}} ({{reason}}){{/reason}}', { link: 'https://x.example/?a=1&b=<2>' })).toBe('Go to https://x.example/?a=1&b=<2>');
    expect(renderTemplate('{{#reason}}Because {{reason}}{{/reason}}', { reason: 'blurred' })).toBe('Because blurred');
  });

  it('refuses unknown variables, partials, delimiter changes and broken tags, naming the field', () => {
    expect(() => checkTemplate('Hi {{name}} {{!note}}', ['name'], 'body')).not.toThrow();
    expect(() => checkTemplate('Hi {{nmae}}', ['name'], 'body')).toThrow(/nmae/);
    expect(() => checkTemplate('{{#name}}{{secret}}{{/name}}', ['name'], 'body')).toThrow(/secret/);
    expect(() => checkTemplate('{{> footer}}', ['name'], 'body')).toThrow(/refuses/);
    expect(() => checkTemplate('{{=<% %>=}}', ['name'], 'body')).toThrow(/refuses/);
    expect(() => checkTemplate('Hi {{name', ['name'], 'body')).toThrow(/not a valid template/);
  });
});

describe.each(testDatabaseKinds())('e-mail templates on %s', (kind) => {
  const outbox = makeOutboxDir();
  let server: TestServer;
  let admin: string;
  let reader: string;
  let nobody: string;
  const call = <T>(method: string, path: string, token: string, body?: unknown) => server.call<Answer<T>>(method, path, { token, body });
  const path = '/admin/email-templates/customer.kycRejected/es';

  beforeAll(async () => {
    server = await startTestServer(kind, { ...RELAXED_LIMITS, MAIL_OUTBOX_DIR: outbox.dir, PUBLIC_URL: 'http://console.test' });
    await server.createAdmin({ email: 'mail-admin@example.com', password: TEST_PASSWORD, role: 'admin', name: 'Mia Mail' });
    admin = await signIn(server, 'mail-admin@example.com');
    await server.createAdmin({ email: 'mail-support@example.com', password: TEST_PASSWORD, role: 'support', name: 'Test Admin' });
    reader = await signIn(server, 'mail-support@example.com');
    await createAdminWithOwnPolicies(server, { email: 'mail-nobody@example.com', policies: ['bundles.read'] });
    nobody = await signIn(server, 'mail-nobody@example.com');
  });
  afterAll(async () => {
    await server?.close();
    outbox.remove();
  });

  it('lists every event with its variables and languages; an unsaved one shows the built-in text', async () => {
    const list = await call<{ items: EmailEventSummary[] }>('GET', '/admin/email-templates', reader);
    expect(list.status).toBe(200);
    const invitation = list.body.items.find((e) => e.event === 'admin.invitation');
    expect(invitation).toMatchObject({ audience: 'ADMIN', variables: ['exchangeName', 'name', 'link', 'validity'] });
    expect(invitation?.languages.map((l) => l.language)).toEqual(['en', 'zh', 'es', 'fr', 'it', 'ar']);
    const builtIn = await call<EmailTemplate>('GET', path, reader);
    expect(builtIn.body).toMatchObject({ customized: false, updatedBy: null, variables: ['exchangeName', 'name', 'reason'] });
    expect(builtIn.body.body).toContain('{{reason}}');
  });

  it('saves a template per language, audited, and refuses an unknown variable with 400 naming it', async () => {
    const since = await lastAuditId(server);
    const saved = await call<EmailTemplate>('PUT', path, admin, { subject: '{{exchangeName}}: verificación rechazada', body: 'Hola {{name}}, motivo: {{reason}}' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ customized: true, updatedBy: { name: 'Mia Mail' } });
    expect((await auditRowsAfter(server, since)).map((r) => [r.action, r.targetId])).toEqual([['emailTemplate.save', 'customer.kycRejected/es']]);
    const unknown = await call<EmailTemplate>('PUT', path, admin, { subject: 'Hola', body: 'Hola {{name}}, tu saldo es {{balance}}' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details?.[0]).toMatchObject({ field: 'body', code: 'emailTemplate.unknownVariable', params: { variable: 'balance' } });
    expect(unknown.body.error.message).toContain('{{balance}}');
    const inSubject = await call<EmailTemplate>('PUT', path, admin, { subject: 'Hi {{customerId}}', body: 'x' });
    expect(inSubject.body.error.details?.[0]).toMatchObject({ field: 'subject', params: { variable: 'customerId' } });
    const broken = await call<EmailTemplate>('PUT', path, admin, { subject: 'Hi', body: '{{#reason}}open' });
    expect(broken.body.error.details?.[0]).toMatchObject({ field: 'body', code: 'emailTemplate.syntax' });
    // The refused ones left the saved template as it was.
    expect((await call<EmailTemplate>('GET', path, reader)).body.body).toBe('Hola {{name}}, motivo: {{reason}}');
    const list = await call<{ items: EmailEventSummary[] }>('GET', '/admin/email-templates', reader);
    const languages = list.body.items.find((e) => e.event === 'customer.kycRejected')?.languages;
    expect(languages?.filter((l) => l.customized).map((l) => l.language)).toEqual(['es']);
  });

  it('previews with the sample values by the renderer that sends, writing nothing', async () => {
    const since = await lastAuditId(server);
    const preview = await call<EmailPreview>('POST', `${path}/preview`, reader, { subject: '{{exchangeName}}:\n{{name}}', body: 'Hola {{name}}{{#reason}}, motivo: {{reason}}{{/reason}}' });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({ subject: 'Demo Exchange: Layla', text: 'Hola Layla, motivo: The photo of the ID is blurred' });
    const refused = await call<EmailPreview>('POST', `${path}/preview`, reader, { subject: 'x', body: '{{iban}}' });
    expect(refused.body.error.details?.[0]).toMatchObject({ code: 'emailTemplate.unknownVariable', params: { variable: 'iban' } });
    expect(await auditRowsAfter(server, since)).toEqual([]);
  });

  it('test-sends the template to the admin itself through the outbox, audited', async () => {
    const sent = await call<{ sentTo: string }>('POST', `${path}/test`, admin, { subject: 'Prueba {{name}}', body: 'Hola {{name}} & bienvenida' });
    expect(sent.body).toEqual({ sentTo: 'mail-admin@example.com' });
    const mail = mailsTo(outbox.dir, 'mail-admin@example.com').at(-1);
    expect(mail?.subject).toBe('[Test] Prueba Layla');
    expect(mail?.body).toContain('Hola Layla & bienvenida');
    expect((await call('POST', `${path}/test`, reader, { subject: 'x', body: 'y' })).status).toBe(403);
  });

  it("sends the system's own e-mails through the stored template, and the built-in text once it is reset", async () => {
    await call('PUT', '/admin/email-templates/admin.passwordResetRequested/en', admin, { subject: 'Reset for {{name}}', body: 'Open {{link}} within {{validity}}.' });
    await server.call('POST', '/auth/forgotPassword', { body: { email: 'mail-support@example.com' } });
    const custom = mailsTo(outbox.dir, 'mail-support@example.com').at(-1);
    expect(custom?.subject).toBe('Reset for Test Admin');
    expect(custom?.body).toMatch(/^Open http:\/\/console\.test\/set-password\?token=\S+ within 60 minutes\./);
    const reset = await call<EmailTemplate>('DELETE', '/admin/email-templates/admin.passwordResetRequested/en', admin);
    expect(reset.body.customized).toBe(false);
    expect((await call<EmailTemplate>('DELETE', '/admin/email-templates/admin.passwordResetRequested/en', admin)).body.error.code).toBe('emailTemplate.notCustomized');
  });

  it('answers 400 for an unknown event or language and 403 without the policy', async () => {
    expect((await call('GET', '/admin/email-templates/customer.lottery/en', reader)).status).toBe(400);
    expect((await call('GET', '/admin/email-templates/admin.invitation/de', reader)).status).toBe(400);
    expect((await call('GET', '/admin/email-templates', nobody)).status).toBe(403);
    expect((await call('PUT', path, reader, { subject: 'x', body: 'y' })).status).toBe(403);
  });
});
