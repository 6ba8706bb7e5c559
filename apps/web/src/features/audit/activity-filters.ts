import {
  ACTIVITY_ACTION_MAX,
  ACTIVITY_OUTCOMES,
  ACTIVITY_TARGET_ID_MAX,
  ACTIVITY_TARGET_TYPE_MAX,
  type ActivityOutcome,
} from '@exchange/contract/audit/activity-rules';
import type { ListQueryOf } from '../../app/api.ts';
import { defineFilters, filterFields } from '../../components/list/list-filters.ts';
import { ActivityAdminFilter } from './ActivityAdminFilter.tsx';

export type ActivityQuery = ListQueryOf<'/admin/activities'>;

export const outcomeColors: Readonly<Record<ActivityOutcome, string>> = { SUCCESS: 'success', FAILURE: 'error', DENIED: 'volcano' };

const f = filterFields<ActivityQuery>();

/** The audit trail's filters (the contract's activityFiltersSchema), declared once. */
export const activityFilters = defineFilters<ActivityQuery>(
  [
    f.custom('actorId', { label: 'activities.filters.admin', control: ActivityAdminFilter }),
    f.text('action', { label: 'activities.filters.action', hint: 'activities.filters.actionHint', max: ACTIVITY_ACTION_MAX, testId: 'activity-filter-action' }),
    f.text('targetType', { label: 'activities.filters.targetType', max: ACTIVITY_TARGET_TYPE_MAX }),
    f.text('targetId', { label: 'activities.filters.targetId', max: ACTIVITY_TARGET_ID_MAX }),
    f.choice('outcome', ACTIVITY_OUTCOMES, { label: 'activities.filters.outcome', valueLabel: (outcome) => `activities.outcome.${outcome}` }),
    f.dates('startDate', 'endDate', { label: 'activities.filters.dates' }),
  ],
  { limit: 50, pageSizes: [20, 50, 100, 200] },
);
