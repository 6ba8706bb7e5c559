import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessRequest } from '@exchange/contract/auth/access-requests';
import type { LoginResponse } from '@exchange/contract/auth/session';
import type { ApiError } from '@exchange/contract/platform/errors';
import { fetchCsvExport } from '../../testing/csv-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';

const PASSWORD = 'Correct-Horse-9';

describe.each(testDatabaseKinds())('sign-up access requests on %s', (kind) => {
  let server: TestServer;
  let superToken: string;
  let supportToken: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.createAdmin({ email: 'root@example.com', password: PASSWORD, role: 'superAdmin' });
    await server.createAdmin({ email: 'help@example.com', password: PASSWORD, role: 'support' });
    const token = async (email: string) => {
      const r = await server.call<LoginResponse>('POST', '/admin/login', { body: { email, password: PASSWORD } });
      return r.body.result ? r.body.data.accessToken : '';
    };
    superToken = await token('root@example.com');
    supportToken = await token('help@example.com');
  });
  afterAll(() => server.close());

  const register = (email: string, password = 'Signup-Pass-77') =>
    server.call<ApiError>('POST', '/auth/register', { body: { username: 'Newbie', email, password } });
  const pending = async () =>
    (await server.call<{ items: AccessRequest[]; total: number }>('GET', '/admin/accessRequests?status=PENDING', { token: superToken })).body;

  it('files a request that cannot sign in until a super admin approves it', async () => {
    const filed = await register('new@example.com');
    expect(filed.status).toBe(202);
    expect(filed.body).toEqual({ status: 'PENDING' });
    // The applicant's own password hears that the request waits; it is not told "invalid password".
    const waiting = await server.call<ApiError>('POST', '/admin/login', { body: { email: 'new@example.com', password: 'Signup-Pass-77' } });
    expect(waiting.status).toBe(403);
    expect(waiting.body.error.code).toBe('auth.accessRequestPending');
    expect(waiting.body.error.message).toMatch(/waiting for approval/);

    const request = (await pending()).items.find((r) => r.email === 'new@example.com');
    expect(request?.status).toBe('PENDING');
    expect((await server.call('PUT', `/admin/accessRequests/${request?.id}/approve`, { token: supportToken, body: {} })).status).toBe(403);
    const approved = await server.call<AccessRequest>('PUT', `/admin/accessRequests/${request?.id}/approve`, { token: superToken, body: { role: 'support' } });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('APPROVED');
    const login = await server.call<LoginResponse>('POST', '/admin/login', { body: { email: 'new@example.com', password: 'Signup-Pass-77' } });
    expect(login.body).toMatchObject({ result: true, data: { role: 'support', name: 'Newbie' } });
    const twice = await server.call<ApiError>('PUT', `/admin/accessRequests/${request?.id}/approve`, { token: superToken, body: {} });
    expect(twice.status).toBe(409);
  });

  it('answers the same for a known email and files nothing for it', async () => {
    const known = await register('root@example.com');
    expect(known.status).toBe(202);
    expect((await pending()).items.some((r) => r.email === 'root@example.com')).toBe(false);
  });

  it('refuses a request for good, and a super admin cannot be granted through it', async () => {
    await register('nope@example.com');
    const request = (await pending()).items.find((r) => r.email === 'nope@example.com');
    const asSuper = await server.call<ApiError>('PUT', `/admin/accessRequests/${request?.id}/approve`, { token: superToken, body: { role: 'superAdmin' } });
    expect(asSuper.status).toBe(400);
    expect(asSuper.body.error.details?.[0]?.field).toBe('role');
    const refused = await server.call<AccessRequest>('PUT', `/admin/accessRequests/${request?.id}/refuse`, { token: superToken });
    expect(refused.body.status).toBe('REFUSED');
    expect((await server.call('PUT', `/admin/accessRequests/${request?.id}/approve`, { token: superToken, body: {} })).status).toBe(409);
    const refusedLogin = await server.call<ApiError>('POST', '/admin/login', { body: { email: 'nope@example.com', password: 'Signup-Pass-77' } });
    expect(refusedLogin.status).toBe(403);
    expect(refusedLogin.body.error.code).toBe('auth.accessRequestRefused');
    expect(refusedLogin.body.error.message).toMatch(/refused/);
    expect((await server.call('PUT', '/admin/accessRequests/00000000-0000-4000-8000-000000000000/refuse', { token: superToken })).status).toBe(404);
  });

  it('tells a waiting or refused applicant so only after its own password; any other password gets the answer of an unknown e-mail', async () => {
    const signIn = (email: string, password: string) => server.call<ApiError>('POST', '/admin/login', { body: { email, password } });
    await register('waits@example.com', 'Waiting-Pass-1');
    const unknown = await signIn('nobody-at-all@example.com', 'Waiting-Pass-2');
    expect(unknown.status).toBe(401);
    const wrong = await signIn('waits@example.com', 'Waiting-Pass-2');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    const right = await signIn('Waits@Example.com', 'Waiting-Pass-1');
    expect(right.status).toBe(403);
    expect(right.body.error.code).toBe('auth.accessRequestPending');

    // Refused, then filed again: the newest request speaks.
    const first = (await pending()).items.find((r) => r.email === 'waits@example.com');
    expect((await server.call('PUT', `/admin/accessRequests/${first?.id}/refuse`, { token: superToken })).status).toBe(200);
    expect((await signIn('waits@example.com', 'Waiting-Pass-1')).body.error.code).toBe('auth.accessRequestRefused');
    expect((await signIn('waits@example.com', 'Waiting-Pass-2')).body).toEqual(unknown.body);
    await register('waits@example.com', 'Second-Try-Pass-1');
    expect((await signIn('waits@example.com', 'Second-Try-Pass-1')).body.error.code).toBe('auth.accessRequestPending');
    // The refused request's password is no key to the new one.
    expect((await signIn('waits@example.com', 'Waiting-Pass-1')).body).toEqual(unknown.body);

    // Once approved, the request stands aside: the admin account answers.
    const second = (await pending()).items.find((r) => r.email === 'waits@example.com');
    expect((await server.call('PUT', `/admin/accessRequests/${second?.id}/approve`, { token: superToken, body: { role: 'support' } })).status).toBe(200);
    expect((await signIn('waits@example.com', 'Second-Try-Pass-1')).status).toBe(200);
    expect((await signIn('waits@example.com', 'Waiting-Pass-1')).body).toEqual(unknown.body);
  });

  it('exports the requests of one status as CSV, newest first, without the password hash, and audits it', async () => {
    await register('csv@example.com');
    const csv = await fetchCsvExport(server, '/admin/accessRequests?status=PENDING&page=1&limit=1', superToken);
    expect(csv.status).toBe(200);
    expect(csv.disposition).toMatch(/^attachment; filename="access-requests-.*\.csv"$/);
    expect(csv.header).toEqual(['username', 'email', 'status', 'requested_at', 'decided_at', 'decided_by']);
    const listed = (await pending()).items;
    expect(csv.rows.map((r) => [r.email, r.status, r.requested_at, r.decided_at])).toEqual(listed.map((r) => [r.email, 'PENDING', r.createdAt.slice(0, 19) + 'Z', '']));
    expect(csv.rows[0]).toMatchObject({ username: 'Newbie', email: 'csv@example.com' });
    expect(csv.audits).toEqual([{ action: 'access_request.export_csv', targetType: 'access_requests', detail: JSON.stringify({ status: 'PENDING' }), actorId: expect.any(String) }]);
    expect((await fetchCsvExport(server, '/admin/accessRequests', supportToken)).status).toBe(403);
  });

  it('names the field of a bad sign-up', async () => {
    const short = await register('short@example.com', 'short');
    expect(short.status).toBe(400);
    expect(short.body.error.details?.[0]?.field).toBe('password');
    const noName = await server.call<ApiError>('POST', '/auth/register', { body: { email: 'x@example.com', password: 'Signup-Pass-77' } });
    expect(noName.body.error.details?.map((d) => d.field)).toContain('username');
  });
});
