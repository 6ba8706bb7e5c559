import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { SecretBox } from '../../platform/security/secret-box.ts';
import { deleteExpiredIdempotencyKeys } from './idempotency.ts';
import { webhookDeliveryWorker } from './webhook-delivery-job.ts';

/** The integration's background work: webhook deliveries with their retries, and the hourly key cleanup. */
export function registerIntegrationJobs(jobs: JobQueue, db: Db, config: Config, box: SecretBox) {
  jobs.configureQueue('webhook-delivery', { retryLimit: config.webhookRetryLimit, retryDelay: config.webhookRetryDelaySeconds, retryBackoff: true, expireInSeconds: 120 });
  jobs.addWorker(webhookDeliveryWorker(db, box, { timeoutMs: config.webhookTimeoutMs, allowInternalUrls: config.webhookAllowInternalUrls }));
  jobs.schedule('idempotency-key-cleanup', '17 * * * *');
  jobs.addWorker({ queue: 'idempotency-key-cleanup', batchSize: 1, handle: async () => void (await deleteExpiredIdempotencyKeys(db)) });
}
