import { z } from 'zod';
import { isoDateOrDateTime } from './dates.ts';
import { COUNT_CAP, MAX_LIST_OFFSET, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './list-limits.ts';

// The limits live in list-limits.ts (no zod, for the console); re-exported for the API's imports.
export { COUNT_CAP, MAX_LIST_OFFSET };

/** Query-string booleans: 'true' / 'false' only. */
export const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * `withTotal=false`: the page without its total (`total` null), for a client that already counted
 * these filters and is only paging; the count is most of a list's cost.
 */
export const withTotalQuery = { withTotal: queryBoolean.default(true) };

export const pageQuerySchema = {
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  ...withTotalQuery,
};

/** A list's total: exact when `totalIsCapped` is false, otherwise "at least COUNT_CAP"; null when not asked for. */
export const listTotalSchema = {
  total: z.number().int().nullable(),
  totalIsCapped: z.boolean(),
};

export const listResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    ...listTotalSchema,
    page: z.number().int(),
    limit: z.number().int(),
  });

export type ListResponse<T> = {
  items: T[];
  total: number | null;
  totalIsCapped: boolean;
  page: number;
  limit: number;
};

/** `format=csv` on a list's own endpoint: every matching row as CSV (paging ignored), audited. */
export const exportFormatQuery = { format: z.enum(['json', 'csv']).default('json') };

/** ISO date or date-time, as a query parameter: the contract's one date rule. */
export const queryDate = isoDateOrDateTime;
