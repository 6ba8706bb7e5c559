import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../platform/config.ts';
import { openPglite, openPostgres } from '../platform/db/database.ts';
import { generateDemoData, isDemoDataPresent } from '../modules/p2p/demo/demo-data.ts';

// `npm run demo-data -- --transactions 1000000`: fills an empty database (DATABASE_URL or DATA_DIR).
const { values } = parseArgs({ options: { transactions: { type: 'string', default: '5000' } } });
const transactions = Number(values.transactions);
if (!Number.isInteger(transactions) || transactions < 0) {
  process.stderr.write('--transactions must be a whole number\n');
  process.exit(2);
}
// Only the database is touched: DATABASE_URL or DATA_DIR, no secrets. A bad variable: one line, exit 1.
const config = loadConfigOrExit(process.env, process.env.INIT_CWD ?? process.cwd(), { requireSecrets: false });
const database = config.databaseUrl ? await openPostgres(config.databaseUrl, { poolSize: 2, migrationUrl: config.migrationDatabaseUrl }) : await openPglite(config.dataDir);
try {
  if (await isDemoDataPresent(database.db)) {
    process.stderr.write('The database has customers already: demo data goes into an empty database only.\n');
    process.exitCode = 1;
  } else {
    const started = Date.now();
    await generateDemoData(database.db, { transactions, log: (m) => process.stdout.write(`${m}\n`) });
    process.stdout.write(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
  }
} finally {
  await database.close();
}
