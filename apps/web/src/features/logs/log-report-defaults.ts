/** Spec section 9: log group public-api, limit 1000, default start 2020-11-01, dates as YYYY-MM-DD. */
export const LOG_REPORT_DEFAULTS = {
  logGroupName: 'public-api',
  limit: 1000,
  startDate: '2020-11-01',
  dateFormat: 'YYYY-MM-DD',
} as const;
/** The server's ceiling (MAX_LOG_LINES in the contract). */
export const LOG_REPORT_MAX_LINES = 10_000;
