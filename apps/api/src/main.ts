import pino from 'pino';
import { ConfigError, loadConfig } from './platform/config.ts';
import { type Database, openPglite, openPostgres } from './platform/db/database.ts';
import { loadOrCreateEmbeddedKey } from './platform/embedded-secrets.ts';
import { buildServer } from './platform/http/build-server.ts';
import { ensureFirstAdmin } from './modules/auth/first-admin.ts';
import { generateDemoData, isDemoDataPresent } from './modules/p2p/demo/demo-data.ts';

async function main() {
  // npm runs workspace scripts inside the workspace: relative paths are the caller's, as typed.
  const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  const logger = pino({ level: config.logLevel });
  const database: Database = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite(config.dataDir);
  logger.info({ database: database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir }, 'database ready, migrations applied');

  const totpKey = config.totpEncryptionKey ?? loadOrCreateEmbeddedKey(config.dataDir);
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

  const app = await buildServer({ db: database.db, config, totpKey, logger, copyCsv: database.copyCsv });
  const shutdown = async (signal: string) => {
    logger.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`\n  Console and API on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}/  (OpenAPI at /docs)\n\n`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(`Failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  }
  process.exit(1);
});
