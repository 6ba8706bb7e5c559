import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { StakingStatistics } from '@exchange/contract/staking/staking';
import type { StatisticsTrigger } from '@exchange/contract/staking/staking-rules';
import type { Coin } from '@exchange/contract/p2p/money-rules';
import { type Actor, adminOf, writeAudit } from '../../platform/audit/write-audit.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/unique-violation.ts';
import { enqueueJob } from '../../platform/jobs/enqueue-job.ts';
import { admins } from '../auth/auth-tables.ts';
import { trimAmount } from '../crypto/crypto-network-rules.ts';
import { trimRate } from './staking-queries.ts';
import { stakingDurations as d, stakingProtocols as p, stakingProviders as v, stakingStatistics as st, stakingStatisticsRuns as runs } from './staking-tables.ts';

/** The start of the period `at` falls in: periods of `minutes` start on the clock (:00, :30). */
export const periodStart = (at: Date, minutes: number) => new Date(Math.floor(at.getTime() / (minutes * 60_000)) * minutes * 60_000);
/** When the schedule next runs after `at`: the next period's start. */
export const nextRunAfter = (at: Date, minutes: number) => new Date(periodStart(at, minutes).getTime() + minutes * 60_000);

/**
 * Recomputes every figure in the caller's transaction: the table is locked against another run
 * (readers still read the last figures until this commits), emptied and filled by one grouped
 * query over every duration and its stakes: per coin, per protocol and per duration. Durations with
 * no stake count as zero, so every protocol shows.
 */
async function recompute(tx: Tx): Promise<void> {
  await tx.execute(sql`lock table ${st} in exclusive mode`);
  await tx.delete(st);
  await tx.execute(sql`
    insert into ${st} (scope, coin, protocol_id, duration_id, active_stakes, staked, rewards_paid, unlocking_7d, unlocking_30d)
    select case when grouping(p.id) = 1 then 'COIN' when grouping(d.id) = 1 then 'PROTOCOL' else 'DURATION' end,
           p.coin, case when grouping(p.id) = 0 then p.id end, case when grouping(d.id) = 0 then d.id end,
           count(s.id) filter (where s.status = 'ACTIVE'),
           coalesce(sum(s.amount) filter (where s.status = 'ACTIVE'), 0),
           coalesce(sum(s.reward) filter (where s.status = 'UNLOCKED'), 0),
           coalesce(sum(s.amount) filter (where s.status = 'ACTIVE' and s.unlocks_at < now() + interval '7 days'), 0),
           coalesce(sum(s.amount) filter (where s.status = 'ACTIVE' and s.unlocks_at < now() + interval '30 days'), 0)
      from staking_durations d
      join staking_protocols p on p.id = d.protocol_id
      left join stakes s on s.duration_id = d.id
     group by grouping sets ((p.coin), (p.coin, p.id), (p.coin, p.id, d.id))`);
}

/**
 * The scheduled run of the period `now` falls in. Its run row is keyed on the period's start:
 * whichever job of the period comes second (another instance's schedule, a retried send) finds
 * the key taken and does nothing. The row and the figures commit together.
 */
export async function runScheduledStatistics(db: Db, minutes: number, jobId: string | null, now = new Date()): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const [run] = await tx
        .insert(runs)
        .values({ trigger: 'SCHEDULED', periodStart: periodStart(now, minutes), jobId, startedAt: sql`now()` })
        .onConflictDoNothing()
        .returning({ id: runs.id });
      if (!run) return false;
      await recompute(tx);
      await tx.update(runs).set({ finishedAt: sql`clock_timestamp()` }).where(eq(runs.id, run.id));
      return true;
    });
  } catch (error) {
    // Two instances' jobs of one period at the same moment: the second waits on the first's key, then conflicts.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** An admin's queued run: computed now, its row closed (with the error, if it failed, so that another may be asked for). */
export async function runManualStatistics(db: Db, runId: string): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [run] = await tx.select({ id: runs.id }).from(runs).where(and(eq(runs.id, runId), isNull(runs.finishedAt))).for('update');
      if (!run) return;
      await tx.update(runs).set({ startedAt: sql`now()` }).where(eq(runs.id, runId));
      await recompute(tx);
      await tx.update(runs).set({ finishedAt: sql`clock_timestamp()` }).where(eq(runs.id, runId));
    });
  } catch (error) {
    await db.update(runs).set({ finishedAt: sql`clock_timestamp()`, error: String(error instanceof Error ? error.message : error).slice(0, 500) }).where(and(eq(runs.id, runId), isNull(runs.finishedAt)));
    throw error;
  }
}

