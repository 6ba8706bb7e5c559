import { z } from 'zod';
import { coinSchema } from '../p2p/money.ts';
import { decimalPattern } from '../p2p/money-rules.ts';
import { issueCode } from '../platform/errors.ts';
import { noNul } from '../platform/text-rules.ts';
import {
  LIQUIDITY_AMOUNT_SCALE,
  LIQUIDITY_REPORT_MAX,
  LIQUIDITY_VENUE_KINDS,
  LIQUIDITY_VENUE_NAME_MAX,
  LIQUIDITY_VENUE_NAME_MIN,
  LIQUIDITY_VENUE_STATUSES,
} from './liquidity-rules.ts';

const ref = z.object({ id: z.string(), name: z.string() });

export const liquidityVenueKindSchema = z.enum(LIQUIDITY_VENUE_KINDS);
export const liquidityVenueStatusSchema = z.enum(LIQUIDITY_VENUE_STATUSES);

const venueNameSchema = z
  .string()
  .trim()
  .min(LIQUIDITY_VENUE_NAME_MIN, `must be ${LIQUIDITY_VENUE_NAME_MIN} to ${LIQUIDITY_VENUE_NAME_MAX} characters`)
  .max(LIQUIDITY_VENUE_NAME_MAX, `must be ${LIQUIDITY_VENUE_NAME_MIN} to ${LIQUIDITY_VENUE_NAME_MAX} characters`)
  .refine(...noNul);

/** A balance or threshold: a decimal string of at least 0 with at most 8 decimals. */
const amountSchema = z
  .string({ error: 'must be a decimal given as a string, e.g. "12.5"' })
  .trim()
  .superRefine((value, ctx) => {
    if (!decimalPattern(LIQUIDITY_AMOUNT_SCALE).test(value)) {
      ctx.addIssue({ code: 'custom', message: `must be a decimal of at least 0 with at most ${LIQUIDITY_AMOUNT_SCALE} decimals, e.g. "12.5"`, ...issueCode('validation.decimal', { scale: LIQUIDITY_AMOUNT_SCALE }) });
    }
  });

/** A venue of a coin, by kind and name (the name without case). */
export const liquidityVenueKeySchema = z.object({ coin: coinSchema, venueKind: liquidityVenueKindSchema, venueName: venueNameSchema });

export const liquidityVenueSchema = z.object({
  id: z.string(),
  coin: coinSchema,
  venueKind: liquidityVenueKindSchema,
  venueName: z.string(),
  /** The last balance reported; null before the first report. */
  balance: z.string().nullable(),
  /** When the reporting service observed it. */
  reportedAt: z.string().nullable(),
  /** The service account that reported it. */
  reportedBy: ref.nullable(),
  /** Below this the venue is LOW (an alert); null: no threshold. */
  minBalance: z.string().nullable(),
  thresholdSetBy: ref.nullable(),
  thresholdSetAt: z.string().nullable(),
  status: liquidityVenueStatusSchema,
  /** Since when it is LOW; null when it is not. */
  lowSince: z.string().nullable(),
});
export type LiquidityVenue = z.infer<typeof liquidityVenueSchema>;

export const liquidityAlertSchema = z.object({
  id: z.string(),
  venueId: z.string(),
  coin: coinSchema,
  venueKind: liquidityVenueKindSchema,
  venueName: z.string(),
  /** The balance that fell below the threshold, and the threshold then. */
  balance: z.string(),
  minBalance: z.string(),
  raisedAt: z.string(),
  /** When a report (or a lower threshold) brought it back to at least the threshold; null while it lasts. */
  recoveredAt: z.string().nullable(),
  /** The `liquidity.low` event sent through the outbox. */
  eventId: z.string(),
});
export type LiquidityAlert = z.infer<typeof liquidityAlertSchema>;

/**
 * Per coin: what the exchange owes its customers (the ledger: available, held and in Earn), what
 * its venues report holding, and holdings as a percent of liabilities (null when nothing is owed).
 */
export const liquidityCoinSchema = z.object({
  coin: coinSchema,
  liabilities: z.string(),
  holdings: z.string(),
  coverage: z.string().nullable(),
  venues: z.number().int(),
  lowVenues: z.number().int(),
});
export type LiquidityCoin = z.infer<typeof liquidityCoinSchema>;

export const liquidityOverviewSchema = z.object({
  coins: z.array(liquidityCoinSchema),
  venues: z.array(liquidityVenueSchema),
  /** The open alerts first, then the latest recovered ones. */
  alerts: z.array(liquidityAlertSchema),
  generatedAt: z.string(),
});
export type LiquidityOverview = z.infer<typeof liquidityOverviewSchema>;

/** An admin sets (or with null clears) a venue's threshold; a venue not reported yet is made with it. */
export const setLiquidityThresholdSchema = liquidityVenueKeySchema.extend({ minBalance: amountSchema.nullable() });
export type SetLiquidityThreshold = z.input<typeof setLiquidityThresholdSchema>;

/**
 * The treasury service reports venues' balances (POST /platform/liquidity/balances): each as seen
 * at `observedAt` (now when absent); a report older than the one kept is ignored (`applied` false).
 */
export const reportLiquidityBalancesSchema = z.object({
  balances: z
    .array(liquidityVenueKeySchema.extend({ balance: amountSchema, observedAt: z.iso.datetime({ offset: true }).optional() }))
    .min(1, 'must hold at least 1 balance')
    .max(LIQUIDITY_REPORT_MAX, `must hold at most ${LIQUIDITY_REPORT_MAX} balances`),
});
export type ReportLiquidityBalances = z.input<typeof reportLiquidityBalancesSchema>;
export const reportLiquidityBalancesResultSchema = z.object({
  items: z.array(liquidityVenueSchema.extend({ applied: z.boolean() })),
});
export type ReportLiquidityBalancesResult = z.infer<typeof reportLiquidityBalancesResultSchema>;
