import { eq } from 'drizzle-orm';
import { loadConfig } from '../platform/config.ts';
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
const config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
const database = config.databaseUrl ? await openPostgres(config.databaseUrl, 1) : await openPglite(config.dataDir);
const key = isIP(target) ? ipKey(target) : accountKey(target);
const removed = await database.db.delete(loginThrottle).where(eq(loginThrottle.key, key)).returning();
process.stdout.write(removed.length ? `Lock on ${target} lifted.\n` : `No lock or failures recorded for ${target}.\n`);
await database.close();
