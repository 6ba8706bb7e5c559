import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerBalances } from '@exchange/contract/ledger/ledger';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { Stake, StakingChange, StakingDuration, StakingProtocol, StakingProvider, StakingStatistics } from '@exchange/contract/staking/staking';
import { RELAXED_LIMITS, TEST_PASSWORD, UNKNOWN_UUID, auditRowsAfter, createAdminWithOwnPolicies, lastAuditId, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { fundCustomer, newCustomer, platformPost, serviceKey } from '../../testing/earn-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { unlockDueStakes } from './stake-commands.ts';
import { runScheduledStatistics } from './staking-statistics.ts';

type Answer<T> = T & ApiError;

describe.each(testDatabaseKinds())('staking on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let adminId: string;
  let reader: string;
  let nobody: string;
  let app: string;
  let n = 0;
  const call = <T>(method: string, path: string, token: string, body?: unknown) => server.call<Answer<T>>(method, path, { token, body });
  const ok = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await call<T>(method, path, admin, body);
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body;
  };
  const provider = (name = `Provider ${++n}`) => ok<StakingProvider>('POST', '/admin/staking/providers', { name, description: 'Runs validators' });
  const protocolOf = (providerId: string, extra: Record<string, unknown> = {}) =>
    ok<StakingProtocol>('POST', '/admin/staking/protocols', { providerId, coin: 'ETH', name: `Protocol ${++n}`, minAmount: '0.1', ...extra });
  const setState = <T>(path: string, state: 'ACTIVE' | 'INACTIVE') => ok<T>('PUT', `${path}/state`, { state });
  /** A provider, protocol and duration, all ACTIVE: ready to take stakes. */
  const livePlan = async (days = 30, apy = '5.25', coin = 'ETH') => {
    const p = await provider();
    await setState(`/admin/staking/providers/${p.id}`, 'ACTIVE');
    const protocol = await protocolOf(p.id, { coin });
    await setState(`/admin/staking/protocols/${protocol.id}`, 'ACTIVE');
    const duration = await ok<StakingDuration>('POST', `/admin/staking/protocols/${protocol.id}/durations`, { days, apy });
    await setState(`/admin/staking/durations/${duration.id}`, 'ACTIVE');
    return { provider: p, protocol, duration };
  };
  const stake = (body: Record<string, unknown>, key?: string | null) => platformPost<Answer<Stake>>(server, app, '/platform/staking/stakes', body, key);
  const balances = async (customerId: string) => (await call<CustomerBalances>('GET', `/admin/customers/${customerId}/balances`, admin)).body.items;

  beforeAll(async () => {
    // The job queue starts in the statistics test: until then a queued run waits, so that a second request finds it.
    server = await startTestServer(kind, RELAXED_LIMITS, { startJobs: false });
    adminId = await server.createAdmin({ email: 'staking-admin@example.com', password: TEST_PASSWORD, role: 'admin', name: 'Sam Staking' });
    admin = await signIn(server, 'staking-admin@example.com');
    await server.createAdmin({ email: 'staking-support@example.com', password: TEST_PASSWORD, role: 'support' });
    reader = await signIn(server, 'staking-support@example.com');
    await createAdminWithOwnPolicies(server, { email: 'staking-nobody@example.com', policies: ['bundles.read'] });
    nobody = await signIn(server, 'staking-nobody@example.com');
    await server.createAdmin({ email: 'staking-root@example.com', password: TEST_PASSWORD, role: 'superAdmin' });
    app = await serviceKey(server, await signIn(server, 'staking-root@example.com'), 'Customer app', ['staking.stakes.open']);
  });
  afterAll(() => server?.close());

  it('creates a provider INACTIVE, audited; refuses a taken name (any case) on name, and bad input naming the field', async () => {
    const since = await lastAuditId(server);
    const made = await call<StakingProvider>('POST', '/admin/staking/providers', admin, { name: 'Lido Finance', description: 'Liquid staking' });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ name: 'Lido Finance', description: 'Liquid staking', state: 'INACTIVE', protocols: 0, activeStakes: 0 });
    expect((await auditRowsAfter(server, since)).map((r) => [r.action, r.targetType, r.targetId])).toEqual([['staking.provider.create', 'staking_provider', made.body.id]]);
    const taken = await call<StakingProvider>('POST', '/admin/staking/providers', admin, { name: 'lido finance' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.details?.[0]).toMatchObject({ field: 'name', code: 'staking.providerNameTaken' });
    const short = await call<StakingProvider>('POST', '/admin/staking/providers', admin, { name: 'L' });
    expect(short.status).toBe(400);
    expect(short.body.error.details?.[0]?.field).toBe('name');
    expect((await call('PUT', `/admin/staking/providers/${UNKNOWN_UUID}`, admin, { name: 'Nobody' })).status).toBe(404);
    expect((await call('PUT', `/admin/staking/providers/${made.body.id}`, admin, {})).body).toMatchObject({ error: { code: 'validation.noChanges' } });
  });

  it('edits a provider with one history row per field changed, and switches it idempotently, audited each time', async () => {
    const p = await provider('Figment');
    await ok('PUT', `/admin/staking/providers/${p.id}`, { name: 'Figment Networks', description: 'Runs validators' });
    const since = await lastAuditId(server);
    const answers = await Promise.all([1, 2, 3].map(() => call<StakingProvider>('PUT', `/admin/staking/providers/${p.id}/state`, admin, { state: 'ACTIVE' })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const rows = await auditRowsAfter(server, since);
    expect(rows.map((r) => r.action)).toEqual(['staking.provider.activate', 'staking.provider.activate', 'staking.provider.activate']);
    expect(rows.filter((r) => r.detail === 'already ACTIVE')).toHaveLength(2);
    await setState(`/admin/staking/providers/${p.id}`, 'INACTIVE');
    const history = await ok<ListResponse<StakingChange>>('GET', `/admin/staking/providers/${p.id}/history`);
    expect(history.items.map((c) => [c.field, c.before, c.after, c.changedBy.name])).toEqual([
      ['state', 'ACTIVE', 'INACTIVE', 'Sam Staking'],
      ['state', 'INACTIVE', 'ACTIVE', 'Sam Staking'],
      ['name', 'Figment', 'Figment Networks', 'Sam Staking'],
    ]);
    expect((await call('PUT', `/admin/staking/providers/${p.id}/state`, admin, { state: 'PAUSED' })).status).toBe(400);
    expect((await call('PUT', `/admin/staking/providers/${UNKNOWN_UUID}/state`, admin, { state: 'ACTIVE' })).status).toBe(404);
  });

  it('makes protocols under a provider (a name once per provider), activates one only under an active provider, and keeps its history with its durations', async () => {
    const p = await provider();
    const missing = await call('POST', '/admin/staking/protocols', admin, { providerId: UNKNOWN_UUID, coin: 'ETH', name: 'Ghost', minAmount: '1' });
    expect(missing.status).toBe(400);
    expect((missing.body as ApiError).error.details?.[0]).toMatchObject({ field: 'providerId', code: 'staking.providerNotFound' });
    const protocol = await protocolOf(p.id, { name: 'Ethereum Beacon', minAmount: '0.50' });
    expect(protocol).toMatchObject({ provider: { id: p.id, state: 'INACTIVE' }, coin: 'ETH', minAmount: '0.5', state: 'INACTIVE', durations: [] });
    const twice = await call('POST', '/admin/staking/protocols', admin, { providerId: p.id, coin: 'ETH', name: 'ethereum beacon', minAmount: '1' });
    expect(twice.status).toBe(409);
    expect((twice.body as ApiError).error.details?.[0]).toMatchObject({ field: 'name', code: 'staking.protocolNameTaken' });
    for (const [body, field, code] of [
      [{ minAmount: '0' }, 'minAmount', 'validation.positive'],
      [{ minAmount: '0.123456789' }, 'minAmount', 'validation.decimal'],
      [{ coin: 'DOGE' }, 'coin', 'validation.notAllowed'],
    ] as const satisfies [Record<string, string>, string, string][]) {
      const bad = await call('POST', '/admin/staking/protocols', admin, { providerId: p.id, coin: 'ETH', name: `Bad ${++n}`, ...{ minAmount: '1' }, ...body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect((bad.body as ApiError).error.details?.[0]).toMatchObject({ field, code });
    }

    const off = await call('PUT', `/admin/staking/protocols/${protocol.id}/state`, admin, { state: 'ACTIVE' });
    expect(off.status).toBe(409);
    expect(off.body.error.code).toBe('staking.providerInactive');
    await setState(`/admin/staking/providers/${p.id}`, 'ACTIVE');
    expect((await setState<StakingProtocol>(`/admin/staking/protocols/${protocol.id}`, 'ACTIVE')).state).toBe('ACTIVE');

    const duration = await ok<StakingDuration>('POST', `/admin/staking/protocols/${protocol.id}/durations`, { days: 90, apy: '4.50' });
    expect(duration).toMatchObject({ days: 90, apy: '4.5', state: 'INACTIVE', activeStakes: 0, staked: '0' });
    const again = await call('POST', `/admin/staking/protocols/${protocol.id}/durations`, admin, { days: 90, apy: '5' });
    expect(again.status).toBe(409);
    expect((again.body as ApiError).error.details?.[0]).toMatchObject({ field: 'days', code: 'staking.durationExists' });
    for (const [body, field] of [[{ days: 0, apy: '5' }, 'days'], [{ days: 30, apy: '1000.5' }, 'apy'], [{ days: 30, apy: '0' }, 'apy'], [{ days: 30, apy: 5 }, 'apy']] as const) {
      const bad = await call('POST', `/admin/staking/protocols/${protocol.id}/durations`, admin, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect((bad.body as ApiError).error.details?.[0]?.field).toBe(field);
    }
    await ok('PUT', `/admin/staking/durations/${duration.id}`, { apy: '4.75' });
    await ok('PUT', `/admin/staking/durations/${duration.id}`, { apy: '4.7500' });
    await ok('PUT', `/admin/staking/protocols/${protocol.id}`, { minAmount: '0.25' });
    await setState(`/admin/staking/durations/${duration.id}`, 'ACTIVE');
    const history = await ok<ListResponse<StakingChange>>('GET', `/admin/staking/protocols/${protocol.id}/history`);
    expect(history.items.map((c) => [c.subject, c.durationDays, c.field, c.before, c.after])).toEqual([
      ['DURATION', 90, 'state', 'INACTIVE', 'ACTIVE'],
      ['PROTOCOL', null, 'minAmount', '0.5', '0.25'],
      ['DURATION', 90, 'apy', '4.5', '4.75'],
      ['PROTOCOL', null, 'state', 'INACTIVE', 'ACTIVE'],
    ]);
    // A duration is switched on only under an active protocol.
    await setState(`/admin/staking/protocols/${protocol.id}`, 'INACTIVE');
    const second = await ok<StakingDuration>('POST', `/admin/staking/protocols/${protocol.id}/durations`, { days: 30, apy: '3' });
    const refused = await call('PUT', `/admin/staking/durations/${second.id}/state`, admin, { state: 'ACTIVE' });
    expect(refused.body.error.code).toBe('staking.protocolInactive');

    const listed = await ok<ListResponse<StakingProtocol>>('GET', `/admin/staking/protocols?providerId=${p.id}`);
    expect(listed.items.map((x) => [x.name, x.durations.map((d) => [d.days, d.apy, d.state])])).toEqual([['Ethereum Beacon', [[30, '3', 'INACTIVE'], [90, '4.75', 'ACTIVE']]]]);
    expect((await ok<ListResponse<StakingProtocol>>('GET', `/admin/staking/protocols?providerId=${p.id}&state=ACTIVE`)).items).toEqual([]);
    expect((await call('GET', '/admin/staking/protocols?sort=apy', admin)).body).toMatchObject({ error: { details: [{ field: 'sort' }] } });
  });

  it('opens a stake through /platform with an Idempotency-Key: the amount moves from available to Earn, once', async () => {
    const plan = await livePlan(30, '5.25');
    const customerId = await newCustomer(server, `staker-${kind}-1@example.com`);
    await fundCustomer(server, customerId, 'ETH', '10', adminId);
    const key = randomUUID();
    const since = await lastAuditId(server);
    const first = await stake({ customerId, durationId: plan.duration.id, amount: '4' }, key);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    // 4 x 5.25 % x 30 / 365 = 0.01726027397... rounded down to 8 decimals.
    expect(first.body).toMatchObject({ status: 'ACTIVE', coin: 'ETH', amount: '4', days: 30, apy: '5.25', reward: '0.01726027', rewardsPaid: '0', protocol: { id: plan.protocol.id } });
    expect(Date.parse(first.body.unlocksAt) - Date.parse(first.body.startedAt)).toBe(30 * 86_400_000);
    const replay = await stake({ customerId, durationId: plan.duration.id, amount: '4' }, key);
    expect(replay.status).toBe(201);
    expect(replay.body.id).toBe(first.body.id);
    expect(await balances(customerId)).toEqual([expect.objectContaining({ asset: 'ETH', available: '6', held: '0', earn: '4' })]);
    expect((await auditRowsAfter(server, since)).map((r) => [r.action, r.customerId])).toEqual([['staking.stake.open', customerId]]);
    const statement = await call<{ items: { kind: string; amount: string }[] }>('GET', `/admin/ledger/customers/${customerId}/statement?asset=ETH&bucket=EARN`, admin);
    expect(statement.body.items.map((l) => [l.kind, l.amount])).toEqual([['STAKE_LOCK', '4']]);
    expect((await stake({ customerId, durationId: plan.duration.id, amount: '4' }, null)).status).toBe(400);
  });

  it('refuses a new stake on a switched-off duration, protocol or provider, below the minimum, beyond the balance or for a frozen account', async () => {
    const plan = await livePlan(60, '6');
    const customerId = await newCustomer(server, `staker-${kind}-2@example.com`);
    await fundCustomer(server, customerId, 'ETH', '2', adminId);
    const body = { customerId, durationId: plan.duration.id, amount: '1' };

    await setState(`/admin/staking/durations/${plan.duration.id}`, 'INACTIVE');
    const offDuration = await stake(body);
    expect(offDuration.status).toBe(409);
    expect(offDuration.body.error.code).toBe('staking.durationInactive');
    await setState(`/admin/staking/durations/${plan.duration.id}`, 'ACTIVE');
    expect((await stake(body)).status).toBe(201);

    await setState(`/admin/staking/protocols/${plan.protocol.id}`, 'INACTIVE');
    expect((await stake(body)).body.error.code).toBe('staking.protocolInactive');
    await setState(`/admin/staking/protocols/${plan.protocol.id}`, 'ACTIVE');
    await setState(`/admin/staking/providers/${plan.provider.id}`, 'INACTIVE');
    expect((await stake(body)).body.error.code).toBe('staking.providerInactive');
    await setState(`/admin/staking/providers/${plan.provider.id}`, 'ACTIVE');

    const below = await stake({ ...body, amount: '0.05' });
    expect(below.status).toBe(400);
    expect(below.body.error.details?.[0]).toMatchObject({ field: 'amount', code: 'validation.belowMin', params: { min: '0.1' } });
    const tooMuch = await stake({ ...body, amount: '1.5' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error).toMatchObject({ code: 'ledger.insufficientFunds', params: { asset: 'ETH', account: 'AVAILABLE' } });
    expect((await stake({ ...body, durationId: UNKNOWN_UUID })).body.error.details?.[0]).toMatchObject({ field: 'durationId', code: 'staking.durationNotFound' });
    const frozen = await newCustomer(server, `staker-${kind}-frozen@example.com`, 'FROZEN');
    const refused = await stake({ ...body, customerId: frozen });
    expect(refused.body.error).toMatchObject({ code: 'staking.accountNotActive', params: { status: 'FROZEN' } });
    // Only the one stake made while everything was on moved money.
    expect(await balances(customerId)).toEqual([expect.objectContaining({ available: '1', earn: '1' })]);
    expect((await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from stakes where customer_id = ${customerId}`))[0]?.n).toBe(1);
  });

  it('asks the service account for its scope', async () => {
    const other = await serviceKey(server, await signIn(server, 'staking-root@example.com'), `Payments ${kind}`, ['deposits.report']);
    const refused = await platformPost<Answer<Stake>>(server, other, '/platform/staking/stakes', { customerId: UNKNOWN_UUID, durationId: UNKNOWN_UUID, amount: '1' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'integration.scopeRequired', params: { values: 'staking.stakes.open' } });
    expect((await platformPost(server, 'xk_unknown', '/platform/staking/stakes', {})).status).toBe(401);
  });

  it('unlocks a due stake once: the amount back to available with the reward from the rewards budget, audited', async () => {
    const plan = await livePlan(7, '10', 'USDT');
    const customerId = await newCustomer(server, `staker-${kind}-3@example.com`);
    await fundCustomer(server, customerId, 'USDT', '1000', adminId);
    const made = await stake({ customerId, durationId: plan.duration.id, amount: '365' });
    expect(made.body.reward).toBe('0.7');
    const budgetBefore = (await rowsOf<{ balance: string | null }>(server, sql`
      select trim_scale(sum(b.balance))::text as balance from ledger_balances b join ledger_accounts a on a.id = b.account_id
       where a.purpose = 'REWARDS_BUDGET' and a.asset = 'USDT'`))[0]?.balance ?? '0';
    expect(await unlockDueStakes(server.database.db)).toBe(0);
    await server.database.db.execute(sql`update stakes set unlocks_at = now() - interval '1 minute' where id = ${made.body.id}`);
    const since = await lastAuditId(server);
    const [unlocked, twice] = await Promise.all([unlockDueStakes(server.database.db), unlockDueStakes(server.database.db)]);
    expect(unlocked + twice).toBe(1);
    expect(await balances(customerId)).toEqual([expect.objectContaining({ asset: 'USDT', available: '1000.7', earn: '0' })]);
    const [budget] = await rowsOf<{ balance: string }>(server, sql`
      select trim_scale(sum(b.balance))::text as balance from ledger_balances b join ledger_accounts a on a.id = b.account_id
       where a.purpose = 'REWARDS_BUDGET' and a.asset = 'USDT'`);
    expect(Number(budget?.balance) - Number(budgetBefore)).toBeCloseTo(-0.7, 8);
    const rows = await auditRowsAfter(server, since);
    expect(rows.map((r) => [r.action, r.actorId, r.userAgent, r.customerId])).toEqual([['staking.stake.unlock', null, 'job staking-unlock', customerId]]);
    const listed = await ok<ListResponse<Stake>>('GET', `/admin/staking/stakes?customerId=${customerId}`);
    expect(listed.items.map((x) => [x.status, x.rewardsPaid, x.unlockedAt !== null])).toEqual([['UNLOCKED', '0.7', true]]);
  });

  it('lists stakes by customer, coin and status, sorted, newest first by default', async () => {
    const plan = await livePlan(14, '3', 'BNB');
    const customerId = await newCustomer(server, `lister-${kind}@example.com`);
    await fundCustomer(server, customerId, 'BNB', '100', adminId);
    for (const amount of ['1', '3', '2']) expect((await stake({ customerId, durationId: plan.duration.id, amount })).status).toBe(201);
    const mine = await ok<ListResponse<Stake>>('GET', `/admin/staking/stakes?customer=lister-${kind}&coin=BNB`);
    expect(mine.items.map((x) => x.amount)).toEqual(['2', '3', '1']);
    expect(mine.total).toBe(3);
    expect((await ok<ListResponse<Stake>>('GET', `/admin/staking/stakes?customerId=${customerId}&sort=amount&order=asc`)).items.map((x) => x.amount)).toEqual(['1', '2', '3']);
    expect((await ok<ListResponse<Stake>>('GET', `/admin/staking/stakes?customerId=${customerId}&status=UNLOCKED`)).items).toEqual([]);
    expect((await call('GET', '/admin/staking/stakes?status=DONE', admin)).status).toBe(400);
  });

  it('computes the statistics per coin, protocol and duration on "Run now" (audited, one run at a time), and once per scheduled period', async () => {
    const plan = await livePlan(21, '8', 'BTC');
    const customerId = await newCustomer(server, `stats-${kind}@example.com`);
    await fundCustomer(server, customerId, 'BTC', '5', adminId);
    await stake({ customerId, durationId: plan.duration.id, amount: '2' });
    const unlocking = await stake({ customerId, durationId: plan.duration.id, amount: '0.5' });
    await server.database.db.execute(sql`update stakes set unlocks_at = now() + interval '3 days' where id = ${unlocking.body.id}`);

    const since = await lastAuditId(server);
    const asked = await call<StakingStatistics>('POST', '/admin/staking/statistics/run', admin);
    expect(asked.status).toBe(200);
    expect(asked.body.runPending).toBe(true);
    const again = await call<StakingStatistics>('POST', '/admin/staking/statistics/run', admin);
    expect(again.body.runPending).toBe(true);
    const rows = await auditRowsAfter(server, since);
    expect(rows.map((r) => [r.action, r.detail])).toEqual([['staking.statistics.run', null], ['staking.statistics.run', 'already queued']]);
    expect((await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from pgboss.job where name = 'staking-statistics' and state = 'created'`))[0]?.n).toBe(1);
    await server.jobs.start();
    await expect.poll(async () => (await ok<StakingStatistics>('GET', '/admin/staking/statistics')).runPending, { timeout: 30_000, interval: 250 }).toBe(false);

    const stats = await ok<StakingStatistics>('GET', '/admin/staking/statistics');
    expect(stats).toMatchObject({ intervalMinutes: 30, lastRun: { trigger: 'MANUAL', requestedBy: { name: 'Sam Staking' } } });
    expect(Date.parse(stats.nextRunAt) % (30 * 60_000)).toBe(0);
    expect(stats.coins.find((c) => c.coin === 'BTC')).toMatchObject({ activeStakes: 2, staked: '2.5', unlocking7d: '0.5', unlocking30d: '2.5' });
    expect(stats.protocols.find((x) => x.protocol.id === plan.protocol.id)).toMatchObject({ coin: 'BTC', activeStakes: 2, staked: '2.5', provider: { id: plan.provider.id } });
    expect(stats.durations.find((x) => x.durationId === plan.duration.id)).toMatchObject({ days: 21, apy: '8', activeStakes: 2, staked: '2.5' });
    const usdt = stats.coins.find((c) => c.coin === 'USDT');
    expect(usdt).toMatchObject({ activeStakes: 0, rewardsPaid: '0.7' });

    // The schedule's run of one period happens once, whichever job of the period comes second.
    const at = new Date('2031-05-01T10:31:00Z');
    const [first, second] = await Promise.all([runScheduledStatistics(server.database.db, 30, 'a', at), runScheduledStatistics(server.database.db, 30, 'b', new Date('2031-05-01T10:59:59Z'))]);
    expect([first, second].sort()).toEqual([false, true]);
    expect(await runScheduledStatistics(server.database.db, 30, 'c', new Date('2031-05-01T11:00:00Z'))).toBe(true);
    const periods = await rowsOf<{ period_start: Date; n: number }>(server, sql`select period_start, count(*)::int as n from staking_statistics_runs where trigger = 'SCHEDULED' group by period_start order by period_start`);
    expect(periods.map((r) => [new Date(r.period_start).toISOString(), r.n])).toEqual([['2031-05-01T10:30:00.000Z', 1], ['2031-05-01T11:00:00.000Z', 1]]);
  });

  it('lets staking.read read but not change, and refuses an admin without it', async () => {
    const p = await provider();
    for (const path of ['/admin/staking/providers', `/admin/staking/providers/${p.id}/history`, '/admin/staking/protocols', '/admin/staking/stakes', '/admin/staking/statistics']) {
      expect((await call('GET', path, reader)).status, path).toBe(200);
      const refused = await call('GET', path, nobody);
      expect(refused.status, path).toBe(403);
      expect(refused.body.error.params).toEqual({ policy: 'staking.read' });
    }
    for (const [method, path, body] of [
      ['POST', '/admin/staking/providers', { name: 'Not Allowed' }],
      ['PUT', `/admin/staking/providers/${p.id}/state`, { state: 'ACTIVE' }],
      ['POST', '/admin/staking/statistics/run', undefined],
    ] as const) {
      const answer = await call(method, path, reader, body);
      expect(answer.status, path).toBe(403);
      expect(answer.body.error.params).toEqual({ policy: 'staking.manage' });
    }
  });
});
