import PgBoss from 'pg-boss';
import type { RawSql } from '../db/database.ts';
import { JOB_QUEUES, type JobQueueName } from './job-queues.ts';

export interface JobLogger {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
}

export interface JobWorker<T extends object = object> {
  queue: JobQueueName;
  /** Jobs fetched at once and handled side by side. */
  batchSize: number;
  /**
   * One job; a throw fails it, and pg-boss retries it with the queue's backoff until its retry
   * limit. `job.retryCount` is the number of earlier failed attempts.
   */
  handle(job: PgBoss.JobWithMetadata<T>): Promise<void>;
}

export interface ScheduleOptions {
  /** The scheduled job's data. */
  data?: object;
  singletonKey?: string;
  singletonSeconds?: number;
}

export interface JobQueueOptions {
  rawSql: RawSql;
  logger: JobLogger;
  /** How often an idle worker looks for jobs (pg-boss polls; 0.5 s at least). */
  pollIntervalSeconds: number;
}

/**
 * The PostgreSQL job queue (pg-boss), on the embedded PGlite as on PostgreSQL: jobs are rows
 * fetched with FOR UPDATE SKIP LOCKED, so any number of API instances share the work, and each job
 * runs on one of them at a time. Background and scheduled work goes through it, no timers of ours.
 * Areas declare workers, queue settings and schedules before `start`; the server starts it once
 * it serves and stops it (letting jobs in hand finish) before the database closes.
 */
export class JobQueue {
  private readonly boss: PgBoss;
  private readonly workers: JobWorker[] = [];
  private readonly schedules: { queue: JobQueueName; cron: string; options: ScheduleOptions }[] = [];
  private readonly settings = new Map<JobQueueName, PgBoss.RetryOptions & PgBoss.ExpirationOptions>();
  private started = false;

  constructor(private readonly options: JobQueueOptions) {
    this.boss = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => options.rawSql(text, values) },
      // The schema is the migrations' (drizzle/0028): a pg-boss that wants another version says so at start.
      migrate: false,
      supervise: true,
      schedule: true,
      pollingIntervalSeconds: options.pollIntervalSeconds,
    });
    this.boss.on('error', (err: unknown) => options.logger.error({ err }, 'job queue error'));
  }

  get isStarted(): boolean {
    return this.started;
  }

  addWorker<T extends object>(worker: JobWorker<T>): void {
    this.workers.push(worker as unknown as JobWorker);
  }

  /** Retry and expiry settings from the configuration, written to the queue's row at start. */
  configureQueue(queue: JobQueueName, settings: PgBoss.RetryOptions & PgBoss.ExpirationOptions): void {
    this.settings.set(queue, settings);
  }

  /**
   * A cron schedule (UTC, a minute at the finest): whichever instance's clock comes first sends the
   * job, once. With `singletonKey` and `singletonSeconds` the queue keeps one job per key and slot
   * of that many seconds however often it is sent (several instances, a late clock).
   */
  schedule(queue: JobQueueName, cron: string, options: ScheduleOptions = {}): void {
    this.schedules.push({ queue, cron, options });
  }

  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    const existing = new Set((await this.boss.getQueues()).map((q) => q.name));
    const missing = JOB_QUEUES.filter((q) => !existing.has(q));
    if (missing.length > 0) throw new Error(`job queues missing from the database (a migration makes them): ${missing.join(', ')}`);
    for (const [queue, settings] of this.settings) await this.boss.updateQueue(queue, { name: queue, ...settings });
    for (const { queue, cron, options } of this.schedules) await this.boss.schedule(queue, cron, options.data ?? {}, { singletonKey: options.singletonKey, singletonSeconds: options.singletonSeconds });
    for (const worker of this.workers) await this.startWorker(worker);
    this.started = true;
    this.options.logger.info({ workers: this.workers.map((w) => w.queue) }, 'job queue started');
  }

  private async startWorker(worker: JobWorker): Promise<void> {
    let workerId = '';
    workerId = await this.boss.work<object>(worker.queue, { batchSize: worker.batchSize, includeMetadata: true }, async (jobs) => {
      const results = await Promise.allSettled(jobs.map((job) => worker.handle(job)));
      // Each job fails on its own: pg-boss would fail the whole batch for one throw. The others
      // are completed by pg-boss when this returns (its completion skips the failed ones).
      await Promise.all(
        results.map((r, i) => (r.status === 'rejected' ? this.boss.fail(worker.queue, jobs[i]?.id ?? '', { message: errorText(r.reason) }) : undefined)),
      );
      // A full batch: more are likely waiting, so the worker fetches again at once instead of sleeping.
      if (jobs.length === worker.batchSize) this.boss.notifyWorker(workerId);
    });
  }

  /** Stops fetching, lets the jobs in hand finish (up to `timeoutMs`), then returns. */
  async stop(timeoutMs = 10_000): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
  }
}

const errorText = (reason: unknown) => (reason instanceof Error ? reason.message : String(reason)).slice(0, 1000);
