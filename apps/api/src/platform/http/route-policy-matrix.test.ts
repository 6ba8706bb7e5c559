import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICIES, type Policy } from '@exchange/contract/access/policies';
import { RESOLUTION_REASON_CODES } from '@exchange/contract/p2p/disputes';
import type { ApiError } from '@exchange/contract/platform/errors';
import {
  RELAXED_LIMITS,
  TEST_PASSWORD,
  auditRowsAfter,
  createAdminWithOwnPolicies,
  lastAuditId,
  signIn,
} from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { createApiApp, type ApiRouteEntry } from './api-app.ts';

/**
 * The reviewed list of every API route that is NOT guarded by a policy. Adding a public or
 * session-only route means adding it here, in review: nothing can become reachable unnoticed.
 */
const NON_POLICY_ROUTES: Record<string, 'public' | 'pendingSession' | 'anySession'> = {
  'GET /admin/publicSettings': 'public',
  'POST /admin/login': 'public',
  'POST /auth/register': 'public',
  'POST /auth/setPassword': 'public',
  // The set-password page reads its link's state before showing the form; the token is the credential.
  'GET /auth/passwordLinks/:token': 'public',
  // Content (issue 15): banner images are what every visitor of the customer app sees; an <img> sends no token.
  'GET /admin/banners/images/:id': 'public',
  // "Forgot password?": answers the same for every e-mail, rate limited per e-mail and address.
  'POST /auth/forgotPassword': 'public',
  // Opened in a new tab without a bearer token: its single-use, expiring token is the credential,
  // issued by POST /admin/listCloudWatchLogs (logs.read) and re-checked against the admin's policies.
  'GET /admin/logDownloads/:token': 'public',
  'POST /admin/verifyGauthOtp': 'pendingSession',
  'POST /admin/logout': 'anySession',
  'GET /admin/me': 'anySession',
  'GET /admin/policies': 'anySession',
  'GET /admin/otp/qrcode': 'anySession',
  'POST /admin/otp/gauth/setup': 'anySession',
  'PATCH /admin/user/disableGauth': 'anySession',
  'POST /admin/changePassword': 'anySession',
  'GET /admin/list': 'anySession',
  // The header search: each kind is searched only when the admin holds that kind's read policy.
  'GET /admin/search': 'anySession',
  // Saved views of lists: an admin's own (and its groups'), whatever list; the lists check their policies.
  'GET /admin/savedViews': 'anySession',
  'GET /admin/savedViews/groups': 'anySession',
  'POST /admin/savedViews': 'anySession',
  'PUT /admin/savedViews/:id': 'anySession',
  'DELETE /admin/savedViews/:id': 'anySession',
  // Live queues: each queue and list is sent only to sessions holding its read policy.
  'GET /admin/queues': 'anySession',
  'GET /admin/live': 'anySession',
};

