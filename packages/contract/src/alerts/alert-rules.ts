// Without zod, so the console can import the kinds for the price of their names.

/**
 * What an alert rule watches:
 * - QUEUE_AGE: the oldest row of a queue has waited longer than `threshold` minutes;
 * - QUEUE_SIZE: a queue holds more than `threshold` rows;
 * - LIABILITY_COVERAGE: an asset's holdings cover less than `threshold` percent of what customers are owed.
 */
export const ALERT_RULE_KINDS = ['QUEUE_AGE', 'QUEUE_SIZE', 'LIABILITY_COVERAGE'] as const;
export type AlertRuleKind = (typeof ALERT_RULE_KINDS)[number];

/** A rule raises at most one alert per period; the period is also how often it may repeat. */
export const ALERT_PERIOD_MINUTES_MIN = 5;
export const ALERT_PERIOD_MINUTES_MAX = 7 * 24 * 60;
export const ALERT_RULE_NAME_MAX = 80;
export const ALERT_EMAILS_MAX = 10;
/** Rules are checked by a scheduled job this often. */
export const ALERT_CHECK_CRON = '* * * * *';
export const ALERTS_PAGE_SIZE = 20;
