import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/errors.ts';

/**
 * The Redis that Redis Explorer browses, from REDIS_URL; absent when it is not set. One connection,
 * made on first use (the server starts whether Redis is up or not), failing fast: a command that
 * cannot reach Redis is a 503 after one retry, never a request left hanging.
 */
export interface ExplorerRedis {
  /** The client, or a 503 `redis.notConfigured` when REDIS_URL is not set. */
  client(): Redis;
  /** host:port and database, without credentials: shown on the screen and in the audit rows. */
  readonly address: string;
  readonly db: number;
  close(): Promise<void>;
}

export const notConfigured = () =>
  new AppError(503, 'redis.notConfigured', 'Redis Explorer is off: set REDIS_URL (redis://host:6379/0) in the server environment and restart it');

export function openExplorerRedis(url: string | undefined, log: Pick<FastifyBaseLogger, 'warn'>): ExplorerRedis {
  if (!url) {
    return { client: () => { throw notConfigured(); }, address: '', db: 0, close: async () => undefined };
  }
  const parsed = new URL(url);
  const db = Number(parsed.pathname.replace(/^\//, '') || '0');
  const redis = new Redis(url, {
    lazyConnect: true,
    connectionName: 'back-office-redis-explorer',
    connectTimeout: 3000,
    commandTimeout: 10_000,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 500, 5000),
    ...(parsed.protocol === 'rediss:' ? { tls: {} } : {}),
  });
  // Without a listener ioredis prints every failed reconnect; one line per outage is enough.
  let lastError = '';
  redis.on('error', (err: Error) => {
    if (err.message === lastError) return;
    lastError = err.message;
    log.warn({ err }, 'Redis Explorer: Redis does not answer');
  });
  redis.on('ready', () => { lastError = ''; });
  return {
    client: () => redis,
    address: `${parsed.hostname}:${parsed.port || '6379'}`,
    db: Number.isInteger(db) ? db : 0,
    close: async () => {
      redis.disconnect();
    },
  };
}

/**
 * Runs Redis commands, turning what Redis or the connection throws into the API's refusals: a key
 * whose type changed under the command (WRONGTYPE) is a 409, anything else a 503 naming the reason.
 */
export async function withRedis<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    if (message.startsWith('WRONGTYPE')) throw new AppError(409, 'redis.keyChanged', 'The key changed type meanwhile: load it again');
    throw new AppError(503, 'redis.unavailable', `Redis did not answer as expected: ${message}`);
  }
}
