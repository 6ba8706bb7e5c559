import type { DeleteRedisKey, RedisKey, RedisValue } from '@exchange/contract/redis/redis';
import { REDIS_PAGE_SIZE_DEFAULT, REDIS_SCAN_COUNT_DEFAULT } from '@exchange/contract/redis/redis-rules';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { answer, api } from '../../app/api.ts';
import type { RedisKeysFilter } from './redis-filters.ts';

export const redisKeys = {
  all: ['redis'] as const,
  server: () => [...redisKeys.all, 'server'] as const,
  scans: () => [...redisKeys.all, 'scan'] as const,
  scan: (filter: RedisKeysFilter) => [...redisKeys.scans(), filter] as const,
  value: (key: string, encoding: string) => [...redisKeys.all, 'value', encoding, key] as const,
};

/** The keys one "load more" aims for: SCAN steps are taken until this many are found or the walk ends. */
export const REDIS_KEYS_PER_LOAD = 50;
/** ...but no more steps than this per load, so a rare pattern over a large keyspace answers in time. */
const MAX_STEPS_PER_LOAD = 25;

interface KeysLoad {
  items: RedisKey[];
  cursor: string;
  done: boolean;
  steps: number;
}

export function useRedisServer() {
  return useQuery({
    queryKey: redisKeys.server(),
    queryFn: ({ signal }) => answer(api.GET('/admin/redis/server', { signal })),
    retry: false,
  });
}

/**
 * The keys matching a pattern, walked with SCAN from cursor 0: each load takes SCAN steps until it
 * has about 50 keys or the walk is over; the next load goes on from where it stopped.
 */
export function useRedisKeyScan(filter: RedisKeysFilter, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: redisKeys.scan(filter),
    enabled,
    retry: false,
    initialPageParam: '0',
    getNextPageParam: (last: KeysLoad) => (last.done ? undefined : last.cursor),
    queryFn: async ({ pageParam, signal }): Promise<KeysLoad> => {
      const load: KeysLoad = { items: [], cursor: pageParam, done: false, steps: 0 };
      while (!load.done && load.items.length < REDIS_KEYS_PER_LOAD && load.steps < MAX_STEPS_PER_LOAD) {
        const page = await answer(api.GET('/admin/redis/keys', { params: { query: { ...filter, cursor: load.cursor, count: REDIS_SCAN_COUNT_DEFAULT } }, signal }));
        load.items.push(...page.items);
        load.cursor = page.cursor;
        load.done = page.done;
        load.steps += 1;
      }
      return load;
    },
  });
}

/** Scans again from cursor 0 (the keyspace may have changed), keeping nothing of the walk so far; the server's counts reload too. */
export function useRescan() {
  const client = useQueryClient();
  return (filter: RedisKeysFilter) => {
    void client.resetQueries({ queryKey: redisKeys.scan(filter) });
    void client.invalidateQueries({ queryKey: redisKeys.server() });
  };
}

/** A key and its value, page after page (a hash's fields, a list's items...). */
export function useRedisValue(key: Pick<RedisKey, 'key' | 'encoding'> | undefined) {
  return useInfiniteQuery({
    queryKey: redisKeys.value(key?.key ?? '', key?.encoding ?? 'utf8'),
    enabled: Boolean(key),
    retry: false,
    initialPageParam: '0',
    getNextPageParam: (last: RedisValue) => last.nextCursor ?? undefined,
    queryFn: ({ pageParam, signal }) =>
      answer(api.GET('/admin/redis/key', { params: { query: { key: key?.key ?? '', encoding: key?.encoding, cursor: pageParam, count: REDIS_PAGE_SIZE_DEFAULT } }, signal })),
  });
}

/** Deletes a key; the lists already scanned drop it (scanning again would lose their place) and the server's counts reload. */
export function useDeleteRedisKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeleteRedisKey) => answer(api.POST('/admin/redis/deleteKey', { body })),
    onSuccess: (deleted) => {
      client.setQueriesData<InfiniteData<KeysLoad>>({ queryKey: redisKeys.scans() }, (data) =>
        data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((k) => !(k.key === deleted.key && k.encoding === deleted.encoding)) })) },
      );
      client.removeQueries({ queryKey: redisKeys.value(deleted.key, deleted.encoding) });
      void client.invalidateQueries({ queryKey: redisKeys.server() });
    },
  });
}
