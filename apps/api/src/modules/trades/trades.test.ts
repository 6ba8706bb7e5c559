import { randomUUID } from 'node:crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedServiceAccount } from '@exchange/contract/integration/service-accounts';
import type { ApiError } from '@exchange/contract/platform/errors';
import { COUNT_CAP, type ListResponse } from '@exchange/contract/platform/lists';
import type { CustomerTimelineEntry } from '@exchange/contract/customers/customers';
import type { CustomerBalances, ReconciliationRun } from '@exchange/contract/ledger/ledger';
import type { CancelAllTradeOrdersResult, TradeOrder, TradeOrderDetail } from '@exchange/contract/trades/trade-orders';
import { auditLog } from '../../platform/audit/audit-table.ts';
import { parse } from 'csv-parse/sync';
import { TEST_PASSWORD, UNKNOWN_UUID, fieldsOf, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { customers } from '../customers/customer-tables.ts';
import { reportCryptoDeposit } from '../crypto/deposit-commands.ts';
import { serviceAccountActor } from '../integration/service-actor.ts';
import { insertDemoTradeOrders } from './trades-demo-data.ts';

type Answer<T> = T & ApiError;

const parseCsv = (text: string): string[][] => parse(text, { relaxColumnCount: true });

const CSV_HEADER = 'order_number,created_at,kind,side,base_asset,quote_asset,price,amount,filled_amount,average_price,fee,fee_asset,held_amount,held_asset,status,customer_name,customer_email,cancelled_by,cancelled_at,cancel_reason';


describe.each(testDatabaseKinds())('spot orders on %s', (kind) => {
  let server: TestServer;
  let root: string;
  let finance: string;
  let financeId: string;
  let support: string;
  let vendors: string;
  let engineKey: string;
  let txSeq = 0;

  const db = () => server.database.db;
  const call = <T>(method: string, path: string, token: string | undefined, body?: unknown) => server.call<Answer<T>>(method, path, { token, body });
  const list = (query: string, token = root) => call<ListResponse<TradeOrder>>('GET', `/admin/trades/orders?${query}`, token);
  const count = async (where: SQL) => (await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from trade_orders o where ${where}`))[0]?.n ?? -1;
  const csv = async (query: string) => {
    const response = await fetch(`${server.baseUrl}/admin/trades/orders?format=csv${query}`, { headers: { authorization: `Bearer ${root}` } });
    return { status: response.status, headers: response.headers, text: await response.text() };
  };
  const balance = async (customerId: string, asset: string, bucket: 'AVAILABLE' | 'HELD') => {
    const [row] = await rowsOf<{ balance: string }>(server, sql`select trim_scale(coalesce(sum(b.balance), 0))::text as balance from ledger_accounts a join ledger_balances b on b.account_id = a.id
      where a.owner = 'CUSTOMER' and a.customer_id = ${customerId} and a.asset = ${asset} and a.bucket = ${bucket} and a.sub_account_id is null`);
    return row?.balance ?? '0';
  };
  const exchangeBalance = async (purpose: string, asset: string) => {
    const [row] = await rowsOf<{ balance: string }>(server, sql`select trim_scale(coalesce(sum(b.balance), 0))::text as balance from ledger_accounts a join ledger_balances b on b.account_id = a.id
      where a.owner = 'EXCHANGE' and a.purpose = ${purpose} and a.asset = ${asset}`);
    return row?.balance ?? '0';
  };
  /** A new ACTIVE customer holding `amount` of USDT and of ETH, deposited by the wallet service. */
  const fundedCustomer = async (usdt = '10000', eth = '5') => {
    const n = randomUUID().slice(0, 8);
    const [made] = await db().insert(customers).values({ email: `trader-${n}@example.com`, name: `Trader ${n}`, country: 'AE', kycLevel: 2, state: 'ACTIVE' }).returning({ id: customers.id });
    if (!made) throw new Error('no customer made');
    const wallet = await serviceAccountActor(db(), 'Wallet service', { id: null, email: null, ip: '127.0.0.1', userAgent: 'trades-test' });
    const hash = () => `0x${(++txSeq).toString(16).padStart(64, 'b')}`;
    if (usdt !== '0') await reportCryptoDeposit(db(), { coin: 'USDT', network: 'TRC20', customerId: made.id, address: `T${'A'.repeat(33)}`, txHash: hash(), amount: usdt, confirmations: 100 }, wallet);
    if (eth !== '0') await reportCryptoDeposit(db(), { coin: 'ETH', network: 'ERC20', customerId: made.id, address: `0x${'c'.repeat(40)}`, txHash: hash(), amount: eth, confirmations: 100 }, wallet);
    return made.id;
  };
  const engine = <T>(method: string, path: string, body?: unknown) =>
    server.call<Answer<T>>(method, path, { token: engineKey, body, headers: method === 'POST' ? { 'idempotency-key': randomUUID() } : {} });
  const place = (body: Record<string, unknown>) => engine<TradeOrderDetail>('POST', '/platform/trades/orders', body);
  const fill = (id: string, body: Record<string, unknown>) => engine<TradeOrderDetail>('POST', `/platform/trades/orders/${id}/fills`, body);
  const demoOrder = async (where: SQL) => {
    const [row] = await rowsOf<{ id: string; customer_id: string; held_asset: string; held_amount: string; status: string; order_number: string }>(server, sql`
      select o.id, o.customer_id, o.held_asset, trim_scale(o.held_amount)::text as held_amount, o.status, o.order_number from trade_orders o
      where ${where} order by o.order_number limit 1`);
    if (!row) throw new Error('no demo order like that');
    return row;
  };

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { demoData: true });
    await server.createAdmin({ email: 'root@example.com', password: TEST_PASSWORD, role: 'superAdmin', name: 'Rita Root' });
    financeId = await server.createAdmin({ email: 'fin@example.com', password: TEST_PASSWORD, role: 'finance', name: 'Fiona Finance' });
    await server.createAdmin({ email: 'sup@example.com', password: TEST_PASSWORD, role: 'support', name: 'Sam Support' });
    await server.createAdmin({ email: 'ven@example.com', password: TEST_PASSWORD, role: 'vendorsReadOnly' });
    root = await signIn(server, 'root@example.com');
    finance = await signIn(server, 'fin@example.com');
    support = await signIn(server, 'sup@example.com');
    vendors = await signIn(server, 'ven@example.com');
    const created = await call<CreatedServiceAccount>('POST', '/admin/integration/service-accounts', root, { name: 'Matching engine', scopes: ['trades.report'] });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    engineKey = created.body.apiKey;
  }, 240_000);
  afterAll(() => server.close());

  describe('the list', () => {
    it('has demo orders of every kind and status, the open ones really held in the ledger', async () => {
      const kinds = await rowsOf<{ kind: string; status: string }>(server, sql`select distinct kind, status from trade_orders order by 1, 2`);
      for (const k of ['MARKET', 'LIMIT', 'SWAP']) for (const s of ['FILLED', 'CANCELLED']) expect(kinds, `${k} ${s}`).toContainEqual({ kind: k, status: s });
      expect(kinds).toEqual(expect.arrayContaining([{ kind: 'LIMIT', status: 'OPEN' }, { kind: 'LIMIT', status: 'PARTIALLY_FILLED' }]));
      // Swaps convert coins: none is priced in fiat.
      expect(await count(sql`o.kind = 'SWAP' and o.quote_asset not in ('BTC', 'ETH', 'USDT', 'USDC', 'BNB')`)).toBe(0);
      // Every order still holding funds names its TRADE_HOLD entry, for exactly what it holds.
      const [unheld] = await rowsOf<{ n: number; open: number }>(server, sql`select count(*) filter (where e.id is null or l.amount <> o.held_amount)::int as n, count(*)::int as open
        from trade_orders o left join ledger_entries e on e.id = o.hold_entry_id
        left join ledger_lines l on l.entry_id = e.id and l.amount > 0
        where o.status in ('OPEN', 'PARTIALLY_FILLED')`);
      expect(unheld?.open).toBeGreaterThan(50);
      expect(unheld?.n).toBe(0);
      // A frozen account has nothing open.
      expect(await count(sql`o.status in ('OPEN', 'PARTIALLY_FILLED') and o.customer_id in (select id from customers where state = 'FROZEN')`)).toBe(0);
    });

    it('lists newest first with the total of every filter exactly as SQL counts it', async () => {
      const first = await list('limit=20');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ page: 0, limit: 20, totalIsCapped: false, total: await count(sql`true`) });
      const times = first.body.items.map((o) => o.createdAt);
      expect(times).toEqual([...times].sort().reverse());
      const [sample] = await rowsOf<{ email: string; customer_id: string; order_number: string }>(server, sql`
        select c.email, o.customer_id, o.order_number from trade_orders o join customers c on c.id = o.customer_id order by o.order_number limit 1 offset 17`);
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const cases: [string, SQL][] = [
        ['kind=MARKET&side=BUY', sql`o.kind = 'MARKET' and o.side = 'BUY'`],
        ['kind=MARKET&side=SELL', sql`o.kind = 'MARKET' and o.side = 'SELL'`],
        ['kind=SWAP', sql`o.kind = 'SWAP'`],
        ['kind=LIMIT&status=ACTIVE', sql`o.kind = 'LIMIT' and o.status in ('OPEN', 'PARTIALLY_FILLED')`],
        ['kind=LIMIT&status=PARTIALLY_FILLED', sql`o.kind = 'LIMIT' and o.status = 'PARTIALLY_FILLED'`],
        ['status=CANCELLED', sql`o.status = 'CANCELLED'`],
        ['baseAsset=BTC&quoteAsset=USDT', sql`o.base_asset = 'BTC' and o.quote_asset = 'USDT'`],
        ['baseAsset=ETH', sql`o.base_asset = 'ETH'`],
        ['quoteAsset=AED', sql`o.quote_asset = 'AED'`],
        ['baseAsset=USDT&amountStart=100&amountEnd=2500', sql`o.base_asset = 'USDT' and o.amount between 100 and 2500`],
        ['amountStart=0.5', sql`o.amount >= 0.5`],
        [`email=${encodeURIComponent(sample?.email.slice(0, 12) ?? '')}`, sql`o.customer_id in (select id from customers where strpos(email, ${sample?.email.slice(0, 12) ?? ''}) > 0)`],
        [`customerId=${sample?.customer_id}`, sql`o.customer_id = ${sample?.customer_id}`],
        [`orderNumber=${sample?.order_number.toLowerCase()}`, sql`o.order_number = ${sample?.order_number}`],
        [`startDate=${day(-30)}&endDate=${day(0)}&kind=LIMIT`, sql`o.kind = 'LIMIT' and o.created_at >= ${`${day(-30)}T00:00:00Z`}::timestamptz and o.created_at < ${`${day(1)}T00:00:00Z`}::timestamptz`],
        ['kind=SWAP&status=OPEN&baseAsset=BNB&quoteAsset=TRY', sql`false`],
      ];
      for (const [query, where] of cases) {
        const answer = await list(`${query}&limit=200`);
        expect(answer.status, query).toBe(200);
        const expected = await count(where);
        expect(answer.body.total, query).toBe(expected);
        expect(answer.body.items.length, query).toBe(Math.min(200, expected));
      }
      expect(await count(cases[3]?.[1] ?? sql`false`)).toBeGreaterThan(20);
      const buys = await list('kind=MARKET&side=BUY&limit=50');
      expect(buys.body.items.every((o) => o.kind === 'MARKET' && o.side === 'BUY' && o.heldAsset === o.quoteAsset && o.feeAsset === o.baseAsset)).toBe(true);
      const sells = await list('kind=MARKET&side=SELL&limit=50');
      expect(sells.body.items.every((o) => o.heldAsset === o.baseAsset && o.feeAsset === o.quoteAsset)).toBe(true);
      // Amounts are decimal strings without trailing zeros.
      expect(buys.body.items.every((o) => /^\d+(\.\d*[1-9])?$/.test(o.amount) && /^\d+(\.\d*[1-9])?$/.test(o.price))).toBe(true);
    });

    it('pages deep, answers the page alone with withTotal=false, and caps a big total', async () => {
      const page2 = await list('kind=LIMIT&limit=10&page=2');
      const direct = await rowsOf<{ order_number: string }>(server, sql`select order_number from trade_orders where kind = 'LIMIT' order by created_at desc, id desc limit 10 offset 20`);
      expect(page2.body.items.map((o) => o.orderNumber)).toEqual(direct.map((r) => r.order_number));
      const paging = await list('kind=LIMIT&limit=10&page=2&withTotal=false');
      expect(paging.body).toMatchObject({ total: null, totalIsCapped: false });
      expect(paging.body.items).toEqual(page2.body.items);
    });

    it('refuses bad filters with a 400 naming the field, on the list and on its CSV', async () => {
      const cases: [string, string][] = [
        ['kind=OTC', 'kind'],
        ['side=HOLD', 'side'],
        ['status=DONE', 'status'],
        ['baseAsset=DOGE', 'baseAsset'],
        ['baseAsset=AED', 'baseAsset'],
        ['quoteAsset=JPY', 'quoteAsset'],
        ['customerId=abc', 'customerId'],
        ['amountStart=1.123456789', 'amountStart'],
        ['amountEnd=-1', 'amountEnd'],
        ['amountStart=5&amountEnd=1', 'amountEnd'],
        ['startDate=2024-13-01', 'startDate'],
        ['startDate=2024-02-01&endDate=2024-01-01', 'endDate'],
        ['endDate=0000-01-01', 'endDate'],
        [`orderNumber=${'9'.repeat(41)}`, 'orderNumber'],
        ['page=-1', 'page'],
        ['limit=0', 'limit'],
        ['limit=201', 'limit'],
        ['page=1000&limit=200', 'page'],
        ['format=xlsx', 'format'],
      ];
      for (const [query, field] of cases) {
        const answer = await list(query);
        expect(answer.status, query).toBe(400);
        expect(fieldsOf(answer.body), query).toEqual([field]);
        if (field === 'page' || field === 'limit' || field === 'format') continue;
        const exported = await call<ApiError>('GET', `/admin/trades/orders?format=csv&${query}`, root);
        expect(exported.status, `csv ${query}`).toBe(400);
        expect(fieldsOf(exported.body), `csv ${query}`).toEqual([field]);
      }
    });

    it('is read with trades.orders.read only: support reads, vendorsReadOnly and the anonymous do not', async () => {
      expect((await list('limit=1', support)).status).toBe(200);
      expect((await list('limit=1', vendors)).status).toBe(403);
      expect((await call('GET', '/admin/trades/orders', undefined)).status).toBe(401);
      const any = (await list('limit=1')).body.items[0];
      expect((await call('GET', `/admin/trades/orders/${any?.id}`, support)).status).toBe(200);
      expect((await call('GET', `/admin/trades/orders/${any?.id}`, vendors)).status).toBe(403);
      expect((await call('GET', '/admin/trades/orders?format=csv', vendors)).status).toBe(403);
    });
  });

  describe('one order', () => {
    it('answers its fills, oldest first, adding up to what it filled, paid and was charged; 404 and 400 for bad ids', async () => {
      const partial = await demoOrder(sql`o.status = 'PARTIALLY_FILLED' and o.kind = 'LIMIT'`);
      const answer = await call<TradeOrderDetail>('GET', `/admin/trades/orders/${partial.id}`, root);
      expect(answer.status).toBe(200);
      const o = answer.body;
      expect(o).toMatchObject({ id: partial.id, orderNumber: partial.order_number, status: 'PARTIALLY_FILLED', heldAmount: partial.held_amount, heldAsset: partial.held_asset, cancelled: null });
      expect(o.fills.length).toBeGreaterThan(0);
      const sum = (values: string[]) => values.reduce((s, v) => s + Math.round(Number(v) * 1e8), 0);
      expect(sum(o.fills.map((f) => f.amount))).toBe(sum([o.filledAmount]));
      expect(sum(o.fills.map((f) => f.quoteAmount))).toBe(sum([o.filledQuote]));
      expect(sum(o.fills.map((f) => f.fee))).toBe(sum([o.fee]));
      expect(o.fills.every((f) => f.feeAsset === o.feeAsset && f.liquidity === 'MAKER')).toBe(true);
      expect(o.averagePrice).not.toBeNull();
      expect(o.holdEntryId).not.toBeNull();
      const open = await demoOrder(sql`o.status = 'OPEN'`);
      const fresh = (await call<TradeOrderDetail>('GET', `/admin/trades/orders/${open.id}`, root)).body;
      expect(fresh).toMatchObject({ filledAmount: '0', averagePrice: null, fills: [] });

      const unknown = await call<ApiError>('GET', `/admin/trades/orders/${UNKNOWN_UUID}`, root);
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('tradeOrder.notFound');
      const bad = await call<ApiError>('GET', '/admin/trades/orders/TO0000000001', root);
      expect(bad.status).toBe(400);
      expect(fieldsOf(bad.body)).toEqual(['id']);
    });
  });

  describe('export', () => {
    it('writes every matching order with the header, newest first, and records the export', async () => {
      const before = (await db().select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.action, 'trades.orders.export_csv'))).length;
      const all = await csv('&limit=5&page=3');
      expect(all.status).toBe(200);
      expect(all.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(all.headers.get('content-disposition')).toMatch(/^attachment; filename="trade-orders-.*\.csv"$/);
      const rows = parseCsv(all.text);
      expect(rows[0]?.join(',')).toBe(CSV_HEADER);
      expect(rows.length - 1).toBe(await count(sql`true`));
      const limits = parseCsv((await csv('&kind=LIMIT&status=ACTIVE&baseAsset=BTC')).text).slice(1);
      const expected = await rowsOf<{ order_number: string; amount: string; held: string; email: string }>(server, sql`
        select o.order_number, trim_scale(o.amount)::text as amount, trim_scale(o.held_amount)::text as held, c.email from trade_orders o join customers c on c.id = o.customer_id
        where o.kind = 'LIMIT' and o.status in ('OPEN', 'PARTIALLY_FILLED') and o.base_asset = 'BTC' order by o.created_at desc, o.id desc`);
      expect(expected.length).toBeGreaterThan(0);
      expect(limits.map((r) => [r[0], r[7], r[12], r[16]])).toEqual(expected.map((e) => [e.order_number, e.amount, e.held, e.email]));
      expect(limits.every((r) => r.length === 20 && r[2] === 'LIMIT' && r[4] === 'BTC' && ['OPEN', 'PARTIALLY_FILLED'].includes(r[14] ?? ''))).toBe(true);
      expect((await csv('&orderNumber=NOPE')).text).toBe(`${CSV_HEADER}\n`);
      const after = await db().select().from(auditLog).where(eq(auditLog.action, 'trades.orders.export_csv'));
      expect(after.length).toBe(before + 3);
      expect(after.some((r) => r.detail?.includes('LIMIT') && r.actorEmail === 'root@example.com')).toBe(true);
    });

    it('never starts a cell with a formula character', async () => {
      const order = await demoOrder(sql`o.status = 'FILLED'`);
      await db().execute(sql`insert into customers (email, name, country, state) values ('=cmd@evil.example', '+Evil Trader', 'GB', 'ACTIVE')`);
      await db().execute(sql`update trade_orders set customer_id = (select id from customers where email = '=cmd@evil.example') where id = ${order.id}`);
      const [cells] = parseCsv((await csv(`&orderNumber=${order.order_number}`)).text).slice(1);
      expect([cells?.[15], cells?.[16]]).toEqual(["'+Evil Trader", "'=cmd@evil.example"]);
    });
  });

  describe('cancel', () => {
    it('cancels an open order: its held funds go back to available in the same step, audited, on the timeline, and the engine is told', async () => {
      const order = await demoOrder(sql`o.status = 'OPEN' and o.kind = 'LIMIT' and o.held_amount > 0`);
      const held = await balance(order.customer_id, order.held_asset, 'HELD');
      const available = await balance(order.customer_id, order.held_asset, 'AVAILABLE');
      const answer = await call<TradeOrderDetail>('POST', `/admin/trades/orders/${order.id}/cancel`, finance, { reason: '  Customer asked support to cancel  ' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toMatchObject({ status: 'CANCELLED', heldAmount: '0', cancelled: { by: { id: financeId, name: 'Fiona Finance' }, reason: 'Customer asked support to cancel' } });
      expect(answer.body.releaseEntryId).not.toBeNull();
      const units = (v: string) => BigInt(Math.round(Number(v) * 1e8));
      expect(units(await balance(order.customer_id, order.held_asset, 'HELD'))).toBe(units(held) - units(order.held_amount));
      expect(units(await balance(order.customer_id, order.held_asset, 'AVAILABLE'))).toBe(units(available) + units(order.held_amount));
      const lines = await rowsOf<{ bucket: string; amount: string }>(server, sql`select a.bucket, trim_scale(l.amount)::text as amount from ledger_lines l join ledger_accounts a on a.id = l.account_id
        where l.entry_id = ${answer.body.releaseEntryId} order by a.bucket`);
      expect(lines).toEqual([{ bucket: 'AVAILABLE', amount: order.held_amount }, { bucket: 'HELD', amount: `-${order.held_amount}` }]);
      const timeline = await call<ListResponse<CustomerTimelineEntry>>('GET', `/admin/customers/${order.customer_id}/timeline?limit=5`, root);
      expect(timeline.body.items[0]).toMatchObject({ action: 'trades.order.cancel', reason: 'Customer asked support to cancel', actor: { id: financeId } });
      expect(timeline.body.items[0]?.after).toMatchObject({ orderNumber: order.order_number, released: { asset: order.held_asset, amount: order.held_amount }, ledgerEntryId: answer.body.releaseEntryId });
      const events = await rowsOf<{ type: string; subject_type: string; customer_id: string }>(server, sql`select type, subject_type, customer_id from integration_events where subject_id = ${order.id}`);
      expect(events).toEqual([{ type: 'order.cancelled', subject_type: 'TRADE_ORDER', customer_id: order.customer_id }]);

      // Cancelled is cancelled: a second try is a 409 that says so, and nothing moves again.
      const again = await call<ApiError>('POST', `/admin/trades/orders/${order.id}/cancel`, finance, { reason: 'Once more' });
      expect(again.status).toBe(409);
      expect(again.body.error).toMatchObject({ code: 'tradeOrder.wrongStatus', params: { status: 'CANCELLED', target: 'CANCELLED' } });
      expect(units(await balance(order.customer_id, order.held_asset, 'HELD'))).toBe(units(held) - units(order.held_amount));
    });

    it('refuses to cancel a filled order (409 naming its status), a missing one (404) and a bad reason (400)', async () => {
      const filled = await demoOrder(sql`o.status = 'FILLED'`);
      const refused = await call<ApiError>('POST', `/admin/trades/orders/${filled.id}/cancel`, finance, { reason: 'Too late' });
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({ code: 'tradeOrder.wrongStatus', params: { status: 'FILLED', target: 'CANCELLED' } });
      expect(refused.body.error.message).toMatch(/FILLED/);
      expect((await call<TradeOrderDetail>('GET', `/admin/trades/orders/${filled.id}`, root)).body.status).toBe('FILLED');
      const missing = await call<ApiError>('POST', `/admin/trades/orders/${UNKNOWN_UUID}/cancel`, finance, { reason: 'Nothing' });
      expect(missing.status).toBe(404);
      const open = await demoOrder(sql`o.status = 'OPEN'`);
      for (const body of [{}, { reason: 'ab' }, { reason: 'x'.repeat(501) }, { reason: 'bad\u0000text' }]) {
        const answer = await call<ApiError>('POST', `/admin/trades/orders/${open.id}/cancel`, finance, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(fieldsOf(answer.body), JSON.stringify(body)).toEqual(['reason']);
      }
      // Support reads orders but cancels nothing.
      const denied = await call<ApiError>('POST', `/admin/trades/orders/${open.id}/cancel`, support, { reason: 'Support tries' });
      expect(denied.status).toBe(403);
      expect(denied.body.error.code).toBe('access.policyRequired');
      expect((await demoOrder(sql`o.id = ${open.id}`)).status).toBe('OPEN');
    });

    it('of two admins cancelling at once, exactly one does: one release, one 409', async () => {
      const order = await demoOrder(sql`o.status = 'PARTIALLY_FILLED' and o.held_amount > 0`);
      const answers = await Promise.all([
        call<ApiError>('POST', `/admin/trades/orders/${order.id}/cancel`, finance, { reason: 'First desk' }),
        call<ApiError>('POST', `/admin/trades/orders/${order.id}/cancel`, root, { reason: 'Second desk' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const [releases] = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from ledger_entries where kind = 'TRADE_RELEASE' and reference_id = ${order.id}`);
      expect(releases?.n).toBe(1);
    });
  });

  describe('cancel all', () => {
    it("cancels every open order of a customer, each in its own step, and says how many and what was released", async () => {
      const customerId = await fundedCustomer();
      const a = await place({ customerId, side: 'BUY', kind: 'LIMIT', baseAsset: 'ETH', quoteAsset: 'USDT', price: '3000', amount: '1' });
      const b = await place({ customerId, side: 'SELL', kind: 'LIMIT', baseAsset: 'ETH', quoteAsset: 'USDT', price: '3500', amount: '2' });
      const c = await place({ customerId, side: 'BUY', kind: 'MARKET', baseAsset: 'ETH', quoteAsset: 'USDT', price: '3100', amount: '0.5' });
      for (const placed of [a, b, c]) expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect((await fill(b.body.id, { price: '3500', amount: '0.5', fee: '1.75', liquidity: 'MAKER' })).status).toBe(200);
      expect((await fill(c.body.id, { price: '3090', amount: '0.5', fee: '0.0005', liquidity: 'TAKER' })).status).toBe(200);
      expect(await balance(customerId, 'USDT', 'HELD')).toBe('3000');
      expect(await balance(customerId, 'ETH', 'HELD')).toBe('1.5');

      // One screen's orders first (the limit buys), then everything the customer has open.
      const buys = await call<CancelAllTradeOrdersResult>('POST', '/admin/trades/orders/cancelAll', finance, { customerId, kind: 'LIMIT', side: 'BUY', reason: 'Limit buys withdrawn' });
      expect(buys.body).toEqual({ cancelled: 1, alreadyClosed: 0, refused: 0, remaining: 0, released: [{ asset: 'USDT', amount: '3000' }] });
      expect(await balance(customerId, 'ETH', 'HELD')).toBe('1.5');
      const done = await call<CancelAllTradeOrdersResult>('POST', '/admin/trades/orders/cancelAll', finance, { customerId, reason: 'Account under review: open orders cancelled' });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body).toEqual({ cancelled: 1, alreadyClosed: 0, refused: 0, remaining: 0, released: [{ asset: 'ETH', amount: '1.5' }] });
      expect(await balance(customerId, 'USDT', 'HELD')).toBe('0');
      expect(await balance(customerId, 'ETH', 'HELD')).toBe('0');
      const statuses = await rowsOf<{ order_number: string; status: string }>(server, sql`select order_number, status from trade_orders where customer_id = ${customerId} order by created_at`);
      expect(statuses.map((s) => s.status)).toEqual(['CANCELLED', 'CANCELLED', 'FILLED']);
      const actions = await rowsOf<{ action: string }>(server, sql`select action from audit_log where customer_id = ${customerId} and action like 'trades.%cancel%' order by id`);
      expect(actions.map((x) => x.action)).toEqual(['trades.order.cancel', 'trades.orders.cancel_all', 'trades.order.cancel', 'trades.orders.cancel_all']);

      const nothing = await call<CancelAllTradeOrdersResult>('POST', '/admin/trades/orders/cancelAll', finance, { customerId, reason: 'Again' });
      expect(nothing.body).toEqual({ cancelled: 0, alreadyClosed: 0, refused: 0, remaining: 0, released: [] });
    });

    it('cancels every open order of a pair (optionally of one kind) and nothing of other pairs', async () => {
      const pairWhere = sql`o.base_asset = 'BTC' and o.quote_asset = 'USDT' and o.kind = 'LIMIT' and o.status in ('OPEN', 'PARTIALLY_FILLED')`;
      const open = await count(pairWhere);
      expect(open).toBeGreaterThan(0);
      const others = await count(sql`o.status in ('OPEN', 'PARTIALLY_FILLED') and not (o.base_asset = 'BTC' and o.quote_asset = 'USDT' and o.kind = 'LIMIT')`);
      const done = await call<CancelAllTradeOrdersResult>('POST', '/admin/trades/orders/cancelAll', root, { baseAsset: 'BTC', quoteAsset: 'USDT', kind: 'LIMIT', reason: 'Listing halt on BTC/USDT' });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body).toMatchObject({ cancelled: open, alreadyClosed: 0, refused: 0, remaining: 0 });
      expect(done.body.released.map((r) => r.asset).sort()).toEqual(expect.arrayContaining(['USDT']));
      expect(await count(pairWhere)).toBe(0);
      expect(await count(sql`o.status in ('OPEN', 'PARTIALLY_FILLED') and not (o.base_asset = 'BTC' and o.quote_asset = 'USDT' and o.kind = 'LIMIT')`)).toBe(others);
      const [summary] = await rowsOf<{ target_type: string; target_id: string }>(server, sql`select target_type, target_id from audit_log where action = 'trades.orders.cancel_all' order by id desc limit 1`);
      expect(summary).toEqual({ target_type: 'trade_pair', target_id: 'BTC/USDT' });
    });

    it('needs a customer or a whole pair, a reason and the cancel policy', async () => {
      const cases: [unknown, string][] = [
        [{ reason: 'No scope' }, 'customerId'],
        [{ baseAsset: 'BTC', reason: 'Half a pair' }, 'quoteAsset'],
        [{ quoteAsset: 'USDT', reason: 'Half a pair' }, 'baseAsset'],
        [{ customerId: 'abc', reason: 'Bad id' }, 'customerId'],
        [{ customerId: UNKNOWN_UUID }, 'reason'],
        [{ baseAsset: 'BTC', quoteAsset: 'DOGE', reason: 'Bad coin' }, 'quoteAsset'],
        [{ customerId: UNKNOWN_UUID, kind: 'OTC', reason: 'Bad kind' }, 'kind'],
        [{ customerId: UNKNOWN_UUID, side: 'HOLD', reason: 'Bad side' }, 'side'],
      ];
      for (const [body, field] of cases) {
        const answer = await call<ApiError>('POST', '/admin/trades/orders/cancelAll', finance, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(fieldsOf(answer.body), JSON.stringify(body)).toEqual([field]);
      }
      const unknown = await call<ApiError>('POST', '/admin/trades/orders/cancelAll', finance, { customerId: UNKNOWN_UUID, reason: 'Nobody' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('customer.notFound');
      expect((await call('POST', '/admin/trades/orders/cancelAll', support, { customerId: UNKNOWN_UUID, reason: 'Support tries' })).status).toBe(403);
    });
  });

  describe('the matching engine through /platform', () => {
    it('places an order holding what it may spend, settles fills through clearing with the fee to FEES, and releases what a filled BUY did not spend', async () => {
      const customerId = await fundedCustomer('10000', '0');
      const clearingUsdt = await exchangeBalance('TRADE_CLEARING', 'USDT');
      const clearingEth = await exchangeBalance('TRADE_CLEARING', 'ETH');
      const feesEth = await exchangeBalance('FEES', 'ETH');
      const placed = await place({ customerId, side: 'BUY', kind: 'LIMIT', baseAsset: 'ETH', quoteAsset: 'USDT', price: '3000.123', amount: '2' });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect(placed.body).toMatchObject({ status: 'OPEN', heldAsset: 'USDT', heldAmount: '6000.246', feeAsset: 'ETH', filledAmount: '0', fills: [] });
      expect(placed.body.orderNumber).toMatch(/^TO\d{10}$/);
      expect([await balance(customerId, 'USDT', 'AVAILABLE'), await balance(customerId, 'USDT', 'HELD')]).toEqual(['3999.754', '6000.246']);

      const first = await fill(placed.body.id, { price: '2990', amount: '0.75', fee: '0.00075', liquidity: 'MAKER' });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body).toMatchObject({ status: 'PARTIALLY_FILLED', filledAmount: '0.75', filledQuote: '2242.5', averagePrice: '2990', fee: '0.00075', heldAmount: '3757.746' });
      expect(first.body.fills).toHaveLength(1);
      expect(first.body.fills[0]).toMatchObject({ price: '2990', amount: '0.75', quoteAmount: '2242.5', fee: '0.00075', feeAsset: 'ETH', liquidity: 'MAKER' });
      expect(await balance(customerId, 'ETH', 'AVAILABLE')).toBe('0.74925');
      const entry = await rowsOf<{ owner: string; purpose: string | null; bucket: string | null; asset: string; amount: string }>(server, sql`
        select a.owner, a.purpose, a.bucket, a.asset, trim_scale(l.amount)::text as amount from ledger_lines l join ledger_accounts a on a.id = l.account_id
        where l.entry_id = ${first.body.fills[0]?.ledgerEntryId} order by a.asset, l.amount`);
      expect(entry).toEqual([
        { owner: 'EXCHANGE', purpose: 'TRADE_CLEARING', bucket: null, asset: 'ETH', amount: '-0.75' },
        { owner: 'EXCHANGE', purpose: 'FEES', bucket: null, asset: 'ETH', amount: '0.00075' },
        { owner: 'CUSTOMER', purpose: null, bucket: 'AVAILABLE', asset: 'ETH', amount: '0.74925' },
        { owner: 'CUSTOMER', purpose: null, bucket: 'HELD', asset: 'USDT', amount: '-2242.5' },
        { owner: 'EXCHANGE', purpose: 'TRADE_CLEARING', bucket: null, asset: 'USDT', amount: '2242.5' },
      ]);

      // More than is left to fill, or a price that costs more than the order holds: refused, nothing moves.
      const over = await fill(placed.body.id, { price: '2990', amount: '1.5', liquidity: 'MAKER' });
      expect(over.status).toBe(409);
      expect(over.body.error).toMatchObject({ code: 'tradeOrder.overfilled', params: { max: '1.25', asset: 'ETH' } });
      const dear = await fill(placed.body.id, { price: '3100', amount: '1.25', liquidity: 'MAKER' });
      expect(dear.status).toBe(409);
      expect(dear.body.error.code).toBe('tradeOrder.overspent');
      const feeTooBig = await fill(placed.body.id, { price: '2990', amount: '0.1', fee: '0.2', liquidity: 'MAKER' });
      expect(feeTooBig.status).toBe(400);
      expect(fieldsOf(feeTooBig.body)).toEqual(['fee']);

      const last = await fill(placed.body.id, { price: '3000', amount: '1.25', fee: '0.00125', liquidity: 'TAKER' });
      expect(last.status, JSON.stringify(last.body)).toBe(200);
      expect(last.body).toMatchObject({ status: 'FILLED', filledAmount: '2', filledQuote: '5992.5', heldAmount: '0', fee: '0.002' });
      expect(last.body.releaseEntryId).not.toBeNull();
      // 6000.246 held; 2242.5 + 3750 spent; 7.746 back to available.
      expect([await balance(customerId, 'USDT', 'AVAILABLE'), await balance(customerId, 'USDT', 'HELD')]).toEqual(['4007.5', '0']);
      expect(await balance(customerId, 'ETH', 'AVAILABLE')).toBe('1.998');
      const delta = async (purpose: string, asset: string, before: string) => Number(await exchangeBalance(purpose, asset)) - Number(before);
      expect(await delta('TRADE_CLEARING', 'USDT', clearingUsdt)).toBeCloseTo(5992.5, 6);
      expect(await delta('TRADE_CLEARING', 'ETH', clearingEth)).toBeCloseTo(-2, 8);
      expect(await delta('FEES', 'ETH', feesEth)).toBeCloseTo(0.002, 8);

      const closed = await fill(placed.body.id, { price: '3000', amount: '0.1', liquidity: 'TAKER' });
      expect(closed.status).toBe(409);
      expect(closed.body.error).toMatchObject({ code: 'tradeOrder.wrongStatus', params: { status: 'FILLED', target: 'FILLED' } });
      const cancel = await call<ApiError>('POST', `/admin/trades/orders/${placed.body.id}/cancel`, finance, { reason: 'Too late' });
      expect(cancel.status).toBe(409);
      expect(cancel.body.error.params).toEqual({ status: 'FILLED', target: 'CANCELLED' });
      const audit = await rowsOf<{ action: string }>(server, sql`select action from audit_log where target_id = ${placed.body.id} order by id`);
      expect(audit.map((x) => x.action)).toEqual(['trades.order.place', 'trades.order.fill', 'trades.order.fill']);
    });

    it('settles a SELL with the fee in the quote asset, and the customer’s own cancel releases without telling the engine back', async () => {
      const customerId = await fundedCustomer('0', '3');
      const placed = await place({ customerId, side: 'SELL', kind: 'SWAP', baseAsset: 'ETH', quoteAsset: 'USDT', price: '3000', amount: '1.2' });
      expect(placed.body).toMatchObject({ heldAsset: 'ETH', heldAmount: '1.2', feeAsset: 'USDT' });
      const filled = await fill(placed.body.id, { price: '3010', amount: '0.2', fee: '0.6', liquidity: 'TAKER' });
      expect(filled.body).toMatchObject({ status: 'PARTIALLY_FILLED', heldAmount: '1', filledQuote: '602', fee: '0.6' });
      expect(await balance(customerId, 'USDT', 'AVAILABLE')).toBe('601.4');
      const cancelled = await engine<TradeOrderDetail>('POST', `/platform/trades/orders/${placed.body.id}/cancel`, { reason: 'Quote expired before the customer confirmed' });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect(cancelled.body).toMatchObject({ status: 'CANCELLED', heldAmount: '0', cancelled: { by: null, reason: 'Quote expired before the customer confirmed' } });
      expect([await balance(customerId, 'ETH', 'AVAILABLE'), await balance(customerId, 'ETH', 'HELD')]).toEqual(['2.8', '0']);
      expect(await rowsOf(server, sql`select id from integration_events where subject_id = ${placed.body.id}`)).toEqual([]);
      const read = await engine<TradeOrderDetail>('GET', `/platform/trades/orders/${placed.body.id}`);
      expect(read.body.fills).toHaveLength(1);
    });

    it('refuses an order the customer cannot pay, or may not place, and bad bodies', async () => {
      const customerId = await fundedCustomer('100', '0');
      const poor = await place({ customerId, side: 'BUY', kind: 'MARKET', baseAsset: 'BTC', quoteAsset: 'USDT', price: '64000', amount: '0.01' });
      expect(poor.status).toBe(409);
      expect(poor.body.error).toMatchObject({ code: 'ledger.insufficientFunds', params: { asset: 'USDT', account: 'AVAILABLE' } });
      expect(await count(sql`o.customer_id = ${customerId}`)).toBe(0);
      await db().execute(sql`update customers set trading_blocked_at = now(), trading_block_reason = 'Unusual trading pattern under review' where id = ${customerId}`);
      const blocked = await place({ customerId, side: 'BUY', kind: 'LIMIT', baseAsset: 'ETH', quoteAsset: 'USDT', price: '10', amount: '1' });
      expect(blocked.status).toBe(409);
      expect(blocked.body.error.code).toBe('tradeOrder.tradingBlocked');
      await db().execute(sql`update customers set trading_blocked_at = null, trading_block_reason = null, state = 'FROZEN', state_reason = 'Court order' where id = ${customerId}`);
      const frozen = await place({ customerId, side: 'BUY', kind: 'LIMIT', baseAsset: 'ETH', quoteAsset: 'USDT', price: '10', amount: '1' });
      expect(frozen.status).toBe(409);
      expect(frozen.body.error).toMatchObject({ code: 'tradeOrder.accountNotActive', params: { status: 'FROZEN' } });
      const bodies: [Record<string, unknown>, string][] = [
        [{ side: 'BUY', kind: 'LIMIT', baseAsset: 'ETH', quoteAsset: 'ETH', price: '1', amount: '1' }, 'quoteAsset'],
        [{ side: 'BUY', kind: 'LIMIT', baseAsset: 'ETH', quoteAsset: 'USDT', price: '0', amount: '1' }, 'price'],
        [{ side: 'BUY', kind: 'LIMIT', baseAsset: 'ETH', quoteAsset: 'USDT', price: '1', amount: '0.000000001' }, 'amount'],
        [{ side: 'HOLD', kind: 'LIMIT', baseAsset: 'ETH', quoteAsset: 'USDT', price: '1', amount: '1' }, 'side'],
      ];
      for (const [body, field] of bodies) {
        const answer = await place({ customerId, ...body });
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(fieldsOf(answer.body), JSON.stringify(body)).toEqual([field]);
      }
      // An admin's token is no API key.
      expect((await server.call('POST', '/platform/trades/orders', { token: root, body: {}, headers: { 'idempotency-key': randomUUID() } })).status).toBe(401);
    });
  });

  it('leaves the ledger reconciled after every cancel and fill', async () => {
    const run = await call<ReconciliationRun>('POST', '/admin/ledger/reconciliations', root);
    expect(run.status).toBe(200);
    expect(run.body.differences).toBe(0);
    for (const asset of run.body.assets) expect(asset).toMatchObject({ cachedTotal: '0', linesTotal: '0' });
  });

  it('caps the total of a list past COUNT_CAP rows', async () => {
    await insertDemoTradeOrders(db(), { count: COUNT_CAP + 500, from: 500_001, anchor: new Date().toISOString() });
    const answer = await list('limit=5');
    expect(answer.body).toMatchObject({ total: COUNT_CAP, totalIsCapped: true });
    const narrow = await list('kind=SWAP&status=OPEN&limit=5');
    expect(narrow.body.totalIsCapped).toBe(false);
    expect(narrow.body.total).toBe(await count(sql`o.kind = 'SWAP' and o.status = 'OPEN'`));
    const balances = await call<CustomerBalances>('GET', `/admin/customers/${(await demoOrder(sql`true`)).customer_id}/balances`, root);
    expect(balances.status).toBe(200);
  });
});
