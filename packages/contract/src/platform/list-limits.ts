// Without zod, so the console's lists can import the limits for the price of a few numbers.

/** Offsets stop here: deeper pages would make the database walk and drop that many rows. */
export const MAX_LIST_OFFSET = 10_000;
/** Totals are exact up to this many matches and reported as `totalIsCapped` beyond. */
export const COUNT_CAP = 10_000;

/** page/limit lists: `limit` is 1 to PAGE_SIZE_MAX, PAGE_SIZE_DEFAULT when absent. */
export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 200;

/** The free-text search of a list, trimmed. */
export const SEARCH_MAX_LENGTH = 100;
