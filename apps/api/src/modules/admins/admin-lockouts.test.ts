import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubAdmin } from '@exchange/contract/admins/sub-admins';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { TEST_PASSWORD, UNKNOWN_UUID, auditRowsAfter, createAdminWithOwnPolicies, lastAuditId, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { loginThrottle } from '../auth/auth-tables.ts';

type Answer<T> = T & ApiError;
const MAX_FAILURES = 3;

describe.each(testDatabaseKinds())('unlocking a locked-out admin from the console on %s', (kind) => {
  let server: TestServer;
  let rootId: string;
  let root: string;
  let managerId: string;
  let manager: string;
  let n = 0;
  const uniq = (prefix: string) => `${prefix}${++n}@example.com`;

  const login = (email: string, password: string) => server.call<ApiError>('POST', '/admin/login', { body: { email, password } });
  const unlock = (adminId: string, token = manager) => server.call<Answer<SubAdmin>>('POST', `/admin/subAdmins/${adminId}/unlock`, { token });
  const listed = async (email: string, token = manager) => {
    const answer = await server.call<ListResponse<SubAdmin>>('GET', `/admin/subAdmins?search=${encodeURIComponent(email)}`, { token });
    expect(answer.status).toBe(200);
    return answer.body.items[0];
  };
  /** Locks the account the way it happens: LOGIN_MAX_FAILURES wrong passwords. */
  async function lockOut(email: string) {
    for (let i = 0; i < MAX_FAILURES; i++) expect((await login(email, `Wrong-Guess-${i}`)).status).toBe(401);
    expect((await login(email, TEST_PASSWORD)).status).toBe(429);
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { LOGIN_MAX_FAILURES: String(MAX_FAILURES), LOGIN_IP_MAX_FAILURES: '1000' });
    rootId = await server.createAdmin({ email: 'root@example.com', password: TEST_PASSWORD, role: 'superAdmin', name: 'Rita Root' });
    root = await signIn(server, 'root@example.com');
    // Not a super admin: admins.manage (and admins.read to see the list) is what unlocking takes.
    managerId = await createAdminWithOwnPolicies(server, { email: 'manager@example.com', policies: ['admins.read', 'admins.manage'] });
    manager = await signIn(server, 'manager@example.com');
  });
  afterAll(() => server.close());

  it('lists the lockout as the database holds it, and an admin with admins.manage lifts it: audited, before and after', async () => {
    const email = uniq('locked');
    const id = await createAdminWithOwnPolicies(server, { email, policies: [] });
    expect((await listed(email))?.lockedUntil).toBeNull();
    await lockOut(email);

    const [counter] = await server.database.db.select().from(loginThrottle).where(eq(loginThrottle.key, `account:${email}`));
    const row = await listed(email);
    expect(row?.lockedUntil).toBe(counter?.lockedUntil?.toISOString());
    expect(Date.parse(row?.lockedUntil ?? '')).toBeGreaterThan(Date.now());

    const since = await lastAuditId(server);
    const lifted = await unlock(id);
    expect(lifted.status).toBe(200);
    expect(lifted.body).toMatchObject({ id, email, lockedUntil: null });
    expect(await server.database.db.select().from(loginThrottle).where(eq(loginThrottle.key, `account:${email}`))).toEqual([]);
    expect((await listed(email))?.lockedUntil).toBeNull();
    expect((await login(email, TEST_PASSWORD)).status).toBe(200);

    const rows = await auditRowsAfter(server, since);
    const unlockRows = rows.filter((r) => r.action === 'admins.unlock');
    expect(unlockRows.map((r) => ({ outcome: r.outcome, actorId: r.actorId, targetType: r.targetType, targetId: r.targetId, before: r.before, after: r.after }))).toEqual([
      {
        outcome: 'SUCCESS', actorId: managerId, targetType: 'admin', targetId: id,
        before: { lockedUntil: counter?.lockedUntil?.toISOString(), failures: MAX_FAILURES },
        after: { lockedUntil: null, failures: 0 },
      },
    ]);
  });

  it('refuses with 409 and a reason when the admin is not locked: never locked, unlocked already, or past its lock', async () => {
    const email = uniq('free');
    const id = await createAdminWithOwnPolicies(server, { email, policies: [] });
    const never = await unlock(id);
    expect(never.status).toBe(409);
    expect(never.body.error.message).toBe('This admin is not locked out: there is nothing to unlock');

    // Failures below the limit are no lock either.
    expect((await login(email, 'Wrong-Guess')).status).toBe(401);
    expect((await unlock(id)).status).toBe(409);
    // The right password clears them.
    expect((await login(email, TEST_PASSWORD)).status).toBe(200);

    await lockOut(email);
    expect((await unlock(id)).status).toBe(200);
    const twice = await unlock(id);
    expect(twice.status).toBe(409);

    // A lock that has run out is over by itself.
    await lockOut(email);
    await server.database.db.update(loginThrottle).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(loginThrottle.key, `account:${email}`));
    expect((await listed(email))?.lockedUntil).toBeNull();
    expect((await unlock(id)).status).toBe(409);
  });

  it('two admins unlocking at once lift the lock once; the other gets 409', async () => {
    const email = uniq('race');
    const id = await createAdminWithOwnPolicies(server, { email, policies: [] });
    await lockOut(email);
    const since = await lastAuditId(server);
    const answers = await Promise.all([unlock(id, manager), unlock(id, root)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await auditRowsAfter(server, since)).filter((r) => r.action === 'admins.unlock' && r.outcome === 'SUCCESS')).toHaveLength(1);
  });

  it('needs admins.manage, an existing admin, not oneself, and a super admin to unlock a super admin', async () => {
    const email = uniq('guarded');
    const id = await createAdminWithOwnPolicies(server, { email, policies: [] });
    await lockOut(email);

    await createAdminWithOwnPolicies(server, { email: uniq('reader'), policies: ['admins.read', 'sessions.manage'] });
    const reader = await signIn(server, `reader${n}@example.com`);
    const refused = await unlock(id, reader);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('access.policyRequired');
    expect((await unlock(UNKNOWN_UUID)).status).toBe(404);
    const self = await unlock(managerId);
    expect(self.status).toBe(409);
    expect(self.body.error.message).toMatch(/cannot unlock yourself/);
    // The lock is still there after all these refusals.
    expect((await login(email, TEST_PASSWORD)).status).toBe(429);

    const superEmail = uniq('super');
    const superId = await server.createAdmin({ email: superEmail, password: TEST_PASSWORD, role: 'superAdmin' });
    await lockOut(superEmail);
    const notSuper = await unlock(superId, manager);
    expect(notSuper.status).toBe(403);
    expect((await login(superEmail, TEST_PASSWORD)).status).toBe(429);
    expect((await unlock(superId, root)).status).toBe(200);
    expect((await login(superEmail, TEST_PASSWORD)).status).toBe(200);
    const [written] = await rowsOf<{ actor_id: string }>(server, sql`select actor_id from audit_log where action = 'admins.unlock' and target_id = ${superId}`);
    expect(written?.actor_id).toBe(rootId);
  });
});
