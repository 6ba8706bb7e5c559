import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from '@exchange/contract/platform/error-codes';
import type { ApiError } from '@exchange/contract/platform/errors';
import { RELAXED_LIMITS, TEST_PASSWORD, signIn } from '../../testing/access-test-helpers.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

type Coded = { code: string; params?: Record<string, string | number> };

/** Every code an answer carries is the contract's, with exactly the params ERROR_CODES gives it. */
function expectContractCodes(body: ApiError) {
  const coded: Coded[] = [body.error, ...(body.error.details ?? [])];
  for (const { code, params } of coded) {
    expect(isErrorCode(code), code).toBe(true);
    if (!isErrorCode(code)) continue;
    expect(Object.keys(params ?? {}).sort(), code).toEqual([...ERROR_CODES[code]].sort());
  }
}

describe('error answers carry a stable code and its params', () => {
  let server: TestServer;
  let token: string;

  const call = async (method: string, path: string, options: { body?: unknown; rawBody?: string; token?: string } = {}) => {
    const answer = await server.call<ApiError>(method, path, options);
    if (answer.status >= 400) expectContractCodes(answer.body);
    return answer;
  };

  beforeAll(async () => {
    server = await startTestServer('pglite', RELAXED_LIMITS);
    await server.createAdmin({ email: 'codes@example.com', password: TEST_PASSWORD, role: 'superAdmin' });
    token = await signIn(server, 'codes@example.com');
  });
  afterAll(() => server.close());

  it('names a refusal by its code and keeps the English message beside it', async () => {
    const wrong = await call('POST', '/admin/login', { body: { email: 'codes@example.com', password: 'not-the-password' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: { code: 'auth.invalidCredentials', message: 'Invalid email or password' } });

    const route = await call('GET', '/admin/no-such-thing', { token });
    expect(route.status).toBe(404);
    expect(route.body.error.code).toBe('route.notFound');

    const noSession = await call('GET', '/admin/me');
    expect(noSession.body.error).toEqual({ code: 'auth.signInRequired', message: 'Sign in first' });
  });

  it('names the field of a server-side refusal with its code, never only in an English sentence', async () => {
    const wrongCurrent = await call('POST', '/admin/changePassword', {
      token,
      body: { password: 'not-my-password-1', newPassword: 'Another-Horse-10', confirmPassword: 'Another-Horse-10' },
    });
    expect(wrongCurrent.status).toBe(400);
    expect(wrongCurrent.body.error).toEqual({
      code: 'auth.wrongPassword',
      message: 'password: is not your current password',
      details: [{ field: 'password', code: 'auth.wrongPassword', message: 'is not your current password' }],
    });

    expect((await call('GET', '/admin/otp/qrcode', { token })).status).toBe(200);
    const wrongCode = await call('POST', '/admin/otp/gauth/setup', { token, body: { gAuthCode: '000000', loginPassword: TEST_PASSWORD } });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.error.details).toEqual([{ field: 'gAuthCode', code: 'auth.invalidOtp', message: 'is not a valid code' }]);
  });

  it('maps each kind of schema check to a generic validation code, with the field and the bound', async () => {
    const cases: [string, string, unknown, string, Coded][] = [
      ['POST', '/admin/login', { password: 'x' }, 'email', { code: 'validation.required' }],
      ['POST', '/admin/login', { email: 'not-an-email', password: 'x' }, 'email', { code: 'validation.invalidEmail' }],
      ['POST', '/admin/login', { email: 'a@example.com', password: 7 }, 'password', { code: 'validation.invalidType' }],
      ['POST', '/admin/login', { email: 'a@example.com', password: 'x'.repeat(300) }, 'password', { code: 'validation.tooLong', params: { max: 256 } }],
      ['POST', '/admin/changePassword', { password: 'Correct-Horse-9', newPassword: 'short', confirmPassword: 'short' }, 'newPassword', { code: 'validation.tooShort', params: { min: 10 } }],
      ['POST', '/admin/changePassword', { password: 'Correct-Horse-9', newPassword: 'Another-Horse-10', confirmPassword: 'Another-Horse-11' }, 'confirmPassword', { code: 'validation.passwordMismatch' }],
      ['GET', '/admin/p2p/transactions?status=MAYBE', undefined, 'status', { code: 'validation.notAllowed' }],
      ['GET', '/admin/p2p/transactions?limit=0', undefined, 'limit', { code: 'validation.tooSmall', params: { min: 1 } }],
      ['GET', '/admin/lean/listTransaction?startDate=1899-12-31', undefined, 'startDate', { code: 'validation.dateOutOfRange', params: { min: '1900-01-01', max: '2999-12-31' } }],
      ['GET', '/admin/lean/listTransaction?startDate=2024-05-02&endDate=2024-05-01', undefined, 'endDate', { code: 'validation.endBeforeStart' }],
      ['POST', '/admin/lean/rejectTransaction', { transactionId: '00000000-0000-4000-8000-000000000000', reason: 'x' }, 'reason', { code: 'validation.tooShort', params: { min: 3 } }],
    ];
    for (const [method, path, body, field, expected] of cases) {
      const answer = await call(method, path, { token, body });
      const what = `${method} ${path} ${JSON.stringify(body)}`;
      expect(answer.status, what).toBe(400);
      const detail = answer.body.error.details?.find((d) => d.field === field);
      expect(detail, what).toMatchObject({ field, ...expected });
      expect(detail?.params, what).toEqual(expected.params);
      // The top of the answer is the first problem, so a client that reads only it still has a code.
      expect(answer.body.error.code, what).toBe(answer.body.error.details?.[0]?.code);
    }
  });

  it('answers a body that is not JSON with request.malformed on the body', async () => {
    const broken = await call('POST', '/admin/login', { rawBody: '{"email":' });
    expect(broken.status).toBe(400);
    expect(broken.body.error).toMatchObject({ code: 'request.malformed', details: [{ field: 'body', code: 'request.malformed' }] });
  });
});
