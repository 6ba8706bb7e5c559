import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@exchange/contract/auth/session';
import type { ApiError } from '@exchange/contract/platform/errors';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

const PASSWORD = 'Correct-Horse-9';

/**
 * Throws random JSON and query strings at every API route the server has (new routes are picked
 * up on their own): the answer must never be a 500, and a 400 must name the offending field.
 */
describe('malformed input on every route', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer('pglite', { LOGIN_MAX_FAILURES: '100', LOGIN_IP_MAX_FAILURES: '10000' });
    await server.createAdmin({ email: 'fuzz@example.com', password: PASSWORD });
    const login = await server.call<LoginResponse>('POST', '/admin/login', { body: { email: 'fuzz@example.com', password: PASSWORD } });
    token = login.body.result ? login.body.data.accessToken : '';
  });
  afterAll(() => server.close());

  const concretePath = (url: string, segment: string) => url.replace(/:[A-Za-z]+/g, encodeURIComponent(segment) || 'x');

  it('knows the routes it fuzzes', () => {
    expect(server.routes.length).toBeGreaterThanOrEqual(12);
  });

  it('answers random bodies and params with a 4xx or success, never a 5xx', async () => {
    const routes = server.routes.filter((r) => r.url !== '/admin/logout');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.jsonValue({ maxDepth: 3 }),
        fc.string({ maxLength: 40 }),
        fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 20 }), { maxKeys: 4 }),
        async (route, body, segment, query) => {
          const qs = new URLSearchParams(query).toString();
          const path = concretePath(route.url, segment) + (qs ? `?${qs}` : '');
          const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
          const answer = await server.call<ApiError>(route.method, path, { token, body: hasBody ? body : undefined });
          expect(answer.status, `${route.method} ${path} ${JSON.stringify(body)}`).toBeLessThan(500);
          if (answer.status === 400) {
            expect(answer.body.error.code).toBe('VALIDATION_FAILED');
            expect(answer.body.error.details?.[0]?.field).toBeTruthy();
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses a NUL character in a query, a path or a body with 400 naming the field, on every route', async () => {
    const failures: string[] = [];
    // The second sign-in step refuses a full session before reading anything.
    for (const route of server.routes.filter((r) => r.url !== '/admin/logout' && r.access !== 'pendingSession')) {
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      const viaQuery = await server.call<ApiError>(route.method, `${concretePath(route.url, 'x')}?search=a%00b`, { token, body: hasBody ? {} : undefined });
      if (viaQuery.status !== 400 || viaQuery.body.error.details?.[0]?.field !== 'search') failures.push(`${route.method} ${route.url} query: ${viaQuery.status}`);
      if (route.url.includes(':')) {
        const viaPath = await server.call<ApiError>(route.method, concretePath(route.url, 'a\u0000b'), { token, body: hasBody ? {} : undefined });
        if (viaPath.status !== 400) failures.push(`${route.method} ${route.url} path: ${viaPath.status}`);
      }
      if (hasBody) {
        const viaBody = await server.call<ApiError>(route.method, concretePath(route.url, 'x'), { token, body: { reason: 'a\u0000b' } });
        if (viaBody.status !== 400 || viaBody.body.error.details?.[0]?.field !== 'reason') failures.push(`${route.method} ${route.url} body: ${viaBody.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers broken JSON, wrong types and oversized bodies with a clear 4xx', async () => {
    const broken = await server.call<ApiError>('POST', '/admin/login', { rawBody: '{"email": ' });
    expect(broken.status).toBe(400);
    expect(broken.body.error.details?.[0]?.field).toBe('body');
    const notJson = await server.call<ApiError>('POST', '/admin/login', { rawBody: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(notJson.status).toBe(415);
    const huge = await server.call<ApiError>('POST', '/admin/login', { body: { email: 'a@b.co', password: 'x'.repeat(2_000_000) } });
    expect(huge.status).toBe(413);
    const wrongType = await server.call<ApiError>('POST', '/admin/changePassword', { token, body: { password: 1, newPassword: [], confirmPassword: null } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.details?.map((d) => d.field)).toEqual(expect.arrayContaining(['password', 'newPassword']));
  });
});
