import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StakingStatistics } from '@exchange/contract/staking/staking';
import { TEST_PASSWORD, rowsOf, signIn } from '../../testing/access-test-helpers.ts';
import { createPostgresTestDatabase, startTestServer, type TestServer } from '../../testing/test-server.ts';
import { openPostgres } from '../../platform/db/database.ts';

/**
 * Two API instances on one PostgreSQL database, each with its job queue and the statistics'
 * schedule: the statistics are computed once per period all the same. The period is one minute
 * here (STAKING_STATISTICS_MINUTES), so that the test sees two periods; the code path is the one
 * of the default 30.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the staking statistics schedule with two API instances', () => {
  let database: { url: string; drop(): Promise<void> };
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    database = await createPostgresTestDatabase();
    const env = { TOTP_ENCRYPTION_KEY: randomBytes(32).toString('hex'), STAKING_STATISTICS_MINUTES: '1', JOB_POLL_INTERVAL_SECONDS: '1' };
    [a, b] = await Promise.all([
      openPostgres(database.url, { poolSize: 3 }).then((db) => startTestServer('postgres', env, { database: db })),
      openPostgres(database.url, { poolSize: 3 }).then((db) => startTestServer('postgres', env, { database: db })),
    ]);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  it('runs the statistics once per period, whichever instance sends or works the job', async () => {
    const periods = () =>
      rowsOf<{ period_start: string; runs: number }>(a, sql`
        select period_start::text, count(*)::int as runs from staking_statistics_runs
         where trigger = 'SCHEDULED' and finished_at is not null group by period_start order by period_start`);
    // Both schedules send each minute: wait until two periods have their run.
    await expect.poll(async () => (await periods()).length, { timeout: 170_000, interval: 1_000 }).toBeGreaterThanOrEqual(2);
    const runs = await periods();
    expect(runs.every((r) => r.runs === 1), JSON.stringify(runs)).toBe(true);
    // The queue itself held one job per period: the second instance's send was dropped, not worked and skipped.
    const jobs = await rowsOf<{ singleton_on: string; jobs: number }>(a, sql`
      select singleton_on::text, count(*)::int as jobs from pgboss.job where name = 'staking-statistics' group by singleton_on order by singleton_on`);
    expect(jobs.length).toBeGreaterThanOrEqual(2);
    expect(jobs.every((j) => j.jobs === 1), JSON.stringify(jobs)).toBe(true);
    // Both instances scheduled it: one schedule row, sent from whichever clock came first.
    const schedules = await rowsOf<{ cron: string }>(b, sql`select cron from pgboss.schedule where name = 'staking-statistics'`);
    expect(schedules).toEqual([{ cron: '*/1 * * * *' }]);
    // Either instance shows the figures of the last run, and the next one a minute after its period.
    await a.createAdmin({ email: 'schedule@example.com', password: TEST_PASSWORD, name: 'Sid Schedule' });
    const stats = await b.call<StakingStatistics>('GET', '/admin/staking/statistics', { token: await signIn(b, 'schedule@example.com') });
    expect(stats.body).toMatchObject({ intervalMinutes: 1, lastRun: { trigger: 'SCHEDULED', requestedBy: null } });
    expect(Date.parse(stats.body.nextRunAt) % 60_000).toBe(0);
  }, 200_000);
});
