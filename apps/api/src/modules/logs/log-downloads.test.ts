import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LOG_RANGE_DAYS, type LogReportLink } from '@exchange/contract/logs/log-reports';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { RequestLogLine } from '../../platform/logs/request-log-writer.ts';
import { hashToken, newSessionToken } from '../../platform/security/tokens.ts';
import {
  RELAXED_LIMITS,
  TEST_PASSWORD,
  auditRowsAfter,
  createAdminWithOwnPolicies,
  fieldsOf,
  lastAuditId,
  rowsOf,
  signIn,
} from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { adminPolicies } from '../access/access-tables.ts';

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const entriesOf = (text: string): RequestLogLine[] => text.split('\n').filter(Boolean).map((l) => JSON.parse(l) as RequestLogLine);

describe.each(testDatabaseKinds())('log downloads on %s', (kind) => {
  let server: TestServer;
  let rootId: string;
  let root: string;

  beforeAll(async () => {
    server = await startTestServer(kind, RELAXED_LIMITS);
    rootId = await server.createAdmin({ email: 'root@example.com', password: TEST_PASSWORD, role: 'superAdmin' });
    root = await signIn(server, 'root@example.com');
  });
  afterAll(() => server.close());

  const askLink = (body: unknown, token = root) => server.call<LogReportLink & ApiError>('POST', '/admin/listCloudWatchLogs', { token, body });
  const download = (url: string) => server.call<string>('GET', url);

  it("answers a link whose file holds today's requests, with the caller's own request in it", async () => {
    const marker = `marker-${randomUUID()}`;
    const traced = await server.call('GET', `/admin/p2p/merchants?search=${marker}`, { token: root, headers: { 'user-agent': 'log-test/1.0' } });
    expect(traced.status).toBe(200);

    const link = await askLink({ from: today(), to: today(), logGroupName: 'public-api', limit: 1000 });
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/^\/admin\/logDownloads\/[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(link.body.expiresAt) - Date.now()).toBeGreaterThan(60_000);

    const file = await download(link.body.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="public-api_${today()}_${today()}.ndjson"`);
    expect(file.headers.get('cache-control')).toBe('no-store');
    const entries = entriesOf(file.body);
    const mine = entries.find((e) => e.url.includes(marker));
    expect(mine).toMatchObject({ method: 'GET', route: '/admin/p2p/merchants', status: 200, adminId: rootId, userAgent: 'log-test/1.0', ip: '127.0.0.1' });
    // Which API instance served it: hostname:pid of this process.
    expect(mine?.instance).toMatch(new RegExp(`:${process.pid}$`));
    expect(Object.keys(mine ?? {})).toEqual(['time', 'reqId', 'method', 'url', 'route', 'status', 'ms', 'ip', 'adminId', 'userAgent', 'instance']);
    expect(Date.parse(mine?.time ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // Oldest first, as a log reads.
    const times = entries.map((e) => e.time);
    expect([...times].sort()).toEqual(times);
  });

  it('works once: the second use of a link is refused with 410 and the token never reaches the log', async () => {
    const link = await askLink({ from: today(), to: today() });
    expect((await download(link.body.url)).status).toBe(200);
    const again = await server.call<ApiError>('GET', link.body.url);
    expect(again.status).toBe(410);
    expect(again.body.error.code).toBe('logDownload.gone');

    const token = link.body.url.split('/').pop() ?? '';
    // The next download flushes the log: both uses of the link are in it, by route, never by token.
    const later = await download((await askLink({ from: today(), to: today(), limit: 50 })).body.url);
    expect(later.body).not.toContain(token);
    const uses = entriesOf(later.body).filter((e) => e.url === '/admin/logDownloads/:token');
    expect(uses.slice(-2).map((e) => e.status)).toEqual([200, 410]);
    const [stored] = await rowsOf<{ n: number }>(server, sql`select count(*)::int as n from request_log where strpos(url, ${token}) > 0 or strpos(route, ${token}) > 0`);
    expect(stored?.n).toBe(0);
  });

  it('refuses an expired link with 410', async () => {
    const link = await askLink({ from: today(), to: today() });
    const token = link.body.url.split('/').pop() ?? '';
    await server.database.db.execute(sql`update log_download_tickets set expires_at = now() - interval '1 second' where token_hash = ${hashToken(token)}`);
    const answer = await server.call<ApiError>('GET', link.body.url);
    expect(answer.status).toBe(410);
  });

  it('refuses an unknown or malformed token', async () => {
    expect((await server.call('GET', `/admin/logDownloads/${newSessionToken()}`)).status).toBe(410);
    const malformed = await server.call<ApiError>('GET', '/admin/logDownloads/not-a-token');
    expect(malformed.status).toBe(400);
    expect(fieldsOf(malformed.body)).toEqual(['token']);
  });

  it('keeps the last `limit` lines of the range, oldest first', async () => {
    const markers = [1, 2, 3, 4, 5].map((n) => `seq-${n}-${randomUUID()}`);
    for (const m of markers) await server.call('GET', `/admin/p2p/merchants?search=${m}`, { token: root });
    const link = await askLink({ from: today(), to: today(), limit: 3 });
    const entries = entriesOf((await download(link.body.url)).body);
    expect(entries).toHaveLength(3);
    // The last three lines are the 4th and 5th request and the link request itself.
    expect(entries[0]?.url).toContain(markers[3]);
    expect(entries[1]?.url).toContain(markers[4]);
    expect(entries[2]).toMatchObject({ method: 'POST', url: '/admin/listCloudWatchLogs', status: 200 });
  });

  it('gives an empty file for a range without requests, and the widest range it allows', async () => {
    const empty = await download((await askLink({ from: '2020-11-01', to: '2020-11-30' })).body.url);
    expect(empty.status).toBe(200);
    expect(empty.body).toBeNull(); // call() answers null for a body of no bytes
    const wide = await download((await askLink({ from: daysAgo(MAX_LOG_RANGE_DAYS), to: today() })).body.url);
    expect(entriesOf(wide.body).length).toBeGreaterThan(3);
    const byTime = await askLink({ from: `${today()}T00:00:00Z`, to: new Date().toISOString() });
    expect(byTime.status).toBe(200);
  });

  const tooLong = { code: 'validation.rangeTooLong', params: { days: MAX_LOG_RANGE_DAYS } };
  const outside = { code: 'validation.dateOutOfRange', params: { min: '1900-01-01', max: '2999-12-31' } };
  it.each([
    [{ from: '2015-01-01', to: '2026-01-01' }, 'to', `must be at most ${MAX_LOG_RANGE_DAYS} days after from`, tooLong],
    [{ from: '2015-01-01T00:00:00Z', to: '2025-01-08T00:00:00.001Z' }, 'to', `must be at most ${MAX_LOG_RANGE_DAYS} days after from`, tooLong],
    // The request that took 19 s when the log was a folder of day files.
    [{ from: '2026-11-24', to: '9999-12-31' }, 'to', 'must be between 1900-01-01 and 2999-12-31', outside],
    [{ from: '0000-01-01', to: '2026-01-01' }, 'from', 'must be between 1900-01-01 and 2999-12-31', outside],
    [{ from: '1899-12-31', to: '1900-01-01' }, 'from', 'must be between 1900-01-01 and 2999-12-31', outside],
    [{ from: '2999-12-31', to: '2999-12-31T23:00:00-05:00' }, 'to', 'must be between 1900-01-01 and 2999-12-31', outside],
  ])('refuses the range %j with 400 naming %s: %s', async (body, field, message, coded) => {
    const answer = await askLink(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error.details).toEqual([{ field, message, ...coded }]);
  });

  it("accepts the spec's default range (2020-11-01 to today), a range of exactly the bound, and the last day the window holds", async () => {
    expect((await askLink({ from: '2020-11-01', to: today() })).status).toBe(200);
    expect((await askLink({ from: '2015-01-01', to: '2025-01-08' })).status).toBe(200);
    expect((await askLink({ from: '2015-01-01T00:00:00Z', to: '2025-01-08T00:00:00Z' })).status).toBe(200);
    const last = await askLink({ from: '2999-12-01', to: '2999-12-31' });
    expect(last.status).toBe(200);
    expect((await download(last.body.url)).body).toBeNull();
  });

  it.each([
    [{ from: '2026-02-01', to: '2026-01-31' }, 'to'],
    [{ from: '2020-13-01', to: '2020-12-01' }, 'from'],
    [{ from: '2020-11-01', to: 'yesterday' }, 'to'],
    [{ from: '2020-11-01', to: '2020-11-02', limit: 0 }, 'limit'],
    [{ from: '2020-11-01', to: '2020-11-02', limit: 10_001 }, 'limit'],
    [{ from: '2020-11-01', to: '2020-11-02', limit: 5.5 }, 'limit'],
    [{ from: '2020-11-01', to: '2020-11-02', logGroupName: 'private-api' }, 'logGroupName'],
    [{ to: '2020-11-02' }, 'from'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const answer = await askLink(body);
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.body)).toContain(field);
  });

  it('writes an audit row for the link and for the download, naming the admin', async () => {
    const since = await lastAuditId(server);
    const link = await askLink({ from: today(), to: today(), limit: 10 });
    await download(link.body.url);
    const rows = await auditRowsAfter(server, since);
    expect(rows.map((r) => [r.action, r.actorId, r.outcome])).toEqual([
      ['logs.download_link.create', rootId, 'SUCCESS'],
      ['logs.download', rootId, 'SUCCESS'],
    ]);
    expect(rows[1]?.detail).toContain('at most 10 lines');
  });

  it('is closed to admins without logs.read, and a link dies with the policy', async () => {
    await server.createAdmin({ email: 'support@example.com', password: TEST_PASSWORD, role: 'support' });
    const support = await signIn(server, 'support@example.com');
    expect((await askLink({ from: today(), to: today() }, support)).status).toBe(403);

    const readerId = await createAdminWithOwnPolicies(server, { email: 'reader@example.com', policies: ['logs.read'] });
    const reader = await signIn(server, 'reader@example.com');
    const link = await askLink({ from: today(), to: today() }, reader);
    expect(link.status).toBe(200);
    await server.database.db.execute(sql`delete from ${adminPolicies} where admin_id = ${readerId}`);
    const answer = await server.call<ApiError>('GET', link.body.url);
    expect(answer.status).toBe(403);
  });
});

describe('log downloads behind ADMIN_IP_ALLOWLIST', () => {
  it('refuses the download from an address outside the list', async () => {
    const server = await startTestServer('pglite', { ...RELAXED_LIMITS, ADMIN_IP_ALLOWLIST: '10.0.0.0/8' });
    try {
      const adminId = await server.createAdmin({ email: 'root@example.com', password: TEST_PASSWORD, role: 'superAdmin' });
      const token = newSessionToken();
      await server.database.db.execute(sql`insert into log_download_tickets (token_hash, admin_id, log_group_name, from_time, to_time, line_limit, expires_at)
        values (${hashToken(token)}, ${adminId}, 'public-api', now() - interval '1 day', now(), 10, now() + interval '5 minutes')`);
      const answer = await server.call<ApiError>('GET', `/admin/logDownloads/${token}`);
      expect(answer.status).toBe(403);
      expect(answer.body.error.code).toBe('auth.ipNotAllowed');
    } finally {
      await server.close();
    }
  });
});
