import { z } from 'zod';
import { pageQuerySchema, listResponseSchema } from '../platform/lists.ts';
import { PAGE_SIZE_MAX } from '../platform/list-limits.ts';
import { noNul } from '../platform/text-rules.ts';
import { workQueueSchema } from '../queues/work-queues.ts';
import { assetCodeSchema } from '../ledger/ledger.ts';
import { ALERT_EMAILS_MAX, ALERT_PERIOD_MINUTES_MAX, ALERT_PERIOD_MINUTES_MIN, ALERT_RULE_KINDS, ALERT_RULE_NAME_MAX, ALERTS_PAGE_SIZE } from './alert-rules.ts';

export const alertRuleKindSchema = z.enum(ALERT_RULE_KINDS);

export const alertRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: alertRuleKindSchema,
  /** The queue watched (QUEUE_AGE, QUEUE_SIZE); null for LIABILITY_COVERAGE. */
  queue: workQueueSchema.nullable(),
  /** The asset watched (LIABILITY_COVERAGE); null otherwise. */
  asset: z.string().nullable(),
  /** Minutes (QUEUE_AGE), rows (QUEUE_SIZE) or percent (LIABILITY_COVERAGE). */
  threshold: z.number().int(),
  periodMinutes: z.number().int(),
  emails: z.array(z.string()),
  enabled: z.boolean(),
  lastRaisedAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type AlertRule = z.infer<typeof alertRuleSchema>;
export const alertRuleListSchema = z.object({ items: z.array(alertRuleSchema) });

const ruleFields = {
  name: z.string().trim().min(2).max(ALERT_RULE_NAME_MAX).refine(...noNul),
  threshold: z.number().int().min(1).max(1_000_000),
  periodMinutes: z.number().int().min(ALERT_PERIOD_MINUTES_MIN).max(ALERT_PERIOD_MINUTES_MAX),
  emails: z.array(z.email()).max(ALERT_EMAILS_MAX).default([]),
};

/** A queue rule names its queue; a coverage rule names its asset and a percent up to 1000. */
export const alertRuleInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('QUEUE_AGE'), queue: workQueueSchema, ...ruleFields }),
  z.object({ kind: z.literal('QUEUE_SIZE'), queue: workQueueSchema, ...ruleFields }),
  z.object({
    kind: z.literal('LIABILITY_COVERAGE'),
    asset: assetCodeSchema,
    ...ruleFields,
    threshold: z.number().int().min(1).max(1000),
  }),
]);
export type AlertRuleInput = z.infer<typeof alertRuleInputSchema>;

export const alertRuleIdParamsSchema = z.object({ id: z.uuid() });
export const alertRuleEnabledSchema = z.object({ enabled: z.boolean() });

/** An alert a rule raised: what was seen against what the rule allows. */
export const raisedAlertSchema = z.object({
  id: z.string(),
  ruleId: z.string(),
  ruleName: z.string(),
  kind: alertRuleKindSchema,
  queue: workQueueSchema.nullable(),
  asset: z.string().nullable(),
  /** Minutes waited, rows waiting or percent covered, as the rule's kind measures. */
  observed: z.string(),
  threshold: z.number().int(),
  raisedAt: z.string(),
});
export type RaisedAlert = z.infer<typeof raisedAlertSchema>;

export const listAlertsQuerySchema = z.object({ ...pageQuerySchema, limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(ALERTS_PAGE_SIZE), ruleId: z.uuid().optional() });
export const raisedAlertListSchema = listResponseSchema(raisedAlertSchema);
