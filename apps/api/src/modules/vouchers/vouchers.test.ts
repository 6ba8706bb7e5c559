import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedServiceAccount } from '@exchange/contract/integration/service-accounts';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { CreatedVoucherBatch, VoucherBatch, VoucherRedemption } from '@exchange/contract/vouchers/vouchers';
import { TEST_PASSWORD, UNKNOWN_UUID, fieldsOf, lastAuditId, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { customers } from '../customers/customer-tables.ts';
import { expireVoucherBatches } from './expire-voucher-batches.ts';

type Answer<T> = T & ApiError;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe.each(testDatabaseKinds())('gift vouchers on %s', (kind) => {
  let server: TestServer;
  let root: string;
  let support: string;
  let appKey: string;
  let otherKey: string;

  const call = <T>(method: string, path: string, token: string | undefined, body?: unknown) => server.call<Answer<T>>(method, path, { token, body });
  const create = (body: Record<string, unknown>, token = root) =>
    call<CreatedVoucherBatch>('POST', '/admin/vouchers', token, { name: `Batch ${randomUUID().slice(0, 6)}`, asset: 'USDT', amountPerCode: '10', codeCount: 3, expiresAt: inDays(30), ...body });
  const redeem = (code: string, customerId: string, key = appKey) =>
    server.call<Answer<VoucherRedemption>>('POST', '/platform/vouchers/redeem', { token: key, body: { code, customerId }, headers: { 'idempotency-key': randomUUID() } });
  const newCustomer = async () => {
    const n = randomUUID().slice(0, 8);
    const [made] = await server.database.db.insert(customers).values({ email: `v-${n}@example.com`, name: `Voucher ${n}`, country: 'AE', kycLevel: 1, state: 'ACTIVE' }).returning({ id: customers.id });
    if (!made) throw new Error('no customer made');
    return made.id;
  };
  const balance = async (where: ReturnType<typeof sql>) => {
    const [row] = await rowsOf<{ balance: string }>(server, sql`select trim_scale(coalesce(sum(b.balance), 0))::text as balance
      from ledger_accounts a join ledger_balances b on b.account_id = a.id where ${where}`);
    return row?.balance ?? '0';
  };
  const customerBalance = (id: string, asset = 'USDT') => balance(sql`a.owner = 'CUSTOMER' and a.customer_id = ${id} and a.bucket = 'AVAILABLE' and a.asset = ${asset}`);
  const reserve = (asset = 'USDT') => balance(sql`a.owner = 'EXCHANGE' and a.purpose = 'VOUCHER_RESERVE' and a.asset = ${asset}`);
  const entries = async (kind: string, where = sql`true`) =>
    (await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from ledger_entries e where e.kind = ${kind} and ${where}`))[0]?.n ?? -1;

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.createAdmin({ email: 'root@example.com', password: TEST_PASSWORD, role: 'superAdmin', name: 'Rita Root' });
    await server.createAdmin({ email: 'sup@example.com', password: TEST_PASSWORD, role: 'support', name: 'Sam Support' });
    root = await signIn(server, 'root@example.com');
    support = await signIn(server, 'sup@example.com');
    const app = await call<CreatedServiceAccount>('POST', '/admin/integration/service-accounts', root, { name: 'Customer app', scopes: ['vouchers.redeem'] });
    expect(app.status, JSON.stringify(app.body)).toBe(200);
    appKey = app.body.apiKey;
    const other = await call<CreatedServiceAccount>('POST', '/admin/integration/service-accounts', root, { name: 'Wallet', scopes: ['deposits.report'] });
    otherKey = other.body.apiKey;
  }, 240_000);
  afterAll(() => server.close());

  it('creates a batch: codes shown once (only hashes kept), its budget reserved from the rewards account by a balanced entry', async () => {
    const before = await reserve();
    const made = await create({ codeCount: 4, amountPerCode: '2.5', perCustomerCap: 2 });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.codes).toHaveLength(4);
    for (const code of made.body.codes) expect(code).toMatch(/^[A-Z2-7]{26}$/);
    expect(new Set(made.body.codes).size).toBe(4);
    expect(made.body.batch).toMatchObject({ asset: 'USDT', amountPerCode: '2.5', codeCount: 4, budget: '10', spent: '0', released: '0', perCustomerCap: 2, status: 'ACTIVE', redeemedCount: 0, expired: false, createdBy: { name: 'Rita Root' } });
    expect(Number(await reserve()) - Number(before)).toBe(10);
    const lines = await rowsOf<{ sum: string; n: number }>(server, sql`select sum(amount)::text as sum, count(*)::int as n from ledger_lines where entry_id = ${made.body.batch.fundingEntryId}`);
    expect(Number(lines[0]?.sum)).toBe(0);
    expect(lines[0]?.n).toBe(2);
    // No code in clear anywhere in the database, nor in the audit row.
    const stored = await rowsOf<{ hit: number }>(server, sql`select count(*)::int as hit from voucher_codes where code_hash = ${made.body.codes[0]} or code_hint = ${made.body.codes[0]}`);
    expect(stored[0]?.hit).toBe(0);
    const audit = await rowsOf<{ after: unknown }>(server, sql`select after from audit_log where action = 'vouchers.batch.create' and target_id = ${made.body.batch.id}`);
    expect(JSON.stringify(audit)).not.toContain(made.body.codes[0]);
    const got = await call<VoucherBatch>('GET', `/admin/vouchers/${made.body.batch.id}`, support);
    expect(got.status).toBe(200);
    expect(got.body.budget).toBe('10');
  });

  it('refuses bad batches naming the field, and a support admin', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ name: 'x' }, 'name'],
      [{ asset: 'DOGE' }, 'asset'],
      [{ amountPerCode: '0' }, 'amountPerCode'],
      [{ amountPerCode: '1.123' , asset: 'AED' }, 'amountPerCode'],
      [{ codeCount: 0 }, 'codeCount'],
      [{ codeCount: 5001 }, 'codeCount'],
      [{ expiresAt: '2020-01-01' }, 'expiresAt'],
      [{ perCustomerCap: 0 }, 'perCustomerCap'],
      [{ budget: '31' }, 'budget'],
      [{ budget: '9' }, 'budget'],
    ];
    for (const [body, field] of bad) {
      const answer = await create(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(answer.body), JSON.stringify(body)).toContain(field);
    }
    expect((await create({}, support)).status).toBe(403);
    expect((await call('GET', `/admin/vouchers/${UNKNOWN_UUID}`, root)).status).toBe(404);
  });

  it('redeems a code once: the customer is credited from the reserve, the log names it; every refusal has its reason', async () => {
    const made = await create({ codeCount: 3, amountPerCode: '10', perCustomerCap: 1 });
    const [a, b] = made.body.codes as [string, string];
    const alice = await newCustomer();
    const ok = await redeem(a.toLowerCase().replace(/(.{4})/g, '$1-'), alice);
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toMatchObject({ batchId: made.body.batch.id, codeHint: a.slice(-4), asset: 'USDT', amount: '10', customer: { id: alice } });
    expect(await customerBalance(alice)).toBe('10');
    expect(await entries('VOUCHER_REDEMPTION', sql`e.id = ${ok.body.ledgerEntryId}`)).toBe(1);

    const codeOf = async (answer: Promise<{ status: number; body: ApiError }>) => {
      const { status, body } = await answer;
      return `${status} ${body.error?.code}`;
    };
    expect(await codeOf(redeem(a, await newCustomer()))).toBe('409 voucher.alreadyRedeemed');
    expect(await codeOf(redeem(b, alice))).toBe('409 voucher.capReached');
    expect(await codeOf(redeem('A'.repeat(26), alice))).toBe('404 voucher.unknownCode');
    expect(await codeOf(redeem('not a code', alice))).toBe('404 voucher.unknownCode');
    expect(await codeOf(redeem(b, UNKNOWN_UUID))).toBe('400 customer.notFound');
    expect(await codeOf(redeem(b, alice, otherKey))).toBe('403 integration.scopeRequired');
    expect(await codeOf(redeem(b, alice, 'nope'))).toBe('401 integration.apiKeyInvalid');

    const log = await call<ListResponse<VoucherRedemption>>('GET', `/admin/vouchers/redemptions?batchId=${made.body.batch.id}&limit=5&page=0`, support);
    expect(log.status).toBe(200);
    expect(log.body).toMatchObject({ total: 1, page: 0, limit: 5 });
    expect(log.body.items[0]).toMatchObject({ id: ok.body.id, customer: { id: alice }, ledgerEntryId: ok.body.ledgerEntryId });
    const batch = await call<VoucherBatch>('GET', `/admin/vouchers/${made.body.batch.id}`, root);
    expect(batch.body).toMatchObject({ spent: '10', redeemedCount: 1 });
  });

  it('50 racing redemptions of one code: exactly one wins, with exactly one journal entry', async () => {
    const made = await create({ codeCount: 1, amountPerCode: '5' });
    const [code] = made.body.codes as [string];
    const racers = await Promise.all(Array.from({ length: 50 }, () => newCustomer()));
    const answers = await Promise.all(racers.map((id) => redeem(code, id)));
    const won = answers.filter((x) => x.status === 201);
    expect(won).toHaveLength(1);
    expect(answers.filter((x) => x.status === 409).every((x) => x.body.error.code === 'voucher.alreadyRedeemed')).toBe(true);
    expect(answers.filter((x) => x.status === 409)).toHaveLength(49);
    expect(await entries('VOUCHER_REDEMPTION', sql`e.id in (select ledger_entry_id from voucher_redemptions where batch_id = ${made.body.batch.id})`)).toBe(1);
    const rows = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from voucher_redemptions where batch_id = ${made.body.batch.id}`);
    expect(rows[0]?.n).toBe(1);
    const paid = await Promise.all(racers.map((id) => customerBalance(id)));
    expect(paid.filter((b) => b === '5')).toHaveLength(1);
    expect(paid.filter((b) => b === '0')).toHaveLength(49);
  }, 60_000);

  it('pauses (codes refused), resumes, and refuses what the budget cannot pay and what expired', async () => {
    const made = await create({ codeCount: 3, amountPerCode: '10', budget: '20', perCustomerCap: 5 });
    const [a, b, c] = made.body.codes as [string, string, string];
    const id = made.body.batch.id;
    const bob = await newCustomer();
    expect((await call('POST', `/admin/vouchers/${id}/pause`, root, {})).status).toBe(400);
    const paused = await call<VoucherBatch>('POST', `/admin/vouchers/${id}/pause`, root, { reason: 'Fraud check' });
    expect(paused.body).toMatchObject({ status: 'PAUSED', statusReason: 'Fraud check' });
    expect((await call<VoucherBatch>('POST', `/admin/vouchers/${id}/pause`, root, { reason: 'Again' })).body.error.code).toBe('voucher.cannotPause');
    expect((await redeem(a, bob)).body.error.code).toBe('voucher.paused');
    expect((await call<VoucherBatch>('POST', `/admin/vouchers/${id}/resume`, root)).body.status).toBe('ACTIVE');
    expect((await call<VoucherBatch>('POST', `/admin/vouchers/${id}/resume`, root)).body.error.code).toBe('voucher.cannotResume');
    expect((await redeem(a, bob)).status).toBe(201);
    expect((await redeem(b, bob)).status).toBe(201);
    expect((await redeem(c, bob)).body.error.code).toBe('voucher.budgetExhausted');
    // The refused code stays unused: a revocation voids it.
    const codes = await rowsOf<{ status: string; n: number }>(server, sql`select status, count(*)::int as n from voucher_codes where batch_id = ${id} group by status order by status`);
    expect(codes).toEqual([{ status: 'REDEEMED', n: 2 }, { status: 'UNUSED', n: 1 }]);

    const late = await create({ codeCount: 1 });
    await server.database.db.execute(sql`update voucher_batches set expires_at = now() - interval '1 minute' where id = ${late.body.batch.id}`);
    expect((await redeem(late.body.codes[0] ?? '', bob)).body.error.code).toBe('voucher.expired');
    expect((await call<VoucherBatch>('GET', `/admin/vouchers/${late.body.batch.id}`, root)).body.expired).toBe(true);
  });

  it('a revoked batch refuses its codes and gives its unspent budget back to the rewards account', async () => {
    const made = await create({ codeCount: 4, amountPerCode: '3' });
    const id = made.body.batch.id;
    const [a, b] = made.body.codes as [string, string];
    expect((await redeem(a, await newCustomer())).status).toBe(201);
    const before = await reserve();
    expect((await call('POST', `/admin/vouchers/${id}/revoke`, support, { reason: 'Campaign over' })).status).toBe(403);
    const revoked = await call<VoucherBatch>('POST', `/admin/vouchers/${id}/revoke`, root, { reason: 'Campaign over' });
    expect(revoked.body).toMatchObject({ status: 'REVOKED', spent: '3', released: '9' });
    expect(Number(before) - Number(await reserve())).toBe(9);
    expect(await entries('VOUCHER_RELEASE', sql`e.reference_id = ${id}`)).toBe(1);
    expect((await redeem(b, await newCustomer())).body.error.code).toBe('voucher.revoked');
    expect((await redeem(a, await newCustomer())).body.error.code).toBe('voucher.alreadyRedeemed');
    expect((await call<VoucherBatch>('POST', `/admin/vouchers/${id}/revoke`, root, { reason: 'Twice' })).body.error.code).toBe('voucher.cannotRevoke');
    expect((await call<VoucherBatch>('POST', `/admin/vouchers/${id}/resume`, root)).body.error.code).toBe('voucher.cannotResume');
    expect((await call<VoucherBatch>('POST', `/admin/vouchers/${UNKNOWN_UUID}/revoke`, root, { reason: 'Nothing' })).status).toBe(404);
  });

  it('lists batches with limit and page, filters and sorts', async () => {
    const first = await call<ListResponse<VoucherBatch>>('GET', '/admin/vouchers?limit=2&page=0', support);
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(2);
    expect(first.body.total).toBeGreaterThanOrEqual(6);
    const second = await call<ListResponse<VoucherBatch>>('GET', '/admin/vouchers?limit=2&page=1', support);
    expect(second.body.items.map((x) => x.id)).not.toContain(first.body.items[0]?.id);
    const revoked = await call<ListResponse<VoucherBatch>>('GET', '/admin/vouchers?status=REVOKED', support);
    expect(revoked.body.items.every((x) => x.status === 'REVOKED')).toBe(true);
    expect(revoked.body.total).toBe(1);
    expect((await call('GET', '/admin/vouchers?sort=budget', support)).status).toBe(400);
    expect((await call('GET', '/admin/vouchers?limit=0', support)).status).toBe(400);
    expect((await call('GET', '/admin/vouchers/redemptions?batchId=x', support)).status).toBe(400);
  });

  it('exports the redemption log as CSV with its filters (codes only as hints, free text defused); a bad filter is a 400 naming it', async () => {
    const made = await create({ name: '=HYPERLINK("x")', codeCount: 3, amountPerCode: '1.5', perCustomerCap: 3 });
    const [a, b, c] = made.body.codes as [string, string, string];
    const dora = await newCustomer();
    const eve = await newCustomer();
    for (const [code, who] of [[a, dora], [b, dora], [c, eve]] as const) expect((await redeem(code, who)).status).toBe(201);
    const since = await lastAuditId(server);
    const csv = async (query: string, token = support) => {
      const answer = await fetch(`${server.baseUrl}/admin/vouchers/redemptions?format=csv&${query}`, { headers: { authorization: `Bearer ${token}` } });
      return { status: answer.status, type: answer.headers.get('content-type'), disposition: answer.headers.get('content-disposition'), rows: (await answer.text()).trim().split('\n') };
    };
    const all = await csv(`batchId=${made.body.batch.id}`);
    expect(all.status).toBe(200);
    expect(all.type).toMatch(/^text\/csv/);
    expect(all.disposition).toMatch(/attachment; filename="voucher-redemptions-.*\.csv"/);
    expect(all.rows[0]).toBe('redeemed_at,batch,batch_id,code_hint,customer_name,customer_email,asset,amount,ledger_entry_id');
    expect(all.rows).toHaveLength(4);
    expect(all.rows.slice(1).every((row) => row.includes(`,${made.body.batch.id},`) && row.includes(',USDT,1.5,'))).toBe(true);
    // Never a whole code: only its last 4 characters, as on screen.
    for (const code of made.body.codes) expect(all.rows.join('\n')).not.toContain(code);
    expect(all.rows.join('\n')).not.toMatch(/,=HYPERLINK/);
    const mine = await csv(`batchId=${made.body.batch.id}&customerId=${dora}`);
    expect(mine.rows).toHaveLength(3);
    expect(mine.rows.slice(1).map((row) => row.split(',')[3]).sort()).toEqual([a.slice(-4), b.slice(-4)].sort());
    expect((await csv(`customerId=${UNKNOWN_UUID}`)).rows).toHaveLength(1);
    const audit = await rowsOf<{ action: string; detail: string }>(server, sql`select action, detail from audit_log where id > ${since} and action = 'vouchers.redemptions.export_csv' order by id`);
    expect(audit).toHaveLength(3);
    expect(audit[0]?.detail).toContain(made.body.batch.id);

    const bad = await call('GET', '/admin/vouchers/redemptions?format=csv&batchId=not-a-batch', support);
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toContain('batchId');
    const format = await call('GET', '/admin/vouchers/redemptions?format=xlsx', support);
    expect(format.status).toBe(400);
    expect(fieldsOf(format.body)).toContain('format');
    expect((await csv(`batchId=${made.body.batch.id}`, 'nope')).status).toBe(401);
  });

  it('the expiry job releases each expired batch once, even run twice at once; revoked and live batches are left alone; the ledger balances', async () => {
    // The job is scheduled on the queue (the test server runs it too: it may take some batches first, which changes nothing below).
    const schedules = await rowsOf<{ cron: string }>(server, sql`select cron from pgboss.schedule where name = 'voucher-expiry'`);
    expect(schedules).toEqual([{ cron: '* * * * *' }]);
    // Batches other tests let expire are released now, so that the reserve below moves by these batches only.
    await expireVoucherBatches(server.database.db);
    const expire = (id: string) => server.database.db.execute(sql`update voucher_batches set expires_at = now() - interval '1 minute' where id = ${id}`);
    const rewards = () => balance(sql`a.owner = 'EXCHANGE' and a.purpose = 'REWARDS_BUDGET' and a.asset = 'USDT'`);

    const partly = await create({ codeCount: 4, amountPerCode: '2.5' });
    expect((await redeem(partly.body.codes[0] ?? '', await newCustomer())).status).toBe(201);
    const paused = await create({ codeCount: 2, amountPerCode: '7' });
    expect((await call('POST', `/admin/vouchers/${paused.body.batch.id}/pause`, root, { reason: 'Fraud check' })).status).toBe(200);
    const spentOut = await create({ codeCount: 1, amountPerCode: '4' });
    expect((await redeem(spentOut.body.codes[0] ?? '', await newCustomer())).status).toBe(201);
    const revoked = await create({ codeCount: 3, amountPerCode: '1' });
    expect((await call<VoucherBatch>('POST', `/admin/vouchers/${revoked.body.batch.id}/revoke`, root, { reason: 'Campaign over' })).body.released).toBe('3');
    const live = await create({ codeCount: 1, amountPerCode: '1' });
    const ids = { partly: partly.body.batch.id, paused: paused.body.batch.id, spentOut: spentOut.body.batch.id, revoked: revoked.body.batch.id, live: live.body.batch.id };

    const reserveBefore = await reserve();
    const rewardsBefore = await rewards();
    for (const id of [ids.partly, ids.paused, ids.spentOut, ids.revoked]) await expire(id);
    const runs = await Promise.all([expireVoucherBatches(server.database.db), expireVoucherBatches(server.database.db), expireVoucherBatches(server.database.db)]);
    expect(runs.reduce((x, y) => x + y, 0)).toBeLessThanOrEqual(3);
    expect(await expireVoucherBatches(server.database.db)).toBe(0);

    const got = async (id: string) => (await call<VoucherBatch>('GET', `/admin/vouchers/${id}`, support)).body;
    expect(await got(ids.partly)).toMatchObject({ status: 'EXPIRED', expired: true, spent: '2.5', released: '7.5' });
    expect(await got(ids.paused)).toMatchObject({ status: 'EXPIRED', spent: '0', released: '14' });
    expect(await got(ids.spentOut)).toMatchObject({ status: 'EXPIRED', spent: '4', released: '0' });
    expect(await got(ids.revoked)).toMatchObject({ status: 'REVOKED', released: '3' });
    expect(await got(ids.live)).toMatchObject({ status: 'ACTIVE', expired: false, released: '0' });
    // 7.5 + 14 back from the reserve to the rewards account, once.
    expect(Number(reserveBefore) - Number(await reserve())).toBe(21.5);
    expect(Number(await rewards()) - Number(rewardsBefore)).toBe(21.5);
    const releases = await rowsOf<{ reference_id: string; n: number }>(server, sql`select reference_id::text, count(*)::int as n from ledger_entries
      where kind = 'VOUCHER_RELEASE' and reference_id in (${ids.partly}, ${ids.paused}, ${ids.spentOut}, ${ids.revoked}) group by reference_id`);
    expect(Object.fromEntries(releases.map((r) => [r.reference_id, r.n]))).toEqual({ [ids.partly]: 1, [ids.paused]: 1, [ids.revoked]: 1 });
    const audits = await rowsOf<{ target_id: string; actor_id: string | null; user_agent: string; after: { released: string; ledgerEntryId?: string } }>(server, sql`
      select target_id, actor_id, user_agent, after from audit_log where action = 'vouchers.batch.expire' and target_id in (${ids.partly}, ${ids.paused}, ${ids.spentOut}, ${ids.revoked}) order by target_id`);
    expect(audits).toHaveLength(3);
    expect(audits.every((a) => a.actor_id === null && a.user_agent === 'job voucher-expiry')).toBe(true);
    expect(audits.find((a) => a.target_id === ids.spentOut)?.after).toMatchObject({ released: '0' });
    // Every entry's lines sum to zero per asset, so all balances together do too; the reserve holds the live batches' unspent budgets.
    const unbalanced = await rowsOf<{ asset: string }>(server, sql`select asset from ledger_lines group by asset having sum(amount) <> 0`);
    expect(unbalanced).toEqual([]);
    const reserveHeld = await rowsOf<{ held: string }>(server, sql`select trim_scale(coalesce(sum(budget - spent - released), 0))::text as held from voucher_batches where asset = 'USDT'`);
    expect(await reserve()).toBe(reserveHeld[0]?.held);

    const codeOf = async (answer: Promise<{ status: number; body: ApiError }>) => {
      const { status, body } = await answer;
      return `${status} ${body.error?.code}`;
    };
    expect(await codeOf(redeem(partly.body.codes[1] ?? '', await newCustomer()))).toBe('409 voucher.expired');
    expect(await codeOf(redeem(paused.body.codes[0] ?? '', await newCustomer()))).toBe('409 voucher.expired');
    expect(await codeOf(call('POST', `/admin/vouchers/${ids.partly}/revoke`, root, { reason: 'Too late' }))).toBe('409 voucher.cannotRevoke');
    expect(await codeOf(call('POST', `/admin/vouchers/${ids.paused}/resume`, root))).toBe('409 voucher.cannotResume');
    expect(Number(reserveBefore) - Number(await reserve())).toBe(21.5);
    const listed = await call<ListResponse<VoucherBatch>>('GET', '/admin/vouchers?status=EXPIRED&limit=100', support);
    expect(listed.body.items.map((x) => x.id)).toEqual(expect.arrayContaining([ids.partly, ids.paused, ids.spentOut]));
    expect(listed.body.items.every((x) => x.status === 'EXPIRED')).toBe(true);
  }, 60_000);
});
