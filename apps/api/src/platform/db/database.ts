import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Readable } from 'node:stream';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { apiPath } from '../api-package-root.ts';
import { checkServingRole, grantRuntimeRole, type RoleCheck } from './runtime-role.ts';
import { postgresNotifications, type Notifications } from './notifications.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** Either driver: the code above this file never knows which database it runs on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

/** A finished query (drizzle's toSQL()) for COPY ... TO STDOUT. */
export interface CopyQuery {
  sql: string;
  params: unknown[];
}

/** Streams a query's rows as CSV written by PostgreSQL itself (PostgreSQL only; PGlite has no COPY stream). */
export type CsvCopy = (query: CopyQuery) => Promise<Readable>;

/**
 * Plain SQL on the database's own client, outside drizzle: what the job queue (pg-boss) runs on.
 * Without values the text may hold several statements.
 */
export type RawSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  rawSql: RawSql;
  copyCsv?: CsvCopy;
  /** PostgreSQL only: the role the API serves as, and whether it could erase the audit trail. */
  servingRole?: RoleCheck;
  /** LISTEN for the NOTIFYs of committed transactions (live queues). */
  notifications: Notifications;
  close(): Promise<void>;
}

export const migrationsFolder = apiPath('drizzle');

/** Contrib modules the migrations create (PGlite loads their code only when asked). */
const extensions = { pg_trgm };

/**
 * `dataDir` may be 'memory://' for a throwaway embedded database (tests). `image` starts it from
 * a data directory saved by `migratedPgliteImage` instead of an empty one: the migrations then
 * find nothing left to do.
 */
export async function openPglite(dataDir: string, { image }: { image?: Blob } = {}): Promise<Database> {
  const client = await startPglite(dataDir, image);
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  const rawSql: RawSql = async (text, values) => {
    if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
    const results = await client.exec(text);
    return { rows: (results[results.length - 1]?.rows ?? []) as Record<string, unknown>[] };
  };
  return { db: db as unknown as Db, kind: 'pglite', rawSql, notifications: pgliteNotifications(client), close: () => client.close() };
}

/** An in-memory database with every migration applied, saved as a data-directory image (a tarball). */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = await startPglite('memory://');
  try {
    await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/** An in-memory database started from `image`, changed by `work`, saved as a new image. */
export async function pgliteImageAfter(image: Blob, work: (db: Db) => Promise<void>): Promise<Blob> {
  const client = await startPglite('memory://', image);
  try {
    await work(drizzlePglite({ client, schema }) as unknown as Db);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function startPglite(dataDir: string, image?: Blob): Promise<PGlite> {
  let client: PGlite;
  if (dataDir.startsWith('memory://')) {
    client = new PGlite(dataDir, { extensions, loadDataDir: image });
  } else {
    const dir = path.join(dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions, loadDataDir: image });
  }
  await client.waitReady;
  return client;
}

/** The embedded database is one connection in this process: its notices never drop, so there is no gap. */
function pgliteNotifications(client: PGlite): Notifications {
  return {
    async listen(channels, handler) {
      const stops = await Promise.all(channels.map((channel) => client.listen(channel, (payload) => handler(channel, payload))));
      return async () => {
        for (const stop of stops) await stop();
      };
    },
  };
}

export interface PostgresOptions {
  poolSize?: number;
  /**
   * The owner role that runs the migrations. With it, `url` is a runtime role that is granted
   * only what serving needs (no UPDATE, DELETE or TRUNCATE on audit_log, owns no table); without
   * it, `url` does both.
   */
  migrationUrl?: string;
}

export async function openPostgres(url: string, { poolSize = 10, migrationUrl }: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server drops (restart, failover, a dropped test database) emits an
  // error; the pool discards it and the next query opens a fresh one. Unhandled, it would kill
  // the process.
  pool.on('error', () => undefined);
  // NUMERIC (1700) and INT8 (20) stay strings: money never passes through a JS float.
  const db = drizzleNodePg({ client: pool, schema });
  const serving = await pool.connect();
  let servingRole: RoleCheck;
  try {
    servingRole = await checkServingRole(serving);
  } finally {
    serving.release();
  }
  // Several API instances may start together: one migrates while the others wait.
  let owner: pg.Client | pg.PoolClient;
  let releaseOwner: () => Promise<void>;
  if (migrationUrl) {
    const client = new pg.Client({ connectionString: migrationUrl });
    await client.connect();
    owner = client;
    releaseOwner = () => client.end();
  } else {
    const client = await pool.connect();
    owner = client;
    releaseOwner = async () => client.release();
  }
  try {
    await owner.query('select pg_advisory_lock(727070001)');
    await migrateNodePg(drizzleNodePg({ client: owner, schema }), { migrationsFolder });
    if (migrationUrl) await grantRuntimeRole(owner, servingRole.role);
  } finally {
    await owner.query('select pg_advisory_unlock(727070001)').catch(() => undefined);
    await releaseOwner();
  }
  if (migrationUrl) {
    const again = await pool.connect();
    try {
      servingRole = await checkServingRole(again);
    } finally {
      again.release();
    }
  }
  const rawSql: RawSql = (text, values) => pool.query<Record<string, unknown>>(text, values);
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    rawSql,
    servingRole,
    notifications: postgresNotifications(url),
    copyCsv: (query) => copyCsv(pool, query),
    close: () => pool.end(),
  };
}

/**
 * COPY takes no bind parameters, so each one is inlined as a literal escaped by the driver
 * (the values were validated by the route's schema before they got here).
 */
async function copyCsv(pool: pg.Pool, query: CopyQuery): Promise<Readable> {
  const client = await pool.connect();
  const text = query.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const value = query.params[Number(n) - 1];
    if (value === null || value === undefined) return 'NULL';
    return client.escapeLiteral(value instanceof Date ? value.toISOString() : String(value));
  });
  const stream = client.query(copyTo(`COPY (${text}) TO STDOUT WITH (FORMAT csv)`));
  let released = false;
  const release = (err?: Error) => {
    if (released) return;
    released = true;
    client.release(err);
  };
  stream.on('end', () => release());
  stream.on('error', (err) => release(err));
  // Closed before its end (the browser went away): the connection is mid-COPY, so it is discarded.
  stream.on('close', () => release(new Error('COPY stream closed early')));
  return stream;
}

/** The rows of a plain SQL query: both drivers answer `{ rows }`, each row by column name. */
export async function selectRows(db: DbOrTx, query: SQL): Promise<Record<string, unknown>[]> {
  const result: unknown = await db.execute(query);
  if (typeof result !== 'object' || result === null || !('rows' in result) || !Array.isArray(result.rows)) return [];
  return result.rows.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null);
}
