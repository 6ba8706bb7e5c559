import type { z } from 'zod';
import type { DeletedRedisKey, deleteRedisKeySchema } from '@exchange/contract/redis/redis';
import { type Actor, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { type ExplorerRedis, withRedis } from './redis-client.ts';
import { keyNotFound } from './redis-queries.ts';
import { keyIn, keyOut } from './redis-text.ts';

type DeleteInput = z.infer<typeof deleteRedisKeySchema>;

/**
 * Deletes the key only if it still has the type the admin saw, in one step on the server (a Lua
 * script: TYPE, then UNLINK, which frees a large value off the main thread). Answers what it found
 * instead when the key is gone or was replaced.
 */
const DELETE_IF_TYPE = `
local t = redis.call('TYPE', KEYS[1])['ok']
if t ~= ARGV[1] then return t end
redis.call('UNLINK', KEYS[1])
return 'deleted'`;

/** The audit row names the key by its text (binary bytes escaped), cut to what a target id holds. */
const TARGET_ID_MAX = 500;

/**
 * Deletes a key, audited. The audit row is written first, in a transaction that commits only once
 * Redis has deleted the key: a refusal (the key is gone, 404; it changed type, 409) or an outage
 * (503) rolls the row back, so every row stands for a key that was deleted.
 */
export async function deleteRedisKey(db: Db, explorer: ExplorerRedis, body: DeleteInput, actor: Actor): Promise<DeletedRedisKey> {
  const redis = explorer.client();
  const key = keyIn(body.key, body.encoding);
  const shown = keyOut(key);
  await db.transaction(async (tx) => {
    const ttlMs = await withRedis(() => redis.pttl(key));
    await writeAudit(tx, actor, {
      action: 'redis.key.delete',
      outcome: 'SUCCESS',
      targetType: 'redis_key',
      targetId: shown.label.slice(0, TARGET_ID_MAX),
      before: { key: shown.key, encoding: shown.encoding, type: body.type, ttlMs: ttlMs >= 0 ? ttlMs : null, server: `${explorer.address}/${explorer.db}` },
      after: { deleted: true },
    });
    const outcome = await withRedis(() => redis.eval(DELETE_IF_TYPE, 1, key, body.type));
    if (outcome === 'deleted') return;
    if (outcome === 'none') throw keyNotFound();
    throw new AppError(409, 'redis.keyChanged', `The key is a ${String(outcome)} now, not a ${body.type}: look at it again before deleting it`);
  });
  return { ...shown, type: body.type, deleted: true };
}
