import { REDIS_SCAN_TYPES } from '@exchange/contract/redis/redis-rules';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';
import { RedisPatternInput } from './RedisPatternInput.tsx';
import { REDIS_TYPE_KEYS } from './redis-text-keys.ts';

export type RedisKeysQuery = ListQueryOf<'/admin/redis/keys'>;
export type RedisKeysFilter = Pick<RedisKeysQuery, 'pattern' | 'type'>;

const f = filterFields<RedisKeysQuery>();

/** The explorer's search, kept in the URL: SCAN's MATCH pattern and TYPE. */
export const redisKeyFilters = defineFilters<RedisKeysQuery>(
  [
    f.custom('pattern', { label: 'redis.filters.pattern', control: RedisPatternInput, instant: false, testId: 'redis-pattern' }),
    f.choice('type', REDIS_SCAN_TYPES, { label: 'redis.filters.type', valueLabel: (type) => REDIS_TYPE_KEYS[type] ?? type, testId: 'redis-type' }),
  ],
  {},
);
