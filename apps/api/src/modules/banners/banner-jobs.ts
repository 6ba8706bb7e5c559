import type { Db } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { deleteUnusedBannerImages } from './banner-image-cleanup.ts';

/**
 * Hourly, banner images no banner uses are deleted once their grace has passed (a day): uploads
 * abandoned in the form, pictures replaced or whose banner was deleted. An hour is plenty next to
 * a day's grace; minute 43 keeps it off the other hourly jobs' minute.
 */
export function registerBannerJobs(jobs: JobQueue, db: Db) {
  jobs.schedule('banner-image-cleanup', '43 * * * *');
  jobs.addWorker({ queue: 'banner-image-cleanup', batchSize: 1, handle: async () => void (await deleteUnusedBannerImages(db)) });
}
