/** The label keys of Redis's value types (explicit, so every key is found); another type shows as Redis names it. */
export const REDIS_TYPE_KEYS: Readonly<Record<string, string>> = {
  string: 'redis.types.string',
  hash: 'redis.types.hash',
  list: 'redis.types.list',
  set: 'redis.types.set',
  zset: 'redis.types.zset',
  stream: 'redis.types.stream',
};

export const REDIS_TYPE_COLORS: Readonly<Record<string, string>> = {
  string: 'blue',
  hash: 'purple',
  list: 'cyan',
  set: 'green',
  zset: 'gold',
  stream: 'magenta',
};
