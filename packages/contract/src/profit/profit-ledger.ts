import { z } from 'zod';
import { exportFormatQuery, listResponseSchema, queryDate, withTotalQuery } from '../platform/lists.ts';

/** The spec: profit lists page by 2000 (a day and an asset a row: a year of a few assets fits). */
export const PROFIT_PAGE_SIZE = 2000;

export const listProfitLedgerQuerySchema = z.object({
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(PROFIT_PAGE_SIZE).default(PROFIT_PAGE_SIZE),
  ...withTotalQuery,
  /** An asset's code (USD, BTC...). */
  asset: z.string().trim().regex(/^[A-Z][A-Z0-9]{1,11}$/, 'must be an asset code such as USD or BTC').optional(),
  /** The day (UTC) a line was posted; a plain day includes all of it. */
  startDate: queryDate.optional(),
  endDate: queryDate.optional(),
  ...exportFormatQuery,
});
export type ListProfitLedgerQuery = z.input<typeof listProfitLedgerQuerySchema>;

/**
 * What the exchange earned in one asset on one day (UTC), from the journal itself: the lines on its
 * FEES account (income) and on its TAXES account (collected for the tax authority, not income).
 * Decimal strings.
 */
export const profitDaySchema = z.object({
  day: z.string(),
  asset: z.string(),
  fees: z.string(),
  taxes: z.string(),
  /** How many journal entries brought them. */
  entries: z.number().int(),
});
export type ProfitDay = z.infer<typeof profitDaySchema>;
export const profitLedgerSchema = listResponseSchema(profitDaySchema);
