import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { migratedPgliteImage, migrationsFolder, openPostgres, pgliteImageAfter } from '../platform/db/database.ts';
import { generateDemoData } from '../modules/p2p/demo/demo-data.ts';

/**
 * A test file's database starts as a copy of one already migrated: every file migrating its own
 * PGlite and PostgreSQL database cost seconds each, minutes over the suite. The copies are made
 * once per change of the migrations (or of PGlite) and kept between runs.
 */
export function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.sql') || f.endsWith('_journal.json')).sort();
  for (const file of files) hash.update(file).update(readFileSync(path.join(migrationsFolder, file)));
  return hash.digest('hex').slice(0, 16);
}

/** PGlite's package.json is not exported: found above its entry point. */
function pgliteVersion(): string {
  for (let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')); path.dirname(dir) !== dir; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
    if (name === '@electric-sql/pglite' && version) return version;
  }
  throw new Error('no package.json for @electric-sql/pglite');
}

const PGLITE_PREFIX = 'exchange-test-pglite-';
/** A template of other migrations unused this long is left over, not another checkout's run. */
const STALE_MS = 24 * 3600_000;

/** The path of a migrated PGlite data-directory image, written if this key has none yet. */
export async function ensurePgliteTemplate(key: string): Promise<string> {
  const file = path.join(os.tmpdir(), `${PGLITE_PREFIX}${key}.tar`);
  if (existsSync(file)) {
    // Touched: a key in use is never a day old.
    utimesSync(file, new Date(), new Date());
    return file;
  }
  const image = await migratedPgliteImage();
  // Written aside and renamed: a run that stops halfway never leaves half an image behind.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
  renameSync(partial, file);
  // Other keys' images may be another checkout's, in use right now: only a day-old one is removed.
  for (const old of readdirSync(os.tmpdir())) {
    const oldPath = path.join(os.tmpdir(), old);
    if (old.startsWith(PGLITE_PREFIX) && old !== path.basename(file) && Date.now() - statSync(oldPath).mtimeMs > STALE_MS) rmSync(oldPath, { force: true });
  }
  return file;
}

const images = new Map<string, Blob>();
/** An image, read once per test process. */
export function pgliteTemplateImage(file: string): Blob {
  let image = images.get(file);
  if (!image) images.set(file, (image = new Blob([readFileSync(file)])));
  return image;
}

const POSTGRES_PREFIX = 'test_template_';

/** The name of a migrated PostgreSQL database on `serverUrl` to clone test databases from. */
export async function ensurePostgresTemplate(serverUrl: string, key: string): Promise<string> {
  const { default: pg } = await import('pg');
  const name = `${POSTGRES_PREFIX}${key}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // Two runs on one server: the second waits for the first's template instead of racing it.
    await admin.query('select pg_advisory_lock(727070002)');
    // Another checkout's run may be cloning its own template right now: only a day-old one is dropped.
    const stale = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like '${POSTGRES_PREFIX}%' and datname <> $1
         and coalesce(shobj_description(oid, 'pg_database'), '') < $2`,
      [name, new Date(Date.now() - STALE_MS).toISOString()],
    );
    for (const { datname } of stale.rows) await admin.query(`drop database if exists "${datname}"`).catch(() => undefined);
    const ready = await admin.query(`select 1 from pg_database where datname = $1`, [name]);
    if (ready.rowCount === 0) {
      // Migrated under another name and renamed: a run that stops halfway leaves no template.
      const building = `${name}_building`;
      await admin.query(`create database "${building}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const database = await openPostgres(url.toString(), { poolSize: 1 });
      await database.close();
      await admin.query(`alter database "${building}" rename to "${name}"`);
      await admin.query(`comment on database "${name}" is '${new Date().toISOString()}'`);
    }
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(727070002)').catch(() => undefined);
    await admin.end();
  }
}

/**
 * The demo data most API test files read: made once per run on a copy of the migrated template,
 * not by each file (it took a file's server ten seconds and more on each database). Not kept
 * between runs: it follows the demo code, and its times are relative to the run's start.
 */
export const TEST_DEMO_TRANSACTIONS = 300;

/** A PGlite image of the migrated template with the demo data; removed by the returned function. */
export async function makePgliteDemoImage(migratedFile: string): Promise<{ file: string; remove(): void }> {
  const image = await pgliteImageAfter(new Blob([readFileSync(migratedFile)]), (db) => generateDemoData(db, { transactions: TEST_DEMO_TRANSACTIONS }));
  const file = path.join(os.tmpdir(), `exchange-test-demo-${process.pid}-${Date.now()}.tar`);
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  return { file, remove: () => rmSync(file, { force: true }) };
}

/** A PostgreSQL database cloned from the migrated template, with the demo data; dropped by the returned function. */
export async function makePostgresDemoTemplate(serverUrl: string, migratedTemplate: string): Promise<{ name: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `test_demo_${process.pid}_${Date.now()}`;
  const asAdmin = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await asAdmin(`create database "${name}" template "${migratedTemplate}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), { poolSize: 2 });
  try {
    await generateDemoData(database.db, { transactions: TEST_DEMO_TRANSACTIONS });
  } finally {
    await database.close();
  }
  return { name, drop: () => asAdmin(`drop database if exists "${name}" with (force)`) };
}
