import { z } from 'zod';
import { issueCode } from '../platform/errors.ts';
import {
  REDIS_KEY_ENCODINGS,
  REDIS_KEY_MAX,
  REDIS_PAGE_SIZE_DEFAULT,
  REDIS_PAGE_SIZE_MAX,
  REDIS_PATTERN_MAX,
  REDIS_SCAN_COUNT_DEFAULT,
  REDIS_SCAN_COUNT_MAX,
  REDIS_SCAN_TYPES,
} from './redis-rules.ts';

export const redisKeyEncodingSchema = z.enum(REDIS_KEY_ENCODINGS);

/**
 * Bytes of Redis shown safely: valid UTF-8 as text; anything else escaped as redis-cli does
 * ("\x00\xff"), `binary` then true. `bytes` is the whole value's size; `truncated` when only its
 * first bytes are shown.
 */
export const redisTextSchema = z.object({
  text: z.string(),
  binary: z.boolean(),
  bytes: z.number().int(),
  truncated: z.boolean(),
});
export type RedisText = z.infer<typeof redisTextSchema>;

/** A key as the explorer lists it. */
export const redisKeySchema = z.object({
  /** The key to send back (to read or delete it): its text, or base64 of its bytes (see `encoding`). */
  key: z.string(),
  encoding: redisKeyEncodingSchema,
  /** The key as shown: its text, binary bytes escaped. */
  label: z.string(),
  /** What TYPE answers: string, hash, list, set, zset, stream, or a module's type; `none` when the key went away meanwhile. */
  type: z.string(),
  /** Milliseconds until it expires; null when it does not expire (or is gone). */
  ttlMs: z.number().int().nullable(),
  /** MEMORY USAGE in bytes (sampled for large aggregates); null when the server does not allow the command. */
  memoryBytes: z.number().int().nullable(),
});
export type RedisKey = z.infer<typeof redisKeySchema>;

/** Which Redis the explorer browses: shown above the keys, so that no one deletes on the wrong server. */
export const redisServerSchema = z.object({
  /** host:port, without user or password. */
  address: z.string(),
  db: z.number().int(),
  version: z.string(),
  /** Keys in that database (DBSIZE). */
  dbSize: z.number().int(),
  usedMemoryBytes: z.number().int().nullable(),
});
export type RedisServer = z.infer<typeof redisServerSchema>;

/** One SCAN step: the keys it found and where the next step starts; `done` when the walk is over. */
export const redisKeyPageSchema = z.object({
  items: z.array(redisKeySchema),
  cursor: z.string(),
  done: z.boolean(),
});
export type RedisKeyPage = z.infer<typeof redisKeyPageSchema>;

const cursorSchema = z.string().trim().regex(/^\d{1,20}$/, { message: 'must be a cursor from the previous page', ...issueCode('validation.invalidFormat') });
const keySchema = z.string().min(1, 'must not be empty').max(REDIS_KEY_MAX, `must be at most ${REDIS_KEY_MAX} characters`);

export const listRedisKeysQuerySchema = z.object({
  /** SCAN's MATCH glob: * any, ? one character, [abc] one of, \ escapes. */
  pattern: z.string().min(1).max(REDIS_PATTERN_MAX).default('*'),
  /** From the previous page; 0 starts the walk. */
  cursor: cursorSchema.default('0'),
  count: z.coerce.number().int().min(1).max(REDIS_SCAN_COUNT_MAX).default(REDIS_SCAN_COUNT_DEFAULT),
  type: z.enum(REDIS_SCAN_TYPES).optional(),
});
export type ListRedisKeysQuery = z.input<typeof listRedisKeysQuerySchema>;

export const redisKeyRefSchema = z.object({ key: keySchema, encoding: redisKeyEncodingSchema.default('utf8') });

export const redisValueQuerySchema = z.object({
  ...redisKeyRefSchema.shape,
  /** From the previous page (nextCursor); 0 starts. */
  cursor: cursorSchema.default('0'),
  count: z.coerce.number().int().min(1).max(REDIS_PAGE_SIZE_MAX).default(REDIS_PAGE_SIZE_DEFAULT),
});
export type RedisValueQuery = z.input<typeof redisValueQuerySchema>;

export const redisValueContentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('string'), value: redisTextSchema }),
  z.object({ kind: z.literal('hash'), entries: z.array(z.object({ field: redisTextSchema, value: redisTextSchema })) }),
  z.object({ kind: z.literal('list'), items: z.array(z.object({ index: z.number().int(), value: redisTextSchema })) }),
  z.object({ kind: z.literal('set'), members: z.array(redisTextSchema) }),
  z.object({ kind: z.literal('zset'), members: z.array(z.object({ member: redisTextSchema, score: z.string() })) }),
  /** A stream or a module's type: named, not shown. */
  z.object({ kind: z.literal('unsupported') }),
]);
export type RedisValueContent = z.infer<typeof redisValueContentSchema>;

/** A key and one page of its value. */
export const redisValueSchema = redisKeySchema.extend({
  /** Bytes of a string; elements of a hash, list, set or sorted set; null for a type not shown. */
  length: z.number().int().nullable(),
  content: redisValueContentSchema,
  /** Where the next page starts; null when this page is the last. */
  nextCursor: z.string().nullable(),
});
export type RedisValue = z.infer<typeof redisValueSchema>;

/** Deletes the key if it still has the type the admin saw (else 409): the console's confirmation shows both. */
export const deleteRedisKeySchema = z.object({ ...redisKeyRefSchema.shape, type: z.string().min(1).max(64) });
export type DeleteRedisKey = z.input<typeof deleteRedisKeySchema>;
export const deletedRedisKeySchema = z.object({ key: z.string(), encoding: redisKeyEncodingSchema, label: z.string(), type: z.string(), deleted: z.literal(true) });
export type DeletedRedisKey = z.infer<typeof deletedRedisKeySchema>;
