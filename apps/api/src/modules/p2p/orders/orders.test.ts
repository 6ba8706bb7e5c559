import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '@exchange/contract/p2p/merchants';
import type { OrdersReport, P2POrder, P2POrderDetail } from '@exchange/contract/p2p/orders';
import type { P2PTransaction } from '@exchange/contract/p2p/transactions';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { auditLog } from '../../../platform/audit/audit-table.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../../testing/test-server.ts';
import { signIn as signInAs, fieldsOf } from '../../../testing/access-test-helpers.ts';

const PASSWORD = 'Correct-Horse-9';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const CSV_HEADER = 'order_number,created_at,status,side,coin,fiat,price,crypto_amount,fiat_amount,merchant,customer_email,completed_at';

type OrderList = ListResponse<P2POrder>;

/** RFC 4180 lines to cells: quoted cells may hold commas and doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** Decimal strings compared by value ("10.50" equals "10.5"), exactly, without floats. */
const normalise = (s: string) => (s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s);

describe.each(testDatabaseKinds())('P2P orders on %s', (kind) => {
  let server: TestServer;
  let token: string;
  let supportToken: string;
  let vendorsToken: string;

  const signIn = (email: string) => signInAs(server, email, PASSWORD);
  async function rows<T>(query: SQL): Promise<T[]> {
    return ((await server.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  }
  async function countWhere(where: SQL) {
    const [row] = await rows<{ n: number }>(sql`select count(*)::int as n from p2p_orders o join customers c on c.id = o.customer_id where ${where}`);
    return row?.n ?? -1;
  }
  const list = (query: string) => server.call<OrderList>('GET', `/admin/p2p/orders${query}`, { token });
  async function csv(query: string) {
    const response = await fetch(`${server.baseUrl}/admin/p2p/ordersReport?format=csv${query}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, headers: response.headers, text: await response.text() };
  }

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { demoData: true });
    await server.createAdmin({ email: 'admin@example.com', password: PASSWORD, role: 'admin' });
    await server.createAdmin({ email: 'support@example.com', password: PASSWORD, role: 'support' });
    await server.createAdmin({ email: 'vendors@example.com', password: PASSWORD, role: 'vendorsReadOnly' });
    token = await signIn('admin@example.com');
    supportToken = await signIn('support@example.com');
    vendorsToken = await signIn('vendors@example.com');
  });
  afterAll(() => server.close());

  describe('list', () => {
    it('lists every order newest first with page 0, limit 10 and the exact total', async () => {
      const answer = await list('');
      expect(answer.status).toBe(200);
      const total = await countWhere(sql`true`);
      expect(total).toBeGreaterThanOrEqual(400);
      expect(answer.body).toMatchObject({ page: 0, limit: 10, total, totalIsCapped: false });
      const expected = await rows<{ id: string; merchant: string; email: string }>(sql`
        select o.id, m.name as merchant, c.email from p2p_orders o join merchants m on m.id = o.merchant_id join customers c on c.id = o.customer_id
        order by o.created_at desc, o.id desc limit 30`);
      const pages = [answer, await list('?page=1'), await list('?page=2')];
      expect(pages.flatMap((p) => p.body.items.map((o) => o.id))).toEqual(expected.map((e) => e.id));
      answer.body.items.forEach((o, i) => expect([o.merchantName, o.customerEmail]).toEqual([expected[i]?.merchant, expected[i]?.email]));
      const last = await list(`?limit=200&page=${Math.floor(total / 200)}`);
      expect(last.body.items).toHaveLength(total % 200);
    });

    it('applies every filter: each row matches and the total equals a direct SQL count', async () => {
      const [busy] = await rows<{ merchant_id: string; email: string; number: string }>(sql`
        select o.merchant_id, c.email, min(o.order_number) as number from p2p_orders o join customers c on c.id = o.customer_id
        group by o.merchant_id, c.email order by count(*) desc, c.email limit 1`);
      const merchantId = busy?.merchant_id ?? UNKNOWN_ID;
      const email = busy?.email ?? 'none';
      const number = busy?.number ?? 'none';
      const [day] = await rows<{ d: string }>(sql`select to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as d from p2p_orders group by 1 order by count(*) desc, 1 limit 1`);
      const d = day?.d ?? '2000-01-01';
      const cases: [string, SQL, (o: P2POrder) => boolean][] = [
        ['status=COMPLETED', sql`o.status = 'COMPLETED'`, (o) => o.status === 'COMPLETED' && o.completedAt !== null],
        ['status=DISPUTED', sql`o.status = 'DISPUTED'`, (o) => o.status === 'DISPUTED'],
        ['side=BUY', sql`o.side = 'BUY'`, (o) => o.side === 'BUY'],
        ['coin=BTC&side=SELL', sql`o.coin = 'BTC' and o.side = 'SELL'`, (o) => o.coin === 'BTC' && o.side === 'SELL'],
        ['fiat=EUR', sql`o.fiat = 'EUR'`, (o) => o.fiat === 'EUR'],
        [`merchantId=${merchantId}`, sql`o.merchant_id = ${merchantId}`, (o) => o.merchantId === merchantId],
        [`email=${encodeURIComponent(email.toUpperCase())}`, sql`c.email = ${email}`, (o) => o.customerEmail === email],
        [`orderNumber=${number}`, sql`o.order_number = ${number}`, (o) => o.orderNumber === number],
        [`startDate=${d}&endDate=${d}`, sql`(o.created_at at time zone 'UTC')::date = ${d}::date`, (o) => o.createdAt.slice(0, 10) === d],
        [`status=CANCELLED&endDate=${d}`, sql`o.status = 'CANCELLED' and o.created_at < ${`${d}T00:00:00Z`}::timestamptz + interval '1 day'`, (o) => o.status === 'CANCELLED' && o.createdAt.slice(0, 10) <= d],
        ['status=PAID&coin=ETH&fiat=NGN&side=BUY', sql`o.status = 'PAID' and o.coin = 'ETH' and o.fiat = 'NGN' and o.side = 'BUY'`, () => true],
      ];
      for (const [query, where, matches] of cases) {
        const answer = await list(`?limit=200&${query}`);
        expect(answer.status, query).toBe(200);
        const expected = await countWhere(where);
        expect(answer.body.total, query).toBe(expected);
        expect(answer.body.items.length, query).toBe(Math.min(200, expected));
        expect(answer.body.items.filter((o) => !matches(o)).map((o) => o.orderNumber), query).toEqual([]);
      }
      expect(await countWhere(sql`o.merchant_id = ${merchantId}`)).toBeGreaterThan(1);
      expect(await countWhere(sql`(o.created_at at time zone 'UTC')::date = ${d}::date`)).toBeGreaterThan(0);
    });

    it('refuses bad filters with a 400 naming the field, and is closed to vendorsReadOnly', async () => {
      const cases: [string, string][] = [
        ['status=DONE', 'status'],
        ['side=HOLD', 'side'],
        ['coin=DOGE', 'coin'],
        ['fiat=JPY', 'fiat'],
        ['merchantId=abc', 'merchantId'],
        ['startDate=01/02/2024', 'startDate'],
        ['endDate=2024-01-01T00:00', 'endDate'],
        ['page=-1', 'page'],
        ['limit=0', 'limit'],
        ['page=1001', 'page'],
      ];
      for (const [query, field] of cases) {
        const answer = await server.call<ApiError>('GET', `/admin/p2p/orders?${query}`, { token });
        expect(answer.status, query).toBe(400);
        expect(fieldsOf(answer.body), query).toEqual([field]);
        const report = await server.call<ApiError>('GET', `/admin/p2p/ordersReport?${query}`, { token });
        expect(report.status, `report ${query}`).toBe(400);
        expect(fieldsOf(report.body), `report ${query}`).toEqual([field]);
      }
      const badFormat = await server.call<ApiError>('GET', '/admin/p2p/ordersReport?format=xlsx', { token });
      expect(badFormat.status).toBe(400);
      expect(fieldsOf(badFormat.body)).toEqual(['format']);
      expect((await server.call('GET', '/admin/p2p/orders', { token: supportToken })).status).toBe(200);
      expect((await server.call('GET', '/admin/p2p/orders', { token: vendorsToken })).status).toBe(403);
      expect((await server.call('GET', '/admin/p2p/ordersReport?format=csv', { token: vendorsToken })).status).toBe(403);
    });
  });

  describe('detail', () => {
    it('answers one order by its number with every field, both names and its dispute; 404 for an unknown one', async () => {
      const [disputed] = await rows<{ order_number: string; status: string; opened_by: string; customer: string; merchant_email: string }>(sql`
        select o.order_number, d.status, d.opened_by, c.name as customer, m.email as merchant_email from p2p_orders o
        join order_disputes d on d.order_id = o.id join customers c on c.id = o.customer_id join merchants m on m.id = o.merchant_id
        order by o.order_number limit 1`);
      const listed = (await list(`?orderNumber=${disputed?.order_number}`)).body.items[0];
      const answer = await server.call<P2POrderDetail>('GET', `/admin/p2p/orders/${disputed?.order_number}`, { token: supportToken });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        ...listed, customerName: disputed?.customer, merchantEmail: disputed?.merchant_email,
        dispute: { status: disputed?.status, openedBy: disputed?.opened_by, createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
        transactions: expect.any(Array),
      });
      const [plain] = await rows<{ order_number: string }>(sql`select order_number from p2p_orders o where not exists (select 1 from order_disputes d where d.order_id = o.id) limit 1`);
      expect((await server.call<P2POrderDetail>('GET', `/admin/p2p/orders/${plain?.order_number}`, { token })).body.dispute).toBeNull();
      const unknown = await server.call<ApiError>('GET', '/admin/p2p/orders/P2P9999999999', { token });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('order.notFound');
      const tooLong = await server.call<ApiError>('GET', `/admin/p2p/orders/${'9'.repeat(41)}`, { token });
      expect(tooLong.status).toBe(400);
      expect(fieldsOf(tooLong.body)).toEqual(['orderNumber']);
      expect((await server.call('GET', `/admin/p2p/orders/${plain?.order_number}`, { token: vendorsToken })).status).toBe(403);
    });
  });

  describe('transactions of an order', () => {
    it('names the order on its transactions and lists the transactions on the order, oldest first', async () => {
      const [order] = await rows<{ id: string; order_number: string }>(sql`select id, order_number from p2p_orders order by order_number desc limit 1`);
      const linked = await rows<{ id: string; transaction_number: string; status: string }>(sql`
        update p2p_transactions set order_id = ${order?.id}::uuid
        where id in (select id from p2p_transactions where order_id is null order by transaction_number limit 2)
        returning id, transaction_number, status`);
      expect(linked).toHaveLength(2);
      const [loose] = await rows<{ id: string }>(sql`select id from p2p_transactions where order_id is null limit 1`);
      for (const tx of linked) {
        const answer = await server.call<P2PTransaction>('GET', `/admin/p2p/transactions/${tx.id}`, { token });
        expect(answer.status).toBe(200);
        expect(answer.body.orderNumber).toBe(order?.order_number);
      }
      expect((await server.call<P2PTransaction>('GET', `/admin/p2p/transactions/${loose?.id}`, { token })).body.orderNumber).toBeNull();
      const listed = await server.call<ListResponse<P2PTransaction>>('GET',
        `/admin/p2p/transactions?status=ALL&transactionNumber=${linked[0]?.transaction_number}`, { token });
      expect(listed.body.items.map((x) => x.orderNumber)).toEqual([order?.order_number]);
      const detail = await server.call<P2POrderDetail>('GET', `/admin/p2p/orders/${order?.order_number}`, { token });
      const expected = await rows<{ transaction_number: string; status: string }>(sql`
        select transaction_number, status from p2p_transactions where order_id = ${order?.id}::uuid order by created_at, id`);
      expect(detail.body.transactions.map((x) => [x.transactionNumber, x.status])).toEqual(expected.map((x) => [x.transaction_number, x.status]));
      expect(expected.map((x) => x.transaction_number)).toEqual(expect.arrayContaining(linked.map((x) => x.transaction_number)));
      const [other] = await rows<{ order_number: string }>(sql`select order_number from p2p_orders o where not exists (select 1 from p2p_transactions t where t.order_id = o.id) limit 1`);
      expect((await server.call<P2POrderDetail>('GET', `/admin/p2p/orders/${other?.order_number}`, { token })).body.transactions).toEqual([]);
    });
  });

  describe('report', () => {
    const sumsFromSql = (where: SQL) =>
      rows<{ coin: string; fiat: string; orders: number; crypto: string; fiat_amount: string }>(sql`
        select o.coin, o.fiat, count(*)::int as orders, sum(o.crypto_amount)::text as crypto, sum(o.fiat_amount)::text as fiat_amount
        from p2p_orders o join customers c on c.id = o.customer_id where ${where} group by o.coin, o.fiat order by o.coin, o.fiat`);

    it('sums crypto and fiat per coin and fiat pair exactly like SQL, over every matching order', async () => {
      for (const [query, where] of [
        ['', sql`true`],
        ['&status=COMPLETED', sql`o.status = 'COMPLETED'`],
        ['&side=SELL&coin=USDT', sql`o.side = 'SELL' and o.coin = 'USDT'`],
      ] as const) {
        const answer = await server.call<OrdersReport>('GET', `/admin/p2p/ordersReport?limit=5${query}`, { token });
        expect(answer.status, query).toBe(200);
        const expected = await sumsFromSql(where);
        expect(expected.length, query).toBeGreaterThan(0);
        expect(answer.body.total, query).toBe(await countWhere(where));
        expect(answer.body.items.length, query).toBe(Math.min(5, Number(answer.body.total)));
        expect(answer.body.sums.map((s) => [s.coin, s.fiat, s.orders, normalise(s.cryptoAmount), normalise(s.fiatAmount)]), query).toEqual(
          expected.map((e) => [e.coin, e.fiat, e.orders, normalise(e.crypto), normalise(e.fiat_amount)]),
        );
        expect(answer.body.sums.reduce((n, s) => n + s.orders, 0), query).toBe(answer.body.total);
        // Amounts stay decimal strings, never floats.
        expect(answer.body.sums.every((s) => typeof s.fiatAmount === 'string' && /^\d+(\.\d+)?$/.test(s.cryptoAmount)), query).toBe(true);
      }
      const none = await server.call<OrdersReport>('GET', `/admin/p2p/ordersReport?orderNumber=NOPE`, { token });
      expect(none.body).toMatchObject({ total: 0, items: [], sums: [] });
    });

    it('exports CSV with the header and one line per matching order, and records the export', async () => {
      const before = (await server.database.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.action, 'p2p.orders.export_csv'))).length;
      const all = await csv('');
      expect(all.status).toBe(200);
      expect(all.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(all.headers.get('content-disposition')).toMatch(/^attachment; filename="p2p-orders-.*\.csv"$/);
      const lines = all.text.split('\n');
      expect(lines[0]).toBe(CSV_HEADER);
      expect(lines.at(-1)).toBe('');
      expect(lines.length - 2).toBe(await countWhere(sql`true`));

      const completed = await csv('&status=COMPLETED&page=3&limit=5');
      const parsed = parseCsv(completed.text);
      expect(parsed[0]?.join(',')).toBe(CSV_HEADER);
      const body = parsed.slice(1);
      expect(body.length).toBe(await countWhere(sql`o.status = 'COMPLETED'`));
      expect(body.every((cells) => cells.length === 12 && cells[2] === 'COMPLETED' && cells[11] !== '')).toBe(true);
      const expectedNumbers = await rows<{ n: string }>(sql`select order_number as n from p2p_orders where status = 'COMPLETED' order by created_at desc, id desc`);
      expect(body.map((cells) => cells[0])).toEqual(expectedNumbers.map((e) => e.n));
      const [first] = await rows<{ fiat_amount: string; crypto_amount: string; price: string; email: string }>(sql`
        select o.fiat_amount::text, o.crypto_amount::text, o.price::text, c.email from p2p_orders o join customers c on c.id = o.customer_id where o.order_number = ${body[0]?.[0] ?? ''}`);
      expect([body[0]?.[6], body[0]?.[7], body[0]?.[8], body[0]?.[10]]).toEqual([first?.price, first?.crypto_amount, first?.fiat_amount, first?.email]);

      const empty = await csv('&orderNumber=NOPE');
      expect(empty.text).toBe(`${CSV_HEADER}\n`);

      const after = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'p2p.orders.export_csv'));
      expect(after.length).toBe(before + 3);
      expect(after.some((r) => r.detail?.includes('COMPLETED') && r.actorEmail === 'admin@example.com')).toBe(true);
    });

    it('prefixes merchant names and customer emails that start with = + - @ with an apostrophe', async () => {
      const dangerous = ['=HYPERLINK("http://evil.example","x")', '+SUM(1,2)', '-2+3', '@cmd|calc'];
      const picked = await rows<{ id: string }>(sql`
        select m.id from merchants m where exists (select 1 from p2p_orders o where o.merchant_id = m.id) order by m.email limit 4`);
      expect(picked).toHaveLength(4);
      for (const [i, name] of dangerous.entries()) {
        const renamed = await server.call<Merchant>('PUT', `/admin/p2p/merchants/${picked[i]?.id}`, { token, body: { name } });
        expect(renamed.status).toBe(200);
        expect(renamed.body.name).toBe(name);
      }
      for (const [i, name] of dangerous.entries()) {
        const merchantId = picked[i]?.id ?? UNKNOWN_ID;
        const exported = await csv(`&merchantId=${merchantId}`);
        const lines = parseCsv(exported.text).slice(1);
        expect(lines.length, name).toBe(await countWhere(sql`o.merchant_id = ${merchantId}`));
        expect(lines.length, name).toBeGreaterThan(0);
        expect(new Set(lines.map((cells) => cells[9])), name).toEqual(new Set([`'${name}`]));
        // The raw text never starts a cell with the formula character.
        expect(exported.text.includes(`,${name}`), name).toBe(false);
      }

      // A customer whose email starts with a formula character.
      const [order] = await rows<{ order_number: string }>(sql`select order_number from p2p_orders order by order_number limit 1`);
      const orderNumber = order?.order_number ?? '';
      await server.database.db.execute(sql`insert into customers (email, name, country) values ('=1+1@evil.example', '@Evil Customer', 'GB')`);
      await server.database.db.execute(sql`update p2p_orders set customer_id = (select id from customers where email = '=1+1@evil.example') where order_number = ${orderNumber}`);
      const exported = await csv(`&orderNumber=${orderNumber}`);
      const cells = parseCsv(exported.text)[1];
      expect(cells?.[0]).toBe(orderNumber);
      expect(cells?.[10]).toBe(`'=1+1@evil.example`);
    });

    it('streams every row of a big export across batches, each order exactly once', async () => {
      const [ad] = await rows<{ id: string; merchant_id: string }>(sql`select id, merchant_id from merchant_ads order by created_at, id limit 1`);
      const merchantId = ad?.merchant_id ?? UNKNOWN_ID;
      // 5,200 orders sharing one timestamp: the keyset cursor must break ties by id, not skip or repeat rows.
      await server.database.db.execute(sql`
        insert into p2p_orders (order_number, ad_id, merchant_id, customer_id, side, coin, fiat, price, crypto_amount, fiat_amount, status, created_at)
        select 'BULK' || lpad(g::text, 6, '0'), ${ad?.id ?? UNKNOWN_ID}::uuid, ${merchantId}::uuid, (select id from customers order by email limit 1),
          'BUY', 'USDT', 'USD', 1.00, 10, 10, 'COMPLETED', '2020-01-01T00:00:00.123456Z'::timestamptz
        from generate_series(1, 5200) g`);
      const exported = await csv(`&merchantId=${merchantId}`);
      const lines = parseCsv(exported.text).slice(1);
      const expected = await countWhere(sql`o.merchant_id = ${merchantId}`);
      expect(expected).toBeGreaterThan(5200);
      expect(lines.length).toBe(expected);
      expect(new Set(lines.map((cells) => cells[0])).size).toBe(expected);
      const report = await server.call<OrdersReport>('GET', `/admin/p2p/ordersReport?merchantId=${merchantId}`, { token });
      const usdt = report.body.sums.find((s) => s.coin === 'USDT' && s.fiat === 'USD');
      const [sum] = await rows<{ n: number; fiat: string }>(sql`select count(*)::int as n, sum(fiat_amount)::text as fiat from p2p_orders where merchant_id = ${merchantId} and coin = 'USDT' and fiat = 'USD'`);
      expect(usdt?.orders).toBe(sum?.n);
      expect(normalise(usdt?.fiatAmount ?? '')).toBe(normalise(sum?.fiat ?? 'x'));
      const [bulkOnly] = await rows<{ n: number }>(sql`select count(*)::int as n from p2p_orders where order_number like 'BULK%'`);
      expect(bulkOnly?.n).toBe(5200);
      const listed = await server.call<OrderList>('GET', `/admin/p2p/orders?merchantId=${merchantId}&startDate=2020-01-01&endDate=2020-01-01&limit=200&page=2`, { token });
      expect(listed.body.total).toBe(5200);
      expect(listed.body.items.every((o) => o.orderNumber.startsWith('BULK'))).toBe(true);
      await server.database.db.execute(sql`delete from p2p_orders where order_number like 'BULK%'`);
    });
  });
});
