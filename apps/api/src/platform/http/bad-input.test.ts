import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginResponse } from '@exchange/contract/auth/session';
import type { ApiError } from '@exchange/contract/platform/errors';
import { SERVICE_SCOPES } from '@exchange/contract/integration/integration-rules';
import { createServiceAccount } from '../../modules/integration/service-account-commands.ts';
import { LEAK_PATTERNS, operationsOf, requestFor, type FuzzOperation, type FuzzRequest, type OpenApiOperation } from '../../testing/openapi-fuzz.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';

const PASSWORD = 'Correct-Horse-9';
// Each run draws new inputs (fast-check seeds itself), so the runs add up over the suite's life;
// FUZZ_RUNS_PER_OPERATION=200 digs deeper in one go.
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS_PER_OPERATION ?? 20);
// PostgreSQL when the run has one: a server process of its own answers the thousands of calls faster
// than PGlite sharing this process's thread. The input checks are the same on either database.
const FUZZ_DATABASE = testDatabaseKinds().at(-1) ?? 'pglite';

/**
 * Throws malformed paths, queries and bodies at every operation the server documents (new routes
 * are picked up on their own): the answer must never be a 5xx or leak internals, and a 400 must
 * name the offending field.
 */
describe('malformed input on every route', () => {
  let server: TestServer;
  let token: string;
  /** The /platform routes' caller: a service account holding every scope. */
  let apiKey: string;
  let fuzzerId: string;
  const signInFuzzer = async () => {
    const login = await server.call<LoginResponse>('POST', '/admin/login', { body: { email: 'fuzz@example.com', password: PASSWORD } });
    token = login.body.result ? login.body.data.accessToken : '';
  };
  beforeAll(async () => {
    server = await startTestServer(FUZZ_DATABASE, { LOGIN_MAX_FAILURES: '100', LOGIN_IP_MAX_FAILURES: '10000' }, { demoData: true });
    fuzzerId = await server.createAdmin({ email: 'fuzz@example.com', password: PASSWORD });
    await signInFuzzer();
    await newApiKey();
  });
  afterAll(() => server.close());

  /** A generated call may revoke the fuzzer's service account (its id is a known one): make another. */
  let keys = 0;
  const newApiKey = async () => {
    const actor = { id: fuzzerId, email: 'fuzz@example.com', ip: '127.0.0.1', userAgent: 'fuzz' };
    apiKey = (await createServiceAccount(server.database.db, { name: `Fuzzing service ${++keys}`, scopes: [...SERVICE_SCOPES] }, actor)).apiKey;
  };

  const concretePath = (url: string, segment: string) => url.replace(/:[A-Za-z]+/g, encodeURIComponent(segment) || 'x');

  /** A generated call may end the fuzzer's own session (a sub-admin route aimed at it): sign in again. */
  async function callAsFuzzer(request: FuzzRequest) {
    // A /platform route is called as the exchange's service, each POST with a key of its own, so the fuzz reaches its body.
    const platform = request.url.startsWith('/platform/');
    const send = () => fetch(server.baseUrl + request.url, {
      method: request.method,
      headers: {
        authorization: `Bearer ${platform ? apiKey : token}`,
        ...(platform && request.method === 'POST' ? { 'idempotency-key': randomUUID() } : {}),
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    let response = await send();
    if (response.status === 401) {
      await response.text();
      if (platform) await newApiKey();
      else await signInFuzzer();
      response = await send();
    }
    // A live stream that opened answers for as long as the client listens: its status is the answer.
    if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
      await response.body?.cancel();
      return { status: response.status, text: '' };
    }
    return { status: response.status, text: await response.text() };
  }

  /**
   * Real ids for path parameters, found through the list beside them (`/admin/p2p/merchants` for
   * `/admin/p2p/merchants/{id}`), so generated calls reach the code that stores and audits.
   */
  async function collectKnownIds(operations: FuzzOperation[]) {
    const lists = new Set(operations.filter((op) => op.method === 'GET').map((op) => op.path));
    const found = new Map<string, string[]>();
    const idsFrom = async (listPath: string, field: string): Promise<string[]> => {
      const answer = await server.call<unknown>('GET', `${listPath}?limit=50`, { token });
      const body = answer.body as { items?: unknown[]; data?: unknown[] } | unknown[] | null;
      const items = Array.isArray(body) ? body : (body?.items ?? body?.data ?? []);
      return items.flatMap((item) => {
        const row = item as Record<string, unknown>;
        // Its own account and its own group stay out of reach: a generated "require 2FA" on the
        // super admin group would lock the fuzzer out of everything that follows.
        if (row.isSuper === true || row.id === fuzzerId) return [];
        const value = row[field] ?? row.id;
        return typeof value === 'string' ? [value] : [];
      });
    };
    for (const op of operations) {
      let template = '';
      let concrete = '';
      for (const segment of op.path.split('/').slice(1)) {
        const param = /^\{(.+)\}$/.exec(segment)?.[1];
        if (param) {
          const ids = lists.has(template) ? await idsFrom(concrete, param) : [];
          found.set(`${op.path}|${param}`, ids);
          concrete += `/${ids[0] ?? 'x'}`;
        } else {
          concrete += `/${segment}`;
        }
        template += `/${segment}`;
      }
    }
    return (param: string, path: string) => found.get(`${path}|${param}`) ?? [];
  }

  it('knows the routes it fuzzes', () => {
    expect(server.routes.length).toBeGreaterThanOrEqual(12);
  });

  it('walks every operation of the OpenAPI document with malformed paths, queries and bodies: no 5xx, no stack trace, no SQL text', async () => {
    const doc = await server.call<{ paths: Record<string, Record<string, OpenApiOperation>> }>('GET', '/docs/json');
    // Logging out would end the fuzzing session itself.
    const operations = operationsOf(doc.body).filter((op) => op.path !== '/admin/logout');
    expect(operations.length).toBeGreaterThanOrEqual(60);
    const knownIds = await collectKnownIds(operations);
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let requests = 0;
    // The /platform routes answer a service account's key only: with the admin's session they are
    // refused at the gate, so their 401s are left out of the share of refusals below.
    let platformRefusals = 0;
    for (const op of operations) {
      await fc.assert(
        fc.asyncProperty(requestFor(op, knownIds), async (request) => {
          const answer = await callAsFuzzer(request);
          requests += 1;
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          if (answer.status === 401 && request.url.startsWith('/platform/')) platformRefusals += 1;
          const leak = LEAK_PATTERNS.find((pattern) => pattern.test(answer.text));
          if (answer.status >= 500 || leak) {
            failures.push(`${answer.status} ${request.method} ${request.url} ${JSON.stringify(request.body)?.slice(0, 200)} -> ${answer.text.slice(0, 200)}`);
          }
          return true;
        }),
        { numRuns: RUNS_PER_OPERATION },
      );
    }
    const counts = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`).join(', ');
    process.stdout.write(`OpenAPI fuzz: ${operations.length} operations, ${requests} requests; ${counts}\n`);
    // As text, so a failed run shows the requests and answers themselves.
    expect(failures.slice(0, 20).join('\n')).toBe('');
    // The fuzz got past the gates: most answers are not auth refusals, and some succeed.
    expect((statuses.get(401) ?? 0) - platformRefusals).toBeLessThan(requests / 20);
    expect([...statuses].filter(([s]) => s < 300).reduce((n, [, c]) => n + c, 0)).toBeGreaterThan(requests / 20);
  }, 600_000);

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
