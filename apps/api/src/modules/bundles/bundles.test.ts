import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bundle, BundleChange, CreateBundle } from '@exchange/contract/bundles/bundles';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { RELAXED_LIMITS, TEST_PASSWORD, UNKNOWN_UUID, auditRowsAfter, createAdminWithOwnPolicies, lastAuditId, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { customers } from '../customers/customer-tables.ts';
import { bundleSubscriptions } from './bundle-tables.ts';

type Answer<T> = T & ApiError;

describe.each(testDatabaseKinds())('crypto bundles on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let reader: string;
  let nobody: string;
  let n = 0;
  const call = <T>(method: string, path: string, token: string, body?: unknown) => server.call<Answer<T>>(method, path, { token, body });
  const basket = (name: string, extra: Partial<CreateBundle> = {}): CreateBundle => ({
    name,
    description: 'Large caps, weighted by size',
    minInvestment: '50',
    coins: [{ coin: 'BTC', weight: '60' }, { coin: 'ETH', weight: '40' }],
    ...extra,
  });
  const create = async (name = `Bundle ${++n}`, extra: Partial<CreateBundle> = {}) => {
    const answer = await call<Bundle>('POST', '/admin/bundles', admin, basket(name, extra));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  const list = (query: string, token = admin) => call<ListResponse<Bundle>>('GET', `/admin/bundles?${query}`, token);
  const history = async (id: string) => (await call<ListResponse<BundleChange>>('GET', `/admin/bundles/${id}/history`, admin)).body.items;

  beforeAll(async () => {
    server = await startTestServer(kind, RELAXED_LIMITS);
    await server.createAdmin({ email: 'bundle-admin@example.com', password: TEST_PASSWORD, role: 'admin', name: 'Bea Bundles' });
    admin = await signIn(server, 'bundle-admin@example.com');
    await server.createAdmin({ email: 'bundle-support@example.com', password: TEST_PASSWORD, role: 'support' });
    reader = await signIn(server, 'bundle-support@example.com');
    await createAdminWithOwnPolicies(server, { email: 'bundle-nobody@example.com', policies: ['crypto.coins.read'] });
    nobody = await signIn(server, 'bundle-nobody@example.com');
  });
  afterAll(() => server?.close());

  it('creates a bundle, INACTIVE, with its basket, minimum and creator, audited', async () => {
    const since = await lastAuditId(server);
    const answer = await call<Bundle>('POST', '/admin/bundles', admin, basket('Blue Chips', { coins: [{ coin: 'BTC', weight: '33.3333' }, { coin: 'ETH', weight: '33.3333' }, { coin: 'BNB', weight: '33.3334' }], minInvestment: '100.50' }));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      name: 'Blue Chips',
      state: 'INACTIVE',
      quoteAsset: 'USDT',
      minInvestment: '100.5',
      coins: [{ coin: 'BTC', weight: '33.3333' }, { coin: 'ETH', weight: '33.3333' }, { coin: 'BNB', weight: '33.3334' }],
      subscribers: 0,
      value: '0',
      createdBy: { name: 'Bea Bundles' },
    });
    const rows = await auditRowsAfter(server, since);
    expect(rows.map((r) => [r.action, r.targetType, r.targetId])).toEqual([['bundle.create', 'bundle', answer.body.id]]);
    expect((await call<Bundle>('GET', `/admin/bundles/${answer.body.id}`, reader)).body.name).toBe('Blue Chips');
  });

  it('refuses weights that do not add up to exactly 100, naming coins; a coin twice, an unknown coin or a bad weight naming the entry', async () => {
    const cases: [CreateBundle['coins'], string, string][] = [
      [[{ coin: 'BTC', weight: '60' }, { coin: 'ETH', weight: '39.9999' }], 'coins', 'bundle.weightsSum'],
      [[{ coin: 'BTC', weight: '60' }, { coin: 'ETH', weight: '40.0001' }], 'coins', 'bundle.weightsSum'],
      // 0.1 + 0.2 style sums are exact: 33.3333 * 3 is not 100.
      [[{ coin: 'BTC', weight: '33.3333' }, { coin: 'ETH', weight: '33.3333' }, { coin: 'BNB', weight: '33.3333' }], 'coins', 'bundle.weightsSum'],
      [[{ coin: 'BTC', weight: '50' }, { coin: 'BTC', weight: '50' }], 'coins.1.coin', 'bundle.duplicateCoin'],
      [[{ coin: 'BTC', weight: '50' }, { coin: 'DOGE' as 'BTC', weight: '50' }], 'coins.1.coin', 'validation.notAllowed'],
      [[{ coin: 'BTC', weight: '100.5' }, { coin: 'ETH', weight: '-0.5' }], 'coins.1.weight', 'validation.decimal'],
      [[{ coin: 'BTC', weight: '100' }, { coin: 'ETH', weight: '0' }], 'coins.1.weight', 'validation.positive'],
      [[{ coin: 'BTC', weight: '50.12345' }, { coin: 'ETH', weight: '49.87655' }], 'coins.0.weight', 'validation.decimal'],
      [[{ coin: 'BTC', weight: '100' }], 'coins', 'validation.tooFew'],
    ];
    for (const [coins, field, code] of cases) {
      const answer = await call<Bundle>('POST', '/admin/bundles', admin, basket(`Refused ${++n}`, { coins }));
      expect(answer.status, JSON.stringify(coins)).toBe(400);
      expect(answer.body.error.details?.[0], JSON.stringify(coins)).toMatchObject({ field, code });
    }
    const sum = await call<Bundle>('POST', '/admin/bundles', admin, basket('Off by one', { coins: [{ coin: 'BTC', weight: '60' }, { coin: 'ETH', weight: '39' }] }));
    expect(sum.body.error.message).toBe('coins: the weights must add up to exactly 100 (they add up to 99)');
    const other = await call<Bundle>('POST', '/admin/bundles', admin, basket('Bad fields', { minInvestment: '0', quoteAsset: 'EUR' as 'USDT', name: ' ' }));
    expect(other.status).toBe(400);
    expect(other.body.error.details?.map((d) => d.field).sort()).toEqual(['minInvestment', 'name', 'quoteAsset']);
    expect((await list('search=Refused')).body.items).toEqual([]);
  });

  it('refuses a switched-off coin on its entry, and activating a bundle that holds one', async () => {
    const bundle = await create('Holds BNB', { coins: [{ coin: 'ETH', weight: '50' }, { coin: 'BNB', weight: '50' }] });
    await server.database.db.execute(sql`update crypto_coins set active = false where code = 'BNB'`);
    try {
      const refused = await call<Bundle>('POST', '/admin/bundles', admin, basket('With BNB', { coins: [{ coin: 'BTC', weight: '50' }, { coin: 'BNB', weight: '50' }] }));
      expect(refused.status).toBe(400);
      expect(refused.body.error.details?.[0]).toMatchObject({ field: 'coins.1.coin', code: 'bundle.coinInactive', params: { asset: 'BNB' } });
      const activate = await call<Bundle>('PUT', `/admin/bundles/${bundle.id}/state`, admin, { state: 'ACTIVE' });
      expect(activate.status).toBe(409);
      expect(activate.body.error).toMatchObject({ code: 'bundle.coinInactive', params: { asset: 'BNB' } });
      // Taking the coin out lets it through.
      const edited = await call<Bundle>('PUT', `/admin/bundles/${bundle.id}`, admin, { coins: [{ coin: 'ETH', weight: '100' }, { coin: 'BTC', weight: '0.0001' }] });
      expect(edited.status).toBe(400);
      expect(edited.body.error.details?.[0]).toMatchObject({ field: 'coins', code: 'bundle.weightsSum' });
      const fixed = await call<Bundle>('PUT', `/admin/bundles/${bundle.id}`, admin, { coins: [{ coin: 'ETH', weight: '70' }, { coin: 'BTC', weight: '30' }] });
      expect(fixed.status).toBe(200);
      expect((await call<Bundle>('PUT', `/admin/bundles/${bundle.id}/state`, admin, { state: 'ACTIVE' })).body.state).toBe('ACTIVE');
    } finally {
      await server.database.db.execute(sql`update crypto_coins set active = true where code = 'BNB'`);
    }
  });

  it('refuses a name another bundle has (without case) with 409 naming name, on create and on edit', async () => {
    await create('Stable Yield', { coins: [{ coin: 'USDT', weight: '50' }, { coin: 'USDC', weight: '50' }] });
    const twin = await call<Bundle>('POST', '/admin/bundles', admin, basket('stable yield'));
    expect(twin.status).toBe(409);
    expect(twin.body.error).toMatchObject({ code: 'bundle.nameTaken', details: [{ field: 'name', code: 'bundle.nameTaken' }] });
    const other = await create('Renamed Later');
    const rename = await call<Bundle>('PUT', `/admin/bundles/${other.id}`, admin, { name: 'STABLE YIELD' });
    expect(rename.status).toBe(409);
    expect(rename.body.error.details?.[0]?.field).toBe('name');
    // Two admins creating one name at once: one bundle.
    const racing = await Promise.all(Array.from({ length: 5 }, () => call<Bundle>('POST', '/admin/bundles', admin, basket('Racing Name'))));
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
  });

  it('edits the fields given, one history row per field changed, and nothing when nothing changes', async () => {
    const bundle = await create('Editable');
    const since = await lastAuditId(server);
    const edited = await call<Bundle>('PUT', `/admin/bundles/${bundle.id}`, admin, {
      name: 'Edited Basket',
      minInvestment: '75.000',
      coins: [{ coin: 'BTC', weight: '50.50' }, { coin: 'ETH', weight: '25' }, { coin: 'USDC', weight: '24.5' }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Edited Basket', description: bundle.description, minInvestment: '75', coins: [{ coin: 'BTC', weight: '50.5' }, { coin: 'ETH', weight: '25' }, { coin: 'USDC', weight: '24.5' }] });
    const changes = await history(bundle.id);
    expect(changes.map((c) => [c.field, c.before, c.after])).toEqual([
      ['coins', 'BTC 60, ETH 40', 'BTC 50.5, ETH 25, USDC 24.5'],
      ['minInvestment', '50', '75'],
      ['name', 'Editable', 'Edited Basket'],
    ]);
    expect(changes[0]?.changedBy.name).toBe('Bea Bundles');
    // The same values again (written differently): no change, no row.
    const same = await call<Bundle>('PUT', `/admin/bundles/${bundle.id}`, admin, { minInvestment: '75.0', coins: [{ coin: 'BTC', weight: '50.5000' }, { coin: 'ETH', weight: '25' }, { coin: 'USDC', weight: '24.50' }] });
    expect(same.status).toBe(200);
    expect(await history(bundle.id)).toHaveLength(3);
    const rows = await auditRowsAfter(server, since);
    expect(rows.map((r) => r.action)).toEqual(['bundle.update']);
    expect(rows[0]?.before).toMatchObject({ name: 'Editable', minInvestment: '50' });
    const empty = await call<Bundle>('PUT', `/admin/bundles/${bundle.id}`, admin, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.details?.[0]?.code).toBe('validation.noChanges');
    expect((await call<Bundle>('PUT', `/admin/bundles/${UNKNOWN_UUID}`, admin, { name: 'Nobody' })).status).toBe(404);
    expect((await call<Bundle>('PUT', `/admin/bundles/${bundle.id}`, admin, { quoteAsset: 'USDC' })).status).toBe(400);
  });

  it('activates and deactivates, idempotently: the second call changes nothing, each is audited, the history has one row per change', async () => {
    const bundle = await create('Toggled');
    const since = await lastAuditId(server);
    const on = await call<Bundle>('PUT', `/admin/bundles/${bundle.id}/state`, admin, { state: 'ACTIVE' });
    expect(on.body.state).toBe('ACTIVE');
    const again = await call<Bundle>('PUT', `/admin/bundles/${bundle.id}/state`, admin, { state: 'ACTIVE' });
    expect(again.status).toBe(200);
    expect(again.body.state).toBe('ACTIVE');
    // Racing admins: one change.
    const racing = await Promise.all(Array.from({ length: 4 }, () => call<Bundle>('PUT', `/admin/bundles/${bundle.id}/state`, admin, { state: 'INACTIVE' })));
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect((await history(bundle.id)).map((c) => [c.field, c.before, c.after])).toEqual([['state', 'ACTIVE', 'INACTIVE'], ['state', 'INACTIVE', 'ACTIVE']]);
    const rows = await auditRowsAfter(server, since);
    expect(rows.map((r) => [r.action, r.detail])).toEqual([
      ['bundle.activate', null],
      ['bundle.activate', 'already ACTIVE'],
      ...[null, 'already INACTIVE', 'already INACTIVE', 'already INACTIVE'].map((detail) => ['bundle.deactivate', detail]),
    ]);
    expect((await call<Bundle>('PUT', `/admin/bundles/${UNKNOWN_UUID}/state`, admin, { state: 'ACTIVE' })).status).toBe(404);
    expect((await call<Bundle>('PUT', `/admin/bundles/${bundle.id}/state`, admin, { state: 'PAUSED' })).status).toBe(400);
  });

  it('lists with limit and page, by name or state, with subscribers and value counted from the live subscriptions', async () => {
    const a = await create('Counted Alpha');
    const b = await create('Counted Beta');
    const made = await server.database.db
      .insert(customers)
      .values([1, 2, 3].map((i) => ({ email: `bundle-customer-${i}@example.com`, name: `Bundle Customer ${i}`, country: 'AE', kycLevel: 2, state: 'ACTIVE' })))
      .returning({ id: customers.id });
    const [c1, c2, c3] = made.map((c) => c.id) as [string, string, string];
    await server.database.db.insert(bundleSubscriptions).values([
      { bundleId: a.id, customerId: c1, investedAmount: '100.25', units: '1' },
      { bundleId: a.id, customerId: c1, investedAmount: '0.000000000000000001', units: '0.5' },
      { bundleId: a.id, customerId: c2, investedAmount: '900', units: '9' },
      // Redeemed: neither a subscriber nor value any more.
      { bundleId: a.id, customerId: c3, investedAmount: '5000', units: '50', redeemedAt: new Date() },
      { bundleId: b.id, customerId: c3, investedAmount: '42', units: '0.42' },
    ]);
    const found = await list('search=counted&limit=1&page=0');
    expect(found.body).toMatchObject({ total: 2, limit: 1, page: 0 });
    expect(found.body.items.map((x) => [x.name, x.subscribers, x.value])).toEqual([['Counted Alpha', 2, '1000.250000000000000001']]);
    const second = await list('search=counted&limit=1&page=1');
    expect(second.body.items.map((x) => [x.name, x.subscribers, x.value])).toEqual([['Counted Beta', 1, '42']]);
    const byValue = await list('search=counted&sort=value&order=desc');
    expect(byValue.body.items.map((x) => x.name)).toEqual(['Counted Alpha', 'Counted Beta']);
    const bySubscribers = await list('search=counted&sort=subscribers&order=asc');
    expect(bySubscribers.body.items.map((x) => x.name)).toEqual(['Counted Beta', 'Counted Alpha']);

    await call('PUT', `/admin/bundles/${b.id}/state`, admin, { state: 'ACTIVE' });
    expect((await list('search=counted&state=ACTIVE')).body.items.map((x) => x.name)).toEqual(['Counted Beta']);
    expect((await list('search=counted&state=INACTIVE')).body.items.map((x) => x.name)).toEqual(['Counted Alpha']);
    expect((await list('limit=0')).status).toBe(400);
    expect((await list('state=GONE')).body.error.details?.[0]).toMatchObject({ field: 'state', code: 'validation.notAllowed' });
    const [stored] = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from bundle_subscriptions where bundle_id = ${a.id}`);
    expect(stored?.n).toBe(4);
  });

  it('keeps the database from storing weights that do not add up to 100, whoever writes them', async () => {
    const bundle = await create('Guarded By Trigger');
    await expect(server.database.db.execute(sql`update bundle_coins set weight = 10 where bundle_id = ${bundle.id} and coin = 'BTC'`)).rejects.toThrow();
    expect((await call<Bundle>('GET', `/admin/bundles/${bundle.id}`, admin)).body.coins).toEqual([{ coin: 'BTC', weight: '60' }, { coin: 'ETH', weight: '40' }]);
  });

  it('lets bundles.read read but not change, and refuses an admin without it', async () => {
    const bundle = await create('Read Only');
    expect((await list('', reader)).status).toBe(200);
    expect((await call<ListResponse<BundleChange>>('GET', `/admin/bundles/${bundle.id}/history`, reader)).status).toBe(200);
    const since = await lastAuditId(server);
    for (const [method, path, body] of [
      ['POST', '/admin/bundles', basket('Not Allowed')],
      ['PUT', `/admin/bundles/${bundle.id}`, { name: 'Not Allowed' }],
      ['PUT', `/admin/bundles/${bundle.id}/state`, { state: 'ACTIVE' }],
    ] as const) {
      const answer = await call(method, path, reader, body);
      expect(answer.status, path).toBe(403);
      expect(answer.body.error.params).toEqual({ policy: 'bundles.manage' });
    }
    expect((await auditRowsAfter(server, since)).map((r) => r.action)).toEqual(['access.denied', 'access.denied', 'access.denied']);
    for (const path of ['/admin/bundles', `/admin/bundles/${bundle.id}`, `/admin/bundles/${bundle.id}/history`]) {
      const answer = await call('GET', path, nobody);
      expect(answer.status, path).toBe(403);
      expect(answer.body.error.params).toEqual({ policy: 'bundles.read' });
    }
    expect((await call<Bundle>('GET', `/admin/bundles/${bundle.id}`, admin)).body).toMatchObject({ name: 'Read Only', state: 'INACTIVE' });
  });
});
