/**
 * The job queue's queues. Each is a partition of pgboss.job made by a migration (drizzle/0028):
 * a new queue needs a migration that calls pgboss.create_queue, or the server refuses to start.
 */
export const JOB_QUEUES = [
  'webhook-delivery',
  'idempotency-key-cleanup',
  'alert-check',
  'alert-email',
  'staking-statistics',
  'staking-unlock',
  'voucher-expiry',
  'banner-image-cleanup',
] as const;
export type JobQueueName = (typeof JOB_QUEUES)[number];
