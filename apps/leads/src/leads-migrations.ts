import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '@exchange/api/src/platform/db/database.ts';
import { leadsPath } from './leads-package-root.ts';

/**
 * The leads service's own migration history, beside the admin API's: its files in apps/leads/drizzle,
 * its journal in drizzle.__leads_migrations. They run after the admin API's (the leads tables refer
 * to its admins and customers).
 */
const config = { migrationsFolder: leadsPath('drizzle'), migrationsSchema: 'drizzle', migrationsTable: '__leads_migrations' };

/**
 * drizzle's own per-driver migrators call this same dialect method with whatever session the
 * database has; its declared type wants a schema-less session, which neither ours is.
 */
type MigrationSession = Parameters<PgDialect['migrate']>[1];
const sessionOf = (database: { _: { session: unknown } }) => database._.session as MigrationSession;

/** Same lock as the admin API's migrations: several processes starting at once migrate one at a time. */
const MIGRATION_LOCK = 727070001;

/**
 * Applies the leads migrations on `db`; with `migrationUrl` (the owner role of a split set-up, see
 * the README's "Database roles") they run as that role, which then grants the serving role `servingRole`
 * what serving the leads needs.
 */
export async function migrateLeads(db: Db, options: { migrationUrl?: string; servingRole?: string } = {}): Promise<void> {
  const migrations = readMigrationFiles(config);
  if (!options.migrationUrl) {
    await new PgDialect().migrate(migrations, sessionOf(db), config);
    return;
  }
  const owner = new pg.Client({ connectionString: options.migrationUrl });
  await owner.connect();
  try {
    await owner.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const ownerDb = drizzle({ client: owner });
    await new PgDialect().migrate(migrations, sessionOf(ownerDb), config);
    if (options.servingRole) {
      const role = owner.escapeIdentifier(options.servingRole);
      await owner.query(`grant usage on schema leads to ${role}`);
      // Notes are append-only: the serving role may add them, never change them.
      await owner.query(`grant select, insert, update on leads.leads to ${role}`);
      await owner.query(`grant select, insert on leads.lead_notes to ${role}`);
    }
  } finally {
    await owner.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await owner.end();
  }
}
