import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MAX_ROWS, type BulkResult } from '@exchange/contract/bulk/bulk-decisions';
import type { FiatDeposit } from '@exchange/contract/fiat/fiat-deposits';
import type { FiatWithdrawal } from '@exchange/contract/fiat/fiat-withdrawals';
import type { ApiError } from '@exchange/contract/platform/errors';
import { TEST_PASSWORD, UNKNOWN_UUID, auditRowsAfter, fieldsOf, lastAuditId, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';

type Answer<T> = T & ApiError;

describe.each(testDatabaseKinds())('bulk decisions on %s', (kind) => {
  let server: TestServer;
  let maker: string;
  let checker: string;
  let support: string;
  let payee: { customerId: string; bankAccountId: string; currency: string };

  const call = <T>(method: string, path: string, token: string, body?: unknown) => server.call<Answer<T>>(method, path, { token, body });
  const bulk = (path: string, token: string, body: unknown) => call<BulkResult>('POST', `/admin/bulk/${path}`, token, body);
  const deposit = async (reference: string, amount = '100') => {
    const created = await call<FiatDeposit>('POST', '/admin/fiat/deposits', maker, { customerId: payee.customerId, method: 'BANK_TRANSFER', currency: payee.currency, amount, reference });
    expect(created.status).toBe(200);
    return created.body.id;
  };

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { demoData: true });
    await server.createAdmin({ email: 'maker@example.com', password: TEST_PASSWORD, role: 'finance', name: 'Mia Maker' });
    await server.createAdmin({ email: 'checker@example.com', password: TEST_PASSWORD, role: 'finance', name: 'Carl Checker' });
    await server.createAdmin({ email: 'support@example.com', password: TEST_PASSWORD, role: 'support', name: 'Sam Support' });
    maker = await signIn(server, 'maker@example.com');
    checker = await signIn(server, 'checker@example.com');
    support = await signIn(server, 'support@example.com');
    const [row] = await rowsOf<{ customer_id: string; bank_account_id: string; currency: string }>(server, sql`
      select c.id as customer_id, b.id as bank_account_id, b.currency from customers c
      join customer_bank_accounts b on b.customer_id = c.id and b.status = 'VERIFIED' and b.currency in ('USD', 'EUR', 'GBP', 'AED')
      where c.state = 'ACTIVE' and c.withdrawals_blocked_at is null and c.country not in (select country from country_controls where not withdrawal_allowed)
      order by c.id, b.created_at limit 1`);
    if (!row) throw new Error('no customer with a verified bank account in the demo data');
    payee = { customerId: row.customer_id, bankAccountId: row.bank_account_id, currency: row.currency };
    await server.database.db.execute(sql`delete from withdrawal_limit_overrides`);
    await server.database.db.execute(sql`delete from withdrawal_limits`);
  });
  afterAll(() => server?.close());

  it('rejects deposits with one reason, each on its own: one decided meanwhile and one unknown are reported, not lost', async () => {
    const ids = [await deposit('BULK-D-1'), await deposit('BULK-D-2'), await deposit('BULK-D-3'), await deposit('BULK-D-4')];
    const first = ids[0] ?? '';
    // Another admin approves the first one before the bulk call reaches it.
    const meanwhile = await call<FiatDeposit>('POST', `/admin/fiat/deposits/${first}/approve`, checker, { statementReference: 'STMT-BULK-1' });
    expect(meanwhile.status).toBe(200);
    const auditFrom = await lastAuditId(server);

    const answer = await bulk('fiatDeposits/reject', checker, { ids: [...ids, UNKNOWN_UUID], reason: 'No such payment on the statement' });
    expect(answer.status).toBe(200);
    expect(answer.body.results.map((r) => [r.id, r.outcome, r.error?.code])).toEqual([
      [first, 'ALREADY_DECIDED', 'fiatDeposit.wrongStatus'],
      [ids[1], 'DONE', undefined],
      [ids[2], 'DONE', undefined],
      [ids[3], 'DONE', undefined],
      [UNKNOWN_UUID, 'REFUSED', 'fiatDeposit.notFound'],
    ]);
    expect(answer.body.results[0]?.error?.params).toMatchObject({ status: 'APPROVED' });
    // One audit row per decision made, none for the rows refused.
    const audit = await auditRowsAfter(server, auditFrom);
    expect(audit.map((a) => [a.action, a.targetId])).toEqual(ids.slice(1).map((id) => ['fiat.deposit.reject', id]));
    for (const id of ids.slice(1)) {
      const now = await call<FiatDeposit>('GET', `/admin/fiat/deposits/${id}`, checker);
      expect(now.body).toMatchObject({ status: 'REJECTED', rejectReason: 'No such payment on the statement' });
    }
    const approved = await call<FiatDeposit>('GET', `/admin/fiat/deposits/${first}`, checker);
    expect(approved.body.status).toBe('APPROVED');
  });

  it('holds maker and checker per row: the submitter is refused its own withdrawals, another admin approves them', async () => {
    const funded = await deposit('BULK-FUND', '1000');
    expect((await call<FiatDeposit>('POST', `/admin/fiat/deposits/${funded}/approve`, checker, { statementReference: 'STMT-BULK-FUND' })).status).toBe(200);
    const ids: string[] = [];
    for (const amount of ['10', '20', '30']) {
      const w = await call<FiatWithdrawal>('POST', '/admin/fiat/withdrawals', maker, { customerId: payee.customerId, currency: payee.currency, amount, bankAccountId: payee.bankAccountId });
      expect(w.status).toBe(200);
      ids.push(w.body.id);
    }
    const submitted = await bulk('fiatWithdrawals/submitForApproval', maker, { ids, note: 'Checked the payee' });
    expect(submitted.body.results.map((r) => r.outcome)).toEqual(['DONE', 'DONE', 'DONE']);

    const own = await bulk('fiatWithdrawals/approve', maker, { ids });
    expect(own.body.results.map((r) => [r.outcome, r.error?.code])).toEqual(ids.map(() => ['REFUSED', 'fiatWithdrawal.fourEyes']));

    // The checker rejects one alone first: the bulk approval reports it as decided by someone else.
    expect((await call<FiatWithdrawal>('POST', `/admin/fiat/withdrawals/${ids[2]}/reject`, checker, { reason: 'Payee asked to cancel' })).status).toBe(200);
    const approved = await bulk('fiatWithdrawals/approve', checker, { ids });
    expect(approved.body.results.map((r) => [r.id, r.outcome, r.error?.code])).toEqual([
      [ids[0], 'DONE', undefined],
      [ids[1], 'DONE', undefined],
      [ids[2], 'ALREADY_DECIDED', 'fiatWithdrawal.wrongStatus'],
    ]);
  });

  it('approves P2P transactions and tells those approved meanwhile apart', async () => {
    const rows = await rowsOf<{ id: string }>(server, sql`select id from p2p_transactions where status = 'REQUESTED' order by created_at, id limit 3`);
    const ids = rows.map((r) => r.id);
    expect(ids).toHaveLength(3);
    expect((await call('PUT', `/admin/p2p/transactions/${ids[1]}/reject`, checker, { reason: 'Proof does not match' })).status).toBe(200);
    const answer = await bulk('p2pTransactions/approve', checker, { ids });
    expect(answer.body.results.map((r) => [r.outcome, r.error?.code])).toEqual([['DONE', undefined], ['ALREADY_DECIDED', 'transaction.alreadyRejected'], ['DONE', undefined]]);
  });

  it('refuses more than BULK_MAX_ROWS ids, a repeated id, an empty list and a short reason, naming the field', async () => {
    const many = Array.from({ length: BULK_MAX_ROWS + 1 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const tooMany = await bulk('fiatDeposits/reject', checker, { ids: many, reason: 'No such payment' });
    expect(tooMany.status).toBe(400);
    expect(fieldsOf(tooMany.body)).toEqual(['ids']);
    const atMost = await bulk('fiatDeposits/reject', checker, { ids: many.slice(0, BULK_MAX_ROWS), reason: 'No such payment' });
    expect(atMost.status).toBe(200);
    expect(atMost.body.results).toHaveLength(BULK_MAX_ROWS);
    expect(new Set(atMost.body.results.map((r) => r.error?.code))).toEqual(new Set(['fiatDeposit.notFound']));
    const repeated = await bulk('fiatDeposits/reject', checker, { ids: [UNKNOWN_UUID, UNKNOWN_UUID], reason: 'No such payment' });
    expect(fieldsOf(repeated.body)).toEqual(['ids']);
    const none = await bulk('fiatDeposits/reject', checker, { ids: [], reason: 'No such payment' });
    expect(fieldsOf(none.body)).toEqual(['ids']);
    const shortReason = await bulk('fiatDeposits/reject', checker, { ids: [UNKNOWN_UUID], reason: 'x' });
    expect(fieldsOf(shortReason.body)).toEqual(['reason']);
  });

  it('needs the policy of the one-row decision', async () => {
    const refused = await bulk('fiatDeposits/reject', support, { ids: [UNKNOWN_UUID], reason: 'No such payment' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'access.policyRequired', params: { policy: 'fiat.deposits.decide' } });
    const unknownArea = await bulk('fiatDeposits/approve', checker, { ids: [UNKNOWN_UUID] });
    expect(unknownArea.status).toBe(404);
  });
});
