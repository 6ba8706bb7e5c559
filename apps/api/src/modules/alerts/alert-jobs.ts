import { eq } from 'drizzle-orm';
import { WORK_QUEUES } from '@exchange/contract/queues/queue-names';
import { ALERT_CHECK_CRON } from '@exchange/contract/alerts/alert-rules';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { Mailer } from '../../platform/mail/mailer.ts';
import { composeEmail } from '../email-templates/email-templates.ts';
import { announceMinute, checkAlertRules } from './alert-check.ts';
import { alertRules as r, raisedAlerts as a } from './alert-tables.ts';

const UNITS: Record<string, string> = { QUEUE_AGE: 'minutes waited', QUEUE_SIZE: 'rows waiting', LIABILITY_COVERAGE: 'percent covered' };

/** The e-mail of one alert to one address (a job each, so one bad address does not hold the others). */
async function sendAlertEmail(db: Db, mailer: Mailer, exchangeName: string, alertId: string, to: string): Promise<void> {
  const [alert] = await db
    .select({ name: r.name, kind: r.kind, queue: r.queue, asset: r.asset, observed: a.observed, threshold: a.threshold, raisedAt: a.raisedAt })
    .from(a)
    .innerJoin(r, eq(r.id, a.ruleId))
    .where(eq(a.id, alertId));
  // The rule was deleted since: its alert went with it, and so does the e-mail.
  if (!alert) return;
  const what = alert.queue && alert.queue in WORK_QUEUES ? `queue ${alert.queue}` : `asset ${alert.asset ?? ''}`;
  const mail = await composeEmail(db, 'admin.alertRaised', 'en', {
    exchangeName,
    ruleName: alert.name,
    raisedAt: alert.raisedAt.toISOString(),
    watched: what,
    seen: `${alert.observed} ${UNITS[alert.kind] ?? ''}`,
    rule: `${alert.kind === 'LIABILITY_COVERAGE' ? 'at least' : 'at most'} ${alert.threshold}`,
  });
  await mailer.send({ to, ...mail });
}

/**
 * Every minute, on whichever instance the queue hands the job to: the rules are checked, and
 * every instance's live queues count again (ages and SLA breaches move with the clock alone).
 */
export function registerAlertJobs(jobs: JobQueue, db: Db, config: Config, mailer: Mailer) {
  jobs.schedule('alert-check', ALERT_CHECK_CRON);
  jobs.addWorker({
    queue: 'alert-check',
    batchSize: 1,
    handle: async () => {
      await checkAlertRules(db, config.disputeSlaMs);
      await announceMinute(db);
    },
  });
  jobs.addWorker<{ alertId: string; to: string }>({
    queue: 'alert-email',
    batchSize: 5,
    handle: (job) => sendAlertEmail(db, mailer, config.exchangeName, job.data.alertId, job.data.to),
  });
}
