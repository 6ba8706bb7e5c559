// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../testing/memory-storage.ts';
import { answer as answerOf, api, bearer, signInApi } from './api.ts';
import { setTwoFactorSetupHandler, setUnauthorizedHandler } from './api-client.ts';
import { ApiRequestError } from './api-request-error.ts';

interface Sent {
  url: string;
  request: Request;
  body: string;
}

function answer(status: number, body?: unknown): { sent: Sent[] } {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    sent.push({ url: url.pathname + url.search, request, body: await request.text() });
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return { sent };
}

let storage: MemoryStorage;
let unauthorized: ReturnType<typeof vi.fn<() => void>>;
let restoreHandler: () => void;

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  unauthorized = vi.fn<() => void>();
  restoreHandler = setUnauthorizedHandler(() => unauthorized());
});

afterEach(() => {
  restoreHandler();
  vi.unstubAllGlobals();
});

function signIn() {
  for (const [key, value] of Object.entries({
    adminToken: 'tok',
    userId: 'u',
    name: 'N',
    role: 'admin',
    userPolicies: '[]',
    isGAuthEnabled: '0',
  })) {
    storage.setItem(key, value);
  }
}

describe('the typed admin API client', () => {
  it('sends the stored token, JSON bodies and the query string without empty filters', async () => {
    signIn();
    const { sent } = answer(200, { items: [], total: 0, totalIsCapped: false, page: 0, limit: 10 });
    await expect(answerOf(api.GET('/admin/p2p/transactions', { params: { query: { page: 0, email: '', status: 'REQUESTED' } } }))).resolves.toMatchObject({ total: 0 });
    expect(sent[0]?.url).toBe('/admin/p2p/transactions?page=0&status=REQUESTED');
    expect(sent[0]?.request.headers.get('Authorization')).toBe('Bearer tok');
    const { sent: posted } = answer(200, { id: 'g' });
    await answerOf(api.POST('/admin/roles/groups', { body: { name: 'Desk' } }));
    expect(posted[0]?.request.headers.get('Content-Type')).toBe('application/json');
    expect(posted[0]?.body).toBe('{"name":"Desk"}');
  });

  it('fills path parameters, encoded', async () => {
    signIn();
    const { sent } = answer(200, {});
    await answerOf(api.GET('/admin/p2p/orderDisputes/{orderNumber}', { params: { path: { orderNumber: 'P2P 1/2' } } }));
    expect(sent[0]?.url).toBe('/admin/p2p/orderDisputes/P2P%201%2F2');
  });

  it('prefers an explicit token (the pending 2FA token) and sends none when there is none', async () => {
    signIn();
    const { sent } = answer(200, {});
    await answerOf(signInApi.POST('/admin/verifyGauthOtp', { body: { email: 'a@b.co', otpCode: '123456' }, headers: bearer('pending') }));
    expect(sent[0]?.request.headers.get('Authorization')).toBe('Bearer pending');
    storage.clear();
    await answerOf(api.GET('/admin/publicSettings'));
    expect(sent[1]?.request.headers.has('Authorization')).toBe(false);
  });

  it('turns an error body into a typed ApiRequestError', async () => {
    answer(400, {
      error: {
        code: 'validation.invalidEmail',
        message: 'email: Invalid email address',
        details: [{ field: 'email', code: 'validation.invalidEmail', message: 'Invalid email address' }],
      },
    });
    const error = await answerOf(signInApi.POST('/auth/register', { body: { username: 'x', email: 'x', password: 'y' } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation.invalidEmail',
      message: 'email: Invalid email address',
      details: [{ field: 'email', code: 'validation.invalidEmail', message: 'Invalid email address' }],
    });
  });

  it('still throws a typed error when the body is not the error shape', async () => {
    answer(502);
    await expect(answerOf(api.GET('/admin/publicSettings'))).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('on a 401 clears every session key and signs out', async () => {
    signIn();
    storage.setItem('consoleSettings', '{}');
    answer(401, { error: { code: 'auth.sessionExpired', message: 'Session expired' } });
    await expect(answerOf(api.GET('/admin/p2p/statistics'))).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toHaveBeenCalledOnce();
    expect(storage.getItem('adminToken')).toBeNull();
    expect(storage.length).toBe(1);
  });

  it('leaves a sign-in call\'s 401 to the caller', async () => {
    signIn();
    answer(401, { error: { code: 'auth.invalidCredentials', message: 'Invalid email or password' } });
    await expect(answerOf(signInApi.POST('/admin/login', { body: { email: 'a@b.co', password: 'x' } }))).rejects.toMatchObject({
      message: 'Invalid email or password',
    });
    expect(unauthorized).not.toHaveBeenCalled();
    expect(storage.getItem('adminToken')).toBe('tok');
  });

  it('passes a 403 on as an error without signing out', async () => {
    signIn();
    answer(403, { error: { code: 'access.policyRequired', message: 'Missing policy', params: { policy: 'p2p.merchants.read' } } });
    await expect(answerOf(api.GET('/admin/p2p/merchants'))).rejects.toMatchObject({ status: 403, code: 'access.policyRequired', params: { policy: 'p2p.merchants.read' } });
    expect(unauthorized).not.toHaveBeenCalled();
    expect(storage.getItem('adminToken')).toBe('tok');
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(answerOf(api.GET('/admin/publicSettings'))).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

describe('answer', () => {
  it('returns the body, typed from the OpenAPI document', async () => {
    answer(200, { exchangeName: 'E', passwordMinLength: 10 });
    const settings = await answerOf(api.GET('/admin/publicSettings'));
    expect(settings.exchangeName).toBe('E');
  });
});

describe('two-factor set-up requirement', () => {
  it('tells the layout when a call is refused until 2FA is set up, and still rejects the call', async () => {
    signIn();
    const required = vi.fn<() => void>();
    const restore = setTwoFactorSetupHandler(required);
    try {
      answer(403, { error: { code: 'auth.twoFactorSetupRequired', message: 'Set up Google Authenticator first' } });
      await expect(answerOf(api.GET('/admin/p2p/merchants'))).rejects.toMatchObject({ status: 403, code: 'auth.twoFactorSetupRequired' });
      expect(required).toHaveBeenCalledTimes(1);
      expect(storage.getItem('adminToken')).toBe('tok');

      answer(403, { error: { code: 'access.policyRequired', message: 'Missing policy' } });
      await expect(answerOf(api.GET('/admin/p2p/merchants'))).rejects.toMatchObject({ code: 'access.policyRequired' });
      expect(required).toHaveBeenCalledTimes(1);
    } finally {
      restore();
    }
  });
});
