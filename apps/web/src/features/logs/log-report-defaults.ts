import { DEFAULT_LOG_LINES, MAX_LOG_LINES, MAX_LOG_RANGE_DAYS } from '@exchange/contract/logs/log-limits';

/** Spec section 9: log group public-api, limit 1000, default start date 2020-11-01, dates as YYYY-MM-DD. */
export const LOG_REPORT_DEFAULTS = {
  logGroupName: 'public-api',
  from: '2020-11-01',
  limit: DEFAULT_LOG_LINES,
  dateFormat: 'YYYY-MM-DD',
} as const;
/** The server's ceilings (from the contract, without zod). */
export const LOG_REPORT_MAX_LINES = MAX_LOG_LINES;
export const LOG_REPORT_MAX_DAYS = MAX_LOG_RANGE_DAYS;
