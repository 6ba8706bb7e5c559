import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../testing/memory-storage.ts';
import { apiFetch, apiRequest, setTwoFactorSetupHandler, setUnauthorizedHandler } from './api-client.ts';
import { ApiRequestError } from './api-request-error.ts';

interface Sent {
  url: string;
  init: RequestInit;
}

function answer(status: number, body?: unknown): { sent: Sent[] } {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, init });
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
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

describe('apiFetch', () => {
  it('sends the stored token, JSON bodies and the query string', async () => {
    signIn();
    const { sent } = answer(200, { ok: true });
    await expect(
      apiFetch('/admin/p2p/transactions', { method: 'POST', body: { a: 1 }, query: { page: 0, email: '', status: 'REQUESTED' } }),
    ).resolves.toEqual({ ok: true });
    const [request] = sent;
    expect(request?.url).toBe('/admin/p2p/transactions?page=0&status=REQUESTED');
    const headers = new Headers(request?.init.headers);
    expect(headers.get('Authorization')).toBe('Bearer tok');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(request?.init.body).toBe('{"a":1}');
  });

  it('prefers an explicit token (the pending 2FA token) and sends none when there is none', async () => {
    signIn();
    const { sent } = answer(200, {});
    await apiFetch('/admin/verifyGauthOtp', { token: 'pending' });
    expect(new Headers(sent[0]?.init.headers).get('Authorization')).toBe('Bearer pending');
    storage.clear();
    await apiFetch('/admin/publicSettings');
    expect(new Headers(sent[1]?.init.headers).has('Authorization')).toBe(false);
  });

  it('turns an error body into a typed ApiRequestError', async () => {
    answer(400, {
      error: { code: 'VALIDATION_FAILED', message: 'Bad input', details: [{ field: 'email', message: 'is invalid' }] },
    });
    const error = await apiFetch('/auth/register', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Bad input',
      details: [{ field: 'email', message: 'is invalid' }],
    });
  });

  it('still throws a typed error when the body is not the error shape', async () => {
    answer(502);
    await expect(apiFetch('/admin/x')).rejects.toMatchObject({ status: 502, code: 'HTTP_502' });
  });

  it('on a 401 clears every session key and signs out', async () => {
    signIn();
    storage.setItem('consoleSettings', '{}');
    answer(401, { error: { code: 'UNAUTHENTICATED', message: 'Session expired' } });
    await expect(apiFetch('/admin/p2p/statistics')).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toHaveBeenCalledOnce();
    expect(storage.getItem('adminToken')).toBeNull();
    expect(storage.length).toBe(1);
  });

  it('leaves a sign-in call\'s 401 to the caller', async () => {
    signIn();
    answer(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' } });
    await expect(apiFetch('/admin/login', { method: 'POST', unauthorizedIsError: true })).rejects.toMatchObject({
      message: 'Invalid email or password',
    });
    expect(unauthorized).not.toHaveBeenCalled();
    expect(storage.getItem('adminToken')).toBe('tok');
  });

  it('passes a 403 on as an error without signing out', async () => {
    signIn();
    answer(403, { error: { code: 'FORBIDDEN', message: 'Missing policy' } });
    await expect(apiFetch('/admin/p2p/merchants')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(unauthorized).not.toHaveBeenCalled();
    expect(storage.getItem('adminToken')).toBe('tok');
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiFetch('/admin/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

describe('apiRequest', () => {
  it('returns the body as the contract type', async () => {
    answer(200, { exchangeName: 'E', passwordMinLength: 10 });
    const settings = await apiRequest<{ exchangeName: string; passwordMinLength: number }>('/admin/publicSettings');
    expect(settings.exchangeName).toBe('E');
  });
});

describe('two-factor set-up requirement', () => {
  it('tells the layout when a call is refused until 2FA is set up, and still rejects the call', async () => {
    signIn();
    const required = vi.fn<() => void>();
    const restore = setTwoFactorSetupHandler(required);
    try {
      answer(403, { error: { code: 'TWO_FACTOR_SETUP_REQUIRED', message: 'Set up Google Authenticator first' } });
      await expect(apiFetch('/admin/p2p/merchants')).rejects.toMatchObject({ status: 403, code: 'TWO_FACTOR_SETUP_REQUIRED' });
      expect(required).toHaveBeenCalledTimes(1);
      expect(storage.getItem('adminToken')).toBe('tok');

      answer(403, { error: { code: 'FORBIDDEN', message: 'Missing policy' } });
      await expect(apiFetch('/admin/p2p/merchants')).rejects.toMatchObject({ code: 'FORBIDDEN' });
      expect(required).toHaveBeenCalledTimes(1);
    } finally {
      restore();
    }
  });
});
