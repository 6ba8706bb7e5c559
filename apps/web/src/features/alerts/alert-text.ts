import type { AlertRuleKind } from '@exchange/contract/alerts/alert-rules';

export const alertKindKeys: Readonly<Record<AlertRuleKind, string>> = {
  QUEUE_AGE: 'alerts.kinds.QUEUE_AGE',
  QUEUE_SIZE: 'alerts.kinds.QUEUE_SIZE',
  LIABILITY_COVERAGE: 'alerts.kinds.LIABILITY_COVERAGE',
};

/** The unit of a rule's threshold and of what an alert saw, by kind. */
export const alertUnitKeys: Readonly<Record<AlertRuleKind, string>> = {
  QUEUE_AGE: 'alerts.units.minutes',
  QUEUE_SIZE: 'alerts.units.rows',
  LIABILITY_COVERAGE: 'alerts.units.percent',
};
