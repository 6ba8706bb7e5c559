import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../testing/access-test-helpers.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

describe('screening and country demo data', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', {}, { demoData: true });
  });
  afterAll(() => server.close());

  it('uploads a demo watchlist whose hits opened cases: a true match, false positives and open ones', async () => {
    const [list] = await rowsOf<{ name: string; row_count: number }>(server, sql`select name, row_count from screening_watchlists`);
    expect(list).toEqual({ name: 'Consolidated sanctions (demo)', row_count: 9 });
    const statuses = await rowsOf<{ status: string; n: number }>(server, sql`select status, count(*)::int as n from screening_cases group by status order by status`);
    const by = Object.fromEntries(statuses.map((s) => [s.status, s.n]));
    expect(by.TRUE_MATCH).toBe(1);
    expect(by.FALSE_POSITIVE).toBeGreaterThanOrEqual(1);
    expect(by.OPEN).toBeGreaterThanOrEqual(2);
    // The sanctioned names that look like no demo customer opened nothing.
    const [fictional] = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from screening_cases where entry_name in ('Kim Jong Sik', 'Viktor Anatolyevich Bout')`);
    expect(fictional?.n).toBe(0);
    const [notes] = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from screening_case_notes`);
    expect(notes?.n).toBe(1 + (by.FALSE_POSITIVE ?? 0));
  });

  it('restricts a few countries for withdrawals, with their history', async () => {
    const rows = await rowsOf<{ country: string }>(server, sql`select country from country_controls where not withdrawal_allowed order by country`);
    expect(rows.map((r) => r.country)).toEqual(['CU', 'IR', 'KP', 'MM', 'SY']);
    const [history] = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from country_control_changes`);
    expect(history?.n).toBe(7);
  });
});
