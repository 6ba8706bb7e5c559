import { z } from 'zod';
import { queueCountSchema } from '../queues/work-queues.ts';
import { raisedAlertSchema } from '../alerts/alerts.ts';

/** What the dashboard compares today with: each line is shown only to admins who may read its area. */
export const ACTIVITY_METRICS = ['newCustomers', 'fiatDeposits', 'fiatWithdrawals', 'cryptoDeposits', 'cryptoWithdrawals', 'p2pVolume'] as const;
export type ActivityMetric = (typeof ACTIVITY_METRICS)[number];

export const activityLineSchema = z.object({
  metric: z.enum(ACTIVITY_METRICS),
  /** The asset of the amounts; null for a count alone (new customers). */
  asset: z.string().nullable(),
  /** Since 00:00 UTC today. */
  todayCount: z.number().int(),
  todayAmount: z.string().nullable(),
  /** The daily average of the 7 whole UTC days before today, as a decimal string. */
  averageCount: z.string(),
  averageAmount: z.string().nullable(),
});
export type ActivityLine = z.infer<typeof activityLineSchema>;

/**
 * One asset's liabilities to customers (what all customers' accounts hold, available and held)
 * against what the exchange holds for them (its bank, card processor and wallet accounts), both
 * read from the ledger. `coverage` is holdings as a percent of liabilities, null when nothing is owed.
 */
export const liabilityLineSchema = z.object({
  asset: z.string(),
  liabilities: z.string(),
  holdings: z.string(),
  coverage: z.string().nullable(),
});
export type LiabilityLine = z.infer<typeof liabilityLineSchema>;

export const dashboardSchema = z.object({
  queues: z.array(queueCountSchema),
  activity: z.array(activityLineSchema),
  /** Null without ledger.read. */
  liabilities: z.array(liabilityLineSchema).nullable(),
  /** The last alerts raised; null without alerts.read. */
  alerts: z.array(raisedAlertSchema).nullable(),
  generatedAt: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** How many of the last alerts the dashboard shows. */
export const DASHBOARD_ALERTS = 5;
