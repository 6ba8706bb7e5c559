import type { Db } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { expireVoucherBatches } from './expire-voucher-batches.ts';

/**
 * Each minute, batches past their expiry give their unspent budget back to the rewards account.
 * A minute keeps the reserve honest soon after an expiry, and a run with nothing due is one
 * small query. The queue is a singleton (one job at a time); the guarded UPDATE of each batch
 * would release it once all the same.
 */
export function registerVoucherJobs(jobs: JobQueue, db: Db) {
  jobs.schedule('voucher-expiry', '* * * * *');
  jobs.addWorker({ queue: 'voucher-expiry', batchSize: 1, handle: async () => void (await expireVoucherBatches(db)) });
}
