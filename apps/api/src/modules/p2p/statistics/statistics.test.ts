import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { P2PStatistics } from '@exchange/contract/p2p/statistics';
import type { ApiError } from '@exchange/contract/platform/errors';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../../testing/test-server.ts';
import { generateDemoData } from '../demo/demo-data.ts';
import { signIn as signInAs } from '../../../testing/access-test-helpers.ts';

const PASSWORD = 'Correct-Horse-9';

/** Decimal strings compared by value ("10.50" equals "10.5"), exactly, without floats. */
const normalise = (s: string) => (s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s);
/** Status -> count, leaving out buckets that went down to zero. */
const counts = (entries: { status: string; count: number }[]) =>
  Object.fromEntries(entries.filter((e) => e.count !== 0).map((e) => [e.status, e.count]));

describe.each(testDatabaseKinds())('P2P statistics on %s', (kind) => {
  let server: TestServer;
  let financeToken: string;
  let adminToken: string;

  const signIn = (email: string) => signInAs(server, email, PASSWORD);
  async function rows<T>(query: SQL): Promise<T[]> {
    return ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  }
  async function statistics(query = '?version=2', token = financeToken) {
    const answer = await server.call<P2PStatistics>('GET', `/admin/p2p/statistics${query}`, { token });
    expect(answer.status).toBe(200);
    return answer.body;
  }
  const transactionsByStatus = async () =>
    counts(await rows<{ status: string; count: number }>(sql`select status, count(*)::int as count from p2p_transactions group by status`));

  beforeAll(async () => {
    server = await startTestServer(kind);
    await generateDemoData(server.database.db, { transactions: 2000 });
    await server.createAdmin({ email: 'finance@example.com', password: PASSWORD, role: 'finance' });
    await server.createAdmin({ email: 'admin@example.com', password: PASSWORD, role: 'admin' });
    await server.createAdmin({ email: 'support@example.com', password: PASSWORD, role: 'support' });
    await server.createAdmin({ email: 'vendors@example.com', password: PASSWORD, role: 'vendorsReadOnly' });
    financeToken = await signIn('finance@example.com');
    adminToken = await signIn('admin@example.com');
  });
  afterAll(() => server.close());

  it('equals direct SQL aggregates over transactions, orders, merchants, ads and disputes', async () => {
    const stats = await statistics();
    expect(Date.parse(stats.generatedAt)).not.toBeNaN();

    expect(counts(stats.transactions.byStatus)).toEqual(await transactionsByStatus());
    const total = stats.transactions.byStatus.reduce((n, s) => n + s.count, 0);
    expect(total).toBe(2000);

    const byCoin = await rows<{ coin: string; count: number; crypto: string }>(sql`
      select coin, count(*)::int as count, sum(crypto_amount)::text as crypto from p2p_transactions where status = 'APPROVED' group by coin order by coin`);
    expect(stats.transactions.byCoin.map((c) => [c.coin, c.count, normalise(c.cryptoAmount)])).toEqual(byCoin.map((c) => [c.coin, c.count, normalise(c.crypto)]));
    const byFiat = await rows<{ fiat: string; count: number; amount: string }>(sql`
      select fiat, count(*)::int as count, sum(fiat_amount)::text as amount from p2p_transactions where status = 'APPROVED' group by fiat order by fiat`);
    expect(stats.transactions.byFiat.map((f) => [f.fiat, f.count, normalise(f.fiatAmount)])).toEqual(byFiat.map((f) => [f.fiat, f.count, normalise(f.amount)]));

    const [pending] = await rows<{ n: number }>(sql`select count(*)::int as n from p2p_transactions where withdrawal_status = 'WITHDRAWAL_PENDING'`);
    expect(stats.transactions.pendingWithdrawals).toBe(pending?.n);
    expect(stats.transactions.pendingWithdrawals).toBeGreaterThan(0);

    const orders = await rows<{ status: string; count: number }>(sql`select status, count(*)::int as count from p2p_orders group by status order by status`);
    expect(stats.orders.byStatus).toEqual(orders);

    const [merchants] = await rows<{ total: number; active: number; online: number }>(sql`
      select count(*)::int as total, count(*) filter (where is_active)::int as active, count(*) filter (where is_online)::int as online from merchants`);
    expect(stats.merchants).toEqual(merchants);
    const [ads] = await rows<{ total: number; active: number }>(sql`select count(*)::int as total, count(*) filter (where is_active)::int as active from merchant_ads`);
    expect(stats.ads).toEqual(ads);
    const [disputes] = await rows<{ open: number; inReview: number; slaBreached: number }>(sql`
      select count(*) filter (where status = 'OPEN')::int as "open", count(*) filter (where status = 'IN_REVIEW')::int as "inReview",
        count(*) filter (where status in ('OPEN', 'IN_REVIEW') and created_at < now() - interval '24 hours')::int as "slaBreached"
      from order_disputes`);
    expect(stats.disputes).toEqual(disputes);
    expect(stats.disputes.open + stats.disputes.inReview).toBeGreaterThan(0);
  });

  it('reports approved volume per day and coin within the asked number of days, oldest first', async () => {
    for (const days of [30, 365]) {
      const stats = await statistics(`?version=2&days=${days}`);
      const expected = await rows<{ day: string; coin: string; count: number; crypto: string }>(sql`
        select to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, coin, count(*)::int as count, sum(crypto_amount)::text as crypto
        from p2p_transactions
        where status = 'APPROVED' and (created_at at time zone 'UTC')::date >= (now() at time zone 'UTC')::date - ${days - 1}::int
        group by 1, 2 order by 1, 2`);
      expect(expected.length, `days=${days}`).toBeGreaterThan(0);
      expect(stats.transactions.perDay.map((p) => [p.day, p.coin, p.count, normalise(p.cryptoAmount)]), `days=${days}`).toEqual(
        expected.map((e) => [e.day, e.coin, e.count, normalise(e.crypto)]),
      );
    }
  });

  it('moves byStatus by one after approving and after rejecting a transaction through the API', async () => {
    const [sell] = await rows<{ id: string; coin: string; fiat: string }>(sql`select id, coin, fiat from p2p_transactions where status = 'REQUESTED' and type = 'SELL' order by transaction_number limit 1`);
    const [other] = await rows<{ id: string }>(sql`select id from p2p_transactions where status = 'REQUESTED' and id <> ${sell?.id ?? ''} order by transaction_number limit 1`);
    const before = await statistics();
    const statusBefore = counts(before.transactions.byStatus);

    const approved = await server.call<ApiError>('PUT', `/admin/p2p/transactions/${sell?.id}/approve`, { token: financeToken, body: {} });
    expect(approved.status).toBe(200);
    const afterApprove = await statistics();
    expect(counts(afterApprove.transactions.byStatus)).toEqual({
      ...statusBefore,
      REQUESTED: (statusBefore.REQUESTED ?? 0) - 1,
      APPROVED: (statusBefore.APPROVED ?? 0) + 1,
    });
    const coinBefore = before.transactions.byCoin.find((c) => c.coin === sell?.coin)?.count ?? 0;
    expect(afterApprove.transactions.byCoin.find((c) => c.coin === sell?.coin)?.count).toBe(coinBefore + 1);
    expect(afterApprove.transactions.pendingWithdrawals).toBe(before.transactions.pendingWithdrawals + 1);

    const rejected = await server.call<ApiError>('PUT', `/admin/p2p/transactions/${other?.id}/reject`, { token: adminToken, body: { reason: 'Statistics check' } });
    expect(rejected.status).toBe(200);
    const afterReject = await statistics();
    expect(counts(afterReject.transactions.byStatus)).toEqual({
      ...statusBefore,
      REQUESTED: (statusBefore.REQUESTED ?? 0) - 2,
      APPROVED: (statusBefore.APPROVED ?? 0) + 1,
      REJECTED: (statusBefore.REJECTED ?? 0) + 1,
    });
    // The rollup still equals the table itself.
    expect(counts(afterReject.transactions.byStatus)).toEqual(await transactionsByStatus());

    // A withdrawal decision leaves the status totals alone.
    const payout = await server.call<ApiError>('PUT', `/admin/p2p/transactions/${sell?.id}/approveWithdrawal`, { token: adminToken, body: {} });
    expect(payout.status).toBe(200);
    const afterPayout = await statistics();
    expect(afterPayout.transactions.byStatus).toEqual(afterReject.transactions.byStatus);
    expect(afterPayout.transactions.pendingWithdrawals).toBe(before.transactions.pendingWithdrawals);
  });

  it('follows new transactions inserted into the table', async () => {
    const before = await statistics();
    await server.database.db.execute(sql`
      insert into p2p_transactions (transaction_number, customer_id, type, coin, fiat, crypto_amount, fiat_amount, price, status, created_at)
      select 'STAT' || g, (select id from customers order by email limit 1), 'BUY', 'BNB', 'EUR', 0.5, 266.80, 533.60, 'APPROVED', now()
      from generate_series(1, 3) g`);
    const after = await statistics();
    const bnb = (s: P2PStatistics) => s.transactions.byCoin.find((c) => c.coin === 'BNB');
    expect(bnb(after)?.count).toBe((bnb(before)?.count ?? 0) + 3);
    expect(Number(bnb(after)?.cryptoAmount) - Number(bnb(before)?.cryptoAmount ?? 0)).toBeCloseTo(1.5, 8);
    const today = new Date().toISOString().slice(0, 10);
    expect(after.transactions.perDay.find((p) => p.day === today && p.coin === 'BNB')?.count).toBe(
      (before.transactions.perDay.find((p) => p.day === today && p.coin === 'BNB')?.count ?? 0) + 3,
    );
    expect(counts(after.transactions.byStatus)).toEqual(await transactionsByStatus());
  });

  it('counts merchants again after one is deactivated through the API', async () => {
    const [merchant] = await rows<{ id: string }>(sql`select id from merchants where is_active and is_online order by email limit 1`);
    const before = await statistics();
    const answer = await server.call('PUT', `/admin/p2p/merchants/${merchant?.id}/activateDeactivateMerchants`, { token: adminToken, body: { isActive: false } });
    expect(answer.status).toBe(200);
    const after = await statistics();
    expect(after.merchants).toEqual({ total: before.merchants.total, active: before.merchants.active - 1, online: before.merchants.online - 1 });
  });

  it('refuses a bad version or days with a 400 naming it, and needs p2p.statistics.read', async () => {
    for (const [query, field] of [['version=3', 'version'], ['version=two', 'version'], ['days=0', 'days'], ['days=366', 'days']] as const) {
      const answer = await server.call<ApiError>('GET', `/admin/p2p/statistics?${query}`, { token: financeToken });
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.details?.map((d) => d.field), query).toEqual([field]);
    }
    expect((await server.call('GET', '/admin/p2p/statistics?version=2', { token: await signIn('support@example.com') })).status).toBe(200);
    expect((await server.call('GET', '/admin/p2p/statistics?version=2', { token: await signIn('vendors@example.com') })).status).toBe(403);
    expect((await server.call('GET', '/admin/p2p/statistics?version=2')).status).toBe(401);
  });
});
