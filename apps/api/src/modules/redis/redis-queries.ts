import type { Redis } from 'ioredis';
import type { z } from 'zod';
import { REDIS_ELEMENT_PREVIEW_BYTES, REDIS_STRING_PREVIEW_BYTES } from '@exchange/contract/redis/redis-rules';
import type { RedisKey, RedisKeyPage, RedisServer, RedisValue, RedisValueContent, listRedisKeysQuerySchema, redisValueQuerySchema } from '@exchange/contract/redis/redis';
import { AppError } from '../../platform/errors.ts';
import { type ExplorerRedis, withRedis } from './redis-client.ts';
import { keyIn, keyOut, shownText } from './redis-text.ts';

type KeysQuery = z.infer<typeof listRedisKeysQuerySchema>;
type ValueQuery = z.infer<typeof redisValueQuerySchema>;

export const keyNotFound = () => new AppError(404, 'redis.keyNotFound', 'This key does not exist (it expired or was deleted meanwhile)');

/** PTTL's answer as the API gives it: -1 (no expiry) and -2 (gone) are null. */
const ttlOf = (pttl: unknown) => (typeof pttl === 'number' && pttl >= 0 ? pttl : null);
const numberOf = (value: unknown) => (typeof value === 'number' ? value : null);

/** TYPE, PTTL and MEMORY USAGE of each key in one round trip; a server that refuses MEMORY gives null sizes. */
async function describeKeys(redis: Redis, keys: Buffer[]): Promise<Omit<RedisKey, 'key' | 'encoding' | 'label'>[]> {
  if (keys.length === 0) return [];
  const pipeline = redis.pipeline();
  for (const key of keys) pipeline.type(key).pttl(key).memory('USAGE', key);
  const results = (await pipeline.exec()) ?? [];
  return keys.map((_key, i) => {
    const [typeError, type] = results[i * 3] ?? [null, 'none'];
    if (typeError) throw typeError;
    return { type: typeof type === 'string' ? type : 'none', ttlMs: ttlOf(results[i * 3 + 1]?.[1]), memoryBytes: numberOf(results[i * 3 + 2]?.[1]) };
  });
}

/** The server the explorer looks at: its address, version, database size and memory. */
export async function getRedisServer(explorer: ExplorerRedis): Promise<RedisServer> {
  const redis = explorer.client();
  return withRedis(async () => {
    const [info, dbSize] = await Promise.all([redis.info(), redis.dbsize()]);
    const field = (name: string) => new RegExp(`^${name}:(.*)$`, 'm').exec(info)?.[1]?.trim();
    const memory = Number(field('used_memory'));
    return { address: explorer.address, db: explorer.db, version: field('redis_version') ?? 'unknown', dbSize, usedMemoryBytes: Number.isFinite(memory) ? memory : null };
  });
}

/**
 * One step of SCAN over the keys matching the pattern (never KEYS, which blocks the server while
 * it walks every key): the keys found with their type, TTL and memory, and the cursor to go on
 * from. A step may find no key and still not be the last.
 */
export async function listRedisKeys(explorer: ExplorerRedis, query: KeysQuery): Promise<RedisKeyPage> {
  const redis = explorer.client();
  return withRedis(async () => {
    const [next, keys] = query.type
      ? await redis.scanBuffer(query.cursor, 'MATCH', query.pattern, 'COUNT', query.count, 'TYPE', query.type)
      : await redis.scanBuffer(query.cursor, 'MATCH', query.pattern, 'COUNT', query.count);
    const described = await describeKeys(redis, keys);
    const cursor = next.toString();
    return {
      items: keys.map((key, i) => ({ ...keyOut(key), ...(described[i] ?? { type: 'none', ttlMs: null, memoryBytes: null }) })),
      cursor,
      done: cursor === '0',
    };
  });
}

/** Pairs of a flat reply: [a, b, c, d] -> [[a, b], [c, d]]. */
function pairs<T>(flat: T[]): [T, T][] {
  const out: [T, T][] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push([flat[i] as T, flat[i + 1] as T]);
  return out;
}

const element = (bytes: Buffer) => shownText(bytes, REDIS_ELEMENT_PREVIEW_BYTES);
/** A SCAN-family cursor as the next page's: null once the walk is over. */
const scanNext = (cursor: Buffer) => (cursor.toString() === '0' ? null : cursor.toString());
/** An offset range's next page: null past the end. */
const rangeNext = (offset: number, count: number, length: number) => (offset + count < length ? String(offset + count) : null);

/**
 * A key and one page of its value: a string's first 64 KiB; a hash's fields and a set's members by
 * HSCAN and SSCAN; a list's items and a sorted set's members with scores by offset (LRANGE, ZRANGE).
 * Elements are cut at 4 KiB; bytes that are not UTF-8 are shown escaped. 404 when the key is gone.
 */
export async function getRedisValue(explorer: ExplorerRedis, query: ValueQuery): Promise<RedisValue> {
  const redis = explorer.client();
  const key = keyIn(query.key, query.encoding);
  return withRedis(async () => {
    const [summary] = await describeKeys(redis, [key]);
    if (!summary || summary.type === 'none') throw keyNotFound();
    const offset = Number(query.cursor);
    let length: number | null;
    let content: RedisValueContent;
    let nextCursor: string | null = null;
    switch (summary.type) {
      case 'string': {
        length = await redis.strlen(key);
        const head = length === 0 ? Buffer.alloc(0) : await redis.getrangeBuffer(key, 0, REDIS_STRING_PREVIEW_BYTES - 1);
        content = { kind: 'string', value: shownText(head, REDIS_STRING_PREVIEW_BYTES, length) };
        break;
      }
      case 'hash': {
        length = await redis.hlen(key);
        const [cursor, flat] = await redis.hscanBuffer(key, query.cursor, 'COUNT', query.count);
        content = { kind: 'hash', entries: pairs(flat).map(([field, value]) => ({ field: element(field), value: element(value) })) };
        nextCursor = scanNext(cursor);
        break;
      }
      case 'set': {
        length = await redis.scard(key);
        const [cursor, members] = await redis.sscanBuffer(key, query.cursor, 'COUNT', query.count);
        content = { kind: 'set', members: members.map(element) };
        nextCursor = scanNext(cursor);
        break;
      }
      case 'list': {
        length = await redis.llen(key);
        const items = await redis.lrangeBuffer(key, offset, offset + query.count - 1);
        content = { kind: 'list', items: items.map((value, i) => ({ index: offset + i, value: element(value) })) };
        nextCursor = rangeNext(offset, query.count, length);
        break;
      }
      case 'zset': {
        length = await redis.zcard(key);
        const flat = await redis.zrangeBuffer(key, offset, String(offset + query.count - 1), 'WITHSCORES');
        content = { kind: 'zset', members: pairs(flat).map(([member, score]) => ({ member: element(member), score: score.toString() })) };
        nextCursor = rangeNext(offset, query.count, length);
        break;
      }
      default:
        length = null;
        content = { kind: 'unsupported' };
    }
    return { ...keyOut(key), ...summary, length, content, nextCursor };
  });
}
