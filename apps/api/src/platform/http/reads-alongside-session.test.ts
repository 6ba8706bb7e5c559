import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeResponse } from '@exchange/contract/auth/session';
import type { Customer } from '@exchange/contract/customers/customers';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { createAdminWithOwnPolicies, signIn } from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { adminPolicies } from '../../modules/access/access-tables.ts';
import { adminSessions } from '../../modules/auth/auth-tables.ts';
import { insertDemoCustomers } from '../../modules/customers/customers-demo-data.ts';
import { auditLog } from '../audit/audit-table.ts';
import { hashToken } from '../security/tokens.ts';

/**
 * A read marked readsAlongsideSession starts as the admin its instance saw on the token moments
 * ago, while the session is looked up; what it answers must still follow the lookup, every call.
 */
describe.each(testDatabaseKinds())('reads alongside the session check on %s', (kind) => {
  let server: TestServer;
  let n = 0;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await insertDemoCustomers(server.database.db, { count: 5, anchor: new Date().toISOString(), from: 1 });
  });
  afterAll(async () => {
    await server.close();
  });

  /** A fresh admin holding `policies`, signed in, whose token its instance has just seen live. */
  async function seenAdmin(policies: Parameters<typeof createAdminWithOwnPolicies>[1]['policies']) {
    const email = `reader${++n}@example.com`;
    const id = await createAdminWithOwnPolicies(server, { email, policies });
    const token = await signIn(server, email);
    const first = await server.call<ListResponse<Customer>>('GET', '/admin/customers', { token });
    expect(first.status).toBe(200);
    expect(first.body.items.length).toBeGreaterThan(0);
    return { id, token };
  }
  const revoke = (token: string) =>
    server.database.db.update(adminSessions).set({ revokedAt: new Date() }).where(eq(adminSessions.tokenHash, hashToken(token)));

  it('answers 401 and no rows for a session ended since the instance last saw it', async () => {
    const { token } = await seenAdmin(['customers.read']);
    await revoke(token);
    const answer = await server.call<ApiError & { items?: unknown }>('GET', '/admin/customers', { token });
    expect(answer.status).toBe(401);
    expect(answer.body.items).toBeUndefined();
    expect(answer.body.error.code).toBe('auth.sessionExpired');
  });

  it('refuses a read whose policy was taken away since', async () => {
    const { id, token } = await seenAdmin(['customers.read']);
    await server.database.db.delete(adminPolicies).where(and(eq(adminPolicies.adminId, id), eq(adminPolicies.policy, 'customers.read')));
    const answer = await server.call<ApiError>('GET', '/admin/customers', { token });
    expect(answer.status).toBe(403);
    expect(answer.body.error.params).toEqual({ policy: 'customers.read' });
  });

  it('answers as the admin the lookup finds: a policy granted a moment ago is in the answer', async () => {
    const { id, token } = await seenAdmin(['customers.read']);
    expect((await server.call<MeResponse>('GET', '/admin/me', { token })).body.policies).toEqual(['customers.read']);
    await server.database.db.insert(adminPolicies).values({ adminId: id, policy: 'kyc.read' });
    expect((await server.call<MeResponse>('GET', '/admin/me', { token })).body.policies).toEqual(['customers.read', 'kyc.read']);
  });

  it('answers a session refusal before a complaint about the input', async () => {
    const { token } = await seenAdmin(['customers.read']);
    expect((await server.call('GET', '/admin/customers?limit=not-a-number', { token })).status).toBe(400);
    await revoke(token);
    expect((await server.call('GET', '/admin/customers?limit=not-a-number', { token })).status).toBe(401);
  });

  it('an export waits for its session: refused, it leaves no audit row; live, it is audited', async () => {
    const exports = async () =>
      (await server.database.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(eq(auditLog.action, 'customers.export_csv')))[0]?.n;
    const live = await seenAdmin(['customers.read']);
    const before = await exports();
    const csv = await server.call<string>('GET', '/admin/customers?format=csv', { token: live.token });
    expect(csv.status).toBe(200);
    expect(await exports()).toBe((before ?? 0) + 1);

    const ended = await seenAdmin(['customers.read']);
    await revoke(ended.token);
    expect((await server.call('GET', '/admin/customers?format=csv', { token: ended.token })).status).toBe(401);
    expect(await exports()).toBe((before ?? 0) + 1);
  });
});
