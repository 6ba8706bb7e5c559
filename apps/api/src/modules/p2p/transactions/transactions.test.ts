import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { P2PTransaction } from '@exchange/contract/p2p/transactions';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { auditLog } from '../../../platform/audit/audit-table.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../../testing/test-server.ts';
import { generateDemoData } from '../demo/demo-data.ts';
import { p2pTransactions } from './transaction-tables.ts';
import { signIn as signInAs, fieldsOf } from '../../../testing/access-test-helpers.ts';

const PASSWORD = 'Correct-Horse-9';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

type TxList = ListResponse<P2PTransaction>;
type Answer = P2PTransaction & ApiError;

const signIn = (server: TestServer, email: string) => signInAs(server, email, PASSWORD);
async function rowsOf<T>(server: TestServer, query: SQL): Promise<T[]> {
  return ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
async function countWhere(server: TestServer, where: SQL) {
  const [row] = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from p2p_transactions t join customers c on c.id = t.customer_id where ${where}`);
  return row?.n ?? -1;
}
/** Exact comparison of decimal strings through the database would be overkill: amounts here have at most 8 decimals. */
const num = (s: string) => Number(s);

describe.each(testDatabaseKinds())('P2P transactions on %s', (kind) => {
  let server: TestServer;
  let finance1: string;
  let finance1Id: string;
  let finance2: string;
  let finance2Id: string;
  let admin: string;
  let adminId: string;
  let superAdmin: string;
  let support: string;
  let vendors: string;

  const list = (query: string, token = finance1) => server.call<TxList>('GET', `/admin/p2p/transactions${query}`, { token });
  const decide = (id: string, action: 'approve' | 'reject' | 'approveWithdrawal' | 'rejectWithdrawal', token?: string, body?: unknown) =>
    server.call<Answer>('PUT', `/admin/p2p/transactions/${id}/${action}`, { token, body: body ?? {} });
  const stored = async (id: string) => (await server.database.db.select().from(p2pTransactions).where(eq(p2pTransactions.id, id)))[0];
  const auditRows = (action: string, targetId: string) =>
    server.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId))).orderBy(asc(auditLog.id));
  const auditCount = async (targetId: string) =>
    (await server.database.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.targetId, targetId))).length;

  /** Hands out demo transactions in a given state, each one once, so tests never share a row. */
  const used = new Set<string>();
  async function fresh(where: SQL) {
    const candidates = await rowsOf<{ id: string }>(server, sql`select t.id from p2p_transactions t where ${where} order by t.transaction_number limit 200`);
    const found = candidates.find((c) => !used.has(c.id));
    if (!found) throw new Error('no unused transaction left for this test');
    used.add(found.id);
    return found.id;
  }
  const requested = (type: 'BUY' | 'SELL') => fresh(sql`t.status = 'REQUESTED' and t.type = ${type}`);

  beforeAll(async () => {
    server = await startTestServer(kind);
    await generateDemoData(server.database.db, { transactions: 1500 });
    finance1Id = await server.createAdmin({ email: 'finance1@example.com', password: PASSWORD, role: 'finance', name: 'Fiona Finance' });
    finance2Id = await server.createAdmin({ email: 'finance2@example.com', password: PASSWORD, role: 'finance', name: 'Frank Finance' });
    adminId = await server.createAdmin({ email: 'admin@example.com', password: PASSWORD, role: 'admin', name: 'Ada Admin' });
    await server.createAdmin({ email: 'super@example.com', password: PASSWORD, role: 'superAdmin', name: 'Sam Super' });
    await server.createAdmin({ email: 'support@example.com', password: PASSWORD, role: 'support', name: 'Sue Support' });
    await server.createAdmin({ email: 'vendors@example.com', password: PASSWORD, role: 'vendorsReadOnly' });
    [finance1, finance2, admin, superAdmin, support, vendors] = await Promise.all(
      ['finance1', 'finance2', 'admin', 'super', 'support', 'vendors'].map((name) => signIn(server, `${name}@example.com`)),
    ) as [string, string, string, string, string, string];
  });
  afterAll(() => server.close());

  describe('list', () => {
    it('defaults to REQUESTED, page 0, limit 10, newest first, with the full row shape', async () => {
      const answer = await list('');
      expect(answer.status).toBe(200);
      const total = await countWhere(server, sql`t.status = 'REQUESTED'`);
      expect(total).toBeGreaterThan(10);
      expect(answer.body).toMatchObject({ page: 0, limit: 10, total, totalIsCapped: false });
      expect(answer.body.items).toHaveLength(10);
      expect(answer.body.items.every((t) => t.status === 'REQUESTED' && t.withdrawalStatus === null && t.decidedBy === null)).toBe(true);
      const expected = await rowsOf<{ id: string; email: string; name: string; merchant: string | null; number: string; fiat_amount: string; crypto_amount: string }>(server, sql`
        select t.id, c.email, c.name, m.name as merchant, t.transaction_number as number, t.fiat_amount::text, t.crypto_amount::text
        from p2p_transactions t join customers c on c.id = t.customer_id left join merchants m on m.id = t.merchant_id
        where t.status = 'REQUESTED' order by t.created_at desc, t.id desc limit 10`);
      expect(answer.body.items.map((t) => t.id)).toEqual(expected.map((e) => e.id));
      answer.body.items.forEach((t, i) => {
        const e = expected[i];
        expect(t).toMatchObject({ customerEmail: e?.email, customerName: e?.name, merchantName: e?.merchant, transactionNumber: e?.number, fiatAmount: e?.fiat_amount, cryptoAmount: e?.crypto_amount });
        expect(Object.keys(t).sort()).toEqual([
          'coin', 'createdAt', 'cryptoAmount', 'customerEmail', 'customerId', 'customerName', 'decidedAt', 'decidedBy', 'decidedByName', 'fiat', 'fiatAmount', 'id',
          'merchantId', 'merchantName', 'orderNumber', 'price', 'rejectReason', 'status', 'transactionNumber', 'type', 'withdrawalDecidedAt', 'withdrawalDecidedBy',
          'withdrawalDecidedByName', 'withdrawalNote', 'withdrawalStatus',
        ]);
        expect(typeof t.fiatAmount).toBe('string');
      });
    });

    it('orders every status newest first, then by id, across pages', async () => {
      const expected = await rowsOf<{ id: string }>(server, sql`select id from p2p_transactions order by created_at desc, id desc limit 400`);
      const page0 = await list('?status=ALL&limit=200');
      const page1 = await list('?status=ALL&limit=200&page=1');
      expect(page0.body.total).toBe(await countWhere(server, sql`true`));
      expect([...page0.body.items, ...page1.body.items].map((t) => t.id)).toEqual(expected.map((e) => e.id));
      const times = page0.body.items.map((t) => Date.parse(t.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });

    it('applies every filter: each returned row matches and the total equals a direct SQL count', async () => {
      const [customer] = await rowsOf<{ id: string; email: string }>(server, sql`
        select c.id, c.email from p2p_transactions t join customers c on c.id = t.customer_id group by c.id, c.email order by count(*) desc, c.email limit 1`);
      const [someTx] = await rowsOf<{ number: string; id: string }>(server, sql`select transaction_number as number, id from p2p_transactions where status = 'APPROVED' order by transaction_number limit 1`);
      const [day] = await rowsOf<{ d: string }>(server, sql`
        select to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as d from p2p_transactions group by 1 order by count(*) desc, 1 limit 1`);
      const d = day?.d ?? '2000-01-01';
      const [bounds] = await rowsOf<{ lo: string; hi: string }>(server, sql`
        select to_char((min(created_at) + (max(created_at) - min(created_at)) * 0.3) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as lo,
               to_char((min(created_at) + (max(created_at) - min(created_at)) * 0.6) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as hi
        from p2p_transactions`);
      const lo = bounds?.lo ?? '';
      const hi = bounds?.hi ?? '';
      const customerId = customer?.id ?? UNKNOWN_ID;
      const email = customer?.email ?? 'x';
      // A piece of the address: what an admin remembers of it. Found literally, never as a pattern.
      const part = email.slice(1, 6);
      const [merchant] = await rowsOf<{ id: string }>(server, sql`
        select merchant_id as id from p2p_transactions where merchant_id is not null group by 1 order by count(*) desc limit 1`);
      const merchantId = merchant?.id ?? UNKNOWN_ID;

      const cases: [string, SQL, (t: P2PTransaction) => boolean][] = [
        ['status=APPROVED', sql`t.status = 'APPROVED'`, (t) => t.status === 'APPROVED'],
        ['status=REJECTED', sql`t.status = 'REJECTED'`, (t) => t.status === 'REJECTED' && t.rejectReason !== null],
        ['status=ALL', sql`true`, () => true],
        ['status=ALL&withdrawalStatus=WITHDRAWAL_PENDING', sql`t.withdrawal_status = 'WITHDRAWAL_PENDING'`, (t) => t.withdrawalStatus === 'WITHDRAWAL_PENDING' && t.type === 'SELL'],
        [`status=ALL&customerId=${customerId}`, sql`t.customer_id = ${customerId}`, (t) => t.customerId === customerId],
        [`status=ALL&email=${encodeURIComponent(email)}`, sql`c.email = ${email}`, (t) => t.customerEmail === email],
        [`status=ALL&email=${encodeURIComponent(`  ${email.toUpperCase()} `)}`, sql`c.email = ${email}`, (t) => t.customerEmail === email],
        [`status=ALL&email=${encodeURIComponent(part.toUpperCase())}`, sql`position(${part} in c.email) > 0`, (t) => t.customerEmail.includes(part)],
        ['status=ALL&email=_', sql`position('_' in c.email) > 0`, (t) => t.customerEmail.includes('_')],
        [`status=ALL&merchantId=${merchantId}`, sql`t.merchant_id = ${merchantId}`, (t) => t.merchantId === merchantId],
        [`status=APPROVED&customerId=${customerId}`, sql`t.customer_id = ${customerId} and t.status = 'APPROVED'`, (t) => t.customerId === customerId && t.status === 'APPROVED'],
        [`status=ALL&transactionNumber=${someTx?.number}`, sql`t.transaction_number = ${someTx?.number ?? ''}`, (t) => t.id === someTx?.id],
        [`transactionNumber=${someTx?.number}`, sql`false`, () => false],
        ['status=ALL&type=SELL', sql`t.type = 'SELL'`, (t) => t.type === 'SELL'],
        ['type=BUY', sql`t.type = 'BUY' and t.status = 'REQUESTED'`, (t) => t.type === 'BUY' && t.status === 'REQUESTED'],
        ['status=ALL&coin=BTC', sql`t.coin = 'BTC'`, (t) => t.coin === 'BTC'],
        ['status=ALL&coin=ETH&type=SELL', sql`t.coin = 'ETH' and t.type = 'SELL'`, (t) => t.coin === 'ETH' && t.type === 'SELL'],
        ['status=ALL&fiatAmountStart=1000&fiatAmountEnd=2000.50', sql`t.fiat_amount >= 1000 and t.fiat_amount <= 2000.50`, (t) => num(t.fiatAmount) >= 1000 && num(t.fiatAmount) <= 2000.5],
        ['status=ALL&fiatAmountStart=100000', sql`t.fiat_amount >= 100000`, (t) => num(t.fiatAmount) >= 100000],
        ['status=ALL&fiatAmountEnd=50', sql`t.fiat_amount <= 50`, (t) => num(t.fiatAmount) <= 50],
        ['status=ALL&cryptoAmountStart=0.01&cryptoAmountEnd=0.5', sql`t.crypto_amount >= 0.01 and t.crypto_amount <= 0.5`, (t) => num(t.cryptoAmount) >= 0.01 && num(t.cryptoAmount) <= 0.5],
        ['status=ALL&coin=USDT&cryptoAmountStart=1000', sql`t.coin = 'USDT' and t.crypto_amount >= 1000`, (t) => t.coin === 'USDT' && num(t.cryptoAmount) >= 1000],
        [`status=ALL&startDate=${d}&endDate=${d}`,
          sql`(t.created_at at time zone 'UTC')::date = ${d}::date`,
          (t) => t.createdAt.slice(0, 10) === d],
        [`status=ALL&startDate=${d}`, sql`t.created_at >= ${`${d}T00:00:00Z`}::timestamptz`, (t) => t.createdAt.slice(0, 10) >= d],
        [`status=ALL&endDate=${d}`, sql`t.created_at < ${`${d}T00:00:00Z`}::timestamptz + interval '1 day'`, (t) => t.createdAt.slice(0, 10) <= d],
        [`status=ALL&startDate=${encodeURIComponent(lo)}&endDate=${encodeURIComponent(hi)}`,
          sql`t.created_at >= ${lo}::timestamptz and t.created_at <= ${hi}::timestamptz`,
          (t) => Date.parse(t.createdAt) >= Date.parse(lo) && Date.parse(t.createdAt) <= Date.parse(hi)],
        [`status=APPROVED&coin=USDT&type=SELL&startDate=${encodeURIComponent(lo)}&fiatAmountStart=500`,
          sql`t.status = 'APPROVED' and t.coin = 'USDT' and t.type = 'SELL' and t.created_at >= ${lo}::timestamptz and t.fiat_amount >= 500`,
          (t) => t.status === 'APPROVED' && t.coin === 'USDT' && t.type === 'SELL' && Date.parse(t.createdAt) >= Date.parse(lo) && num(t.fiatAmount) >= 500],
      ];
      for (const [query, where, matches] of cases) {
        const answer = await list(`?limit=200&${query}`);
        expect(answer.status, query).toBe(200);
        const expected = await countWhere(server, where);
        expect(answer.body.total, query).toBe(expected);
        expect(answer.body.totalIsCapped, query).toBe(false);
        expect(answer.body.items.length, query).toBe(Math.min(200, expected));
        const misfits = answer.body.items.filter((t) => !matches(t));
        expect(misfits.map((t) => t.transactionNumber), query).toEqual([]);
      }
      // The filters above are not vacuous on this data.
      expect(await countWhere(server, sql`(t.created_at at time zone 'UTC')::date = ${d}::date`)).toBeGreaterThan(0);
      expect(await countWhere(server, sql`t.fiat_amount >= 1000 and t.fiat_amount <= 2000.50`)).toBeGreaterThan(0);
      expect(await countWhere(server, sql`t.customer_id = ${customerId}`)).toBeGreaterThan(1);
      expect(await countWhere(server, sql`position(${part} in c.email) > 0`)).toBeGreaterThan(await countWhere(server, sql`c.email = ${email}`));
      expect(await countWhere(server, sql`t.merchant_id = ${merchantId}`)).toBeGreaterThan(0);
    });

    it('reads an ISO date-time with an offset as the same instant as in UTC', async () => {
      const [row] = await rowsOf<{ at: string }>(server, sql`
        select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at from p2p_transactions order by created_at offset 700 limit 1`);
      const utc = row?.at ?? '2000-01-01T00:00:00Z';
      const instant = new Date(utc);
      const plusTwo = new Date(instant.getTime() + 2 * 3_600_000).toISOString().slice(0, 19) + '+02:00';
      const inUtc = await list(`?status=ALL&startDate=${encodeURIComponent(utc)}`);
      const inOffset = await list(`?status=ALL&startDate=${encodeURIComponent(plusTwo)}`);
      expect(inUtc.status).toBe(200);
      expect(inOffset.status).toBe(200);
      expect(inOffset.body.total).toBe(inUtc.body.total);
      expect(inUtc.body.total).toBe(await countWhere(server, sql`t.created_at >= ${utc}::timestamptz`));
      const before = await list(`?status=ALL&endDate=${encodeURIComponent(plusTwo)}`);
      expect(Number(before.body.total) + Number(inUtc.body.total)).toBe(await countWhere(server, sql`true`));
    });

    it('refuses bad filter values with a 400 naming the field', async () => {
      const cases: [string, string][] = [
        ['status=PENDING', 'status'],
        ['status=requested', 'status'],
        ['withdrawalStatus=PAID', 'withdrawalStatus'],
        ['customerId=42', 'customerId'],
        ['merchantId=42', 'merchantId'],
        [`email=${'a'.repeat(250)}@example.com`, 'email'],
        [`transactionNumber=${'9'.repeat(41)}`, 'transactionNumber'],
        ['type=TRADE', 'type'],
        ['coin=DOGE', 'coin'],
        ['fiatAmountStart=abc', 'fiatAmountStart'],
        ['fiatAmountStart=10.123', 'fiatAmountStart'],
        ['fiatAmountEnd=-5', 'fiatAmountEnd'],
        ['cryptoAmountStart=1e3', 'cryptoAmountStart'],
        ['cryptoAmountEnd=0.123456789', 'cryptoAmountEnd'],
        ['startDate=yesterday', 'startDate'],
        ['startDate=2024-02-30', 'startDate'],
        ['endDate=2024-13-01', 'endDate'],
        ['endDate=2024-01-01T10:00:00', 'endDate'],
        ['page=-1', 'page'],
        ['page=abc', 'page'],
        ['limit=0', 'limit'],
        ['limit=201', 'limit'],
      ];
      for (const [query, field] of cases) {
        const answer = await server.call<ApiError>('GET', `/admin/p2p/transactions?${query}`, { token: finance1 });
        expect(answer.status, query).toBe(400);
        expect(answer.body.error.code, query).toMatch(/^validation\./);
        expect(fieldsOf(answer.body), query).toEqual([field]);
      }
    });

    it('refuses a page deeper than 10,000 rows with a 400 naming page', async () => {
      for (const query of ['page=1001', 'page=51&limit=200', 'page=5000&limit=3', 'status=ALL&page=100000']) {
        const answer = await server.call<ApiError>('GET', `/admin/p2p/transactions?${query}`, { token: finance1 });
        expect(answer.status, query).toBe(400);
        expect(fieldsOf(answer.body), query).toEqual(['page']);
      }
      const deepButAllowed = await list('?status=ALL&page=49&limit=200');
      expect(deepButAllowed.status).toBe(200);
      expect(deepButAllowed.body.items).toEqual([]);
    });

    it('gets one transaction; 404 for an unknown id, 400 naming id for a non-uuid; vendorsReadOnly may not read them', async () => {
      const id = await fresh(sql`t.status = 'APPROVED' and t.type = 'SELL' and t.withdrawal_status = 'WITHDRAWAL_APPROVED'`);
      const answer = await server.call<P2PTransaction>('GET', `/admin/p2p/transactions/${id}`, { token: support });
      expect(answer.status).toBe(200);
      const row = await stored(id);
      expect(answer.body).toMatchObject({ id, status: 'APPROVED', withdrawalStatus: 'WITHDRAWAL_APPROVED', transactionNumber: row?.transactionNumber, decidedBy: row?.decidedBy });
      expect(answer.body.decidedByName).toBe('Felix Finance');
      expect(answer.body.withdrawalDecidedByName).toBe('Dana Support');
      const unknown = await server.call<ApiError>('GET', `/admin/p2p/transactions/${UNKNOWN_ID}`, { token: support });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('transaction.notFound');
      const bad = await server.call<ApiError>('GET', '/admin/p2p/transactions/PT0000000001', { token: support });
      expect(bad.status).toBe(400);
      expect(fieldsOf(bad.body)).toEqual(['id']);
      expect((await list('', vendors)).status).toBe(403);
      expect((await server.call('GET', '/admin/p2p/transactions')).status).toBe(401);
    });

    it('exports every matching row as CSV, whatever the page, with formulas defused, and audits the export', async () => {
      const response = await fetch(`${server.baseUrl}/admin/p2p/transactions?format=csv&status=REJECTED&coin=USDT&page=2&limit=5`, { headers: { authorization: `Bearer ${support}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="p2p-transactions-.*\.csv"$/);
      const lines = (await response.text()).trimEnd().split('\n');
      expect(lines[0]).toBe('transaction_number,created_at,status,withdrawal_status,type,coin,fiat,crypto_amount,fiat_amount,price,customer_email,customer_name,merchant,decided_at,reject_reason');
      expect(lines.length - 1).toBe(await countWhere(server, sql`t.status = 'REJECTED' and t.coin = 'USDT'`));
      expect(lines.slice(1).every((l) => l.split(',')[2] === 'REJECTED' && l.split(',')[5] === 'USDT')).toBe(true);

      const id = await fresh(sql`t.status = 'REQUESTED'`);
      const reject = await server.call('PUT', `/admin/p2p/transactions/${id}/reject`, { token: finance1, body: { reason: '=cmd|calc, "quoted"' } });
      expect(reject.status).toBe(200);
      const row = await stored(id);
      const one = await fetch(`${server.baseUrl}/admin/p2p/transactions?format=csv&status=ALL&transactionNumber=${row?.transactionNumber}`, { headers: { authorization: `Bearer ${support}` } });
      const text = await one.text();
      expect(text.trimEnd().split('\n')).toHaveLength(2);
      expect(text).toContain(`"'=cmd|calc, ""quoted"""`);
      const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'p2p.transactions.export_csv'));
      expect(audits.length).toBeGreaterThanOrEqual(2);
    });
  });

  describe('decisions', () => {
    it('approves a REQUESTED SELL into a pending withdrawal, with the decider recorded and an audit row', async () => {
      const id = await requested('SELL');
      const answer = await decide(id, 'approve', finance1);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id, status: 'APPROVED', withdrawalStatus: 'WITHDRAWAL_PENDING', decidedBy: finance1Id, decidedByName: 'Fiona Finance', rejectReason: null });
      expect(answer.body.decidedAt).not.toBeNull();
      expect(await stored(id)).toMatchObject({ status: 'APPROVED', withdrawalStatus: 'WITHDRAWAL_PENDING', decidedBy: finance1Id });
      const audit = await auditRows('p2p.transaction.approve', id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorId: finance1Id, actorEmail: 'finance1@example.com', outcome: 'SUCCESS', targetType: 'p2p_transaction' });
      expect(audit[0]?.before).toEqual({ status: 'REQUESTED', withdrawalStatus: null });
      expect(audit[0]?.after).toMatchObject({ status: 'APPROVED', withdrawalStatus: 'WITHDRAWAL_PENDING' });
    });

    it('approves a REQUESTED BUY without any withdrawal', async () => {
      const id = await requested('BUY');
      const answer = await decide(id, 'approve', admin);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ status: 'APPROVED', withdrawalStatus: null, decidedBy: adminId });
      expect(await stored(id)).toMatchObject({ status: 'APPROVED', withdrawalStatus: null });
      const withdrawal = await decide(id, 'approveWithdrawal', finance2);
      expect(withdrawal.status).toBe(409);
      expect(withdrawal.body.error.code).toBe('transaction.noWithdrawal');
      const rejectWithdrawal = await decide(id, 'rejectWithdrawal', finance2, { reason: 'No payout for a buy' });
      expect(rejectWithdrawal.status).toBe(409);
      expect(await stored(id)).toMatchObject({ withdrawalStatus: null, withdrawalDecidedBy: null });
    });

    it('rejects only with a reason of at least 3 characters, and records it', async () => {
      const id = await requested('SELL');
      for (const body of [{}, { reason: '' }, { reason: '  ab  ' }, { reason: 'x'.repeat(501) }, { reason: 42 }]) {
        const refused = await decide(id, 'reject', finance1, body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(fieldsOf(refused.body), JSON.stringify(body)).toEqual(['reason']);
      }
      expect((await stored(id))?.status).toBe('REQUESTED');
      const answer = await decide(id, 'reject', finance1, { reason: '  Payment proof does not match  ' });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ status: 'REJECTED', rejectReason: 'Payment proof does not match', withdrawalStatus: null, decidedBy: finance1Id });
      expect(await stored(id)).toMatchObject({ status: 'REJECTED', rejectReason: 'Payment proof does not match' });
      const audit = await auditRows('p2p.transaction.reject', id);
      expect(audit).toHaveLength(1);
      expect(audit[0]?.before).toEqual({ status: 'REQUESTED', withdrawalStatus: null });
      expect(audit[0]?.after).toMatchObject({ status: 'REJECTED', reason: 'Payment proof does not match' });
    });

    it('answers a repeated or illegal transition with 409 and changes nothing', async () => {
      const approved = await requested('SELL');
      expect((await decide(approved, 'approve', finance1)).status).toBe(200);
      const twice = await decide(approved, 'approve', finance2);
      expect(twice.status).toBe(409);
      expect(twice.body.error.code).toBe('transaction.alreadyApproved');
      const rejectAfter = await decide(approved, 'reject', finance2, { reason: 'Changed my mind' });
      expect(rejectAfter.status).toBe(409);
      expect(await stored(approved)).toMatchObject({ status: 'APPROVED', decidedBy: finance1Id, rejectReason: null, withdrawalStatus: 'WITHDRAWAL_PENDING' });

      const rejected = await requested('BUY');
      expect((await decide(rejected, 'reject', finance1, { reason: 'Fake receipt' })).status).toBe(200);
      expect((await decide(rejected, 'approve', finance2)).status).toBe(409);
      expect((await decide(rejected, 'reject', finance2, { reason: 'Again' })).status).toBe(409);
      expect(await stored(rejected)).toMatchObject({ status: 'REJECTED', rejectReason: 'Fake receipt', decidedBy: finance1Id });

      const waiting = await requested('SELL');
      expect((await decide(waiting, 'approveWithdrawal', finance2)).status).toBe(409);
      expect((await decide(waiting, 'rejectWithdrawal', finance2, { reason: 'Too early' })).status).toBe(409);
      expect(await stored(waiting)).toMatchObject({ status: 'REQUESTED', withdrawalStatus: null });

      expect(await auditCount(approved)).toBe(1);
      expect(await auditCount(rejected)).toBe(1);
      expect(await auditCount(waiting)).toBe(0);
    });

    it('answers 404 for an unknown transaction on every decision', async () => {
      const cases: ['approve' | 'reject' | 'approveWithdrawal' | 'rejectWithdrawal', unknown][] = [
        ['approve', {}],
        ['reject', { reason: 'Unknown one' }],
        ['approveWithdrawal', {}],
        ['rejectWithdrawal', { reason: 'Unknown one' }],
      ];
      for (const [action, body] of cases) {
        const answer = await decide(UNKNOWN_ID, action, superAdmin, body);
        expect(answer.status, action).toBe(404);
        expect(answer.body.error.code, action).toBe('transaction.notFound');
      }
      const bad = await decide('nope', 'approve', superAdmin);
      expect(bad.status).toBe(400);
      expect(fieldsOf(bad.body)).toEqual(['id']);
      expect(await auditCount(UNKNOWN_ID)).toBe(0);
    });

    it('lets exactly one of several admins approving at the same moment win; the others get 409', async () => {
      const id = await requested('SELL');
      const tokens = [finance1, finance2, admin, superAdmin, await signIn(server, 'finance2@example.com')];
      const answers = await Promise.all(tokens.map((token) => decide(id, 'approve', token)));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses).toEqual([200, 409, 409, 409, 409]);
      const winner = answers.find((a) => a.status === 200);
      const row = await stored(id);
      expect(row).toMatchObject({ status: 'APPROVED', withdrawalStatus: 'WITHDRAWAL_PENDING' });
      expect(row?.decidedBy).toBe(winner?.body.decidedBy);
      const audit = await auditRows('p2p.transaction.approve', id);
      expect(audit).toHaveLength(1);
      expect(audit[0]?.actorId).toBe(row?.decidedBy);
    });

    it('lets exactly one of an approval and rejections racing each other win', async () => {
      const id = await requested('BUY');
      const answers = await Promise.all([
        decide(id, 'reject', finance1, { reason: 'Race reject one' }),
        decide(id, 'approve', finance2),
        decide(id, 'reject', admin, { reason: 'Race reject two' }),
        decide(id, 'approve', superAdmin),
      ]);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
      const winner = answers.find((a) => a.status === 200);
      const row = await stored(id);
      expect(row?.status).toBe(winner?.body.status);
      expect(row?.decidedBy).toBe(winner?.body.decidedBy);
      expect(await auditCount(id)).toBe(1);
    });

    it('keeps four eyes on a payout: the approver gets 409 on approveWithdrawal, another finance user succeeds', async () => {
      const id = await requested('SELL');
      expect((await decide(id, 'approve', finance1)).status).toBe(200);
      const self = await decide(id, 'approveWithdrawal', finance1, { notes: 'I approve my own' });
      expect(self.status).toBe(409);
      expect(self.body.error.code).toBe('transaction.fourEyes');
      // Another session of the same admin is still the same person.
      const selfAgain = await decide(id, 'approveWithdrawal', await signIn(server, 'finance1@example.com'));
      expect(selfAgain.status).toBe(409);
      expect(await stored(id)).toMatchObject({ withdrawalStatus: 'WITHDRAWAL_PENDING', withdrawalDecidedBy: null });
      expect(await auditRows('p2p.transaction.approveWithdrawal', id)).toHaveLength(0);

      const other = await decide(id, 'approveWithdrawal', finance2, { notes: 'Bank transfer sent' });
      expect(other.status).toBe(200);
      expect(other.body).toMatchObject({
        status: 'APPROVED',
        withdrawalStatus: 'WITHDRAWAL_APPROVED',
        withdrawalNote: 'Bank transfer sent',
        withdrawalDecidedBy: finance2Id,
        withdrawalDecidedByName: 'Frank Finance',
        decidedBy: finance1Id,
      });
      expect(other.body.withdrawalDecidedAt).not.toBeNull();
      expect(await stored(id)).toMatchObject({ withdrawalStatus: 'WITHDRAWAL_APPROVED', withdrawalDecidedBy: finance2Id, withdrawalNote: 'Bank transfer sent' });
      const audit = await auditRows('p2p.transaction.approveWithdrawal', id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ actorId: finance2Id });
      expect(audit[0]?.before).toEqual({ status: 'APPROVED', withdrawalStatus: 'WITHDRAWAL_PENDING' });
      expect(audit[0]?.after).toMatchObject({ status: 'APPROVED', withdrawalStatus: 'WITHDRAWAL_APPROVED' });

      expect((await decide(id, 'approveWithdrawal', admin)).status).toBe(409);
      expect((await decide(id, 'rejectWithdrawal', admin, { reason: 'Too late now' })).status).toBe(409);
      expect((await stored(id))?.withdrawalStatus).toBe('WITHDRAWAL_APPROVED');
    });

    it('lets an admin approve the withdrawal of a demo transaction another admin approved, exactly once when racing', async () => {
      const id = await fresh(sql`t.withdrawal_status = 'WITHDRAWAL_PENDING'`);
      const answers = await Promise.all([decide(id, 'approveWithdrawal', admin), decide(id, 'approveWithdrawal', finance2), decide(id, 'rejectWithdrawal', finance1, { reason: 'Racing reject' })]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      const row = await stored(id);
      expect(['WITHDRAWAL_APPROVED', 'WITHDRAWAL_REJECTED']).toContain(row?.withdrawalStatus);
      expect(await auditCount(id)).toBe(1);
    });

    it('rejects a withdrawal only with a reason, records it, and audits it', async () => {
      const id = await requested('SELL');
      expect((await decide(id, 'approve', finance1)).status).toBe(200);
      for (const body of [{}, { reason: 'no' }, { notes: 'Wrong field' }]) {
        const refused = await decide(id, 'rejectWithdrawal', finance2, body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(fieldsOf(refused.body), JSON.stringify(body)).toEqual(['reason']);
      }
      expect((await stored(id))?.withdrawalStatus).toBe('WITHDRAWAL_PENDING');
      const answer = await decide(id, 'rejectWithdrawal', finance2, { reason: 'Beneficiary name mismatch' });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ status: 'APPROVED', withdrawalStatus: 'WITHDRAWAL_REJECTED', withdrawalNote: 'Beneficiary name mismatch', withdrawalDecidedBy: finance2Id });
      expect(await stored(id)).toMatchObject({ withdrawalStatus: 'WITHDRAWAL_REJECTED', withdrawalNote: 'Beneficiary name mismatch' });
      const audit = await auditRows('p2p.transaction.rejectWithdrawal', id);
      expect(audit).toHaveLength(1);
      expect(audit[0]?.before).toEqual({ status: 'APPROVED', withdrawalStatus: 'WITHDRAWAL_PENDING' });
      expect(audit[0]?.after).toMatchObject({ withdrawalStatus: 'WITHDRAWAL_REJECTED', reason: 'Beneficiary name mismatch' });
      expect((await decide(id, 'approveWithdrawal', admin)).status).toBe(409);
      expect((await decide(id, 'rejectWithdrawal', admin, { reason: 'Twice over' })).status).toBe(409);
    });

    it('forbids decisions to support and read-only users (403) and changes nothing', async () => {
      const id = await requested('SELL');
      for (const token of [support, vendors]) {
        const approve = await decide(id, 'approve', token);
        expect(approve.status).toBe(403);
        expect(approve.body.error.code).toBe('access.policyRequired');
        expect((await decide(id, 'reject', token, { reason: 'Not allowed' })).status).toBe(403);
      }
      expect((await decide(id, 'approve')).status).toBe(401);
      expect(await stored(id)).toMatchObject({ status: 'REQUESTED', decidedBy: null });
      expect(await auditCount(id)).toBe(0);

      const pending = await fresh(sql`t.withdrawal_status = 'WITHDRAWAL_PENDING'`);
      expect((await decide(pending, 'approveWithdrawal', support)).status).toBe(403);
      expect((await decide(pending, 'rejectWithdrawal', support, { reason: 'Not allowed' })).status).toBe(403);
      expect((await stored(pending))?.withdrawalStatus).toBe('WITHDRAWAL_PENDING');
      // Support may still read the queue.
      expect((await list('', support)).status).toBe(200);
    });
  });

  it('caps the total at 10,000 with totalIsCapped when more rows match, and stays exact below', async () => {
    // The run's demo data, its transactions copied forty times over by SQL: generating 12,000
    // anew cost this file most of its time, and only the count matters here.
    const big = await startTestServer(kind, {}, { demoData: true });
    try {
      await big.database.db.execute(sql`
        insert into p2p_transactions (transaction_number, customer_id, merchant_id, order_id, type, coin, fiat, crypto_amount, fiat_amount, price,
                                      status, withdrawal_status, reject_reason, decided_by, decided_at, created_at)
        select t.transaction_number || '-' || copy, customer_id, merchant_id, order_id, type, coin, fiat, crypto_amount, fiat_amount, price,
               status, withdrawal_status, reject_reason, decided_by, decided_at, created_at - make_interval(secs => copy)
          from p2p_transactions t cross join generate_series(1, 39) as copy`);
      await big.createAdmin({ email: 'counter@example.com', password: PASSWORD, role: 'finance' });
      const token = await signIn(big, 'counter@example.com');
      expect(await countWhere(big, sql`true`)).toBeGreaterThan(10_000);
      const all = await big.call<TxList>('GET', '/admin/p2p/transactions?status=ALL', { token });
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({ total: 10_000, totalIsCapped: true, page: 0, limit: 10 });
      expect(all.body.items).toHaveLength(10);
      const [newest] = await rowsOf<{ id: string }>(big, sql`select id from p2p_transactions order by created_at desc, id desc limit 1`);
      expect(all.body.items[0]?.id).toBe(newest?.id);

      const requestedOnly = await big.call<TxList>('GET', '/admin/p2p/transactions', { token });
      expect(requestedOnly.body.totalIsCapped).toBe(false);
      expect(requestedOnly.body.total).toBe(await countWhere(big, sql`t.status = 'REQUESTED'`));

      const lastAllowed = await big.call<TxList>('GET', '/admin/p2p/transactions?status=ALL&page=49&limit=200', { token });
      expect(lastAllowed.status).toBe(200);
      expect(lastAllowed.body.items).toHaveLength(200);
      const tooDeep = await big.call<ApiError>('GET', '/admin/p2p/transactions?status=ALL&page=51&limit=200', { token });
      expect(tooDeep.status).toBe(400);
      expect(fieldsOf(tooDeep.body)).toEqual(['page']);
    } finally {
      await big.close();
    }
  });
});
