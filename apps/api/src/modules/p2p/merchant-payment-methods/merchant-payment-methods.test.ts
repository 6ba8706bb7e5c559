import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantPaymentMethod } from '@exchange/contract/p2p/merchant-payment-methods';
import type { Merchant } from '@exchange/contract/p2p/merchants';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { auditLog } from '../../../platform/audit/audit-table.ts';
import { fetchCsvExport } from '../../../testing/csv-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../../testing/test-server.ts';
import { merchantPaymentMethods } from '../merchants/merchant-tables.ts';
import { signIn as signInAs, fieldsOf } from '../../../testing/access-test-helpers.ts';

const PASSWORD = 'Correct-Horse-9';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

type Method = MerchantPaymentMethod;

describe.each(testDatabaseKinds())('P2P merchant payment methods on %s', (kind) => {
  let server: TestServer;
  let adminToken: string;
  let readOnlyToken: string;
  let merchantA: Merchant;
  let merchantB: Merchant;

  const signIn = (email: string) => signInAs(server, email, PASSWORD);
  async function sqlCount(where: SQL) {
    const result = (await server.database.db.execute(sql`select count(*)::int as n from merchant_payment_methods where ${where}`)) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n ?? -1;
  }
  const base = (merchantId: string) => `/admin/p2p/merchants/${merchantId}/paymentMethods`;
  const auditRows = (action: string, targetId: string) =>
    server.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId))).orderBy(asc(auditLog.id));
  const stored = async (id: string) => (await server.database.db.select().from(merchantPaymentMethods).where(eq(merchantPaymentMethods.id, id)))[0];

  let made = 0;
  async function createMethod(merchantId: string, overrides: Record<string, unknown> = {}) {
    made += 1;
    const answer = await server.call<Method>('POST', base(merchantId), {
      token: adminToken,
      body: { type: 'BANK_TRANSFER', label: `Account ${made}`, accountName: 'Test Holder', accountNumber: `GB00TEST${1000 + made}`, bankName: 'Test Bank', ...overrides },
    });
    expect(answer.status).toBe(200);
    return answer.body;
  }
  async function createMerchant(name: string) {
    const answer = await server.call<Merchant>('POST', '/admin/p2p/merchants', {
      token: adminToken,
      body: { name, email: `${name.toLowerCase().replaceAll(' ', '-')}@example.com`, phone: '+44 20 7946 0000', country: 'GB' },
    });
    expect(answer.status).toBe(200);
    return answer.body;
  }

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { demoData: true });
    await server.createAdmin({ email: 'admin@example.com', password: PASSWORD, role: 'admin' });
    await server.createAdmin({ email: 'vendors@example.com', password: PASSWORD, role: 'vendorsReadOnly' });
    adminToken = await signIn('admin@example.com');
    readOnlyToken = await signIn('vendors@example.com');
    merchantA = await createMerchant('Method Owner A');
    merchantB = await createMerchant('Method Owner B');
  });
  afterAll(() => server.close());

  it('creates a payment method for the merchant, active, with bankName null when left out, and audits it', async () => {
    const answer = await server.call<Method>('POST', base(merchantA.id), {
      token: adminToken,
      body: { type: 'MOBILE_MONEY', label: '  M-Pesa  ', accountName: 'Amina Khan', accountNumber: '0712345678' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      merchantId: merchantA.id,
      type: 'MOBILE_MONEY',
      label: 'M-Pesa',
      accountName: 'Amina Khan',
      accountNumber: '0712345678',
      bankName: null,
      isActive: true,
    });
    expect(await stored(answer.body.id)).toMatchObject({ merchantId: merchantA.id, label: 'M-Pesa', bankName: null, isActive: true });
    const audit = await auditRows('p2p.merchant_payment_method.create', answer.body.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ type: 'MOBILE_MONEY', label: 'M-Pesa', merchantId: merchantA.id });
    const fetched = await server.call<Method>('GET', `${base(merchantA.id)}/${answer.body.id}`, { token: adminToken });
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual(answer.body);
  });

  it('names each bad field with a 400 and creates nothing; an unknown merchant is a 404', async () => {
    const good = { type: 'CARD', label: 'Visa card', accountName: 'Card Holder', accountNumber: '4111 1111' };
    const before = await sqlCount(sql`merchant_id = ${merchantB.id}`);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, type: 'CHEQUE' }, 'type'],
      [{ ...good, type: undefined }, 'type'],
      [{ ...good, label: 'x' }, 'label'],
      [{ ...good, label: 'x'.repeat(61) }, 'label'],
      [{ ...good, accountName: undefined }, 'accountName'],
      [{ ...good, accountNumber: '123' }, 'accountNumber'],
      [{ ...good, bankName: 'b'.repeat(101) }, 'bankName'],
    ];
    for (const [body, field] of cases) {
      const answer = await server.call<ApiError>('POST', base(merchantB.id), { token: adminToken, body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(answer.body), JSON.stringify(body)).toEqual([field]);
    }
    expect(await sqlCount(sql`merchant_id = ${merchantB.id}`)).toBe(before);
    const unknown = await server.call<ApiError>('POST', base(UNKNOWN_ID), { token: adminToken, body: good });
    expect(unknown.status).toBe(404);
    expect(await sqlCount(sql`merchant_id = ${UNKNOWN_ID}`)).toBe(0);
    const badMerchant = await server.call<ApiError>('POST', base('nope'), { token: adminToken, body: good });
    expect(badMerchant.status).toBe(400);
    expect(fieldsOf(badMerchant.body)).toEqual(['merchantId']);
  });

  it('lists only the merchant\'s own methods, newest first, with isActive filter and exact totals', async () => {
    const merchant = await createMerchant('Method Lister');
    const first = await createMethod(merchant.id, { label: 'First' });
    const second = await createMethod(merchant.id, { label: 'Second', type: 'E_WALLET' });
    const third = await createMethod(merchant.id, { label: 'Third', type: 'CASH', bankName: null });
    await createMethod(merchantB.id, { label: 'Not yours' });
    expect((await server.call('PUT', `${base(merchant.id)}/${second.id}/activateDeactivateMerchantPaymentMethods`, { token: adminToken, body: { isActive: false } })).status).toBe(200);

    const all = await server.call<ListResponse<Method>>('GET', base(merchant.id), { token: adminToken });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 3, page: 0, limit: 50, totalIsCapped: false });
    expect(all.body.items.map((m) => m.id)).toEqual([third.id, second.id, first.id]);
    expect(all.body.items.every((m) => m.merchantId === merchant.id)).toBe(true);

    const active = await server.call<ListResponse<Method>>('GET', `${base(merchant.id)}?isActive=true`, { token: adminToken });
    expect(active.body.items.map((m) => m.id)).toEqual([third.id, first.id]);
    expect(active.body.total).toBe(2);
    const inactive = await server.call<ListResponse<Method>>('GET', `${base(merchant.id)}?isActive=false`, { token: adminToken });
    expect(inactive.body.items.map((m) => m.id)).toEqual([second.id]);

    const paged = await server.call<ListResponse<Method>>('GET', `${base(merchant.id)}?limit=2&page=1`, { token: adminToken });
    expect(paged.body).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(paged.body.items.map((m) => m.id)).toEqual([first.id]);

    // A demo merchant: the list total equals a direct count.
    const demo = (await server.database.db.execute(sql`select id from merchants where email = 'merchant2@demo.example'`)) as unknown as { rows: { id: string }[] };
    const demoId = demo.rows[0]?.id ?? UNKNOWN_ID;
    const demoList = await server.call<ListResponse<Method>>('GET', base(demoId), { token: readOnlyToken });
    expect(demoList.status).toBe(200);
    expect(demoList.body.total).toBe(await sqlCount(sql`merchant_id = ${demoId}`));

    expect((await server.call('GET', base(UNKNOWN_ID), { token: adminToken })).status).toBe(404);
    const badFilter = await server.call<ApiError>('GET', `${base(merchant.id)}?isActive=maybe`, { token: adminToken });
    expect(badFilter.status).toBe(400);
    expect(fieldsOf(badFilter.body)).toEqual(['isActive']);
  });

  it('exports one merchant\'s methods matching the filters as CSV, newest first, and audits it', async () => {
    const merchant = await createMerchant('Method Exporter');
    const kept = await createMethod(merchant.id, { label: '=Kept account' });
    const off = await createMethod(merchant.id);
    expect((await server.call('PUT', `${base(merchant.id)}/${off.id}/activateDeactivateMerchantPaymentMethods`, { token: adminToken, body: { isActive: false } })).status).toBe(200);
    const csv = await fetchCsvExport(server, `${base(merchant.id)}?isActive=true&page=2&limit=1`, readOnlyToken);
    expect(csv.status).toBe(200);
    expect(csv.disposition).toMatch(/^attachment; filename="merchant-payment-methods-.*\.csv"$/);
    expect(csv.header).toEqual(['created_at', 'type', 'label', 'account_name', 'account_number_last4', 'bank_name', 'active', 'archived_at', 'updated_at']);
    expect(csv.rows).toEqual([{ created_at: kept.createdAt.slice(0, 19) + 'Z', type: 'BANK_TRANSFER', label: "'=Kept account", account_name: 'Test Holder',
      account_number_last4: kept.accountNumber.slice(-4), bank_name: 'Test Bank', active: 'true', archived_at: '', updated_at: expect.stringMatching(/Z$/) }]);
    expect(csv.audits).toEqual([{ action: 'p2p.merchant_payment_methods.export_csv', targetType: 'merchant_payment_methods',
      detail: JSON.stringify({ merchantId: merchant.id, isActive: true, includeArchived: false }), actorId: expect.any(String) }]);
    expect((await fetchCsvExport(server, base(UNKNOWN_ID), adminToken)).status).toBe(404);
  });

  it('gets one method, 404 under another merchant or for an unknown id, 400 naming id for a non-uuid', async () => {
    const method = await createMethod(merchantA.id);
    expect((await server.call<Method>('GET', `${base(merchantA.id)}/${method.id}`, { token: readOnlyToken })).body.id).toBe(method.id);
    const elsewhere = await server.call<ApiError>('GET', `${base(merchantB.id)}/${method.id}`, { token: adminToken });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.error.code).toBe('merchantPaymentMethod.notFound');
    expect((await server.call('GET', `${base(merchantA.id)}/${UNKNOWN_ID}`, { token: adminToken })).status).toBe(404);
    const bad = await server.call<ApiError>('GET', `${base(merchantA.id)}/123`, { token: adminToken });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['id']);
  });

  it('updates only the fields given, audits them, and refuses another merchant\'s method with 404', async () => {
    const method = await createMethod(merchantA.id, { type: 'BANK_TRANSFER', bankName: 'Old Bank' });
    const answer = await server.call<Method>('PUT', `${base(merchantA.id)}/${method.id}`, { token: adminToken, body: { label: 'Renamed account' } });
    expect(answer.status).toBe(200);
    const { updatedAt: _a, label: _oldLabel, ...unchanged } = method;
    const { updatedAt: _b, label, ...rest } = answer.body;
    expect(label).toBe('Renamed account');
    expect(rest).toEqual(unchanged);

    const cleared = await server.call<Method>('PUT', `${base(merchantA.id)}/${method.id}`, { token: adminToken, body: { bankName: null } });
    expect(cleared.body).toMatchObject({ bankName: null, label: 'Renamed account', accountNumber: method.accountNumber });
    expect(await stored(method.id)).toMatchObject({ bankName: null, label: 'Renamed account', type: 'BANK_TRANSFER' });

    const audit = await auditRows('p2p.merchant_payment_method.update', method.id);
    expect(audit.map((r) => [r.before, r.after])).toEqual([
      [{ label: method.label }, { label: 'Renamed account' }],
      [{ bankName: 'Old Bank' }, { bankName: null }],
    ]);

    const empty = await server.call<ApiError>('PUT', `${base(merchantA.id)}/${method.id}`, { token: adminToken, body: {} });
    expect(empty.status).toBe(400);
    const badType = await server.call<ApiError>('PUT', `${base(merchantA.id)}/${method.id}`, { token: adminToken, body: { type: 'GOLD' } });
    expect(badType.status).toBe(400);
    expect(fieldsOf(badType.body)).toEqual(['type']);
    const elsewhere = await server.call<ApiError>('PUT', `${base(merchantB.id)}/${method.id}`, { token: adminToken, body: { label: 'Hijack' } });
    expect(elsewhere.status).toBe(404);
    expect((await stored(method.id))?.label).toBe('Renamed account');
    const forbidden = await server.call<ApiError>('PUT', `${base(merchantA.id)}/${method.id}`, { token: readOnlyToken, body: { label: 'Read only' } });
    expect(forbidden.status).toBe(403);
    expect((await stored(method.id))?.label).toBe('Renamed account');
  });

  it('activates and deactivates idempotently with an audit row each time; a deactivated method cannot back a new ad', async () => {
    const method = await createMethod(merchantA.id);
    const toggle = (isActive: boolean, merchantId = merchantA.id) =>
      server.call<Method & ApiError>('PUT', `${base(merchantId)}/${method.id}/activateDeactivateMerchantPaymentMethods`, { token: adminToken, body: { isActive } });
    const off1 = await toggle(false);
    const off2 = await toggle(false);
    expect([off1.status, off2.status]).toEqual([200, 200]);
    expect(off2.body.isActive).toBe(false);
    expect((await stored(method.id))?.isActive).toBe(false);

    const ad = await server.call<ApiError>('POST', `/admin/p2p/merchants/${merchantA.id}/ads`, {
      token: adminToken,
      body: { side: 'SELL', coin: 'USDT', fiat: 'GBP', price: '0.79', minLimit: '10', maxLimit: '100', availableAmount: '500', paymentMethodIds: [method.id] },
    });
    expect(ad.status).toBe(400);
    expect(fieldsOf(ad.body)).toEqual(['paymentMethodIds']);

    const on1 = await toggle(true);
    const on2 = await toggle(true);
    expect([on1.status, on2.status]).toEqual([200, 200]);
    expect((await stored(method.id))?.isActive).toBe(true);

    expect((await auditRows('p2p.merchant_payment_method.deactivate', method.id)).map((r) => [r.before, r.after, r.detail])).toEqual([
      [{ isActive: true }, { isActive: false }, null],
      [{ isActive: false }, { isActive: false }, 'already in that state'],
    ]);
    expect((await auditRows('p2p.merchant_payment_method.activate', method.id)).map((r) => [r.before, r.after])).toEqual([
      [{ isActive: false }, { isActive: true }],
      [{ isActive: true }, { isActive: true }],
    ]);

    expect((await toggle(false, merchantB.id)).status).toBe(404);
    expect((await stored(method.id))?.isActive).toBe(true);
    const missing = await server.call<ApiError>('PUT', `${base(merchantA.id)}/${method.id}/activateDeactivateMerchantPaymentMethods`, { token: adminToken, body: {} });
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toEqual(['isActive']);
  });

  describe('archive / restore', () => {
    const archive = (methodId: string, merchantId = merchantA.id, reason = 'Account closed by the bank') =>
      server.call<Method & ApiError>('PUT', `${base(merchantId)}/${methodId}/archive`, { token: adminToken, body: { reason } });
    const restore = (methodId: string, merchantId = merchantA.id, reason = 'Account reopened') =>
      server.call<Method & ApiError>('PUT', `${base(merchantId)}/${methodId}/restore`, { token: adminToken, body: { reason } });
    const listIds = async (query = '') =>
      (await server.call<ListResponse<Method>>('GET', `${base(merchantA.id)}?limit=200&${query}`, { token: adminToken })).body.items.map((m) => m.id);
    const newAd = (paymentMethodIds: string[]) =>
      server.call<ApiError>('POST', `/admin/p2p/merchants/${merchantA.id}/ads`, {
        token: adminToken,
        body: { side: 'SELL', coin: 'USDT', fiat: 'GBP', price: '0.7834', minLimit: '10', maxLimit: '100', availableAmount: '500', paymentMethodIds },
      });

    it('archives a method: deactivated, stamped, audited with the reason, out of the list unless asked for, and not offered to new ads', async () => {
      const method = await createMethod(merchantA.id);
      const answer = await archive(method.id);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ isActive: false, archivedBy: expect.any(String) });
      expect(answer.body.archivedAt).not.toBeNull();
      expect(await stored(method.id)).toMatchObject({ isActive: false, archivedBy: answer.body.archivedBy });
      const audit = await auditRows('p2p.merchant_payment_method.archive', method.id);
      expect(audit.map((r) => r.detail)).toEqual(['Account closed by the bank']);
      expect(audit[0]?.before).toEqual({ isActive: true, archivedAt: null });

      expect(await listIds()).not.toContain(method.id);
      expect(await listIds('includeArchived=true')).toContain(method.id);
      const list = await server.call<ListResponse<Method>>('GET', base(merchantA.id), { token: adminToken });
      expect(list.body.total).toBe(await sqlCount(sql`merchant_id = ${merchantA.id} and archived_at is null`));

      const ad = await newAd([method.id]);
      expect(ad.status).toBe(400);
      expect(fieldsOf(ad.body)).toEqual(['paymentMethodIds']);
    });

    it('refuses a second archive, an edit and an activation of an archived method with 409', async () => {
      const method = await createMethod(merchantA.id);
      expect((await archive(method.id)).status).toBe(200);
      const again = await archive(method.id);
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('merchantPaymentMethod.archived');
      const edit = await server.call<ApiError>('PUT', `${base(merchantA.id)}/${method.id}`, { token: adminToken, body: { label: 'Renamed' } });
      expect(edit.status).toBe(409);
      expect(edit.body.error.code).toBe('merchantPaymentMethod.archived');
      const activate = await server.call<ApiError>('PUT', `${base(merchantA.id)}/${method.id}/activateDeactivateMerchantPaymentMethods`, { token: adminToken, body: { isActive: true } });
      expect(activate.status).toBe(409);
      expect(await stored(method.id)).toMatchObject({ isActive: false, label: method.label });
      expect(await auditRows('p2p.merchant_payment_method.archive', method.id)).toHaveLength(1);
      expect(await auditRows('p2p.merchant_payment_method.update', method.id)).toHaveLength(0);
      expect(await auditRows('p2p.merchant_payment_method.activate', method.id)).toHaveLength(0);
    });

    it('restores an archived method inactive; once activated it can back a new ad again', async () => {
      const method = await createMethod(merchantA.id);
      const notArchived = await restore(method.id);
      expect(notArchived.status).toBe(409);
      expect(notArchived.body.error.code).toBe('merchantPaymentMethod.notArchived');
      expect((await archive(method.id)).status).toBe(200);
      const back = await restore(method.id);
      expect(back.status).toBe(200);
      expect(back.body).toMatchObject({ isActive: false, archivedAt: null, archivedBy: null });
      expect(await listIds()).toContain(method.id);
      expect((await auditRows('p2p.merchant_payment_method.restore', method.id)).map((r) => r.detail)).toEqual(['Account reopened']);
      expect((await server.call('PUT', `${base(merchantA.id)}/${method.id}/activateDeactivateMerchantPaymentMethods`, { token: adminToken, body: { isActive: true } })).status).toBe(200);
      expect((await newAd([method.id])).status).toBe(200);
    });

    it('needs a reason, the write policy and the method under its merchant', async () => {
      const method = await createMethod(merchantA.id);
      const noReason = await server.call<ApiError>('PUT', `${base(merchantA.id)}/${method.id}/archive`, { token: adminToken, body: { reason: ' ' } });
      expect(noReason.status).toBe(400);
      expect(fieldsOf(noReason.body)).toEqual(['reason']);
      const readOnly = await server.call<ApiError>('PUT', `${base(merchantA.id)}/${method.id}/archive`, { token: readOnlyToken, body: { reason: 'Not mine to do' } });
      expect(readOnly.status).toBe(403);
      expect((await archive(method.id, merchantB.id)).status).toBe(404);
      expect((await restore(UNKNOWN_ID)).status).toBe(404);
      expect((await stored(method.id))?.archivedAt).toBeNull();
    });
  });
});
