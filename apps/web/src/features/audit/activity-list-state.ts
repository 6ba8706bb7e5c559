import type { Activity } from '@exchange/contract/audit/activities';
import type { ListDefaults } from '../../components/use-url-list-state.ts';

export type ActivityOutcome = Activity['outcome'];
// The contract's outcomes, copied so that no zod reaches the console; the check fails when they change.
export const ACTIVITY_OUTCOMES = ['SUCCESS', 'FAILURE', 'DENIED'] as const satisfies readonly ActivityOutcome[];
type Covers<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : false;
const _outcomesComplete: Covers<ActivityOutcome, (typeof ACTIVITY_OUTCOMES)[number]> = true;

export interface ActivityFilters {
  actorId: string | undefined;
  action: string | undefined;
  targetType: string | undefined;
  targetId: string | undefined;
  outcome: string | undefined;
  startDate: string | undefined;
  endDate: string | undefined;
}

export const activityListDefaults: ListDefaults<ActivityFilters> = {
  filters: {
    actorId: undefined,
    action: undefined,
    targetType: undefined,
    targetId: undefined,
    outcome: undefined,
    startDate: undefined,
    endDate: undefined,
  },
  allowed: { outcome: ACTIVITY_OUTCOMES },
  limit: 50,
  pageSizes: [20, 50, 100, 200],
};

export const outcomeLabelKeys: Readonly<Record<ActivityOutcome, string>> = {
  SUCCESS: 'activities.outcome.SUCCESS',
  FAILURE: 'activities.outcome.FAILURE',
  DENIED: 'activities.outcome.DENIED',
};

export const outcomeColors: Readonly<Record<ActivityOutcome, string>> = { SUCCESS: 'success', FAILURE: 'error', DENIED: 'volcano' };

/** Only the filters that are set: the query of the list and of its CSV export. */
export function activityFilterQuery(filters: ActivityFilters): Partial<ActivityFilters> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}
