import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReconciliationItem, ReconciliationRun, Statement } from '@exchange/contract/ledger/ledger';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { ApiError } from '@exchange/contract/platform/errors';
import { TEST_PASSWORD, UNKNOWN_UUID, auditRowsAfter, fieldsOf, lastAuditId, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { fetchCsvExport } from '../../testing/csv-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { customers } from '../customers/customer-tables.ts';
import { customerSubAccounts } from '../sub-accounts/sub-account-tables.ts';
import { customerAccount, exchangeAccount, move, postEntry, type LedgerLineInput } from './post-entry.ts';

describe.each(testDatabaseKinds())('ledger statement and reconciliation on %s', (kind) => {
  let server: TestServer;
  let finance: string;
  let financeId: string;
  let support: string;
  let customersOnly: string;

  const get = <T>(path: string, token = finance) => server.call<T & ApiError>('GET', path, { token });
  const newCustomer = async (name = 'Stella Statement') => {
    const [row] = await server.database.db.insert(customers).values({ email: `${randomUUID()}@example.com`, name, country: 'AE', state: 'ACTIVE' }).returning({ id: customers.id });
    if (!row) throw new Error('no customer');
    return row.id;
  };
  const post = (kind: 'FIAT_DEPOSIT' | 'WITHDRAWAL_HOLD' | 'WITHDRAWAL_PAYOUT' | 'SUB_ACCOUNT_TRANSFER', lines: LedgerLineInput[], memo?: string) =>
    server.database.db.transaction((tx) => postEntry(tx, { kind, referenceType: 'test', referenceId: randomUUID(), memo, actorId: financeId, lines }));
  const statement = (customerId: string, query: string, token = finance) => get<Statement>(`/admin/ledger/customers/${customerId}/statement?${query}`, token);

  beforeAll(async () => {
    server = await startTestServer(kind);
    financeId = await server.createAdmin({ email: 'ledger-finance@example.com', password: TEST_PASSWORD, role: 'finance', name: 'Fay Finance' });
    await server.createAdmin({ email: 'ledger-support@example.com', password: TEST_PASSWORD, role: 'support', name: 'Sam Support' });
    const outsider = await server.createAdmin({ email: 'ledger-outsider@example.com', password: TEST_PASSWORD, role: 'vendorsReadOnly', name: 'Olga Outsider' });
    await server.database.db.execute(sql`insert into admin_policies (admin_id, policy) values (${outsider}, 'customers.read')`);
    finance = await signIn(server, 'ledger-finance@example.com');
    support = await signIn(server, 'ledger-support@example.com');
    customersOnly = await signIn(server, 'ledger-outsider@example.com');
  });
  afterAll(async () => server.close());

  describe('statement', () => {
    it('lists an account newest first with the running balance after each line, paged, its total and balance', async () => {
      const customerId = await newCustomer();
      await post('FIAT_DEPOSIT', move(exchangeAccount('BANK'), customerAccount(customerId), 'AED', '100'), 'First deposit');
      await post('FIAT_DEPOSIT', move(exchangeAccount('BANK'), customerAccount(customerId), 'AED', '50.25'));
      await post('WITHDRAWAL_HOLD', move(customerAccount(customerId), customerAccount(customerId, 'HELD'), 'AED', '30'));
      await post('WITHDRAWAL_PAYOUT', move(customerAccount(customerId, 'HELD'), exchangeAccount('BANK'), 'AED', '30'));
      const page = await statement(customerId, 'asset=AED');
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ total: 3, totalIsCapped: false, page: 0, limit: 50, balance: '120.25' });
      expect(page.body.items.map((l) => [l.kind, l.amount, l.balanceAfter])).toEqual([
        ['WITHDRAWAL_HOLD', '-30', '120.25'],
        ['FIAT_DEPOSIT', '50.25', '150.25'],
        ['FIAT_DEPOSIT', '100', '100'],
      ]);
      expect(page.body.items[2]).toMatchObject({ memo: 'First deposit', referenceType: 'test', actor: { id: financeId, name: 'Fay Finance' } });
      const second = await statement(customerId, 'asset=AED&limit=2&page=1');
      expect(second.body.items.map((l) => l.balanceAfter)).toEqual(['100']);
      const held = await statement(customerId, 'asset=AED&bucket=HELD');
      expect(held.body).toMatchObject({ total: 2, balance: '0' });
      expect(held.body.items.map((l) => [l.kind, l.amount, l.balanceAfter])).toEqual([['WITHDRAWAL_PAYOUT', '-30', '0'], ['WITHDRAWAL_HOLD', '30', '30']]);
      // An asset never held: an empty statement, balance zero.
      expect((await statement(customerId, 'asset=BTC')).body).toMatchObject({ items: [], total: 0, balance: '0' });
    });

    it('keeps a sub-account apart and refuses a sub-account that is not the customer’s', async () => {
      const customerId = await newCustomer();
      const other = await newCustomer();
      const [sub] = await server.database.db.insert(customerSubAccounts).values({ customerId, name: 'Ops' }).returning({ id: customerSubAccounts.id });
      const [foreign] = await server.database.db.insert(customerSubAccounts).values({ customerId: other, name: 'Theirs' }).returning({ id: customerSubAccounts.id });
      await post('FIAT_DEPOSIT', move(exchangeAccount('BANK'), customerAccount(customerId), 'USD', '10'));
      await post('SUB_ACCOUNT_TRANSFER', move(customerAccount(customerId), customerAccount(customerId, 'AVAILABLE', sub?.id ?? null), 'USD', '4'));
      expect((await statement(customerId, `asset=USD&subAccountId=${sub?.id}`)).body).toMatchObject({ total: 1, balance: '4', items: [{ amount: '4', balanceAfter: '4' }] });
      expect((await statement(customerId, 'asset=USD')).body).toMatchObject({ total: 2, balance: '6' });
      const refused = await statement(customerId, `asset=USD&subAccountId=${foreign?.id}`);
      expect(refused.status).toBe(404);
      expect(refused.body.error.code).toBe('subAccount.notFound');
    });

    it('refuses bad input naming the field, unknown customers, and admins without ledger.read', async () => {
      const customerId = await newCustomer();
      for (const [query, field] of [['asset=usdt', 'asset'], ['', 'asset'], ['asset=USDT&bucket=FROZEN', 'bucket'], ['asset=USDT&subAccountId=x', 'subAccountId'], ['asset=USDT&limit=0', 'limit']]) {
        const bad = await statement(customerId, query ?? '');
        expect(bad.status, query).toBe(400);
        expect(fieldsOf(bad.body), query).toContain(field);
      }
      expect((await statement(UNKNOWN_UUID, 'asset=USDT')).status).toBe(404);
      expect((await statement(customerId, 'asset=USDT', support)).status).toBe(200);
      const denied = await statement(customerId, 'asset=USDT', customersOnly);
      expect(denied.status).toBe(403);
      expect(denied.body.error.params).toMatchObject({ policy: 'ledger.read' });
    });

    it('exports every line of the account as CSV, newest first, audited with its filters', async () => {
      const customerId = await newCustomer();
      for (const amount of ['1', '2', '3']) await post('FIAT_DEPOSIT', move(exchangeAccount('BANK'), customerAccount(customerId), 'EUR', amount), '=HYPERLINK("x")');
      const csv = await fetchCsvExport(server, `/admin/ledger/customers/${customerId}/statement?asset=EUR`, finance);
      expect(csv.status).toBe(200);
      expect(csv.header).toEqual(['line_id', 'posted_at', 'kind', 'reference_type', 'reference_id', 'memo', 'amount', 'balance_after', 'posted_by', 'entry_id']);
      expect(csv.rows.map((r) => [r.amount, r.balance_after])).toEqual([['3', '6'], ['2', '3'], ['1', '1']]);
      expect(csv.rows[0]?.memo).toBe('\'=HYPERLINK("x")');
      expect(csv.rows[0]?.posted_by).toBe('Fay Finance');
      expect(csv.audits).toEqual([expect.objectContaining({ action: 'ledger.statement.export_csv', targetType: 'customer', actorId: financeId })]);
      expect(JSON.parse(csv.audits[0]?.detail ?? '{}')).toMatchObject({ customerId, asset: 'EUR', bucket: 'AVAILABLE' });
    });
  });

  describe('reconciliation', () => {
    const run = (token = finance) => server.call<ReconciliationRun & ApiError>('POST', '/admin/ledger/reconciliations', { token });

    it('proves every cached balance equals its lines, each asset sums to zero, and records who ran it', async () => {
      const since = await lastAuditId(server);
      const answer = await run();
      expect(answer.status).toBe(200);
      const [counts] = await rowsOf<{ accounts: number; lines: number }>(server, sql`select (select count(*)::int from ledger_accounts) as accounts, (select count(*)::int from ledger_lines) as lines`);
      expect(answer.body).toMatchObject({ runBy: { name: 'Fay Finance' }, accounts: counts?.accounts, lines: counts?.lines, differences: 0 });
      expect(answer.body.assets.length).toBeGreaterThan(0);
      for (const asset of answer.body.assets) expect(asset, asset.asset).toMatchObject({ cachedTotal: '0', linesTotal: '0' });
      const audit = await auditRowsAfter(server, since);
      expect(audit.map((a) => a.action)).toEqual(['ledger.reconciliation.run']);
      expect(audit[0]).toMatchObject({ targetId: answer.body.id, after: { differences: 0, unbalancedAssets: [] } });
      const items = await get<ListResponse<ReconciliationItem>>(`/admin/ledger/reconciliations/${answer.body.id}/accounts?limit=200`);
      expect(items.body.total).toBe(counts?.accounts);
      expect(items.body.items.every((i) => i.difference === '0' && i.cachedLines === i.lineCount)).toBe(true);
      // The exchange's accounts come first.
      expect(items.body.items[0]?.owner).toBe('EXCHANGE');
      expect((await get<ListResponse<ReconciliationItem>>(`/admin/ledger/reconciliations/${answer.body.id}/accounts?onlyDifferences=true`)).body.total).toBe(0);
      const listed = await get<ListResponse<ReconciliationRun>>('/admin/ledger/reconciliations');
      expect(listed.body.items[0]?.id).toBe(answer.body.id);
      expect((await get<ReconciliationRun>(`/admin/ledger/reconciliations/${answer.body.id}`)).body).toEqual(answer.body);
    });

    it('finds a cached balance that no longer matches its lines, names the account and the difference, and exports it', async () => {
      const customerId = await newCustomer('Dora Drift');
      await post('FIAT_DEPOSIT', move(exchangeAccount('BANK'), customerAccount(customerId), 'GBP', '40'));
      // Only the database owner can do this (triggers off): the reconciliation is what would catch it.
      await server.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`update ledger_balances b set balance = balance + 0.01 from ledger_accounts a
          where a.id = b.account_id and a.customer_id = ${customerId} and a.asset = 'GBP'`);
      });
      const answer = await run();
      expect(answer.body.differences).toBe(1);
      expect(answer.body.assets.find((a) => a.asset === 'GBP')).toMatchObject({ cachedTotal: '0.01', linesTotal: '0' });
      const items = await get<ListResponse<ReconciliationItem>>(`/admin/ledger/reconciliations/${answer.body.id}/accounts?onlyDifferences=true`);
      expect(items.body.items).toEqual([
        expect.objectContaining({ owner: 'CUSTOMER', customer: expect.objectContaining({ id: customerId, name: 'Dora Drift' }), bucket: 'AVAILABLE', asset: 'GBP', cachedBalance: '40.01', linesSum: '40', difference: '0.01', cachedLines: 1, lineCount: 1 }),
      ]);
      const byAsset = await get<ListResponse<ReconciliationItem>>(`/admin/ledger/reconciliations/${answer.body.id}/accounts?asset=GBP&owner=EXCHANGE`);
      expect(byAsset.body.items.map((i) => [i.purpose, i.difference])).toEqual([['BANK', '0']]);
      const csv = await fetchCsvExport(server, `/admin/ledger/reconciliations/${answer.body.id}/accounts?onlyDifferences=true`, finance);
      expect(csv.rows).toEqual([expect.objectContaining({ owner: 'CUSTOMER', account: 'AVAILABLE', asset: 'GBP', cached_balance: '40.01', lines_sum: '40', difference: '0.01' })]);
      expect(csv.audits.map((a) => a.action)).toEqual(['ledger.reconciliation.export_csv']);
      // Put it back, through the owner again, so the other tests see a sound ledger.
      await server.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`update ledger_balances b set balance = balance - 0.01 from ledger_accounts a
          where a.id = b.account_id and a.customer_id = ${customerId} and a.asset = 'GBP'`);
      });
      expect((await run()).body.differences).toBe(0);
    });

    it('lets only ledger.reconcile run one, answers 404 for unknown runs and 400 for bad filters', async () => {
      const denied = await run(support);
      expect(denied.status).toBe(403);
      expect(denied.body.error.params).toMatchObject({ policy: 'ledger.reconcile' });
      expect((await get('/admin/ledger/reconciliations', support)).status).toBe(200);
      expect((await get(`/admin/ledger/reconciliations/${UNKNOWN_UUID}`)).status).toBe(404);
      expect((await get(`/admin/ledger/reconciliations/${UNKNOWN_UUID}/accounts`)).status).toBe(404);
      const latest = (await get<ListResponse<ReconciliationRun>>('/admin/ledger/reconciliations')).body.items[0]?.id;
      for (const [query, field] of [['owner=BANK', 'owner'], ['onlyDifferences=yes', 'onlyDifferences'], ['asset=b', 'asset']]) {
        const bad = await get(`/admin/ledger/reconciliations/${latest}/accounts?${query}`);
        expect(bad.status, query).toBe(400);
        expect(fieldsOf(bad.body), query).toContain(field);
      }
    });
  });
});
