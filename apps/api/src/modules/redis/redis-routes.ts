import {
  deleteRedisKeySchema,
  deletedRedisKeySchema,
  listRedisKeysQuerySchema,
  redisKeyPageSchema,
  redisServerSchema,
  redisValueQuerySchema,
  redisValueSchema,
} from '@exchange/contract/redis/redis';
import type { Db } from '../../platform/db/database.ts';
import type { ApiApp } from '../../platform/http/api-app.ts';
import { actorOf } from '../../platform/http/route-access.ts';
import { openExplorerRedis } from './redis-client.ts';
import { deleteRedisKey } from './redis-commands.ts';
import { getRedisServer, getRedisValue, listRedisKeys } from './redis-queries.ts';

const tags = ['redis'];
/** Without REDIS_URL, or with Redis down, every call answers 503 (`redis.notConfigured`, `redis.unavailable`). */
const read = { access: 'redis.read', errors: [503] } as const;

/** Redis Explorer: the keys of the Redis in REDIS_URL, by pattern (SCAN), their values, and deleting one. */
export function registerRedisRoutes(app: ApiApp, db: Db, redisUrl: string | undefined) {
  const explorer = openExplorerRedis(redisUrl, app.log);
  app.addHook('onClose', () => explorer.close());

  app.get('/admin/redis/server', { config: read, schema: { tags, response: { 200: redisServerSchema } } },
    () => getRedisServer(explorer));
  app.get('/admin/redis/keys', { config: read, schema: { tags, querystring: listRedisKeysQuerySchema, response: { 200: redisKeyPageSchema } } },
    (request) => listRedisKeys(explorer, request.query));
  app.get('/admin/redis/key', { config: { ...read, errors: [404, 503] }, schema: { tags, querystring: redisValueQuerySchema, response: { 200: redisValueSchema } } },
    (request) => getRedisValue(explorer, request.query));
  app.post('/admin/redis/deleteKey', { config: { access: 'redis.delete', errors: [404, 503] }, schema: { tags, body: deleteRedisKeySchema, response: { 200: deletedRedisKeySchema } } },
    (request) => deleteRedisKey(db, explorer, request.body, actorOf(request)));
}
