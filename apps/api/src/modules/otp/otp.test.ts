import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedServiceAccount } from '@exchange/contract/integration/service-accounts';
import type { OtpLog, OtpSetting, OtpSettingList } from '@exchange/contract/otp/otp';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { RELAXED_LIMITS, TEST_PASSWORD, auditRowsAfter, createAdminWithOwnPolicies, fieldsOf, lastAuditId, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { insertDemoCustomers } from '../customers/customers-demo-data.ts';
import { generateOtpDemoData } from './otp-demo-data.ts';

type Answer<T> = T & ApiError;

describe.each(testDatabaseKinds())('OTP settings and logs on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let reader: string;
  let serviceKey: string;
  let customerIds: string[];
  const call = <T>(method: string, path: string, token: string, body?: unknown) => server.call<Answer<T>>(method, path, { token, body });
  const set = (operation: string, method: string, enabled: boolean, token = admin) => call<OtpSetting>('PUT', `/admin/otp/methods/${operation}`, token, { method, enabled });
  const enabledOf = (setting: OtpSetting) => Object.fromEntries(setting.methods.map((m) => [m.method, m.enabled]));
  const report = (body: Record<string, unknown>) => server.call<Answer<OtpLog>>('POST', '/platform/otp/logs', { token: serviceKey, body, headers: { 'idempotency-key': randomUUID() } });

  beforeAll(async () => {
    server = await startTestServer(kind, RELAXED_LIMITS);
    await server.createAdmin({ email: 'otp-admin@example.com', password: TEST_PASSWORD, role: 'admin', name: 'Olga Otp' });
    admin = await signIn(server, 'otp-admin@example.com');
    await createAdminWithOwnPolicies(server, { email: 'otp-reader@example.com', policies: ['otp.read'] });
    reader = await signIn(server, 'otp-reader@example.com');
    await insertDemoCustomers(server.database.db, { count: 40, anchor: new Date().toISOString() });
    customerIds = (await rowsOf<{ id: string }>(server, sql`select id from customers where state = 'ACTIVE' order by email limit 3`)).map((r) => r.id);
    await server.createAdmin({ email: 'otp-root@example.com', password: TEST_PASSWORD, role: 'superAdmin' });
    const root = await signIn(server, 'otp-root@example.com');
    const created = await call<CreatedServiceAccount>('POST', '/admin/integration/service-accounts', root, { name: 'OTP service', scopes: ['otp.logs.report'] });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    serviceKey = created.body.apiKey;
  });
  afterAll(() => server.close());

  it('lists every operation with its three methods as installed', async () => {
    const answer = await call<OtpSettingList>('GET', '/admin/otp/methods', reader);
    expect(answer.status).toBe(200);
    expect(answer.body.items.map((s) => s.operation)).toEqual(['SIGN_IN', 'WITHDRAWAL', 'ADD_BANK_ACCOUNT', 'ADD_WHITELIST_ADDRESS', 'CHANGE_PASSWORD', 'API_KEY']);
    const bank = answer.body.items.find((s) => s.operation === 'ADD_BANK_ACCOUNT');
    expect(bank && enabledOf(bank)).toEqual({ EMAIL: true, SMS: false, AUTHENTICATOR: false });
    expect(bank?.methods.every((m) => m.updatedBy === null)).toBe(true);
  });

  it('switches a method on and off, guarded, with who and its audit row', async () => {
    const before = await lastAuditId(server);
    const on = await set('API_KEY', 'SMS', true);
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(enabledOf(on.body)).toEqual({ EMAIL: true, SMS: true, AUTHENTICATOR: true });
    expect(on.body.methods.find((m) => m.method === 'SMS')?.updatedBy?.name).toBe('Olga Otp');
    const again = await set('API_KEY', 'SMS', true);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('otp.alreadySet');
    const audit = await auditRowsAfter(server, before);
    expect(audit.map((a) => [a.action, a.targetId, a.after])).toEqual([['otp.method.set', 'API_KEY', { method: 'SMS', enabled: true }]]);
    expect((await set('API_KEY', 'SMS', false)).status).toBe(200);
  });

  it('never leaves an operation without a method, even when two admins switch off its last two at once', async () => {
    // ADD_WHITELIST_ADDRESS has EMAIL and AUTHENTICATOR on.
    const [a, b] = await Promise.all([set('ADD_WHITELIST_ADDRESS', 'EMAIL', false), set('ADD_WHITELIST_ADDRESS', 'AUTHENTICATOR', false)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((x) => x.status === 409)?.body.error.code).toBe('otp.lastMethod');
    const [setting] = (await call<OtpSettingList>('GET', '/admin/otp/methods', reader)).body.items.filter((s) => s.operation === 'ADD_WHITELIST_ADDRESS');
    expect(setting?.methods.filter((m) => m.enabled)).toHaveLength(1);
  });

  it('refuses a reader (403), bad operations, methods and bodies (400 naming the field)', async () => {
    expect((await set('SIGN_IN', 'SMS', false, reader)).status).toBe(403);
    const unknownOperation = await set('TELEPORT', 'SMS', false);
    expect(unknownOperation.status).toBe(400);
    expect(fieldsOf(unknownOperation.body)).toContain('operation');
    const badBody = await call('PUT', '/admin/otp/methods/SIGN_IN', admin, { method: 'PIGEON', enabled: 'yes' });
    expect(badBody.status).toBe(400);
    expect(fieldsOf(badBody.body)).toEqual(expect.arrayContaining(['method', 'enabled']));
  });

  it('takes the OTP service reports, refusing a code sent by a method switched off for its operation', async () => {
    const methods = await server.call<Answer<OtpSettingList>>('GET', '/platform/otp/methods', { token: serviceKey });
    expect(methods.status).toBe(200);
    const sent = await report({ customerId: customerIds[0], method: 'EMAIL', operation: 'WITHDRAWAL', result: 'SENT', ip: '203.0.113.7' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({ method: 'EMAIL', operation: 'WITHDRAWAL', result: 'SENT', ip: '203.0.113.7', customer: { id: customerIds[0] } });
    const off = await report({ customerId: customerIds[0], method: 'SMS', operation: 'ADD_BANK_ACCOUNT', result: 'SENT' });
    expect(off.status).toBe(409);
    expect(off.body.error.code).toBe('otp.methodOff');
    // What became of a code sent before the switch went off is still a fact to record.
    expect((await report({ customerId: customerIds[0], method: 'SMS', operation: 'ADD_BANK_ACCOUNT', result: 'EXPIRED' })).status).toBe(201);
    expect((await report({ customerId: '00000000-0000-4000-8000-000000000000', method: 'EMAIL', operation: 'SIGN_IN', result: 'SENT' })).status).toBe(404);
    const bad = await report({ customerId: 'nobody', method: 'EMAIL', operation: 'SIGN_IN', result: 'MAYBE', ip: 'not-an-ip' });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(expect.arrayContaining(['customerId', 'result', 'ip']));
    // An admin's session is not a service key.
    expect((await server.call('GET', '/platform/otp/methods', { token: admin })).status).toBe(401);
  });

  it('lists the logs newest first with each filter matching SQL, and exports them as CSV', async () => {
    await generateOtpDemoData(server.database.db, new Date().toISOString());
    const count = async (where: ReturnType<typeof sql>) => (await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from otp_logs l join customers c on c.id = l.customer_id where ${where}`))[0]?.n;
    const [email] = await rowsOf<{ email: string }>(server, sql`select c.email from otp_logs l join customers c on c.id = l.customer_id order by l.id limit 1`);
    const cases: [string, ReturnType<typeof sql>][] = [
      ['', sql`true`],
      ['result=FAILED', sql`l.result = 'FAILED'`],
      ['method=SMS&operation=SIGN_IN', sql`l.method = 'SMS' and l.operation = 'SIGN_IN'`],
      [`email=${encodeURIComponent(email?.email ?? '')}`, sql`c.email = ${email?.email ?? ''}`],
      [`customerId=${customerIds[0]}`, sql`l.customer_id = ${customerIds[0]}`],
    ];
    for (const [query, where] of cases) {
      const answer = await call<ListResponse<OtpLog>>('GET', `/admin/otp/logs?limit=20&${query}`, reader);
      expect(answer.status, query).toBe(200);
      expect(answer.body.total, query).toBe(await count(where));
      const times = answer.body.items.map((l) => l.createdAt);
      expect(times).toEqual([...times].sort().reverse());
    }
    // The demo never sends a code by a method that is off for its operation.
    expect(await count(sql`not exists (select 1 from otp_method_settings s where s.operation = l.operation and s.method = l.method and s.enabled) and l.result = 'SENT' and l.ip like '10.%'`)).toBe(0);
    const backwards = await call('GET', '/admin/otp/logs?startDate=2025-02-01&endDate=2025-01-01', reader);
    expect(backwards.status).toBe(400);
    expect(fieldsOf(backwards.body)).toEqual(['endDate']);
    const csv = await server.call<string>('GET', '/admin/otp/logs?format=csv&result=BLOCKED', { token: reader });
    expect(csv.status).toBe(200);
    const lines = String(csv.body).trim().split('\n');
    expect(lines[0]).toBe('created_at,customer_name,customer_email,operation,method,result,ip');
    expect(lines.length - 1).toBe(await count(sql`l.result = 'BLOCKED'`));
  });
});
