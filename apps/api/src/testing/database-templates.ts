import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { migratedPgliteImage, migrationsFolder, openPostgres } from '../platform/db/database.ts';

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

let image: Promise<Blob> | undefined;
/** The image, read once per test process. */
export function pgliteTemplateImage(file: string): Promise<Blob> {
  image ??= Promise.resolve(new Blob([readFileSync(file)]));
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
