import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { P2PTransaction } from '@exchange/contract/p2p/transactions';
import type { ListResponse } from '@exchange/contract/platform/lists';
import { TEST_PASSWORD, rowsOf, signIn } from '../../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../../testing/test-server.ts';
import { generateDemoData } from '../demo/demo-data.ts';

const DAY = 86_400_000;

/**
 * The list's total of a status + dates + amounts filter is counted day by day through its own
 * index: it must equal a plain count, whatever the bounds (whole days, instants inside a day, one
 * day, open amount ends) and with other filters beside.
 */
describe.each(testDatabaseKinds())('transaction totals counted day by day on %s', (kind) => {
  let server: TestServer;
  let token: string;
  const anchor = new Date(Date.UTC(2026, 5, 15, 12, 0, 0));
  const day = (offset: number) => new Date(anchor.getTime() + offset * DAY).toISOString().slice(0, 10);
  const at = (offset: number, hour: number) => new Date(Date.parse(`${day(offset)}T00:00:00Z`) + hour * 3_600_000).toISOString();

  beforeAll(async () => {
    server = await startTestServer(kind);
    await generateDemoData(server.database.db, { transactions: 3000, anchor });
    await server.createAdmin({ email: 'root@example.com', password: TEST_PASSWORD, role: 'superAdmin' });
    token = await signIn(server, 'root@example.com');
  });
  afterAll(() => server.close());

  async function plainCount(where: ReturnType<typeof sql>) {
    const [row] = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from p2p_transactions t where ${where}`);
    return row?.n ?? -1;
  }

  const cases: [string, Record<string, string>, ReturnType<typeof sql>][] = [
    ['whole days', { status: 'APPROVED', startDate: day(-60), endDate: day(0), fiatAmountStart: '100', fiatAmountEnd: '2000' },
      sql`t.status = 'APPROVED' and t.created_at >= ${`${day(-60)}T00:00:00Z`}::timestamptz and t.created_at < ${`${day(1)}T00:00:00Z`}::timestamptz and t.fiat_amount between 100 and 2000`],
    ['instants inside the first and last day', { status: 'APPROVED', startDate: at(-90, 13), endDate: at(-10, 7), fiatAmountStart: '50' },
      sql`t.status = 'APPROVED' and t.created_at >= ${at(-90, 13)}::timestamptz and t.created_at < ${at(-10, 7)}::timestamptz and t.fiat_amount >= 50`],
    ['one day', { status: 'REJECTED', startDate: day(-3), endDate: day(-3), fiatAmountEnd: '100000' },
      sql`t.status = 'REJECTED' and t.created_at >= ${`${day(-3)}T00:00:00Z`}::timestamptz and t.created_at < ${`${day(-2)}T00:00:00Z`}::timestamptz and t.fiat_amount <= 100000`],
    ['an end instant on midnight', { status: 'APPROVED', startDate: at(-30, 0), endDate: at(-20, 0), fiatAmountStart: '0' },
      sql`t.status = 'APPROVED' and t.created_at >= ${at(-30, 0)}::timestamptz and t.created_at < ${at(-20, 0)}::timestamptz`],
    ['with a coin and a type beside', { status: 'APPROVED', startDate: day(-120), endDate: day(0), fiatAmountStart: '10', fiatAmountEnd: '900000', coin: 'USDT', type: 'BUY' },
      sql`t.status = 'APPROVED' and t.created_at >= ${`${day(-120)}T00:00:00Z`}::timestamptz and t.created_at < ${`${day(1)}T00:00:00Z`}::timestamptz and t.fiat_amount between 10 and 900000 and t.coin = 'USDT' and t.type = 'BUY'`],
    ['a range with no rows', { status: 'APPROVED', startDate: day(30), endDate: day(40), fiatAmountStart: '1' },
      sql`false`],
  ];

  it.each(cases)('equals a plain count: %s', async (_name, query, where) => {
    const expected = await plainCount(where);
    const answer = await server.call<ListResponse<P2PTransaction>>('GET', `/admin/p2p/transactions?${new URLSearchParams(query).toString()}&limit=200`, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.totalIsCapped).toBe(false);
    expect(answer.body.total).toBe(expected);
    if (expected <= 200) expect(answer.body.items).toHaveLength(expected);
  });

  it('has something to count in the busiest case', async () => {
    expect(await plainCount(cases[0]?.[2] ?? sql`false`)).toBeGreaterThan(20);
  });

  const list = <T,>(path: string) => server.call<ListResponse<T>>('GET', path, { token });

  it('answers the page alone, with a null total, when asked withTotal=false', async () => {
    for (const path of ['/admin/p2p/transactions?status=APPROVED&limit=5', '/admin/p2p/merchants?limit=5']) {
      const counted = await list(path);
      const paging = await list(`${path}&withTotal=false`);
      expect(counted.body.total, path).toBeGreaterThan(0);
      expect(paging.status, path).toBe(200);
      expect(paging.body).toMatchObject({ total: null, totalIsCapped: false });
      expect(paging.body.items, path).toEqual(counted.body.items);
    }
  });

  /*
   * A count is kept in list_count_cache for every instance: a cached figure nudged by hand shows
   * that it is reused, and a write to the table shows that it is dropped at once.
   */
  it.each([
    ['the transactions list', 'p2p_transactions', '/admin/p2p/transactions?status=REQUESTED&coin=USDT',
      sql`update p2p_transactions set status = 'REJECTED', reject_reason = 'test' where id = (select id from p2p_transactions where status = 'REQUESTED' and coin = 'USDT' limit 1)`],
    ['a list on the shared helper', 'merchants', '/admin/p2p/merchants?isActive=true',
      sql`update merchants set is_active = false where id = (select id from merchants where is_active limit 1)`],
  ])('shares the count of %s until its table changes', async (_name, table, path, decide) => {
    const first = await list(path);
    const exact = Number(first.body.total);
    expect(exact).toBeGreaterThan(1);
    const nudged = await rowsOf<{ n: number }>(server, sql`update list_count_cache set counted = counted + 1000 where table_name = ${table} returning counted as n`);
    expect(nudged.length).toBeGreaterThan(0);
    expect((await list(path)).body.total).toBe(exact + 1000);
    await rowsOf(server, decide);
    expect((await list(path)).body.total).toBe(exact - 1);
  });
});
