import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KycDocument, KycRequest, KycRequestCounts, KycRequestDetail } from '@exchange/contract/kyc/kyc-requests';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { ApiError } from '@exchange/contract/platform/errors';
import { auditLog } from '../../platform/audit/audit-table.ts';
import { TEST_PASSWORD, UNKNOWN_UUID, fieldsOf, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { idCardPng, utilityBillPdf } from './demo-documents.ts';

const BASE = '/admin/kyc/requests';

describe.each(testDatabaseKinds())('KYC requests on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let admin2: string;
  let support: string;
  let finance: string;
  let adminId: string;

  const get = <T>(path: string, token = admin) => server.call<T & ApiError>('GET', path, { token });
  const post = <T>(path: string, body?: unknown, token = admin) => server.call<T & ApiError>('POST', path, { token, body });
  const customerOf = async (requestId: string) =>
    (await rowsOf<{ kyc_level: number; kyc_status: string; id: string }>(server, sql`select c.id, c.kyc_level, c.kyc_status from customers c join kyc_requests r on r.customer_id = c.id where r.id = ${requestId}`))[0];
  const audits = (targetId: string) => server.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(asc(auditLog.id));

  /** Demo requests handed out one at a time, so no two tests decide the same one. */
  const taken = new Set<string>();
  async function request(status: string, extra = sql`true`): Promise<string> {
    // The customer's latest request, so the customer's KYC status follows it.
    const rows = await rowsOf<{ id: string }>(server, sql`select r.id from kyc_requests r where r.status = ${status} and ${extra}
      and not exists (select 1 from kyc_requests l where l.customer_id = r.customer_id and l.submitted_at > r.submitted_at) order by r.submitted_at, r.id`);
    const free = rows.find((r) => !taken.has(r.id));
    if (!free) throw new Error(`no free ${status} request in the demo data`);
    taken.add(free.id);
    return free.id;
  }
  const inReview = async () => {
    const id = await request('SUBMITTED');
    expect((await post<KycRequest>(`${BASE}/${id}/assign`)).status).toBe(200);
    return id;
  };
  const upload = async (requestId: string, content: Uint8Array, fileName: string, type: string, token = admin, kindOf = 'ID_FRONT') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)], { type }), fileName);
    const response = await fetch(`${server.baseUrl}${BASE}/${requestId}/documents?kind=${kindOf}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: response.status, body: (await response.json()) as KycDocument & ApiError };
  };

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { demoData: true });
    adminId = await server.createAdmin({ email: 'kyc1@example.com', password: TEST_PASSWORD, role: 'admin', name: 'Kara Kyc' });
    await server.createAdmin({ email: 'kyc2@example.com', password: TEST_PASSWORD, role: 'admin', name: 'Kemal Kyc' });
    await server.createAdmin({ email: 'support@example.com', password: TEST_PASSWORD, role: 'support' });
    await server.createAdmin({ email: 'finance@example.com', password: TEST_PASSWORD, role: 'finance' });
    admin = await signIn(server, 'kyc1@example.com');
    admin2 = await signIn(server, 'kyc2@example.com');
    support = await signIn(server, 'support@example.com');
    finance = await signIn(server, 'finance@example.com');
  }, 120_000);
  afterAll(async () => server.close());

  describe('the queue', () => {
    it('lists open requests oldest first, 50 a page, and decided ones newest first', async () => {
      const open = await get<ListResponse<KycRequest>>(`${BASE}?status=SUBMITTED`);
      expect(open.status).toBe(200);
      expect(open.body.limit).toBe(50);
      const times = open.body.items.map((r) => r.submittedAt);
      expect(times).toEqual([...times].sort());
      expect(open.body.items.every((r) => r.status === 'SUBMITTED' && r.reviewer === null)).toBe(true);
      const approved = await get<ListResponse<KycRequest>>(`${BASE}?status=APPROVED`);
      const decided = approved.body.items.map((r) => r.submittedAt);
      expect(decided).toEqual([...decided].sort().reverse());
    });

    it('filters by level, assignee, customer, search and dates, and refuses bad filters naming them', async () => {
      const level3 = await get<ListResponse<KycRequest>>(`${BASE}?level=3&limit=200`);
      expect(level3.body.items.length).toBeGreaterThan(0);
      expect(level3.body.items.every((r) => r.level === 3 && r.declared.address !== null)).toBe(true);
      const unassigned = await get<ListResponse<KycRequest>>(`${BASE}?assigneeId=unassigned&limit=200`);
      expect(unassigned.body.items.every((r) => r.reviewer === null)).toBe(true);
      const first = unassigned.body.items[0];
      if (!first) throw new Error('no request');
      const mine = await get<ListResponse<KycRequest>>(`${BASE}?customerId=${first.customer.id}`);
      expect(mine.body.items.every((r) => r.customer.id === first.customer.id)).toBe(true);
      const found = await get<ListResponse<KycRequest>>(`${BASE}?search=${encodeURIComponent(first.customer.email)}`);
      expect(found.body.items.map((r) => r.id)).toContain(first.id);
      const day = first.submittedAt.slice(0, 10);
      const dated = await get<ListResponse<KycRequest>>(`${BASE}?startDate=${day}&endDate=${day}&limit=200`);
      expect(dated.body.items.map((r) => r.id)).toContain(first.id);
      for (const [query, field] of [['level=1', 'level'], ['status=DONE', 'status'], ['assigneeId=me', 'assigneeId'], ['startDate=2026-02-01&endDate=2026-01-01', 'endDate'], ['limit=500', 'limit']]) {
        const bad = await get(`${BASE}?${query}`);
        expect(bad.status, query).toBe(400);
        expect(fieldsOf(bad.body), query).toContain(field);
      }
    });

    it('counts per status under the other filters', async () => {
      const counts = await get<KycRequestCounts>('/admin/kyc/requestCounts');
      expect(counts.status).toBe(200);
      const [stored] = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from kyc_requests where status = 'SUBMITTED'`);
      expect(counts.body.counts.SUBMITTED).toBe(stored?.n);
      expect(Object.keys(counts.body.counts).sort()).toEqual(['APPROVED', 'IN_REVIEW', 'REJECTED', 'RESUBMISSION_REQUESTED', 'SUBMITTED']);
      const level2 = await get<KycRequestCounts>('/admin/kyc/requestCounts?level=2');
      expect(Object.values(level2.body.counts).reduce((a, b) => a + b, 0)).toBeLessThan(Object.values(counts.body.counts).reduce((a, b) => a + b, 0));
    });

    it('exports the filtered rows as CSV, audited', async () => {
      const answer = await server.call<string>('GET', `${BASE}?status=APPROVED&format=csv`, { token: admin });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toContain('text/csv');
      const lines = answer.body.trim().split('\n');
      expect(lines[0]).toBe('request_id,submitted_at,status,level,customer_email,customer_name,declared_name,date_of_birth,nationality,country,document_type,reviewer,decided_at,rejection_type,rejection_reason,retry_items');
      const [stored] = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from kyc_requests where status = 'APPROVED'`);
      expect(lines.length - 1).toBe(stored?.n);
      expect(lines.slice(1).every((line) => line.split(',')[2] === 'APPROVED')).toBe(true);
      const [audit] = await rowsOf<{ action: string }>(server, sql`select action from audit_log where action = 'kyc.requests.export_csv'`);
      expect(audit?.action).toBe('kyc.requests.export_csv');
    });

    it('shows the review screen: declared data, documents, the customer record and the mismatches', async () => {
      const id = await request('SUBMITTED', sql`r.level = 3`);
      const detail = await get<KycRequestDetail>(`${BASE}/${id}`);
      expect(detail.status).toBe(200);
      expect(detail.body.documents.map((d) => d.kind)).toEqual(expect.arrayContaining(['ID_FRONT', 'SELFIE', 'PROOF_OF_ADDRESS']));
      expect(detail.body.customerRecord.email).toBe(detail.body.customer.email);
      await server.database.db.execute(sql`update kyc_requests set full_name = 'SOMEONE Else', country = 'ZZ' where id = ${id}`);
      const changed = await get<KycRequestDetail>(`${BASE}/${id}`);
      expect(changed.body.mismatches).toEqual(expect.arrayContaining(['fullName', 'country']));
      // The same name in another order and case is no mismatch.
      const [name] = changed.body.customerRecord.name.split(' ');
      const rest = changed.body.customerRecord.name.slice((name ?? '').length + 1);
      await server.database.db.execute(sql`update kyc_requests set full_name = ${`${rest.toUpperCase()}, ${name}`}, country = ${changed.body.customerRecord.country} where id = ${id}`);
      expect((await get<KycRequestDetail>(`${BASE}/${id}`)).body.mismatches).not.toContain('fullName');
      expect((await get(`${BASE}/${UNKNOWN_UUID}`)).status).toBe(404);
      expect((await get(`${BASE}/not-a-uuid`)).status).toBe(400);
    });
  });

  describe('decisions', () => {
    it('assign to me takes a submitted request into review, once', async () => {
      const id = await request('SUBMITTED');
      const taken1 = await post<KycRequest>(`${BASE}/${id}/assign`);
      expect(taken1.status).toBe(200);
      expect(taken1.body.status).toBe('IN_REVIEW');
      expect(taken1.body.reviewer?.id).toBe(adminId);
      expect((await customerOf(id))?.kyc_status).toBe('IN_REVIEW');
      const again = await post(`${BASE}/${id}/assign`, undefined, admin2);
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('kycRequest.wrongStatus');
      expect(again.body.error.params).toEqual({ status: 'IN_REVIEW', target: 'IN_REVIEW' });
    });

    it('approve sets the customer level and status, audited with the customer', async () => {
      const id = await inReview();
      const before = await customerOf(id);
      const [req] = await rowsOf<{ level: number }>(server, sql`select level from kyc_requests where id = ${id}`);
      const approved = await post<KycRequest>(`${BASE}/${id}/approve`, { note: 'Passport checked' }, admin2);
      expect(approved.status).toBe(200);
      expect(approved.body.status).toBe('APPROVED');
      expect(approved.body.decidedBy?.name).toBe('Kemal Kyc');
      expect(approved.body.decisionNote).toBe('Passport checked');
      const after = await customerOf(id);
      expect(after?.kyc_status).toBe('APPROVED');
      expect(after?.kyc_level).toBe(Math.max(before?.kyc_level ?? 0, req?.level ?? 0));
      const rows = await audits(id);
      expect(rows.map((r) => r.action)).toEqual(['kyc.request.assign', 'kyc.request.approve']);
      expect(rows.every((r) => r.customerId === after?.id)).toBe(true);
      const events = await rowsOf<{ type: string; customer_id: string }>(server, sql`select type, customer_id from integration_events where subject_id = ${id}`);
      expect(events).toEqual([{ type: 'kyc.approved', customer_id: after?.id }]);
      expect(rows[1]?.after).toMatchObject({ status: 'APPROVED', customerKycStatus: 'APPROVED', customerKycLevel: after?.kyc_level });
    });

    it('reject FINAL and RETRY with a reason from the catalogue; RETRY names what to fix', async () => {
      const finalId = await inReview();
      const final = await post<KycRequest>(`${BASE}/${finalId}/reject`, { type: 'FINAL', reason: 'SUSPECTED_FORGERY', comment: 'Fonts differ on the date line' });
      expect(final.status).toBe(200);
      expect(final.body.status).toBe('REJECTED');
      expect(final.body.rejection).toEqual({ type: 'FINAL', reason: 'SUSPECTED_FORGERY', retryItems: [], comment: 'Fonts differ on the date line' });
      expect((await customerOf(finalId))?.kyc_status).toBe('REJECTED');
      const retryId = await inReview();
      const level = (await customerOf(retryId))?.kyc_level;
      const retry = await post<KycRequest>(`${BASE}/${retryId}/reject`, { type: 'RETRY', reason: 'DOCUMENT_UNREADABLE', retryItems: ['ID_DOCUMENT', 'SELFIE'] });
      expect(retry.status).toBe(200);
      expect(retry.body.status).toBe('RESUBMISSION_REQUESTED');
      expect(retry.body.rejection?.retryItems).toEqual(['ID_DOCUMENT', 'SELFIE']);
      expect((await customerOf(retryId))).toMatchObject({ kyc_status: 'RESUBMISSION_REQUESTED', kyc_level: level });
      expect((await audits(retryId)).map((r) => r.action)).toEqual(['kyc.request.assign', 'kyc.request.request_resubmission']);
    });

    it('refuses bad rejections, naming the field', async () => {
      const id = await inReview();
      const cases: [unknown, string][] = [
        [{ type: 'RETRY', reason: 'DOCUMENT_EXPIRED' }, 'retryItems'],
        [{ type: 'FINAL', reason: 'UNDERAGE', retryItems: ['SELFIE'] }, 'retryItems'],
        [{ type: 'FINAL', reason: 'OTHER' }, 'comment'],
        [{ type: 'FINAL', reason: 'NOT_A_REASON' }, 'reason'],
        [{ type: 'MAYBE', reason: 'UNDERAGE' }, 'type'],
        [{ type: 'RETRY', reason: 'DOCUMENT_EXPIRED', retryItems: ['PASSPORT'] }, 'retryItems.0'],
      ];
      for (const [body, field] of cases) {
        const answer = await post(`${BASE}/${id}/reject`, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(fieldsOf(answer.body), JSON.stringify(body)).toContain(field);
      }
      const [row] = await rowsOf<{ status: string }>(server, sql`select status from kyc_requests where id = ${id}`);
      expect(row?.status).toBe('IN_REVIEW');
    });

    it('decides only from IN_REVIEW: 409 on a submitted or decided request, 404 on none', async () => {
      const submitted = await request('SUBMITTED');
      const approve = await post(`${BASE}/${submitted}/approve`, {});
      expect(approve.status).toBe(409);
      expect(approve.body.error.params).toEqual({ status: 'SUBMITTED', target: 'APPROVED' });
      const decided = await request('REJECTED');
      const reject = await post(`${BASE}/${decided}/reject`, { type: 'RETRY', reason: 'DOCUMENT_EXPIRED', retryItems: ['ID_DOCUMENT'] });
      expect(reject.status).toBe(409);
      expect(reject.body.error.params).toEqual({ status: 'REJECTED', target: 'RESUBMISSION_REQUESTED' });
      expect((await post(`${BASE}/${UNKNOWN_UUID}/approve`, {})).status).toBe(404);
      expect((await audits(submitted)).length).toBe(0);
      expect(await rowsOf(server, sql`select type from integration_events where subject_id = ${submitted}`)).toEqual([]);
    });

    it('two admins deciding at once: exactly one wins, the other gets 409, one audit row', async () => {
      const id = await inReview();
      const answers = await Promise.all([
        post<KycRequest>(`${BASE}/${id}/approve`, {}, admin),
        post<KycRequest>(`${BASE}/${id}/reject`, { type: 'FINAL', reason: 'UNDERAGE' }, admin2),
        post<KycRequest>(`${BASE}/${id}/approve`, {}, admin2),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      const decisions = (await audits(id)).filter((r) => r.action !== 'kyc.request.assign');
      expect(decisions).toHaveLength(1);
      const events = await rowsOf<{ type: string }>(server, sql`select type from integration_events where subject_id = ${id}`);
      expect(events.length).toBe(answers.filter((x) => x.status === 200 && x.body.status === 'APPROVED').length);
      const [row] = await rowsOf<{ status: string }>(server, sql`select status from kyc_requests where id = ${id}`);
      expect((await customerOf(id))?.kyc_status).toBe(row?.status);
    });

    it('needs kyc.decide: finance gets 403 and nothing changes; no session gets 401', async () => {
      const id = await request('SUBMITTED');
      const refused = await post(`${BASE}/${id}/assign`, undefined, finance);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('access.policyRequired');
      expect((await server.call('POST', `${BASE}/${id}/assign`)).status).toBe(401);
      expect((await get(`${BASE}`, finance)).status).toBe(200);
      const [row] = await rowsOf<{ status: string }>(server, sql`select status from kyc_requests where id = ${id}`);
      expect(row?.status).toBe('SUBMITTED');
    });
  });

  describe('documents', () => {
    it('stores a PNG and a PDF by their content and serves them with headers that stop the browser running them', async () => {
      const id = await request('SUBMITTED');
      const png = idCardPng(2);
      // The upload's own type is not believed: the stored type is the sniffed one.
      const stored = await upload(id, png, 'front.jpeg', 'application/octet-stream');
      expect(stored.status).toBe(200);
      expect(stored.body).toMatchObject({ kind: 'ID_FRONT', fileName: 'front.jpeg', contentType: 'image/png', sizeBytes: png.length });
      const served = await fetch(`${server.baseUrl}/admin/kyc/documents/${stored.body.id}`, { headers: { authorization: `Bearer ${support}` } });
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-disposition')).toBe(`inline; filename="front.jpeg"; filename*=UTF-8''front.jpeg`);
      expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(served.headers.get('cache-control')).toBe('no-store');
      expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
      const pdf = await upload(id, utilityBillPdf(['Test Person']), 'bill.pdf', 'application/pdf', admin, 'PROOF_OF_ADDRESS');
      expect(pdf.body.contentType).toBe('application/pdf');
      const [doc] = await rowsOf<{ sha256: string; customer_id: string }>(server, sql`select d.sha256, r.customer_id from kyc_documents d join kyc_requests r on r.id = d.request_id where d.id = ${stored.body.id}`);
      expect(doc?.sha256).toBe(stored.body.sha256);
      // Every view is on record, on the customer's timeline.
      const views = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'kyc.document.view'), eq(auditLog.targetId, stored.body.id)));
      expect(views).toHaveLength(1);
      expect(views[0]?.customerId).toBe(doc?.customer_id);
      const detail = await get<KycRequestDetail>(`${BASE}/${id}`);
      expect(detail.body.documents.map((d) => d.id)).toEqual(expect.arrayContaining([stored.body.id, pdf.body.id]));
    });

    it('refuses a file that is not an image or PDF by its content, even named passport.png', async () => {
      const id = await request('SUBMITTED');
      const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
      const refused = await upload(id, html, 'passport.png', 'image/png');
      expect(refused.status).toBe(415);
      expect(refused.body.error.code).toBe('kycDocument.unsupportedType');
      expect(fieldsOf(refused.body)).toEqual(['file']);
      const gif = await upload(id, Buffer.from('GIF89a\x01\x00\x01\x00'), 'selfie.jpg', 'image/jpeg');
      expect(gif.status).toBe(415);
      const [row] = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from kyc_documents where request_id = ${id} and uploaded_by is not null`);
      expect(row?.n).toBe(0);
    });

    it('refuses a file over 10 MB, no file, and an unknown request', async () => {
      const id = await request('SUBMITTED');
      const big = new Uint8Array(10 * 1024 * 1024 + 1);
      big.set([0xff, 0xd8, 0xff]);
      const tooBig = await upload(id, big, 'huge.jpg', 'image/jpeg');
      expect(tooBig.status).toBe(413);
      expect(tooBig.body.error.code).toBe('kycDocument.tooLarge');
      expect(fieldsOf(tooBig.body)).toEqual(['file']);
      const none = await server.call(`POST`, `${BASE}/${id}/documents?kind=SELFIE`, { token: admin, body: {} });
      expect(none.status).toBe(400);
      expect(fieldsOf(none.body as ApiError)).toEqual(['file']);
      expect((await upload(UNKNOWN_UUID, idCardPng(0), 'id.png', 'image/png')).status).toBe(404);
      const badKind = await fetch(`${server.baseUrl}${BASE}/${id}/documents?kind=PHOTO`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: new FormData() });
      expect(badKind.status).toBe(400);
      const [row] = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from kyc_documents where request_id = ${id}`);
      const [demo] = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from kyc_documents where request_id = ${id} and uploaded_by is null`);
      expect(row?.n).toBe(demo?.n);
    });

    it('serves documents only to kyc.viewDocuments; finance gets 403, unknown 404', async () => {
      const [doc] = await rowsOf<{ id: string }>(server, sql`select id from kyc_documents order by uploaded_at limit 1`);
      const refused = await fetch(`${server.baseUrl}/admin/kyc/documents/${doc?.id}`, { headers: { authorization: `Bearer ${finance}` } });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as ApiError).error.code).toBe('access.policyRequired');
      expect((await fetch(`${server.baseUrl}/admin/kyc/documents/${doc?.id}`)).status).toBe(401);
      expect((await get(`/admin/kyc/documents/${UNKNOWN_UUID}`)).status).toBe(404);
      // Finance may not upload either (kyc.decide).
      expect((await upload((await request('SUBMITTED')), idCardPng(1), 'id.png', 'image/png', finance)).status).toBe(403);
    });

    it('the database keeps documents as stored', async () => {
      await expect(server.database.db.execute(sql`update kyc_documents set file_name = 'x.png'`)).rejects.toThrow();
      await expect(server.database.db.execute(sql`delete from kyc_documents`)).rejects.toThrow();
    });
  });
});
