import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerBalances, Statement } from '@exchange/contract/ledger/ledger';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { SubAccount, SubAccountTransfer } from '@exchange/contract/sub-accounts/sub-accounts';
import { TEST_PASSWORD, UNKNOWN_UUID, auditRowsAfter, fieldsOf, lastAuditId, signIn } from '../../testing/access-test-helpers.ts';
import { fetchCsvExport } from '../../testing/csv-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { customers } from '../customers/customer-tables.ts';
import { customerAccount, exchangeAccount, move, postEntry } from '../ledger/post-entry.ts';

const LIST = '/admin/subAccounts';

describe.each(testDatabaseKinds())('sub-accounts on %s', (kind) => {
  let server: TestServer;
  let finance: string;
  let financeId: string;
  let support: string;

  const call = <T>(method: string, path: string, body?: unknown, token = finance) => server.call<T & ApiError>(method, path, { token, body });
  const newCustomer = async (name = 'Bo Business') => {
    const [row] = await server.database.db.insert(customers).values({ email: `${randomUUID()}@example.com`, name, country: 'AE', state: 'ACTIVE' }).returning({ id: customers.id });
    if (!row) throw new Error('no customer');
    return row.id;
  };
  const deposit = (customerId: string, asset: string, amount: string) =>
    server.database.db.transaction((tx) =>
      postEntry(tx, { kind: 'FIAT_DEPOSIT', referenceType: 'test', referenceId: randomUUID(), actorId: financeId, lines: move(exchangeAccount('BANK'), customerAccount(customerId), asset, amount) }),
    );
  const open = (customerId: string, name: string, token = finance) => call<SubAccount>('POST', `/admin/customers/${customerId}/subAccounts`, { name }, token);
  const transfer = (customerId: string, body: Record<string, unknown>, token = finance) =>
    call<SubAccountTransfer>('POST', `/admin/customers/${customerId}/subAccountTransfers`, { fromSubAccountId: null, toSubAccountId: null, asset: 'USDT', amount: '1', ...body }, token);
  const balances = async (customerId: string) =>
    (await call<CustomerBalances>('GET', `/admin/customers/${customerId}/balances`)).body.items.map((b) => [b.subAccount?.name ?? 'main', b.asset, b.available]);

  beforeAll(async () => {
    server = await startTestServer(kind);
    financeId = await server.createAdmin({ email: 'subs-finance@example.com', password: TEST_PASSWORD, role: 'finance', name: 'Flo Finance' });
    await server.createAdmin({ email: 'subs-support@example.com', password: TEST_PASSWORD, role: 'support' });
    finance = await signIn(server, 'subs-finance@example.com');
    support = await signIn(server, 'subs-support@example.com');
  });
  afterAll(async () => server.close());

  it('opens, renames and closes a sub-account with reasons, each on the customer’s timeline', async () => {
    const customerId = await newCustomer();
    const since = await lastAuditId(server);
    const made = await call<SubAccount>('POST', `/admin/customers/${customerId}/subAccounts`, { name: '  Payroll  ', reason: 'Separate salaries' });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ name: 'Payroll', status: 'OPEN', customer: { id: customerId, name: 'Bo Business' }, createdBy: { id: financeId, name: 'Flo Finance' }, balances: [] });
    const renamed = await call<SubAccount>('PATCH', `/admin/subAccounts/${made.body.id}`, { name: 'Salaries' });
    expect(renamed.body.name).toBe('Salaries');
    const closed = await call<SubAccount>('POST', `/admin/subAccounts/${made.body.id}/close`, { reason: 'No longer used' });
    expect(closed.body).toMatchObject({ status: 'CLOSED', closedReason: 'No longer used', closedBy: { name: 'Flo Finance' } });
    const audit = await auditRowsAfter(server, since);
    expect(audit.map((a) => [a.action, a.customerId])).toEqual([['subAccounts.create', customerId], ['subAccounts.rename', customerId], ['subAccounts.close', customerId]]);
    expect(audit[1]).toMatchObject({ before: { name: 'Payroll' }, after: { name: 'Salaries' } });
    expect(audit[2]).toMatchObject({ before: { status: 'OPEN' }, after: { status: 'CLOSED', reason: 'No longer used' } });
    // Closed is final.
    expect((await call('POST', `/admin/subAccounts/${made.body.id}/close`, { reason: 'Again' })).body.error.code).toBe('subAccount.closed');
    expect((await call('PATCH', `/admin/subAccounts/${made.body.id}`, { name: 'Back' })).body.error.code).toBe('subAccount.closed');
  });

  it('keeps open names unique per customer (any case), freed when one closes', async () => {
    const customerId = await newCustomer();
    const first = await open(customerId, 'Trading');
    const twin = await open(customerId, 'TRADING');
    expect(twin.status).toBe(409);
    expect(twin.body.error.code).toBe('subAccount.nameTaken');
    expect(fieldsOf(twin.body)).toEqual(['name']);
    expect((await open(await newCustomer(), 'Trading')).status).toBe(200);
    const other = await open(customerId, 'Savings');
    expect((await call('PATCH', `/admin/subAccounts/${other.body.id}`, { name: 'trading' })).body.error.code).toBe('subAccount.nameTaken');
    await call('POST', `/admin/subAccounts/${first.body.id}/close`, { reason: 'Merged' });
    expect((await open(customerId, 'Trading')).status).toBe(200);
  });

  it('moves funds between the main account and sub-accounts as journal entries, refusing what is not there', async () => {
    const customerId = await newCustomer();
    await deposit(customerId, 'USDT', '100');
    const a = await open(customerId, 'Desk A');
    const b = await open(customerId, 'Desk B');
    const since = await lastAuditId(server);
    const t1 = await transfer(customerId, { toSubAccountId: a.body.id, amount: '60', memo: 'Float for desk A' });
    expect(t1.status).toBe(200);
    expect(t1.body).toMatchObject({ from: null, to: { id: a.body.id, name: 'Desk A' }, asset: 'USDT', amount: '60', memo: 'Float for desk A', createdBy: { name: 'Flo Finance' } });
    await transfer(customerId, { fromSubAccountId: a.body.id, toSubAccountId: b.body.id, amount: '25.5' });
    await transfer(customerId, { fromSubAccountId: b.body.id, amount: '0.5' });
    expect(await balances(customerId)).toEqual([['main', 'USDT', '40.5'], ['Desk A', 'USDT', '34.5'], ['Desk B', 'USDT', '25']]);
    const audit = await auditRowsAfter(server, since);
    expect(audit.map((x) => [x.action, x.customerId])).toEqual(Array(3).fill(['subAccounts.transfer', customerId]));
    expect(audit[0]?.after).toMatchObject({ from: 'MAIN', to: a.body.id, ledgerEntryId: t1.body.ledgerEntryId });
    const statement = await call<Statement>('GET', `/admin/ledger/customers/${customerId}/statement?asset=USDT&subAccountId=${a.body.id}`);
    expect(statement.body.items.map((l) => [l.kind, l.amount, l.balanceAfter])).toEqual([['SUB_ACCOUNT_TRANSFER', '-25.5', '34.5'], ['SUB_ACCOUNT_TRANSFER', '60', '60']]);
    const listed = await call<ListResponse<SubAccountTransfer>>('GET', `/admin/customers/${customerId}/subAccountTransfers`);
    expect(listed.body.items.map((x) => [x.from?.name ?? 'main', x.to?.name ?? 'main', x.amount])).toEqual([['Desk B', 'main', '0.5'], ['Desk A', 'Desk B', '25.5'], ['main', 'Desk A', '60']]);
    const list = await call<ListResponse<SubAccount>>('GET', `${LIST}?customerId=${customerId}`);
    expect(list.body.items.map((s) => [s.name, s.balances])).toEqual([['Desk B', [{ asset: 'USDT', available: '25', held: '0' }]], ['Desk A', [{ asset: 'USDT', available: '34.5', held: '0' }]]]);

    const tooMuch = await transfer(customerId, { fromSubAccountId: a.body.id, amount: '34.50000001' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error).toMatchObject({ code: 'ledger.insufficientFunds', params: { asset: 'USDT', account: 'AVAILABLE' } });
    expect((await transfer(customerId, { fromSubAccountId: a.body.id, toSubAccountId: a.body.id })).status).toBe(400);
    const notEmpty = await call('POST', `/admin/subAccounts/${a.body.id}/close`, { reason: 'Done' });
    expect(notEmpty.status).toBe(409);
    expect(notEmpty.body.error.code).toBe('subAccount.notEmpty');
    await transfer(customerId, { fromSubAccountId: a.body.id, amount: '34.5' });
    expect((await call('POST', `/admin/subAccounts/${a.body.id}/close`, { reason: 'Done' })).status).toBe(200);
    expect((await transfer(customerId, { toSubAccountId: a.body.id })).body.error.code).toBe('subAccount.closed');
    const stranger = await open(await newCustomer(), 'Not yours');
    expect((await transfer(customerId, { toSubAccountId: stranger.body.id })).status).toBe(404);
  });

  it('refuses bad input naming the field, unknown records, and admins without the policy', async () => {
    const customerId = await newCustomer();
    for (const [body, field] of [[{ name: '' }, 'name'], [{ name: 'x'.repeat(61) }, 'name'], [{ name: 'Ok', reason: 'no' }, 'reason']] as const) {
      const bad = await call('POST', `/admin/customers/${customerId}/subAccounts`, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(bad.body)).toContain(field);
    }
    for (const [body, field] of [[{ amount: '0' }, 'amount'], [{ asset: 'AED', amount: '1.001' }, 'amount'], [{ asset: '' }, 'asset'], [{ toSubAccountId: 'x' }, 'toSubAccountId']] as const) {
      const bad = await transfer(customerId, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(bad.body)).toContain(field);
    }
    const made = await open(customerId, 'Ops');
    expect(fieldsOf((await call('POST', `/admin/subAccounts/${made.body.id}/close`, {})).body)).toContain('reason');
    expect((await open(UNKNOWN_UUID, 'Ghost')).status).toBe(404);
    expect((await call('PATCH', `/admin/subAccounts/${UNKNOWN_UUID}`, { name: 'Ghost' })).status).toBe(404);
    expect((await call('POST', `/admin/subAccounts/${UNKNOWN_UUID}/close`, { reason: 'Ghost' })).status).toBe(404);
    expect((await transfer(UNKNOWN_UUID, { toSubAccountId: made.body.id })).status).toBe(404);
    expect((await call('GET', `/admin/customers/${UNKNOWN_UUID}/subAccountTransfers`)).status).toBe(404);
    expect((await call('GET', `${LIST}?customerId=${customerId}`, undefined, support)).status).toBe(200);
    expect((await open(customerId, 'Nope', support)).body.error.params).toMatchObject({ policy: 'subAccounts.manage' });
    expect((await transfer(customerId, { toSubAccountId: made.body.id }, support)).body.error.params).toMatchObject({ policy: 'subAccounts.transfer' });
  });

  it('lists by status and search, and exports with what each holds', async () => {
    const customerId = await newCustomer('Quinn Query');
    await deposit(customerId, 'AED', '10');
    const kept = await open(customerId, 'Marketing budget');
    const gone = await open(customerId, 'Old wallet');
    await call('POST', `/admin/subAccounts/${gone.body.id}/close`, { reason: 'Unused' });
    await transfer(customerId, { toSubAccountId: kept.body.id, asset: 'AED', amount: '2.5' });
    const open_ = await call<ListResponse<SubAccount>>('GET', `${LIST}?customerId=${customerId}&status=OPEN`);
    expect(open_.body.items.map((s) => s.name)).toEqual(['Marketing budget']);
    expect((await call<ListResponse<SubAccount>>('GET', `${LIST}?search=quinn%20query`)).body.total).toBe(2);
    expect((await call<ListResponse<SubAccount>>('GET', `${LIST}?search=marketing&customerId=${customerId}`)).body.items.map((s) => s.id)).toEqual([kept.body.id]);
    for (const [query, field] of [['status=GONE', 'status'], ['customerId=1', 'customerId'], ['page=-1', 'page']]) {
      const bad = await call('GET', `${LIST}?${query}`);
      expect(bad.status, query).toBe(400);
      expect(fieldsOf(bad.body), query).toContain(field);
    }
    const csv = await fetchCsvExport(server, `${LIST}?customerId=${customerId}`, finance);
    expect(csv.rows.map((r) => [r.name, r.status, r.holdings, r.closed_reason])).toEqual([['Old wallet', 'CLOSED', '', 'Unused'], ['Marketing budget', 'OPEN', 'AED 2.5/0', '']]);
    expect(csv.audits.map((a) => a.action)).toEqual(['subAccounts.export_csv']);
  });
});
