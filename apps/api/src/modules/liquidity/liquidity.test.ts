import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiquidityOverview, LiquidityVenue, ReportLiquidityBalancesResult } from '@exchange/contract/liquidity/liquidity';
import type { ApiError } from '@exchange/contract/platform/errors';
import { RELAXED_LIMITS, TEST_PASSWORD, auditRowsAfter, createAdminWithOwnPolicies, lastAuditId, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { fundCustomer, newCustomer, platformPost, serviceKey } from '../../testing/earn-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';

type Answer<T> = T & ApiError;

describe.each(testDatabaseKinds())('liquidity monitoring on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let adminId: string;
  let reader: string;
  let nobody: string;
  let treasury: string;
  const call = <T>(method: string, path: string, token: string, body?: unknown) => server.call<Answer<T>>(method, path, { token, body });
  const report = (balances: Record<string, unknown>[], key: string | null = randomUUID()) =>
    platformPost<Answer<ReportLiquidityBalancesResult>>(server, treasury, '/platform/liquidity/balances', { balances }, key);
  const threshold = (body: Record<string, unknown>, token = admin) => call<LiquidityVenue>('PUT', '/admin/liquidity/thresholds', token, body);
  const overview = async () => (await call<LiquidityOverview>('GET', '/admin/liquidity', admin)).body;
  const lowEvents = async (venueId: string) =>
    rowsOf<{ subject_id: string; data: { balance: string; minBalance: string; venueName: string } }>(server, sql`
      select subject_id, data from integration_events where type = 'liquidity.low' and data->>'venueId' = ${venueId} order by occurred_at, id`);

  beforeAll(async () => {
    server = await startTestServer(kind, RELAXED_LIMITS);
    adminId = await server.createAdmin({ email: 'liquidity-admin@example.com', password: TEST_PASSWORD, role: 'admin', name: 'Lee Liquidity' });
    admin = await signIn(server, 'liquidity-admin@example.com');
    await server.createAdmin({ email: 'liquidity-finance@example.com', password: TEST_PASSWORD, role: 'finance' });
    reader = await signIn(server, 'liquidity-finance@example.com');
    await createAdminWithOwnPolicies(server, { email: 'liquidity-nobody@example.com', policies: ['savers.read'] });
    nobody = await signIn(server, 'liquidity-nobody@example.com');
    await server.createAdmin({ email: 'liquidity-root@example.com', password: TEST_PASSWORD, role: 'superAdmin' });
    treasury = await serviceKey(server, await signIn(server, 'liquidity-root@example.com'), 'Treasury service', ['liquidity.balances.report']);
  });
  afterAll(() => server?.close());

  it('takes balances through /platform with an Idempotency-Key, audited once per report, and shows them against the ledger\'s liabilities', async () => {
    const customerId = await newCustomer(server, `owed-${kind}@example.com`);
    await fundCustomer(server, customerId, 'BTC', '8', adminId);
    const since = await lastAuditId(server);
    const key = randomUUID();
    const balances = [
      { coin: 'BTC', venueKind: 'HOT_WALLET', venueName: 'Main hot wallet', balance: '2.5' },
      { coin: 'BTC', venueKind: 'COLD_WALLET', venueName: 'Vault', balance: '4' },
      { coin: 'BTC', venueKind: 'LIQUIDITY_PROVIDER', venueName: 'Binance', balance: '1.5' },
    ];
    const first = await report(balances, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.items.map((x) => [x.venueKind, x.balance, x.applied, x.status, x.reportedBy?.name])).toEqual([
      ['HOT_WALLET', '2.5', true, 'NO_THRESHOLD', 'Treasury service'],
      ['COLD_WALLET', '4', true, 'NO_THRESHOLD', 'Treasury service'],
      ['LIQUIDITY_PROVIDER', '1.5', true, 'NO_THRESHOLD', 'Treasury service'],
    ]);
    expect((await report(balances, key)).body).toEqual(first.body);
    expect((await auditRowsAfter(server, since)).map((r) => r.action)).toEqual(['liquidity.balances.report']);
    const btc = (await overview()).coins.find((c) => c.coin === 'BTC');
    // 8 owed, 8 held: covered in full.
    expect(btc).toMatchObject({ liabilities: '8', holdings: '8', coverage: '100.00', venues: 3, lowVenues: 0 });
    await fundCustomer(server, customerId, 'BTC', '8', adminId);
    expect((await overview()).coins.find((c) => c.coin === 'BTC')).toMatchObject({ liabilities: '16', coverage: '50.00' });
    expect((await overview()).coins.find((c) => c.coin === 'USDC')).toMatchObject({ liabilities: '0', holdings: '0', coverage: null, venues: 0 });
  });

  it('raises one liquidity.low event when a balance falls below its threshold, none while it stays low, and again after it recovered', async () => {
    const venue = { coin: 'ETH', venueKind: 'HOT_WALLET', venueName: 'ETH hot wallet' };
    expect((await report([{ ...venue, balance: '100' }])).status).toBe(200);
    const since = await lastAuditId(server);
    const set = await threshold({ ...venue, minBalance: '50' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ minBalance: '50', status: 'OK', thresholdSetBy: { name: 'Lee Liquidity' } });
    expect((await auditRowsAfter(server, since)).map((r) => [r.action, r.targetId])).toEqual([['liquidity.threshold.set', set.body.id]]);

    const low = await report([{ ...venue, balance: '49.99' }]);
    expect(low.body.items[0]).toMatchObject({ status: 'LOW', balance: '49.99' });
    expect(low.body.items[0]?.lowSince).not.toBeNull();
    await report([{ ...venue, balance: '10' }]);
    await report([{ ...venue, balance: '20' }]);
    const events = await lowEvents(set.body.id);
    expect(events.map((e) => [e.data.balance, e.data.minBalance, e.data.venueName])).toEqual([['49.99', '50', 'ETH hot wallet']]);
    const shown = await overview();
    expect(shown.alerts.filter((x) => x.venueId === set.body.id).map((x) => [x.balance, x.recoveredAt])).toEqual([['49.99', null]]);
    expect(shown.coins.find((c) => c.coin === 'ETH')?.lowVenues).toBe(1);

    const back = await report([{ ...venue, balance: '50' }]);
    expect(back.body.items[0]).toMatchObject({ status: 'OK', lowSince: null });
    await report([{ ...venue, balance: '5' }]);
    expect((await lowEvents(set.body.id)).map((e) => e.data.balance)).toEqual(['49.99', '5']);
    const alerts = (await overview()).alerts.filter((x) => x.venueId === set.body.id);
    expect(alerts.map((x) => [x.balance, x.recoveredAt === null])).toEqual([['5', true], ['49.99', false]]);
    expect(new Set(alerts.map((x) => x.eventId)).size).toBe(2);
  });

  it('judges a new threshold at once: raised above the balance alerts, cleared closes the alert', async () => {
    const venue = { coin: 'USDT', venueKind: 'LIQUIDITY_PROVIDER', venueName: 'Kraken' };
    await report([{ ...venue, balance: '1000' }]);
    const raised = await threshold({ ...venue, minBalance: '5000' });
    expect(raised.body).toMatchObject({ status: 'LOW' });
    expect(await lowEvents(raised.body.id)).toHaveLength(1);
    const same = await threshold({ ...venue, minBalance: '5000.00' });
    expect(same.body.status).toBe('LOW');
    const cleared = await threshold({ ...venue, venueName: 'KRAKEN', minBalance: null });
    expect(cleared.body).toMatchObject({ id: raised.body.id, status: 'NO_THRESHOLD', minBalance: null, lowSince: null });
    expect(await lowEvents(raised.body.id)).toHaveLength(1);
    // A threshold on a venue not reported yet makes it, waiting for its first balance.
    const fresh = await threshold({ coin: 'BNB', venueKind: 'COLD_WALLET', venueName: 'BNB vault', minBalance: '10' });
    expect(fresh.body).toMatchObject({ balance: null, status: 'NOT_REPORTED' });
  });

  it('ignores a report older than the balance kept, refuses one from the future, and refuses bad input naming the field', async () => {
    const venue = { coin: 'USDC', venueKind: 'HOT_WALLET', venueName: 'USDC hot' };
    await report([{ ...venue, balance: '300', observedAt: '2024-01-01T10:00:00Z' }]);
    const late = await report([{ ...venue, balance: '1', observedAt: '2024-01-01T09:59:00Z' }]);
    expect(late.body.items[0]).toMatchObject({ applied: false, balance: '300' });
    const future = await report([{ ...venue, balance: '1', observedAt: new Date(Date.now() + 3_600_000).toISOString() }]);
    expect(future.status).toBe(400);
    expect(future.body.error.details?.[0]).toMatchObject({ field: 'balances.0.observedAt', code: 'liquidity.observedInFuture' });
    for (const [entry, field] of [
      [{ ...venue, balance: '-1' }, 'balances.0.balance'],
      [{ ...venue, balance: 1 }, 'balances.0.balance'],
      [{ ...venue, venueKind: 'BANK' }, 'balances.0.venueKind'],
      [{ ...venue, venueName: '' }, 'balances.0.venueName'],
      [{ ...venue, coin: 'DOGE' }, 'balances.0.coin'],
    ] as const) {
      const bad = await report([{ balance: '1', ...entry }]);
      expect(bad.status, JSON.stringify(entry)).toBe(400);
      expect(bad.body.error.details?.[0]?.field).toBe(field);
    }
    expect((await report([])).body.error.details?.[0]?.field).toBe('balances');
    expect((await report([{ ...venue, balance: '2' }], null)).status).toBe(400);
    expect((await threshold({ ...venue, minBalance: '1.123456789' })).body.error.details?.[0]?.field).toBe('minBalance');
  });

  it('asks the service account for its scope, lets liquidity.read read but not set thresholds, and refuses an admin without it', async () => {
    const other = await serviceKey(server, await signIn(server, 'liquidity-root@example.com'), `Savers app ${kind}`, ['savers.deposits.report']);
    const refused = await platformPost<Answer<unknown>>(server, other, '/platform/liquidity/balances', { balances: [{ coin: 'BTC', venueKind: 'HOT_WALLET', venueName: 'x', balance: '1' }] });
    expect(refused.status).toBe(403);
    expect(refused.body.error.params).toEqual({ values: 'liquidity.balances.report' });
    expect((await call('GET', '/admin/liquidity', reader)).status).toBe(200);
    const write = await threshold({ coin: 'BTC', venueKind: 'HOT_WALLET', venueName: 'Main hot wallet', minBalance: '1' }, reader);
    expect(write.status).toBe(403);
    expect(write.body.error.params).toEqual({ policy: 'liquidity.manage' });
    const none = await call('GET', '/admin/liquidity', nobody);
    expect(none.status).toBe(403);
    expect(none.body.error.params).toEqual({ policy: 'liquidity.read' });
  });
});
