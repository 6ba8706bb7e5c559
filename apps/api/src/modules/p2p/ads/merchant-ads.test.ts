import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MerchantAd } from '@exchange/contract/p2p/ads';
import type { MerchantPaymentMethod } from '@exchange/contract/p2p/merchant-payment-methods';
import type { Merchant } from '@exchange/contract/p2p/merchants';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { auditLog } from '../../../platform/audit/audit-table.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../../testing/test-server.ts';
import { generateDemoData } from '../demo/demo-data.ts';
import { merchantAds } from '../merchants/merchant-tables.ts';
import { signIn as signInAs, fieldsOf } from '../../../testing/access-test-helpers.ts';

const PASSWORD = 'Correct-Horse-9';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(testDatabaseKinds())('P2P merchant ads on %s', (kind) => {
  let server: TestServer;
  let adminToken: string;
  let readOnlyToken: string;
  let merchantA: Merchant;
  let merchantB: Merchant;
  let methodA1: MerchantPaymentMethod;
  let methodA2: MerchantPaymentMethod;
  let inactiveMethodA: MerchantPaymentMethod;
  let methodB: MerchantPaymentMethod;

  const signIn = (email: string) => signInAs(server, email, PASSWORD);
  async function sqlCount(where: SQL) {
    const result = (await server.database.db.execute(sql`select count(*)::int as n from merchant_ads where ${where}`)) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n ?? -1;
  }
  const ads = (merchantId: string) => `/admin/p2p/merchants/${merchantId}/ads`;
  const auditRows = (action: string, targetId: string) =>
    server.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId))).orderBy(asc(auditLog.id));
  const stored = async (id: string) => (await server.database.db.select().from(merchantAds).where(eq(merchantAds.id, id)))[0];

  async function createMerchant(name: string) {
    const answer = await server.call<Merchant>('POST', '/admin/p2p/merchants', {
      token: adminToken,
      body: { name, email: `${name.toLowerCase().replaceAll(' ', '-')}@example.com`, phone: '+971 50 123 4567', country: 'AE' },
    });
    expect(answer.status).toBe(200);
    return answer.body;
  }
  async function createMethod(merchantId: string, label: string) {
    const answer = await server.call<MerchantPaymentMethod>('POST', `/admin/p2p/merchants/${merchantId}/paymentMethods`, {
      token: adminToken,
      body: { type: 'BANK_TRANSFER', label, accountName: 'Holder Name', accountNumber: 'AE070331234567890123456' },
    });
    expect(answer.status).toBe(200);
    return answer.body;
  }
  const validAd = () => ({
    side: 'SELL',
    coin: 'USDT',
    fiat: 'AED',
    price: '3.67',
    minLimit: '100',
    maxLimit: '5000',
    availableAmount: '2500.5',
    paymentMethodIds: [methodA1.id],
  });
  async function createAd(merchantId: string, body: Record<string, unknown>) {
    const answer = await server.call<MerchantAd>('POST', ads(merchantId), { token: adminToken, body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  }

  beforeAll(async () => {
    server = await startTestServer(kind);
    await generateDemoData(server.database.db, { transactions: 300 });
    await server.createAdmin({ email: 'admin@example.com', password: PASSWORD, role: 'admin' });
    await server.createAdmin({ email: 'vendors@example.com', password: PASSWORD, role: 'vendorsReadOnly' });
    adminToken = await signIn('admin@example.com');
    readOnlyToken = await signIn('vendors@example.com');
    merchantA = await createMerchant('Ad Maker A');
    merchantB = await createMerchant('Ad Maker B');
    methodA1 = await createMethod(merchantA.id, 'Main account');
    methodA2 = await createMethod(merchantA.id, 'Second account');
    inactiveMethodA = await createMethod(merchantA.id, 'Closed account');
    methodB = await createMethod(merchantB.id, 'B account');
    const off = await server.call('PUT', `/admin/p2p/merchants/${merchantA.id}/paymentMethods/${inactiveMethodA.id}/activateDeactivateMerchantPaymentMethods`, {
      token: adminToken,
      body: { isActive: false },
    });
    expect(off.status).toBe(200);
  });
  afterAll(() => server.close());

  describe('create', () => {
    it('creates an active ad with exact decimal strings, de-duplicated payment methods, and an audit row', async () => {
      const answer = await server.call<MerchantAd>('POST', ads(merchantA.id), {
        token: adminToken,
        body: { ...validAd(), paymentMethodIds: [methodA1.id, methodA2.id, methodA1.id], terms: '  Pay within 15 minutes.  ' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        merchantId: merchantA.id,
        side: 'SELL',
        coin: 'USDT',
        fiat: 'AED',
        price: '3.67',
        minLimit: '100.00',
        maxLimit: '5000.00',
        availableAmount: '2500.50000000',
        terms: 'Pay within 15 minutes.',
        isActive: true,
      });
      expect([...answer.body.paymentMethodIds].sort()).toEqual([methodA1.id, methodA2.id].sort());
      const row = await stored(answer.body.id);
      expect(row).toMatchObject({ merchantId: merchantA.id, price: '3.67', minLimit: '100.00', maxLimit: '5000.00', isActive: true });
      expect(row?.paymentMethodIds).toHaveLength(2);
      const audit = await auditRows('p2p.ad.create', answer.body.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ outcome: 'SUCCESS', actorEmail: 'admin@example.com', targetType: 'merchant_ad' });
      expect(audit[0]?.after).toMatchObject({ merchantId: merchantA.id, price: '3.67', coin: 'USDT' });
      // The merchant now counts it.
      const merchant = await server.call<Merchant>('GET', `/admin/p2p/merchants/${merchantA.id}`, { token: adminToken });
      expect(merchant.body.activeAds).toBe(await sqlCount(sql`merchant_id = ${merchantA.id} and is_active`));
      expect(merchant.body.activeAds).toBeGreaterThanOrEqual(1);
    });

    it('accepts minLimit equal to maxLimit', async () => {
      const ad = await createAd(merchantA.id, { ...validAd(), minLimit: '250.5', maxLimit: '250.50' });
      expect([ad.minLimit, ad.maxLimit]).toEqual(['250.50', '250.50']);
    });

    it('refuses bad ads with a 400 naming the field, and stores none of them', async () => {
      const before = await sqlCount(sql`merchant_id = ${merchantA.id}`);
      const cases: [Record<string, unknown>, string][] = [
        [{ minLimit: '5000.01', maxLimit: '5000' }, 'minLimit'],
        [{ minLimit: '10', maxLimit: '9.99' }, 'minLimit'],
        [{ price: '0' }, 'price'],
        [{ price: '0.00' }, 'price'],
        [{ price: '-3.67' }, 'price'],
        [{ price: '3.675' }, 'price'],
        [{ price: 3.67 }, 'price'],
        [{ minLimit: '0' }, 'minLimit'],
        [{ maxLimit: '-100' }, 'maxLimit'],
        [{ availableAmount: '0' }, 'availableAmount'],
        [{ availableAmount: '0.000000001' }, 'availableAmount'],
        [{ availableAmount: '-1' }, 'availableAmount'],
        [{ coin: 'DOGE' }, 'coin'],
        [{ coin: 'usdt' }, 'coin'],
        [{ fiat: 'XYZ' }, 'fiat'],
        [{ side: 'HOLD' }, 'side'],
        [{ paymentMethodIds: [] }, 'paymentMethodIds'],
        [{ paymentMethodIds: [methodB.id] }, 'paymentMethodIds'],
        [{ paymentMethodIds: [methodA1.id, methodB.id] }, 'paymentMethodIds'],
        [{ paymentMethodIds: [inactiveMethodA.id] }, 'paymentMethodIds'],
        [{ paymentMethodIds: [UNKNOWN_ID] }, 'paymentMethodIds'],
      ];
      for (const [change, field] of cases) {
        const body = { ...validAd(), ...change };
        const answer = await server.call<ApiError>('POST', ads(merchantA.id), { token: adminToken, body });
        expect(answer.status, JSON.stringify(change)).toBe(400);
        // The schema's generic codes, or the server's own check of the merchant's payment methods.
        expect(answer.body.error.code, JSON.stringify(change)).toMatch(/^validation\.|^ad\.paymentMethodsInvalid$/);
        expect(fieldsOf(answer.body)[0], JSON.stringify(change)).toBe(field);
      }
      const notUuid = await server.call<ApiError>('POST', ads(merchantA.id), { token: adminToken, body: { ...validAd(), paymentMethodIds: ['abc'] } });
      expect(notUuid.status).toBe(400);
      expect(fieldsOf(notUuid.body)[0]).toMatch(/^paymentMethodIds/);
      expect(await sqlCount(sql`merchant_id = ${merchantA.id}`)).toBe(before);
    });

    it('answers 404 for an unknown merchant and 403 for a read-only user', async () => {
      const unknown = await server.call<ApiError>('POST', ads(UNKNOWN_ID), { token: adminToken, body: validAd() });
      expect(unknown.status).toBe(404);
      const forbidden = await server.call<ApiError>('POST', ads(merchantA.id), { token: readOnlyToken, body: validAd() });
      expect(forbidden.status).toBe(403);
      expect(await sqlCount(sql`merchant_id = ${UNKNOWN_ID}`)).toBe(0);
    });
  });

  describe('list and get', () => {
    it('lists a merchant\'s own ads newest first with side, coin and isActive filters matching a SQL count', async () => {
      const merchant = await createMerchant('Ad Lister');
      const method = await createMethod(merchant.id, 'Lister account');
      const base = { ...validAd(), paymentMethodIds: [method.id] };
      const a1 = await createAd(merchant.id, { ...base, side: 'BUY', coin: 'BTC', price: '240000' });
      const a2 = await createAd(merchant.id, { ...base, side: 'SELL', coin: 'USDT' });
      const a3 = await createAd(merchant.id, { ...base, side: 'SELL', coin: 'BTC', price: '236000' });
      expect((await server.call('PUT', `${ads(merchant.id)}/${a2.id}/activateDeactivateMerchantAds`, { token: adminToken, body: { isActive: false } })).status).toBe(200);

      const all = await server.call<ListResponse<MerchantAd>>('GET', ads(merchant.id), { token: readOnlyToken });
      expect(all.status).toBe(200);
      expect(all.body).toMatchObject({ total: 3, page: 0, limit: 20, totalIsCapped: false });
      expect(all.body.items.map((a) => a.id)).toEqual([a3.id, a2.id, a1.id]);

      const filters: [string, string[]][] = [
        ['side=SELL', [a3.id, a2.id]],
        ['side=BUY', [a1.id]],
        ['coin=BTC', [a3.id, a1.id]],
        ['isActive=false', [a2.id]],
        ['isActive=true&coin=BTC&side=SELL', [a3.id]],
        ['coin=ETH', []],
      ];
      for (const [query, expected] of filters) {
        const answer = await server.call<ListResponse<MerchantAd>>('GET', `${ads(merchant.id)}?${query}`, { token: adminToken });
        expect(answer.body.items.map((a) => a.id), query).toEqual(expected);
        expect(answer.body.total, query).toBe(expected.length);
      }
      const page = await server.call<ListResponse<MerchantAd>>('GET', `${ads(merchant.id)}?limit=2&page=1`, { token: adminToken });
      expect(page.body.items.map((a) => a.id)).toEqual([a1.id]);
      expect(page.body.total).toBe(3);

      // Demo merchants: totals equal direct counts.
      const demo = (await server.database.db.execute(sql`select id from merchants where email = 'merchant4@demo.example'`)) as unknown as { rows: { id: string }[] };
      const demoId = demo.rows[0]?.id ?? UNKNOWN_ID;
      const demoSell = await server.call<ListResponse<MerchantAd>>('GET', `${ads(demoId)}?side=SELL`, { token: adminToken });
      expect(demoSell.body.total).toBe(await sqlCount(sql`merchant_id = ${demoId} and side = 'SELL'`));
      expect(demoSell.body.items.every((a) => a.side === 'SELL' && a.merchantId === demoId)).toBe(true);

      for (const [query, field] of [['side=UP', 'side'], ['coin=XRP', 'coin'], ['isActive=1', 'isActive'], ['limit=201', 'limit']] as const) {
        const bad = await server.call<ApiError>('GET', `${ads(merchant.id)}?${query}`, { token: adminToken });
        expect(bad.status, query).toBe(400);
        expect(fieldsOf(bad.body), query).toEqual([field]);
      }
      expect((await server.call('GET', ads(UNKNOWN_ID), { token: adminToken })).status).toBe(404);
    });

    it('gets an ad under its merchant only: another merchant\'s ad is a 404', async () => {
      const ad = await createAd(merchantA.id, validAd());
      const own = await server.call<MerchantAd>('GET', `${ads(merchantA.id)}/${ad.id}`, { token: readOnlyToken });
      expect(own.status).toBe(200);
      expect(own.body).toEqual(ad);
      const elsewhere = await server.call<ApiError>('GET', `${ads(merchantB.id)}/${ad.id}`, { token: adminToken });
      expect(elsewhere.status).toBe(404);
      expect(elsewhere.body.error.code).toBe('ad.notFound');
      expect((await server.call('GET', `${ads(merchantA.id)}/${UNKNOWN_ID}`, { token: adminToken })).status).toBe(404);
      const bad = await server.call<ApiError>('GET', `${ads(merchantA.id)}/not-a-uuid`, { token: adminToken });
      expect(bad.status).toBe(400);
      expect(fieldsOf(bad.body)).toEqual(['id']);
    });
  });

  describe('update', () => {
    it('changes only the fields given and audits the change', async () => {
      const ad = await createAd(merchantA.id, { ...validAd(), terms: 'Old terms' });
      const answer = await server.call<MerchantAd>('PUT', `${ads(merchantA.id)}/${ad.id}`, { token: adminToken, body: { price: '3.70', terms: 'New terms' } });
      expect(answer.status).toBe(200);
      const { updatedAt: _a, price: _p, terms: _t, ...unchanged } = ad;
      const { updatedAt: _b, price, terms, ...rest } = answer.body;
      expect([price, terms]).toEqual(['3.70', 'New terms']);
      expect(rest).toEqual(unchanged);
      expect(await stored(ad.id)).toMatchObject({ price: '3.70', terms: 'New terms', minLimit: '100.00', maxLimit: '5000.00', coin: 'USDT' });
      const audit = await auditRows('p2p.ad.update', ad.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]?.before).toEqual({ price: '3.67', terms: 'Old terms' });
      expect(audit[0]?.after).toEqual({ price: '3.70', terms: 'New terms' });

      const methods = await server.call<MerchantAd>('PUT', `${ads(merchantA.id)}/${ad.id}`, { token: adminToken, body: { paymentMethodIds: [methodA2.id, methodA2.id] } });
      expect(methods.status).toBe(200);
      expect(methods.body.paymentMethodIds).toEqual([methodA2.id]);
    });

    it('keeps the terms when an update does not mention them', async () => {
      const ad = await createAd(merchantA.id, { ...validAd(), terms: 'Release within 10 minutes of payment.' });
      const answer = await server.call<MerchantAd>('PUT', `${ads(merchantA.id)}/${ad.id}`, { token: adminToken, body: { price: '3.71' } });
      expect(answer.status).toBe(200);
      expect(answer.body.price).toBe('3.71');
      expect(answer.body.terms).toBe('Release within 10 minutes of payment.');
      expect((await stored(ad.id))?.terms).toBe('Release within 10 minutes of payment.');
      const audit = await auditRows('p2p.ad.update', ad.id);
      expect(audit[0]?.after).toEqual({ price: '3.71' });
    });

    it('refuses an empty update with 400 and changes nothing', async () => {
      const ad = await createAd(merchantA.id, { ...validAd(), terms: 'Keep me' });
      const empty = await server.call<ApiError>('PUT', `${ads(merchantA.id)}/${ad.id}`, { token: adminToken, body: {} });
      expect(empty.status).toBe(400);
      expect(empty.body.error.code).toBe('validation.noChanges');
      expect((await stored(ad.id))?.terms).toBe('Keep me');
      expect(await auditRows('p2p.ad.update', ad.id)).toHaveLength(0);
    });

    it('keeps minLimit at or below maxLimit when only one of them is given, and names minLimit', async () => {
      const ad = await createAd(merchantA.id, { ...validAd(), minLimit: '100', maxLimit: '1000' });
      const cases: [Record<string, unknown>, string][] = [
        [{ minLimit: '1000.01' }, 'minLimit'],
        [{ maxLimit: '99.99' }, 'minLimit'],
        [{ minLimit: '600', maxLimit: '500' }, 'minLimit'],
        [{ minLimit: '0' }, 'minLimit'],
        [{ price: '0' }, 'price'],
        [{ availableAmount: '-2' }, 'availableAmount'],
        [{ coin: 'SHIB' }, 'coin'],
        [{ fiat: 'JPY' }, 'fiat'],
        [{ paymentMethodIds: [methodB.id] }, 'paymentMethodIds'],
        [{ paymentMethodIds: [inactiveMethodA.id] }, 'paymentMethodIds'],
      ];
      for (const [body, field] of cases) {
        const answer = await server.call<ApiError>('PUT', `${ads(merchantA.id)}/${ad.id}`, { token: adminToken, body });
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(fieldsOf(answer.body)[0], JSON.stringify(body)).toBe(field);
      }
      expect(await stored(ad.id)).toMatchObject({ minLimit: '100.00', maxLimit: '1000.00', price: '3.67', coin: 'USDT', fiat: 'AED' });
      expect(await auditRows('p2p.ad.update', ad.id)).toHaveLength(0);

      const raiseMin = await server.call<MerchantAd>('PUT', `${ads(merchantA.id)}/${ad.id}`, { token: adminToken, body: { minLimit: '1000' } });
      expect(raiseMin.status).toBe(200);
      expect([raiseMin.body.minLimit, raiseMin.body.maxLimit]).toEqual(['1000.00', '1000.00']);
      const lowerMax = await server.call<ApiError>('PUT', `${ads(merchantA.id)}/${ad.id}`, { token: adminToken, body: { maxLimit: '999' } });
      expect(lowerMax.status).toBe(400);
      expect(fieldsOf(lowerMax.body)).toEqual(['minLimit']);
      expect((await stored(ad.id))?.maxLimit).toBe('1000.00');
    });

    it('answers 404 for an ad of another merchant and leaves it untouched', async () => {
      const ad = await createAd(merchantA.id, validAd());
      const answer = await server.call<ApiError>('PUT', `${ads(merchantB.id)}/${ad.id}`, { token: adminToken, body: { price: '9.99' } });
      expect(answer.status).toBe(404);
      expect((await stored(ad.id))?.price).toBe('3.67');
      expect((await server.call('PUT', `${ads(merchantA.id)}/${UNKNOWN_ID}`, { token: adminToken, body: { price: '9.99' } })).status).toBe(404);
      expect((await server.call('PUT', `${ads(merchantA.id)}/${ad.id}`, { token: readOnlyToken, body: { price: '9.99' } })).status).toBe(403);
      expect((await stored(ad.id))?.price).toBe('3.67');
    });
  });

  describe('activate / deactivate', () => {
    const toggle = (merchantId: string, adId: string, isActive: boolean) =>
      server.call<MerchantAd & ApiError>('PUT', `${ads(merchantId)}/${adId}/activateDeactivateMerchantAds`, { token: adminToken, body: { isActive } });

    it('is idempotent and audited each time', async () => {
      const ad = await createAd(merchantA.id, validAd());
      const off = [await toggle(merchantA.id, ad.id, false), await toggle(merchantA.id, ad.id, false)];
      expect(off.map((a) => [a.status, a.body.isActive])).toEqual([[200, false], [200, false]]);
      expect((await stored(ad.id))?.isActive).toBe(false);
      const on = [await toggle(merchantA.id, ad.id, true), await toggle(merchantA.id, ad.id, true)];
      expect(on.map((a) => [a.status, a.body.isActive])).toEqual([[200, true], [200, true]]);
      expect((await stored(ad.id))?.isActive).toBe(true);
      expect((await auditRows('p2p.ad.deactivate', ad.id)).map((r) => [r.before, r.after])).toEqual([
        [{ isActive: true }, { isActive: false }],
        [{ isActive: false }, { isActive: false }],
      ]);
      expect((await auditRows('p2p.ad.activate', ad.id)).map((r) => [r.before, r.after])).toEqual([
        [{ isActive: false }, { isActive: true }],
        [{ isActive: true }, { isActive: true }],
      ]);
    });

    it('answers 404 for an ad of another merchant', async () => {
      const ad = await createAd(merchantA.id, validAd());
      const answer = await toggle(merchantB.id, ad.id, false);
      expect(answer.status).toBe(404);
      expect((await stored(ad.id))?.isActive).toBe(true);
      expect(await auditRows('p2p.ad.deactivate', ad.id)).toHaveLength(0);
    });

    it('refuses to activate an ad of an inactive merchant with 409, but deactivating it still works', async () => {
      const merchant = await createMerchant('Sleepy Merchant');
      const method = await createMethod(merchant.id, 'Sleepy account');
      const ad = await createAd(merchant.id, { ...validAd(), paymentMethodIds: [method.id] });
      expect((await toggle(merchant.id, ad.id, false)).status).toBe(200);
      expect((await server.call('PUT', `/admin/p2p/merchants/${merchant.id}/activateDeactivateMerchants`, { token: adminToken, body: { isActive: false } })).status).toBe(200);
      const refused = await toggle(merchant.id, ad.id, true);
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('ad.merchantInactive');
      expect((await stored(ad.id))?.isActive).toBe(false);
      expect(await auditRows('p2p.ad.activate', ad.id)).toHaveLength(0);
      expect((await toggle(merchant.id, ad.id, false)).status).toBe(200);
    });

    it('does not let a new ad of an inactive merchant start active (409, or created inactive)', async () => {
      const merchant = await createMerchant('Dormant Merchant');
      const method = await createMethod(merchant.id, 'Dormant account');
      expect((await server.call('PUT', `/admin/p2p/merchants/${merchant.id}/activateDeactivateMerchants`, { token: adminToken, body: { isActive: false } })).status).toBe(200);
      const answer = await server.call<MerchantAd & ApiError>('POST', ads(merchant.id), { token: adminToken, body: { ...validAd(), paymentMethodIds: [method.id] } });
      expect([200, 409]).toContain(answer.status);
      expect(await sqlCount(sql`merchant_id = ${merchant.id} and is_active`)).toBe(0);
    });
  });
});
