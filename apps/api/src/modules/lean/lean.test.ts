import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeanTransaction } from '@exchange/contract/lean/lean-transactions';
import { LEAN_STATUSES } from '@exchange/contract/lean/lean-statuses';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { auditLog } from '../../platform/audit/audit-table.ts';
import { TEST_PASSWORD, UNKNOWN_UUID, fieldsOf, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { fetchCsvExport } from '../../testing/csv-test-helpers.ts';
import { customerPostingsOf, trimmed } from '../../testing/ledger-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';

const LIST = '/admin/lean/listTransaction';
const APPROVE = '/admin/lean/approveTransaction';
const SECOND_APPROVE = '/admin/lean/secondApproveTransaction';
const REJECT = '/admin/lean/rejectTransaction';

type LeanList = ListResponse<LeanTransaction>;

interface StoredRow {
  id: string;
  status: string;
  customer_id: string;
  amount: string;
  currency: string;
  decision_reason: string | null;
  decided_by: string | null;
  first_approved_by: string | null;
  payer_account: string;
}

const squash = (name: string) => name.replace(/\s+/g, '').toLowerCase();

describe.each(testDatabaseKinds())('LEAN transactions on %s', (kind) => {
  let server: TestServer;
  let financeToken: string;
  let finance2Token: string;
  let adminToken: string;
  let supportToken: string;
  let vendorsToken: string;
  let financeId: string;

  const list = (query: string, token = financeToken) => server.call<LeanList & ApiError>('GET', `${LIST}${query}`, { token });
  const approve = (body: unknown, token = financeToken) => server.call<LeanTransaction & ApiError>('POST', APPROVE, { token, body });
  const secondApprove = (body: unknown, token = finance2Token) => server.call<LeanTransaction & ApiError>('POST', SECOND_APPROVE, { token, body });
  const reject = (body: unknown, token = financeToken) => server.call<LeanTransaction & ApiError>('POST', REJECT, { token, body });
  const count = async (where: SQL = sql`true`) => {
    const [row] = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from lean_transactions t join customers c on c.id = t.customer_id where ${where}`);
    return row?.n ?? -1;
  };
  const stored = async (id: string) => (await rowsOf<StoredRow>(server, sql`select * from lean_transactions where id = ${id}`))[0];
  const ledger = (id: string) => customerPostingsOf(server, id);
  const auditRows = (targetId: string) =>
    server.database.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'lean_transaction'), eq(auditLog.targetId, targetId))).orderBy(asc(auditLog.id));

  /**
   * Demo deposits handed out one at a time, so no two tests decide the same one. `payer`: the
   * customer paid (one approval credits it) or a third party did (four-eyes: two approvals).
   */
  const taken = new Set<string>();
  async function deposit(status: string, payer: 'customer' | 'thirdParty' | 'any' = 'customer'): Promise<string> {
    const same = sql`lower(regexp_replace(t.payer_name, '\\s+', '', 'g')) = lower(regexp_replace(c.name, '\\s+', '', 'g'))`;
    const match = payer === 'any' ? sql`true` : payer === 'customer' ? same : sql`not ${same}`;
    const rows = await rowsOf<{ id: string }>(server, sql`select t.id from lean_transactions t join customers c on c.id = t.customer_id
      where t.status = ${status} and ${match} order by t.reference`);
    const free = rows.find((r) => !taken.has(r.id));
    if (!free) throw new Error(`no free ${status} deposit in the demo data`);
    taken.add(free.id);
    return free.id;
  }

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { demoData: true });
    financeId = await server.createAdmin({ email: 'finance1@example.com', password: TEST_PASSWORD, role: 'finance', name: 'Fiona Finance' });
    await server.createAdmin({ email: 'finance2@example.com', password: TEST_PASSWORD, role: 'finance', name: 'Frank Finance' });
    await server.createAdmin({ email: 'admin@example.com', password: TEST_PASSWORD, role: 'admin' });
    await server.createAdmin({ email: 'support@example.com', password: TEST_PASSWORD, role: 'support' });
    await server.createAdmin({ email: 'vendors@example.com', password: TEST_PASSWORD, role: 'vendorsReadOnly' });
    financeToken = await signIn(server, 'finance1@example.com');
    finance2Token = await signIn(server, 'finance2@example.com');
    adminToken = await signIn(server, 'admin@example.com');
    supportToken = await signIn(server, 'support@example.com');
    vendorsToken = await signIn(server, 'vendors@example.com');
  });
  afterAll(() => server.close());

  describe('listTransaction', () => {
    it('has demo deposits in AED and SAR in every status over two months, the open ones recent, some paid by someone else', async () => {
      expect(await count()).toBeGreaterThanOrEqual(290);
      for (const status of LEAN_STATUSES) expect(await count(sql`t.status = ${status}`), status).toBeGreaterThan(0);
      for (const currency of ['AED', 'SAR']) expect(await count(sql`t.currency = ${currency}`), currency).toBeGreaterThan(0);
      expect(await count(sql`t.created_at < now() - interval '45 days'`)).toBeGreaterThan(0);
      expect(await count(sql`t.created_at < now() - interval '62 days'`)).toBe(0);
      expect(await count(sql`t.status in ('PENDING', 'AWAITING_APPROVAL') and t.created_at < now() - interval '4 days'`)).toBe(0);
      const awaiting = await list('?limit=200');
      expect(awaiting.body.items.some((t) => !t.payerNameMatches)).toBe(true);
      expect(awaiting.body.items.some((t) => t.payerNameMatches)).toBe(true);
      // An approved demo deposit has credited its customer, exactly as an approval through the API does.
      const [credits] = await rowsOf<{ missing: number }>(server, sql`
        select count(*)::int as missing from lean_transactions t where t.status = 'APPROVED'
        and not exists (select 1 from ledger_entries e join ledger_lines l on l.entry_id = e.id join ledger_accounts a on a.id = l.account_id
          where e.kind = 'LEAN_DEPOSIT' and e.reference_id = t.id::text and a.customer_id = t.customer_id and a.bucket = 'AVAILABLE' and l.amount = t.amount and l.asset = t.currency)`);
      expect(credits?.missing).toBe(0);
    });

    it('lists the deposits awaiting approval by default, newest first, page 0 and limit 10, pages that do not overlap', async () => {
      const first = await list('');
      expect(first.status).toBe(200);
      const awaiting = await count(sql`t.status = 'AWAITING_APPROVAL'`);
      expect(first.body).toMatchObject({ page: 0, limit: 10, total: awaiting, totalIsCapped: false });
      expect(first.body.items.every((t) => t.status === 'AWAITING_APPROVAL')).toBe(true);
      const expected = await rowsOf<{ id: string }>(server, sql`select id from lean_transactions where status = 'AWAITING_APPROVAL' order by created_at desc, id desc limit 20`);
      const second = await list('?page=1');
      expect([...first.body.items, ...second.body.items].map((t) => t.id)).toEqual(expected.map((r) => r.id));

      const all = await list('?status=ALL&limit=200&page=1');
      const allRows = await rowsOf<{ id: string }>(server, sql`select id from lean_transactions order by created_at desc, id desc offset 200 limit 200`);
      expect(all.body.total).toBe(await count());
      expect(all.body.items.map((t) => t.id)).toEqual(allRows.map((r) => r.id));
    });

    it('returns every field, the customer, the decider by name, the payer account masked, and whether the payer is the customer', async () => {
      const answer = await list('?status=ALL&limit=200');
      const rows = await rowsOf<StoredRow & { reference: string; email: string; name: string; payer_name: string; bank_name: string; decider: string | null; failure_reason: string | null }>(server, sql`
        select t.*, t.amount::text as amount, c.email, c.name, a.name as decider from lean_transactions t join customers c on c.id = t.customer_id
        left join admins a on a.id = t.decided_by`);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const text = JSON.stringify(answer.body);
      let mismatches = 0;
      for (const item of answer.body.items) {
        const row = byId.get(item.id);
        if (!row) throw new Error('unknown row');
        expect(item).toMatchObject({
          reference: row.reference,
          customer: { id: row.customer_id, name: row.name, email: row.email },
          amount: row.amount,
          currency: row.currency,
          bankName: row.bank_name,
          payerName: row.payer_name,
          status: row.status,
          failureReason: row.failure_reason,
          decisionReason: row.decision_reason,
        });
        expect(item.decidedBy?.name ?? null).toBe(row.decider);
        expect(item.amount).toMatch(/^\d+\.\d{2}$/);
        expect(item.payerAccount).toBe(`****${row.payer_account.slice(-4)}`);
        expect(text).not.toContain(row.payer_account);
        expect(text).not.toContain(row.payer_account.slice(0, -4));
        expect(item.payerNameMatches, `${item.payerName} / ${item.customer.name}`).toBe(squash(item.payerName) === squash(item.customer.name));
        expect(item.requiresSecondApproval).toBe(!item.payerNameMatches);
        expect(item.firstApproval?.by.id ?? null).toBe(row.first_approved_by);
        if (!item.payerNameMatches) mismatches += 1;
      }
      expect(mismatches).toBeGreaterThan(0);
      // A bank that prints the name in capitals and with other spacing still names the customer.
      const upper = answer.body.items.find((t) => t.payerName !== t.customer.name && t.payerNameMatches);
      expect(upper).toBeDefined();
    });

    it('filters by status, currency, search (reference or customer e-mail) and dates, each total equal to a SQL count', async () => {
      const [sample] = await rowsOf<{ reference: string; email: string; day: string }>(server, sql`
        select t.reference, c.email, to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD') as day from lean_transactions t join customers c on c.id = t.customer_id
        where t.status = 'APPROVED' order by t.created_at limit 1 offset 20`);
      if (!sample) throw new Error('no demo deposit');
      const dayStart = new Date(`${sample.day}T00:00:00Z`);
      const dayEnd = new Date(dayStart.getTime() + 86_400_000);
      const cases: [string, SQL, (t: LeanTransaction) => boolean][] = [
        ...LEAN_STATUSES.map((status): [string, SQL, (t: LeanTransaction) => boolean] => [`status=${status}`, sql`t.status = ${status}`, (t) => t.status === status]),
        ['status=ALL&currency=SAR', sql`t.currency = 'SAR'`, (t) => t.currency === 'SAR'],
        ['currency=AED', sql`t.status = 'AWAITING_APPROVAL' and t.currency = 'AED'`, (t) => t.currency === 'AED' && t.status === 'AWAITING_APPROVAL'],
        [`status=ALL&search=${sample.reference.toLowerCase()}`, sql`t.reference = ${sample.reference}`, (t) => t.reference === sample.reference],
        [`status=ALL&search=${encodeURIComponent(sample.email.toUpperCase())}`, sql`c.email = ${sample.email}`, (t) => t.customer.email === sample.email],
        [`status=ALL&startDate=${sample.day}&endDate=${sample.day}`, sql`t.created_at >= ${dayStart.toISOString()}::timestamptz and t.created_at < ${dayEnd.toISOString()}::timestamptz`,
          (t) => Date.parse(t.createdAt) >= dayStart.getTime() && Date.parse(t.createdAt) < dayEnd.getTime()],
        [`status=APPROVED&startDate=${sample.day}`, sql`t.status = 'APPROVED' and t.created_at >= ${dayStart.toISOString()}::timestamptz`, (t) => Date.parse(t.createdAt) >= dayStart.getTime()],
        [`status=ALL&endDate=${sample.day}`, sql`t.created_at < ${dayEnd.toISOString()}::timestamptz`, (t) => Date.parse(t.createdAt) < dayEnd.getTime()],
      ];
      for (const [query, where, matches] of cases) {
        const answer = await list(`?limit=200&${query}`);
        expect(answer.status, query).toBe(200);
        const expected = await count(where);
        expect(expected, query).toBeGreaterThan(0);
        expect(answer.body.total, query).toBe(expected);
        expect(answer.body.items, query).toHaveLength(Math.min(expected, 200));
        expect(answer.body.items.every(matches), query).toBe(true);
      }
      expect((await list(`?status=ALL&search=${encodeURIComponent('%')}`)).body.total).toBe(0);
      expect((await list('?status=ALL&search=LN-none-such')).body).toMatchObject({ total: 0, items: [] });
    });

    it('refuses bad parameters with a 400 naming the parameter', async () => {
      const cases: [string, string][] = [
        ['status=BOGUS', 'status'],
        ['status=approved', 'status'],
        ['limit=0', 'limit'],
        ['limit=201', 'limit'],
        ['page=-1', 'page'],
        ['page=0.5', 'page'],
        ['page=5000&limit=10', 'page'],
        ['currency=USD', 'currency'],
        ['startDate=yesterday', 'startDate'],
        ['endDate=2024-02-30x', 'endDate'],
        ['startDate=2024-05-02&endDate=2024-05-01', 'endDate'],
        [`search=${'x'.repeat(101)}`, 'search'],
        ['search=a%00b', 'search'],
      ];
      for (const [query, field] of cases) {
        const answer = await list(`?${query}`);
        expect(answer.status, query).toBe(400);
        expect(answer.body.error.code, query).toMatch(/^validation\./);
        expect(fieldsOf(answer.body), query).toContain(field);
      }
    });

    it('needs lean.read: support reads, an admin without it gets 403, no session gets 401', async () => {
      expect((await list('', supportToken)).status).toBe(200);
      expect((await list('', vendorsToken)).status).toBe(403);
      expect((await server.call('GET', LIST)).status).toBe(401);
    });

    it('exports every deposit matching the filters as CSV, whatever the page, payer account masked, and audits it', async () => {
      const csv = await fetchCsvExport(server, `${LIST}?status=ALL&currency=AED&page=4&limit=2`, supportToken);
      expect(csv.status).toBe(200);
      expect(csv.disposition).toMatch(/^attachment; filename="lean-transactions-.*\.csv"$/);
      expect(csv.header).toEqual(['reference', 'created_at', 'status', 'amount', 'currency', 'customer_name', 'customer_email', 'bank_name', 'payer_name', 'payer_account',
        'payer_is_customer', 'failure_reason', 'first_approved_by', 'first_approved_at', 'decided_by', 'decided_at', 'decision_reason']);
      expect(csv.rows).toHaveLength(await count(sql`t.currency = 'AED'`));
      expect(csv.rows.every((r) => r.currency === 'AED' && /^\*{4}.{4}$/.test(r.payer_account ?? ''))).toBe(true);
      const [first] = (await list('?status=ALL&currency=AED&limit=1')).body.items;
      expect(csv.rows[0]).toMatchObject({
        reference: first?.reference, created_at: first?.createdAt.slice(0, 19) + 'Z', status: first?.status, amount: first?.amount, customer_email: first?.customer.email,
        payer_account: first?.payerAccount, payer_is_customer: String(first?.payerNameMatches),
      });
      expect(csv.audits).toEqual([{ action: 'lean.transactions.export_csv', targetType: 'lean_transactions', detail: JSON.stringify({ status: 'ALL', currency: 'AED' }), actorId: expect.any(String) }]);
      const backwards = await fetchCsvExport(server, `${LIST}?startDate=2026-02-01&endDate=2026-01-01`, supportToken);
      expect(backwards.status).toBe(400);
      expect(backwards.audits).toEqual([]);
    });
  });

  describe('approveTransaction and rejectTransaction', () => {
    it('approves a deposit awaiting approval: status, decider, one ledger credit of the amount and currency, one audit row', async () => {
      const id = await deposit('AWAITING_APPROVAL');
      const before = await stored(id);
      const answer = await approve({ transactionId: id, notes: '  Payer verified by phone  ' });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id, status: 'APPROVED', decisionReason: 'Payer verified by phone', decidedBy: { id: financeId, name: 'Fiona Finance' } });
      expect(Date.now() - Date.parse(answer.body.decidedAt ?? '')).toBeLessThan(60_000);
      const credits = await ledger(id);
      expect(credits).toHaveLength(1);
      expect(credits[0]).toMatchObject({ customerId: before?.customer_id, bucket: 'AVAILABLE', asset: before?.currency, kind: 'LEAN_DEPOSIT', actorId: financeId, counterparty: 'BANK' });
      expect(credits[0]?.amount).toBe(trimmed(before?.amount));
      const audit = await auditRows(id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'lean.transaction.approve', outcome: 'SUCCESS', actorId: financeId });
      expect(audit[0]?.before).toEqual({ status: 'AWAITING_APPROVAL' });
      expect(answer.body).toMatchObject({ requiresSecondApproval: false, firstApproval: null });
      expect(audit[0]?.after).toMatchObject({ status: 'APPROVED', amount: answer.body.amount, currency: answer.body.currency, customerId: before?.customer_id });

      // Approving twice is a 409 and never a second credit; rejecting after it is a 409 too.
      const again = await approve({ transactionId: id }, finance2Token);
      expect(again.status).toBe(409);
      expect(again.body.error).toEqual({ code: 'lean.alreadyApproved', message: 'This deposit is approved already' });
      expect((await reject({ transactionId: id, reason: 'Too late' }, finance2Token)).status).toBe(409);
      const events = await rowsOf<{ type: string; data: { amount: string } }>(server, sql`select type, data from integration_events where subject_id = ${id}`);
      expect(events).toEqual([{ type: 'deposit.credited', data: expect.objectContaining({ amount: answer.body.amount, method: 'LEAN' }) }]);
      expect(await ledger(id)).toHaveLength(1);
      expect(await auditRows(id)).toHaveLength(1);
      expect(await stored(id)).toMatchObject({ status: 'APPROVED', decided_by: financeId });
    });

    it('approves without notes', async () => {
      const id = await deposit('AWAITING_APPROVAL');
      const answer = await approve({ transactionId: id }, adminToken);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ status: 'APPROVED', decisionReason: null });
      expect(await ledger(id)).toHaveLength(1);
    });

    it('refuses to decide a pending, failed, approved or rejected deposit with 409 and credits nothing', async () => {
      const codes: Record<string, string> = { PENDING: 'lean.notConfirmed', FAILED: 'lean.failed', APPROVED: 'lean.alreadyApproved', REJECTED: 'lean.alreadyRejected' };
      for (const status of ['PENDING', 'FAILED', 'APPROVED', 'REJECTED']) {
        const id = await deposit(status, 'any');
        const creditsBefore = (await ledger(id)).length;
        const approved = await approve({ transactionId: id });
        expect(approved.status, status).toBe(409);
        expect(approved.body.error.code).toBe(codes[status]);
        expect((await secondApprove({ transactionId: id })).body.error.code, status).toBe(codes[status]);
        expect(approved.body.error.message.toLowerCase(), status).toContain(status.toLowerCase());
        const rejected = await reject({ transactionId: id, reason: 'Not this one' });
        expect(rejected.status, status).toBe(409);
        expect((await stored(id))?.status).toBe(status);
        expect(await ledger(id)).toHaveLength(creditsBefore);
        expect(await auditRows(id)).toHaveLength(0);
      }
    });

    it('rejects with a reason (required, 3 to 500 characters), credits nothing, and then refuses an approval with 409', async () => {
      const id = await deposit('AWAITING_APPROVAL');
      const refusals: [unknown, string][] = [
        [{ transactionId: id }, 'reason'],
        [{ transactionId: id, reason: ' x ' }, 'reason'],
        [{ transactionId: id, reason: 'x'.repeat(501) }, 'reason'],
        [{ transactionId: id, reason: 7 }, 'reason'],
        [{ transactionId: id, reason: 'Nul \u0000 inside' }, 'reason'],
      ];
      for (const [body, field] of refusals) {
        const answer = await reject(body);
        expect(answer.status).toBe(400);
        expect(fieldsOf(answer.body)).toContain(field);
      }
      expect((await stored(id))?.status).toBe('AWAITING_APPROVAL');

      const rejected = await reject({ transactionId: id, reason: 'Payer name does not match the account holder' });
      expect(rejected.status).toBe(200);
      expect(rejected.body).toMatchObject({ status: 'REJECTED', decisionReason: 'Payer name does not match the account holder', decidedBy: { id: financeId } });
      expect(await ledger(id)).toHaveLength(0);
      expect((await auditRows(id)).map((r) => r.action)).toEqual(['lean.transaction.reject']);
      const late = await approve({ transactionId: id }, finance2Token);
      expect(late.status).toBe(409);
      expect(late.body.error.message).toContain('rejected');
      expect(await ledger(id)).toHaveLength(0);
    });

    it('answers 404 for an unknown deposit and 400 naming the field for a bad id or notes', async () => {
      const unknown = await approve({ transactionId: UNKNOWN_UUID });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('lean.notFound');
      expect((await secondApprove({ transactionId: UNKNOWN_UUID })).status).toBe(404);
      expect((await reject({ transactionId: UNKNOWN_UUID, reason: 'Unknown one' })).status).toBe(404);
      const cases: [string, unknown, string][] = [
        [APPROVE, { transactionId: 'nope' }, 'transactionId'],
        [APPROVE, {}, 'transactionId'],
        [APPROVE, { transactionId: UNKNOWN_UUID, notes: 'x'.repeat(501) }, 'notes'],
        [APPROVE, { transactionId: UNKNOWN_UUID, notes: 'Nul \u0000 inside' }, 'notes'],
        [REJECT, { transactionId: 'nope', reason: 'Because' }, 'transactionId'],
      ];
      for (const [path, body, field] of cases) {
        const answer = await server.call<ApiError>('POST', path, { token: financeToken, body });
        expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
        expect(fieldsOf(answer.body)).toContain(field);
      }
      expect(await ledger(UNKNOWN_UUID)).toHaveLength(0);
    });

    it('needs lean.decide: support and read-only admins get 403 and nothing is credited', async () => {
      const id = await deposit('AWAITING_APPROVAL');
      for (const token of [supportToken, vendorsToken]) {
        const approved = await approve({ transactionId: id }, token);
        expect(approved.status).toBe(403);
        expect(approved.body.error).toMatchObject({ code: 'access.policyRequired', params: { policy: 'lean.decide' } });
        expect((await reject({ transactionId: id, reason: 'Not mine to decide' }, token)).status).toBe(403);
      }
      expect((await server.call('POST', APPROVE, { body: { transactionId: id } })).status).toBe(401);
      expect((await stored(id))?.status).toBe('AWAITING_APPROVAL');
      expect(await ledger(id)).toHaveLength(0);
      expect(await auditRows(id)).toHaveLength(0);
    });

    it('lets exactly one of several approvals at the same moment win: one 200, the others 409, one ledger credit', async () => {
      const id = await deposit('AWAITING_APPROVAL');
      const tokens = [financeToken, finance2Token, adminToken, financeToken, finance2Token];
      const answers = await Promise.all(tokens.map((token) => approve({ transactionId: id }, token)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
      const winner = answers.find((a) => a.status === 200);
      expect(await ledger(id)).toHaveLength(1);
      expect((await ledger(id))[0]?.actorId).toBe(winner?.body.decidedBy?.id);
      expect(await auditRows(id)).toHaveLength(1);
    });

    it('lets exactly one of an approval and a rejection racing each other win', async () => {
      const id = await deposit('AWAITING_APPROVAL');
      const answers = await Promise.all([
        reject({ transactionId: id, reason: 'Race reject' }, finance2Token),
        approve({ transactionId: id }),
        reject({ transactionId: id, reason: 'Race reject two' }, adminToken),
        approve({ transactionId: id }, finance2Token),
      ]);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
      const winner = answers.find((a) => a.status === 200);
      expect((await stored(id))?.status).toBe(winner?.body.status);
      expect(await ledger(id)).toHaveLength(winner?.body.status === 'APPROVED' ? 1 : 0);
      expect(await auditRows(id)).toHaveLength(1);
    });
  });
  describe('four-eyes on third-party deposits', () => {
    it('takes a first approval without crediting, refuses the second from the same admin, and credits on another admin\'s', async () => {
      const id = await deposit('AWAITING_APPROVAL', 'thirdParty');
      const first = await approve({ transactionId: id, notes: 'Signed authorisation on file' });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        status: 'AWAITING_SECOND_APPROVAL',
        requiresSecondApproval: true,
        payerNameMatches: false,
        decidedBy: null,
        firstApproval: { by: { id: financeId, name: 'Fiona Finance' }, notes: 'Signed authorisation on file' },
      });
      expect(await ledger(id)).toHaveLength(0);
      expect((await auditRows(id)).map((r) => [r.action, r.actorId])).toEqual([['lean.transaction.approveFirst', financeId]]);

      // The first approver cannot credit it, from this session or another one; approving again is no second approval either.
      const otherSession = await signIn(server, 'finance1@example.com');
      for (const token of [financeToken, otherSession]) {
        const self = await secondApprove({ transactionId: id }, token);
        expect(self.status).toBe(409);
        expect(self.body.error.code).toBe('lean.fourEyes');
        expect(self.body.error.message).toContain('Four-eyes');
      }
      expect((await approve({ transactionId: id }, finance2Token)).body.error.code).toBe('lean.needsSecondApproval');
      expect(await stored(id)).toMatchObject({ status: 'AWAITING_SECOND_APPROVAL', decided_by: null, first_approved_by: financeId });
      expect(await ledger(id)).toHaveLength(0);

      const second = await secondApprove({ transactionId: id, notes: 'Called the payer' });
      expect(second.status).toBe(200);
      expect(second.body).toMatchObject({
        status: 'APPROVED',
        decisionReason: 'Called the payer',
        decidedBy: { name: 'Frank Finance' },
        firstApproval: { by: { id: financeId }, notes: 'Signed authorisation on file' },
      });
      const credits = await ledger(id);
      expect(credits).toHaveLength(1);
      expect(credits[0]?.actorId).toBe(second.body.decidedBy?.id);
      const audit = await auditRows(id);
      expect(audit.map((r) => r.action)).toEqual(['lean.transaction.approveFirst', 'lean.transaction.approveSecond']);
      expect(audit[1]?.before).toMatchObject({ status: 'AWAITING_SECOND_APPROVAL', firstApprovedBy: financeId });
      expect(audit[1]?.after).toMatchObject({ status: 'APPROVED', firstApprovedBy: financeId, ledgerEntryId: expect.any(String) });
      expect((await secondApprove({ transactionId: id }, adminToken)).body.error.code).toBe('lean.alreadyApproved');
      expect(await ledger(id)).toHaveLength(1);
    });

    it('refuses a second approval of a deposit that has no first one, and lets either awaiting status be rejected', async () => {
      const own = await deposit('AWAITING_APPROVAL', 'customer');
      const early = await secondApprove({ transactionId: own });
      expect(early.status).toBe(409);
      expect(early.body.error.code).toBe('lean.firstApprovalMissing');
      const thirdParty = await deposit('AWAITING_APPROVAL', 'thirdParty');
      expect((await secondApprove({ transactionId: thirdParty })).body.error.code).toBe('lean.firstApprovalMissing');
      expect(await ledger(own)).toHaveLength(0);

      // The first approver may still stop it: a rejection moves no money.
      expect((await approve({ transactionId: thirdParty })).body.status).toBe('AWAITING_SECOND_APPROVAL');
      const rejected = await reject({ transactionId: thirdParty, reason: 'The payer could not be reached' });
      expect(rejected.status).toBe(200);
      expect(rejected.body).toMatchObject({ status: 'REJECTED', decidedBy: { id: financeId }, firstApproval: { by: { id: financeId } } });
      expect((await secondApprove({ transactionId: thirdParty })).body.error.code).toBe('lean.alreadyRejected');
      expect(await ledger(thirdParty)).toHaveLength(0);
    });

    it('lets exactly one of several second approvals at once win, never the first approver\'s', async () => {
      const id = await deposit('AWAITING_APPROVAL', 'thirdParty');
      expect((await approve({ transactionId: id }, adminToken)).body.status).toBe('AWAITING_SECOND_APPROVAL');
      const answers = await Promise.all([financeToken, adminToken, finance2Token, adminToken].map((token) => secondApprove({ transactionId: id }, token)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
      // The first approver's own calls lose whatever the order: refused by the rule, or finding it credited.
      for (const own of [answers[1], answers[3]]) {
        expect(own?.status).toBe(409);
        expect(['lean.fourEyes', 'lean.alreadyApproved']).toContain(own?.body.error.code);
      }
      const winner = answers.find((a) => a.status === 200);
      expect(winner?.body.firstApproval?.by.id).not.toBe(winner?.body.decidedBy?.id);
      expect(await ledger(id)).toHaveLength(1);
    });

    it('is held by the database too: a third-party deposit credited by its first approver is refused', async () => {
      const id = await deposit('AWAITING_APPROVAL', 'thirdParty');
      expect((await approve({ transactionId: id })).status).toBe(200);
      const failure = await server.database.db.execute(sql`update lean_transactions set status = 'APPROVED', decided_by = first_approved_by where id = ${id}`)
        .then(() => 'updated', (error: unknown) => (error instanceof Error ? `${error.message} ${String(error.cause)}` : String(error)));
      expect(failure).toMatch(/lean_transactions_four_eyes_check/);
      expect((await stored(id))?.status).toBe('AWAITING_SECOND_APPROVAL');
    });
  });
});
