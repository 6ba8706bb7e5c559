// Without zod, so the console can import the limits for the price of the values.

/** Archiving or restoring a record needs a reason of this many characters (trimmed). */
export const ARCHIVE_REASON_MIN = 3;
export const ARCHIVE_REASON_MAX = 500;
