import { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
const client = new PGlite('memory://');
await client.waitReady;
const db = {
  async executeSql(text, values) {
    if (values && values.length) return client.query(text, values);
    const results = await client.exec(text);
    return results[results.length - 1] ?? { rows: [] };
  },
};
const boss = new PgBoss({ db, pollingIntervalSeconds: 0.5, supervise: true, schedule: true, migrate: true });
boss.on('error', (e) => console.error('boss error', e));
const t0 = Date.now();
await boss.start();
console.log('started', Date.now() - t0);
await boss.createQueue('q1', { retryLimit: 3, retryDelay: 1, retryBackoff: true });
let n = 0;
await boss.work('q1', { pollingIntervalSeconds: 0.5, includeMetadata: true }, async ([job]) => {
  n++;
  console.log('attempt', n, job.retryCount, new Date().toISOString());
  if (n < 3) throw new Error('fail ' + n);
});
// enqueue inside a transaction
await client.transaction(async (tx) => {
  const txdb = { executeSql: (text, values) => tx.query(text, values) };
  const id = await boss.send('q1', { a: 1 }, { db: txdb });
  console.log('sent', id);
});
await new Promise((r) => setTimeout(r, 9000));
const { rows } = await client.query("select state, retry_count from pgboss.job");
console.log(rows);
await boss.schedule('q1', '* * * * *');
console.log(await boss.getSchedules());
await boss.stop({ graceful: true, wait: true });
await client.close();
