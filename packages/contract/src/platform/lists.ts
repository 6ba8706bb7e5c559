import { z } from 'zod';
import { isoDateOrDateTime } from './dates.ts';
import { COUNT_CAP, MAX_LIST_OFFSET, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './list-limits.ts';

// The limits live in list-limits.ts (no zod, for the console); re-exported for the API's imports.
export { COUNT_CAP, MAX_LIST_OFFSET };

export const pageQuerySchema = {
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
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
