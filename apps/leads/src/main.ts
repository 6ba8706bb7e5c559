import type { AddressInfo } from 'node:net';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { loadConfigOrExit } from '@exchange/api/src/platform/config.ts';
import { openPostgres } from '@exchange/api/src/platform/db/database.ts';
import { migrateLeads } from './leads-migrations.ts';
import { buildLeadsServer } from './leads-server.ts';

/**
 * The leads API on its own (`npm start -w apps/leads`), for a deployment that runs it apart from the
 * admin API: on the same PostgreSQL (DATABASE_URL), whose admin sessions it reads to accept the
 * admin API's tokens. `npm start` runs it inside the admin API's process instead (apps/api/src/main.ts).
 */
async function main() {
  const config = loadConfigOrExit(process.env, process.env.INIT_CWD ?? process.cwd(), { requireSecrets: false });
  if (!config.databaseUrl) {
    process.stderr.write(
      'The leads API on its own needs DATABASE_URL (the PostgreSQL the admin API uses). The embedded database can be opened by one process only: `npm start` runs the leads API inside the admin API.\n',
    );
    process.exit(1);
  }
  const logger = pino({ level: config.logLevel });
  const database = await openPostgres(config.databaseUrl, { migrationUrl: config.migrationDatabaseUrl });
  await migrateLeads(database.db, { migrationUrl: config.migrationDatabaseUrl, servingRole: database.servingRole?.role });
  const app = await buildLeadsServer({ db: database.db, config, logger, copyCsv: database.copyCsv });
  closeWithGrace({ delay: config.shutdownTimeoutMs }, async ({ err }) => {
    if (err) logger.error({ err }, 'uncaught error: shutting down');
    await app.close();
    await database.close();
  });
  await app.listen({ port: config.leads.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  process.stdout.write(`\n  Leads API on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}/\n\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
