import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerWithdrawalLimits, FeeChange, FeeSchedule, TaxRule, WithdrawalLimit } from '@exchange/contract/fees/fees';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { auditLog } from '../../platform/audit/audit-table.ts';
import { TEST_PASSWORD, UNKNOWN_UUID, createAdminWithOwnPolicies, fieldsOf, signIn } from '../../testing/access-test-helpers.ts';
import { fetchCsvExport } from '../../testing/csv-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { customers } from '../customers/customer-tables.ts';
import { quoteFees } from './quote-fees.ts';
import { withdrawalLimitsFor } from './withdrawal-limits.ts';

type Answer<T> = T & ApiError;
const reason = 'Pricing review';
const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

describe.each(testDatabaseKinds())('fees, taxes and withdrawal limits on %s', (kind) => {
  let server: TestServer;
  let finance: string;
  let feesReader: string;
  let limitsReader: string;
  let customerId: string;

  const call = <T>(method: string, path: string, body?: unknown, token = finance) => server.call<Answer<T>>(method, path, { token, body });
  const schedule = (body: object) =>
    call<FeeSchedule>('POST', '/admin/fees/schedules', { operation: 'FIAT_WITHDRAWAL', asset: 'USD', kycLevel: null, fixedFee: '1', percentage: '0.1', minimumFee: '2', maximumFee: '50', effectiveFrom: hourAgo(), reason, ...body });
  const rule = (body: object) => call<TaxRule>('POST', '/admin/fees/taxRules', { name: 'VAT', asset: 'AED', operation: null, percentage: '5', basis: 'FEE', effectiveFrom: hourAgo(), reason, ...body });
  const history = (query: string, token = finance) => call<ListResponse<FeeChange>>('GET', `/admin/fees/history?${query}`, undefined, token);

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.createAdmin({ email: 'felix@example.com', password: TEST_PASSWORD, role: 'finance', name: 'Felix Finance' });
    await createAdminWithOwnPolicies(server, { email: 'fees-reader@example.com', policies: ['fees.read'] });
    await createAdminWithOwnPolicies(server, { email: 'limits-reader@example.com', policies: ['limits.read', 'customers.read'] });
    finance = await signIn(server, 'felix@example.com');
    feesReader = await signIn(server, 'fees-reader@example.com');
    limitsReader = await signIn(server, 'limits-reader@example.com');
    const [row] = await server.database.db.insert(customers).values({ email: 'omar@example.com', name: 'Omar Trader', country: 'AE', kycLevel: 2, state: 'ACTIVE' }).returning({ id: customers.id });
    customerId = row!.id;
  });
  afterAll(() => server.close());

  it('creates a fee schedule that quoteFees takes at once, and records who, when and why', async () => {
    const created = await schedule({});
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ operation: 'FIAT_WITHDRAWAL', asset: 'USD', kycLevel: null, fixedFee: '1.00', percentage: '0.1', minimumFee: '2.00', maximumFee: '50.00', isActive: true, inForce: true, createdBy: { name: 'Felix Finance' } });
    expect(await quoteFees(server.database.db, { operation: 'FIAT_WITHDRAWAL', asset: 'USD', kycLevel: 1, amount: '5000' })).toMatchObject({ fee: '6.00', feeScheduleId: created.body.id });
    const quote = await call('GET', '/admin/fees/quote?operation=FIAT_WITHDRAWAL&asset=USD&kycLevel=1&amount=5000', undefined, feesReader);
    expect(quote.body).toEqual({ fee: '6.00', tax: '0', feeScheduleId: created.body.id, taxRuleId: null });

    const changes = await history(`subjectId=${created.body.id}`, feesReader);
    expect(changes.body.items).toEqual([expect.objectContaining({ subject: 'FEE_SCHEDULE', action: 'CREATE', before: null, reason, admin: expect.objectContaining({ name: 'Felix Finance' }) })]);
    expect(changes.body.items[0]?.after).toMatchObject({ fixedFee: '1.00', percentage: '0.1', isActive: true });
    const [audit] = await server.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'fees.schedule.create'), eq(auditLog.targetId, created.body.id)));
    expect(audit).toMatchObject({ targetType: 'fee_schedule', detail: reason });
  });

  it('refuses bad schedules with a 400 naming the field', async () => {
    const cases: [object, string][] = [
      [{ percentage: '100.5' }, 'percentage'],
      [{ percentage: '0.12345' }, 'percentage'],
      [{ fixedFee: '1.234' }, 'fixedFee'],
      [{ fixedFee: '-1' }, 'fixedFee'],
      [{ fixedFee: 1 }, 'fixedFee'],
      [{ minimumFee: '60' }, 'maximumFee'],
      [{ operation: 'CRYPTO_WITHDRAWAL' }, 'asset'],
      [{ asset: 'XYZ' }, 'asset'],
      [{ kycLevel: 4 }, 'kycLevel'],
      [{ reason: ' ' }, 'reason'],
      [{ reason: undefined }, 'reason'],
      [{ effectiveFrom: 'tomorrow' }, 'effectiveFrom'],
    ];
    for (const [body, field] of cases) {
      const answer = await schedule(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(answer.body), JSON.stringify(body)).toContain(field);
    }
    // Crypto takes 8 decimals, fiat 2.
    expect((await schedule({ operation: 'CRYPTO_WITHDRAWAL', asset: 'BTC', fixedFee: '0.00012345', minimumFee: null, maximumFee: null })).status).toBe(200);
    expect(fieldsOf((await schedule({ operation: 'CRYPTO_WITHDRAWAL', asset: 'BTC', fixedFee: '0.000123456', minimumFee: null, maximumFee: null })).body)).toEqual(['fixedFee']);
  });

  it('edits a schedule with its history, and refuses unknown ids, an asset\'s extra decimals and a clash', async () => {
    const { body: s } = await schedule({ asset: 'EUR', kycLevel: 2 });
    const edited = await call<FeeSchedule>('PUT', `/admin/fees/schedules/${s.id}`, { fixedFee: '0.5', percentage: '0.2', minimumFee: null, maximumFee: '40', reason: 'Cheaper for level 2' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ fixedFee: '0.50', percentage: '0.2', minimumFee: null, maximumFee: '40.00', updatedBy: { name: 'Felix Finance' } });
    const changes = await history(`subjectId=${s.id}`);
    expect(changes.body.items.map((c) => c.action)).toEqual(['UPDATE', 'CREATE']);
    expect(changes.body.items[0]).toMatchObject({ reason: 'Cheaper for level 2', before: { fixedFee: '1.00', percentage: '0.1', minimumFee: '2.00' }, after: { fixedFee: '0.50', minimumFee: null } });

    // EUR has 2 decimals: the contract allows 8 (it does not know the asset), the API refuses.
    const decimals = await call('PUT', `/admin/fees/schedules/${s.id}`, { fixedFee: '0.505', percentage: '0.2', reason });
    expect(decimals.status).toBe(400);
    expect(decimals.body.error.details?.[0]).toMatchObject({ field: 'fixedFee', code: 'validation.decimal', params: { scale: 2 } });
    expect(fieldsOf((await call('PUT', `/admin/fees/schedules/${s.id}`, { fixedFee: '1', percentage: '0.2', minimumFee: '5', maximumFee: '4', reason })).body)).toEqual(['maximumFee']);
    expect(fieldsOf((await call('PUT', `/admin/fees/schedules/${s.id}`, { fixedFee: '1', percentage: '0.2' })).body)).toEqual(['reason']);
    expect((await call<ApiError>('PUT', `/admin/fees/schedules/${UNKNOWN_UUID}`, { fixedFee: '1', percentage: '0', reason })).body.error.code).toBe('feeSchedule.notFound');
    expect((await call('PUT', '/admin/fees/schedules/not-a-uuid', { fixedFee: '1', percentage: '0', reason })).status).toBe(400);

    // Two active schedules for one operation, asset and level cannot start at the same moment.
    const start = '2031-01-01T00:00:00.000Z';
    expect((await schedule({ asset: 'GBP', effectiveFrom: start })).status).toBe(200);
    const clash = await schedule({ asset: 'GBP', effectiveFrom: start });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatchObject({ code: 'feeSchedule.duplicate', details: [{ field: 'effectiveFrom' }] });
    // A scheduled one is not in force yet.
    const later = await schedule({ asset: 'GBP', effectiveFrom: '2032-01-01T00:00:00.000Z' });
    expect(later.body.inForce).toBe(false);
  });

  it('deactivates and reactivates a schedule with a reason, guarded', async () => {
    const { body: s } = await schedule({ asset: 'TRY', minimumFee: null, maximumFee: null });
    expect(fieldsOf((await call('POST', `/admin/fees/schedules/${s.id}/deactivate`, {})).body)).toEqual(['reason']);
    const off = await call<FeeSchedule>('POST', `/admin/fees/schedules/${s.id}/deactivate`, { reason: 'Bank partner gone' });
    expect(off.body).toMatchObject({ isActive: false, inForce: false });
    expect((await quoteFees(server.database.db, { operation: 'FIAT_WITHDRAWAL', asset: 'TRY', kycLevel: 1, amount: '100' })).fee).toBe('0');
    const again = await call('POST', `/admin/fees/schedules/${s.id}/deactivate`, { reason: 'Bank partner gone' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('feeSchedule.alreadyInactive');
    expect((await call<FeeSchedule>('POST', `/admin/fees/schedules/${s.id}/activate`, { reason: 'Partner back' })).body.inForce).toBe(true);
    expect((await call('POST', `/admin/fees/schedules/${s.id}/activate`, { reason: 'Partner back' })).body.error.code).toBe('feeSchedule.alreadyActive');
    expect((await call('POST', `/admin/fees/schedules/${UNKNOWN_UUID}/activate`, { reason })).status).toBe(404);
    expect((await history(`subjectId=${s.id}`)).body.items.map((c) => [c.action, c.reason])).toEqual([['ACTIVATE', 'Partner back'], ['DEACTIVATE', 'Bank partner gone'], ['CREATE', reason]]);
  });

  it('lists schedules 20 to a page (the spec), filtered', async () => {
    const page = await call<ListResponse<FeeSchedule>>('GET', '/admin/fees/schedules', undefined, feesReader);
    expect(page.body).toMatchObject({ page: 0, limit: 20 });
    expect(page.body.items).toHaveLength(6);
    expect(page.body.total).toBe(6);
    expect((await call('GET', '/admin/fees/schedules?limit=21')).status).toBe(400);
    const usd = await call<ListResponse<FeeSchedule>>('GET', '/admin/fees/schedules?asset=USD&operation=FIAT_WITHDRAWAL&kycLevel=ANY&isActive=true');
    expect(usd.body.items.map((s) => [s.asset, s.kycLevel, s.isActive])).toEqual([['USD', null, true]]);
    expect((await call<ListResponse<FeeSchedule>>('GET', '/admin/fees/schedules?kycLevel=2')).body.items.every((s) => s.kycLevel === 2)).toBe(true);
    expect(fieldsOf((await call('GET', '/admin/fees/schedules?kycLevel=5')).body)).toEqual(['kycLevel']);
  });

  it('keeps tax rules with their history; a tax on the fee follows the fee', async () => {
    const created = await rule({});
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ name: 'VAT', asset: 'AED', operation: null, percentage: '5', basis: 'FEE', inForce: true });
    await schedule({ asset: 'AED', fixedFee: '3.67', minimumFee: null, maximumFee: null });
    expect(await quoteFees(server.database.db, { operation: 'FIAT_WITHDRAWAL', asset: 'AED', kycLevel: 1, amount: '1000' })).toMatchObject({ fee: '4.67', tax: '0.23', taxRuleId: created.body.id });

    const edited = await call<TaxRule>('PUT', `/admin/fees/taxRules/${created.body.id}`, { name: 'VAT (UAE)', percentage: '7.5', basis: 'FEE', reason: 'Rate change' });
    expect(edited.body).toMatchObject({ name: 'VAT (UAE)', percentage: '7.5' });
    const changes = await history('subject=TAX_RULE', feesReader);
    expect(changes.body.items[0]).toMatchObject({ action: 'UPDATE', before: { percentage: '5', name: 'VAT' }, after: { percentage: '7.5' } });

    const cases: [object, string][] = [[{ percentage: '101' }, 'percentage'], [{ basis: 'PROFIT' }, 'basis'], [{ name: 'V' }, 'name'], [{ operation: 'CRYPTO_WITHDRAWAL' }, 'asset']];
    for (const [body, field] of cases) {
      expect(fieldsOf((await rule(body)).body), JSON.stringify(body)).toContain(field);
    }
    const off = await call<TaxRule>('POST', `/admin/fees/taxRules/${created.body.id}/deactivate`, { reason: 'Exempted' });
    expect(off.body.isActive).toBe(false);
    expect((await call('POST', `/admin/fees/taxRules/${created.body.id}/deactivate`, { reason: 'Exempted' })).body.error.code).toBe('taxRule.alreadyInactive');
    expect((await call('POST', `/admin/fees/taxRules/${created.body.id}/activate`, { reason: 'Back' })).status).toBe(200);
    expect((await call('POST', `/admin/fees/taxRules/${created.body.id}/activate`, { reason: 'Back' })).body.error.code).toBe('taxRule.alreadyActive');
    expect((await call('PUT', `/admin/fees/taxRules/${UNKNOWN_UUID}`, { name: 'VAT', percentage: '5', basis: 'FEE', reason })).body.error.code).toBe('taxRule.notFound');
    const start = '2031-06-01T00:00:00.000Z';
    expect((await rule({ effectiveFrom: start })).status).toBe(200);
    expect((await rule({ effectiveFrom: start })).body.error).toMatchObject({ code: 'taxRule.duplicate', details: [{ field: 'effectiveFrom' }] });
    const listed = await call<ListResponse<TaxRule>>('GET', '/admin/fees/taxRules?asset=AED&isActive=true', undefined, feesReader);
    expect(listed.body.limit).toBe(20);
    expect(listed.body.items.every((r) => r.asset === 'AED' && r.isActive)).toBe(true);
  });

  it('sets withdrawal limits per level and asset, with history; refuses bad amounts', async () => {
    const first = await call<WithdrawalLimit>('PUT', '/admin/withdrawalLimits', { kycLevel: 2, asset: 'AED', per24h: '36700', per30d: '183500', reason: 'Limits policy v1' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ kycLevel: 2, asset: 'AED', per24h: '36700.00', per30d: '183500.00', updatedBy: { name: 'Felix Finance' } });
    const second = await call<WithdrawalLimit>('PUT', '/admin/withdrawalLimits', { kycLevel: 2, asset: 'AED', per24h: '40000', per30d: null, reason: 'No monthly cap for level 2' });
    expect(second.body).toMatchObject({ id: first.body.id, per24h: '40000.00', per30d: null });
    expect(await withdrawalLimitsFor(server.database.db, { customerId, asset: 'AED', kycLevel: 2 })).toEqual({ per24h: '40000.00', per30d: null, source: 'LEVEL' });

    const changes = await call<ListResponse<FeeChange>>('GET', `/admin/withdrawalLimits/history?subjectId=${first.body.id}`, undefined, limitsReader);
    expect(changes.body.items.map((c) => [c.action, c.before?.per30d ?? null, c.after?.per30d ?? null])).toEqual([['UPDATE', '183500.00', null], ['CREATE', null, '183500.00']]);

    const cases: [object, string][] = [
      [{ per24h: '100', per30d: '50' }, 'per30d'], [{ per24h: '1.001', per30d: null }, 'per24h'], [{ per24h: '-5', per30d: null }, 'per24h'],
      [{ kycLevel: 7 }, 'kycLevel'], [{ asset: 'DOGE' }, 'asset'], [{ reason: '' }, 'reason'],
    ];
    for (const [body, field] of cases) {
      const answer = await call('PUT', '/admin/withdrawalLimits', { kycLevel: 1, asset: 'AED', per24h: '10', per30d: '20', reason, ...body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(answer.body), JSON.stringify(body)).toContain(field);
    }
    const listed = await call<ListResponse<WithdrawalLimit>>('GET', '/admin/withdrawalLimits?asset=AED', undefined, limitsReader);
    expect(listed.body).toMatchObject({ limit: 20, total: 1 });
  });

  it('sets, replaces and removes a customer\'s override with a reason, on its timeline', async () => {
    const before = await call<CustomerWithdrawalLimits>('GET', `/admin/customers/${customerId}/withdrawalLimits`, undefined, limitsReader);
    expect(before.body).toMatchObject({ customerId, kycLevel: 2, items: [{ asset: 'AED', override: null, effective: { per24h: '40000.00', source: 'LEVEL' } }] });

    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const set = await call<CustomerWithdrawalLimits>('PUT', `/admin/customers/${customerId}/withdrawalLimitOverrides`, { asset: 'AED', per24h: '250000', per30d: '1000000', expiresAt, reason: 'Corporate account' });
    expect(set.status).toBe(200);
    expect(set.body.items[0]).toMatchObject({ asset: 'AED', level: { per24h: '40000.00' }, override: { per24h: '250000.00', reason: 'Corporate account', expired: false, setBy: { name: 'Felix Finance' } }, effective: { per24h: '250000.00', per30d: '1000000.00', source: 'OVERRIDE' } });
    expect(await withdrawalLimitsFor(server.database.db, { customerId, asset: 'AED', kycLevel: 2 })).toEqual({ per24h: '250000.00', per30d: '1000000.00', source: 'OVERRIDE' });

    const replaced = await call<CustomerWithdrawalLimits>('PUT', `/admin/customers/${customerId}/withdrawalLimitOverrides`, { asset: 'AED', per24h: null, per30d: null, reason: 'No limits while the audit runs' });
    expect(replaced.body.items[0]?.override).toMatchObject({ id: set.body.items[0]?.override?.id, per24h: null, expiresAt: null });
    // An asset without a level limit shows once it has an override.
    await call('PUT', `/admin/customers/${customerId}/withdrawalLimitOverrides`, { asset: 'BTC', per24h: '0.5', per30d: '1', reason: 'Small crypto cap' });
    const both = await call<CustomerWithdrawalLimits>('GET', `/admin/customers/${customerId}/withdrawalLimits`);
    expect(both.body.items.map((i) => [i.asset, i.effective.source, i.effective.per24h])).toEqual([['AED', 'OVERRIDE', null], ['BTC', 'OVERRIDE', '0.50']]);

    const cases: [object, string][] = [
      [{ expiresAt: '2020-01-01T00:00:00Z' }, 'expiresAt'], [{ expiresAt: 'soon' }, 'expiresAt'], [{ per24h: '10', per30d: '5' }, 'per30d'],
      [{ reason: undefined }, 'reason'], [{ asset: 'XYZ' }, 'asset'],
    ];
    for (const [body, field] of cases) {
      const answer = await call('PUT', `/admin/customers/${customerId}/withdrawalLimitOverrides`, { asset: 'AED', per24h: '1', per30d: '2', reason, ...body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(answer.body), JSON.stringify(body)).toContain(field);
    }
    expect((await call('PUT', `/admin/customers/${UNKNOWN_UUID}/withdrawalLimitOverrides`, { asset: 'AED', per24h: '1', per30d: '2', reason })).body.error.code).toBe('customer.notFound');
    expect((await call('GET', `/admin/customers/${UNKNOWN_UUID}/withdrawalLimits`)).status).toBe(404);

    expect(fieldsOf((await call('POST', `/admin/customers/${customerId}/withdrawalLimitOverrides/AED/remove`, {})).body)).toEqual(['reason']);
    const removed = await call<CustomerWithdrawalLimits>('POST', `/admin/customers/${customerId}/withdrawalLimitOverrides/AED/remove`, { reason: 'Audit finished' });
    expect(removed.body.items[0]).toMatchObject({ asset: 'AED', override: null, effective: { source: 'LEVEL' } });
    expect((await call('POST', `/admin/customers/${customerId}/withdrawalLimitOverrides/AED/remove`, { reason: 'Audit finished' })).body.error.code).toBe('limitOverride.notFound');
    expect((await call('POST', `/admin/customers/${customerId}/withdrawalLimitOverrides/XYZ/remove`, { reason })).status).toBe(400);

    const changes = await call<ListResponse<FeeChange>>('GET', `/admin/withdrawalLimits/history?customerId=${customerId}&subject=LIMIT_OVERRIDE`, undefined, limitsReader);
    expect(changes.body.items.every((c) => c.customerName === 'Omar Trader')).toBe(true);
    expect(changes.body.items.map((c) => [c.action, c.after?.asset ?? c.before?.asset, c.reason])).toEqual([
      ['REMOVE', 'AED', 'Audit finished'], ['CREATE', 'BTC', 'Small crypto cap'], ['UPDATE', 'AED', 'No limits while the audit runs'], ['CREATE', 'AED', 'Corporate account'],
    ]);
    const timeline = await server.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.customerId, customerId));
    expect(timeline.map((r) => r.action)).toEqual(expect.arrayContaining(['limits.override.set', 'limits.override.remove']));
  });

  it('settles races: one of ten deactivations wins, ten first limit settings become one row and ten history rows', async () => {
    const { body: s } = await schedule({ asset: 'BRL', minimumFee: null, maximumFee: null });
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('POST', `/admin/fees/schedules/${s.id}/deactivate`, { reason: 'Closing BRL' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect((await history(`subjectId=${s.id}`)).body.items.map((c) => c.action)).toEqual(['DEACTIVATE', 'CREATE']);

    const sets = await Promise.all(Array.from({ length: 10 }, (_, i) => call<WithdrawalLimit>('PUT', '/admin/withdrawalLimits', { kycLevel: 3, asset: 'BRL', per24h: String(1000 + i), per30d: null, reason: `Setting ${i}` })));
    expect(sets.every((a) => a.status === 200)).toBe(true);
    expect(new Set(sets.map((a) => a.body.id)).size).toBe(1);
    const changes = await call<ListResponse<FeeChange>>('GET', `/admin/withdrawalLimits/history?subjectId=${sets[0]?.body.id}`);
    expect(changes.body.items.map((c) => c.action).sort()).toEqual(['CREATE', ...Array<string>(9).fill('UPDATE')]);
  });

  it('exports the filtered schedules, tax rules and limits as CSV, audited', async () => {
    const schedules = await fetchCsvExport(server, '/admin/fees/schedules?asset=USD&isActive=true', feesReader);
    expect(schedules.status).toBe(200);
    expect(schedules.header).toEqual(['operation', 'asset', 'kyc_level', 'fixed_fee', 'percentage', 'minimum_fee', 'maximum_fee', 'active', 'in_force', 'effective_from', 'updated_at', 'updated_by']);
    expect(schedules.rows).toEqual([expect.objectContaining({ operation: 'FIAT_WITHDRAWAL', asset: 'USD', kyc_level: 'ANY', fixed_fee: '1.00', percentage: '0.1', minimum_fee: '2.00', maximum_fee: '50.00', active: 'true', in_force: 'true', updated_by: 'Felix Finance' })]);
    expect(schedules.audits).toEqual([expect.objectContaining({ action: 'fees.schedules.export_csv', detail: JSON.stringify({ asset: 'USD', isActive: true }) })]);
    const rules = await fetchCsvExport(server, '/admin/fees/taxRules?asset=AED', feesReader);
    expect(rules.rows).toContainEqual(expect.objectContaining({ name: 'VAT (UAE)', asset: 'AED', operation: 'ALL', percentage: '7.5', basis: 'FEE' }));
    const limits = await fetchCsvExport(server, '/admin/withdrawalLimits?asset=AED', limitsReader);
    expect(limits.rows).toEqual([expect.objectContaining({ asset: 'AED', kyc_level: '2', per_24h: '40000.00', per_30d: '' })]);
    expect((await fetchCsvExport(server, '/admin/withdrawalLimits', feesReader)).status).toBe(403);
  });

  it('guards every route by its policy', async () => {
    expect((await schedule({ asset: 'INR' }).then(() => call('POST', '/admin/fees/schedules', {}, feesReader))).status).toBe(403);
    expect((await call('GET', '/admin/withdrawalLimits', undefined, feesReader)).status).toBe(403);
    expect((await call('GET', '/admin/fees/schedules', undefined, limitsReader)).status).toBe(403);
    expect((await call('PUT', '/admin/withdrawalLimits', { kycLevel: 1, asset: 'USD', per24h: '1', per30d: '2', reason }, limitsReader)).status).toBe(403);
    expect((await call('PUT', `/admin/customers/${customerId}/withdrawalLimitOverrides`, { asset: 'USD', per24h: '1', per30d: '2', reason }, limitsReader)).status).toBe(403);
    expect((await server.call('GET', '/admin/fees/taxRules')).status).toBe(401);
  });

  it('keeps the history append-only in the database', async () => {
    await expect(server.database.db.execute(`update fee_config_changes set reason = 'tampered'`)).rejects.toThrow();
    await expect(server.database.db.execute(`delete from fee_config_changes`)).rejects.toThrow();
  });
});
