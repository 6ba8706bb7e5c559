import { z } from 'zod';
import { isoDateOrDateTime } from './dates.ts';

/** Offsets stop here: deeper pages would make the database walk and drop that many rows. */
export const MAX_LIST_OFFSET = 10_000;
/** Totals are exact up to this many matches and reported as `totalIsCapped` beyond. */
export const COUNT_CAP = 10_000;

export const pageQuerySchema = {
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(10),
};

export const listResponseSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Exact when `totalIsCapped` is false; otherwise "at least COUNT_CAP". */
    total: z.number().int(),
    totalIsCapped: z.boolean(),
    page: z.number().int(),
    limit: z.number().int(),
  });

export type ListResponse<T> = {
  items: T[];
  total: number;
  totalIsCapped: boolean;
  page: number;
  limit: number;
};

/** Query-string booleans: 'true' / 'false' only. */
export const queryBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');

/** ISO date or date-time, as a query parameter: the contract's one date rule. */
export const queryDate = isoDateOrDateTime;