const isPolicy = (access: string): access is Policy => (POLICIES as readonly string[]).includes(access);
const key = (r: ApiRouteEntry) => `${r.method} ${r.url}`;
/** Every :param becomes a random uuid: the call must get past access control, not find anything. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, () => randomUUID());

describe.each(testDatabaseKinds())('route x policy matrix on %s', (kind) => {
  let server: TestServer;
  let policyRoutes: (ApiRouteEntry & { access: Policy })[];
  /** Per policy P: a token of an admin holding every policy but P, and one holding only P. */
  const allButToken = new Map<Policy, string>();
  const onlyToken = new Map<Policy, string>();
  const allButId = new Map<Policy, string>();
  const onlyId = new Map<Policy, string>();
  let noPolicyToken: string;

  beforeAll(async () => {
    server = await startTestServer(kind, RELAXED_LIMITS);
    policyRoutes = server.routes.filter((r): r is ApiRouteEntry & { access: Policy } => isPolicy(r.access));
    const needed = [...new Set(policyRoutes.map((r) => r.access))];
    await Promise.all(needed.map(async (p, i) => {
      allButId.set(p, await createAdminWithOwnPolicies(server, { email: `allbut${i}@example.com`, policies: POLICIES.filter((q) => q !== p) }));
      onlyId.set(p, await createAdminWithOwnPolicies(server, { email: `only${i}@example.com`, policies: [p] }));
    }));
    await createAdminWithOwnPolicies(server, { email: 'nothing@example.com', policies: [] });
    await Promise.all(needed.map(async (p, i) => {
      allButToken.set(p, await signIn(server, `allbut${i}@example.com`));
      onlyToken.set(p, await signIn(server, `only${i}@example.com`));
    }));
    noPolicyToken = await signIn(server, 'nothing@example.com');
  });
  afterAll(() => server.close());

  it('every route is either guarded by a known policy or in the reviewed list of non-policy routes', () => {
    expect(server.routes.length).toBeGreaterThan(40);
    const unreviewed = server.routes.filter((r) => !isPolicy(r.access) && NON_POLICY_ROUTES[key(r)] !== r.access).map((r) => `${key(r)} (${r.access})`);
    expect(unreviewed, 'a route that no policy guards must be reviewed into NON_POLICY_ROUTES').toEqual([]);
    // A reviewed entry whose route now needs a policy (or is gone) must leave the list too.
    const declared = new Map(server.routes.map((r) => [key(r), r.access]));
    const stale = Object.entries(NON_POLICY_ROUTES).filter(([k, access]) => declared.get(k) !== access).map(([k]) => k);
    expect(stale).toEqual([]);
    // No route is listed twice (e.g. the same path with two access declarations).
    expect(new Set(server.routes.map(key)).size).toBe(server.routes.length);
  });

  it('refuses at start-up a route that declares no access', async () => {
    const app = await createApiApp({ db: server.database.db, config: server.config, logger: false, webDist: '/nonexistent' });
    try {
      // Fastify may run the onRoute hook at once or when the app gets ready: either way it must fail.
      const register = async () => {
        app.get('/admin/forgotten', async () => ({ ok: true }));
        await app.ready();
      };
      await expect(register()).rejects.toThrow(/declares no access policy/);
    } finally {
      await app.close().catch(() => undefined);
    }
  });

  it('answers 403 FORBIDDEN on every policy route to an admin holding every policy but that one, with one DENIED audit row per refused change', async () => {
    const failures: string[] = [];
    for (const route of policyRoutes) {
      const path = concrete(route.url);
      const since = await lastAuditId(server);
      const answer = await server.call<ApiError>(route.method, path, { token: allButToken.get(route.access), body: route.method === 'GET' ? undefined : {} });
      if (answer.status !== 403 || answer.body?.error?.code !== 'access.policyRequired') failures.push(`${key(route)} needs ${route.access}: got ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
      const rows = await auditRowsAfter(server, since);
      const expected = route.method === 'GET' ? [] : [{ action: 'access.denied', outcome: 'DENIED', actorId: allButId.get(route.access), targetId: key(route) }];
      const written = rows.map((r) => ({ action: r.action, outcome: r.outcome, actorId: r.actorId, targetId: r.targetId }));
      if (JSON.stringify(written) !== JSON.stringify(expected)) failures.push(`${key(route)} audit: ${JSON.stringify(written)}`);
    }
    expect(failures).toEqual([]);
  });

  it('records a refusal decided inside a handler as one DENIED row too (resolving a dispute without p2p.disputes.resolve)', async () => {
    const route = policyRoutes.find((r) => r.method === 'PUT' && r.url === '/admin/p2p/orderDisputes/:orderNumber');
    if (!route) throw new Error('the dispute status route is gone');
    const since = await lastAuditId(server);
    const answer = await server.call<ApiError>('PUT', '/admin/p2p/orderDisputes/P2P0000000001', { token: onlyToken.get(route.access), body: { status: 'RESOLVED_BUYER', notes: 'Buyer paid', reasonCode: RESOLUTION_REASON_CODES[0] } });
    expect(answer.status).toBe(403);
    expect(answer.body.error.message).toMatch(/p2p\.disputes\.resolve/);
    const rows = await auditRowsAfter(server, since);
    expect(rows.map((r) => ({ action: r.action, outcome: r.outcome, actorId: r.actorId, targetId: r.targetId }))).toEqual([
      { action: 'access.denied', outcome: 'DENIED', actorId: onlyId.get(route.access), targetId: 'PUT /admin/p2p/orderDisputes/:orderNumber' },
    ]);
  });

  it('lets through (no 403, no 401, no 5xx) on every policy route an admin holding only that policy', async () => {
    const failures: string[] = [];
    for (const route of policyRoutes) {
      const path = concrete(route.url);
      const answer = await server.call<ApiError>(route.method, path, { token: onlyToken.get(route.access), body: route.method === 'GET' ? undefined : {} });
      // A 403 of another kind (the grant rule: you cannot hand out what you lack) is the body's fault, not the route gate's.
      const gateRefused = answer.status === 403 && answer.body?.error?.code === 'access.policyRequired';
      if (gateRefused || answer.status === 401 || answer.status >= 500) failures.push(`${key(route)} with only ${route.access}: got ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses every policy route without a token (401) and to an admin with no policy at all (403)', async () => {
    const failures: string[] = [];
    for (const route of policyRoutes) {
      const path = concrete(route.url);
      const body = route.method === 'GET' ? undefined : {};
      const anonymous = await server.call<ApiError>(route.method, path, { body });
      if (anonymous.status !== 401) failures.push(`${key(route)} without a token: ${anonymous.status}`);
      const bare = await server.call<ApiError>(route.method, path, { token: noPolicyToken, body });
      if (bare.status !== 403) failures.push(`${key(route)} with no policy: ${bare.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('keeps session-only routes closed to callers without a session, and public routes open', async () => {
    const failures: string[] = [];
    for (const route of server.routes.filter((r) => !isPolicy(r.access))) {
      const path = concrete(route.url);
      const answer = await server.call<ApiError>(route.method, path, { body: route.method === 'GET' ? undefined : {} });
      const ok = route.access === 'public' ? answer.status !== 401 && answer.status !== 403 && answer.status < 500 : answer.status === 401;
      if (!ok) failures.push(`${key(route)} (${route.access}) without a token: ${answer.status}`);
    }
    expect(failures).toEqual([]);
    // A full session is not a pending one: the second sign-in step refuses it.
    const full = await signIn(server, 'nothing@example.com', TEST_PASSWORD);
    const verify = await server.call<ApiError>('POST', '/admin/verifyGauthOtp', { token: full, body: { email: 'nothing@example.com', otpCode: '123456' } });
    expect(verify.status).toBe(403);
  });
});
