// Without zod, so the console's Download Logs modal can import the limits for the price of three numbers.

/** Lines a single download may hold; the console asks for 1,000 by default (spec section 9). */
export const MAX_LOG_LINES = 10_000;
export const DEFAULT_LOG_LINES = 1_000;
/**
 * The widest download: `to` at most this many days after `from`, the longest the request log can be
 * kept (REQUEST_LOG_RETENTION_DAYS is at most 3,650). A download only reads the day partitions that
 * exist, so retention bounds its cost; this bound refuses ranges no log could hold (to 9999-12-31)
 * while the spec's default start, 2020-11-01, still works.
 */
export const MAX_LOG_RANGE_DAYS = 3_660;
