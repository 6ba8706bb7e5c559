import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dispute, DisputeDetail } from '@exchange/contract/p2p/disputes';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { auditLog } from '../../../platform/audit/audit-table.ts';
import { fetchCsvExport } from '../../../testing/csv-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../../testing/test-server.ts';
import { generateDemoData } from '../demo/demo-data.ts';
import { orderDisputes } from './dispute-tables.ts';
import { signIn as signInAs, fieldsOf } from '../../../testing/access-test-helpers.ts';

const PASSWORD = 'Correct-Horse-9';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const SLA_HOURS = 24;

type DisputeList = ListResponse<Dispute> & { slaHours: number };
type DetailAnswer = DisputeDetail & ApiError;

describe.each(testDatabaseKinds())('P2P disputes on %s', (kind) => {
  let server: TestServer;
  let adminToken: string;
  let adminId: string;
  let supportToken: string;
  let supportId: string;
  let financeToken: string;
  let superToken: string;
  let superId: string;
  let vendorsToken: string;
  let retiredId: string;

  const signIn = (email: string) => signInAs(server, email, PASSWORD);
  async function rows<T>(query: SQL): Promise<T[]> {
    return ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  }
  async function countWhere(where: SQL) {
    const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from order_disputes d where ${where}`);
    return row?.n ?? -1;
  }
  const list = (query: string, token = adminToken) => server.call<DisputeList>('GET', `/admin/p2p/orderDisputes${query}`, { token });
  const detail = (orderNumber: string, token = adminToken) => server.call<DetailAnswer>('GET', `/admin/p2p/orderDisputes/${orderNumber}`, { token });
  const setStatus = (orderNumber: string, body: Record<string, unknown>, token = adminToken) =>
    server.call<DetailAnswer>('PUT', `/admin/p2p/orderDisputes/${orderNumber}`, { token, body });
  const addNote = (orderNumber: string, notes: unknown, token = adminToken) =>
    server.call<DetailAnswer>('PUT', `/admin/p2p/orderDisputes/${orderNumber}/notes`, { token, body: { notes } });
  const assign = (orderNumber: string, adminIdToAssign: string, token = adminToken) =>
    server.call<DetailAnswer>('PUT', `/admin/p2p/orderDisputes/${orderNumber}/changeAssigner/${adminIdToAssign}`, { token });
  const storedDispute = async (orderNumber: string) => (await server.database.db.select().from(orderDisputes).where(eq(orderDisputes.orderNumber, orderNumber)))[0];
  async function orderStatus(orderNumber: string) {
    const [row] = await rows<{ status: string; completed: boolean }>(sql`select status, completed_at is not null as completed from p2p_orders where order_number = ${orderNumber}`);
    return row;
  }
  const auditRows = (action: string, orderNumber: string) =>
    server.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, orderNumber))).orderBy(asc(auditLog.id));

  /** Hands out demo disputes in a given state, each once, so tests never share one. */
  const used = new Set<string>();
  async function fresh(where: SQL) {
    const candidates = await rows<{ order_number: string }>(sql`select d.order_number from order_disputes d where ${where} order by d.order_number`);
    const found = candidates.find((c) => !used.has(c.order_number));
    if (!found) throw new Error('no unused dispute left for this test');
    used.add(found.order_number);
    return found.order_number;
  }
  const inReview = () => fresh(sql`d.status = 'IN_REVIEW'`);

  beforeAll(async () => {
    server = await startTestServer(kind);
    await generateDemoData(server.database.db, { transactions: 10_000 });
    adminId = await server.createAdmin({ email: 'admin@example.com', password: PASSWORD, role: 'admin', name: 'Ada Admin' });
    supportId = await server.createAdmin({ email: 'support@example.com', password: PASSWORD, role: 'support', name: 'Sue Support' });
    await server.createAdmin({ email: 'finance@example.com', password: PASSWORD, role: 'finance', name: 'Fiona Finance' });
    superId = await server.createAdmin({ email: 'super@example.com', password: PASSWORD, role: 'superAdmin', name: 'Sam Super' });
    await server.createAdmin({ email: 'vendors@example.com', password: PASSWORD, role: 'vendorsReadOnly', name: 'Vic Vendors' });
    retiredId = await server.createAdmin({ email: 'retired@example.com', password: PASSWORD, role: 'support', name: 'Rita Retired' });
    await server.database.db.execute(sql`update admins set is_active = false where id = ${retiredId}`);
    adminToken = await signIn('admin@example.com');
    supportToken = await signIn('support@example.com');
    financeToken = await signIn('finance@example.com');
    superToken = await signIn('super@example.com');
    vendorsToken = await signIn('vendors@example.com');
  });
  afterAll(() => server.close());

  describe('list', () => {
    it('defaults to the active disputes (OPEN and IN_REVIEW), SLA-breached first, then oldest', async () => {
      const answer = await list('?limit=200');
      expect(answer.status).toBe(200);
      const total = await countWhere(sql`d.status in ('OPEN', 'IN_REVIEW')`);
      expect(answer.body).toMatchObject({ page: 0, limit: 200, total, totalIsCapped: false, slaHours: SLA_HOURS });
      expect(answer.body.items).toHaveLength(total);
      expect(answer.body.items.every((d) => d.status === 'OPEN' || d.status === 'IN_REVIEW')).toBe(true);
      const breached = answer.body.items.map((d) => d.slaBreached);
      expect(breached.some(Boolean)).toBe(true);
      expect(breached.some((b) => !b)).toBe(true);
      // All breached ones come before all others.
      expect(breached.indexOf(false)).toBe(breached.lastIndexOf(true) + 1);
      for (const d of answer.body.items) expect(d.slaBreached, d.orderNumber).toBe(d.ageSeconds > SLA_HOURS * 3600);
      const expected = await rows<{ order_number: string }>(sql`
        select order_number from order_disputes where status in ('OPEN', 'IN_REVIEW')
        order by (created_at < now() - interval '24 hours') desc, created_at, id`);
      expect(answer.body.items.map((d) => d.orderNumber)).toEqual(expected.map((e) => e.order_number));
      const first = await list('');
      expect(first.body.limit).toBe(10);
      expect(first.body.items.map((d) => d.orderNumber)).toEqual(expected.slice(0, 10).map((e) => e.order_number));
      const [sample] = answer.body.items;
      const [order] = await rows<{ fiat_amount: string; coin: string }>(sql`select fiat_amount::text, coin from p2p_orders where order_number = ${sample?.orderNumber ?? ''}`);
      expect([sample?.fiatAmount, sample?.coin]).toEqual([order?.fiat_amount, order?.coin]);
    });

    it('filters by status, assignee (including none) and minimum age, matching SQL counts', async () => {
      const cases: [string, SQL, (d: Dispute) => boolean][] = [
        ['status=ALL', sql`true`, () => true],
        ['status=OPEN', sql`d.status = 'OPEN'`, (d) => d.status === 'OPEN'],
        ['status=RESOLVED_SELLER', sql`d.status = 'RESOLVED_SELLER'`, (d) => d.status === 'RESOLVED_SELLER' && d.reasonCode !== null && !d.slaBreached],
        ['status=CANCELLED', sql`d.status = 'CANCELLED'`, (d) => d.status === 'CANCELLED' && d.resolvedAt !== null],
        ['assigneeId=none', sql`d.status in ('OPEN', 'IN_REVIEW') and d.assignee_id is null`, (d) => d.assigneeId === null && d.assigneeName === null],
        ['assigneeId=none&status=ALL', sql`d.assignee_id is null`, (d) => d.assigneeId === null],
        ['minAgeHours=24', sql`d.status in ('OPEN', 'IN_REVIEW') and d.created_at <= now() - interval '24 hours'`, (d) => d.ageSeconds >= 24 * 3600 && d.slaBreached],
        ['minAgeHours=48&status=IN_REVIEW', sql`d.status = 'IN_REVIEW' and d.created_at <= now() - interval '48 hours'`, (d) => d.status === 'IN_REVIEW' && d.ageSeconds >= 48 * 3600],
        ['minAgeHours=0', sql`d.status in ('OPEN', 'IN_REVIEW')`, () => true],
      ];
      const [someAssignee] = await rows<{ id: string; name: string }>(sql`
        select a.id, a.name from order_disputes d join admins a on a.id = d.assignee_id where d.status in ('OPEN', 'IN_REVIEW') group by a.id, a.name order by count(*) desc limit 1`);
      const assigneeId = someAssignee?.id ?? UNKNOWN_ID;
      cases.push([`assigneeId=${assigneeId}`, sql`d.status in ('OPEN', 'IN_REVIEW') and d.assignee_id = ${assigneeId}`, (d) => d.assigneeId === assigneeId && d.assigneeName === someAssignee?.name]);
      for (const [query, where, matches] of cases) {
        const answer = await list(`?limit=200&${query}`);
        expect(answer.status, query).toBe(200);
        const expected = await countWhere(where);
        expect(answer.body.total, query).toBe(expected);
        expect(answer.body.items.length, query).toBe(Math.min(200, expected));
        expect(answer.body.items.filter((d) => !matches(d)).map((d) => d.orderNumber), query).toEqual([]);
      }
      expect(await countWhere(sql`d.status in ('OPEN', 'IN_REVIEW') and d.assignee_id is null`)).toBeGreaterThan(0);
      const newest = await list('?status=ALL&sort=newest&limit=5');
      const expectedNewest = await rows<{ order_number: string }>(sql`select order_number from order_disputes order by created_at desc, id desc limit 5`);
      expect(newest.body.items.map((d) => d.orderNumber)).toEqual(expectedNewest.map((e) => e.order_number));

      for (const [query, field] of [['status=CLOSED', 'status'], ['assigneeId=someone', 'assigneeId'], ['minAgeHours=-1', 'minAgeHours'], ['sort=sla', 'sort'], ['limit=500', 'limit']] as const) {
        const bad = await server.call<ApiError>('GET', `/admin/p2p/orderDisputes?${query}`, { token: adminToken });
        expect(bad.status, query).toBe(400);
        expect(fieldsOf(bad.body), query).toEqual([field]);
      }
      expect((await list('', vendorsToken)).status).toBe(403);
      expect((await list('', supportToken)).status).toBe(200);
    });

    it('exports every dispute matching the filters as CSV, newest first, whatever the page, and audits it', async () => {
      const csv = await fetchCsvExport(server, '/admin/p2p/orderDisputes?status=ALL&assigneeId=none&page=2&limit=1&sort=oldest', supportToken);
      expect(csv.status).toBe(200);
      expect(csv.disposition).toMatch(/^attachment; filename="p2p-disputes-.*\.csv"$/);
      expect(csv.header).toEqual(['order_number', 'opened_at', 'status', 'opened_by', 'reason', 'sla_breached', 'assignee', 'coin', 'crypto_amount', 'fiat', 'fiat_amount',
        'reason_code', 'resolved_by', 'resolved_at']);
      const unassigned = (await list('?status=ALL&assigneeId=none&sort=newest&limit=200')).body;
      expect(unassigned.total).toBeGreaterThan(0);
      expect(csv.rows.map((r) => [r.order_number, r.status, r.assignee, r.sla_breached, r.opened_at]))
        .toEqual(unassigned.items.map((d) => [d.orderNumber, d.status, '', String(d.slaBreached), d.createdAt.slice(0, 19) + 'Z']));
      expect(csv.audits).toEqual([{ action: 'p2p.disputes.export_csv', targetType: 'order_disputes', detail: JSON.stringify({ status: 'ALL', assigneeId: 'none' }), actorId: expect.any(String) }]);
      expect((await fetchCsvExport(server, '/admin/p2p/orderDisputes', vendorsToken)).status).toBe(403);
    });
  });

  describe('detail', () => {
    it('returns the dispute with its order, both parties\' records and the notes thread', async () => {
      // One whose merchant has disputes opened before it and after it: only the first kind are earlier.
      const orderNumber = await fresh(sql`d.status = 'IN_REVIEW' and exists (
        select 1 from order_disputes d2 join p2p_orders o2 on o2.id = d2.order_id join p2p_orders o1 on o1.id = d.order_id
        where o2.merchant_id = o1.merchant_id and d2.created_at < d.created_at) and exists (
        select 1 from order_disputes d2 join p2p_orders o2 on o2.id = d2.order_id join p2p_orders o1 on o1.id = d.order_id
        where o2.merchant_id = o1.merchant_id and d2.created_at > d.created_at)`);
      const answer = await detail(orderNumber, supportToken);
      expect(answer.status).toBe(200);
      const { dispute, order, buyer, seller, notes } = answer.body;
      const [row] = await rows<{ id: string; merchant_id: string; customer_id: string; side: string; status: string; assignee: string | null }>(sql`
        select d.id, o.merchant_id, o.customer_id, o.side, o.status, d.assignee_id as assignee from order_disputes d join p2p_orders o on o.id = d.order_id where d.order_number = ${orderNumber}`);
      expect(dispute).toMatchObject({ orderNumber, status: 'IN_REVIEW', id: row?.id, assigneeId: row?.assignee });
      expect(order).toMatchObject({ orderNumber, status: 'DISPUTED', merchantId: row?.merchant_id, customerId: row?.customer_id });

      // BUY orders: the customer buys from the merchant.
      const customerIsBuyer = row?.side === 'BUY';
      const customer = customerIsBuyer ? buyer : seller;
      const merchant = customerIsBuyer ? seller : buyer;
      expect([buyer.role, seller.role]).toEqual(['BUYER', 'SELLER']);
      expect(customer).toMatchObject({ kind: 'CUSTOMER', id: row?.customer_id });
      expect(merchant).toMatchObject({ kind: 'MERCHANT', id: row?.merchant_id });
      for (const [party, column] of [[customer, sql`customer_id`], [merchant, sql`merchant_id`]] as const) {
        const [tally] = await rows<{ completed: number; cancelled: number }>(sql`
          select count(*) filter (where status = 'COMPLETED')::int as completed, count(*) filter (where status = 'CANCELLED')::int as cancelled
          from p2p_orders where ${column} = ${party.id}`);
        expect(party.completedOrders, party.kind).toBe(tally?.completed);
        const finished = (tally?.completed ?? 0) + (tally?.cancelled ?? 0);
        if (finished === 0) expect(party.completionRate).toBeNull();
        else expect(party.completionRate).toBeCloseTo((tally?.completed ?? 0) / finished, 10);
        const earlier = await rows<{ order_number: string; status: string; side: string }>(sql`
          select d.order_number, d.status, o.side from order_disputes d join p2p_orders o on o.id = d.order_id
          where o.${column} = ${party.id} and d.order_number <> ${orderNumber}
            and d.created_at < (select created_at from order_disputes where order_number = ${orderNumber})
          order by d.created_at desc limit 10`);
        expect(party.earlierDisputes.map((e) => e.orderNumber), party.kind).toEqual(earlier.map((e) => e.order_number));
        // Who won: in a BUY order the customer is the buyer, in a SELL order the merchant is.
        const won = earlier.map((e) => {
          const wasBuyer = party.kind === 'CUSTOMER' ? e.side === 'BUY' : e.side === 'SELL';
          return e.status === 'RESOLVED_BUYER' ? wasBuyer : e.status === 'RESOLVED_SELLER' ? !wasBuyer : null;
        });
        expect(party.earlierDisputes.map((e) => e.wonByThisParty), party.kind).toEqual(won);
        expect(party.earlierDisputes.some((e) => e.orderNumber === orderNumber)).toBe(false);
        for (const e of party.earlierDisputes) expect(Date.parse(e.createdAt)).toBeLessThan(Date.parse(dispute.createdAt));
      }
      expect(merchant.earlierDisputes.length).toBeGreaterThan(0);
      const [merchantRow] = await rows<{ name: string; email: string }>(sql`select name, email from merchants where id = ${row?.merchant_id ?? UNKNOWN_ID}`);
      expect([merchant.name, merchant.email]).toEqual([merchantRow?.name, merchantRow?.email]);

      // Demo IN_REVIEW disputes carry two notes, oldest first, with their authors' names.
      const expectedNotes = await rows<{ body: string; name: string }>(sql`
        select n.body, a.name from dispute_notes n join admins a on a.id = n.author_id where n.dispute_id = ${row?.id ?? UNKNOWN_ID} order by n.created_at, n.id`);
      expect(expectedNotes).toHaveLength(2);
      expect(notes.map((n) => [n.body, n.authorName])).toEqual(expectedNotes.map((n) => [n.body, n.name]));

      const unknown = await detail('P2P9999999999');
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('dispute.notFound');
      expect((await detail(orderNumber, vendorsToken)).status).toBe(403);
    });
  });

  describe('notes', () => {
    it('appends notes in order with their authors and never overwrites earlier ones', async () => {
      const orderNumber = await fresh(sql`d.status = 'OPEN'`);
      const before = (await detail(orderNumber)).body.notes;
      const first = await addNote(orderNumber, '  Asked the buyer for the bank receipt.  ');
      expect(first.status).toBe(200);
      const second = await addNote(orderNumber, 'Receipt received; waiting for the merchant.', supportToken);
      expect(second.status).toBe(200);
      const notes = second.body.notes;
      expect(notes).toHaveLength(before.length + 2);
      expect(notes.slice(0, before.length)).toEqual(before);
      expect(notes.slice(before.length).map((n) => [n.body, n.authorId, n.authorName])).toEqual([
        ['Asked the buyer for the bank receipt.', adminId, 'Ada Admin'],
        ['Receipt received; waiting for the merchant.', supportId, 'Sue Support'],
      ]);
      const times = notes.map((n) => Date.parse(n.createdAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      const again = await detail(orderNumber);
      expect(again.body.notes).toEqual(notes);
      // Adding a note changes nothing else.
      expect(again.body.dispute.status).toBe('OPEN');
      expect(await auditRows('p2p.dispute.note', orderNumber)).toHaveLength(2);
    });

    it('refuses an empty note (400 naming notes), a note on an unknown dispute (404) and a read-only user (403)', async () => {
      const orderNumber = await fresh(sql`d.status = 'OPEN'`);
      const count = (await detail(orderNumber)).body.notes.length;
      for (const notes of ['', '   ', 'x'.repeat(4001), undefined, 5]) {
        const answer = await addNote(orderNumber, notes);
        expect(answer.status, String(notes)).toBe(400);
        expect(fieldsOf(answer.body), String(notes)).toEqual(['notes']);
      }
      expect((await addNote('P2P9999999999', 'Hello')).status).toBe(404);
      expect((await addNote(orderNumber, 'Hello', vendorsToken)).status).toBe(403);
      expect((await detail(orderNumber)).body.notes).toHaveLength(count);
    });
  });

  describe('assignee', () => {
    it('assigns an active admin, with an audit row; an unknown or inactive admin is a 404, a bad id a 400', async () => {
      const orderNumber = await fresh(sql`d.status = 'IN_REVIEW'`);
      const previous = (await storedDispute(orderNumber))?.assigneeId ?? null;
      const answer = await assign(orderNumber, superId);
      expect(answer.status).toBe(200);
      expect(answer.body.dispute).toMatchObject({ assigneeId: superId, assigneeName: 'Sam Super', status: 'IN_REVIEW' });
      expect((await storedDispute(orderNumber))?.assigneeId).toBe(superId);
      const audit = await auditRows('p2p.dispute.assign', orderNumber);
      expect(audit).toHaveLength(1);
      expect(audit[0]?.before).toEqual({ assigneeId: previous });
      expect(audit[0]?.after).toEqual({ assigneeId: superId });

      expect((await assign(orderNumber, supportId, supportToken)).status).toBe(200);
      expect((await storedDispute(orderNumber))?.assigneeId).toBe(supportId);

      const unknown = await assign(orderNumber, UNKNOWN_ID);
      expect(unknown.status).toBe(404);
      const retired = await assign(orderNumber, retiredId);
      expect(retired.status).toBe(404);
      const bad = await server.call<ApiError>('PUT', `/admin/p2p/orderDisputes/${orderNumber}/changeAssigner/42`, { token: adminToken });
      expect(bad.status).toBe(400);
      expect(fieldsOf(bad.body)).toEqual(['targetAdminId']);
      expect((await assign('P2P9999999999', superId)).status).toBe(404);
      expect((await assign(orderNumber, superId, vendorsToken)).status).toBe(403);
      expect((await storedDispute(orderNumber))?.assigneeId).toBe(supportId);
    });

    it('refuses to reassign a resolved dispute with 409', async () => {
      const orderNumber = await fresh(sql`d.status = 'RESOLVED_BUYER'`);
      const before = await storedDispute(orderNumber);
      const answer = await assign(orderNumber, superId);
      expect(answer.status).toBe(409);
      expect(answer.body.error.code).toBe('dispute.closed');
      expect((await storedDispute(orderNumber))?.assigneeId).toBe(before?.assigneeId);
      expect(await auditRows('p2p.dispute.assign', orderNumber)).toHaveLength(0);
    });

    it('lists active admins only with isActive=true', async () => {
      const active = await server.call<{ items: { id: string; name: string; email: string; role: string }[] }>('GET', '/admin/list?isActive=true', { token: supportToken });
      expect(active.status).toBe(200);
      const expected = await rows<{ id: string }>(sql`select id from admins where is_active order by name`);
      expect(active.body.items.map((a) => a.id)).toEqual(expected.map((e) => e.id));
      expect(active.body.items.map((a) => a.id)).not.toContain(retiredId);
      expect(active.body.items.map((a) => a.id)).toContain(adminId);
      expect(Object.keys(active.body.items[0] ?? {}).sort()).toEqual(['email', 'id', 'name', 'role']);
      const inactive = await server.call<{ items: { id: string }[] }>('GET', '/admin/list?isActive=false', { token: supportToken });
      expect(inactive.body.items.map((a) => a.id)).toEqual([retiredId]);
      const everyone = await server.call<{ items: { id: string }[] }>('GET', '/admin/list', { token: supportToken });
      expect(everyone.body.items).toHaveLength(await rows<{ id: string }>(sql`select id from admins`).then((r) => r.length));
      const bad = await server.call<ApiError>('GET', '/admin/list?isActive=yes', { token: supportToken });
      expect(bad.status).toBe(400);
      expect(fieldsOf(bad.body)).toEqual(['isActive']);
      expect((await server.call('GET', '/admin/list?isActive=true')).status).toBe(401);
    });
  });

  describe('status', () => {
    it('moves OPEN to IN_REVIEW and makes the caller the assignee when nobody is', async () => {
      const orderNumber = await fresh(sql`d.status = 'OPEN' and d.assignee_id is null`);
      const answer = await setStatus(orderNumber, { status: 'IN_REVIEW', notes: 'Taking this one.' }, supportToken);
      expect(answer.status).toBe(200);
      expect(answer.body.dispute).toMatchObject({ status: 'IN_REVIEW', assigneeId: supportId, assigneeName: 'Sue Support', reasonCode: null, resolvedAt: null });
      expect(answer.body.notes.at(-1)).toMatchObject({ body: 'Taking this one.', authorId: supportId });
      expect(await storedDispute(orderNumber)).toMatchObject({ status: 'IN_REVIEW', assigneeId: supportId });
      expect((await orderStatus(orderNumber))?.status).toBe('DISPUTED');
      const audit = await auditRows('p2p.dispute.status', orderNumber);
      expect(audit).toHaveLength(1);
      expect(audit[0]?.before).toEqual({ status: 'OPEN' });
      expect(audit[0]?.after).toMatchObject({ status: 'IN_REVIEW' });
    });

    it('keeps an existing assignee when someone else takes the dispute into review', async () => {
      const orderNumber = await fresh(sql`d.status = 'OPEN' and d.assignee_id is not null`);
      const assignee = (await storedDispute(orderNumber))?.assigneeId;
      const answer = await setStatus(orderNumber, { status: 'IN_REVIEW' });
      expect(answer.status).toBe(200);
      expect(answer.body.dispute.assigneeId).toBe(assignee);
      expect((await storedDispute(orderNumber))?.assigneeId).toBe(assignee);
    });

    it('resolves for the buyer, the seller, or cancels, moving the order to COMPLETED, CANCELLED or PAID', async () => {
      const cases = [
        ['RESOLVED_BUYER', 'PAYMENT_CONFIRMED', 'COMPLETED', true],
        ['RESOLVED_SELLER', 'PAYMENT_NOT_RECEIVED', 'CANCELLED', false],
        ['CANCELLED', 'MUTUAL_AGREEMENT', 'PAID', false],
      ] as const;
      for (const [status, reasonCode, orderAfter, completed] of cases) {
        const orderNumber = await inReview();
        const answer = await setStatus(orderNumber, { status, reasonCode, notes: `Closing as ${status}` });
        expect(answer.status, status).toBe(200);
        expect(answer.body.dispute, status).toMatchObject({ status, reasonCode, resolvedBy: adminId });
        expect(answer.body.dispute.resolvedAt, status).not.toBeNull();
        expect(answer.body.dispute.slaBreached, status).toBe(false);
        expect(answer.body.order.status, status).toBe(orderAfter);
        expect(await orderStatus(orderNumber), status).toEqual({ status: orderAfter, completed });
        expect(await storedDispute(orderNumber), status).toMatchObject({ status, reasonCode, resolvedBy: adminId });
        const audit = await auditRows('p2p.dispute.resolve', orderNumber);
        expect(audit, status).toHaveLength(1);
        expect(audit[0]?.before, status).toEqual({ status: 'IN_REVIEW' });
        expect(audit[0]?.after, status).toMatchObject({ status, reasonCode, orderStatus: orderAfter });

        const again = await setStatus(orderNumber, { status: 'RESOLVED_SELLER', reasonCode: 'OTHER' });
        expect(again.status, status).toBe(409);
        expect(again.body.error).toMatchObject({ code: 'dispute.wrongTransition', params: { status, target: 'RESOLVED_SELLER' } });
        expect(await storedDispute(orderNumber), status).toMatchObject({ status, reasonCode });
        expect((await orderStatus(orderNumber))?.status, status).toBe(orderAfter);
      }
    });

    it('cancels an OPEN dispute directly', async () => {
      const orderNumber = await fresh(sql`d.status = 'OPEN'`);
      const answer = await setStatus(orderNumber, { status: 'CANCELLED', reasonCode: 'MUTUAL_AGREEMENT' });
      expect(answer.status).toBe(200);
      expect((await orderStatus(orderNumber))?.status).toBe('PAID');
    });

    it('needs a reason code to resolve or cancel (400 naming reasonCode)', async () => {
      const orderNumber = await inReview();
      for (const body of [{ status: 'RESOLVED_BUYER' }, { status: 'RESOLVED_SELLER', notes: 'Seller is right' }, { status: 'CANCELLED' }, { status: 'RESOLVED_BUYER', reasonCode: 'BECAUSE' }]) {
        const answer = await setStatus(orderNumber, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(fieldsOf(answer.body), JSON.stringify(body)).toEqual(['reasonCode']);
      }
      for (const [body, field] of [[{ status: 'DONE' }, 'status'], [{}, 'status'], [{ status: 'IN_REVIEW', notes: '' }, 'notes']] as const) {
        const answer = await setStatus(orderNumber, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(fieldsOf(answer.body)[0], JSON.stringify(body)).toBe(field);
      }
      expect((await storedDispute(orderNumber))?.status).toBe('IN_REVIEW');
      expect((await orderStatus(orderNumber))?.status).toBe('DISPUTED');
    });

    it('refuses illegal transitions with 409 and changes nothing', async () => {
      const open = await fresh(sql`d.status = 'OPEN'`);
      const jump = await setStatus(open, { status: 'RESOLVED_BUYER', reasonCode: 'PAYMENT_CONFIRMED' });
      expect(jump.status).toBe(409);
      expect(jump.body.error).toMatchObject({ code: 'dispute.wrongTransition', params: { status: 'OPEN', target: 'RESOLVED_BUYER' } });
      expect((await setStatus(open, { status: 'RESOLVED_SELLER', reasonCode: 'PAYMENT_NOT_RECEIVED' })).status).toBe(409);
      expect((await setStatus(open, { status: 'OPEN' })).status).toBe(409);
      expect((await storedDispute(open))?.status).toBe('OPEN');
      expect((await orderStatus(open))?.status).toBe('DISPUTED');

      const reviewing = await inReview();
      expect((await setStatus(reviewing, { status: 'OPEN' })).status).toBe(409);
      expect((await setStatus(reviewing, { status: 'IN_REVIEW' })).status).toBe(409);
      const cancelled = await fresh(sql`d.status = 'CANCELLED'`);
      expect((await setStatus(cancelled, { status: 'IN_REVIEW' })).status).toBe(409);
      expect((await setStatus(cancelled, { status: 'RESOLVED_BUYER', reasonCode: 'OTHER' })).status).toBe(409);
      expect((await storedDispute(cancelled))?.status).toBe('CANCELLED');
      expect(await auditRows('p2p.dispute.resolve', open)).toHaveLength(0);
      expect(await auditRows('p2p.dispute.status', reviewing)).toHaveLength(0);
      expect((await setStatus('P2P9999999999', { status: 'IN_REVIEW' })).status).toBe(404);
    });

    it('lets exactly one of two racing resolutions win, so the order moves once', async () => {
      const orderNumber = await inReview();
      const answers = await Promise.all([
        setStatus(orderNumber, { status: 'RESOLVED_BUYER', reasonCode: 'PAYMENT_CONFIRMED' }, adminToken),
        setStatus(orderNumber, { status: 'RESOLVED_SELLER', reasonCode: 'PAYMENT_NOT_RECEIVED' }, superToken),
        setStatus(orderNumber, { status: 'CANCELLED', reasonCode: 'MUTUAL_AGREEMENT' }, await signIn('admin@example.com')),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      const winner = answers.find((a) => a.status === 200);
      const stored = await storedDispute(orderNumber);
      expect(stored?.status).toBe(winner?.body.dispute.status);
      expect((await orderStatus(orderNumber))?.status).toBe(winner?.body.order.status);
      expect(await auditRows('p2p.dispute.resolve', orderNumber)).toHaveLength(1);
    });

    it('lets support add notes and take a dispute into review, but not resolve it (403)', async () => {
      const orderNumber = await fresh(sql`d.status = 'OPEN'`);
      expect((await addNote(orderNumber, 'Support looking into it', supportToken)).status).toBe(200);
      expect((await setStatus(orderNumber, { status: 'IN_REVIEW' }, supportToken)).status).toBe(200);
      const resolve = await setStatus(orderNumber, { status: 'RESOLVED_BUYER', reasonCode: 'PAYMENT_CONFIRMED' }, supportToken);
      expect(resolve.status).toBe(403);
      expect(resolve.body.error).toMatchObject({ code: 'access.policyRequired', params: { policy: 'p2p.disputes.resolve' } });
      expect((await setStatus(orderNumber, { status: 'CANCELLED', reasonCode: 'OTHER' }, supportToken)).status).toBe(403);
      expect((await storedDispute(orderNumber))?.status).toBe('IN_REVIEW');
      expect((await orderStatus(orderNumber))?.status).toBe('DISPUTED');
      expect((await setStatus(orderNumber, { status: 'IN_REVIEW' }, vendorsToken)).status).toBe(403);
    });

    it('lets a finance user, who holds p2p.disputes.resolve, resolve a dispute', async () => {
      const orderNumber = await inReview();
      const answer = await setStatus(orderNumber, { status: 'RESOLVED_SELLER', reasonCode: 'PAYMENT_NOT_RECEIVED' }, financeToken);
      expect(answer.status).toBe(200);
      expect((await storedDispute(orderNumber))?.status).toBe('RESOLVED_SELLER');
      expect((await orderStatus(orderNumber))?.status).toBe('CANCELLED');
    });
  });
});
