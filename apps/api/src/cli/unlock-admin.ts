import { eq } from 'drizzle-orm';
import { loadConfigOrExit } from '../platform/config.ts';
import { openPglite, openPostgres } from '../platform/db/database.ts';
import { accountKey, ipKey } from '../platform/security/login-throttle.ts';
import { loginThrottle } from '../modules/auth/auth-tables.ts';
import { isIP } from 'node:net';

// Lifts a sign-in lockout early: `npm run unlock-admin -w apps/api -- <email or IP address>`.
const target = process.argv[2];
if (!target) {
  process.stderr.write('usage: npm run unlock-admin -w apps/api -- <email or IP address>\n');
  process.exit(2);
}
// Only the database is touched: DATABASE_URL or DATA_DIR, no secrets. A bad variable: one line, exit 1.
const config = loadConfigOrExit(process.env, process.env.INIT_CWD ?? process.cwd(), { requireSecrets: false });
const database = config.databaseUrl ? await openPostgres(config.databaseUrl, { poolSize: 1, migrationUrl: config.migrationDatabaseUrl }) : await openPglite(config.dataDir);
const key = isIP(target) ? ipKey(target) : accountKey(target);
const removed = await database.db.delete(loginThrottle).where(eq(loginThrottle.key, key)).returning();
process.stdout.write(removed.length ? `Lock on ${target} lifted.\n` : `No lock or failures recorded for ${target}.\n`);
await database.close();
