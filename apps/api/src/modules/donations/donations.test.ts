import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Donation, DonationCause } from '@exchange/contract/donations/donations';
import type { CreatedServiceAccount } from '@exchange/contract/integration/service-accounts';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { ApiError } from '@exchange/contract/platform/errors';
import { TEST_PASSWORD, UNKNOWN_UUID, fieldsOf, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { fundCustomer, newCustomer } from '../../testing/earn-test-helpers.ts';

type Answer<T> = T & ApiError;

describe.each(testDatabaseKinds())('donations on %s', (kind) => {
  let server: TestServer;
  let root: string;
  let support: string;
  let appKey: string;
  let rootId: string;
  const funded = async (amount: string) => {
    const id = await newCustomer(server, `donor-${randomUUID().slice(0, 8)}@example.com`);
    await fundCustomer(server, id, 'USDT', amount, rootId);
    return id;
  };

  const call = <T>(method: string, path: string, token: string | undefined, body?: unknown) => server.call<Answer<T>>(method, path, { token, body });
  const donate = (body: Record<string, unknown>, key = appKey) =>
    server.call<Answer<Donation>>('POST', '/platform/donations', { token: key, body, headers: { 'idempotency-key': randomUUID() } });
  const newCause = async (body: Record<string, unknown> = {}) => {
    const made = await call<DonationCause>('POST', '/admin/donations/causes', root, { name: `Cause ${randomUUID().slice(0, 6)}`, description: 'Clean water wells', asset: 'USDT', target: '1000', ...body });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    return made.body;
  };
  const available = async (id: string) =>
    (await rowsOf<{ b: string }>(server, sql`select trim_scale(coalesce(sum(b.balance), 0))::text as b from ledger_accounts a join ledger_balances b on b.account_id = a.id
      where a.owner = 'CUSTOMER' and a.customer_id = ${id} and a.bucket = 'AVAILABLE' and a.asset = 'USDT'`))[0]?.b;

  beforeAll(async () => {
    server = await startTestServer(kind);
    rootId = await server.createAdmin({ email: 'root@example.com', password: TEST_PASSWORD, role: 'superAdmin', name: 'Rita Root' });
    await server.createAdmin({ email: 'sup@example.com', password: TEST_PASSWORD, role: 'support', name: 'Sam Support' });
    root = await signIn(server, 'root@example.com');
    support = await signIn(server, 'sup@example.com');
    const app = await call<CreatedServiceAccount>('POST', '/admin/integration/service-accounts', root, { name: 'Customer app', scopes: ['donations.make'] });
    appKey = app.body.apiKey;
  }, 240_000);
  afterAll(() => server.close());

  it('creates, edits and closes causes; bad input names the field; support only reads', async () => {
    const cause = await newCause();
    expect(cause).toMatchObject({ asset: 'USDT', target: '1000', raised: '0', donationCount: 0, status: 'OPEN', createdBy: { name: 'Rita Root' } });
    const bad: [Record<string, string>, string][] = [[{ name: 'x' }, 'name'], [{ asset: 'XYZ' }, 'asset'], [{ target: '0' }, 'target'], [{ asset: 'AED', target: '1.234' }, 'target']];
    for (const [body, field] of bad) {
      const answer = await call('POST', '/admin/donations/causes', root, { name: 'Fine', asset: 'USDT', target: '10', ...body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(answer.body)).toContain(field);
    }
    expect((await call('POST', '/admin/donations/causes', support, { name: 'Nope', asset: 'USDT', target: '10' })).status).toBe(403);
    const edited = await call<DonationCause>('PUT', `/admin/donations/causes/${cause.id}`, root, { target: '2500.5', name: 'Wells for villages' });
    expect(edited.body).toMatchObject({ target: '2500.5', name: 'Wells for villages' });
    expect((await call('PUT', `/admin/donations/causes/${cause.id}`, root, {})).status).toBe(400);
    expect((await call('PUT', `/admin/donations/causes/${cause.id}`, root, { target: '1.123456789' })).status).toBe(400);
    expect((await call('POST', `/admin/donations/causes/${cause.id}/close`, root, {})).status).toBe(400);
    const closed = await call<DonationCause>('POST', `/admin/donations/causes/${cause.id}/close`, root, { reason: 'Target met' });
    expect(closed.body).toMatchObject({ status: 'CLOSED', closeReason: 'Target met' });
    expect((await call<DonationCause>('POST', `/admin/donations/causes/${cause.id}/close`, root, { reason: 'Again' })).body.error.code).toBe('donation.causeClosed');
    expect((await call<DonationCause>('PUT', `/admin/donations/causes/${cause.id}`, root, { name: 'Late' })).body.error.code).toBe('donation.causeClosed');
    expect((await call('GET', `/admin/donations/causes/${UNKNOWN_UUID}`, root)).status).toBe(404);
    expect((await call('POST', `/admin/donations/causes/${UNKNOWN_UUID}/close`, root, { reason: 'Nothing' })).status).toBe(404);
  });

  it('a donation moves money from the customer to the donations account; raised is the sum; refusals carry reasons', async () => {
    const cause = await newCause();
    const alice = await funded('100');
    const bob = await funded('100');
    const first = await donate({ causeId: cause.id, customerId: alice, amount: '40' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ causeId: cause.id, asset: 'USDT', amount: '40', customer: { id: alice } });
    expect((await donate({ causeId: cause.id, customerId: bob, amount: '12.5' })).status).toBe(201);
    expect(await available(alice)).toBe('60');
    const lines = await rowsOf<{ purpose: string | null; amount: string }>(server, sql`select a.purpose, trim_scale(l.amount)::text as amount from ledger_lines l join ledger_accounts a on a.id = l.account_id
      where l.entry_id = ${first.body.ledgerEntryId} order by l.amount`);
    expect(lines).toEqual([{ purpose: null, amount: '-40' }, { purpose: 'DONATIONS', amount: '40' }]);
    const got = await call<DonationCause>('GET', `/admin/donations/causes/${cause.id}`, support);
    expect(got.body).toMatchObject({ raised: '52.5', donationCount: 2, donorCount: 2 });

    const code = async (body: Record<string, unknown>, key = appKey) => {
      const answer = await donate(body, key);
      return `${answer.status} ${answer.body.error?.code}`;
    };
    expect(await code({ causeId: cause.id, customerId: alice, amount: '61' })).toBe('409 ledger.insufficientFunds');
    expect(await code({ causeId: cause.id, customerId: alice, amount: '0' })).toBe('400 validation.positive');
    expect(await code({ causeId: cause.id, customerId: alice, amount: '1.123456789' })).toBe('400 validation.decimal');
    expect(await code({ causeId: UNKNOWN_UUID, customerId: alice, amount: '1' })).toBe('400 donation.causeNotFound');
    expect(await code({ causeId: cause.id, customerId: UNKNOWN_UUID, amount: '1' })).toBe('400 customer.notFound');
    expect(await code({ causeId: cause.id, customerId: alice, amount: '1' }, 'bad-key')).toBe('401 integration.apiKeyInvalid');
    await call('POST', `/admin/donations/causes/${cause.id}/close`, root, { reason: 'Target met' });
    expect(await code({ causeId: cause.id, customerId: alice, amount: '1' })).toBe('409 donation.causeClosed');
    expect(await available(alice)).toBe('60');
  });

  it('lists donations with limit and page, filters them and exports them as CSV', async () => {
    const cause = await newCause({ name: '=cmd|calc' });
    const carol = await funded('50');
    for (const amount of ['1', '2', '3']) expect((await donate({ causeId: cause.id, customerId: carol, amount })).status).toBe(201);
    const page0 = await call<ListResponse<Donation>>('GET', `/admin/donations?causeId=${cause.id}&limit=2&page=0`, support);
    expect(page0.body).toMatchObject({ total: 3, limit: 2, page: 0 });
    expect(page0.body.items.map((x) => x.amount)).toEqual(['3', '2']);
    const page1 = await call<ListResponse<Donation>>('GET', `/admin/donations?causeId=${cause.id}&limit=2&page=1`, support);
    expect(page1.body.items.map((x) => x.amount)).toEqual(['1']);
    const byCustomer = await call<ListResponse<Donation>>('GET', `/admin/donations?customerId=${carol}`, support);
    expect(byCustomer.body.total).toBe(3);
    const csv = await fetch(`${server.baseUrl}/admin/donations?format=csv&causeId=${cause.id}`, { headers: { authorization: `Bearer ${support}` } });
    expect(csv.status).toBe(200);
    const text = await csv.text();
    const rows = text.trim().split('\n');
    expect(rows[0]).toBe('created_at,cause,customer_name,customer_email,asset,amount,ledger_entry_id');
    expect(rows).toHaveLength(4);
    // A cell that starts with = is defused.
    expect(text).not.toMatch(/,=cmd/);
    const causes = await call<ListResponse<DonationCause>>('GET', '/admin/donations/causes?limit=1&page=0&status=OPEN', support);
    expect(causes.body.items).toHaveLength(1);
    expect((await call('GET', '/admin/donations?limit=500', support)).status).toBe(400);
    expect((await call('GET', '/admin/donations/causes?status=GONE', support)).status).toBe(400);
  });
});
