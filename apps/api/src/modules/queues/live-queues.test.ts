import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FiatDeposit } from '@exchange/contract/fiat/fiat-deposits';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { QueueCounts } from '@exchange/contract/queues/work-queues';
import { TEST_PASSWORD, createAdminWithOwnPolicies, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { countOf, isCounts, isRows, openLiveStream, type LiveStream } from '../../testing/live-stream.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';

type Answer<T> = T & ApiError;

describe.each(testDatabaseKinds())('live queues on %s', (kind) => {
  let server: TestServer;
  let maker: string;
  let checker: string;
  let kycOnly: string;
  let customer: { id: string; currency: string };
  const streams: LiveStream[] = [];
  const stream = (token: string) => {
    const opened = openLiveStream(server, token);
    streams.push(opened);
    return opened;
  };

  const call = <T>(method: string, path: string, token: string, body?: unknown) => server.call<Answer<T>>(method, path, { token, body });
  const deposit = async (reference: string) => {
    const created = await call<FiatDeposit>('POST', '/admin/fiat/deposits', maker, { customerId: customer.id, method: 'BANK_TRANSFER', currency: customer.currency, amount: '100', reference });
    expect(created.status).toBe(200);
    return created.body.id;
  };

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { demoData: true });
    await server.createAdmin({ email: 'maker@example.com', password: TEST_PASSWORD, role: 'finance', name: 'Mia Maker' });
    await server.createAdmin({ email: 'checker@example.com', password: TEST_PASSWORD, role: 'finance', name: 'Carl Checker' });
    await server.createAdmin({ email: 'root@example.com', password: TEST_PASSWORD, name: 'Root' });
    await createAdminWithOwnPolicies(server, { email: 'kyc@example.com', policies: ['kyc.read'] });
    maker = await signIn(server, 'maker@example.com');
    checker = await signIn(server, 'checker@example.com');
    kycOnly = await signIn(server, 'kyc@example.com');
    const [row] = await rowsOf<{ id: string; currency: string }>(server, sql`
      select c.id, b.currency from customers c join customer_bank_accounts b on b.customer_id = c.id and b.currency in ('USD', 'EUR', 'GBP', 'AED')
      where c.state = 'ACTIVE' order by c.id limit 1`);
    if (!row) throw new Error('no customer in the demo data');
    customer = row;
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await server?.close();
  });

  it('counts each queue with its oldest row, only the queues the admin may read', async () => {
    const all = await call<QueueCounts>('GET', '/admin/queues', maker);
    expect(all.status).toBe(200);
    const [pending] = await rowsOf<{ n: number; oldest: Date | null }>(server, sql`select count(*)::int as n, min(created_at) as oldest from fiat_deposits where status = 'PENDING'`);
    const fiat = all.body.items.find((c) => c.queue === 'fiatDepositsToMatch');
    expect(fiat).toMatchObject({ count: pending?.n, capped: false });
    expect(fiat?.oldestAt === null ? null : Date.parse(fiat?.oldestAt ?? '')).toBe(pending?.oldest ? new Date(pending.oldest).getTime() : null);
    // An admin who reads only KYC sees only the KYC queue.
    const kyc = await call<QueueCounts>('GET', '/admin/queues', kycOnly);
    expect(kyc.body.items.map((c) => c.queue)).toEqual(['kycToReview']);
  });

  it('streams a new deposit and a decision within moments, naming who decided, to the sessions allowed to see them', async () => {
    const finance = stream(checker);
    const blind = stream(kycOnly);
    const first = await finance.next(isCounts);
    const before = countOf(first.data, 'fiatDepositsToMatch') ?? 0;
    await blind.next(isCounts);

    const id = await deposit('LIVE-1');
    const added = await finance.next((e): e is Extract<typeof e, { type: 'rows' }> => isRows(e) && e.data.list === 'fiatDeposits' && e.data.rows.some((r) => r.id === id));
    expect(added.data).toMatchObject({ added: 1, more: 0 });
    expect(added.data.rows).toEqual([{ id, change: 'added', status: 'PENDING', by: null }]);
    await finance.next((e): e is Extract<typeof e, { type: 'counts' }> => isCounts(e) && countOf(e.data, 'fiatDepositsToMatch') === before + 1);

    const approved = await call<FiatDeposit>('POST', `/admin/fiat/deposits/${id}/approve`, checker, { statementReference: 'STMT-LIVE-1' });
    expect(approved.status).toBe(200);
    const decided = await finance.next((e): e is Extract<typeof e, { type: 'rows' }> => isRows(e) && e.data.rows.some((r) => r.id === id && r.change === 'changed'));
    expect(decided.data.rows.find((r) => r.id === id)).toEqual({ id, change: 'changed', status: 'APPROVED', by: 'Carl Checker' });
    await finance.next((e): e is Extract<typeof e, { type: 'counts' }> => isCounts(e) && countOf(e.data, 'fiatDepositsToMatch') === before);

    // The KYC-only session heard of none of it: no fiat rows, no fiat counts, no second counts event.
    expect(blind.events.filter(isRows)).toEqual([]);
    expect(blind.events.filter(isCounts).flatMap((e) => e.data.items.map((c) => c.queue))).toEqual(['kycToReview']);
  });

  it('cuts a stream off at once when its session is revoked, and refuses a stream without a live session', async () => {
    const token = await signIn(server, 'maker@example.com');
    const live = stream(token);
    await live.next(isCounts);
    const logout = await call<{ ok: true }>('POST', '/admin/logout', token);
    expect(logout.status).toBe(200);
    await live.next((e): e is Extract<typeof e, { type: 'ended' }> => e.type === 'ended', 3_000);

    const refused = await fetch(`${server.baseUrl}/admin/live`, { headers: { Authorization: `Bearer ${token}` } });
    expect(refused.status).toBe(401);
    const anonymous = await fetch(`${server.baseUrl}/admin/live`);
    expect(anonymous.status).toBe(401);
  });

  it('stops sending what a policy no longer allows as soon as the policy is taken away', async () => {
    const adminId = await createAdminWithOwnPolicies(server, { email: 'shifting@example.com', policies: ['kyc.read', 'fiat.deposits.read'] });
    const token = await signIn(server, 'shifting@example.com');
    const live = stream(token);
    const first = await live.next(isCounts);
    expect(first.data.items.map((c) => c.queue).sort()).toEqual(['fiatDepositsToMatch', 'kycToReview']);
    const root = await signIn(server, 'root@example.com');
    const changed = await call<unknown>('PUT', `/admin/roles/users/${adminId}/policies`, root, { policies: ['kyc.read'] });
    expect(changed.status).toBe(200);
    const seenBefore = live.events.length;
    await deposit('LIVE-2');
    await live.next((e): e is Extract<typeof e, { type: 'counts' }> => isCounts(e) && e.data.items.every((c) => c.queue === 'kycToReview'));
    // The deposit's rows never reached it.
    expect(live.events.slice(seenBefore).filter(isRows)).toEqual([]);
  });

  // Only PostgreSQL has a listening connection that can drop; PGlite's notices run in this process.
  if (kind === 'postgres') it('catches up after its listening connection drops: the streams are told to resync and counted afresh', async () => {
    const live = stream(checker);
    await live.next(isCounts);
    // The database drops the instance's LISTEN connection (a failover, a restart).
    const killed = await rowsOf<{ n: number }>(server, sql`
      select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN%'`);
    expect(killed[0]?.n).toBeGreaterThan(0);
    await live.next((e): e is Extract<typeof e, { type: 'resync' }> => e.type === 'resync', 10_000);
    // And the stream goes on: a deposit made after the gap is heard.
    const id = await deposit('LIVE-GAP');
    await live.next((e): e is Extract<typeof e, { type: 'rows' }> => isRows(e) && e.data.rows.some((r) => r.id === id));
  });
});
