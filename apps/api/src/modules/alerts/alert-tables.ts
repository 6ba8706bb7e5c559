import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins } from '../auth/auth-tables.ts';

/** A rule on a queue's age or size, or on an asset's coverage, checked every minute by a job. */
export const alertRules = pgTable(
  'alert_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    queue: text('queue'),
    asset: text('asset'),
    threshold: integer('threshold').notNull(),
    periodMinutes: integer('period_minutes').notNull(),
    emails: text('emails').array().notNull().default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: uuid('created_by').references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('alert_rules_name_key').on(sql`lower(${t.name})`),
    check('alert_rules_kind_check', sql`${t.kind} in ('QUEUE_AGE', 'QUEUE_SIZE', 'LIABILITY_COVERAGE')`),
    check('alert_rules_target_check', sql`(${t.kind} = 'LIABILITY_COVERAGE') = (${t.asset} is not null and ${t.queue} is null)`),
    check('alert_rules_threshold_check', sql`${t.threshold} > 0 and ${t.periodMinutes} >= 5`),
  ],
);

/**
 * An alert a rule raised. One per rule and period at most: the unique key on the period's start
 * is what holds when two instances check the same rule at once.
 */
export const raisedAlerts = pgTable(
  'raised_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ruleId: uuid('rule_id').notNull().references(() => alertRules.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    observed: numeric('observed', { precision: 20, scale: 2 }).notNull(),
    threshold: integer('threshold').notNull(),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('raised_alerts_rule_period_key').on(t.ruleId, t.periodStart), index('raised_alerts_raised_idx').on(t.raisedAt.desc(), t.id.desc())],
);
