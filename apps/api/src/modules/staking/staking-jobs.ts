import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import { unlockDueStakes } from './stake-commands.ts';
import { runManualStatistics, runScheduledStatistics } from './staking-statistics.ts';

/** The schedule's cron for periods of `minutes` (a divisor of 60): "every 30 minutes" is "*\/30 * * * *". */
export const statisticsCron = (minutes: number) => (minutes === 60 ? '0 * * * *' : `*/${minutes} * * * *`);

/**
 * The staking statistics every period (30 minutes by default) and on an admin's "Run now"; and
 * each minute, the stakes whose lock has ended are unlocked. The statistics' schedule sends its job
 * with a singleton key per period: however many instances' clocks send it, the queue keeps one job
 * per period, and the run row keyed on the period refuses a second computation all the same.
 */
export function registerStakingJobs(jobs: JobQueue, db: Db, config: Config) {
  const minutes = config.stakingStatisticsMinutes;
  jobs.schedule('staking-statistics', statisticsCron(minutes), { singletonKey: 'scheduled', singletonSeconds: minutes * 60 });
  jobs.addWorker<{ runId?: string }>({
    queue: 'staking-statistics',
    batchSize: 1,
    handle: async (job) => {
      if (job.data.runId) await runManualStatistics(db, job.data.runId);
      else await runScheduledStatistics(db, minutes, job.id);
    },
  });
  jobs.schedule('staking-unlock', '* * * * *');
  jobs.addWorker({ queue: 'staking-unlock', batchSize: 1, handle: async () => void (await unlockDueStakes(db)) });
}