/**
 * "Run now": a MANUAL run row and its job, with the audit row, in one transaction. While one waits
 * (queued or running) a second request changes nothing and says so (audited as "already queued"):
 * a unique index keeps one pending manual run, so two admins at once make one job.
 */
export async function requestStatisticsRun(db: Db, minutes: number, actor: Actor): Promise<StakingStatistics> {
  const adminId = adminOf(actor);
  const queue = async (tx: Tx) => {
    const [run] = await tx.insert(runs).values({ trigger: 'MANUAL', requestedBy: adminId }).onConflictDoNothing().returning({ id: runs.id });
    if (run) {
      const jobId = await enqueueJob(tx, 'staking-statistics', { runId: run.id });
      await tx.update(runs).set({ jobId }).where(eq(runs.id, run.id));
    }
    const [pending] = await tx.select({ id: runs.id }).from(runs).where(and(eq(runs.trigger, 'MANUAL'), isNull(runs.finishedAt)));
    await writeAudit(tx, actor, {
      action: 'staking.statistics.run',
      outcome: 'SUCCESS',
      targetType: 'staking_statistics_run',
      targetId: run?.id ?? pending?.id ?? 'pending',
      after: { trigger: 'MANUAL' },
      detail: run ? undefined : 'already queued',
    });
  };
  await db.transaction(queue);
  return readStakingStatistics(db, minutes);
}

const ref = (id: string | null, name: string | null) => ({ id: id ?? '', name: name ?? '' });

/** The last figures, when they were computed and by what, the next scheduled run and whether a manual run waits. */
export async function readStakingStatistics(db: DbOrTx, minutes: number, now = new Date()): Promise<StakingStatistics> {
  const [last] = await db
    .select({ trigger: runs.trigger, requestedBy: runs.requestedBy, requesterName: admins.name, startedAt: runs.startedAt, finishedAt: runs.finishedAt })
    .from(runs)
    .leftJoin(admins, eq(admins.id, runs.requestedBy))
    .where(and(isNotNull(runs.finishedAt), isNull(runs.error)))
    .orderBy(desc(runs.finishedAt))
    .limit(1);
  const [pending] = await db.select({ id: runs.id }).from(runs).where(and(eq(runs.trigger, 'MANUAL'), isNull(runs.finishedAt)));
  const rows = await db
    .select({
      scope: st.scope,
      coin: st.coin,
      protocolId: st.protocolId,
      protocolName: p.name,
      providerId: v.id,
      providerName: v.name,
      durationId: st.durationId,
      days: d.days,
      apy: d.apy,
      activeStakes: st.activeStakes,
      staked: st.staked,
      rewardsPaid: st.rewardsPaid,
      unlocking7d: st.unlocking7d,
      unlocking30d: st.unlocking30d,
    })
    .from(st)
    .leftJoin(p, eq(p.id, st.protocolId))
    .leftJoin(v, eq(v.id, p.providerId))
    .leftJoin(d, eq(d.id, st.durationId))
    .orderBy(st.coin, sql`lower(${p.name})`, d.days);
  const figures = (r: (typeof rows)[number]) => ({
    coin: r.coin as Coin,
    activeStakes: r.activeStakes,
    staked: trimAmount(r.staked),
    rewardsPaid: trimAmount(r.rewardsPaid),
    unlocking7d: trimAmount(r.unlocking7d),
    unlocking30d: trimAmount(r.unlocking30d),
  });
  return {
    intervalMinutes: minutes,
    computedAt: last?.finishedAt?.toISOString() ?? null,
    nextRunAt: nextRunAfter(now, minutes).toISOString(),
    lastRun:
      last?.startedAt && last.finishedAt
        ? {
            trigger: last.trigger as StatisticsTrigger,
            requestedBy: last.requestedBy ? ref(last.requestedBy, last.requesterName) : null,
            startedAt: last.startedAt.toISOString(),
            finishedAt: last.finishedAt.toISOString(),
          }
        : null,
    runPending: Boolean(pending),
    coins: rows.filter((r) => r.scope === 'COIN').map(figures),
    protocols: rows.filter((r) => r.scope === 'PROTOCOL').map((r) => ({ ...figures(r), protocol: ref(r.protocolId, r.protocolName), provider: ref(r.providerId, r.providerName) })),
    durations: rows
      .filter((r) => r.scope === 'DURATION')
      .map((r) => ({ ...figures(r), durationId: r.durationId ?? '', protocol: ref(r.protocolId, r.protocolName), days: r.days ?? 0, apy: trimRate(r.apy ?? '0') })),
  };
}
