import Fastify from 'fastify';
import pg from 'pg';

/**
 * The least an HTTP API in front of PostgreSQL costs on this machine: Fastify answering GET /floor
 * by sending the statements it was given through pg (groups in order, a group's statements at
 * once) and returning their rows, with no session, validation, mapping or hooks. Beside an API /
 * bare ratio, it says how much of that ratio any HTTP API would pay here.
 */
interface Statement {
  name?: string;
  text: string;
  values: unknown[];
}
const groups = JSON.parse(process.env.FLOOR_STATEMENTS ?? '[]') as Statement[][];
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify();
app.get('/floor', async () => {
  const rows: unknown[] = [];
  for (const group of groups) rows.push(...(await Promise.all(group.map((s) => pool.query(s)))).map((r) => r.rows));
  return rows;
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => pool.end()).then(() => process.exit(0)));
