import { z } from 'zod';
import { listResponseSchema, queryDate, withTotalQuery } from '../platform/lists.ts';
import {
  ACTIVITY_ACTION_MAX,
  ACTIVITY_OUTCOMES,
  ACTIVITY_PAGE_SIZE_DEFAULT,
  ACTIVITY_PAGE_SIZE_MAX,
  ACTIVITY_TARGET_ID_MAX,
  ACTIVITY_TARGET_TYPE_MAX,
  type ActivityOutcome,
} from './activity-rules.ts';

// The list lives in activity-rules.ts (no zod, for the console); the type is re-exported beside the schemas.
export type { ActivityOutcome };
export const activityOutcomeSchema = z.enum(ACTIVITY_OUTCOMES);

export const activitySchema = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  outcome: activityOutcomeSchema,
  detail: z.string().nullable(),
  /** A service account of the exchange that acted through /platform (then no admin did). */
  serviceAccount: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

export const activityFiltersSchema = z.object({
  actorId: z.string().uuid().optional(),
  /** An action, or a prefix ending with a dot: 'p2p.transaction.' */
  action: z.string().trim().max(ACTIVITY_ACTION_MAX).optional(),
  targetType: z.string().trim().max(ACTIVITY_TARGET_TYPE_MAX).optional(),
  targetId: z.string().trim().max(ACTIVITY_TARGET_ID_MAX).optional(),
  outcome: activityOutcomeSchema.optional(),
  startDate: queryDate.optional(),
  endDate: queryDate.optional(),
});
export const listActivitiesQuerySchema = activityFiltersSchema.extend({
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(ACTIVITY_PAGE_SIZE_MAX).default(ACTIVITY_PAGE_SIZE_DEFAULT),
  format: z.enum(['json', 'csv']).default('json'),
  ...withTotalQuery,
});
export const activityListSchema = listResponseSchema(activitySchema);
