import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@exchange/contract/auth/session';
import type { ApiError } from '@exchange/contract/platform/errors';
import { auditLog } from '../../platform/audit/audit-table.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { adminSessions } from './auth-tables.ts';

const PASSWORD = 'Correct-Horse-9';

describe.each(testDatabaseKinds())('sign-in and sessions on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { LOGIN_MAX_FAILURES: '3', LOGIN_IP_MAX_FAILURES: '50', TRUST_PROXY: 'true' });
  });
  afterAll(() => server.close());

  async function signIn(email: string, password = PASSWORD, ip = '198.51.100.1') {
    return server.call<LoginResponse & ApiError>('POST', '/admin/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });
  }
  async function tokenFor(email: string) {
    const answer = await signIn(email);
    expect(answer.status).toBe(200);
    if (!answer.body.result) throw new Error('no token');
    return answer.body.data.accessToken;
  }

  it('signs in with the spec\'s login result and a long opaque token', async () => {
    const id = await server.createAdmin({ email: 'ada@example.com', password: PASSWORD, name: 'Ada', role: 'finance' });
    const answer = await signIn('Ada@Example.com');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ result: true, data: { id, name: 'Ada', role: 'finance', isGAuthEnabled: false } });
    const token = answer.body.result ? answer.body.data.accessToken : '';
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const me = await server.call<{ email: string; policies: string[] }>('GET', '/admin/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('ada@example.com');
    expect(me.body.policies).toContain('p2p.transactions.approve');
    // Only a hash of the token is stored.
    const stored = await server.database.db.select({ tokenHash: adminSessions.tokenHash }).from(adminSessions);
    expect(stored.map((s) => s.tokenHash)).not.toContain(token);
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    await server.createAdmin({ email: 'bob@example.com', password: PASSWORD });
    const wrong = await signIn('bob@example.com', 'not-the-password');
    const unknown = await signIn('nobody@example.com', 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error).toEqual({ code: 'auth.invalidCredentials', message: 'Invalid email or password' });
  });

  it('locks an account after repeated failures, even for the right password, for unknown emails too', async () => {
    await server.createAdmin({ email: 'carol@example.com', password: PASSWORD });
    for (let i = 0; i < 3; i++) expect((await signIn('carol@example.com', 'guess-' + i, `203.0.113.${i}`)).status).toBe(401);
    const locked = await signIn('carol@example.com', PASSWORD, '203.0.113.99');
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('auth.tooManyAttempts');
    for (let i = 0; i < 3; i++) await signIn('ghost@example.com', 'guess-' + i);
    const ghost = await signIn('ghost@example.com', 'guess');
    expect(ghost.status).toBe(429);
    expect(ghost.body).toEqual(locked.body);
  });

  it('limits failures per address across accounts', async () => {
    const limited = await startTestServer(kind, { LOGIN_MAX_FAILURES: '100', LOGIN_IP_MAX_FAILURES: '4', TRUST_PROXY: 'true' });
    try {
      await limited.createAdmin({ email: 'dan@example.com', password: PASSWORD });
      const from = (email: string, password: string, ip: string) =>
        limited.call('POST', '/admin/login', { body: { email, password }, headers: { 'x-forwarded-for': ip } });
      for (let i = 0; i < 4; i++) expect((await from(`user${i}@example.com`, 'x', '192.0.2.50')).status).toBe(401);
      expect((await from('dan@example.com', PASSWORD, '192.0.2.50')).status).toBe(429);
      expect((await from('dan@example.com', PASSWORD, '192.0.2.51')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('refuses a deactivated admin like a wrong password', async () => {
    await server.createAdmin({ email: 'erin@example.com', password: PASSWORD });
    await server.database.db.execute(sql`update admins set is_active = false where email = 'erin@example.com'`);
    const answer = await signIn('erin@example.com');
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('auth.invalidCredentials');
  });

  it('401s a missing, unknown, revoked, idle or expired token', async () => {
    await server.createAdmin({ email: 'fay@example.com', password: PASSWORD });
    expect((await server.call('GET', '/admin/me')).status).toBe(401);
    expect((await server.call('GET', '/admin/me', { token: 'made-up' })).status).toBe(401);
    expect((await server.call('GET', '/admin/me', { headers: { authorization: 'Basic abc' } })).status).toBe(401);

    const loggedOut = await tokenFor('fay@example.com');
    expect((await server.call('POST', '/admin/logout', { token: loggedOut })).status).toBe(200);
    const afterLogout = await server.call<ApiError>('GET', '/admin/me', { token: loggedOut });
    expect(afterLogout.status).toBe(401);
    expect(afterLogout.body.error.code).toBe('auth.sessionExpired');

    const idle = await tokenFor('fay@example.com');
    await server.database.db.execute(sql`update admin_sessions set last_seen_at = now() - interval '31 minutes' where revoked_at is null`);
    expect((await server.call('GET', '/admin/me', { token: idle })).status).toBe(401);

    const old = await tokenFor('fay@example.com');
    expect((await server.call('GET', '/admin/me', { token: old })).status).toBe(200);
    await server.database.db.execute(sql`update admin_sessions set expires_at = now() - interval '1 second' where revoked_at is null`);
    expect((await server.call('GET', '/admin/me', { token: old })).status).toBe(401);
  });

  it('changes the password: keeps this session, ends the others, old password stops working', async () => {
    await server.createAdmin({ email: 'gus@example.com', password: PASSWORD });
    const here = await tokenFor('gus@example.com');
    const elsewhere = await tokenFor('gus@example.com');
    const wrongOld = await server.call<ApiError>('POST', '/admin/changePassword', {
      token: here,
      body: { password: 'nope-nope-nope', newPassword: 'Brand-New-Pass-1', confirmPassword: 'Brand-New-Pass-1' },
    });
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.body.error.details?.[0]?.field).toBe('password');
    const mismatch = await server.call<ApiError>('POST', '/admin/changePassword', {
      token: here,
      body: { password: PASSWORD, newPassword: 'Brand-New-Pass-1', confirmPassword: 'Brand-New-Pass-2' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.details?.[0]?.field).toBe('confirmPassword');

    const changed = await server.call('POST', '/admin/changePassword', {
      token: here,
      body: { password: PASSWORD, newPassword: 'Brand-New-Pass-1', confirmPassword: 'Brand-New-Pass-1' },
    });
    expect(changed.status).toBe(200);
    expect((await server.call('GET', '/admin/me', { token: here })).status).toBe(200);
    expect((await server.call('GET', '/admin/me', { token: elsewhere })).status).toBe(401);
    expect((await signIn('gus@example.com')).status).toBe(401);
    expect((await signIn('gus@example.com', 'Brand-New-Pass-1')).status).toBe(200);
  });

  it('returns the effective policies of oneself, and of others only with admins.read (audited)', async () => {
    const supportId = await server.createAdmin({ email: 'hal@example.com', password: PASSWORD, role: 'support' });
    const superId = await server.createAdmin({ email: 'ida@example.com', password: PASSWORD, role: 'superAdmin' });
    const support = await tokenFor('hal@example.com');
    const own = await server.call<{ policies: string[] }>('GET', `/admin/policies?id=${supportId}`, { token: support });
    expect(own.status).toBe(200);
    expect(own.body.policies).toContain('p2p.transactions.read');
    expect(own.body.policies).not.toContain('p2p.transactions.approve');
    expect((await server.call('GET', `/admin/policies?id=${superId}`, { token: support })).status).toBe(403);
    const superToken = await tokenFor('ida@example.com');
    const other = await server.call<{ policies: string[] }>('GET', `/admin/policies?id=${supportId}`, { token: superToken });
    expect(other.body.policies).toEqual(own.body.policies);
    const superPolicies = await server.call<{ policies: string[] }>('GET', `/admin/policies?id=${superId}`, { token: superToken });
    expect(superPolicies.body.policies).toEqual(expect.arrayContaining(['admins.manage', 'groups.manage', 'p2p.transactions.approve']));
    const bad = await server.call<ApiError>('GET', '/admin/policies?id=42', { token: superToken });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details?.[0]?.field).toBe('id');
    const reads = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.policies.read'));
    // Reading one's own policies (every sign-in does) is no activity; a refused look at another's is.
    expect(reads.filter((r) => r.actorId === supportId).map((r) => r.outcome)).toEqual(['DENIED']);
    expect(reads.filter((r) => r.actorId === superId).map((r) => `${r.outcome}:${r.targetId}`)).toEqual([`SUCCESS:${supportId}`]);
  });

  it('writes an audit row for each sign-in, failure and logout, and the table refuses changes', async () => {
    await server.createAdmin({ email: 'jo@example.com', password: PASSWORD });
    await signIn('jo@example.com', 'wrong-password', '198.51.100.77');
    const token = await tokenFor('jo@example.com');
    await server.call('POST', '/admin/logout', { token });
    const rows = await server.database.db.select().from(auditLog).where(eq(auditLog.actorEmail, 'jo@example.com'));
    const summary = rows.map((r) => `${r.action}:${r.outcome}`);
    expect(summary).toEqual(['auth.login:FAILURE', 'auth.login:SUCCESS', 'auth.logout:SUCCESS']);
    expect(rows[0]?.ip).toBe('198.51.100.77');
    await expect(server.database.db.execute(sql`update audit_log set outcome = 'SUCCESS'`)).rejects.toThrow();
    await expect(server.database.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(server.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [after] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(eq(auditLog.actorEmail, 'jo@example.com'));
    expect(after?.n).toBe(3);
  });
});

describe.each(testDatabaseKinds())('admin IP allowlist on %s', (kind) => {
  it('gives the false result outside the list and 403 on other calls, works inside it', async () => {
    const outside = await startTestServer(kind, { ADMIN_IP_ALLOWLIST: '10.0.0.0/8' });
    try {
      await outside.createAdmin({ email: 'kim@example.com', password: PASSWORD });
      const answer = await outside.call('POST', '/admin/login', { body: { email: 'kim@example.com', password: PASSWORD } });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ result: false, reason: 'IP_NOT_ALLOWED' });
      const other = await outside.call<ApiError>('GET', '/admin/me', { token: 'anything' });
      expect(other.status).toBe(403);
      expect(other.body.error.code).toBe('auth.ipNotAllowed');
    } finally {
      await outside.close();
    }
    const inside = await startTestServer(kind, { ADMIN_IP_ALLOWLIST: '127.0.0.0/8, ::1' });
    try {
      await inside.createAdmin({ email: 'kim@example.com', password: PASSWORD });
      const answer = await inside.call<LoginResponse>('POST', '/admin/login', { body: { email: 'kim@example.com', password: PASSWORD } });
      expect(answer.body.result).toBe(true);
    } finally {
      await inside.close();
    }
  });
});
