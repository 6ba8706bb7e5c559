import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '@exchange/contract/platform/errors';
import type { DeletedRedisKey, RedisKey, RedisKeyPage, RedisServer, RedisValue } from '@exchange/contract/redis/redis';
import { RELAXED_LIMITS, TEST_PASSWORD, auditRowsAfter, createAdminWithOwnPolicies, lastAuditId, signIn } from '../../testing/access-test-helpers.ts';
import { startTestServer, testDatabaseKinds, testRedisUrl, type TestServer } from '../../testing/test-server.ts';

type Answer<T> = T & ApiError;

describe.each(testDatabaseKinds())('Redis Explorer on %s', (kind) => {
  let server: TestServer;
  let redis: Redis;
  let root: string;
  let reader: string;
  let nobody: string;
  /** Every key of this run starts with it; afterAll removes them. */
  const prefix = `test:redis-explorer:${randomUUID()}:`;
  const k = (name: string) => `${prefix}${name}`;
  const binaryKey = Buffer.concat([Buffer.from(k('bin-key-')), Buffer.from([0xff, 0xfe])]);

  const call = <T>(method: string, path: string, token: string, body?: unknown) => server.call<Answer<T>>(method, path, { token, body });
  const qs = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([key, v]): [string, string] => [key, String(v)])).toString();
  const value = (params: Record<string, string | number>) => call<RedisValue>('GET', `/admin/redis/key?${qs(params)}`, root);

  /** Walks SCAN from cursor 0 to the end, a few keys a step. */
  async function scanAll(params: Record<string, string | number>): Promise<{ keys: RedisKey[]; steps: number }> {
    const keys: RedisKey[] = [];
    let cursor = '0';
    let steps = 0;
    do {
      const page = await call<RedisKeyPage>('GET', `/admin/redis/keys?${qs({ ...params, cursor })}`, root);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      keys.push(...page.body.items);
      cursor = page.body.cursor;
      steps += 1;
      expect(page.body.done).toBe(cursor === '0');
    } while (cursor !== '0');
    return { keys, steps };
  }

  beforeAll(async () => {
    redis = new Redis(testRedisUrl(), { lazyConnect: true });
    await redis.connect();
    await redis.set(k('string'), 'hello world', 'PX', 600_000);
    await redis.set(k('big'), 'x'.repeat(100_000));
    await redis.set(k('binary'), Buffer.from([0x00, 0xff, 0x41, 0x0a, 0x5c]));
    await redis.set(k('utf8'), 'héllo ✓ مرحبا');
    await redis.set(binaryKey, 'under a binary key');
    // More fields than hash-max-listpack-entries (128 by default, 512 here): a real hash table, which HSCAN pages.
    await redis.hset(k('hash'), Object.fromEntries(Array.from({ length: 600 }, (_, i) => [`field-${String(i).padStart(3, '0')}`, `value-${i}`])));
    await redis.rpush(k('list'), ...Array.from({ length: 120 }, (_, i) => `item-${i}`));
    await redis.sadd(k('set'), ...Array.from({ length: 60 }, (_, i) => `member-${i}`));
    await redis.zadd(k('zset'), ...Array.from({ length: 70 }, (_, i) => [String(i * 1.5), `player-${i}`]).flat());
    await redis.xadd(k('stream'), '*', 'event', 'signed-in');

    server = await startTestServer(kind, RELAXED_LIMITS);
    await server.createAdmin({ email: 'redis-root@example.com', password: TEST_PASSWORD, role: 'superAdmin' });
    root = await signIn(server, 'redis-root@example.com');
    await createAdminWithOwnPolicies(server, { email: 'redis-reader@example.com', policies: ['redis.read'] });
    reader = await signIn(server, 'redis-reader@example.com');
    await createAdminWithOwnPolicies(server, { email: 'redis-nobody@example.com', policies: ['bundles.read'] });
    nobody = await signIn(server, 'redis-nobody@example.com');
  });

  afterAll(async () => {
    const stream = redis.scanBufferStream({ match: `${prefix}*`, count: 500 });
    for await (const keys of stream) if ((keys as Buffer[]).length > 0) await redis.unlink(...(keys as Buffer[]));
    redis.disconnect();
    await server?.close();
  });

  it('names the server it browses: address, version, keys and memory', async () => {
    const answer = await call<RedisServer>('GET', '/admin/redis/server', root);
    expect(answer.status).toBe(200);
    expect(answer.body.address).toBe(new URL(testRedisUrl()).host.includes(':') ? new URL(testRedisUrl()).host : `${new URL(testRedisUrl()).host}:6379`);
    expect(answer.body.version).toMatch(/^\d+\.\d+/);
    expect(answer.body.dbSize).toBeGreaterThanOrEqual(10);
    expect(answer.body.usedMemoryBytes).toBeGreaterThan(0);
  });

  it('finds the keys of a pattern with SCAN, step by step, each with its type, TTL and memory', async () => {
    const { keys, steps } = await scanAll({ pattern: `${prefix}*`, count: 5 });
    expect(steps).toBeGreaterThan(1);
    const byLabel = new Map(keys.map((key) => [key.label, key]));
    expect(byLabel.size).toBe(10);
    expect(byLabel.get(k('string'))).toMatchObject({ key: k('string'), encoding: 'utf8', type: 'string' });
    expect(byLabel.get(k('string'))?.ttlMs).toBeGreaterThan(500_000);
    expect(byLabel.get(k('hash'))).toMatchObject({ type: 'hash', ttlMs: null });
    expect(byLabel.get(k('list'))?.type).toBe('list');
    expect(byLabel.get(k('set'))?.type).toBe('set');
    expect(byLabel.get(k('zset'))?.type).toBe('zset');
    expect(byLabel.get(k('stream'))?.type).toBe('stream');
    expect(byLabel.get(k('big'))?.memoryBytes).toBeGreaterThan(100_000);
    // A key whose bytes are not UTF-8 travels as base64 and is shown escaped.
    const binary = byLabel.get(`${k('bin-key-')}\\xff\\xfe`);
    expect(binary).toMatchObject({ key: binaryKey.toString('base64'), encoding: 'base64', type: 'string' });

    const hashes = await scanAll({ pattern: `${prefix}*`, count: 50, type: 'hash' });
    expect(hashes.keys.map((key) => key.label)).toEqual([k('hash')]);
    const none = await scanAll({ pattern: `${prefix}no-such-*`, count: 1000 });
    expect(none.keys).toEqual([]);
  });

  it('shows a string, cut past 64 KiB with a note, binary bytes escaped and UTF-8 as it is', async () => {
    const plain = await value({ key: k('string') });
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ type: 'string', length: 11, nextCursor: null, content: { kind: 'string', value: { text: 'hello world', binary: false, bytes: 11, truncated: false } } });
    expect(plain.body.ttlMs).toBeGreaterThan(0);

    const big = await value({ key: k('big') });
    expect(big.body.length).toBe(100_000);
    expect(big.body.content).toMatchObject({ kind: 'string', value: { binary: false, bytes: 100_000, truncated: true } });
    expect(big.body.content.kind === 'string' && big.body.content.value.text.length).toBe(64 * 1024);

    const binary = await value({ key: k('binary') });
    expect(binary.body.content).toEqual({ kind: 'string', value: { text: '\\x00\\xffA\\n\\\\', binary: true, bytes: 5, truncated: false } });
    const utf8 = await value({ key: k('utf8') });
    expect(utf8.body.content).toMatchObject({ kind: 'string', value: { text: 'héllo ✓ مرحبا', binary: false } });

    const underBinaryKey = await value({ key: binaryKey.toString('base64'), encoding: 'base64' });
    expect(underBinaryKey.status).toBe(200);
    expect(underBinaryKey.body.content).toMatchObject({ kind: 'string', value: { text: 'under a binary key' } });
  });

  it('pages a hash (HSCAN) and a set (SSCAN) by cursor, a list and a sorted set (with scores) by offset', async () => {
    const fields = new Set<string>();
    let cursor = '0';
    let pages = 0;
    do {
      const page = await value({ key: k('hash'), cursor, count: 50 });
      expect(page.status).toBe(200);
      expect(page.body.length).toBe(600);
      if (page.body.content.kind !== 'hash') throw new Error('not a hash');
      for (const entry of page.body.content.entries) {
        expect(entry.value.text).toBe(`value-${Number(entry.field.text.slice(6))}`);
        fields.add(entry.field.text);
      }
      cursor = page.body.nextCursor ?? '0';
      pages += 1;
    } while (cursor !== '0');
    expect(fields.size).toBe(600);
    expect(pages).toBeGreaterThan(1);

    const first = await value({ key: k('list'), count: 50 });
    expect(first.body).toMatchObject({ type: 'list', length: 120, nextCursor: '50' });
    const last = await value({ key: k('list'), cursor: '100', count: 50 });
    expect(last.body.nextCursor).toBeNull();
    expect(last.body.content).toEqual({ kind: 'list', items: Array.from({ length: 20 }, (_, i) => ({ index: 100 + i, value: { text: `item-${100 + i}`, binary: false, bytes: `item-${100 + i}`.length, truncated: false } })) });

    const members = new Set<string>();
    cursor = '0';
    do {
      const page = await value({ key: k('set'), cursor, count: 20 });
      if (page.body.content.kind !== 'set') throw new Error('not a set');
      for (const member of page.body.content.members) members.add(member.text);
      cursor = page.body.nextCursor ?? '0';
    } while (cursor !== '0');
    expect(members.size).toBe(60);

    const ranked = await value({ key: k('zset'), count: 3 });
    expect(ranked.body).toMatchObject({ type: 'zset', length: 70, nextCursor: '3' });
    expect(ranked.body.content.kind === 'zset' && ranked.body.content.members.map((m) => [m.member.text, m.score])).toEqual([['player-0', '0'], ['player-1', '1.5'], ['player-2', '3']]);

    const stream = await value({ key: k('stream') });
    expect(stream.body).toMatchObject({ type: 'stream', length: null, content: { kind: 'unsupported' }, nextCursor: null });
  });

  it('answers 404 for a key that does not exist and 400 naming the field for a bad key or cursor', async () => {
    const missing = await value({ key: k('no-such-key') });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('redis.keyNotFound');
    const badBase64 = await value({ key: 'not base64!', encoding: 'base64' });
    expect(badBase64.status).toBe(400);
    expect(badBase64.body.error.details?.[0]).toMatchObject({ field: 'key', code: 'validation.invalidFormat' });
    const badCursor = await value({ key: k('list'), cursor: 'next' });
    expect(badCursor.status).toBe(400);
    expect(badCursor.body.error.details?.[0]?.field).toBe('cursor');
    const noKey = await call<RedisValue>('GET', '/admin/redis/key', root);
    expect(noKey.status).toBe(400);
    expect(noKey.body.error.details?.[0]).toMatchObject({ field: 'key', code: 'validation.required' });
  });

  it('deletes a key of the type the admin saw, with an audit row naming the key and its type', async () => {
    const since = await lastAuditId(server);
    const deleted = await call<DeletedRedisKey>('POST', '/admin/redis/deleteKey', root, { key: k('string'), type: 'string' });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ key: k('string'), encoding: 'utf8', label: k('string'), type: 'string', deleted: true });
    expect(await redis.exists(k('string'))).toBe(0);
    const rows = await auditRowsAfter(server, since);
    expect(rows.map((r) => ({ action: r.action, outcome: r.outcome, targetType: r.targetType, targetId: r.targetId }))).toEqual([
      { action: 'redis.key.delete', outcome: 'SUCCESS', targetType: 'redis_key', targetId: k('string') },
    ]);
    expect(rows[0]?.before).toMatchObject({ key: k('string'), encoding: 'utf8', type: 'string' });
    expect(rows[0]?.after).toEqual({ deleted: true });

    // Gone already: 404, and no audit row for a deletion that did not happen.
    const again = await call<DeletedRedisKey>('POST', '/admin/redis/deleteKey', root, { key: k('string'), type: 'string' });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('redis.keyNotFound');
    // Another type than the admin saw: 409, the key stays.
    const changed = await call<DeletedRedisKey>('POST', '/admin/redis/deleteKey', root, { key: k('hash'), type: 'list' });
    expect(changed.status).toBe(409);
    expect(changed.body.error.code).toBe('redis.keyChanged');
    expect(await redis.exists(k('hash'))).toBe(1);
    const afterRefusals = await auditRowsAfter(server, since);
    expect(afterRefusals).toHaveLength(1);

    // Every type, and a binary key by its base64.
    for (const [name, type] of [['hash', 'hash'], ['list', 'list'], ['set', 'set'], ['zset', 'zset'], ['stream', 'stream']] as const) {
      const answer = await call<DeletedRedisKey>('POST', '/admin/redis/deleteKey', root, { key: k(name), type });
      expect(answer.status, name).toBe(200);
      expect(await redis.exists(k(name))).toBe(0);
    }
    const binary = await call<DeletedRedisKey>('POST', '/admin/redis/deleteKey', root, { key: binaryKey.toString('base64'), encoding: 'base64', type: 'string' });
    expect(binary.status).toBe(200);
    expect(binary.body.label).toBe(`${k('bin-key-')}\\xff\\xfe`);
    expect(await redis.exists(binaryKey)).toBe(0);
    const all = await auditRowsAfter(server, since);
    expect(all.map((r) => r.targetId)).toEqual([k('string'), k('hash'), k('list'), k('set'), k('zset'), k('stream'), `${k('bin-key-')}\\xff\\xfe`]);
  });

  it('lets redis.read browse but not delete, and refuses both to an admin without it', async () => {
    const browse = await call<RedisKeyPage>('GET', `/admin/redis/keys?${qs({ pattern: `${prefix}*` })}`, reader);
    expect(browse.status).toBe(200);
    expect((await call<RedisValue>('GET', `/admin/redis/key?${qs({ key: k('utf8') })}`, reader)).status).toBe(200);
    const since = await lastAuditId(server);
    const refused = await call('POST', '/admin/redis/deleteKey', reader, { key: k('utf8'), type: 'string' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'access.policyRequired', params: { policy: 'redis.delete' } });
    expect(await redis.exists(k('utf8'))).toBe(1);
    expect((await auditRowsAfter(server, since)).map((r) => ({ action: r.action, outcome: r.outcome }))).toEqual([{ action: 'access.denied', outcome: 'DENIED' }]);

    for (const path of ['/admin/redis/server', '/admin/redis/keys', `/admin/redis/key?${qs({ key: k('utf8') })}`]) {
      const answer = await call('GET', path, nobody);
      expect(answer.status, path).toBe(403);
      expect(answer.body.error.params).toEqual({ policy: 'redis.read' });
    }
  });

  it('answers 503 redis.notConfigured without REDIS_URL, and 503 redis.unavailable when Redis does not answer', async () => {
    const off = await startTestServer(kind, { ...RELAXED_LIMITS, REDIS_URL: '' });
    const down = await startTestServer(kind, { ...RELAXED_LIMITS, REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      for (const s of [off, down]) await s.createAdmin({ email: 'redis-off@example.com', password: TEST_PASSWORD, role: 'superAdmin' });
      const offToken = await signIn(off, 'redis-off@example.com');
      for (const [method, path, body] of [['GET', '/admin/redis/server'], ['GET', '/admin/redis/keys'], ['GET', `/admin/redis/key?${qs({ key: 'a' })}`], ['POST', '/admin/redis/deleteKey', { key: 'a', type: 'string' }]] as const) {
        const answer = await off.call<ApiError>(method, path, { token: offToken, body });
        expect(answer.status, path).toBe(503);
        expect(answer.body.error.code, path).toBe('redis.notConfigured');
      }
      const downToken = await signIn(down, 'redis-off@example.com');
      const unreachable = await down.call<ApiError>('GET', '/admin/redis/keys', { token: downToken });
      expect(unreachable.status).toBe(503);
      expect(unreachable.body.error.code).toBe('redis.unavailable');
      const since = await lastAuditId(down);
      const notDeleted = await down.call<ApiError>('POST', '/admin/redis/deleteKey', { token: downToken, body: { key: 'a', type: 'string' } });
      expect(notDeleted.body.error.code).toBe('redis.unavailable');
      expect(await auditRowsAfter(down, since)).toEqual([]);
    } finally {
      await off.close();
      await down.close();
    }
  });
});
