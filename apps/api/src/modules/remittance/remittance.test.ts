import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { Beneficiary, BeneficiaryList } from '@exchange/contract/remittance/beneficiaries';
import { BENEFICIARY_STATUSES } from '@exchange/contract/remittance/beneficiary-statuses';
import { auditLog } from '../../platform/audit/audit-table.ts';
import { TEST_PASSWORD, UNKNOWN_UUID, fieldsOf, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { fetchCsvExport } from '../../testing/csv-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';

const LIST = '/admin/remittance/getCddBeneficiaries';
const UPDATE = '/admin/remittance/updateCddBeneficiary';

interface StoredRow {
  id: string;
  status: string;
  risk_level: string;
  review_reason: string | null;
  reviewed_by: string | null;
  account_number: string;
}

describe.each(testDatabaseKinds())('remittance CDD beneficiaries on %s', (kind) => {
  let server: TestServer;
  let adminToken: string;
  let admin2Token: string;
  let supportToken: string;
  let vendorsToken: string;
  let adminId: string;

  const list = (query: string, token = adminToken) => server.call<BeneficiaryList & ApiError>('GET', `${LIST}${query}`, { token });
  const update = (body: unknown, token = adminToken) => server.call<Beneficiary & ApiError>('POST', UPDATE, { token, body });
  const count = async (where: SQL = sql`true`) => {
    const [row] = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from remittance_beneficiaries b join customers c on c.id = b.customer_id where ${where}`);
    return row?.n ?? -1;
  };
  const stored = async (id: string) => (await rowsOf<StoredRow>(server, sql`select * from remittance_beneficiaries where id = ${id}`))[0];
  const auditRows = (targetId: string) =>
    server.database.db.select().from(auditLog).where(and(eq(auditLog.targetType, 'remittance_beneficiary'), eq(auditLog.targetId, targetId))).orderBy(asc(auditLog.id));

  /** Demo beneficiaries handed out one at a time, so no two tests decide the same one. */
  const taken = new Set<string>();
  async function beneficiary(status: string, risk: 'LOW' | 'MEDIUM' | 'HIGH' | 'NOT_HIGH' = 'NOT_HIGH'): Promise<string> {
    const riskCondition = risk === 'NOT_HIGH' ? sql`risk_level <> 'HIGH'` : sql`risk_level = ${risk}`;
    const rows = await rowsOf<{ id: string }>(server, sql`select id from remittance_beneficiaries where status = ${status} and ${riskCondition} order by created_at, id`);
    const free = rows.find((r) => !taken.has(r.id));
    if (!free) throw new Error(`no free ${status} ${risk} beneficiary in the demo data`);
    taken.add(free.id);
    return free.id;
  }

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { demoData: true });
    adminId = await server.createAdmin({ email: 'reviewer@example.com', password: TEST_PASSWORD, role: 'admin', name: 'Rhea Reviewer' });
    await server.createAdmin({ email: 'reviewer2@example.com', password: TEST_PASSWORD, role: 'admin', name: 'Remy Reviewer' });
    await server.createAdmin({ email: 'support@example.com', password: TEST_PASSWORD, role: 'support' });
    await server.createAdmin({ email: 'vendors@example.com', password: TEST_PASSWORD, role: 'vendorsReadOnly' });
    adminToken = await signIn(server, 'reviewer@example.com');
    admin2Token = await signIn(server, 'reviewer2@example.com');
    supportToken = await signIn(server, 'support@example.com');
    vendorsToken = await signIn(server, 'vendors@example.com');
  });
  afterAll(() => server.close());

  describe('getCddBeneficiaries', () => {
    it('has demo beneficiaries in every status, risk level and several countries', async () => {
      expect(await count()).toBeGreaterThanOrEqual(140);
      for (const status of BENEFICIARY_STATUSES) expect(await count(sql`b.status = ${status}`), status).toBeGreaterThan(0);
      for (const risk of ['LOW', 'MEDIUM', 'HIGH']) expect(await count(sql`b.risk_level = ${risk}`), risk).toBeGreaterThan(0);
      const [countries] = await rowsOf<{ n: number }>(server, sql`select count(distinct country)::int as n from remittance_beneficiaries`);
      expect(countries?.n).toBeGreaterThanOrEqual(5);
      // Every approved HIGH-risk one says why, as the rule demands of a reviewer.
      expect(await count(sql`b.status = 'APPROVED' and b.risk_level = 'HIGH' and b.review_reason is null`)).toBe(0);
    });

    it('lists every status newest first with the default page (pageNo 1, pageSize 20) and pages that do not overlap', async () => {
      const first = await list('');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ pageNo: 1, pageSize: 20, total: await count(), totalIsCapped: false });
      expect(first.body.items).toHaveLength(20);
      const expected = await rowsOf<{ id: string }>(server, sql`select id from remittance_beneficiaries order by created_at desc, id desc limit 40`);
      const second = await list('?pageNo=2');
      expect(second.body.pageNo).toBe(2);
      expect([...first.body.items, ...second.body.items].map((b) => b.id)).toEqual(expected.map((r) => r.id));
      const all = await list('?pageSize=200');
      expect(all.body.items).toHaveLength(Number(first.body.total));
      const beyond = await list(`?pageNo=${Math.ceil(Number(first.body.total) / 20) + 1}`);
      expect(beyond.status).toBe(200);
      expect(beyond.body.items).toEqual([]);
    });

    it('lists the pending review queue oldest first, and the other statuses newest first', async () => {
      const pending = await list('?status=PENDING_REVIEW&pageSize=200');
      expect(pending.status).toBe(200);
      const queue = await rowsOf<{ id: string }>(server, sql`select id from remittance_beneficiaries where status = 'PENDING_REVIEW' order by created_at, id`);
      expect(pending.body.items.map((b) => b.id)).toEqual(queue.map((r) => r.id));
      expect(pending.body.total).toBe(queue.length);
      for (const status of ['INFO_REQUESTED', 'APPROVED', 'REJECTED'] as const) {
        const answer = await list(`?status=${status}&pageSize=200`);
        const rows = await rowsOf<{ id: string }>(server, sql`select id from remittance_beneficiaries where status = ${status} order by created_at desc, id desc`);
        expect(answer.body.items.map((b) => b.id), status).toEqual(rows.map((r) => r.id));
        expect(answer.body.items.every((b) => b.status === status), status).toBe(true);
      }
    });

    it('returns every field, with the customer, the reviewer by name, and the account number masked to its last 4 characters', async () => {
      const answer = await list('?status=APPROVED&pageSize=200');
      const rows = await rowsOf<StoredRow & { full_name: string; customer_id: string; email: string; name: string; reviewer: string; created_at: string; reviewed_at: string }>(server, sql`
        select b.*, c.email, c.name, a.name as reviewer from remittance_beneficiaries b join customers c on c.id = b.customer_id
        join admins a on a.id = b.reviewed_by where b.status = 'APPROVED'`);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const text = JSON.stringify(answer.body);
      for (const item of answer.body.items) {
        const row = byId.get(item.id);
        expect(row).toBeDefined();
        expect(item.customer).toEqual({ id: row?.customer_id, name: row?.name, email: row?.email });
        expect(item.fullName).toBe(row?.full_name);
        expect(item.reviewedBy?.name).toBe(row?.reviewer);
        expect(item.reviewedAt).not.toBeNull();
        expect(item.accountNumber).toBe(`****${row?.account_number.slice(-4)}`);
        // The full number appears nowhere in the answer.
        expect(text).not.toContain(row?.account_number);
        expect(text).not.toContain(row?.account_number.slice(0, -4));
      }
      const pending = await list('?status=PENDING_REVIEW&pageSize=1');
      expect(pending.body.items[0]).toMatchObject({ status: 'PENDING_REVIEW', reviewedBy: null, reviewedAt: null, reviewReason: null });
    });

    it('filters by risk level and country and searches customer e-mail and name and beneficiary name, each total equal to a SQL count', async () => {
      const [sample] = await rowsOf<{ email: string; customer: string; full_name: string; country: string }>(server, sql`
        select c.email, c.name as customer, b.full_name, b.country from remittance_beneficiaries b join customers c on c.id = b.customer_id
        order by b.created_at limit 1`);
      if (!sample) throw new Error('no demo beneficiary');
      const lastName = sample.full_name.split(' ').pop() ?? '';
      const cases: [string, SQL, (b: Beneficiary) => boolean][] = [
        ['riskLevel=HIGH', sql`b.risk_level = 'HIGH'`, (b) => b.riskLevel === 'HIGH'],
        [`country=${sample.country}`, sql`b.country = ${sample.country}`, (b) => b.country === sample.country],
        [`status=PENDING_REVIEW&riskLevel=LOW`, sql`b.status = 'PENDING_REVIEW' and b.risk_level = 'LOW'`, (b) => b.status === 'PENDING_REVIEW' && b.riskLevel === 'LOW'],
        [`search=${encodeURIComponent(sample.email.toUpperCase())}`, sql`c.email ilike ${sample.email}`, (b) => b.customer.email === sample.email],
        [`search=${encodeURIComponent(lastName.toLowerCase())}`, sql`(c.email ilike ${`%${lastName}%`} or c.name ilike ${`%${lastName}%`} or b.full_name ilike ${`%${lastName}%`})`,
          (b) => [b.customer.email, b.customer.name, b.fullName].some((v) => v.toLowerCase().includes(lastName.toLowerCase()))],
        [`search=${encodeURIComponent(sample.customer)}`, sql`(c.name ilike ${`%${sample.customer}%`} or b.full_name ilike ${`%${sample.customer}%`})`,
          (b) => [b.customer.name, b.fullName].some((v) => v.toLowerCase().includes(sample.customer.toLowerCase()))],
      ];
      for (const [query, where, matches] of cases) {
        const answer = await list(`?pageSize=200&${query}`);
        expect(answer.status, query).toBe(200);
        const expected = await count(where);
        expect(expected, query).toBeGreaterThan(0);
        expect(answer.body.total, query).toBe(expected);
        expect(answer.body.items, query).toHaveLength(expected);
        expect(answer.body.items.every(matches), query).toBe(true);
      }
      expect((await list(`?search=${encodeURIComponent('%')}`)).body.total).toBe(0);
      expect((await list(`?search=${encodeURIComponent('_')}`)).body.total).toBe(0);
      expect((await list('?search=nobody-by-this-name')).body).toMatchObject({ total: 0, items: [] });
    });

    it('refuses bad parameters with a 400 naming the parameter', async () => {
      const cases: [string, string][] = [
        ['status=BOGUS', 'status'],
        ['status=pending_review', 'status'],
        ['pageSize=0', 'pageSize'],
        ['pageSize=500', 'pageSize'],
        ['pageSize=1.5', 'pageSize'],
        ['pageNo=0', 'pageNo'],
        ['pageNo=-1', 'pageNo'],
        ['pageNo=999999', 'pageNo'],
        ['riskLevel=EXTREME', 'riskLevel'],
        ['country=XX', 'country'],
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

    it('needs remittance.read: support reads, an admin without it gets 403, no session gets 401', async () => {
      expect((await list('', supportToken)).status).toBe(200);
      const denied = await list('', vendorsToken);
      expect(denied.status).toBe(403);
      expect(denied.body.error.code).toBe('access.policyRequired');
      expect((await server.call('GET', LIST)).status).toBe(401);
    });

    it('exports every beneficiary matching the filters as CSV in the order of the list, account masked, and audits it', async () => {
      const csv = await fetchCsvExport(server, `${LIST}?status=PENDING_REVIEW&riskLevel=HIGH&pageNo=2&pageSize=1`, supportToken);
      expect(csv.status).toBe(200);
      expect(csv.disposition).toMatch(/^attachment; filename="remittance-beneficiaries-.*\.csv"$/);
      expect(csv.header).toEqual(['created_at', 'status', 'risk_level', 'customer_name', 'customer_email', 'beneficiary_name', 'relationship', 'country', 'bank_name',
        'account_number', 'purpose', 'review_reason', 'reviewed_by', 'reviewed_at']);
      const listed = (await list('?status=PENDING_REVIEW&riskLevel=HIGH&pageSize=200')).body.items;
      expect(listed.length).toBeGreaterThan(0);
      expect(csv.rows.map((r) => [r.created_at, r.customer_email, r.beneficiary_name, r.account_number, r.status, r.risk_level]))
        .toEqual(listed.map((b) => [b.createdAt.slice(0, 19) + 'Z', b.customer.email, b.fullName, b.accountNumber, 'PENDING_REVIEW', 'HIGH']));
      expect(csv.rows.every((r) => /^\*{4}.{4}$/.test(r.account_number ?? ''))).toBe(true);
      expect(csv.audits).toEqual([{
        action: 'remittance.beneficiaries.export_csv', targetType: 'remittance_beneficiaries', detail: JSON.stringify({ status: 'PENDING_REVIEW', riskLevel: 'HIGH' }), actorId: expect.any(String),
      }]);
      expect((await fetchCsvExport(server, LIST, vendorsToken)).status).toBe(403);
    });
  });

  describe('updateCddBeneficiary', () => {
    it('approves a pending one without a reason, names the reviewer, writes the audit row, and refuses a second decision with 409', async () => {
      const id = await beneficiary('PENDING_REVIEW');
      const answer = await update({ beneficiaryId: id, status: 'APPROVED' });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id, status: 'APPROVED', reviewReason: null, reviewedBy: { id: adminId, name: 'Rhea Reviewer' } });
      expect(answer.body.accountNumber).toMatch(/^\*{4}.{4}$/);
      expect(Date.now() - Date.parse(answer.body.reviewedAt ?? '')).toBeLessThan(60_000);
      expect(await stored(id)).toMatchObject({ status: 'APPROVED', reviewed_by: adminId });

      const audit = await auditRows(id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: 'remittance.beneficiary.approve', outcome: 'SUCCESS', actorId: adminId });
      expect(audit[0]?.before).toMatchObject({ status: 'PENDING_REVIEW' });
      expect(audit[0]?.after).toMatchObject({ status: 'APPROVED', reviewedBy: adminId });

      for (const body of [{ status: 'APPROVED' }, { status: 'REJECTED', reason: 'Changed my mind' }, { status: 'INFO_REQUESTED', reason: 'One more thing' }]) {
        const again = await update({ beneficiaryId: id, ...body }, admin2Token);
        expect(again.status, body.status).toBe(409);
        expect(again.body.error).toMatchObject({ code: 'beneficiary.wrongStatus', params: { status: 'APPROVED', target: body.status } });
        expect(again.body.error.message, body.status).toContain('approved');
      }
      expect(await stored(id)).toMatchObject({ status: 'APPROVED', reviewed_by: adminId, review_reason: null });
      expect(await auditRows(id)).toHaveLength(1);
    });

    it('rejects with a reason (required, 3 to 500 characters) and then refuses every decision with 409', async () => {
      const id = await beneficiary('PENDING_REVIEW');
      const refusals: [unknown, string][] = [
        [{ beneficiaryId: id, status: 'REJECTED' }, 'reason'],
        [{ beneficiaryId: id, status: 'REJECTED', reason: '  ab  ' }, 'reason'],
        [{ beneficiaryId: id, status: 'REJECTED', reason: 'x'.repeat(501) }, 'reason'],
        [{ beneficiaryId: id, status: 'INFO_REQUESTED' }, 'reason'],
        [{ beneficiaryId: id, status: 'INFO_REQUESTED', reason: '' }, 'reason'],
        [{ beneficiaryId: id, status: 'REJECTED', reason: 'Nul \u0000 inside' }, 'reason'],
      ];
      for (const [body, field] of refusals) {
        const answer = await update(body);
        expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(fieldsOf(answer.body)).toContain(field);
      }
      expect(await stored(id)).toMatchObject({ status: 'PENDING_REVIEW', reviewed_by: null });

      const rejected = await update({ beneficiaryId: id, status: 'REJECTED', reason: '  Name matches a sanctions list entry  ' });
      expect(rejected.status).toBe(200);
      expect(rejected.body).toMatchObject({ status: 'REJECTED', reviewReason: 'Name matches a sanctions list entry', reviewedBy: { id: adminId } });
      const audit = await auditRows(id);
      expect(audit.map((r) => r.action)).toEqual(['remittance.beneficiary.reject']);
      expect(audit[0]?.after).toMatchObject({ status: 'REJECTED', reviewReason: 'Name matches a sanctions list entry' });

      for (const body of [{ status: 'APPROVED', reason: 'Looks fine now' }, { status: 'INFO_REQUESTED', reason: 'Send documents' }]) {
        const again = await update({ beneficiaryId: id, ...body });
        expect(again.status, body.status).toBe(409);
        expect(again.body.error.message).toContain('rejected');
      }
    });

    it('requests information from a pending one, refuses a second request with 409, and approves or rejects it from there', async () => {
      const id = await beneficiary('PENDING_REVIEW');
      const asked = await update({ beneficiaryId: id, status: 'INFO_REQUESTED', reason: 'Please upload proof of relationship' });
      expect(asked.status).toBe(200);
      expect(asked.body).toMatchObject({ status: 'INFO_REQUESTED', reviewReason: 'Please upload proof of relationship' });

      const twice = await update({ beneficiaryId: id, status: 'INFO_REQUESTED', reason: 'And the bank letter' });
      expect(twice.status).toBe(409);
      expect(twice.body.error.message).toContain('info requested');
      expect(await stored(id)).toMatchObject({ status: 'INFO_REQUESTED', review_reason: 'Please upload proof of relationship' });

      const approved = await update({ beneficiaryId: id, status: 'APPROVED', reason: 'Family register received' }, admin2Token);
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({ status: 'APPROVED', reviewReason: 'Family register received', reviewedBy: { name: 'Remy Reviewer' } });
      expect((await auditRows(id)).map((r) => r.action)).toEqual(['remittance.beneficiary.request_info', 'remittance.beneficiary.approve']);

      // A demo beneficiary already waiting for information can be rejected too.
      const waiting = await beneficiary('INFO_REQUESTED');
      const rejected = await update({ beneficiaryId: waiting, status: 'REJECTED', reason: 'No answer within 30 days' });
      expect(rejected.status).toBe(200);
      expect(rejected.body.status).toBe('REJECTED');
    });

    it('approves a HIGH-risk beneficiary only with a reason (400 naming reason without one)', async () => {
      for (const status of ['PENDING_REVIEW', 'INFO_REQUESTED']) {
        const id = await beneficiary(status, 'HIGH');
        const bare = await update({ beneficiaryId: id, status: 'APPROVED' });
        expect(bare.status, status).toBe(400);
        expect(bare.body.error.code).toBe('beneficiary.reasonRequiredHighRisk');
        expect(fieldsOf(bare.body)).toEqual(['reason']);
        expect(bare.body.error.message).toContain('HIGH');
        expect(await stored(id)).toMatchObject({ status, risk_level: 'HIGH' });
        expect(await auditRows(id)).toHaveLength(0);

        const justified = await update({ beneficiaryId: id, status: 'APPROVED', reason: 'EDD done: payslips and family register verified' });
        expect(justified.status, status).toBe(200);
        expect(justified.body).toMatchObject({ status: 'APPROVED', riskLevel: 'HIGH', reviewReason: 'EDD done: payslips and family register verified' });
      }
      // A HIGH-risk rejection needs only its usual reason.
      const other = await beneficiary('PENDING_REVIEW', 'HIGH');
      expect((await update({ beneficiaryId: other, status: 'REJECTED', reason: 'Source of funds unclear' })).status).toBe(200);
    });

    it('answers 404 for an unknown beneficiary and 400 naming the field for a bad id or status', async () => {
      const unknown = await update({ beneficiaryId: UNKNOWN_UUID, status: 'APPROVED' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('beneficiary.notFound');
      const unknownReject = await update({ beneficiaryId: UNKNOWN_UUID, status: 'REJECTED', reason: 'Who is this' });
      expect(unknownReject.status).toBe(404);

      const id = await beneficiary('PENDING_REVIEW');
      const cases: [unknown, string][] = [
        [{ beneficiaryId: 'not-a-uuid', status: 'APPROVED' }, 'beneficiaryId'],
        [{ status: 'APPROVED' }, 'beneficiaryId'],
        [{ beneficiaryId: id, status: 'PENDING_REVIEW' }, 'status'],
        [{ beneficiaryId: id, status: 'BOGUS' }, 'status'],
        [{ beneficiaryId: id }, 'status'],
        [{ beneficiaryId: id, status: 'APPROVED', reason: 42 }, 'reason'],
      ];
      for (const [body, field] of cases) {
        const answer = await update(body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(fieldsOf(answer.body), JSON.stringify(body)).toContain(field);
      }
      expect(await stored(id)).toMatchObject({ status: 'PENDING_REVIEW' });
      expect(await auditRows(UNKNOWN_UUID)).toHaveLength(0);
    });

    it('needs remittance.decide: support and read-only admins get 403 and nothing changes', async () => {
      const id = await beneficiary('PENDING_REVIEW');
      for (const token of [supportToken, vendorsToken]) {
        const answer = await update({ beneficiaryId: id, status: 'APPROVED' }, token);
        expect(answer.status).toBe(403);
        expect(answer.body.error.code).toBe('access.policyRequired');
        const rejected = await update({ beneficiaryId: id, status: 'REJECTED', reason: 'Not allowed' }, token);
        expect(rejected.status).toBe(403);
      }
      expect((await server.call('POST', UPDATE, { body: { beneficiaryId: id, status: 'APPROVED' } })).status).toBe(401);
      expect(await stored(id)).toMatchObject({ status: 'PENDING_REVIEW', reviewed_by: null });
      expect(await auditRows(id)).toHaveLength(0);
    });

    it('lets exactly one of several final decisions made at the same moment win; the others get 409', async () => {
      const id = await beneficiary('PENDING_REVIEW');
      const answers = await Promise.all([
        update({ beneficiaryId: id, status: 'APPROVED' }),
        update({ beneficiaryId: id, status: 'REJECTED', reason: 'Race reject' }, admin2Token),
        update({ beneficiaryId: id, status: 'APPROVED' }, admin2Token),
        update({ beneficiaryId: id, status: 'REJECTED', reason: 'Race reject again' }),
      ]);
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
      const winner = answers.find((a) => a.status === 200);
      expect((await stored(id))?.status).toBe(winner?.body.status);
      expect(await auditRows(id)).toHaveLength(1);
    });
  });
});
