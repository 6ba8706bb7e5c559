import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubAdmin } from '@exchange/contract/admins/sub-admins';
import type { MeResponse } from '@exchange/contract/auth/session';
import type { LogReportLink } from '@exchange/contract/logs/log-reports';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { TEST_PASSWORD, createAdminWithOwnPolicies, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { createPostgresTestDatabase, startTestServer, type TestServer } from '../../testing/test-server.ts';
import { openPostgres } from '../db/database.ts';
import type { FiatDeposit } from '@exchange/contract/fiat/fiat-deposits';
import { countOf, isCounts, isRows, openLiveStream, type LiveEvent } from '../../testing/live-stream.ts';

/**
 * Two API instances on one PostgreSQL database, as behind a load balancer: whatever one knows
 * about sessions, lockouts, policies and the request log, the other knows at once.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two API instances on one PostgreSQL database', () => {
  let database: { url: string; drop(): Promise<void> };
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    // What several instances share by configuration: the database and the 2FA key.
    const env = { TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'), LOGIN_MAX_FAILURES: '4', LOGIN_IP_MAX_FAILURES: '1000' };
    // Started together, as a rolling start would: one migrates while the other waits for it.
    [a, b] = await Promise.all([
      openPostgres(database.url, { poolSize: 3 }).then((db) => startTestServer('postgres', env, { database: db })),
      openPostgres(database.url, { poolSize: 3 }).then((db) => startTestServer('postgres', env, { database: db })),
    ]);
    await a.createAdmin({ email: 'root@example.com', password: TEST_PASSWORD, name: 'Root' });
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it('accepts on one instance a token signed in on the other', async () => {
    expect(a.baseUrl).not.toBe(b.baseUrl);
    const token = await signIn(a, 'root@example.com');
    const me = await b.call<MeResponse>('GET', '/admin/me', { token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe('root@example.com');
  });

  it('counts failed sign-ins on both instances toward one lockout', async () => {
    await createAdminWithOwnPolicies(a, { email: 'lockme@example.com', policies: [] });
    const wrong = (server: TestServer) => server.call<ApiError>('POST', '/admin/login', { body: { email: 'lockme@example.com', password: 'Wrong-Password-1' } });
    const statuses = [];
    for (const server of [a, b, a, b]) statuses.push((await wrong(server)).status);
    expect(statuses).toEqual([401, 401, 401, 401]);
    // Past the limit on either instance, even the right password is refused.
    for (const server of [a, b]) {
      const right = await server.call<ApiError>('POST', '/admin/login', { body: { email: 'lockme@example.com', password: TEST_PASSWORD } });
      expect(right.status).toBe(429);
    }
  });

  it('shows on one instance the lockout counted on the other, and lifts it from there for both', async () => {
    // lockme@example.com is locked by the test above, through both instances.
    const root = await signIn(b, 'root@example.com');
    const [locked] = (await b.call<ListResponse<SubAdmin>>('GET', '/admin/subAdmins?search=lockme%40example.com', { token: root })).body.items;
    expect(locked?.lockedUntil).not.toBeNull();
    expect((await b.call('POST', `/admin/subAdmins/${locked?.id}/unlock`, { token: root })).status).toBe(200);
    const [lifted] = (await a.call<ListResponse<SubAdmin>>('GET', '/admin/subAdmins?search=lockme%40example.com', { token: root })).body.items;
    expect(lifted?.lockedUntil).toBeNull();
    expect((await a.call('POST', '/admin/login', { body: { email: 'lockme@example.com', password: TEST_PASSWORD } })).status).toBe(200);
  });

  it('refuses on one instance a session ended through the other, on its next call', async () => {
    const token = await signIn(b, 'root@example.com');
    expect((await a.call('GET', '/admin/me', { token })).status).toBe(200);
    expect((await b.call('POST', '/admin/logout', { token, body: {} })).status).toBeLessThan(300);
    expect((await a.call<ApiError>('GET', '/admin/me', { token })).status).toBe(401);
  });

  it('applies on one instance, at once, a policy change made through the other', async () => {
    const root = await signIn(a, 'root@example.com');
    const deskId = await createAdminWithOwnPolicies(a, { email: 'desk@example.com', policies: ['p2p.merchants.read'] });
    const desk = await signIn(b, 'desk@example.com');
    expect((await b.call('GET', '/admin/p2p/merchants', { token: desk })).status).toBe(200);
    const revoke = await a.call('PUT', `/admin/roles/users/${deskId}/policies`, { token: root, body: { policies: [] } });
    expect(revoke.status).toBe(200);
    expect((await b.call<ApiError>('GET', '/admin/p2p/merchants', { token: desk })).status).toBe(403);
    const grant = await b.call('PUT', `/admin/roles/users/${deskId}/policies`, { token: root, body: { policies: ['p2p.merchants.read'] } });
    expect(grant.status).toBe(200);
    expect((await a.call('GET', '/admin/p2p/merchants', { token: desk })).status).toBe(200);
  });

  it('downloads through one instance a request log that lists the requests served by both', async () => {
    const root = await signIn(a, 'root@example.com');
    const marker = randomUUID();
    expect((await a.call('GET', `/admin/p2p/merchants?search=a-${marker}`, { token: root })).status).toBe(200);
    expect((await b.call('GET', `/admin/p2p/merchants?search=b-${marker}`, { token: root })).status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    // Each instance writes its lines in batches within about a second: ask again until both are in.
    await expect
      .poll(async () => {
        const link = await a.call<LogReportLink>('POST', '/admin/listCloudWatchLogs', { token: root, body: { from: today, to: today, limit: 10_000 } });
        const file = await a.call<string>('GET', link.body.url);
        const lines = String(file.body).split('\n').filter((line) => line.includes(marker));
        return lines.map((line) => (JSON.parse(line) as { url: string }).url.includes(`a-${marker}`) ? 'a' : 'b').sort();
      }, { timeout: 15_000, interval: 300 })
      .toEqual(['a', 'b']);
  });

  it('shares a list count counted on one instance with the other, until the table changes', async () => {
    const token = await signIn(a, 'root@example.com');
    const admins = (server: TestServer) => server.call<ListResponse<SubAdmin>>('GET', '/admin/subAdmins?isActive=true', { token });
    const exact = Number((await admins(a)).body.total);
    expect(exact).toBeGreaterThan(0);
    // Nudged by hand: the other instance answers the nudged figure, so it reused the count.
    await b.database.db.execute(sql`update list_count_cache set counted = counted + 1000 where table_name = 'admins'`);
    expect((await admins(b)).body.total).toBe(exact + 1000);
    await createAdminWithOwnPolicies(b, { email: `shared-count-${randomUUID()}@example.com`, policies: [] });
    expect((await admins(a)).body.total).toBe(exact + 1);
  });

  it('streams a decision made through one instance to a console connected to the other, at once', async () => {
    const token = await signIn(a, 'root@example.com');
    const [customer] = await rowsOf<{ id: string }>(a, sql`insert into customers (email, name, country, state) values (${`live-${randomUUID()}@example.com`}, 'Live Two', 'AE', 'ACTIVE') returning id`);
    const onB = openLiveStream(b, token);
    try {
      const first = await onB.next(isCounts);
      const before = countOf(first.data, 'fiatDepositsToMatch') ?? 0;
      const created = await a.call<FiatDeposit & ApiError>('POST', '/admin/fiat/deposits', { token, body: { customerId: customer?.id, method: 'BANK_TRANSFER', currency: 'AED', amount: '250', reference: `TWO-${randomUUID()}` } });
      expect(created.status).toBe(200);
      const rows = await onB.next((e): e is Extract<LiveEvent, { type: 'rows' }> => isRows(e) && e.data.rows.some((r) => r.id === created.body.id));
      expect(rows.data.rows[0]).toMatchObject({ change: 'added', status: 'PENDING' });
      await onB.next((e): e is Extract<LiveEvent, { type: 'counts' }> => isCounts(e) && countOf(e.data, 'fiatDepositsToMatch') === before + 1);
      // Signed out through a: b cuts its stream off.
      await a.call('POST', '/admin/logout', { token });
      await onB.next((e): e is Extract<LiveEvent, { type: 'ended' }> => e.type === 'ended');
    } finally {
      onB.close();
    }
  });
});
