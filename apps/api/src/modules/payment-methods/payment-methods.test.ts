import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_LIMIT_TYPES, PAYMENT_TYPES } from '@exchange/contract/payment-methods/payment-method-kinds';
import type { PaymentMethod, PaymentMethodLimit } from '@exchange/contract/payment-methods/payment-methods';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { auditLog } from '../../platform/audit/audit-table.ts';
import { fieldsOf, rowsOf, signIn as signInAs, UNKNOWN_UUID } from '../../testing/access-test-helpers.ts';
import { fetchCsvExport } from '../../testing/csv-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { paymentMethodLimits } from './payment-method-tables.ts';
import { generatePaymentMethodsDemoData } from './payment-methods-demo-data.ts';

const PASSWORD = 'Correct-Horse-9';
const BASE = '/admin/paymentMethod';

type MethodList = ListResponse<PaymentMethod>;
type Answer<T> = T & ApiError;

describe.each(testDatabaseKinds())('payment methods on %s', (kind) => {
  let server: TestServer;
  let adminToken: string;
  let supportToken: string;

  const rows = <T>(query: SQL) => rowsOf<T>(server, query);
  async function sqlCount(table: 'payment_methods' | 'payment_method_limits', where: SQL = sql`true`) {
    const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`);
    return row?.n ?? -1;
  }
  const list = (query: string, token = adminToken) => server.call<MethodList>('GET', `${BASE}/listPaymentMethods${query}`, { token });
  const call = <T>(method: 'POST' | 'PUT', path: string, body: unknown, token = adminToken) =>
    server.call<Answer<T>>(method, `${BASE}/${path}`, { token, body });
  const auditRows = (action: string, targetId: string) =>
    server.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId))).orderBy(asc(auditLog.id));
  const storedLimit = async (id: string) => {
    const [row] = await server.database.db.select().from(paymentMethodLimits).where(eq(paymentMethodLimits.id, id));
    return row;
  };

  let created = 0;
  async function createMethod(overrides: Record<string, unknown> = {}) {
    created += 1;
    const answer = await call<PaymentMethod>('POST', 'createPaymentMethods', { name: `Test Method ${created}`, paymentType: 'CARD', ...overrides });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  }
  const limitBody = (paymentMethodId: string, overrides: Record<string, unknown> = {}) => ({
    paymentMethodId,
    country: 'AE',
    type: 'DEPOSIT',
    fee: '1.50',
    feePercentage: '2.25',
    minBuyLimitInUsd: '20',
    minDeposit: '50',
    maxDeposit: '5000',
    processingTime: 'Instant',
    ...overrides,
  });
  async function createLimit(paymentMethodId: string, overrides: Record<string, unknown> = {}) {
    const answer = await call<PaymentMethodLimit>('POST', 'createPaymentMethodLimit', limitBody(paymentMethodId, overrides));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    await generatePaymentMethodsDemoData(server.database.db, '2026-01-15T12:00:00.000Z');
    await server.createAdmin({ email: 'admin@example.com', password: PASSWORD, role: 'admin' });
    await server.createAdmin({ email: 'support@example.com', password: PASSWORD, role: 'support' });
    adminToken = await signInAs(server, 'admin@example.com', PASSWORD);
    supportToken = await signInAs(server, 'support@example.com', PASSWORD);
  });
  afterAll(() => server.close());

  describe('demo data', () => {
    it('has every payment type and limit type, on-ramp and not, inactive methods and inactive limits, min <= max everywhere', async () => {
      const types = await rows<{ payment_type: string }>(sql`select distinct payment_type from payment_methods`);
      expect(new Set(types.map((r) => r.payment_type))).toEqual(new Set(PAYMENT_TYPES));
      const limitTypes = await rows<{ type: string }>(sql`select distinct type from payment_method_limits`);
      expect(new Set(limitTypes.map((r) => r.type))).toEqual(new Set(PAYMENT_LIMIT_TYPES));
      expect(await sqlCount('payment_methods')).toBeGreaterThanOrEqual(10);
      expect(await sqlCount('payment_methods', sql`not is_active`)).toBeGreaterThan(0);
      expect(await sqlCount('payment_methods', sql`on_ramp`)).toBeGreaterThan(0);
      expect(await sqlCount('payment_methods', sql`not on_ramp`)).toBeGreaterThan(0);
      expect(await sqlCount('payment_method_limits', sql`not is_active`)).toBeGreaterThan(0);
      expect(await sqlCount('payment_method_limits', sql`min_deposit > max_deposit`)).toBe(0);
      const [countries] = await rows<{ n: number }>(sql`select count(distinct country)::int as n from payment_method_limits`);
      expect(countries?.n).toBeGreaterThanOrEqual(8);
      // Running it again adds nothing.
      const before = await sqlCount('payment_method_limits');
      await generatePaymentMethodsDemoData(server.database.db, '2026-01-15T12:00:00.000Z');
      expect(await sqlCount('payment_method_limits')).toBe(before);
    });
  });

  describe('list', () => {
    it('lists by name with every method\'s limits embedded, ordered by country then type', async () => {
      const answer = await list('?limit=200');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ page: 0, limit: 200, total: await sqlCount('payment_methods'), totalIsCapped: false });
      const names = answer.body.items.map((m) => m.name);
      expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      const bank = answer.body.items.find((m) => m.name === 'Bank Transfer');
      expect(bank).toMatchObject({ paymentType: 'BANK_TRANSFER', onRamp: false, isActive: true, iconUrl: null });
      expect(bank?.limits.map((l) => `${l.country} ${l.type}`)).toEqual(['AE DEPOSIT', 'AE WITHDRAWAL', 'NG DEPOSIT', 'SA DEPOSIT', 'SA WITHDRAWAL']);
      expect(bank?.limits[1]).toMatchObject({ fee: '10.00', feePercentage: '0.00', minDeposit: '100.00', maxDeposit: '250000.00', processingTime: '1-2 business days', isActive: true });
      expect(bank?.limits.find((l) => l.country === 'NG')?.isActive).toBe(false);
      const embedded = answer.body.items.reduce((sum, m) => sum + m.limits.length, 0);
      expect(embedded).toBe(await sqlCount('payment_method_limits'));
      // The demo has no icon host: a demo icon on an unreachable host was a console error on every load.
      expect(answer.body.items.filter((m) => m.iconUrl !== null).map((m) => m.name)).toEqual([]);
    });

    it('pages without overlap and sorts by creation in both directions', async () => {
      const all = (await list('?limit=200')).body.items.map((m) => m.id);
      const first = await list('?limit=5');
      const second = await list('?limit=5&page=1');
      expect([...first.body.items, ...second.body.items].map((m) => m.id)).toEqual(all.slice(0, 10));
      const newest = await list('?sort=createdAt&order=desc&limit=200');
      const times = newest.body.items.map((m) => m.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      expect((await list('?sort=fee')).status).toBe(400);
    });

    it('filters by type, active, on-ramp, country and name, each total equal to a SQL count', async () => {
      const cases: [string, SQL, (m: PaymentMethod) => boolean][] = [
        ['paymentType=BANK_TRANSFER', sql`payment_type = 'BANK_TRANSFER'`, (m) => m.paymentType === 'BANK_TRANSFER'],
        ['paymentType=MOBILE_MONEY', sql`payment_type = 'MOBILE_MONEY'`, (m) => m.paymentType === 'MOBILE_MONEY'],
        ['isActive=false', sql`not is_active`, (m) => !m.isActive],
        ['onRamp=true', sql`on_ramp`, (m) => m.onRamp],
        ['onRamp=false&isActive=true', sql`not on_ramp and is_active`, (m) => !m.onRamp && m.isActive],
        ['country=DE', sql`exists (select 1 from payment_method_limits l where l.payment_method_id = payment_methods.id and l.country = 'DE')`, (m) => m.limits.some((l) => l.country === 'DE')],
        ['country=NG&isActive=true', sql`is_active and exists (select 1 from payment_method_limits l where l.payment_method_id = payment_methods.id and l.country = 'NG')`, (m) => m.isActive && m.limits.some((l) => l.country === 'NG')],
        ['search=sepa', sql`name ilike '%sepa%'`, (m) => m.name.toLowerCase().includes('sepa')],
      ];
      for (const [query, where, matches] of cases) {
        const answer = await list(`?limit=200&${query}`);
        expect(answer.status, query).toBe(200);
        const expected = await sqlCount('payment_methods', where);
        expect(expected, query).toBeGreaterThan(0);
        expect(answer.body.total, query).toBe(expected);
        expect(answer.body.items, query).toHaveLength(expected);
        expect(answer.body.items.every(matches), query).toBe(true);
      }
      // A country filter keeps each method's full list of limits, not only that country's.
      const germany = await list('?country=DE&search=SEPA%20Transfer');
      expect(germany.body.items[0]?.limits.map((l) => l.country)).toEqual(['DE', 'DE', 'ES', 'FR', 'FR', 'IT']);
      expect((await list(`?search=${encodeURIComponent('%')}`)).body.total).toBe(0);
      expect((await list('?country=JP')).body).toMatchObject({ total: 0, items: [] });
    });

    it('refuses bad filters with 400 naming the parameter', async () => {
      for (const [query, field] of [['country=XX', 'country'], ['paymentType=CHEQUE', 'paymentType'], ['onRamp=yes', 'onRamp'], ['limit=0', 'limit']] as const) {
        const answer = await server.call<ApiError>('GET', `${BASE}/listPaymentMethods?${query}`, { token: adminToken });
        expect(answer.status, query).toBe(400);
        expect(fieldsOf(answer.body), query).toEqual([field]);
      }
    });
  });

  describe('CSV export', () => {
    it('exports the matching methods, one row per live limit, by name then country and type, and audits it', async () => {
      const [first] = await server.database.db.select({ country: paymentMethodLimits.country }).from(paymentMethodLimits).orderBy(asc(paymentMethodLimits.country)).limit(1);
      const country = first?.country ?? 'AE';
      const csv = await fetchCsvExport(server, `${BASE}/listPaymentMethods?country=${country}&page=1&limit=1&sort=createdAt&order=desc`, supportToken);
      expect(csv.status).toBe(200);
      expect(csv.disposition).toMatch(/^attachment; filename="payment-methods-.*\.csv"$/);
      expect(csv.header).toEqual(['name', 'payment_type', 'on_ramp', 'active', 'description', 'created_at', 'limit_country', 'limit_type', 'fee', 'fee_percentage',
        'min_buy_limit_in_usd', 'min_deposit', 'max_deposit', 'processing_time', 'limit_active', 'limit_archived_at']);
      const listed = (await list(`?country=${country}&limit=100`)).body.items;
      expect(listed.length).toBeGreaterThan(0);
      const expected = listed.flatMap((m) =>
        (m.limits.length ? m.limits : [undefined]).map((l) => [m.name, m.paymentType, String(m.isActive), l?.country ?? '', l?.type ?? '', l?.fee ?? '', l?.maxDeposit ?? '']));
      expect(csv.rows.map((r) => [r.name, r.payment_type, r.active, r.limit_country, r.limit_type, r.fee, r.max_deposit])).toEqual(expected);
      expect(csv.rows.every((r) => r.limit_archived_at === '')).toBe(true);
      expect(csv.audits).toEqual([{ action: 'payments.methods.export_csv', targetType: 'payment_methods', detail: JSON.stringify({ country, includeArchivedLimits: false }), actorId: expect.any(String) }]);
    });
  });

  describe('create a payment method', () => {
    it('creates with defaults, returns it with no limits, and audits it', async () => {
      const answer = await call<PaymentMethod>('POST', 'createPaymentMethods', { name: '  Skrill  ', paymentType: 'MOBILE_WALLET' });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ name: 'Skrill', description: '', paymentType: 'MOBILE_WALLET', iconUrl: null, onRamp: false, isActive: true, limits: [] });
      const full = await createMethod({ description: 'Wallet with a card', iconUrl: 'https://cdn.example.com/neteller.png', onRamp: true, paymentType: 'MOBILE_WALLET' });
      expect(full).toMatchObject({ description: 'Wallet with a card', iconUrl: 'https://cdn.example.com/neteller.png', onRamp: true });
      const audit = await auditRows('payments.method.create', answer.body.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ outcome: 'SUCCESS', targetType: 'payment_method' });
      expect(audit[0]?.after).toMatchObject({ name: 'Skrill', paymentType: 'MOBILE_WALLET' });
      const listed = await list('?search=skrill');
      expect(listed.body.items.map((m) => m.id)).toEqual([answer.body.id]);
    });

    it('refuses a duplicate name in any case with 409 on the name field, and bad fields with 400', async () => {
      const before = await sqlCount('payment_methods');
      const duplicate = await call<ApiError>('POST', 'createPaymentMethods', { name: 'visa / MASTERCARD', paymentType: 'CARD' });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.error).toMatchObject({ code: 'paymentMethod.nameTaken', details: [{ field: 'name', code: 'paymentMethod.nameTaken' }] });
      expect(fieldsOf(duplicate.body)).toEqual(['name']);
      const bad: [Record<string, unknown>, string][] = [
        [{ paymentType: 'CARD' }, 'name'],
        [{ name: 'X', paymentType: 'CARD' }, 'name'],
        [{ name: 'Cheque', paymentType: 'CHEQUE' }, 'paymentType'],
        [{ name: 'Plain Http', paymentType: 'CARD', iconUrl: 'http://cdn.example.com/a.png' }, 'iconUrl'],
        [{ name: 'Script', paymentType: 'CARD', iconUrl: 'javascript:alert(1)' }, 'iconUrl'],
        [{ name: 'Flag', paymentType: 'CARD', onRamp: 'yes' }, 'onRamp'],
      ];
      for (const [body, field] of bad) {
        const answer = await call<ApiError>('POST', 'createPaymentMethods', body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(fieldsOf(answer.body), JSON.stringify(body)).toEqual([field]);
      }
      expect(await sqlCount('payment_methods')).toBe(before);
    });
  });

  describe('update a payment method', () => {
    it('changes only the fields given, clears the icon with null, and audits old and new values', async () => {
      const method = await createMethod({ description: 'Before', iconUrl: 'https://cdn.example.com/x.png' });
      const answer = await call<PaymentMethod>('PUT', 'updatePaymentMethods', { id: method.id, description: 'After', onRamp: true });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ name: method.name, description: 'After', onRamp: true, iconUrl: 'https://cdn.example.com/x.png', paymentType: 'CARD' });
      const cleared = await call<PaymentMethod>('PUT', 'updatePaymentMethods', { id: method.id, iconUrl: null, name: `${method.name} Renamed` });
      expect(cleared.body).toMatchObject({ iconUrl: null, name: `${method.name} Renamed`, description: 'After' });
      // Its own name in another case is not a conflict.
      const recased = await call<PaymentMethod>('PUT', 'updatePaymentMethods', { id: method.id, name: `${method.name} RENAMED` });
      expect(recased.status).toBe(200);
      const audit = await auditRows('payments.method.update', method.id);
      expect(audit.map((a) => [a.before, a.after])).toEqual([
        [{ description: 'Before', onRamp: false }, { description: 'After', onRamp: true }],
        [{ iconUrl: 'https://cdn.example.com/x.png', name: method.name }, { iconUrl: null, name: `${method.name} Renamed` }],
        [{ name: `${method.name} Renamed` }, { name: `${method.name} RENAMED` }],
      ]);
    });

    it('refuses an empty change (400), another method\'s name (409 on name), a bad field (400) and an unknown id (404)', async () => {
      const method = await createMethod();
      const empty = await call<ApiError>('PUT', 'updatePaymentMethods', { id: method.id });
      expect(empty.status).toBe(400);
      expect(empty.body.error.message).toContain('give at least one field');
      const taken = await call<ApiError>('PUT', 'updatePaymentMethods', { id: method.id, name: 'apple pay' });
      expect(taken.status).toBe(409);
      expect(fieldsOf(taken.body)).toEqual(['name']);
      const badIcon = await call<ApiError>('PUT', 'updatePaymentMethods', { id: method.id, iconUrl: 'ftp://example.com/a.png' });
      expect(badIcon.status).toBe(400);
      expect(fieldsOf(badIcon.body)).toEqual(['iconUrl']);
      const badId = await call<ApiError>('PUT', 'updatePaymentMethods', { id: 'not-a-uuid', name: 'Whatever' });
      expect(badId.status).toBe(400);
      expect(fieldsOf(badId.body)).toEqual(['id']);
      const unknown = await call<ApiError>('PUT', 'updatePaymentMethods', { id: UNKNOWN_UUID, name: 'Ghost' });
      expect(unknown.status).toBe(404);
      expect((await list(`?search=${encodeURIComponent(method.name)}`)).body.items[0]).toMatchObject({ name: method.name, description: '' });
      expect(await auditRows('payments.method.update', method.id)).toHaveLength(0);
    });
  });

  describe('activate / deactivate', () => {
    it('is idempotent, audits each call with before and after, and answers 404 for an unknown id', async () => {
      const method = await createMethod();
      const toggle = (isActive: boolean, id = method.id) => call<PaymentMethod>('PUT', 'activateDeactivatePaymentMethods', { id, isActive });
      expect((await toggle(false)).body.isActive).toBe(false);
      expect((await toggle(false)).body.isActive).toBe(false);
      expect((await toggle(true)).body.isActive).toBe(true);
      const off = await auditRows('payments.method.deactivate', method.id);
      expect(off.map((a) => [a.before, a.after, a.detail])).toEqual([
        [{ isActive: true }, { isActive: false }, null],
        [{ isActive: false }, { isActive: false }, 'already in that state'],
      ]);
      expect((await auditRows('payments.method.activate', method.id)).map((a) => a.after)).toEqual([{ isActive: true }]);
      expect((await toggle(false, UNKNOWN_UUID)).status).toBe(404);
      const missing = await call<ApiError>('PUT', 'activateDeactivatePaymentMethods', { id: method.id });
      expect(missing.status).toBe(400);
      expect(fieldsOf(missing.body)).toEqual(['isActive']);
    });
  });

  describe('create a limit', () => {
    it('creates it, shows it embedded in its method, and audits it', async () => {
      const method = await createMethod();
      const limit = await createLimit(method.id, { processingTime: ' 1-3 business days ' });
      expect(limit).toMatchObject({
        paymentMethodId: method.id, country: 'AE', type: 'DEPOSIT', fee: '1.50', feePercentage: '2.25', minBuyLimitInUsd: '20.00',
        minDeposit: '50.00', maxDeposit: '5000.00', processingTime: '1-3 business days', isActive: true,
      });
      const other = await createLimit(method.id, { country: 'AE', type: 'WITHDRAWAL', isActive: false, fee: '0', feePercentage: '100', minDeposit: '10', maxDeposit: '10' });
      expect(other).toMatchObject({ isActive: false, feePercentage: '100.00', minDeposit: '10.00', maxDeposit: '10.00' });
      await createLimit(method.id, { country: 'BR' });
      const listed = await list(`?search=${encodeURIComponent(method.name)}`);
      expect(listed.body.items[0]?.limits.map((l) => `${l.country} ${l.type}`)).toEqual(['AE DEPOSIT', 'AE WITHDRAWAL', 'BR DEPOSIT']);
      const audit = await auditRows('payments.limit.create', limit.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ targetType: 'payment_method_limit' });
      expect(audit[0]?.after).toMatchObject({ paymentMethodId: method.id, fee: '1.50', maxDeposit: '5000' });
    });

    it('refuses bad fees, percentages, amounts and countries with 400 naming the field, and stores nothing', async () => {
      const method = await createMethod();
      const cases: [Record<string, unknown>, string, string][] = [
        [{ fee: '-1' }, 'fee', 'must not be negative'],
        [{ fee: '-0.01' }, 'fee', 'must not be negative'],
        [{ fee: 5 }, 'fee', 'decimal amount'],
        [{ fee: '1.234' }, 'fee', 'at most 2 decimals'],
        [{ feePercentage: '-0.5' }, 'feePercentage', 'must not be negative'],
        [{ feePercentage: '100.01' }, 'feePercentage', 'between 0 and 100'],
        [{ feePercentage: '250' }, 'feePercentage', 'between 0 and 100'],
        [{ feePercentage: '1.005' }, 'feePercentage', 'at most 2 decimals'],
        [{ minBuyLimitInUsd: '-20' }, 'minBuyLimitInUsd', 'must not be negative'],
        [{ minDeposit: '-1' }, 'minDeposit', 'must not be negative'],
        [{ maxDeposit: 'lots' }, 'maxDeposit', 'decimal amount'],
        [{ minDeposit: '5000.01', maxDeposit: '5000' }, 'maxDeposit', 'must not be below minDeposit'],
        // Exact decimals: a float would call these equal.
        [{ minDeposit: '100000000000000000.01', maxDeposit: '100000000000000000' }, 'maxDeposit', 'must not be below minDeposit'],
        [{ country: 'XX' }, 'country', 'country code that exists'],
        [{ country: 'ae' }, 'country', 'country code that exists'],
        [{ type: 'REFUND' }, 'type', ''],
        [{ processingTime: '   ' }, 'processingTime', 'must not be empty'],
        [{ processingTime: 'x'.repeat(41) }, 'processingTime', 'at most 40'],
        [{ paymentMethodId: 'nope' }, 'paymentMethodId', ''],
      ];
      for (const [overrides, field, text] of cases) {
        const answer = await call<ApiError>('POST', 'createPaymentMethodLimit', limitBody(method.id, overrides));
        expect(answer.status, JSON.stringify(overrides)).toBe(400);
        expect(answer.body.error.code).toMatch(/^validation\./);
        expect(fieldsOf(answer.body), JSON.stringify(overrides)).toEqual([field]);
        expect(answer.body.error.details?.[0]?.message, JSON.stringify(overrides)).toContain(text);
      }
      expect(await sqlCount('payment_method_limits', sql`payment_method_id = ${method.id}`)).toBe(0);
    });

    it('refuses a second limit for the same method, country and type (409) and an unknown method (404)', async () => {
      const method = await createMethod();
      await createLimit(method.id, { country: 'GB', type: 'WITHDRAWAL' });
      const twin = await call<ApiError>('POST', 'createPaymentMethodLimit', limitBody(method.id, { country: 'GB', type: 'WITHDRAWAL', fee: '9' }));
      expect(twin.status).toBe(409);
      // A stable code with what the text names, on the field: the console words it in the admin's language.
      expect(twin.body.error).toMatchObject({
        code: 'paymentMethodLimit.withdrawalExists',
        params: { country: 'GB' },
        details: [{ field: 'country', code: 'paymentMethodLimit.withdrawalExists', params: { country: 'GB' } }],
      });
      expect(fieldsOf(twin.body)).toEqual(['country']);
      // The same country for the other type, and the same pair on another method, are fine.
      await createLimit(method.id, { country: 'GB', type: 'DEPOSIT' });
      await createLimit((await createMethod()).id, { country: 'GB', type: 'WITHDRAWAL' });
      expect(await sqlCount('payment_method_limits', sql`payment_method_id = ${method.id}`)).toBe(2);
      const unknown = await call<ApiError>('POST', 'createPaymentMethodLimit', limitBody(UNKNOWN_UUID));
      expect(unknown.status).toBe(404);
      expect(await sqlCount('payment_method_limits', sql`payment_method_id = ${UNKNOWN_UUID}`)).toBe(0);
    });
  });

  describe('update a limit', () => {
    const update = (body: Record<string, unknown>, token = adminToken) => call<PaymentMethodLimit>('PUT', 'updatePaymentMethodsLimit', body, token);

    it('changes only the fields given (active state included) and audits old and new values', async () => {
      const method = await createMethod();
      const limit = await createLimit(method.id);
      const answer = await update({ id: limit.id, fee: '2', maxDeposit: '7500.5' });
      expect(answer.status).toBe(200);
      const { updatedAt: _a, fee: _f, maxDeposit: _m, ...unchanged } = limit;
      const { updatedAt: _b, fee, maxDeposit, ...rest } = answer.body;
      expect({ fee, maxDeposit }).toEqual({ fee: '2.00', maxDeposit: '7500.50' });
      expect(rest).toEqual(unchanged);
      const off = await update({ id: limit.id, isActive: false });
      expect(off.body.isActive).toBe(false);
      const moved = await update({ id: limit.id, country: 'SA', type: 'WITHDRAWAL', processingTime: 'Same day' });
      expect(moved.body).toMatchObject({ country: 'SA', type: 'WITHDRAWAL', processingTime: 'Same day', fee: '2.00' });
      const audit = await auditRows('payments.limit.update', limit.id);
      expect(audit.map((a) => [a.before, a.after])).toEqual([
        [{ fee: '1.50', maxDeposit: '5000.00' }, { fee: '2', maxDeposit: '7500.5' }],
        [{ isActive: true }, { isActive: false }],
        [{ country: 'AE', type: 'DEPOSIT', processingTime: 'Instant' }, { country: 'SA', type: 'WITHDRAWAL', processingTime: 'Same day' }],
      ]);
    });

    it('checks min <= max against the stored values on a partial update, and leaves the row as it was', async () => {
      const method = await createMethod();
      const limit = await createLimit(method.id, { minDeposit: '50', maxDeposit: '5000' });
      const lowMax = await update({ id: limit.id, maxDeposit: '49.99' });
      expect(lowMax.status).toBe(400);
      expect(fieldsOf(lowMax.body)).toEqual(['maxDeposit']);
      expect(lowMax.body.error.details?.[0]?.message).toBe('must not be below minDeposit (50.00)');
      const highMin = await update({ id: limit.id, minDeposit: '5000.01', fee: '3' });
      expect(highMin.status).toBe(400);
      expect(fieldsOf(highMin.body)).toEqual(['minDeposit']);
      expect(highMin.body.error.details?.[0]?.message).toBe('must not be above maxDeposit (5000.00)');
      const both = await update({ id: limit.id, minDeposit: '10', maxDeposit: '9' });
      expect(both.status).toBe(400);
      expect(fieldsOf(both.body)).toEqual(['maxDeposit']);
      // Equal is allowed.
      expect((await update({ id: limit.id, minDeposit: '5000' })).body.minDeposit).toBe('5000.00');
      expect(await storedLimit(limit.id)).toMatchObject({ minDeposit: '5000.00', maxDeposit: '5000.00', fee: '1.50' });
      expect(await auditRows('payments.limit.update', limit.id)).toHaveLength(1);
    });

    it('refuses bad fields (400), an empty change (400), a twin country and type (409) and an unknown id (404)', async () => {
      const method = await createMethod();
      const limit = await createLimit(method.id, { country: 'FR', type: 'DEPOSIT' });
      await createLimit(method.id, { country: 'DE', type: 'DEPOSIT' });
      await createLimit(method.id, { country: 'FR', type: 'WITHDRAWAL' });
      for (const [body, field] of [
        [{ fee: '-5' }, 'fee'],
        [{ feePercentage: '101' }, 'feePercentage'],
        [{ country: 'XX' }, 'country'],
        [{ isActive: 'no' }, 'isActive'],
      ] as const) {
        const answer = await update({ id: limit.id, ...body });
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(fieldsOf(answer.body), JSON.stringify(body)).toEqual([field]);
      }
      const empty = await update({ id: limit.id });
      expect(empty.status).toBe(400);
      // The method a limit belongs to is not an editable field: alone, it is an empty change.
      expect((await update({ id: limit.id, paymentMethodId: UNKNOWN_UUID })).status).toBe(400);
      const twinCountry = await update({ id: limit.id, country: 'DE' });
      expect(twinCountry.status).toBe(409);
      expect(fieldsOf(twinCountry.body)).toEqual(['country']);
      const twinType = await update({ id: limit.id, type: 'WITHDRAWAL' });
      expect(twinType.status).toBe(409);
      expect(fieldsOf(twinType.body)).toEqual(['type']);
      expect((await update({ id: UNKNOWN_UUID, fee: '1' })).status).toBe(404);
      expect(await storedLimit(limit.id)).toMatchObject({ country: 'FR', type: 'DEPOSIT', fee: '1.50', feePercentage: '2.25', isActive: true });
      expect(await auditRows('payments.limit.update', limit.id)).toHaveLength(0);
    });

    it('never lets two concurrent edits leave min above max', async () => {
      const method = await createMethod();
      for (let round = 0; round < 5; round += 1) {
        const limit = await createLimit(method.id, { country: ['AE', 'SA', 'BR', 'IN', 'GB'][round], minDeposit: '100', maxDeposit: '1000' });
        // Each alone is fine (min 800 <= 1000, max 200 >= 100); both together would give min 800 > max 200.
        const [raise, lower] = await Promise.all([update({ id: limit.id, minDeposit: '800' }), update({ id: limit.id, maxDeposit: '200' })]);
        expect([raise.status, lower.status].sort()).toEqual([200, 400]);
        const stored = await storedLimit(limit.id);
        expect(Number(stored?.minDeposit)).toBeLessThanOrEqual(Number(stored?.maxDeposit));
        expect(await auditRows('payments.limit.update', limit.id)).toHaveLength(1);
      }
    });
  });

  describe('archive / restore a limit', () => {
    const archive = (id: string, reason = 'Provider stopped serving this country', token = adminToken) =>
      call<PaymentMethodLimit>('PUT', 'archivePaymentMethodLimit', { id, reason }, token);
    const restore = (id: string, reason = 'Provider is back') => call<PaymentMethodLimit>('PUT', 'restorePaymentMethodLimit', { id, reason });
    const limitsShown = async (methodId: string, query = '') => {
      const answer = await list(`?search=${encodeURIComponent((await rows<{ name: string }>(sql`select name from payment_methods where id = ${methodId}`))[0]?.name ?? '')}${query}`);
      return answer.body.items.find((m) => m.id === methodId)?.limits.map((l) => l.id) ?? [];
    };

    it('archives a limit: deactivated, stamped, audited, left out of its method unless asked for, and its country and type free again', async () => {
      const method = await createMethod();
      const limit = await createLimit(method.id, { country: 'NG', type: 'WITHDRAWAL' });
      const answer = await archive(limit.id);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: limit.id, isActive: false, archivedBy: expect.any(String) });
      expect(answer.body.archivedAt).not.toBeNull();
      expect(await storedLimit(limit.id)).toMatchObject({ isActive: false, archivedBy: answer.body.archivedBy });
      const audit = await auditRows('payments.limit.archive', limit.id);
      expect(audit.map((r) => r.detail)).toEqual(['Provider stopped serving this country']);

      expect(await limitsShown(method.id)).toEqual([]);
      expect(await limitsShown(method.id, '&includeArchivedLimits=true')).toEqual([limit.id]);
      // The country filter counts live limits only.
      const byCountry = await list(`?country=NG&search=${encodeURIComponent(method.name)}`);
      expect(byCountry.body.items.map((m) => m.id)).toEqual([]);

      const replacement = await createLimit(method.id, { country: 'NG', type: 'WITHDRAWAL' });
      expect(replacement.archivedAt).toBeNull();
    });

    it('refuses a second archive and any edit of an archived limit with 409', async () => {
      const method = await createMethod();
      const limit = await createLimit(method.id);
      expect((await archive(limit.id)).status).toBe(200);
      const again = await archive(limit.id);
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('paymentMethodLimit.archived');
      const edit = await call<PaymentMethodLimit>('PUT', 'updatePaymentMethodsLimit', { id: limit.id, isActive: true });
      expect(edit.status).toBe(409);
      expect(edit.body.error.code).toBe('paymentMethodLimit.archived');
      expect(await storedLimit(limit.id)).toMatchObject({ isActive: false, processingTime: 'Instant' });
      expect(await auditRows('payments.limit.archive', limit.id)).toHaveLength(1);
      expect(await auditRows('payments.limit.update', limit.id)).toHaveLength(0);
    });

    it('restores an archived limit inactive, unless another limit took its country and type meanwhile (409 naming the country)', async () => {
      const method = await createMethod();
      const limit = await createLimit(method.id, { country: 'GB' });
      const notArchived = await restore(limit.id);
      expect(notArchived.status).toBe(409);
      expect(notArchived.body.error.code).toBe('paymentMethodLimit.notArchived');
      expect((await archive(limit.id)).status).toBe(200);
      const back = await restore(limit.id);
      expect(back.status).toBe(200);
      expect(back.body).toMatchObject({ isActive: false, archivedAt: null, archivedBy: null });
      expect(await limitsShown(method.id)).toEqual([limit.id]);
      expect((await auditRows('payments.limit.restore', limit.id)).map((r) => r.detail)).toEqual(['Provider is back']);

      expect((await archive(limit.id)).status).toBe(200);
      await createLimit(method.id, { country: 'GB' });
      const taken = await restore(limit.id);
      expect(taken.status).toBe(409);
      expect(taken.body.error).toMatchObject({ code: 'paymentMethodLimit.depositExists', params: { country: 'GB' } });
      expect((await storedLimit(limit.id))?.archivedAt).not.toBeNull();
    });

    it('needs a reason, the write policy and a known limit', async () => {
      const method = await createMethod();
      const limit = await createLimit(method.id);
      const noReason = await call<PaymentMethodLimit>('PUT', 'archivePaymentMethodLimit', { id: limit.id });
      expect(noReason.status).toBe(400);
      expect(fieldsOf(noReason.body)).toEqual(['reason']);
      expect((await archive(limit.id, 'Not mine to do', supportToken)).status).toBe(403);
      expect((await archive(UNKNOWN_UUID)).status).toBe(404);
      expect((await restore(UNKNOWN_UUID)).status).toBe(404);
      expect((await storedLimit(limit.id))?.archivedAt).toBeNull();
    });
  });

  describe('access', () => {
    it('lets a read-only admin (support group) list but answers 403 on every change; nobody signed in gets 401', async () => {
      const method = await createMethod();
      const limit = await createLimit(method.id);
      const read = await list('', supportToken);
      expect(read.status).toBe(200);
      expect(read.body.items.length).toBeGreaterThan(0);
      const writes: ['POST' | 'PUT', string, unknown][] = [
        ['POST', 'createPaymentMethods', { name: 'Support Made', paymentType: 'CASH' }],
        ['PUT', 'updatePaymentMethods', { id: method.id, name: 'Support Renamed' }],
        ['PUT', 'activateDeactivatePaymentMethods', { id: method.id, isActive: false }],
        ['POST', 'createPaymentMethodLimit', limitBody(method.id, { country: 'US' })],
        ['PUT', 'updatePaymentMethodsLimit', { id: limit.id, fee: '99' }],
      ];
      for (const [verb, path, body] of writes) {
        const denied = await call<ApiError>(verb, path, body, supportToken);
        expect(denied.status, path).toBe(403);
        expect(denied.body.error.code, path).toBe('access.policyRequired');
        expect((await server.call(verb, `${BASE}/${path}`, { body })).status, path).toBe(401);
      }
      expect((await server.call('GET', `${BASE}/listPaymentMethods`)).status).toBe(401);
      const after = (await list(`?search=${encodeURIComponent(method.name)}`)).body.items[0];
      expect(after).toMatchObject({ name: method.name, isActive: true });
      expect(after?.limits).toEqual([limit]);
      expect(await sqlCount('payment_methods', sql`name = 'Support Made'`)).toBe(0);
    });
  });
});
