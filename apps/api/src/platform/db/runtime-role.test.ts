import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessGroup } from '@exchange/contract/access/policies';
import { RELAXED_LIMITS, TEST_PASSWORD, signIn } from '../../testing/access-test-helpers.ts';
import { asServerAdmin, createPostgresTestDatabase, startTestServer, type TestServer } from '../../testing/test-server.ts';
import { openPostgres } from './database.ts';

/**
 * In PostgreSQL mode the API migrates as an owner role (MIGRATION_DATABASE_URL) and serves as a
 * runtime role (DATABASE_URL) that cannot erase the audit trail, whatever SQL it is made to run.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the runtime role on PostgreSQL', () => {
  const suffix = randomBytes(4).toString('hex');
  const ownerRole = `owner_${suffix}`;
  const runtimeRole = `runtime_${suffix}`;
  let database: { url: string; drop(): Promise<void> };
  let ownerUrl: string;
  let runtimeUrl: string;
  let server: TestServer;
  let runtime: pg.Client;

  const urlAs = (role: string) => {
    const url = new URL(database.url);
    url.username = role;
    url.password = '';
    return url.toString();
  };

  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    const dbName = new URL(database.url).pathname.slice(1);
    // What the README tells an operator to run (passwords aside: this server trusts local connections).
    await asServerAdmin(async (admin) => {
      await admin.query(`create role ${ownerRole} login`);
      await admin.query(`create role ${runtimeRole} login`);
      await admin.query(`alter database "${dbName}" owner to ${ownerRole}`);
      await admin.query(`grant connect on database "${dbName}" to ${runtimeRole}`);
    });
    ownerUrl = urlAs(ownerRole);
    runtimeUrl = urlAs(runtimeRole);
    // The database was created by the server admin: its public schema must pass to the owner role.
    const ownerClient = new pg.Client({ connectionString: database.url });
    await ownerClient.connect();
    await ownerClient.query(`alter schema public owner to ${ownerRole}`);
    await ownerClient.end();

    const served = await openPostgres(runtimeUrl, { poolSize: 3, migrationUrl: ownerUrl });
    server = await startTestServer('postgres', RELAXED_LIMITS, { database: served });
    runtime = new pg.Client({ connectionString: runtimeUrl });
    await runtime.connect();
  });

  afterAll(async () => {
    await runtime?.end();
    await server?.close();
    await database?.drop();
    await asServerAdmin(async (admin) => {
      await admin.query(`drop role if exists ${runtimeRole}`);
      await admin.query(`drop role if exists ${ownerRole}`);
    });
  });

  it('serves as the runtime role, which owns nothing and is no superuser, and writes audit rows', async () => {
    expect(server.database.servingRole).toEqual({ role: runtimeRole, isSuperuser: false, ownsAuditLog: false });
    await server.createAdmin({ email: 'root@example.com', password: TEST_PASSWORD });
    const token = await signIn(server, 'root@example.com');
    const group = await server.call<AccessGroup>('POST', '/admin/roles/groups', { token, body: { name: 'Runtime Desk' } });
    expect(group.status).toBe(200);
    const rows = await runtime.query<{ action: string }>(`select action from audit_log where target_id = $1`, [group.body.id]);
    expect(rows.rows.map((r) => r.action)).toEqual(['access.group.create']);
    expect((await server.call('GET', '/readyz')).status).toBe(200);
  });

  it('cannot update, delete, truncate, disable the trigger on, alter or drop the audit table', async () => {
    const count = async () => Number((await runtime.query<{ n: string }>('select count(*) as n from audit_log')).rows[0]?.n);
    const before = await count();
    expect(before).toBeGreaterThan(0);
    const attempts = [
      `update audit_log set action = 'tampered'`,
      `delete from audit_log`,
      `truncate audit_log`,
      `alter table audit_log disable trigger all`,
      `alter table audit_log disable trigger user`,
      `drop table audit_log`,
      `alter table audit_log rename to audit_log_old`,
      `alter table audit_log owner to ${runtimeRole}`,
      `create table audit_log_copy (id int)`,
      `drop function if exists audit_log_refuse_change() cascade`,
    ];
    const refusals: string[] = [];
    for (const statement of attempts) {
      const outcome = await runtime.query(statement).then(() => 'ran', (err: { code?: string }) => err.code ?? 'failed');
      refusals.push(`${statement} -> ${outcome}`);
    }
    // 42501 insufficient_privilege; 42883 would mean a missing function, which must not pass silently either.
    expect(refusals.filter((r) => !r.endsWith('-> 42501'))).toEqual([]);
    expect(await count()).toBe(before);
  });

  it('cannot update, delete or truncate the journal, nor disable its triggers', async () => {
    const attempts = [
      `update ledger_lines set amount = 1`,
      `delete from ledger_lines`,
      `truncate ledger_lines`,
      `update ledger_entries set memo = 'tampered'`,
      `delete from ledger_entries`,
      `truncate ledger_entries`,
      `alter table ledger_lines disable trigger all`,
      `alter table ledger_balances disable trigger user`,
      `drop function if exists ledger_line_apply() cascade`,
    ];
    const refusals: string[] = [];
    for (const statement of attempts) {
      const outcome = await runtime.query(statement).then(() => 'ran', (err: { code?: string }) => err.code ?? 'failed');
      refusals.push(`${statement} -> ${outcome}`);
    }
    expect(refusals.filter((r) => !r.endsWith('-> 42501'))).toEqual([]);
  });

  it('the same database served by its owner alone is flagged: it could erase the trail', async () => {
    const asOwner = await openPostgres(ownerUrl, { poolSize: 1 });
    try {
      expect(asOwner.servingRole).toEqual({ role: ownerRole, isSuperuser: false, ownsAuditLog: true });
    } finally {
      await asOwner.close();
    }
  });
});
