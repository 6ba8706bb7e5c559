// Without zod, so the console can import the limits and the value types for the price of the values.

/** The value types the explorer shows; any other (a stream, a module's type) is named but not shown. */
export const REDIS_VALUE_TYPES = ['string', 'hash', 'list', 'set', 'zset'] as const;
export type RedisValueType = (typeof REDIS_VALUE_TYPES)[number];
/** What the type filter of the key list offers: SCAN's TYPE option. */
export const REDIS_SCAN_TYPES = [...REDIS_VALUE_TYPES, 'stream'] as const;

/**
 * How a key travels: `utf8` when its bytes are valid UTF-8 (nearly always), else `base64` of the
 * raw bytes, so that a binary key can still be read and deleted exactly.
 */
export const REDIS_KEY_ENCODINGS = ['utf8', 'base64'] as const;
export type RedisKeyEncoding = (typeof REDIS_KEY_ENCODINGS)[number];

/** SCAN's COUNT hint: how much of the keyspace one call walks. A page may hold fewer keys, or none, and still not be the end. */
export const REDIS_SCAN_COUNT_DEFAULT = 200;
export const REDIS_SCAN_COUNT_MAX = 1000;
/** Elements of a hash, list, set or sorted set per page. */
export const REDIS_PAGE_SIZE_DEFAULT = 50;
export const REDIS_PAGE_SIZE_MAX = 500;
/** A string value is shown up to this many bytes; the rest is cut with a note. */
export const REDIS_STRING_PREVIEW_BYTES = 64 * 1024;
/** An element of a hash, list, set or sorted set is shown up to this many bytes. */
export const REDIS_ELEMENT_PREVIEW_BYTES = 4 * 1024;
export const REDIS_PATTERN_MAX = 512;
export const REDIS_KEY_MAX = 8192;
