// Without zod, so the console can import the list for the price of the names.

/** Log groups the server keeps. `public-api`: one line per API request, written by the server itself. */
export const LOG_GROUPS = ['public-api'] as const;
export type LogGroup = (typeof LOG_GROUPS)[number];
