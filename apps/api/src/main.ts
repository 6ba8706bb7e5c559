import type { AddressInfo } from 'node:net';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { loadConfigOrExit } from './platform/config.ts';
import { type Database, openPglite, openPostgres } from './platform/db/database.ts';
import { loadOrCreateEmbeddedKey, loadOrCreateEmbeddedSigningKey } from './platform/embedded-secrets.ts';
import { buildServer } from './platform/http/build-server.ts';
import { JobQueue } from './platform/jobs/job-queue.ts';
import { ensureFirstAdmin } from './modules/auth/first-admin.ts';
import { generateDemoData, isDemoDataPresent } from './modules/p2p/demo/demo-data.ts';
// ---- Leads API (apps/leads), run in this process ----
import { migrateLeads } from '@exchange/leads/leads-migrations';
import { buildLeadsServer } from '@exchange/leads/leads-server';
import { generateLeadsDemoData } from '@exchange/leads/leads-demo-data';
// ---- end Leads API ----

async function main() {
  // npm runs workspace scripts inside the workspace: relative paths are the caller's, as typed.
  const config = loadConfigOrExit(process.env, process.env.INIT_CWD ?? process.cwd());
  const logger = pino({ level: config.logLevel });
  const database: Database = config.databaseUrl ? await openPostgres(config.databaseUrl, { migrationUrl: config.migrationDatabaseUrl }) : await openPglite(config.dataDir);
  logger.info({ database: database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir }, 'database ready, migrations applied');
  const role = database.servingRole;
  if (role && (role.ownsAuditLog || role.isSuperuser)) {
    // Said once at start: the operator decides, the API still serves.
    logger.warn(
      { role: role.role },
      config.migrationDatabaseUrl
        ? 'the DATABASE_URL role owns audit_log or is a superuser: it could disable the audit trigger and erase rows. Serve as a role that owns nothing (see README, "Database roles")'
        : 'DATABASE_URL both migrates and serves, so the API could disable the audit trigger and erase rows. Set MIGRATION_DATABASE_URL to an owner role and DATABASE_URL to a runtime role (see README, "Database roles")',
    );
  }

  const totpKey = config.totpEncryptionKey ?? loadOrCreateEmbeddedKey(config.dataDir);
  const viewAsKey = config.viewAsSigningKey ?? loadOrCreateEmbeddedSigningKey(config.dataDir);
  const firstAdmin = await ensureFirstAdmin(database.db, config);
  if (firstAdmin?.generatedPassword) {
    process.stdout.write(
      `\n  First super admin created. This password is shown only once:\n` +
        `    email:    ${firstAdmin.email}\n    password: ${firstAdmin.generatedPassword}\n\n`,
    );
  } else if (firstAdmin) {
    logger.info({ email: firstAdmin.email }, 'first super admin created from ADMIN_EMAIL');
  }

  // The embedded mode is for trying the console: an empty database gets demo data to work with.
  if (!config.databaseUrl && config.demoTransactions > 0 && !(await isDemoDataPresent(database.db))) {
    logger.info({ transactions: config.demoTransactions }, 'generating demo data');
    await generateDemoData(database.db, { transactions: config.demoTransactions });
  }

  // ---- Leads API (apps/leads): its own server and port, in this process so that it shares the
  // database handle (the embedded database opens in one process only); the admin API forwards
  // LEADS_API_URL's path (/leads-api) to it, so the console reaches it on this origin too.
  await migrateLeads(database.db, { migrationUrl: config.migrationDatabaseUrl, servingRole: role?.role });
  if (!config.databaseUrl && config.demoTransactions > 0 && (await generateLeadsDemoData(database.db))) logger.info('generated demo leads');
  const leads = await buildLeadsServer({ db: database.db, config, logger: logger.child({ component: 'leads' }), copyCsv: database.copyCsv });
  // ---- end Leads API ----

  const jobs = new JobQueue({ rawSql: database.rawSql, logger: logger.child({ component: 'jobs' }), pollIntervalSeconds: config.jobPollIntervalSeconds });
  const app = await buildServer({ db: database.db, notifications: database.notifications, config, totpKey, viewAsKey, logger, copyCsv: database.copyCsv, jobs, leads });

  // SIGTERM/SIGINT: stop taking requests (new ones get 503, idle keep-alive connections close), let
  // those in flight finish, close the database, exit 0. Past SHUTDOWN_TIMEOUT_SECONDS, or on a second
  // signal, exit 1 at once. An uncaught error closes the same way and exits 1.
  closeWithGrace(
    {
      delay: config.shutdownTimeoutMs,
      logger: { error: (message: unknown) => logger.error(message) },
      onTimeout: (delay) => logger.error({ timeoutSeconds: delay / 1000 }, 'shutdown time limit reached: exiting with requests unfinished'),
      onSecondSignal: (signal) => logger.error({ signal }, 'second signal during shutdown: exiting at once'),
    },
    async ({ signal, err }) => {
      if (err) logger.error({ err }, 'uncaught error: shutting down');
      else logger.info({ signal, timeoutSeconds: config.shutdownTimeoutMs / 1000 }, 'shutting down: finishing requests in flight');
      // Fastify closes the connections idle at the signal; one whose request was in flight stays open
      // (keep-alive) once answered, so it is closed as soon as it is idle too.
      const closeAnsweredConnections = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        await Promise.all([app.close(), leads.close()]);
      } finally {
        clearInterval(closeAnsweredConnections);
      }
      // Jobs in hand (a webhook being posted) finish; those waiting stay in the database for the next start.
      await jobs.stop(config.shutdownTimeoutMs);
      await database.close();
      logger.info('stopped');
    },
  );

  await app.listen({ port: config.port, host: config.host });
  await leads.listen({ port: config.leads.port, host: config.host });
  await jobs.start();
  const { port } = app.server.address() as AddressInfo;
  const { port: leadsPort } = leads.server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' ? 'localhost' : config.host;
  process.stdout.write(`\n  Console and API on http://${host}:${port}/  (OpenAPI at /docs)\n  Leads API on http://${host}:${leadsPort}/  (the console calls it at ${config.leads.apiUrl})\n\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
