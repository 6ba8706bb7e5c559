import { z } from 'zod';
import { listResponseSchema, queryDate } from '../platform/lists.ts';

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
  outcome: z.enum(['SUCCESS', 'FAILURE', 'DENIED']),
  detail: z.string().nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

export const activityFiltersSchema = z.object({
  actorId: z.string().uuid().optional(),
  /** An action, or a prefix ending with a dot: 'p2p.transaction.' */
  action: z.string().trim().max(80).optional(),
  targetType: z.string().trim().max(40).optional(),
  targetId: z.string().trim().max(80).optional(),
  outcome: z.enum(['SUCCESS', 'FAILURE', 'DENIED']).optional(),
  startDate: queryDate.optional(),
  endDate: queryDate.optional(),
});
export const listActivitiesQuerySchema = activityFiltersSchema.extend({
  page: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  format: z.enum(['json', 'csv']).default('json'),
});
export const activityListSchema = listResponseSchema(activitySchema);
