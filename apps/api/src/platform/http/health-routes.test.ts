import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabaseKinds, type TestServer } from '../../testing/test-server.ts';
import { readMigrationJournal } from './health-routes.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe.each(testDatabaseKinds())('health checks (%s)', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // An allowlist that excludes the test client: probes come from load balancers, not from admins.
    server = await startTestServer(kind, { ADMIN_IP_ALLOWLIST: '10.0.0.0/8' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('/healthz answers 200 without a session', async () => {
    const answer = await server.call('GET', '/healthz');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('/readyz answers 200 when the database answers and every migration is applied', async () => {
    const answer = await server.call('GET', '/readyz');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok' });
  });

  it('/readyz answers 503 naming the migration that is not applied, and 200 again once it is', async () => {
    const journal = readMigrationJournal();
    const last = journal.at(-1);
    if (!last) throw new Error('the migration journal is empty');
    const [removed] = rowsOf<{ hash: string; created_at: string }>(
      await server.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when} returning hash, created_at`,
      ),
    );
    expect(removed).toBeDefined();
    try {
      const answer = await server.call<{ status: string; reason: string }>('GET', '/readyz');
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ status: 'unavailable', reason: `migrations not applied: ${last.tag}` });
    } finally {
      await server.database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${removed?.hash}, ${removed?.created_at})`,
      );
    }
    expect((await server.call('GET', '/readyz')).status).toBe(200);
  });

  it('are not API routes: no access policy, not in the route table', () => {
    const urls = server.routes.map((route) => route.url);
    expect(urls).not.toContain('/healthz');
    expect(urls).not.toContain('/readyz');
  });
});

describe('readiness without a database', () => {
  it('/readyz answers 503 when the database does not answer, /healthz still 200', async () => {
    const server = await startTestServer('pglite');
    const closeDatabase = server.database.close;
    await closeDatabase();
    try {
      const ready = await server.call<{ status: string; reason: string }>('GET', '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ status: 'unavailable', reason: 'the database does not answer' });
      expect((await server.call('GET', '/healthz')).status).toBe(200);
    } finally {
      server.database.close = async () => undefined;
      await server.close();
    }
  });
});
