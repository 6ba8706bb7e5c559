import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerBalances, Statement } from '@exchange/contract/ledger/ledger';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { Reimbursement } from '@exchange/contract/reimbursements/reimbursements';
import { TEST_PASSWORD, UNKNOWN_UUID, auditRowsAfter, fieldsOf, lastAuditId, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { fetchCsvExport } from '../../testing/csv-test-helpers.ts';
import { customerPostingsOf } from '../../testing/ledger-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { customers } from '../customers/customer-tables.ts';
import { accountBalance } from '../ledger/ledger-balances.ts';
import { exchangeAccount } from '../ledger/post-entry.ts';
import { customerSubAccounts } from '../sub-accounts/sub-account-tables.ts';

const BASE = '/admin/reimbursements';

describe.each(testDatabaseKinds())('reimbursements on %s', (kind) => {
  let server: TestServer;
  let maker: string;
  let makerId: string;
  let checker: string;
  let checkerId: string;
  let support: string;
  const checkers: string[] = [];

  const get = <T>(path: string, token = maker) => server.call<T & ApiError>('GET', path, { token });
  const post = <T>(path: string, body: unknown, token = maker) => server.call<T & ApiError>('POST', path, { token, body });
  const newCustomer = async (name = 'Rhea Refund') => {
    const [row] = await server.database.db.insert(customers).values({ email: `${randomUUID()}@example.com`, name, country: 'AE', state: 'ACTIVE' }).returning({ id: customers.id });
    if (!row) throw new Error('no customer');
    return row.id;
  };
  const propose = (body: Record<string, unknown>, token = maker) =>
    post<Reimbursement>(BASE, { asset: 'USDT', direction: 'CREDIT', amount: '25', reason: 'Goodwill after the outage', reference: 'INC-1042', ...body }, token);
  const approve = (id: string, token = checker, note?: string) => post<Reimbursement>(`${BASE}/${id}/approve`, note === undefined ? {} : { note }, token);
  const reject = (id: string, reason: string, token = checker) => post<Reimbursement>(`${BASE}/${id}/reject`, { reason }, token);
  const balances = async (customerId: string) => (await get<CustomerBalances>(`/admin/customers/${customerId}/balances`)).body.items;

  beforeAll(async () => {
    server = await startTestServer(kind);
    makerId = await server.createAdmin({ email: 'maker@example.com', password: TEST_PASSWORD, role: 'finance', name: 'Mia Maker' });
    checkerId = await server.createAdmin({ email: 'checker@example.com', password: TEST_PASSWORD, role: 'finance', name: 'Carl Checker' });
    await server.createAdmin({ email: 'support@example.com', password: TEST_PASSWORD, role: 'support', name: 'Sue Support' });
    maker = await signIn(server, 'maker@example.com');
    checker = await signIn(server, 'checker@example.com');
    support = await signIn(server, 'support@example.com');
    for (let i = 0; i < 8; i++) {
      await server.createAdmin({ email: `checker${i}@example.com`, password: TEST_PASSWORD, role: 'admin', name: `Checker ${i}` });
      checkers.push(await signIn(server, `checker${i}@example.com`));
    }
  });
  afterAll(async () => server.close());

  it('proposes a credit without moving money, audited on the customer’s timeline, listed with the maker', async () => {
    const customerId = await newCustomer();
    const since = await lastAuditId(server);
    const made = await propose({ customerId, amount: '25.5' });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ customer: { id: customerId, name: 'Rhea Refund' }, subAccount: null, asset: 'USDT', direction: 'CREDIT', amount: '25.5', status: 'PENDING', createdBy: { id: makerId, name: 'Mia Maker' }, decidedBy: null, ledgerEntryId: null });
    expect(await balances(customerId)).toEqual([]);
    const audit = await auditRowsAfter(server, since);
    expect(audit.map((a) => [a.action, a.customerId, a.targetId])).toEqual([['reimbursements.create', customerId, made.body.id]]);
    const timeline = await get<ListResponse<{ action: string; reason: string | null }>>(`/admin/customers/${customerId}/timeline`);
    expect(timeline.body.items[0]).toMatchObject({ action: 'reimbursements.create', reason: 'Goodwill after the outage' });
    const listed = await get<ListResponse<Reimbursement>>(`${BASE}?customerId=${customerId}`);
    expect(listed.body.items.map((r) => r.id)).toEqual([made.body.id]);
  });

  it('refuses the maker as checker (four-eyes) and posts when another admin approves: balance, statement, treasury, audit', async () => {
    const customerId = await newCustomer();
    const made = await propose({ customerId, asset: 'AED', amount: '100.50' });
    const self = await approve(made.body.id, maker);
    expect(self.status).toBe(409);
    expect(self.body.error).toMatchObject({ code: 'reimbursement.fourEyes', message: expect.stringContaining('another admin') });
    expect((await reject(made.body.id, 'Not needed', maker)).body.error.code).toBe('reimbursement.fourEyes');
    expect((await get<Reimbursement>(`${BASE}/${made.body.id}`)).body.status).toBe('PENDING');

    const treasuryBefore = await accountBalance(server.database.db, exchangeAccount('TREASURY'), 'AED');
    const since = await lastAuditId(server);
    const approved = await approve(made.body.id, checker, 'Incident INC-1042 confirmed');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'APPROVED', createdBy: { name: 'Mia Maker' }, decidedBy: { id: checkerId, name: 'Carl Checker' }, decisionReason: 'Incident INC-1042 confirmed' });
    expect(approved.body.ledgerEntryId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await balances(customerId)).toEqual([expect.objectContaining({ asset: 'AED', subAccount: null, available: '100.5', held: '0' })]);
    const postings = await customerPostingsOf(server, made.body.id);
    expect(postings).toEqual([expect.objectContaining({ entryId: approved.body.ledgerEntryId, kind: 'REIMBURSEMENT', actorId: checkerId, customerId, amount: '100.5', counterparty: 'TREASURY' })]);
    const [treasury] = await rowsOf<{ v: string }>(server, sql`select trim_scale(${treasuryBefore}::numeric - 100.5)::text as v`);
    expect(await accountBalance(server.database.db, exchangeAccount('TREASURY'), 'AED')).toBe(treasury?.v);
    const statement = await get<Statement>(`/admin/ledger/customers/${customerId}/statement?asset=AED`);
    expect(statement.body.items).toEqual([expect.objectContaining({ kind: 'REIMBURSEMENT', amount: '100.5', balanceAfter: '100.5', referenceId: made.body.id, memo: 'INC-1042: Goodwill after the outage' })]);
    const audit = await auditRowsAfter(server, since);
    expect(audit.map((a) => a.action)).toEqual(['reimbursements.approve']);
    expect(audit[0]).toMatchObject({ customerId, actorId: checkerId, before: { status: 'PENDING', createdBy: makerId }, after: { status: 'APPROVED', ledgerEntryId: approved.body.ledgerEntryId } });

    const again = await approve(made.body.id, checkers[0]);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'reimbursement.decided', params: { status: 'APPROVED' } });
    expect((await reject(made.body.id, 'Too late', checkers[0])).body.error.code).toBe('reimbursement.decided');
    expect(await customerPostingsOf(server, made.body.id)).toHaveLength(1);
  });

  it('debits only what the customer holds: a debit above the balance is refused and stays pending', async () => {
    const customerId = await newCustomer();
    const credit = await propose({ customerId, asset: 'EUR', amount: '10' });
    await approve(credit.body.id);
    const tooMuch = await propose({ customerId, asset: 'EUR', direction: 'DEBIT', amount: '10.01', reason: 'Duplicate credit reversed' });
    const refused = await approve(tooMuch.body.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'ledger.insufficientFunds', params: { asset: 'EUR', account: 'AVAILABLE' } });
    expect((await get<Reimbursement>(`${BASE}/${tooMuch.body.id}`)).body).toMatchObject({ status: 'PENDING', ledgerEntryId: null, decidedBy: null });
    expect(await customerPostingsOf(server, tooMuch.body.id)).toEqual([]);
    const fits = await propose({ customerId, asset: 'EUR', direction: 'DEBIT', amount: '9.99', reason: 'Duplicate credit reversed' });
    expect((await approve(fits.body.id)).status).toBe(200);
    expect(await balances(customerId)).toEqual([expect.objectContaining({ asset: 'EUR', available: '0.01' })]);
    expect(await customerPostingsOf(server, fits.body.id)).toEqual([expect.objectContaining({ amount: '-9.99', counterparty: 'TREASURY' })]);
    // The one refused is rejected in the end, with its reason.
    const rejected = await reject(tooMuch.body.id, 'Customer spent the funds meanwhile');
    expect(rejected.body).toMatchObject({ status: 'REJECTED', decisionReason: 'Customer spent the funds meanwhile', decidedBy: { name: 'Carl Checker' }, ledgerEntryId: null });
  });

  it('credits a sub-account, refuses another customer’s or a closed one', async () => {
    const customerId = await newCustomer();
    const other = await newCustomer();
    const [sub] = await server.database.db.insert(customerSubAccounts).values({ customerId, name: 'Escrow' }).returning({ id: customerSubAccounts.id });
    const [foreign] = await server.database.db.insert(customerSubAccounts).values({ customerId: other, name: 'Other' }).returning({ id: customerSubAccounts.id });
    const made = await propose({ customerId, subAccountId: sub?.id, asset: 'BTC', amount: '0.00012345' });
    expect(made.body.subAccount).toMatchObject({ id: sub?.id, name: 'Escrow', status: 'OPEN' });
    expect((await approve(made.body.id)).status).toBe(200);
    expect(await balances(customerId)).toEqual([expect.objectContaining({ asset: 'BTC', subAccount: expect.objectContaining({ name: 'Escrow' }), available: '0.00012345' })]);
    expect((await propose({ customerId, subAccountId: foreign?.id })).body.error.code).toBe('subAccount.notFound');
    const pending = await propose({ customerId, subAccountId: sub?.id, direction: 'DEBIT', asset: 'BTC', amount: '0.00012345' });
    await server.database.db.execute(sql`update customer_sub_accounts set status = 'CLOSED', closed_reason = 'test', closed_at = now() where id = ${sub?.id}`);
    expect((await propose({ customerId, subAccountId: sub?.id })).body.error.code).toBe('subAccount.closed');
    expect((await approve(pending.body.id)).body.error.code).toBe('reimbursement.subAccountClosed');
  });

  it('lets exactly one of several racing approvals post', async () => {
    const customerId = await newCustomer();
    const made = await propose({ customerId, asset: 'USDC', amount: '7' });
    const answers = await Promise.all(checkers.map((token) => approve(made.body.id, token)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.error.code === 'reimbursement.decided')).toBe(true);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(checkers.length - 1);
    expect(await customerPostingsOf(server, made.body.id)).toHaveLength(1);
    expect(await balances(customerId)).toEqual([expect.objectContaining({ asset: 'USDC', available: '7' })]);
  });

  it('refuses bad proposals naming the field, and unknown customers or reimbursements', async () => {
    const customerId = await newCustomer();
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: '0' }, 'amount'],
      [{ amount: '-5' }, 'amount'],
      [{ amount: '1.123456789' }, 'amount'],
      [{ asset: 'AED', amount: '1.005' }, 'amount'],
      [{ amount: 5 }, 'amount'],
      [{ asset: 'usdt' }, 'asset'],
      [{ direction: 'REFUND' }, 'direction'],
      [{ reason: 'no' }, 'reason'],
      [{ reference: '' }, 'reference'],
      [{ customerId: 'nope' }, 'customerId'],
      [{ subAccountId: 'nope' }, 'subAccountId'],
    ];
    for (const [body, field] of cases) {
      const bad = await propose({ customerId, ...body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(bad.body), JSON.stringify(body)).toContain(field);
    }
    expect((await propose({ customerId: UNKNOWN_UUID })).status).toBe(404);
    expect((await approve(UNKNOWN_UUID)).status).toBe(404);
    expect((await reject(UNKNOWN_UUID, 'Unknown')).status).toBe(404);
    expect((await get(`${BASE}/${UNKNOWN_UUID}`)).status).toBe(404);
    const made = await propose({ customerId });
    const noReason = await post(`${BASE}/${made.body.id}/reject`, {}, checker);
    expect(noReason.status).toBe(400);
    expect(fieldsOf(noReason.body)).toContain('reason');
  });

  it('lets support read but not propose or decide', async () => {
    const customerId = await newCustomer();
    expect((await get(BASE, support)).status).toBe(200);
    const denied = await propose({ customerId }, support);
    expect(denied.status).toBe(403);
    expect(denied.body.error.params).toMatchObject({ policy: 'reimbursements.create' });
    const made = await propose({ customerId });
    expect((await approve(made.body.id, support)).body.error.params).toMatchObject({ policy: 'reimbursements.approve' });
    expect((await reject(made.body.id, 'No', support)).status).toBe(403);
  });

  it('lists by status (pending oldest first), direction, asset, search and dates, and exports with both names', async () => {
    const customerId = await newCustomer('Lars Listed');
    const a = await propose({ customerId, reference: 'ZD-77001', direction: 'CREDIT' });
    const b = await propose({ customerId, reference: 'ZD-77002', asset: 'ETH', amount: '0.5' });
    await approve(b.body.id);
    const pending = await get<ListResponse<Reimbursement>>(`${BASE}?status=PENDING&customerId=${customerId}`);
    expect(pending.body.items.map((r) => r.id)).toEqual([a.body.id]);
    const all = await get<ListResponse<Reimbursement>>(`${BASE}?customerId=${customerId}`);
    expect(all.body.items.map((r) => r.id)).toEqual([b.body.id, a.body.id]);
    expect((await get<ListResponse<Reimbursement>>(`${BASE}?search=zd-7700&asset=ETH`)).body.items.map((r) => r.id)).toEqual([b.body.id]);
    expect((await get<ListResponse<Reimbursement>>(`${BASE}?search=lars%20listed&status=APPROVED`)).body.items.map((r) => r.id)).toEqual([b.body.id]);
    expect((await get<ListResponse<Reimbursement>>(`${BASE}?customerId=${customerId}&direction=DEBIT`)).body.items).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get<ListResponse<Reimbursement>>(`${BASE}?customerId=${customerId}&startAt=${today}&endAt=${today}`)).body.total).toBe(2);
    expect((await get<ListResponse<Reimbursement>>(`${BASE}?customerId=${customerId}&endAt=2000-01-01`)).body.total).toBe(0);
    for (const [query, field] of [['status=DONE', 'status'], ['startAt=2025-02-01&endAt=2025-01-01', 'endAt'], ['limit=500', 'limit'], ['asset=x', 'asset']]) {
      const bad = await get(`${BASE}?${query}`);
      expect(bad.status, query).toBe(400);
      expect(fieldsOf(bad.body), query).toContain(field);
    }
    const csv = await fetchCsvExport(server, `${BASE}?customerId=${customerId}`, maker);
    expect(csv.rows.map((r) => [r.reference, r.status, r.made_by, r.decided_by])).toEqual([['ZD-77002', 'APPROVED', 'Mia Maker', 'Carl Checker'], ['ZD-77001', 'PENDING', 'Mia Maker', '']]);
    expect(csv.audits.map((x) => x.action)).toEqual(['reimbursements.export_csv']);
  });
});
