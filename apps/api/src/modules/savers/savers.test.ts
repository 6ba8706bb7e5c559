import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerBalances } from '@exchange/contract/ledger/ledger';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { PostSaverYieldResult, SaverChange, SaverPosition, SaverProduct, SaverYieldPosting } from '@exchange/contract/savers/savers';
import { RELAXED_LIMITS, TEST_PASSWORD, UNKNOWN_UUID, auditRowsAfter, createAdminWithOwnPolicies, lastAuditId, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { fundCustomer, newCustomer, platformPost, serviceKey } from '../../testing/earn-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';

type Answer<T> = T & ApiError;

describe.each(testDatabaseKinds())('savers on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let adminId: string;
  let reader: string;
  let nobody: string;
  let app: string;
  const call = <T>(method: string, path: string, token: string, body?: unknown) => server.call<Answer<T>>(method, path, { token, body });
  const ok = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await call<T>(method, path, admin, body);
    expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body;
  };
  const deposit = (body: Record<string, unknown>) => platformPost<Answer<SaverPosition>>(server, app, '/platform/savers/deposits', body);
  const balances = async (customerId: string) => (await call<CustomerBalances>('GET', `/admin/customers/${customerId}/balances`, admin)).body.items;
  const budget = async (coin: string) =>
    (await rowsOf<{ balance: string | null }>(server, sql`
      select trim_scale(coalesce(sum(b.balance), 0))::text as balance from ledger_balances b join ledger_accounts a on a.id = b.account_id
       where a.purpose = 'REWARDS_BUDGET' and a.asset = ${coin}`))[0]?.balance;

  beforeAll(async () => {
    server = await startTestServer(kind, RELAXED_LIMITS);
    adminId = await server.createAdmin({ email: 'savers-admin@example.com', password: TEST_PASSWORD, role: 'admin', name: 'Sara Savers' });
    admin = await signIn(server, 'savers-admin@example.com');
    await server.createAdmin({ email: 'savers-support@example.com', password: TEST_PASSWORD, role: 'support' });
    reader = await signIn(server, 'savers-support@example.com');
    await createAdminWithOwnPolicies(server, { email: 'savers-nobody@example.com', policies: ['staking.read'] });
    nobody = await signIn(server, 'savers-nobody@example.com');
    await server.createAdmin({ email: 'savers-root@example.com', password: TEST_PASSWORD, role: 'superAdmin' });
    app = await serviceKey(server, await signIn(server, 'savers-root@example.com'), 'Customer app', ['savers.deposits.report']);
  });
  afterAll(() => server?.close());

  it('creates a product per coin, INACTIVE and audited; a second product of the coin is refused on coin; bad rates name the field', async () => {
    const since = await lastAuditId(server);
    const made = await call<SaverProduct>('POST', '/admin/savers/products', admin, { coin: 'USDT', name: 'USDT Flexible', yieldRate: '4.50' });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ coin: 'USDT', name: 'USDT Flexible', yieldRate: '4.5', state: 'INACTIVE', savers: 0, saved: '0', yieldPaid: '0', lastPosting: null });
    expect((await auditRowsAfter(server, since)).map((r) => [r.action, r.targetId])).toEqual([['saver.product.create', made.body.id]]);
    const twice = await call('POST', '/admin/savers/products', admin, { coin: 'USDT', name: 'Another', yieldRate: '3' });
    expect(twice.status).toBe(409);
    expect(twice.body.error.details?.[0]).toMatchObject({ field: 'coin', code: 'saver.coinTaken' });
    for (const [yieldRate, code] of [['0', 'validation.positive'], ['1001', 'validation.tooLarge'], ['4.12345', 'validation.decimal'], ['-1', 'validation.decimal']] as const) {
      const bad = await call('POST', '/admin/savers/products', admin, { coin: 'BTC', name: 'Bad rate', yieldRate });
      expect(bad.status, yieldRate).toBe(400);
      expect(bad.body.error.details?.[0]).toMatchObject({ field: 'yieldRate', code });
    }
  });

  it('changes the rate and name with history, and toggles idempotently, audited', async () => {
    const product = await ok<SaverProduct>('POST', '/admin/savers/products', { coin: 'USDC', name: 'USDC Savings', yieldRate: '3' });
    await ok('PUT', `/admin/savers/products/${product.id}`, { yieldRate: '3.0000' });
    await ok('PUT', `/admin/savers/products/${product.id}`, { yieldRate: '3.25', name: 'USDC Flexible' });
    const since = await lastAuditId(server);
    await ok('PUT', `/admin/savers/products/${product.id}/state`, { state: 'ACTIVE' });
    await ok('PUT', `/admin/savers/products/${product.id}/state`, { state: 'ACTIVE' });
    expect((await auditRowsAfter(server, since)).map((r) => [r.action, r.detail])).toEqual([['saver.product.activate', null], ['saver.product.activate', 'already ACTIVE']]);
    const history = await ok<ListResponse<SaverChange>>('GET', `/admin/savers/products/${product.id}/history`);
    expect(history.items.map((c) => [c.field, c.before, c.after])).toEqual([
      ['state', 'INACTIVE', 'ACTIVE'],
      ['name', 'USDC Savings', 'USDC Flexible'],
      ['yieldRate', '3', '3.25'],
    ]);
    expect((await call('PUT', `/admin/savers/products/${UNKNOWN_UUID}/state`, admin, { state: 'ACTIVE' })).status).toBe(404);
    expect((await call('PUT', `/admin/savers/products/${product.id}`, admin, {})).body.error.code).toBe('validation.noChanges');
  });

  it('takes savings through /platform into Earn only while the product is active, and posts a day of yield once from the rewards budget', async () => {
    const product = await ok<SaverProduct>('POST', '/admin/savers/products', { coin: 'ETH', name: 'ETH Savings', yieldRate: '36.5' });
    const [alice, bob] = [await newCustomer(server, `saver-${kind}-a@example.com`), await newCustomer(server, `saver-${kind}-b@example.com`)];
    await fundCustomer(server, alice, 'ETH', '20', adminId);
    await fundCustomer(server, bob, 'ETH', '1', adminId);
    const closed = await deposit({ customerId: alice, productId: product.id, amount: '10' });
    expect(closed.status).toBe(409);
    expect(closed.body.error.code).toBe('saver.inactive');
    await ok('PUT', `/admin/savers/products/${product.id}/state`, { state: 'ACTIVE' });
    expect((await deposit({ customerId: alice, productId: product.id, amount: '10' })).status).toBe(201);
    const second = await deposit({ customerId: alice, productId: product.id, amount: '5' });
    expect(second.body).toMatchObject({ principal: '15', coin: 'ETH' });
    // 0.00000001 a day would be 0.0000000001: rounded to 0, Bob is not paid.
    await fundCustomer(server, bob, 'ETH', '0.00000001', adminId);
    expect((await deposit({ customerId: bob, productId: product.id, amount: '0.00000001' })).status).toBe(201);
    expect((await deposit({ customerId: bob, productId: product.id, amount: '5' })).body.error.code).toBe('ledger.insufficientFunds');
    expect((await deposit({ customerId: bob, productId: UNKNOWN_UUID, amount: '1' })).body.error.details?.[0]).toMatchObject({ field: 'productId', code: 'saver.notFound' });
    expect(await balances(alice)).toEqual([expect.objectContaining({ asset: 'ETH', available: '5', earn: '15' })]);

    const budgetBefore = await budget('ETH');
    const since = await lastAuditId(server);
    const [first, again] = await Promise.all([
      call<PostSaverYieldResult>('POST', `/admin/savers/products/${product.id}/yield`, admin),
      call<PostSaverYieldResult>('POST', `/admin/savers/products/${product.id}/yield`, admin),
    ]);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(first.body.id).toBe(again.body.id);
    expect([first.body.alreadyPosted, again.body.alreadyPosted].sort()).toEqual([false, true]);
    // 15 x 36.5 % / 365 = 0.015 a day.
    expect(first.body).toMatchObject({ day: new Date().toISOString().slice(0, 10), yieldRate: '36.5', positions: 1, total: '0.015', postedBy: { name: 'Sara Savers' } });
    expect(first.body.entryId).not.toBeNull();
    expect(await balances(alice)).toEqual([expect.objectContaining({ available: '5.015', earn: '15' })]);
    expect(Number(await budget('ETH')) - Number(budgetBefore)).toBeCloseTo(-0.015, 10);
    const rows = await auditRowsAfter(server, since);
    expect(rows.map((r) => [r.action, r.detail?.startsWith('already posted') ?? false]).sort()).toEqual([['saver.yield.post', false], ['saver.yield.post', true]]);
    const entries = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from ledger_entries where kind = 'SAVINGS_YIELD' and reference_id = ${first.body.id}`);
    expect(entries[0]?.n).toBe(1);

    const listed = await ok<SaverProduct>('GET', `/admin/savers/products/${product.id}`);
    expect(listed).toMatchObject({ savers: 2, saved: '15.00000001', yieldPaid: '0.015', lastPosting: { id: first.body.id } });
    const postings = await ok<ListResponse<SaverYieldPosting>>('GET', `/admin/savers/products/${product.id}/yield`);
    expect(postings.items.map((p) => [p.total, p.positions])).toEqual([['0.015', 1]]);
    // An inactive product still pays what was saved in it.
    await ok('PUT', `/admin/savers/products/${product.id}/state`, { state: 'INACTIVE' });
    expect((await call('POST', `/admin/savers/products/${UNKNOWN_UUID}/yield`, admin)).status).toBe(404);
  });

  it('posts nothing for a product nobody saved in, and asks for the scope and a key', async () => {
    const product = await ok<SaverProduct>('POST', '/admin/savers/products', { coin: 'BNB', name: 'BNB Savings', yieldRate: '2' });
    const posted = await ok<PostSaverYieldResult>('POST', `/admin/savers/products/${product.id}/yield`);
    expect(posted).toMatchObject({ positions: 0, total: '0', entryId: null, alreadyPosted: false });
    const other = await serviceKey(server, await signIn(server, 'savers-root@example.com'), `Stakes only ${kind}`, ['staking.stakes.open']);
    const refused = await platformPost<Answer<SaverPosition>>(server, other, '/platform/savers/deposits', { customerId: UNKNOWN_UUID, productId: product.id, amount: '1' });
    expect(refused.body.error).toMatchObject({ code: 'integration.scopeRequired', params: { values: 'savers.deposits.report' } });
    expect((await platformPost(server, app, '/platform/savers/deposits', { customerId: UNKNOWN_UUID, productId: product.id, amount: '1' }, null)).status).toBe(400);
  });

  it('lists products filtered and sorted, lets savers.read read but not change, and refuses an admin without it', async () => {
    const list = await ok<ListResponse<SaverProduct>>('GET', '/admin/savers/products?sort=coin&order=asc');
    expect(list.items.map((p) => p.coin)).toEqual(['BNB', 'ETH', 'USDC', 'USDT']);
    expect((await ok<ListResponse<SaverProduct>>('GET', '/admin/savers/products?state=ACTIVE')).items.map((p) => p.coin)).toEqual(['USDC']);
    expect((await ok<ListResponse<SaverProduct>>('GET', '/admin/savers/products?search=flex')).items.map((p) => p.coin)).toEqual(['USDC', 'USDT']);
    const [first] = list.items;
    for (const path of ['/admin/savers/products', `/admin/savers/products/${first?.id}/history`, `/admin/savers/products/${first?.id}/yield`]) {
      expect((await call('GET', path, reader)).status, path).toBe(200);
      const refused = await call('GET', path, nobody);
      expect(refused.status, path).toBe(403);
      expect(refused.body.error.params).toEqual({ policy: 'savers.read' });
    }
    for (const [method, path, body] of [
      ['POST', '/admin/savers/products', { coin: 'BTC', name: 'Not allowed', yieldRate: '1' }],
      ['PUT', `/admin/savers/products/${first?.id}/state`, { state: 'ACTIVE' }],
      ['POST', `/admin/savers/products/${first?.id}/yield`, undefined],
    ] as const) {
      const answer = await call(method, path, reader, body);
      expect(answer.status, path).toBe(403);
      expect(answer.body.error.params).toEqual({ policy: 'savers.manage' });
    }
  });
});
