import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { Role } from '@exchange/contract/auth/session';
import { loadConfig, type Config } from '../platform/config.ts';
import { type Database, openPglite, openPostgres } from '../platform/db/database.ts';
import type { ApiRouteEntry } from '../platform/http/api-app.ts';
import { buildServer } from '../platform/http/build-server.ts';
import { hashPassword } from '../platform/security/passwords.ts';
import { JobQueue } from '../platform/jobs/job-queue.ts';
import { pgliteTemplateImage } from './database-templates.ts';
import { admins } from '../modules/auth/auth-tables.ts';
import { joinRoleGroup } from '../modules/access/effective-access.ts';

export type TestDbKind = 'pglite' | 'postgres';

/**
 * The Redis the tests' Redis Explorer browses: REDIS_URL (CI sets it), else this machine's at
 * 127.0.0.1:6379. The tests use keys under a prefix of their own and remove them afterwards.
 */
export const testRedisUrl = () => process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI sets it). */
export const testDatabaseKinds = (): TestDbKind[] => (process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);

/**
 * A new PostgreSQL database on TEST_DATABASE_URL's server, and how to drop it: empty, or a copy of
 * the migrated template (`migrated`), or of the one with the demo data too (`demoData`).
 */
export async function createPostgresTestDatabase({ migrated = false, demoData = false } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const template = demoData ? ` template "${inject('postgresDemoTemplate')}"` : migrated ? ` template "${inject('postgresTemplate')}"` : '';
  await asServerAdmin((admin) => admin.query(`create database "${name}"${template}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: async () => { await asServerAdmin((admin) => admin.query(`drop database if exists "${name}" with (force)`)); } };
}

/** Runs statements as TEST_DATABASE_URL's own (super)user: databases and roles for tests. */
export async function asServerAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh database of its own, already migrated (a copy of the suite's template, see
 * database-templates.ts), with the demo data of TEST_DEMO_TRANSACTIONS if `demoData`: in-memory
 * PGlite, or a new PostgreSQL database dropped afterwards.
 */
export async function openTestDatabase(kind: TestDbKind, { demoData = false } = {}): Promise<Database> {
  if (kind === 'pglite') return openPglite('memory://', { image: pgliteTemplateImage(inject(demoData ? 'pgliteDemoFile' : 'pgliteTemplateFile')) });
  const created = await createPostgresTestDatabase({ migrated: true, demoData });
  const database = await openPostgres(created.url, { poolSize: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestServer {
  baseUrl: string;
  database: Database;
  config: Config;
  routes: ApiRouteEntry[];
  /** The server's job queue: started with it unless `startJobs: false` (then a test starts it). */
  jobs: JobQueue;
  call<T = unknown>(method: string, path: string, options?: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> }): Promise<ApiAnswer<T>>;
  createAdmin(input: { email: string; password: string; role?: Role; name?: string }): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real server on a random port, over real HTTP, on the database kind asked for. `database`
 * serves it from one opened elsewhere (two instances on one database; another role), which
 * `close()` closes but does not drop; `demoData` starts it on the demo data (database-templates.ts).
 */
export async function startTestServer(kind: TestDbKind, env: Record<string, string> = {}, options: { database?: Database; startJobs?: boolean; demoData?: boolean } = {}): Promise<TestServer> {
  const database = options.database ?? (await openTestDatabase(kind, { demoData: options.demoData }));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    EXCHANGE_NAME: 'Test Exchange',
    PORT: '0',
    // The tests' webhook receivers listen on this machine.
    WEBHOOK_ALLOW_INTERNAL_URLS: 'true',
    // Redis Explorer on; a test that wants it off passes REDIS_URL: '' (unset).
    REDIS_URL: testRedisUrl(),
    ...(kind === 'postgres' ? { DATABASE_URL: 'postgres://unused', TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'), VIEW_AS_SIGNING_KEY: randomBytes(32).toString('hex') } : {}),
    ...env,
  });
  const quiet = { error: () => undefined, info: () => undefined };
  const jobs = new JobQueue({ rawSql: database.rawSql, logger: quiet, pollIntervalSeconds: config.jobPollIntervalSeconds });
  const app = await buildServer({ db: database.db, notifications: database.notifications, copyCsv: database.copyCsv, config, totpKey: config.totpEncryptionKey ?? randomBytes(32), logger: false, webDist: '/nonexistent', jobs });
  await app.listen({ port: 0, host: '127.0.0.1' });
  if (options.startJobs !== false) await jobs.start();
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  const baseUrl = `http://127.0.0.1:${address.port}`;

  return {
    baseUrl,
    database,
    config,
    routes: app.apiRoutes,
    jobs,
    async call<T>(method: string, path: string, options: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: string | undefined;
      if (options.rawBody !== undefined) body = options.rawBody;
      else if (options.body !== undefined) body = JSON.stringify(options.body);
      if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
      const response = await fetch(baseUrl + path, { method, headers, body });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: the raw text is returned
      }
      return { status: response.status, body: parsed as T, headers: response.headers };
    },
    async createAdmin({ email, password, role = 'superAdmin', name = 'Test Admin' }) {
      const [row] = await database.db
        .insert(admins)
        .values({ email, name, role, passwordHash: await hashPassword(password) })
        .returning({ id: admins.id });
      if (!row) throw new Error('admin insert failed');
      await joinRoleGroup(database.db, row.id, role);
      return row.id;
    },
    async close() {
      await app.close();
      await jobs.stop();
      await database.close();
    },
  };
}
