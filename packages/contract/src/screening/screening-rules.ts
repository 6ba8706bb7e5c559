// Without zod, so the console can import the statuses and limits for the price of the values.

/**
 * A screening case's life: a hit opens it OPEN; a reviewer decides FALSE_POSITIVE (not this person)
 * or TRUE_MATCH (this person is on the list: the account is frozen in the same transaction).
 */
export const SCREENING_CASE_STATUSES = ['OPEN', 'FALSE_POSITIVE', 'TRUE_MATCH'] as const;
export type ScreeningCaseStatus = (typeof SCREENING_CASE_STATUSES)[number];
export const SCREENING_DECISIONS = ['FALSE_POSITIVE', 'TRUE_MATCH'] as const;
export type ScreeningDecision = (typeof SCREENING_DECISIONS)[number];

/** Where a hit came from: an uploaded watchlist, or the ComplyAdvantage-style HTTP provider. */
export const SCREENING_PROVIDERS = ['WATCHLIST', 'COMPLYADVANTAGE'] as const;
export type ScreeningProviderKind = (typeof SCREENING_PROVIDERS)[number];

/** The spec's page size for the compliance queues. */
export const SCREENING_PAGE_SIZE = 50;

/** The header of an uploaded watchlist, in this order (aliases are `;`-separated). */
export const WATCHLIST_CSV_COLUMNS = ['name', 'aliases', 'date_of_birth', 'country', 'list'] as const;
export const WATCHLIST_NAME_MAX = 120;
export const WATCHLIST_ENTRY_NAME_MAX = 200;
export const WATCHLIST_LIST_NAME_MAX = 80;
/** An upload is at most this many rows (and 5 MB of text). */
export const WATCHLIST_ROWS_MAX = 20_000;
export const WATCHLIST_CSV_MAX_BYTES = 5 * 1024 * 1024;

export const SCREENING_NOTE_MIN = 3;
export const SCREENING_NOTE_MAX = 2000;
