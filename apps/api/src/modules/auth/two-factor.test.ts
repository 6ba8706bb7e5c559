import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse, QrCodeResponse } from '@exchange/contract/auth/session';
import type { ApiError } from '@exchange/contract/platform/errors';
import { auditLog } from '../../platform/audit/audit-table.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { authenticatorCode } from '../../testing/totp-for-tests.ts';
import { admins } from './auth-tables.ts';

const PASSWORD = 'Correct-Horse-9';

describe.each(testDatabaseKinds())('Google Authenticator on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { LOGIN_MAX_FAILURES: '4' });
  });
  afterAll(() => server.close());

  const login = (email: string, password = PASSWORD) =>
    server.call<LoginResponse & ApiError>('POST', '/admin/login', { body: { email, password } });
  async function fullToken(email: string) {
    const answer = await login(email);
    if (!answer.body.result) throw new Error(`login failed: ${JSON.stringify(answer.body)}`);
    return answer.body.data.accessToken;
  }

  /** Enables 2FA through the API as the console does; returns the secret and the session used. */
  async function enable(email: string) {
    const token = await fullToken(email);
    const qr = await server.call<QrCodeResponse>('GET', '/admin/otp/qrcode', { token });
    expect(qr.status).toBe(200);
    expect(qr.body.qrcode).toMatch(/^data:image\/png;base64,/);
    const setup = await server.call('POST', '/admin/otp/gauth/setup', {
      token,
      body: { gAuthCode: authenticatorCode(qr.body.code), loginPassword: PASSWORD },
    });
    expect(setup.status).toBe(200);
    return { secret: qr.body.code, token };
  }

  it('stores the secret encrypted and only after a correct code', async () => {
    await server.createAdmin({ email: 'a@example.com', password: PASSWORD });
    const token = await fullToken('a@example.com');
    const qr = await server.call<QrCodeResponse>('GET', '/admin/otp/qrcode', { token });
    expect(qr.body.code).toMatch(/^[A-Z2-7]{32}$/);
    const wrongCode = await server.call<ApiError>('POST', '/admin/otp/gauth/setup', { token, body: { gAuthCode: '000000', loginPassword: PASSWORD } });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.error.details?.[0]?.field).toBe('gAuthCode');
    const wrongPassword = await server.call<ApiError>('POST', '/admin/otp/gauth/setup', {
      token,
      body: { gAuthCode: authenticatorCode(qr.body.code), loginPassword: 'wrong-password' },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.error.details?.[0]?.field).toBe('loginPassword');
    const [before] = await server.database.db.select().from(admins).where(eq(admins.email, 'a@example.com'));
    expect(before?.totpEnabled).toBe(false);
    expect(before?.totpPendingSecretEnc).not.toContain(qr.body.code);

    const ok = await server.call('POST', '/admin/otp/gauth/setup', { token, body: { gAuthCode: authenticatorCode(qr.body.code), loginPassword: PASSWORD } });
    expect(ok.status).toBe(200);
    const [after] = await server.database.db.select().from(admins).where(eq(admins.email, 'a@example.com'));
    expect(after?.totpEnabled).toBe(true);
    expect(after?.totpSecretEnc).toBeTruthy();
    expect(after?.totpSecretEnc).not.toContain(qr.body.code);
    expect((await server.call('GET', '/admin/otp/qrcode', { token })).status).toBe(409);
  });

  it('ends the other sessions when 2FA is turned on', async () => {
    await server.createAdmin({ email: 'b@example.com', password: PASSWORD });
    const other = await fullToken('b@example.com');
    const { token } = await enable('b@example.com');
    expect((await server.call('GET', '/admin/me', { token })).status).toBe(200);
    expect((await server.call('GET', '/admin/me', { token: other })).status).toBe(401);
  });

  it('gives a pending token that only verifyGauthOtp accepts, then a full session', async () => {
    await server.createAdmin({ email: 'c@example.com', password: PASSWORD, name: 'Cy' });
    const { secret } = await enable('c@example.com');
    const first = await login('c@example.com');
    expect(first.body).toMatchObject({ result: true, data: { isGAuthEnabled: true, name: 'Cy' } });
    const pending = first.body.result ? first.body.data.accessToken : '';
    for (const [method, path] of [['GET', '/admin/me'], ['GET', '/admin/otp/qrcode'], ['POST', '/admin/logout']] as const) {
      const refused = await server.call<ApiError>(method, path, { token: pending });
      expect(refused.status).toBe(401);
      expect(refused.body.error.code).toBe('auth.secondFactorRequired');
    }
    // The next step's code: the one used at setup burned the current step.
    const verified = await server.call<LoginResponse>('POST', '/admin/verifyGauthOtp', {
      token: pending,
      body: { email: 'c@example.com', otpCode: authenticatorCode(secret, 1) },
    });
    expect(verified.status).toBe(200);
    const full = verified.body.result ? verified.body.data.accessToken : '';
    expect(full).not.toBe(pending);
    expect((await server.call('GET', '/admin/me', { token: full })).status).toBe(200);
    // A full token cannot call verify, and the pending token is spent.
    expect((await server.call('POST', '/admin/verifyGauthOtp', { token: full, body: { email: 'c@example.com', otpCode: '123456' } })).status).toBe(403);
    expect((await server.call('POST', '/admin/verifyGauthOtp', { token: pending, body: { email: 'c@example.com', otpCode: '123456' } })).status).toBe(401);
  });

  it('accepts a code once: a replay, an earlier step, and nine of ten racing requests are refused', async () => {
    await server.createAdmin({ email: 'd@example.com', password: PASSWORD });
    const { secret } = await enable('d@example.com');
    const pendings = await Promise.all(Array.from({ length: 10 }, async () => {
      const answer = await login('d@example.com');
      return answer.body.result ? answer.body.data.accessToken : '';
    }));
    const t0 = Date.now();
    const code = authenticatorCode(secret, 1, t0);
    const raced = await Promise.all(pendings.map((token) =>
      server.call<ApiError>('POST', '/admin/verifyGauthOtp', { token, body: { email: 'd@example.com', otpCode: code } })));
    expect(raced.filter((r) => r.status === 200)).toHaveLength(1);
    expect(raced.filter((r) => r.status === 401 && r.body.error.code === 'auth.otpReused')).toHaveLength(9);

    const again = await login('d@example.com');
    const pending = again.body.result ? again.body.data.accessToken : '';
    // Steps fixed at t0, so crossing a step boundary meanwhile cannot turn an old code into a new one.
    for (const older of [code, authenticatorCode(secret, 0, t0), authenticatorCode(secret, -1, t0)]) {
      const refused = await server.call<ApiError>('POST', '/admin/verifyGauthOtp', { token: pending, body: { email: 'd@example.com', otpCode: older } });
      expect(refused.status).toBe(401);
    }
  });

  it('counts wrong codes toward the lockout', async () => {
    await server.createAdmin({ email: 'e@example.com', password: PASSWORD });
    const { secret } = await enable('e@example.com');
    const answer = await login('e@example.com');
    const pending = answer.body.result ? answer.body.data.accessToken : '';
    const good = authenticatorCode(secret, 1);
    const wrong = good === '111111' ? '222222' : '111111';
    for (let i = 0; i < 4; i++) {
      const r = await server.call<ApiError>('POST', '/admin/verifyGauthOtp', { token: pending, body: { email: 'e@example.com', otpCode: wrong } });
      expect(r.body.error.code).toBe('auth.invalidOtp');
    }
    const locked = await server.call<ApiError>('POST', '/admin/verifyGauthOtp', { token: pending, body: { email: 'e@example.com', otpCode: good } });
    expect(locked.status).toBe(429);
    expect((await login('e@example.com')).status).toBe(429);
  });

  it('refuses a verify for another email than the pending sign-in', async () => {
    await server.createAdmin({ email: 'f@example.com', password: PASSWORD });
    const { secret } = await enable('f@example.com');
    const answer = await login('f@example.com');
    const pending = answer.body.result ? answer.body.data.accessToken : '';
    const r = await server.call<ApiError>('POST', '/admin/verifyGauthOtp', { token: pending, body: { email: 'a@example.com', otpCode: authenticatorCode(secret, 1) } });
    expect(r.status).toBe(400);
    expect(r.body.error.details?.[0]?.field).toBe('email');
  });

  it('disables 2FA only with the password and a fresh code, and audits each step', async () => {
    const id = await server.createAdmin({ email: 'g@example.com', password: PASSWORD });
    const { secret, token } = await enable('g@example.com');
    const noPassword = await server.call('PATCH', '/admin/user/disableGauth', { token, body: { gAuthCode: authenticatorCode(secret, 1), loginPassword: 'wrong-password' } });
    expect(noPassword.status).toBe(400);
    const off = await server.call('PATCH', '/admin/user/disableGauth', { token, body: { gAuthCode: authenticatorCode(secret, 1), loginPassword: PASSWORD } });
    expect(off.status).toBe(200);
    expect((await server.call('PATCH', '/admin/user/disableGauth', { token, body: { gAuthCode: authenticatorCode(secret, 1), loginPassword: PASSWORD } })).status).toBe(409);
    const plain = await login('g@example.com');
    expect(plain.body).toMatchObject({ result: true, data: { isGAuthEnabled: false } });
    const actions = (await server.database.db.select().from(auditLog).where(eq(auditLog.actorId, id))).map((r) => `${r.action}:${r.outcome}`);
    expect(actions).toEqual(expect.arrayContaining([
      'auth.2fa.qrcode:SUCCESS', 'auth.2fa.enable:SUCCESS', 'auth.2fa.disable:FAILURE', 'auth.2fa.disable:SUCCESS',
    ]));
  });
});
