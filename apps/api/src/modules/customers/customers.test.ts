import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer, CustomerNote, CustomerTimelineEntry } from '@exchange/contract/customers/customers';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { auditLog } from '../../platform/audit/audit-table.ts';
import { TEST_PASSWORD, UNKNOWN_UUID, createAdminWithOwnPolicies, fieldsOf, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { customers } from './customer-tables.ts';

type Answer = Customer & ApiError;
type CustomerList = ListResponse<Customer> & ApiError;
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe.each(testDatabaseKinds())('customers on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let adminId: string;
  let support: string;
  let reader: string;
  let nobody: string;

  const list = (query: string, token = admin) => server.call<CustomerList>('GET', `/admin/customers${query}`, { token });
  const one = (id: string, token = admin) => server.call<Answer>('GET', `/admin/customers/${id}`, { token });
  const post = (id: string, action: string, body: unknown, token = admin) => server.call<Answer>('POST', `/admin/customers/${id}/${action}`, { token, body });
  const count = async (where: SQL = sql`true`) => (await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from customers where ${where}`))[0]?.n ?? -1;
  const auditsOf = (id: string) => server.database.db.select().from(auditLog).where(eq(auditLog.customerId, id)).orderBy(asc(auditLog.id));

  /** Demo customers in a stored state, each handed out once so tests never share a row. */
  const used = new Set<string>();
  async function fresh(where: SQL) {
    const rows = await rowsOf<{ id: string }>(server, sql`select id from customers where ${where} order by email`);
    const found = rows.find((r) => !used.has(r.id));
    if (!found) throw new Error('no unused customer left');
    used.add(found.id);
    return found.id;
  }
  const plainActive = () => fresh(sql`state = 'ACTIVE' and withdrawals_blocked_at is null and trading_blocked_at is null`);

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { demoData: true });
    adminId = await server.createAdmin({ email: 'admin@example.com', password: TEST_PASSWORD, role: 'admin', name: 'Ada Admin' });
    await server.createAdmin({ email: 'support@example.com', password: TEST_PASSWORD, role: 'support', name: 'Sue Support' });
    await createAdminWithOwnPolicies(server, { email: 'reader@example.com', policies: ['customers.read'] });
    await createAdminWithOwnPolicies(server, { email: 'nobody@example.com', policies: ['p2p.orders.read'] });
    [admin, support, reader, nobody] = (await Promise.all(['admin', 'support', 'reader', 'nobody'].map((n) => signIn(server, `${n}@example.com`)))) as [string, string, string, string];
  });
  afterAll(() => server.close());

  describe('demo data', () => {
    it('has 2,000 customers in every state, with phones, dates of birth, labels, reasons, expiries and blocks', async () => {
      expect(await count()).toBe(2000);
      for (const state of ['PENDING', 'ACTIVE', 'FROZEN', 'CLOSED']) expect(await count(sql`state = ${state}`), state).toBeGreaterThan(30);
      expect(await count(sql`phone is null or date_of_birth is null`)).toBe(0);
      expect(await count(sql`state = 'FROZEN' and state_reason is null`)).toBe(0);
      expect(await count(sql`state = 'FROZEN' and frozen_until is not null`)).toBeGreaterThan(5);
      expect(await count(sql`withdrawals_blocked_at is not null`)).toBeGreaterThan(10);
      expect(await count(sql`trading_blocked_at is not null`)).toBeGreaterThan(10);
      expect(await count(sql`cardinality(labels) > 0`)).toBeGreaterThan(100);
      // Their timelines and notes.
      const [rows] = await rowsOf<{ audits: number; notes: number }>(server, sql`select
        (select count(*)::int from audit_log where customer_id is not null) as audits, (select count(*)::int from customer_notes) as notes`);
      expect(rows?.audits).toBeGreaterThan(1500);
      expect(rows?.notes).toBeGreaterThan(100);
    });
  });

  describe('the list', () => {
    it('pages newest first with an exact total and the full shape', async () => {
      const first = await list('?limit=20');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ page: 0, limit: 20, total: 2000, totalIsCapped: false });
      const expected = await rowsOf<{ id: string }>(server, sql`select id from customers order by created_at desc, id desc limit 20`);
      expect(first.body.items.map((c) => c.id)).toEqual(expected.map((r) => r.id));
      const row = first.body.items[0];
      expect(row).toMatchObject({ email: expect.stringMatching(/@demo\.example$/), phone: expect.stringMatching(/^\+\d{8,15}$/), kycLevel: expect.any(Number), labels: expect.any(Array) });
      expect(row?.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const noTotal = await list('?limit=20&withTotal=false');
      expect(noTotal.body.total).toBeNull();
    });

    it('finds by e-mail prefix, phone digits (typed any way), part of a name, and exact id', async () => {
      const [c] = await rowsOf<{ id: string; email: string; phone: string; name: string }>(server, sql`select id, email, phone, name from customers where email = 'customer1234@demo.example'`);
      if (!c) throw new Error('no customer1234');
      const byEmail = await list('?search=CUSTOMER1234&limit=50');
      expect(byEmail.body.items.map((x) => x.email).sort()).toEqual(['customer1234@demo.example']);
      const typed = `${c.phone.slice(0, 4)} ${c.phone.slice(4, 7)}-${c.phone.slice(7)}`;
      const byPhone = await list(`?search=${encodeURIComponent(typed)}`);
      expect(byPhone.body.items.map((x) => x.id)).toContain(c.id);
      expect(byPhone.body.items.every((x) => x.phone?.startsWith(c.phone))).toBe(true);
      const part = c.name.split(' ')[1]?.slice(1, 5) ?? '';
      const byName = await list(`?search=${encodeURIComponent(part.toUpperCase())}&limit=200`);
      expect(byName.body.total).toBe(await count(sql`name ilike ${`%${part}%`} or email like ${`${part.toLowerCase()}%`}`));
      expect(byName.body.items.every((x) => x.name.toLowerCase().includes(part.toLowerCase()))).toBe(true);
      const byId = await list(`?search=${c.id.toUpperCase()}`);
      expect(byId.body.items.map((x) => x.id)).toEqual([c.id]);
      // % and _ are taken literally.
      expect((await list('?search=%25')).body.total).toBe(0);
    });

    it('answers each search with its own values when searches of one kind share a prepared statement', async () => {
      const pair = await rowsOf<{ id: string; phone: string; name: string }>(server, sql`select id, phone, name from customers where email in ('customer77@demo.example', 'customer1500@demo.example') order by email`);
      expect(pair).toHaveLength(2);
      for (const c of pair) {
        expect((await list(`?search=${c.id}`)).body.items.map((x) => x.id)).toEqual([c.id]);
        const byPhone = await list(`?search=${encodeURIComponent(c.phone)}`);
        expect(byPhone.body.items.map((x) => x.id)).toContain(c.id);
        expect(byPhone.body.total).toBe(await count(sql`phone like ${`${c.phone}%`}`));
        const byName = await list(`?search=${encodeURIComponent(c.name)}&limit=200`);
        expect(byName.body.items.map((x) => x.id)).toContain(c.id);
        expect(byName.body.total).toBe(await count(sql`name ilike ${`%${c.name}%`}`));
      }
      for (const level of [1, 3]) expect((await list(`?kycLevel=${level}&country=NG`)).body.total).toBe(await count(sql`kyc_level = ${level} and country = 'NG'`));
    });

    it('filters by state in force, country, KYC level and status, and created dates, with totals equal to SQL counts', async () => {
      for (const state of ['PENDING', 'ACTIVE', 'FROZEN', 'CLOSED'] as const) {
        const inForce = state === 'ACTIVE' ? sql`state = 'ACTIVE' or (state = 'FROZEN' and frozen_until <= now())`
          : state === 'FROZEN' ? sql`state = 'FROZEN' and (frozen_until is null or frozen_until > now())` : sql`state = ${state}`;
        const answer = await list(`?state=${state}&limit=200`);
        expect(answer.body.total, state).toBe(await count(inForce));
        expect(answer.body.items.every((x) => x.state === state)).toBe(true);
      }
      const filtered = await list('?country=AE&kycLevel=2&kycStatus=APPROVED&startDate=2020-01-01&endDate=2999-01-01');
      expect(filtered.body.total).toBe(await count(sql`country = 'AE' and kyc_level = 2 and kyc_status = 'APPROVED'`));
      expect(filtered.body.total).toBeGreaterThan(0);
      const since = new Date(Date.now() - 14 * 86_400_000).toISOString().slice(0, 10);
      expect((await list(`?startDate=${since}`)).body.total).toBe(await count(sql`created_at >= ${since}::date`));
    });

    it('refuses bad filters with 400 naming the field', async () => {
      for (const [query, field] of [['?state=SLEEPING', 'state'], ['?kycLevel=7', 'kycLevel'], ['?country=XX', 'country'], ['?startDate=yesterday', 'startDate'], ['?startDate=2025-02-01&endDate=2025-01-01', 'endDate'], ['?limit=1000', 'limit']]) {
        const answer = await list(query ?? '');
        expect(answer.status, query).toBe(400);
        expect(fieldsOf(answer.body), query).toContain(field);
      }
    });

    it('exports the filtered rows as CSV (formula-safe), audited', async () => {
      const response = await fetch(`${server.baseUrl}/admin/customers?format=csv&state=CLOSED&page=3&limit=5`, { headers: { authorization: `Bearer ${reader}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="customers-.*\.csv"$/);
      const lines = (await response.text()).trimEnd().split('\n');
      expect(lines[0]).toBe('id,email,name,phone,country,date_of_birth,state,state_reason,frozen_until,withdrawals_blocked,trading_blocked,kyc_level,kyc_status,labels,created_at');
      expect(lines.length - 1).toBe(await count(sql`state = 'CLOSED'`));
      expect(lines[1]).toContain(',CLOSED,');
      const [audit] = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'customers.export_csv'));
      expect(audit?.detail).toContain('CLOSED');
    });

    it('needs customers.read', async () => {
      expect((await list('', nobody)).status).toBe(403);
      expect((await one(UNKNOWN_UUID, nobody)).status).toBe(403);
    });
  });

  describe('one customer', () => {
    it('reads one, 404 for an unknown id, 400 for a malformed one', async () => {
      const id = await plainActive();
      const answer = await one(id, reader);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id, state: 'ACTIVE', recordedState: 'ACTIVE', withdrawalsBlock: null, tradingBlock: null });
      expect((await one(UNKNOWN_UUID)).body.error.code).toBe('customer.notFound');
      expect((await one('not-a-uuid')).status).toBe(400);
    });
  });

  describe('state changes', () => {
    it('activates a pending account once; a second activation is 409 naming the state', async () => {
      const id = await fresh(sql`state = 'PENDING'`);
      const first = await post(id, 'activate', {});
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ state: 'ACTIVE', recordedState: 'ACTIVE' });
      const again = await post(id, 'activate', {});
      expect(again.status).toBe(409);
      expect(again.body.error).toMatchObject({ code: 'customer.wrongState', params: { status: 'ACTIVE', target: 'ACTIVE' } });
      const audits = await auditsOf(id);
      expect(audits.filter((a) => a.action === 'customers.activate' && a.actorId === adminId)).toHaveLength(1);
    });

    it('freezes with a reason and an expiry, refuses a second freeze, unfreezes with a reason; all on the timeline', async () => {
      const id = await plainActive();
      const until = future(7);
      const frozen = await post(id, 'freeze', { reason: '  Chargeback under review  ', until });
      expect(frozen.status).toBe(200);
      expect(frozen.body).toMatchObject({ state: 'FROZEN', stateReason: 'Chargeback under review', frozenUntil: new Date(until).toISOString() });
      const twice = await post(id, 'freeze', { reason: 'Again please' });
      expect(twice.status).toBe(409);
      expect(twice.body.error).toMatchObject({ code: 'customer.wrongState', params: { status: 'FROZEN', target: 'FROZEN' } });
      const thawed = await post(id, 'unfreeze', { reason: 'Chargeback withdrawn' });
      expect(thawed.body).toMatchObject({ state: 'ACTIVE', stateReason: 'Chargeback withdrawn', frozenUntil: null });
      expect((await post(id, 'unfreeze', { reason: 'Once more' })).body.error.params).toEqual({ status: 'ACTIVE', target: 'ACTIVE' });

      const audits = (await auditsOf(id)).filter((a) => a.actorId === adminId);
      expect(audits.map((a) => a.action)).toEqual(['customers.freeze', 'customers.unfreeze']);
      expect(audits[0]).toMatchObject({ targetType: 'customer', targetId: id, before: { state: 'ACTIVE' }, after: { state: 'FROZEN', reason: 'Chargeback under review', until: new Date(until).toISOString() } });
      const timeline = await server.call<ListResponse<CustomerTimelineEntry>>('GET', `/admin/customers/${id}/timeline?limit=2`, { token: reader });
      expect(timeline.body.items.map((e) => [e.action, e.reason, e.actor.name])).toEqual([
        ['customers.unfreeze', 'Chargeback withdrawn', 'Ada Admin'],
        ['customers.freeze', 'Chargeback under review', 'Ada Admin'],
      ]);
      expect(timeline.body.items[1]).toMatchObject({ before: { state: 'ACTIVE' }, after: { state: 'FROZEN' } });
      // The exchange hears of each change once, the refused ones aside.
      const events = await rowsOf<{ type: string; data: { reason: string | null; until: string | null } }>(server, sql`select type, data from integration_events where subject_id = ${id} order by occurred_at, id`);
      expect(events).toEqual([
        { type: 'account.frozen', data: { reason: 'Chargeback under review', until: new Date(until).toISOString() } },
        { type: 'account.unfrozen', data: { reason: 'Chargeback withdrawn', until: null } },
      ]);
      expect(timeline.body.total).toBe((await auditsOf(id)).length);
    });

    it('400 without a reason, with a short one, or with an expiry in the past; nothing changes', async () => {
      const id = await plainActive();
      const cases: [string, unknown, string, string][] = [
        ['freeze', {}, 'reason', 'validation.required'],
        ['freeze', { reason: '  x  ' }, 'reason', 'validation.tooShort'],
        ['freeze', { reason: 'x'.repeat(501) }, 'reason', 'validation.tooLong'],
        ['freeze', { reason: 'Valid reason', until: '2020-01-01T00:00:00Z' }, 'until', 'customer.untilInPast'],
        ['close', {}, 'reason', 'validation.required'],
        ['unfreeze', { reason: '' }, 'reason', 'validation.tooShort'],
        ['block', { block: 'WITHDRAWALS' }, 'reason', 'validation.required'],
        ['block', { block: 'SAVINGS', reason: 'Valid reason' }, 'block', 'validation.notAllowed'],
        ['unblock', { block: 'TRADING' }, 'reason', 'validation.required'],
      ];
      for (const [action, body, field, code] of cases) {
        const answer = await post(id, action, body);
        expect(answer.status, `${action} ${JSON.stringify(body)}`).toBe(400);
        expect(answer.body.error.details?.find((d) => d.field === field)?.code, `${action} ${JSON.stringify(body)}`).toBe(code);
      }
      expect((await one(id)).body.state).toBe('ACTIVE');
      expect(await auditsOf(id)).toHaveLength((await auditsOf(id)).filter((a) => a.actorId !== adminId).length);
    });

    it('a freeze whose expiry passed reads ACTIVE everywhere: the page, the list filter and the guards', async () => {
      const id = await plainActive();
      await post(id, 'freeze', { reason: 'Short freeze', until: future(1) });
      await server.database.db.update(customers).set({ frozenUntil: new Date(Date.now() - 60_000) }).where(eq(customers.id, id));
      expect((await one(id)).body).toMatchObject({ state: 'ACTIVE', recordedState: 'FROZEN' });
      const email = (await one(id)).body.email;
      expect((await list(`?search=${email}&state=ACTIVE`)).body.items.map((x) => x.id)).toEqual([id]);
      expect((await list(`?search=${email}&state=FROZEN`)).body.items).toEqual([]);
      const unfreeze = await post(id, 'unfreeze', { reason: 'Lift it' });
      expect(unfreeze.status).toBe(409);
      expect(unfreeze.body.error.params).toEqual({ status: 'ACTIVE', target: 'ACTIVE' });
      expect((await post(id, 'freeze', { reason: 'Frozen again' })).body).toMatchObject({ state: 'FROZEN', frozenUntil: null });
    });

    it('closes from ACTIVE or FROZEN, never from PENDING or twice; a closed account takes no blocks, labels or edits', async () => {
      const pending = await fresh(sql`state = 'PENDING'`);
      expect((await post(pending, 'close', { reason: 'Asked to close' })).body.error).toMatchObject({ code: 'customer.wrongState', params: { status: 'PENDING', target: 'CLOSED' } });
      const id = await fresh(sql`state = 'FROZEN' and frozen_until is null`);
      const closed = await post(id, 'close', { reason: 'Customer asked to close' });
      expect(closed.body).toMatchObject({ state: 'CLOSED', stateReason: 'Customer asked to close' });
      expect((await post(id, 'close', { reason: 'Again' })).body.error.params).toEqual({ status: 'CLOSED', target: 'CLOSED' });
      expect((await post(id, 'freeze', { reason: 'Too late' })).status).toBe(409);
      expect((await post(id, 'block', { block: 'TRADING', reason: 'Too late' })).body.error.code).toBe('customer.closed');
      expect((await server.call<Answer>('PUT', `/admin/customers/${id}/labels`, { token: admin, body: { labels: ['x'] } })).body.error.code).toBe('customer.wrongState');
      expect((await server.call<Answer>('PATCH', `/admin/customers/${id}`, { token: admin, body: { name: 'New Name', reason: 'Typo fixed' } })).status).toBe(409);
    });

    it('two admins freezing at once: one wins, the other gets 409', async () => {
      const id = await plainActive();
      const answers = await Promise.all([post(id, 'freeze', { reason: 'First admin' }), post(id, 'freeze', { reason: 'Second admin' })]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect((await auditsOf(id)).filter((a) => a.action === 'customers.freeze')).toHaveLength(1);
    });

    it('404 for an unknown customer, 403 without customers.manage', async () => {
      expect((await post(UNKNOWN_UUID, 'freeze', { reason: 'Nobody here' })).status).toBe(404);
      const id = await plainActive();
      for (const token of [reader, support]) {
        const answer = await post(id, 'freeze', { reason: 'Not allowed' }, token);
        expect(answer.status).toBe(403);
        expect(answer.body.error).toMatchObject({ code: 'access.policyRequired', params: { policy: 'customers.manage' } });
      }
    });
  });

  describe('blocks', () => {
    it('blocks withdrawals with a reason and an expiry, refuses a second block, lifts it with a reason', async () => {
      const id = await plainActive();
      const until = future(3);
      const blocked = await post(id, 'block', { block: 'WITHDRAWALS', reason: 'Source of funds pending', until });
      expect(blocked.status).toBe(200);
      expect(blocked.body.withdrawalsBlock).toMatchObject({ reason: 'Source of funds pending', until: new Date(until).toISOString() });
      expect(blocked.body.tradingBlock).toBeNull();
      expect(blocked.body.state).toBe('ACTIVE');
      expect((await post(id, 'block', { block: 'WITHDRAWALS', reason: 'Again' })).body.error.code).toBe('customer.alreadyBlocked');
      const lifted = await post(id, 'unblock', { block: 'WITHDRAWALS', reason: 'Documents received' });
      expect(lifted.body.withdrawalsBlock).toBeNull();
      expect((await post(id, 'unblock', { block: 'WITHDRAWALS', reason: 'Again' })).body.error.code).toBe('customer.notBlocked');
      const audits = (await auditsOf(id)).filter((a) => a.actorId === adminId);
      expect(audits.map((a) => a.action)).toEqual(['customers.block.withdrawals', 'customers.unblock.withdrawals']);
      expect(audits[1]).toMatchObject({ before: { blocked: true, reason: 'Source of funds pending' }, after: { blocked: false, reason: 'Documents received' } });
    });

    it('a block whose expiry passed is no block: it reads null and can be set again, not lifted', async () => {
      const id = await plainActive();
      await post(id, 'block', { block: 'TRADING', reason: 'Pattern review', until: future(1) });
      await server.database.db.update(customers).set({ tradingBlockedUntil: new Date(Date.now() - 1000) }).where(eq(customers.id, id));
      expect((await one(id)).body.tradingBlock).toBeNull();
      expect((await post(id, 'unblock', { block: 'TRADING', reason: 'Lift' })).body.error.code).toBe('customer.notBlocked');
      expect((await post(id, 'block', { block: 'TRADING', reason: 'Pattern review again' })).body.tradingBlock).toMatchObject({ reason: 'Pattern review again', until: null });
    });
  });

  describe('labels and profile', () => {
    it('replaces labels (trimmed, without duplicates), audited; refuses bad labels', async () => {
      const id = await plainActive();
      const answer = await server.call<Answer>('PUT', `/admin/customers/${id}/labels`, { token: admin, body: { labels: [' VIP ', 'vip', 'Watchlist'] } });
      expect(answer.body.labels).toEqual(['VIP', 'Watchlist']);
      const audit = (await auditsOf(id)).find((a) => a.action === 'customers.labels');
      expect(audit).toMatchObject({ after: { labels: ['VIP', 'Watchlist'] } });
      const bad = await server.call<Answer>('PUT', `/admin/customers/${id}/labels`, { token: admin, body: { labels: ['<script>'] } });
      expect(bad.status).toBe(400);
      const many = await server.call<Answer>('PUT', `/admin/customers/${id}/labels`, { token: admin, body: { labels: Array.from({ length: 21 }, (_, i) => `L${i}`) } });
      expect(fieldsOf(many.body)).toContain('labels');
    });

    it('edits the profile with a reason, recording only what changed; refuses a bad phone and an edit that changes nothing', async () => {
      const id = await plainActive();
      const before = (await one(id)).body;
      const edit = (body: unknown) => server.call<Answer>('PATCH', `/admin/customers/${id}`, { token: admin, body });
      const answer = await edit({ name: 'Corrected Name', phone: '+971501234567', country: before.country, dateOfBirth: '1990-05-04', reason: 'Passport shows this spelling' });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ name: 'Corrected Name', phone: '+971501234567', dateOfBirth: '1990-05-04', country: before.country });
      const audit = (await auditsOf(id)).find((a) => a.action === 'customers.profile');
      expect(audit?.before).toEqual({ name: before.name, phone: before.phone, dateOfBirth: before.dateOfBirth });
      expect(audit?.after).toEqual({ name: 'Corrected Name', phone: '+971501234567', dateOfBirth: '1990-05-04', reason: 'Passport shows this spelling' });
      expect(fieldsOf((await edit({ phone: '0501234567', reason: 'Typo fixed' })).body)).toContain('phone');
      // A day PostgreSQL has no year for, or one not yet come, is bad input, not a 500.
      for (const dateOfBirth of ['0000-01-01', '1899-12-31', '2999-01-01']) expect(fieldsOf((await edit({ dateOfBirth, reason: 'Typo fixed' })).body)).toEqual(['dateOfBirth']);
      expect(fieldsOf((await edit({ reason: 'Nothing at all' })).body)).toContain('name');
      expect((await edit({ name: 'Corrected Name', reason: 'Same again' })).body.error.code).toBe('validation.noChanges');
      expect(fieldsOf((await edit({ name: 'Another Name' })).body)).toContain('reason');
    });
  });

  describe('notes', () => {
    it('appends notes with author and time, oldest first; customers.note suffices; empty bodies are refused', async () => {
      const id = await plainActive();
      const first = await server.call<CustomerNote & ApiError>('POST', `/admin/customers/${id}/notes`, { token: support, body: { body: 'Called the customer' } });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ body: 'Called the customer', author: { name: 'Sue Support' } });
      await server.call('POST', `/admin/customers/${id}/notes`, { token: admin, body: { body: 'Escalated' } });
      const thread = await server.call<{ items: CustomerNote[] }>('GET', `/admin/customers/${id}/notes`, { token: reader });
      expect(thread.body.items.slice(-2).map((n) => [n.body, n.author.name])).toEqual([['Called the customer', 'Sue Support'], ['Escalated', 'Ada Admin']]);
      expect((await server.call<ApiError>('POST', `/admin/customers/${id}/notes`, { token: admin, body: { body: '   ' } })).status).toBe(400);
      expect((await server.call<ApiError>('POST', `/admin/customers/${id}/notes`, { token: reader, body: { body: 'Hi' } })).status).toBe(403);
      expect((await server.call<ApiError>('POST', `/admin/customers/${UNKNOWN_UUID}/notes`, { token: admin, body: { body: 'Hi' } })).status).toBe(404);
      expect((await auditsOf(id)).filter((a) => a.action === 'customers.note')).toHaveLength(2);
      // The database refuses to rewrite a note.
      await expect(server.database.db.execute(sql`update customer_notes set body = 'rewritten' where customer_id = ${id}`)).rejects.toThrow();
    });
  });

  describe('related data', () => {
    it('balances per asset and account from the ledger: available and held, equal to the sum of the lines', async () => {
      const [c] = await rowsOf<{ id: string }>(server, sql`select a.customer_id as id from ledger_accounts a join ledger_lines l on l.account_id = a.id
        where a.owner = 'CUSTOMER' group by a.customer_id order by count(*) desc, a.customer_id limit 1`);
      if (!c) throw new Error('no ledger lines in the demo');
      const answer = await server.call<{ items: { asset: string; subAccount: { id: string } | null; available: string; held: string }[] }>('GET', `/admin/customers/${c.id}/balances`, { token: reader });
      const expected = await rowsOf<{ asset: string; sub: string | null; available: string; held: string }>(server, sql`
        select a.asset, a.sub_account_id as sub,
          trim_scale(coalesce(sum(l.amount) filter (where a.bucket = 'AVAILABLE'), 0))::text as available,
          trim_scale(coalesce(sum(l.amount) filter (where a.bucket = 'HELD'), 0))::text as held
        from ledger_accounts a join ledger_lines l on l.account_id = a.id where a.customer_id = ${c.id}
        group by a.asset, a.sub_account_id`);
      const byKey = (r: { asset: string; sub: string | null }) => `${r.sub ?? ''}/${r.asset}`;
      expect(answer.body.items.map((b) => ({ asset: b.asset, sub: b.subAccount?.id ?? null, available: b.available, held: b.held })).sort((x, y) => byKey(x).localeCompare(byKey(y))))
        .toEqual(expected.sort((x, y) => byKey(x).localeCompare(byKey(y))));
      expect((await server.call('GET', `/admin/customers/${UNKNOWN_UUID}/balances`, { token: reader })).status).toBe(404);
    });

    it('the P2P orders, transactions, disputes and referral rewards of one customer', async () => {
      const [c] = await rowsOf<{ id: string }>(server, sql`select o.customer_id as id from order_disputes d join p2p_orders o on o.id = d.order_id group by o.customer_id order by count(*) desc, o.customer_id limit 1`);
      if (!c) throw new Error('no disputes in the demo');
      const orders = await server.call<ListResponse<{ customerId: string }>>('GET', `/admin/p2p/orders?customerId=${c.id}&limit=200`, { token: admin });
      expect(orders.body.total).toBe((await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from p2p_orders where customer_id = ${c.id}`))[0]?.n);
      expect(orders.body.items.every((o) => o.customerId === c.id)).toBe(true);
      const transactions = await server.call<ListResponse<{ customerId: string }>>('GET', `/admin/p2p/transactions?customerId=${c.id}&status=ALL&limit=200`, { token: admin });
      expect(transactions.body.items.every((t) => t.customerId === c.id)).toBe(true);
      const disputes = await server.call<ListResponse<{ orderNumber: string }>>('GET', `/admin/p2p/orderDisputes?customerId=${c.id}&status=ALL&limit=200`, { token: admin });
      expect(disputes.body.total).toBe((await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from order_disputes d join p2p_orders o on o.id = d.order_id where o.customer_id = ${c.id}`))[0]?.n);
      expect(disputes.body.total).toBeGreaterThan(0);
      const [r] = await rowsOf<{ id: string; n: number }>(server, sql`select c.id, (select count(*)::int from referral_rewards r where r.referrer_id = c.id or r.referee_id = c.id) as n
        from customers c where exists (select 1 from referral_rewards r where r.referrer_id = c.id) order by c.email limit 1`);
      const rewards = await server.call<{ total: number; items: { referrer: { id: string }; referee: { id: string } }[] }>('GET', `/admin/referral/refereeRewardRecord?customerId=${r?.id}&pageSize=200`, { token: admin });
      expect(rewards.body.total).toBe(r?.n);
      expect(rewards.body.items.every((x) => x.referrer.id === r?.id || x.referee.id === r?.id)).toBe(true);
    });
  });
});
