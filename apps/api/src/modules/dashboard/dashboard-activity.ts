import { sql, type SQL } from 'drizzle-orm';
import type { Policy } from '@exchange/contract/access/policies';
import { ACTIVITY_METRICS, type ActivityLine, type ActivityMetric } from '@exchange/contract/dashboard/dashboard';
import { selectRows, type Db } from '../../platform/db/database.ts';

/**
 * Each metric's rows of the last 8 UTC days: `today` says whether a row is today's, `asset`
 * groups the amounts. Read through each table's created index, so the cost is the last week's
 * rows, not the table's.
 */
/** `scale`: the decimals of the daily average amount (fiat 2, coins 8). */
const METRICS: Record<ActivityMetric, { policy: Policy; scale: number; rows: SQL }> = {
  newCustomers: {
    scale: 0,
    policy: 'customers.read',
    rows: sql`select null::text as asset, created_at >= current_date::timestamptz as today, null::numeric as amount from customers where created_at >= current_date::timestamptz - interval '7 days'`,
  },
  fiatDeposits: {
    scale: 2,
    policy: 'fiat.deposits.read',
    rows: sql`select currency as asset, created_at >= current_date::timestamptz as today, amount from fiat_deposits where created_at >= current_date::timestamptz - interval '7 days' and status <> 'REJECTED'`,
  },
  fiatWithdrawals: {
    scale: 2,
    policy: 'fiat.withdrawals.read',
    rows: sql`select currency as asset, created_at >= current_date::timestamptz as today, amount from fiat_withdrawals where created_at >= current_date::timestamptz - interval '7 days' and status not in ('REJECTED', 'FAILED')`,
  },
  cryptoDeposits: {
    scale: 8,
    policy: 'crypto.deposits.read',
    rows: sql`select coin as asset, created_at >= current_date::timestamptz as today, amount from crypto_deposits where created_at >= current_date::timestamptz - interval '7 days' and status <> 'REJECTED'`,
  },
  cryptoWithdrawals: {
    scale: 8,
    policy: 'crypto.withdrawals.read',
    rows: sql`select coin as asset, created_at >= current_date::timestamptz as today, amount from crypto_withdrawals where created_at >= current_date::timestamptz - interval '7 days' and status not in ('REJECTED', 'FAILED')`,
  },
  // The P2P statistics' per-day totals (kept by triggers): a few rows per day whatever the volume.
  p2pVolume: {
    scale: 2,
    policy: 'p2p.statistics.read',
    rows: sql`select fiat as asset, day = current_date as today, fiat_sum as amount, count from p2p_daily_volume where day >= current_date - 7 and status = 'APPROVED'`,
  },
};

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

/** Today against the daily average of the 7 days before, per metric and asset, for the metrics the admin may read. */
export async function dashboardActivity(db: Db, held: ReadonlySet<Policy>): Promise<ActivityLine[]> {
  // A session's "today" is UTC's, whatever the database's time zone.
  const parts = ACTIVITY_METRICS.filter((metric) => held.has(METRICS[metric].policy))
    .map((metric) => {
      const rows = METRICS[metric].rows;
      const counted = metric === 'p2pVolume' ? sql`sum(count)` : sql`count(*)`;
      return sql`select ${metric}::text as metric, asset,
          (${counted} filter (where today))::int as today_count,
          trim_scale(sum(amount) filter (where today))::text as today_amount,
          round(coalesce(${counted} filter (where not today), 0) / 7.0, 2)::text as average_count,
          trim_scale(round(coalesce(sum(amount) filter (where not today), 0) / 7.0, ${sql.raw(String(METRICS[metric].scale))}))::text as average_amount
        from (${rows}) r group by asset`;
    });
  if (parts.length === 0) return [];
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    return selectRows(tx, sql.join(parts, sql` union all `));
  });
  return rows
    .flatMap((row): ActivityLine[] => {
      const metric = ACTIVITY_METRICS.find((m) => m === row.metric);
      if (!metric) return [];
      const withAmount = metric !== 'newCustomers';
      return [{
        metric,
        asset: text(row.asset),
        todayCount: Number(row.today_count ?? 0),
        todayAmount: withAmount ? (text(row.today_amount) ?? '0') : null,
        averageCount: text(row.average_count) ?? '0',
        averageAmount: withAmount ? (text(row.average_amount) ?? '0') : null,
      }];
    })
    .sort((a, b) => ACTIVITY_METRICS.indexOf(a.metric) - ACTIVITY_METRICS.indexOf(b.metric) || (a.asset ?? '').localeCompare(b.asset ?? ''));
}
