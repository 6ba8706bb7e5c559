import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdPriceReference, MerchantAd } from '@exchange/contract/p2p/ads';
import type { MerchantPaymentMethod } from '@exchange/contract/p2p/merchant-payment-methods';
import type { Merchant } from '@exchange/contract/p2p/merchants';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { auditLog } from '../../../platform/audit/audit-table.ts';
import { fetchCsvExport } from '../../../testing/csv-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../../testing/test-server.ts';
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
    server = await startTestServer(kind, {}, { demoData: true });
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
        [{ price: '3.67501' }, 'price'],
        [{ price: '1650.505', fiat: 'NGN' }, 'price'],
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

    it('exports one merchant\'s ads matching the filters as CSV, newest first, and audits it', async () => {
      const merchant = await createMerchant('Ad Exporter');
      const method = await createMethod(merchant.id, 'Export account');
      const base = { ...validAd(), paymentMethodIds: [method.id] };
      await createAd(merchant.id, { ...base, side: 'BUY', coin: 'BTC', price: '240000' });
      await createAd(merchant.id, { ...base, side: 'SELL' });
      const csv = await fetchCsvExport(server, `${ads(merchant.id)}?side=BUY&page=1&limit=1`, readOnlyToken);
      expect(csv.status).toBe(200);
      expect(csv.disposition).toMatch(/^attachment; filename="merchant-ads-.*\.csv"$/);
      expect(csv.header).toEqual(['created_at', 'side', 'coin', 'fiat', 'price', 'min_limit', 'max_limit', 'available_amount', 'payment_methods', 'terms', 'active',
        'archived_at', 'updated_at']);
      expect(csv.rows).toEqual([expect.objectContaining({ side: 'BUY', coin: 'BTC', fiat: 'AED', payment_methods: 'Export account', active: 'true', archived_at: '' })]);
      expect(csv.audits).toEqual([{ action: 'p2p.merchant_ads.export_csv', targetType: 'merchant_ads', detail: JSON.stringify({ merchantId: merchant.id, side: 'BUY', includeArchived: false }), actorId: expect.any(String) }]);
      expect((await fetchCsvExport(server, ads(UNKNOWN_ID), adminToken)).status).toBe(404);
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

  describe('price decimals follow the fiat', () => {
    it('takes 4 decimals for GBP and 2 for NGN, and refuses more with a 400 naming price and the decimals allowed', async () => {
      const gbp = await createAd(merchantA.id, { ...validAd(), fiat: 'GBP', price: '0.7834' });
      expect(gbp.price).toBe('0.7834');
      expect((await stored(gbp.id))?.price).toBe('0.7834');
      const ngn = await createAd(merchantA.id, { ...validAd(), fiat: 'NGN', price: '1650.50' });
      expect(ngn.price).toBe('1650.50');

      const tooFine = await server.call<ApiError>('POST', ads(merchantA.id), { token: adminToken, body: { ...validAd(), fiat: 'NGN', price: '1650.505' } });
      expect(tooFine.status).toBe(400);
      expect(tooFine.body.error.details?.[0]).toMatchObject({ field: 'price', code: 'validation.decimal', params: { scale: 2 } });
      const beyondAny = await server.call<ApiError>('POST', ads(merchantA.id), { token: adminToken, body: { ...validAd(), fiat: 'GBP', price: '0.78345' } });
      expect(beyondAny.body.error.details?.[0]).toMatchObject({ field: 'price', code: 'validation.decimal', params: { scale: 4 } });
    });

    it('checks an update that gives only the price, or only the fiat, against the stored other', async () => {
      const ad = await createAd(merchantA.id, { ...validAd(), fiat: 'NGN', price: '1650.50' });
      const priceOnly = await server.call<ApiError>('PUT', `${ads(merchantA.id)}/${ad.id}`, { token: adminToken, body: { price: '1650.505' } });
      expect(priceOnly.status).toBe(400);
      expect(priceOnly.body.error.details?.[0]).toMatchObject({ field: 'price', code: 'validation.decimal', params: { scale: 2 } });

      const gbp = await createAd(merchantA.id, { ...validAd(), fiat: 'GBP', price: '0.7834' });
      const fiatOnly = await server.call<ApiError>('PUT', `${ads(merchantA.id)}/${gbp.id}`, { token: adminToken, body: { fiat: 'NGN' } });
      expect(fiatOnly.status).toBe(400);
      expect(fiatOnly.body.error.details?.[0]).toMatchObject({ field: 'price', params: { scale: 2 } });
      expect(await stored(gbp.id)).toMatchObject({ fiat: 'GBP', price: '0.7834' });
      const both = await server.call<MerchantAd>('PUT', `${ads(merchantA.id)}/${gbp.id}`, { token: adminToken, body: { fiat: 'NGN', price: '1190.25' } });
      expect(both.status).toBe(200);
      expect([both.body.fiat, both.body.price]).toEqual(['NGN', '1190.25']);
    });

    it('answers the median price of the other live ads of the pair as the market reference', async () => {
      const pair = { side: 'BUY', coin: 'USDC', fiat: 'GBP' } as const;
      const reference = async (excludeAdId?: string) => {
        const query = new URLSearchParams({ ...pair, ...(excludeAdId ? { excludeAdId } : {}) });
        const answer = await server.call<AdPriceReference>('GET', `/admin/p2p/adPriceReference?${query}`, { token: readOnlyToken });
        expect(answer.status).toBe(200);
        return answer.body;
      };
      // What the median must be, from the stored rows: the middle price, or the mean of the middle two, to 4 decimals.
      const expected = async (excludeAdId?: string) => {
        const result = (await server.database.db.execute(sql`
          select price::text as price from merchant_ads where side = ${pair.side} and coin = ${pair.coin} and fiat = ${pair.fiat}
          and is_active and archived_at is null and id <> ${excludeAdId ?? UNKNOWN_ID} order by price`)) as unknown as { rows: { price: string }[] };
        const units = result.rows.map((r) => {
          const [i = '0', f = ''] = r.price.split('.');
          return BigInt(i + f.padEnd(4, '0'));
        });
        if (units.length === 0) return { median: null, adCount: 0 };
        const lo = units[Math.floor((units.length - 1) / 2)] ?? 0n;
        const hi = units[Math.floor(units.length / 2)] ?? 0n;
        const twice = lo + hi; // the mean to 4 decimals, half away from zero as round() does
        const mean = twice / 2n + (twice % 2n);
        const text = mean.toString().padStart(5, '0');
        return { median: `${text.slice(0, -4)}.${text.slice(-4)}`, adCount: units.length };
      };

      const base = { ...validAd(), ...pair };
      const a = await createAd(merchantA.id, { ...base, price: '0.7801' });
      const b = await createAd(merchantA.id, { ...base, price: '0.7834' });
      const c = await createAd(merchantA.id, { ...base, price: '0.7900' });
      const inactive = await createAd(merchantA.id, { ...base, price: '9.9999' });
      expect((await server.call('PUT', `${ads(merchantA.id)}/${inactive.id}/activateDeactivateMerchantAds`, { token: adminToken, body: { isActive: false } })).status).toBe(200);
      const archived = await createAd(merchantA.id, { ...base, price: '0.0001' });
      expect((await server.call('PUT', `${ads(merchantA.id)}/${archived.id}/archive`, { token: adminToken, body: { reason: 'Test data' } })).status).toBe(200);

      const all = await reference();
      expect(all).toEqual(await expected());
      expect(all.adCount).toBeGreaterThanOrEqual(3);
      const withoutB = await reference(b.id);
      expect(withoutB).toEqual(await expected(b.id));
      expect(withoutB.adCount).toBe(all.adCount - 1);
      // Archiving a counted ad takes it out of the reference.
      expect((await server.call('PUT', `${ads(merchantA.id)}/${a.id}/archive`, { token: adminToken, body: { reason: 'Test data' } })).status).toBe(200);
      expect(await reference()).toEqual(await expected());
      expect((await reference()).adCount).toBe(all.adCount - 1);
      expect(c.price).toBe('0.7900');

      const bad = await server.call<ApiError>('GET', '/admin/p2p/adPriceReference?side=SELL&coin=BTC', { token: adminToken });
      expect(bad.status).toBe(400);
      expect(fieldsOf(bad.body)).toEqual(['fiat']);
    });
  });

  describe('archive / restore', () => {
    const archive = (merchantId: string, adId: string, reason = 'Merchant stopped trading this pair') =>
      server.call<MerchantAd & ApiError>('PUT', `${ads(merchantId)}/${adId}/archive`, { token: adminToken, body: { reason } });
    const restore = (merchantId: string, adId: string, reason = 'Trading again') =>
      server.call<MerchantAd & ApiError>('PUT', `${ads(merchantId)}/${adId}/restore`, { token: adminToken, body: { reason } });
    const listIds = async (merchantId: string, query = '') =>
      (await server.call<ListResponse<MerchantAd>>('GET', `${ads(merchantId)}?${query}`, { token: adminToken })).body.items.map((a) => a.id);

    it('archives an active ad: deactivated in the same change, stamped, audited with the reason, gone from the list unless asked for', async () => {
      const ad = await createAd(merchantA.id, validAd());
      expect(ad).toMatchObject({ isActive: true, archivedAt: null, archivedBy: null });
      const answer = await archive(merchantA.id, ad.id);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ isActive: false, archivedBy: expect.any(String) });
      expect(answer.body.archivedAt).not.toBeNull();
      const row = await stored(ad.id);
      expect(row).toMatchObject({ isActive: false, archivedBy: answer.body.archivedBy });
      expect(row?.archivedAt).toBeInstanceOf(Date);
      const audit = await auditRows('p2p.ad.archive', ad.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ detail: 'Merchant stopped trading this pair', before: { isActive: true, archivedAt: null } });
      expect(audit[0]?.after).toMatchObject({ isActive: false, reason: 'Merchant stopped trading this pair' });

      expect(await listIds(merchantA.id)).not.toContain(ad.id);
      expect(await listIds(merchantA.id, 'includeArchived=false')).not.toContain(ad.id);
      expect(await listIds(merchantA.id, 'includeArchived=true&limit=200')).toContain(ad.id);
      const total = (await server.call<ListResponse<MerchantAd>>('GET', ads(merchantA.id), { token: adminToken })).body.total;
      expect(total).toBe(await sqlCount(sql`merchant_id = ${merchantA.id} and archived_at is null`));
      // The merchant's active-ads count lost it too.
      const merchant = await server.call<Merchant>('GET', `/admin/p2p/merchants/${merchantA.id}`, { token: adminToken });
      expect(merchant.body.activeAds).toBe(await sqlCount(sql`merchant_id = ${merchantA.id} and is_active`));
    });

    it('refuses a second archive with 409 and writes no second audit row', async () => {
      const ad = await createAd(merchantA.id, validAd());
      expect((await archive(merchantA.id, ad.id)).status).toBe(200);
      const again = await archive(merchantA.id, ad.id);
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('ad.archived');
      expect(await auditRows('p2p.ad.archive', ad.id)).toHaveLength(1);
    });

    it('lets two archives at once succeed once', async () => {
      const ad = await createAd(merchantA.id, validAd());
      const answers = await Promise.all([archive(merchantA.id, ad.id), archive(merchantA.id, ad.id)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(await auditRows('p2p.ad.archive', ad.id)).toHaveLength(1);
    });

    it('refuses to edit or activate an archived ad with 409, changing nothing', async () => {
      const ad = await createAd(merchantA.id, validAd());
      expect((await archive(merchantA.id, ad.id)).status).toBe(200);
      const edit = await server.call<ApiError>('PUT', `${ads(merchantA.id)}/${ad.id}`, { token: adminToken, body: { price: '3.80' } });
      expect(edit.status).toBe(409);
      expect(edit.body.error.code).toBe('ad.archived');
      const activate = await server.call<ApiError>('PUT', `${ads(merchantA.id)}/${ad.id}/activateDeactivateMerchantAds`, { token: adminToken, body: { isActive: true } });
      expect(activate.status).toBe(409);
      expect(activate.body.error.code).toBe('ad.archived');
      expect(await stored(ad.id)).toMatchObject({ price: '3.67', isActive: false });
      expect(await auditRows('p2p.ad.update', ad.id)).toHaveLength(0);
      expect(await auditRows('p2p.ad.activate', ad.id)).toHaveLength(0);
    });

    it('restores an archived ad inactive, back in the list; restoring one that is not archived is a 409', async () => {
      const ad = await createAd(merchantA.id, validAd());
      const notArchived = await restore(merchantA.id, ad.id);
      expect(notArchived.status).toBe(409);
      expect(notArchived.body.error.code).toBe('ad.notArchived');
      expect((await archive(merchantA.id, ad.id)).status).toBe(200);
      const back = await restore(merchantA.id, ad.id);
      expect(back.status).toBe(200);
      expect(back.body).toMatchObject({ isActive: false, archivedAt: null, archivedBy: null });
      expect(await listIds(merchantA.id, 'limit=200')).toContain(ad.id);
      const audit = await auditRows('p2p.ad.restore', ad.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]?.detail).toBe('Trading again');
      expect((await server.call('PUT', `${ads(merchantA.id)}/${ad.id}/activateDeactivateMerchantAds`, { token: adminToken, body: { isActive: true } })).status).toBe(200);
      expect((await restore(merchantA.id, ad.id)).status).toBe(409);
    });

    it('needs a reason, the write policy and the ad under its merchant', async () => {
      const ad = await createAd(merchantA.id, validAd());
      for (const body of [{}, { reason: '  ' }, { reason: 'no' }, { reason: 'x'.repeat(501) }]) {
        const answer = await server.call<ApiError>('PUT', `${ads(merchantA.id)}/${ad.id}/archive`, { token: adminToken, body });
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(fieldsOf(answer.body), JSON.stringify(body)).toEqual(['reason']);
      }
      const readOnly = await server.call<ApiError>('PUT', `${ads(merchantA.id)}/${ad.id}/archive`, { token: readOnlyToken, body: { reason: 'Not mine to do' } });
      expect(readOnly.status).toBe(403);
      expect((await archive(merchantB.id, ad.id)).status).toBe(404);
      expect((await archive(merchantA.id, UNKNOWN_ID)).status).toBe(404);
      expect((await restore(merchantB.id, ad.id)).status).toBe(404);
      expect((await stored(ad.id))?.archivedAt).toBeNull();
      expect(await auditRows('p2p.ad.archive', ad.id)).toHaveLength(0);
    });
  });
});
