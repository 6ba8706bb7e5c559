import { openPglite } from '../apps/api/src/platform/db/database.ts';
const t = Date.now();
const d = await openPglite('memory://');
console.log('migrated', Date.now() - t);
const r = await d.db.execute('select name, partition_name from pgboss.queue' as never);
console.log(r);
await d.close();
