import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { AuditSampleContext, Sample } from '../../testing/audit-samples.ts';
import { testRedisUrl } from '../../testing/test-server.ts';

/** Deleting a Redis key, for the audit-coverage suite: the key is made on the tests' Redis first. */
export function redisAuditSamples(_c: AuditSampleContext): Record<string, Sample> {
  return {
    'POST /admin/redis/deleteKey': {
      actions: ['redis.key.delete'],
      state: 'update',
      prepare: async () => {
        const key = `test:audit-sample:${randomUUID()}`;
        const redis = new Redis(testRedisUrl(), { lazyConnect: true });
        try {
          await redis.connect();
          await redis.set(key, 'made for the audit sample', 'EX', 300);
        } finally {
          redis.disconnect();
        }
        return { path: '/admin/redis/deleteKey', body: { key, type: 'string' }, targetId: key };
      },
    },
  };
}
