import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '@exchange/contract/p2p/merchants';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { auditLog } from '../../../platform/audit/audit-table.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../../testing/test-server.ts';
import { merchants } from './merchant-tables.ts';
import { signIn as signInAs, fieldsOf } from '../../../testing/access-test-helpers.ts';
import { fetchCsvExport } from '../../../testing/csv-test-helpers.ts';

const PASSWORD = 'Correct-Horse-9';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

type MerchantList = ListResponse<Merchant>;

describe.each(testDatabaseKinds())('P2P merchants on %s', (kind) => {
  let server: TestServer;
  let adminToken: string;
  let readOnlyToken: string;
  let supportToken: string;

  const signIn = (email: string) => signInAs(server, email, PASSWORD);
  async function rows<T>(query: SQL): Promise<T[]> {
    return ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  }
  async function sqlCount(where: SQL = sql`true`) {
    const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from merchants where ${where}`);
    return row?.n ?? -1;
  }
  const list = (query: string, token = adminToken) => server.call<MerchantList>('GET', `/admin/p2p/merchants${query}`, { token });
  const auditRows = (action: string, targetId: string) =>
    server.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId))).orderBy(asc(auditLog.id));

  let created = 0;
  async function createMerchant(overrides: Partial<{ name: string; email: string; phone: string; country: string }> = {}) {
    created += 1;
    const answer = await server.call<Merchant>('POST', '/admin/p2p/merchants', {
      token: adminToken,
      body: { name: `Test Merchant ${created}`, email: `test-merchant-${created}@example.com`, phone: '+44 20 7946 0000', country: 'GB', ...overrides },
    });
    expect(answer.status).toBe(200);
    return answer.body;
  }

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { demoData: true });
    await server.createAdmin({ email: 'admin@example.com', password: PASSWORD, role: 'admin', name: 'Ada Admin' });
    await server.createAdmin({ email: 'vendors@example.com', password: PASSWORD, role: 'vendorsReadOnly' });
    await server.createAdmin({ email: 'support@example.com', password: PASSWORD, role: 'support' });
    adminToken = await signIn('admin@example.com');
    readOnlyToken = await signIn('vendors@example.com');
    supportToken = await signIn('support@example.com');
  });
  afterAll(() => server.close());

  describe('list', () => {
    it('lists newest first with the default page, the exact total and pages that do not overlap', async () => {
      const first = await list('');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ page: 0, limit: 10, total: await sqlCount(), totalIsCapped: false });
      expect(first.body.total).toBeGreaterThanOrEqual(40);
      expect(first.body.items).toHaveLength(10);
      const expected = await rows<{ id: string }>(sql`select id from merchants order by created_at desc, id desc limit 20`);
      const second = await list('?page=1');
      expect(second.body.page).toBe(1);
      expect([...first.body.items, ...second.body.items].map((m) => m.id)).toEqual(expected.map((r) => r.id));
      const beyond = await list(`?page=${Math.ceil(Number(first.body.total) / 10)}`);
      expect(beyond.status).toBe(200);
      expect(beyond.body.items).toEqual([]);
      expect(beyond.body.total).toBe(first.body.total);
      const big = await list('?limit=200');
      expect(big.body.items).toHaveLength(Number(first.body.total));
    });

    it('filters by isActive, isOnline and country, each row matching and the total equal to a SQL count', async () => {
      const cases: [string, SQL, (m: Merchant) => boolean][] = [
        ['isActive=false', sql`not is_active`, (m) => !m.isActive],
        ['isActive=true', sql`is_active`, (m) => m.isActive],
        ['isOnline=true', sql`is_online`, (m) => m.isOnline],
        ['isOnline=false&isActive=true', sql`not is_online and is_active`, (m) => !m.isOnline && m.isActive],
        ['country=AE', sql`country = 'AE'`, (m) => m.country === 'AE'],
        ['country=NG&isActive=true', sql`country = 'NG' and is_active`, (m) => m.country === 'NG' && m.isActive],
      ];
      for (const [query, where, matches] of cases) {
        const answer = await list(`?limit=200&${query}`);
        expect(answer.status, query).toBe(200);
        const expected = await sqlCount(where);
        expect(answer.body.total, query).toBe(expected);
        expect(answer.body.items, query).toHaveLength(expected);
        expect(answer.body.items.every(matches), query).toBe(true);
      }
      // The demo data has inactive merchants, and they are never online.
      expect(await sqlCount(sql`not is_active`)).toBeGreaterThan(0);
      expect((await list('?isActive=false&isOnline=true')).body.total).toBe(0);
    });

    it('searches name, email and phone without case and treats % and _ literally', async () => {
      const byName = await list('?search=falcon&limit=200');
      expect(byName.body.total).toBe(await sqlCount(sql`name ilike '%falcon%'`));
      expect(byName.body.total).toBeGreaterThan(0);
      expect(byName.body.items.every((m) => m.name.toLowerCase().includes('falcon'))).toBe(true);

      const byEmail = await list(`?search=${encodeURIComponent('MERCHANT17@demo')}`);
      expect(byEmail.body.items.map((m) => m.email)).toEqual(['merchant17@demo.example']);

      const [sample] = await rows<{ phone: string; email: string }>(sql`select phone, email from merchants where email = 'merchant5@demo.example'`);
      const digits = sample?.phone.slice(-7) ?? 'none';
      const byPhone = await list(`?search=${digits}`);
      expect(byPhone.body.items.map((m) => m.email)).toContain('merchant5@demo.example');

      expect((await list(`?search=${encodeURIComponent('%')}`)).body.total).toBe(0);
      expect((await list(`?search=${encodeURIComponent('_')}`)).body.total).toBe(0);
      expect((await list('?search=no-such-merchant-anywhere')).body).toMatchObject({ total: 0, items: [] });
    });

    it('sorts by name and by completed orders in both directions', async () => {
      const byName = await list('?sort=name&order=asc&limit=200');
      expect(byName.status).toBe(200);
      const expectedByName = await rows<{ id: string }>(sql`select id from merchants order by name asc, id asc`);
      expect(byName.body.items.map((m) => m.id)).toEqual(expectedByName.map((r) => r.id));

      const byNameDesc = await list('?sort=name&order=desc&limit=5');
      const expectedDesc = await rows<{ id: string }>(sql`select id from merchants order by name desc, id desc limit 5`);
      expect(byNameDesc.body.items.map((m) => m.id)).toEqual(expectedDesc.map((r) => r.id));

      const byOrders = await list('?sort=completedOrders&order=desc&limit=200');
      const counts = await rows<{ id: string; completed: number; cancelled: number; ads: number }>(sql`
        select m.id,
          (select count(*)::int from p2p_orders o where o.merchant_id = m.id and o.status = 'COMPLETED') as completed,
          (select count(*)::int from p2p_orders o where o.merchant_id = m.id and o.status = 'CANCELLED') as cancelled,
          (select count(*)::int from merchant_ads a where a.merchant_id = m.id and a.is_active) as ads
        from merchants m`);
      const byId = new Map(counts.map((c) => [c.id, c]));
      const completed = byOrders.body.items.map((m) => m.completedOrders);
      expect(completed).toEqual([...completed].sort((a, b) => b - a));
      expect(completed[0]).toBeGreaterThan(0);
      for (const m of byOrders.body.items) {
        const c = byId.get(m.id);
        expect(m.completedOrders).toBe(c?.completed);
        expect(m.activeAds).toBe(c?.ads);
        const finished = (c?.completed ?? 0) + (c?.cancelled ?? 0);
        if (finished === 0) expect(m.completionRate).toBeNull();
        else expect(m.completionRate).toBeCloseTo((c?.completed ?? 0) / finished, 10);
      }
      const ascending = await list('?sort=completedOrders&order=asc&limit=200');
      const asc2 = ascending.body.items.map((m) => m.completedOrders);
      expect(asc2).toEqual([...asc2].sort((a, b) => a - b));
    });

    it('refuses bad list parameters with a 400 naming the parameter', async () => {
      const cases: [string, string][] = [
        ['sort=email', 'sort'],
        ['order=up', 'order'],
        ['isActive=yes', 'isActive'],
        ['isOnline=1', 'isOnline'],
        ['country=XX', 'country'],
        ['limit=0', 'limit'],
        ['limit=201', 'limit'],
        ['page=-1', 'page'],
        ['page=1.5', 'page'],
        [`search=${'x'.repeat(101)}`, 'search'],
      ];
      for (const [query, field] of cases) {
        const answer = await server.call<ApiError>('GET', `/admin/p2p/merchants?${query}`, { token: adminToken });
        expect(answer.status, query).toBe(400);
        expect(answer.body.error.code, query).toMatch(/^validation\./);
        expect(fieldsOf(answer.body), query).toContain(field);
      }
    });

    it('exports every merchant matching the filters as CSV, whatever the page, with formulas defused, and audits it', async () => {
      const made = await createMerchant({ name: '=Csv Traders', country: 'EG' });
      const csv = await fetchCsvExport(server, '/admin/p2p/merchants?country=EG&isActive=true&page=3&limit=1&sort=name', supportToken);
      expect(csv.status).toBe(200);
      expect(csv.contentType).toMatch(/^text\/csv/);
      expect(csv.disposition).toMatch(/^attachment; filename="p2p-merchants-.*\.csv"$/);
      expect(csv.header).toEqual(['name', 'email', 'phone', 'country', 'active', 'online', 'completed_orders', 'cancelled_orders', 'active_ads', 'created_at', 'updated_at']);
      expect(csv.rows).toHaveLength(await sqlCount(sql`country = 'EG' and is_active`));
      expect(csv.rows.every((r) => r.country === 'EG' && r.active === 'true')).toBe(true);
      expect(csv.rows[0]).toEqual({
        name: "'=Csv Traders", email: made.email, phone: `'${made.phone}`, country: 'EG', active: 'true', online: String(made.isOnline),
        completed_orders: '0', cancelled_orders: '0', active_ads: '0', created_at: made.createdAt.slice(0, 19) + 'Z', updated_at: made.updatedAt.slice(0, 19) + 'Z',
      });
      expect(csv.audits).toEqual([{ action: 'p2p.merchants.export_csv', targetType: 'merchants', detail: JSON.stringify({ isActive: true, country: 'EG' }), actorId: expect.any(String) }]);
    });
  });

  describe('get', () => {
    it('returns one merchant, 404 for an unknown id and 400 naming id for a non-uuid', async () => {
      const [row] = await server.database.db.select().from(merchants).where(eq(merchants.email, 'merchant3@demo.example'));
      const answer = await server.call<Merchant>('GET', `/admin/p2p/merchants/${row?.id}`, { token: adminToken });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        id: row?.id,
        name: row?.name,
        email: 'merchant3@demo.example',
        phone: row?.phone,
        country: row?.country,
        isActive: row?.isActive,
        isOnline: row?.isOnline,
        createdAt: row?.createdAt.toISOString(),
      });

      const unknown = await server.call<ApiError>('GET', `/admin/p2p/merchants/${UNKNOWN_ID}`, { token: adminToken });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('merchant.notFound');

      const bad = await server.call<ApiError>('GET', '/admin/p2p/merchants/not-a-uuid', { token: adminToken });
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toMatch(/^validation\./);
      expect(fieldsOf(bad.body)).toEqual(['id']);
    });
  });

  describe('create', () => {
    it('creates an active, offline merchant with a normalised email, and audits it', async () => {
      const before = await sqlCount();
      const answer = await server.call<Merchant>('POST', '/admin/p2p/merchants', {
        token: adminToken,
        body: { name: '  Nile Traders  ', email: '  Nile.Traders@Example.COM ', phone: '+20 2 2345 6789', country: 'EG' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        name: 'Nile Traders',
        email: 'nile.traders@example.com',
        phone: '+20 2 2345 6789',
        country: 'EG',
        isActive: true,
        isOnline: false,
        completedOrders: 0,
        completionRate: null,
        activeAds: 0,
      });
      expect(await sqlCount()).toBe(before + 1);
      const [stored] = await server.database.db.select().from(merchants).where(eq(merchants.id, answer.body.id));
      expect(stored).toMatchObject({ name: 'Nile Traders', email: 'nile.traders@example.com', country: 'EG', isActive: true, isOnline: false });
      const audit = await auditRows('p2p.merchant.create', answer.body.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ outcome: 'SUCCESS', actorEmail: 'admin@example.com', targetType: 'merchant' });
      expect(audit[0]?.after).toMatchObject({ name: 'Nile Traders', email: 'nile.traders@example.com', country: 'EG' });
      const fetched = await server.call<Merchant>('GET', `/admin/p2p/merchants/${answer.body.id}`, { token: adminToken });
      expect(fetched.body).toEqual(answer.body);
    });

    it('names each bad field with a 400 and creates nothing', async () => {
      const good = { name: 'Valid Name', email: 'valid-field@example.com', phone: '+1 555 123 4567', country: 'US' };
      const before = await sqlCount();
      const cases: [Record<string, unknown>, string][] = [
        [{ ...good, name: 'A' }, 'name'],
        [{ ...good, name: 'x'.repeat(81) }, 'name'],
        [{ ...good, name: undefined }, 'name'],
        [{ ...good, email: 'not-an-email' }, 'email'],
        [{ ...good, email: undefined }, 'email'],
        [{ ...good, phone: 'call me' }, 'phone'],
        [{ ...good, phone: '123' }, 'phone'],
        [{ ...good, country: 'XX' }, 'country'],
        [{ ...good, country: 'gb' }, 'country'],
        [{ ...good, country: undefined }, 'country'],
      ];
      for (const [body, field] of cases) {
        const answer = await server.call<ApiError>('POST', '/admin/p2p/merchants', { token: adminToken, body });
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.error.code).toMatch(/^validation\./);
        expect(fieldsOf(answer.body), JSON.stringify(body)).toEqual([field]);
      }
      const allBad = await server.call<ApiError>('POST', '/admin/p2p/merchants', {
        token: adminToken,
        body: { name: '', email: 'nope', phone: 'nope', country: 'ZZ' },
      });
      expect(allBad.status).toBe(400);
      expect(new Set(fieldsOf(allBad.body))).toEqual(new Set(['name', 'email', 'phone', 'country']));
      expect(await sqlCount()).toBe(before);
    });

    it('refuses a duplicate email, whatever its case, with 409', async () => {
      const first = await createMerchant({ email: 'dup@example.com' });
      const before = await sqlCount();
      const again = await server.call<ApiError>('POST', '/admin/p2p/merchants', {
        token: adminToken,
        body: { name: 'Someone Else', email: 'DUP@example.com', phone: '+1 555 000 1111', country: 'US' },
      });
      expect(again.status).toBe(409);
      expect(again.body.error).toMatchObject({ code: 'merchant.emailTaken', message: 'A merchant with this email exists already', details: [{ field: 'email', code: 'merchant.emailTaken' }] });
      expect(await sqlCount()).toBe(before);
      const demo = await server.call<ApiError>('POST', '/admin/p2p/merchants', {
        token: adminToken,
        body: { name: 'Copy Cat', email: 'merchant1@demo.example', phone: '+1 555 000 1111', country: 'US' },
      });
      expect(demo.status).toBe(409);
      const [stored] = await server.database.db.select().from(merchants).where(eq(merchants.email, 'dup@example.com'));
      expect(stored?.id).toBe(first.id);
    });

    it('gives one of two merchants updated to the same e-mail at once a 409, never a 500', async () => {
      const [a, b] = [await createMerchant({ email: 'race-a@example.com' }), await createMerchant({ email: 'race-b@example.com' })];
      const update = (id: string) => server.call<ApiError>('PUT', `/admin/p2p/merchants/${id}`, { token: adminToken, body: { email: 'race-same@example.com' } });
      for (let round = 0; round < 5; round += 1) {
        const statuses = (await Promise.all([update(a.id), update(b.id)])).map((answer) => answer.status).sort();
        expect(statuses).toEqual([200, 409]);
        const owner = (await server.database.db.select().from(merchants).where(eq(merchants.email, 'race-same@example.com')))[0];
        // Give the address back for the next round.
        await server.call('PUT', `/admin/p2p/merchants/${owner?.id}`, { token: adminToken, body: { email: `race-${round}@example.com` } });
      }
    });

    it('needs p2p.merchants.write: read-only and support users get 403, nobody signed in gets 401', async () => {
      const body = { name: 'Forbidden Co', email: 'forbidden@example.com', phone: '+1 555 000 2222', country: 'US' };
      const readOnly = await server.call<ApiError>('POST', '/admin/p2p/merchants', { token: readOnlyToken, body });
      expect(readOnly.status).toBe(403);
      expect(readOnly.body.error.code).toBe('access.policyRequired');
      expect((await server.call('POST', '/admin/p2p/merchants', { token: supportToken, body })).status).toBe(403);
      expect((await server.call('POST', '/admin/p2p/merchants', { body })).status).toBe(401);
      expect(await sqlCount(sql`email = 'forbidden@example.com'`)).toBe(0);
      // Reading is what vendorsReadOnly is for.
      const read = await list('', readOnlyToken);
      expect(read.status).toBe(200);
      expect(read.body.items).toHaveLength(10);
    });
  });

  describe('update', () => {
    it('changes only the fields given and audits the old and new values', async () => {
      const merchant = await createMerchant({ country: 'FR', phone: '+33 1 23 45 67 89' });
      const answer = await server.call<Merchant>('PUT', `/admin/p2p/merchants/${merchant.id}`, { token: adminToken, body: { phone: '+33 9 87 65 43 21' } });
      expect(answer.status).toBe(200);
      const { updatedAt: _before, phone: _oldPhone, ...unchanged } = merchant;
      const { updatedAt: _after, phone, ...rest } = answer.body;
      expect(phone).toBe('+33 9 87 65 43 21');
      expect(rest).toEqual(unchanged);
      const [stored] = await server.database.db.select().from(merchants).where(eq(merchants.id, merchant.id));
      expect(stored).toMatchObject({ name: merchant.name, email: merchant.email, country: 'FR', phone: '+33 9 87 65 43 21' });

      const renamed = await server.call<Merchant>('PUT', `/admin/p2p/merchants/${merchant.id}`, { token: adminToken, body: { name: 'Renamed Co', country: 'IT' } });
      expect(renamed.body).toMatchObject({ name: 'Renamed Co', country: 'IT', phone: '+33 9 87 65 43 21', email: merchant.email });

      const audit = await auditRows('p2p.merchant.update', merchant.id);
      expect(audit).toHaveLength(2);
      expect(audit[0]?.before).toEqual({ phone: '+33 1 23 45 67 89' });
      expect(audit[0]?.after).toEqual({ phone: '+33 9 87 65 43 21' });
      expect(audit[1]?.before).toEqual({ name: merchant.name, country: 'FR' });
      expect(audit[1]?.after).toEqual({ name: 'Renamed Co', country: 'IT' });
    });

    it('refuses an empty or bad update with 400, another merchant\'s email with 409, an unknown merchant with 404', async () => {
      const merchant = await createMerchant();
      const other = await createMerchant();
      const empty = await server.call<ApiError>('PUT', `/admin/p2p/merchants/${merchant.id}`, { token: adminToken, body: {} });
      expect(empty.status).toBe(400);
      const badPhone = await server.call<ApiError>('PUT', `/admin/p2p/merchants/${merchant.id}`, { token: adminToken, body: { phone: 'x' } });
      expect(badPhone.status).toBe(400);
      expect(fieldsOf(badPhone.body)).toEqual(['phone']);
      const taken = await server.call<ApiError>('PUT', `/admin/p2p/merchants/${merchant.id}`, { token: adminToken, body: { email: other.email.toUpperCase() } });
      expect(taken.status).toBe(409);
      const own = await server.call<Merchant>('PUT', `/admin/p2p/merchants/${merchant.id}`, { token: adminToken, body: { email: merchant.email } });
      expect(own.status).toBe(200);
      const unknown = await server.call<ApiError>('PUT', `/admin/p2p/merchants/${UNKNOWN_ID}`, { token: adminToken, body: { name: 'Ghost' } });
      expect(unknown.status).toBe(404);
      const [stored] = await server.database.db.select().from(merchants).where(eq(merchants.id, merchant.id));
      expect(stored).toMatchObject({ email: merchant.email, phone: merchant.phone, name: merchant.name });
      expect(await auditRows('p2p.merchant.update', UNKNOWN_ID)).toHaveLength(0);
    });
  });

  describe('activate / deactivate and online / offline', () => {
    const setActive = (id: string, isActive: boolean) =>
      server.call<Merchant & ApiError>('PUT', `/admin/p2p/merchants/${id}/activateDeactivateMerchants`, { token: adminToken, body: { isActive } });
    const setOnline = (id: string, isOnline: boolean) =>
      server.call<Merchant & ApiError>('PUT', `/admin/p2p/merchants/${id}/onlineOfflineMerchants`, { token: adminToken, body: { isOnline } });
    const stored = async (id: string) => {
      const [row] = await server.database.db.select({ isActive: merchants.isActive, isOnline: merchants.isOnline }).from(merchants).where(eq(merchants.id, id));
      return row;
    };

    it('goes online and offline idempotently, each call audited with before and after', async () => {
      const merchant = await createMerchant();
      const online1 = await setOnline(merchant.id, true);
      const online2 = await setOnline(merchant.id, true);
      expect([online1.status, online2.status]).toEqual([200, 200]);
      expect(online2.body).toMatchObject({ isActive: true, isOnline: true });
      expect(await stored(merchant.id)).toEqual({ isActive: true, isOnline: true });
      const offline1 = await setOnline(merchant.id, false);
      const offline2 = await setOnline(merchant.id, false);
      expect([offline1.status, offline2.status]).toEqual([200, 200]);
      expect(offline2.body).toMatchObject({ isActive: true, isOnline: false });
      expect(await stored(merchant.id)).toEqual({ isActive: true, isOnline: false });

      const online = await auditRows('p2p.merchant.online', merchant.id);
      expect(online.map((r) => [r.before, r.after])).toEqual([
        [{ isOnline: false }, { isOnline: true }],
        [{ isOnline: true }, { isOnline: true }],
      ]);
      const offline = await auditRows('p2p.merchant.offline', merchant.id);
      expect(offline.map((r) => [r.before, r.after])).toEqual([
        [{ isOnline: true }, { isOnline: false }],
        [{ isOnline: false }, { isOnline: false }],
      ]);
      expect(online.every((r) => r.actorEmail === 'admin@example.com' && r.outcome === 'SUCCESS')).toBe(true);
    });

    it('deactivates idempotently and takes the merchant offline; an inactive merchant cannot go online (409)', async () => {
      const merchant = await createMerchant();
      expect((await setOnline(merchant.id, true)).status).toBe(200);
      const off1 = await setActive(merchant.id, false);
      const off2 = await setActive(merchant.id, false);
      expect([off1.status, off2.status]).toEqual([200, 200]);
      expect(off1.body).toMatchObject({ isActive: false, isOnline: false });
      expect(off2.body).toMatchObject({ isActive: false, isOnline: false });
      expect(await stored(merchant.id)).toEqual({ isActive: false, isOnline: false });

      const refused = await setOnline(merchant.id, true);
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('merchant.inactiveCannotGoOnline');
      expect(await stored(merchant.id)).toEqual({ isActive: false, isOnline: false });
      expect(await auditRows('p2p.merchant.online', merchant.id)).toHaveLength(1);
      // Going offline while inactive is harmless.
      expect((await setOnline(merchant.id, false)).status).toBe(200);

      const on1 = await setActive(merchant.id, true);
      const on2 = await setActive(merchant.id, true);
      expect([on1.status, on2.status]).toEqual([200, 200]);
      // Re-activation does not put it back online by itself.
      expect(on2.body).toMatchObject({ isActive: true, isOnline: false });
      expect((await setOnline(merchant.id, true)).status).toBe(200);

      const deactivations = await auditRows('p2p.merchant.deactivate', merchant.id);
      expect(deactivations.map((r) => [r.before, r.after])).toEqual([
        [{ isActive: true, isOnline: true }, { isActive: false, isOnline: false }],
        [{ isActive: false, isOnline: false }, { isActive: false, isOnline: false }],
      ]);
      const activations = await auditRows('p2p.merchant.activate', merchant.id);
      expect(activations.map((r) => [r.before, r.after])).toEqual([
        [{ isActive: false, isOnline: false }, { isActive: true, isOnline: false }],
        [{ isActive: true, isOnline: false }, { isActive: true, isOnline: false }],
      ]);
    });

    it('answers 404 for an unknown merchant, 400 for a missing flag and 403 for a read-only user', async () => {
      expect((await setActive(UNKNOWN_ID, false)).status).toBe(404);
      expect((await setOnline(UNKNOWN_ID, false)).status).toBe(404);
      const merchant = await createMerchant();
      const missing = await server.call<ApiError>('PUT', `/admin/p2p/merchants/${merchant.id}/activateDeactivateMerchants`, { token: adminToken, body: {} });
      expect(missing.status).toBe(400);
      expect(fieldsOf(missing.body)).toEqual(['isActive']);
      const wrongType = await server.call<ApiError>('PUT', `/admin/p2p/merchants/${merchant.id}/onlineOfflineMerchants`, { token: adminToken, body: { isOnline: 'yes' } });
      expect(wrongType.status).toBe(400);
      expect(fieldsOf(wrongType.body)).toEqual(['isOnline']);
      const forbidden = await server.call<ApiError>('PUT', `/admin/p2p/merchants/${merchant.id}/activateDeactivateMerchants`, { token: readOnlyToken, body: { isActive: false } });
      expect(forbidden.status).toBe(403);
      expect(await stored(merchant.id)).toEqual({ isActive: true, isOnline: false });
      expect(await auditRows('p2p.merchant.deactivate', merchant.id)).toHaveLength(0);
    });
  });
});
