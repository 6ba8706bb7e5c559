import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Activity } from '@exchange/contract/audit/activities';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { ListResponse } from '@exchange/contract/platform/lists';
import type { Merchant } from '@exchange/contract/p2p/merchants';
import { auditLog } from '../../platform/audit/audit-table.ts';
import {
  RELAXED_LIMITS,
  TEST_PASSWORD,
  createAdminWithOwnPolicies,
  fieldsOf,
  rowsOf,
  signIn,
} from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';

type ActivityList = ListResponse<Activity>;

const HEADER = 'id,occurred_at,actor_email,action,outcome,target_type,target_id,ip,user_agent,detail,before,after';
const FORMULA_UA = '=HYPERLINK("http://evil.example","click me")';

/** RFC 4180: quoted cells may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (ch !== '\r') cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

describe.each(testDatabaseKinds())('admin activities on %s', (kind) => {
  let server: TestServer;
  let rootId: string;
  let root: string;
  let opsId: string;
  let auditorId: string;
  let auditor: string;
  const ids = (items: { id: number | string }[]) => items.map((x) => Number(x.id));
  const list = (query: string, token = auditor) => server.call<ActivityList & ApiError>('GET', `/admin/activities${query}`, { token });
  const matching = async (where: SQL) => ids(await rowsOf<{ id: string }>(server, sql`select id from audit_log where ${where} order by id desc`));

  beforeAll(async () => {
    server = await startTestServer(kind, RELAXED_LIMITS);
    rootId = await server.createAdmin({ email: 'root@example.com', password: TEST_PASSWORD, role: 'superAdmin' });
    opsId = await server.createAdmin({ email: 'ops@example.com', password: TEST_PASSWORD, role: 'admin' });
    auditorId = await createAdminWithOwnPolicies(server, { email: 'auditor@example.com', policies: ['audit.read'] });
    root = await signIn(server, 'root@example.com');
    const ops = await signIn(server, 'ops@example.com');
    auditor = await signIn(server, 'auditor@example.com');

    // Real activity by two admins...
    const merchantBody = (i: number) => ({ name: `Merchant ${i}`, email: `m${i}@example.com`, phone: '+971 50 123 4567', country: 'AE' });
    const created: Merchant[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = await server.call<Merchant>('POST', '/admin/p2p/merchants', { token: i % 2 ? ops : root, body: merchantBody(i) });
      created.push(answer.body);
    }
    await server.call('PUT', `/admin/p2p/merchants/${created[0]?.id}`, { token: root, body: { name: 'Merchant Zero' } });
    await server.call('PUT', `/admin/p2p/merchants/${created[1]?.id}/activateDeactivateMerchants`, { token: ops, body: { isActive: false } });
    await server.call('POST', '/admin/roles/groups', { token: root, body: { name: 'Audit Team' } });
    // ...a refusal and failures (one with a spreadsheet formula as its user agent)...
    await server.call('GET', `/admin/policies?id=${rootId}`, { token: auditor });
    await server.call('POST', '/admin/login', { body: { email: 'root@example.com', password: 'wrong-password' }, headers: { 'user-agent': FORMULA_UA } });
    await server.call('POST', '/admin/login', { body: { email: 'nobody@example.com', password: 'wrong-password' } });
    // ...and older rows written directly, at known instants, with values that look like formulas or wildcards.
    const at = (iso: string) => new Date(iso);
    await server.database.db.insert(auditLog).values([
      { occurredAt: at('2024-03-10T23:30:00Z'), action: 'legacy.import', outcome: 'SUCCESS', actorId: rootId, actorEmail: 'root@example.com', targetType: 'batch', targetId: 'b-1', ip: '10.0.0.1', userAgent: 'importer' },
      { occurredAt: at('2024-03-11T00:00:00Z'), action: 'legacy.import', outcome: 'FAILURE', actorEmail: '@evil.example', targetType: '+batch', targetId: '-1', ip: '10.0.0.2', userAgent: '\tcmd', detail: '=2+3' },
      { occurredAt: at('2024-03-11T12:00:00Z'), action: 'p2p_merchant.legacy', outcome: 'SUCCESS', actorId: opsId, targetType: 'merchant', targetId: 'old-1', detail: 'line one\nline "two", three', before: { n: 1 }, after: { n: 2, note: '=not a formula inside JSON' } },
      { occurredAt: at('2024-03-11T23:59:59.999Z'), action: 'p2pXmerchant.legacy', outcome: 'DENIED', targetType: 'merchant', targetId: 'old-2' },
      { occurredAt: at('2024-03-12T00:00:00Z'), action: 'legacy.export', outcome: 'SUCCESS', actorId: rootId, detail: '@SUM(1)' },
    ]);
  });
  afterAll(() => server.close());

  it('lists every row newest first by default, 50 a page, with the full row shape', async () => {
    const answer = await list('');
    expect(answer.status).toBe(200);
    const expected = await matching(sql`true`);
    expect(answer.body).toMatchObject({ page: 0, limit: 50, total: expected.length, totalIsCapped: false });
    expect(ids(answer.body.items)).toEqual(expected.slice(0, 50));
    const merchantUpdate = answer.body.items.find((a) => a.action === 'p2p.merchant.update');
    expect(merchantUpdate).toMatchObject({
      actorId: rootId, actorEmail: 'root@example.com', targetType: 'merchant', outcome: 'SUCCESS',
      before: { name: 'Merchant 0' }, after: { name: 'Merchant Zero' },
    });
    expect(merchantUpdate?.ip).toMatch(/127\.0\.0\.1$/);
    expect(Object.keys(merchantUpdate ?? {}).sort()).toEqual(['action', 'actorEmail', 'actorId', 'after', 'before', 'detail', 'id', 'ip', 'occurredAt', 'outcome', 'serviceAccount', 'targetId', 'targetType', 'userAgent']);
    expect(merchantUpdate?.serviceAccount).toBeNull();
  });

  it('applies every filter exactly as a direct query on audit_log', async () => {
    const [merchant] = await rowsOf<{ target_id: string }>(server, sql`select target_id from audit_log where action = 'p2p.merchant.update' limit 1`);
    const merchantId = merchant?.target_id ?? '';
    const cases: [string, SQL][] = [
      [`actorId=${rootId}`, sql`actor_id = ${rootId}`],
      [`actorId=${opsId}`, sql`actor_id = ${opsId}`],
      [`actorId=${auditorId}`, sql`actor_id = ${auditorId}`],
      ['action=p2p.merchant.create', sql`action = 'p2p.merchant.create'`],
      ['action=p2p.merchant.', sql`action like 'p2p.merchant.%'`],
      ['action=p2p.', sql`left(action, 4) = 'p2p.'`],
      // A prefix is taken literally: '_' is no wildcard.
      ['action=p2p_merchant.', sql`action = 'p2p_merchant.legacy'`],
      // Without the trailing dot an action is exact, never a prefix.
      ['action=p2p', sql`action = 'p2p'`],
      ['action=legacy', sql`action = 'legacy'`],
      ['targetType=merchant', sql`target_type = 'merchant'`],
      [`targetType=merchant&targetId=${merchantId}`, sql`target_type = 'merchant' and target_id = ${merchantId}`],
      [`targetId=${merchantId}`, sql`target_id = ${merchantId}`],
      ['outcome=FAILURE', sql`outcome = 'FAILURE'`],
      ['outcome=DENIED', sql`outcome = 'DENIED'`],
      ['outcome=SUCCESS&action=legacy.', sql`outcome = 'SUCCESS' and action like 'legacy.%'`],
      // A plain date is a whole UTC day; start inclusive, end including that whole day.
      ['startDate=2024-03-11&endDate=2024-03-11', sql`occurred_at >= '2024-03-11T00:00:00Z' and occurred_at < '2024-03-12T00:00:00Z'`],
      ['endDate=2024-03-11', sql`occurred_at < '2024-03-12T00:00:00Z'`],
      ['startDate=2024-03-12', sql`occurred_at >= '2024-03-12T00:00:00Z'`],
      [`startDate=${encodeURIComponent('2024-03-11T06:00:00Z')}&endDate=${encodeURIComponent('2024-03-11T23:00:00+02:00')}`,
        sql`occurred_at >= '2024-03-11T06:00:00Z' and occurred_at < '2024-03-11T21:00:00Z'`],
      [`actorId=${rootId}&action=legacy.&startDate=2024-03-01&endDate=2024-03-31`, sql`actor_id = ${rootId} and action like 'legacy.%' and occurred_at >= '2024-03-01T00:00:00Z' and occurred_at < '2024-04-01T00:00:00Z'`],
    ];
    for (const [query, where] of cases) {
      const answer = await list(`?limit=200&${query}`);
      expect(answer.status, query).toBe(200);
      const expected = await matching(where);
      expect(ids(answer.body.items), query).toEqual(expected);
      expect(answer.body.total, query).toBe(expected.length);
    }
    // The filters are not vacuous on this data.
    expect(await matching(sql`action = 'p2p_merchant.legacy'`)).toHaveLength(1);
    expect((await matching(sql`occurred_at >= '2024-03-11T00:00:00Z' and occurred_at < '2024-03-12T00:00:00Z'`)).length).toBe(3);
    expect((await matching(sql`outcome = 'DENIED'`)).length).toBeGreaterThanOrEqual(2);
  });

  it('pages through the rows without gaps or repeats', async () => {
    const expected = await matching(sql`true`);
    const seen: number[] = [];
    for (let page = 0; ; page++) {
      const answer = await list(`?limit=4&page=${page}`);
      expect(answer.body).toMatchObject({ page, limit: 4, total: expected.length });
      seen.push(...ids(answer.body.items));
      if (answer.body.items.length < 4) break;
    }
    expect(seen).toEqual(expected);
    const beyond = await list(`?limit=4&page=${Math.ceil(expected.length / 4) + 1}`);
    expect(beyond.body.items).toEqual([]);
  });

  it('names the field of a bad filter', async () => {
    const cases: [string, string][] = [
      ['actorId=someone', 'actorId'],
      ['outcome=OK', 'outcome'],
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['page=-1', 'page'],
      ['startDate=yesterday', 'startDate'],
      ['endDate=2024-13-45', 'endDate'],
      ['format=xml', 'format'],
      [`action=${'a'.repeat(81)}`, 'action'],
    ];
    for (const [query, field] of cases) {
      const answer = await list(`?${query}`);
      expect(answer.status, query).toBe(400);
      expect(fieldsOf(answer.body), query).toContain(field);
    }
  });

  it('exports the filtered rows as CSV with every cell that could run as a formula defused', async () => {
    const response = await fetch(`${server.baseUrl}/admin/activities?format=csv&action=legacy.`, { headers: { authorization: `Bearer ${auditor}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="admin-activities-[\d-]+\.csv"$/);
    const text = await response.text();
    expect(text.split('\n')[0]).toBe(HEADER);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(HEADER.split(','));
    const expected = await rowsOf<{ id: string }>(server, sql`select id from audit_log where action like 'legacy.%' order by id desc`);
    expect(rows.map((r) => Number(r[0]))).toEqual(expected.map((e) => Number(e.id)));
    for (const r of rows) expect(r).toHaveLength(12);

    const byAction = (action: string, outcome: string) => rows.find((r) => r[3] === action && r[4] === outcome);
    const evil = byAction('legacy.import', 'FAILURE');
    expect(evil).toEqual([
      evil?.[0], '2024-03-11T00:00:00.000Z', "'@evil.example", 'legacy.import', 'FAILURE', "'+batch", "'-1", '10.0.0.2', "'\tcmd", "'=2+3", '', '',
    ]);
    expect(byAction('legacy.export', 'SUCCESS')?.[9]).toBe("'@SUM(1)");
    expect(byAction('legacy.import', 'SUCCESS')?.slice(1, 10)).toEqual(['2024-03-10T23:30:00.000Z', 'root@example.com', 'legacy.import', 'SUCCESS', 'batch', 'b-1', '10.0.0.1', 'importer', '']);
  });

  it('keeps line breaks, quotes and JSON intact in the CSV, and defuses a formula sent as a user agent', async () => {
    const response = await fetch(`${server.baseUrl}/admin/activities?format=csv&action=p2p_merchant.`, { headers: { authorization: `Bearer ${auditor}` } });
    const [, row] = parseCsv(await response.text());
    expect(row?.[9]).toBe('line one\nline "two", three');
    expect(JSON.parse(row?.[10] ?? 'null')).toEqual({ n: 1 });
    expect(JSON.parse(row?.[11] ?? 'null')).toEqual({ n: 2, note: '=not a formula inside JSON' });

    const failures = await fetch(`${server.baseUrl}/admin/activities?format=csv&action=auth.login&outcome=FAILURE`, { headers: { authorization: `Bearer ${auditor}` } });
    const [, ...rows] = parseCsv(await failures.text());
    expect(rows).toHaveLength(2);
    const formula = rows.find((r) => r[8]?.includes('HYPERLINK'));
    expect(formula?.[8]).toBe(`'${FORMULA_UA}`);
    expect(formula?.[2]).toBe('root@example.com');
    expect(rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });

  it('exports every matching row, the export itself being audited', async () => {
    const since = (await rowsOf<{ id: string }>(server, sql`select max(id) as id from audit_log`))[0]?.id ?? '0';
    const response = await fetch(`${server.baseUrl}/admin/activities?format=csv&outcome=SUCCESS`, { headers: { authorization: `Bearer ${auditor}`, 'user-agent': 'csv-test' } });
    const [, ...rows] = parseCsv(await response.text());
    const [exported] = await rowsOf<{ id: string; actor_id: string; detail: string; user_agent: string }>(server, sql`
      select id, actor_id, detail, user_agent from audit_log where id > ${since} and action = 'audit.export_csv'`);
    expect(exported).toMatchObject({ actor_id: auditorId, user_agent: 'csv-test' });
    expect(JSON.parse(exported?.detail ?? '{}')).toMatchObject({ outcome: 'SUCCESS' });
    const expected = await rowsOf<{ id: string }>(server, sql`select id from audit_log where outcome = 'SUCCESS' and id <= ${exported?.id ?? '0'} order by id desc`);
    expect(rows.map((r) => Number(r[0]))).toEqual(expected.map((e) => Number(e.id)));
    // JSON reads are not audited as exports.
    const before = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from audit_log where action = 'audit.export_csv'`);
    await list('?outcome=SUCCESS');
    expect(await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from audit_log where action = 'audit.export_csv'`)).toEqual(before);
  });
});
